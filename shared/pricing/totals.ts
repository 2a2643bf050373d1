/** Subtotals above this many cents ship free (free when the subtotal exceeds 100). */
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

/** How a tenant charges shipping: a flat rate always, or a flat rate that is free above a subtotal. */
export interface ShippingRule {
  rule: 'flat' | 'free_over';
  /** The flat rate, in the tenant's currency's cents. */
  flatCents: number;
  /** With 'free_over': subtotals above this ship free. */
  freeOverCents: number;
}

/** How an order is taxed and shipped: the rate for its destination, and whether prices include it. */
export interface PricingRules {
  /** The destination's tax rate in basis points (800 is 8 %). */
  taxBasisPoints: number;
  /** True when prices already include the tax (VAT): the tax shown is part of the price, not added. */
  taxIncluded: boolean;
  shipping: ShippingRule;
}

/** The default store rules: 8 % tax added to the subtotal, a flat 10, free above 100. */
export const SPEC_PRICING: PricingRules = {
  taxBasisPoints: ORDER_TAX_BASIS_POINTS,
  taxIncluded: false,
  shipping: { rule: 'free_over', flatCents: FLAT_SHIPPING_CENTS, freeOverCents: FREE_SHIPPING_OVER_CENTS },
};

/** Shipping for a subtotal under a rule (the default store rules unless given); nothing to ship costs nothing. */
export function shippingFor(subtotal: number, rule: ShippingRule = SPEC_PRICING.shipping): number {
  if (subtotal <= 0) return 0;
  return rule.rule === 'free_over' && subtotal > rule.freeOverCents ? 0 : rule.flatCents;
}

/** The tax already inside a tax-inclusive amount: 120.00 at 2000 bp holds 20.00. */
export function includedTaxOf(cents: number, basisPoints: number): number {
  return roundCents((cents * basisPoints) / (10_000 + basisPoints));
}

/** A priced order: every figure in integer cents, and whether `tax` is inside the prices. */
export interface PricedTotals extends OrderTotals {
  taxIncluded: boolean;
}

/**
 * Prices an order from its lines, a discount and the tenant's rules (the default store
 * rules: 8 % tax, 10 shipping, free above 100). The discount never exceeds the subtotal. Tax added on top (sales tax) is the rate of the
 * subtotal (shipping untaxed) and total = subtotal + shipping + tax − discount; tax included in the
 * prices (VAT) is the part of everything the shopper pays (goods less discount, plus shipping, which
 * follows the goods' VAT) and total = subtotal + shipping − discount.
 */
export function orderTotals(lines: readonly { price: number; quantity: number }[], discount = 0, rules: PricingRules = SPEC_PRICING): PricedTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const cappedDiscount = Math.min(Math.max(0, Math.round(discount)), subtotal);
  const shipping = shippingFor(subtotal, rules.shipping);
  if (rules.taxIncluded) {
    const tax = includedTaxOf(subtotal - cappedDiscount + shipping, rules.taxBasisPoints);
    return { subtotal, shipping, tax, discount: cappedDiscount, total: subtotal + shipping - cappedDiscount, taxIncluded: true };
  }
  const tax = percentOf(subtotal, rules.taxBasisPoints);
  return { subtotal, shipping, tax, discount: cappedDiscount, total: subtotal + shipping + tax - cappedDiscount, taxIncluded: false };
}

/**
 * How a reservation payment is taxed: the default 8.25 % added to the price, or the
 * tenant's VAT already inside it (a tenant whose prices include tax: its home country's rate).
 */
export interface ReservationTaxRule {
  taxIncluded: boolean;
  /** The rate in basis points (825 is 8.25 %). */
  taxBasisPoints: number;
}

/** The default reservation rule: 8.25 % added to the service price. */
export const SPEC_RESERVATION_TAX: ReservationTaxRule = { taxIncluded: false, taxBasisPoints: RESERVATION_TAX_BASIS_POINTS };

/**
 * The rule a reservation's payment facts carry: `taxIncluded` with its `taxBasisPoints` where the
 * tenant's prices include tax (the server sets them), else the default 8.25 % added.
 */
export function reservationTaxRule(facts: { taxIncluded?: boolean | null; taxBasisPoints?: number | null }): ReservationTaxRule {
  return facts.taxIncluded ? { taxIncluded: true, taxBasisPoints: Math.max(0, facts.taxBasisPoints ?? 0) } : SPEC_RESERVATION_TAX;
}

/**
 * A reservation payment: the service price (missing counts as 0), the tax and the total. Tax added
 * (the default 8.25 %): total = price + tax. Tax included (VAT): the price is the total, and
 * the tax is the part of it that is VAT.
 */
export function reservationPaymentTotals(
  priceCents: number | null | undefined,
  rule: ReservationTaxRule = SPEC_RESERVATION_TAX,
): { price: number; tax: number; total: number; taxIncluded: boolean } {
  const price = Math.max(0, Math.round(priceCents ?? 0));
  if (rule.taxIncluded) return { price, tax: includedTaxOf(price, rule.taxBasisPoints), total: price, taxIncluded: true };
  const tax = percentOf(price, rule.taxBasisPoints);
  return { price, tax, total: price + tax, taxIncluded: false };
}

/** A percent-off discount in cents for a subtotal. */
export function percentDiscount(subtotal: number, percent: number): number {
  return percentOf(subtotal, Math.round(percent * 100));
}
