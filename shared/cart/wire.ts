import * as v from 'valibot';
import type { CartLine } from './rules.ts';

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

/** What identifies the cart's contents for saving: skus, quantities and attributes, in order. */
export function cartSignature(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((l) => [l.id, l.sku, l.quantity, Object.entries(l.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b))]));
}

/** The lines as the save call sends them (only what the server reads is needed; the rest is ignored there). */
export function wireItems(lines: readonly CartLine[]): CartItem[] {
  return lines.map((l) => ({
    id: l.id,
    sku: l.sku,
    name: l.name,
    price: l.price,
    quantity: l.quantity,
    ...(l.image ? { image: l.image } : {}),
    ...(l.attributes && Object.keys(l.attributes).length > 0 ? { attributes: l.attributes } : {}),
  }));
}

/** Cart lines from a saved cart (names and prices as the server priced them); lines without a quantity are dropped. */
export function linesFromSaved(items: readonly CartItem[], currency?: string): CartLine[] {
  return items
    .filter((item) => item.id && item.name && Number.isInteger(item.quantity) && item.quantity > 0 && Number.isInteger(item.price) && item.price >= 0)
    .map((item) => ({
      id: item.id,
      sku: item.sku,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      ...(item.image ? { image: item.image } : {}),
      ...(item.attributes && Object.keys(item.attributes).length > 0 ? { attributes: item.attributes } : {}),
      ...(currency ? { currency } : {}),
    }));
}
