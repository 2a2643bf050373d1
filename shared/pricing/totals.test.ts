import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderTotals, percentDiscount, reservationPaymentTotals, shippingFor } from './totals.ts';

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
    expect(orderTotals([{ price: 25_00, quantity: 2 }], 5_00)).toEqual({ subtotal: 50_00, shipping: 10_00, tax: 4_00, discount: 5_00, total: 59_00 });
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

describe('reservation payment', () => {
  it('charges 8.25 percent tax; a missing price counts as 0', () => {
    expect(reservationPaymentTotals(100_00)).toEqual({ price: 100_00, tax: 8_25, total: 108_25 });
    expect(reservationPaymentTotals(45_00)).toEqual({ price: 45_00, tax: 3_71, total: 48_71 });
    expect(reservationPaymentTotals(undefined)).toEqual({ price: 0, tax: 0, total: 0 });
  });
});

describe('percentDiscount', () => {
  it('takes a percentage of the subtotal in cents', () => {
    expect(percentDiscount(80_00, 10)).toBe(8_00);
    expect(percentDiscount(3_33, 15)).toBe(50);
  });
});
