/** Subtotals above this many cents ship free (the specification: free when the subtotal exceeds 100). */
export const FREE_SHIPPING_OVER_CENTS = 100_00;
/** Flat shipping below the free-shipping threshold, in cents. */
export const FLAT_SHIPPING_CENTS = 10_00;
/** Sales tax on the subtotal, in basis points (8 percent). */
export const ORDER_TAX_BASIS_POINTS = 800;
/** Tax on a reservation payment, in basis points (8.25 percent of the service price). */
export const RESERVATION_TAX_BASIS_POINTS = 825;

/** A priced order: every figure in integer cents. */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
}

/** Rounds half away from zero to whole cents (what a shopper expects on a receipt). */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Applies basis points to cents: 1000 cents at 800 bp is 80 cents. */
export function percentOf(cents: number, basisPoints: number): number {
  return roundCents((cents * basisPoints) / 10_000);
}

/** Shipping for a subtotal: free above 100, otherwise a flat 10; nothing to ship costs nothing. */
export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal > FREE_SHIPPING_OVER_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}

/**
 * Prices an order from its lines and a discount. The discount never exceeds the subtotal, tax is
 * 8 percent of the subtotal, and total = subtotal + shipping + tax − discount.
 */
export function orderTotals(lines: readonly { price: number; quantity: number }[], discount = 0): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const cappedDiscount = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const shipping = shippingFor(subtotal);
  const tax = percentOf(subtotal, ORDER_TAX_BASIS_POINTS);
  return { subtotal, shipping, tax, discount: cappedDiscount, total: subtotal + shipping + tax - cappedDiscount };
}

/** A reservation payment: the service price (missing counts as 0), 8.25 percent tax, and the total. */
export function reservationPaymentTotals(priceCents: number | null | undefined): { price: number; tax: number; total: number } {
  const price = Math.max(0, Math.round(priceCents ?? 0));
  const tax = percentOf(price, RESERVATION_TAX_BASIS_POINTS);
  return { price, tax, total: price + tax };
}

/** A percent-off discount in cents for a subtotal. */
export function percentDiscount(subtotal: number, percent: number): number {
  return percentOf(subtotal, Math.round(percent * 100));
}
