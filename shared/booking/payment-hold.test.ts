import { describe, expect, it } from 'vitest';
import { paymentDeadline } from './payment-hold.ts';

const pending = { status: 'pending' as const, price: 4500, createdAt: '2026-03-02T15:30:00.000Z' };

describe('paymentDeadline', () => {
  it('is the creation plus the configuration’s payment hold', () => {
    expect(new Date(paymentDeadline(pending, { paymentHoldMinutes: 15 }) ?? 0).toISOString()).toBe('2026-03-02T15:45:00.000Z');
    expect(new Date(paymentDeadline(pending, { paymentHoldMinutes: 30 }) ?? 0).toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });

  it('is none for a booking that does not await payment', () => {
    const hold = { paymentHoldMinutes: 15 };
    expect(paymentDeadline({ ...pending, status: 'confirmed' }, hold)).toBeNull();
    expect(paymentDeadline({ ...pending, price: null }, hold)).toBeNull();
    expect(paymentDeadline({ ...pending, price: 0 }, hold)).toBeNull();
  });
});
