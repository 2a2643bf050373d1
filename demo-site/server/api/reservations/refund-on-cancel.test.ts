// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../payments/testing.ts';
import { refundsOf } from '../../payments/refunds.ts';
import { setClock } from './clock.ts';

let app: PaymentApp;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  app.close();
});

/** A styling session on Thursday 5 March 12:00 in New York, paid by card through the simulator. */
async function paidBooking() {
  const reservation = app.newReservation();
  const { amount } = await app.payReservationByCard(reservation);
  expect(app.db.prepare('SELECT status FROM reservations WHERE id = ?').pluck().get(reservation.id)).toBe('confirmed');
  return { ...reservation, amount };
}

describe('cancelling a paid booking', () => {
  it('within the policy: cancels and refunds the whole payment once', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    const res = await app.post('/api/reservations/delete', { reservationId: booked.id, manageToken: booked.manageToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, refund: 'succeeded' });
    const refunds = refundsOf(app.db, 'org_northwind', { type: 'reservation', id: booked.id });
    expect(refunds.map((r) => [r.status, r.amount])).toEqual([['succeeded', booked.amount]]);
  });

  it('after the cut-off: refused with the policy’s words, nothing refunded', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    restore = setClock('2026-03-04T18:00:00Z'); // 13:00 the day before: 23 hours to go
    const res = await app.post('/api/reservations/delete', { reservationId: booked.id, manageToken: booked.manageToken });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cancelling closes 24 hours before the appointment. Please speak with our staff for assistance.');
    expect(refundsOf(app.db, 'org_northwind', { type: 'reservation', id: booked.id })).toEqual([]);
  });
});
