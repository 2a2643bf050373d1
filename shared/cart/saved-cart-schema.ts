import * as v from 'valibot';

/** A cart line on the wire, as `storefront/cart/save` takes it and `cart/get` returns it: prices in cents, the server's. */
export const cartItemSchema = v.object({
  id: v.string(),
  sku: v.string(),
  name: v.string(),
  price: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  image: v.optional(v.string()),
  attributes: v.optional(v.record(v.string(), v.string())),
});
/** A cart saved on the server. */
export const savedCartSchema = v.object({ id: v.string(), items: v.array(cartItemSchema) });

/** A cart line on the wire: prices in cents, from the server. */
export type CartItem = v.InferOutput<typeof cartItemSchema>;

/** A cart saved on the server, as `storefront/cart/save` and `cart/get` answer it. */
export type SavedCart = v.InferOutput<typeof savedCartSchema>;
