import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { includedTaxOf, orderTotals, percentDiscount, reservationPaymentTotals, reservationTaxRule, shippingFor, type PricingRules } from './totals.ts';

describe('shipping', () => {
  it('is free only when the subtotal exceeds 100', () => {
    expect(shippingFor(100_00)).toBe(10_00);
    expect(shippingFor(100_01)).toBe(0);
    expect(shippingFor(5_00)).toBe(10_00);
    expect(shippingFor(0)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('adds shipping and 8 percent tax and subtracts the discount', () => {
    expect(orderTotals([{ price: 25_00, quantity: 2 }], 5_00)).toEqual({ subtotal: 50_00, shipping: 10_00, tax: 4_00, discount: 5_00, total: 59_00, taxIncluded: false });
  });
  it('rounds tax to whole cents', () => {
    expect(orderTotals([{ price: 1_99, quantity: 1 }]).tax).toBe(16);
  });
  it('never discounts more than the subtotal', () => {
    expect(orderTotals([{ price: 10_00, quantity: 1 }], 50_00).discount).toBe(10_00);
  });
  it('keeps total = subtotal + shipping + tax - discount, all whole cents, never negative', () => {
    const line = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 10_000_000 }), (lines, discount) => {
        const t = orderTotals(lines, discount);
        const whole = [t.subtotal, t.shipping, t.tax, t.discount, t.total].every(Number.isInteger);
        return whole && t.total === t.subtotal + t.shipping + t.tax - t.discount && t.total >= 0 && t.discount <= t.subtotal;
      }),
    );
  });
});

/** Harbor's rules: 20 % VAT inside the prices, 3.95 below 40, free above. */
const harbor: PricingRules = { taxBasisPoints: 2000, taxIncluded: true, shipping: { rule: 'free_over', flatCents: 3_95, freeOverCents: 40_00 } };

describe('tenant rules', () => {
  it('shows VAT included in the price: the part of what is paid, never added on top', () => {
    expect(orderTotals([{ price: 18_00, quantity: 1 }], 0, harbor)).toEqual({ subtotal: 18_00, shipping: 3_95, tax: 3_66, discount: 0, total: 21_95, taxIncluded: true });
    expect(includedTaxOf(120_00, 2000)).toBe(20_00);
  });
  it('takes VAT from what is paid for the goods after a discount', () => {
    expect(orderTotals([{ price: 30_00, quantity: 2 }], 12_00, harbor)).toMatchObject({ subtotal: 60_00, shipping: 0, tax: 8_00, total: 48_00 });
  });
  it('ships free only above the tenant threshold, in its own currency', () => {
    expect(shippingFor(40_00, harbor.shipping)).toBe(3_95);
    expect(shippingFor(40_01, harbor.shipping)).toBe(0);
  });
  it('charges a flat rule on every order, however large', () => {
    expect(shippingFor(5_000_00, { rule: 'flat', flatCents: 7_50, freeOverCents: 0 })).toBe(7_50);
  });
  it('adds a state rate on top of the subtotal', () => {
    const california: PricingRules = { taxBasisPoints: 725, taxIncluded: false, shipping: { rule: 'free_over', flatCents: 10_00, freeOverCents: 100_00 } };
    expect(orderTotals([{ price: 40_00, quantity: 1 }], 0, california)).toMatchObject({ tax: 2_90, total: 52_90 });
  });
  it('property: with tax included, the total never depends on the rate, and the VAT is part of it', () => {
    const line = fc.record({ price: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.integer({ min: 0, max: 10_000 }), (lines, rate) => {
        const a = orderTotals(lines, 0, { ...harbor, taxBasisPoints: rate });
        const b = orderTotals(lines, 0, { ...harbor, taxBasisPoints: 0 });
        return a.total === b.total && a.tax <= a.total;
      }),
    );
  });
});

describe('reservation payment', () => {
  it('charges 8.25 percent tax; a missing price counts as 0', () => {
    expect(reservationPaymentTotals(100_00)).toEqual({ price: 100_00, tax: 8_25, total: 108_25, taxIncluded: false });
    expect(reservationPaymentTotals(45_00)).toEqual({ price: 45_00, tax: 3_71, total: 48_71, taxIncluded: false });
    expect(reservationPaymentTotals(undefined)).toEqual({ price: 0, tax: 0, total: 0, taxIncluded: false });
  });

  it('where prices include VAT, the price is what is paid and the VAT is counted inside it', () => {
    const vat = reservationTaxRule({ taxIncluded: true, taxBasisPoints: 2000 });
    expect(reservationPaymentTotals(45_00, vat)).toEqual({ price: 45_00, tax: 7_50, total: 45_00, taxIncluded: true });
    expect(reservationTaxRule({})).toEqual({ taxIncluded: false, taxBasisPoints: 825 });
    expect(reservationTaxRule({ taxIncluded: false, taxBasisPoints: 2000 })).toEqual({ taxIncluded: false, taxBasisPoints: 825 });
  });
});

describe('percentDiscount', () => {
  it('takes a percentage of the subtotal in cents', () => {
    expect(percentDiscount(80_00, 10)).toBe(8_00);
    expect(percentDiscount(3_33, 15)).toBe(50);
  });
});
