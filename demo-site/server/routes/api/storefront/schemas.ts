import * as v from 'valibot';
import { MAX_CART_LINES } from '../../../../../shared/cart/cart-save-schema.ts';
import { attributeMap, email, optionalText, text, wholeNumber } from '../validation.ts';

/** Most lines one cart, quote or order may have. */
export const MAX_LINES = MAX_CART_LINES;

/** A line the shopper asks for: sku, quantity (1-999) and chosen attributes. Prices sent along are ignored. */
export const lineSchema = v.object({
  sku: text(100),
  quantity: wholeNumber(1, 999),
  attributes: v.optional(attributeMap),
});

/** A list of 1 to 100 lines. */
export const linesSchema = v.pipe(v.array(lineSchema, 'must be a list'), v.minLength(1, 'must not be empty'), v.maxLength(MAX_LINES, `must have at most ${MAX_LINES} lines`));

const countryCode = v.pipe(v.string('must be text'), v.trim(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'), v.toUpperCase());

/** `POST storefront/checkout`: the lines, an optional discount code, and where the order ships (for its tax). */
export const checkoutBody = v.object({ items: linesSchema, discountCode: optionalText(60), country: v.optional(countryCode), state: optionalText(100) });

/** `POST storefront/coupon/apply`: a code (blank is refused) and the cart total in cents. */
export const couponBody = v.object({ couponCode: text(60), cartTotal: wholeNumber(0, 100_000_000_00) });

/** A shipping or billing address: names, street, city, state and zip are required; without a country the route uses the tenant's home country. */
export const addressSchema = v.object({
  firstName: text(100),
  lastName: text(100),
  address: text(200),
  apartment: optionalText(100),
  city: text(100),
  state: text(100),
  zip: v.pipe(text(20), v.regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or dashes')),
  country: v.optional(countryCode),
  phone: optionalText(40),
});

/** `POST storefront/order/create` (`OrderRequest`): totals and prices sent along are ignored. */
export const orderBody = v.object({
  customerInfo: v.object({ email, firstName: optionalText(100), lastName: optionalText(100), phone: optionalText(40) }, 'must be an object'),
  shippingAddress: v.object(addressSchema.entries, 'must be an object'),
  billingAddress: v.optional(v.object(addressSchema.entries, 'must be an object')),
  items: linesSchema,
  paymentMethod: text(40),
  paymentGateway: text(40),
  discountCode: optionalText(60),
  language: optionalText(35),
});
