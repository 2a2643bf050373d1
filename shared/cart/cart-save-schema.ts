import * as v from 'valibot';
import { attributeMap, text, wholeNumber } from '../schemas/fields.ts';
import type { CartItem } from './saved-cart-schema.ts';

/** Most lines one saved cart may have. */
export const MAX_CART_LINES = 100;

/** A cart line to save: the browser's line id, sku, quantity and attributes (name and price are the server's). */
export const cartSaveLineSchema = v.object({
  id: text(200),
  sku: text(100),
  quantity: wholeNumber(1, 999),
  attributes: v.optional(attributeMap),
});

/** `POST storefront/cart/save`: an optional cart id and up to 100 lines (an empty cart is allowed). */
export const cartSaveBodySchema = v.object({
  id: v.optional(v.pipe(v.string('must be text'), v.regex(/^cart_[A-Za-z0-9_-]{10,60}$/, 'is not a cart id'))),
  items: v.pipe(v.array(cartSaveLineSchema, 'must be a list'), v.maxLength(MAX_CART_LINES, `must have at most ${MAX_CART_LINES} lines`)),
});

/** The body of `storefront/cart/save` as a client sends it. */
export type CartSaveBody = v.InferInput<typeof cartSaveBodySchema>;

/** A line of the save body as the server reads it (trimmed text). */
export type CartSaveLine = v.InferOutput<typeof cartSaveLineSchema>;

/** The save body the cart sync sends: whole lines, whose name, price and image the server ignores (it prices them itself). */
export type CartSaveRequest = Omit<CartSaveBody, 'items'> & { items: CartItem[] };
