import { describe, expect, it } from 'vitest';
import { paymentDeadline } from './payment-hold.ts';

const pending = { status: 'pending' as const, price: 4500, createdAt: '2026-03-02T15:30:00.000Z' };

describe('paymentDeadline', () => {
  it('is the creation plus the configuration’s payment hold (15 minutes unless set)', () => {
    expect(new Date(paymentDeadline(pending, {}) ?? 0).toISOString()).toBe('2026-03-02T15:45:00.000Z');
    expect(new Date(paymentDeadline(pending, { paymentHoldMinutes: 30 }) ?? 0).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });

  it('is none for a booking that does not await payment', () => {
    expect(paymentDeadline({ ...pending, status: 'confirmed' }, {})).toBeNull();
    expect(paymentDeadline({ ...pending, price: null }, {})).toBeNull();
    expect(paymentDeadline({ ...pending, price: 0 }, {})).toBeNull();
  });
});
