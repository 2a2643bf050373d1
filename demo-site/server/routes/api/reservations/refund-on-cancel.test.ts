// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';
import { refundsOf } from '../../../payments/refunds.ts';
import { setClock } from './clock.ts';

let app: PaymentApp;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  return app.close();
});

/** A styling session on Thursday 5 March 12:00 in New York, paid by card through the simulator. */
async function paidBooking() {
  const reservation = await app.newReservation();
  const { amount } = await app.payReservationByCard(reservation);
  const stored = await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst();
  expect(stored?.status).toBe('confirmed');
  return { ...reservation, amount };
}

const REFUNDED_BY_US = 'Payments are refunded only by us, under our cancellation policy.';

describe('cancelling a paid booking', () => {
  it('within the policy: cancels, refunds the whole payment once and answers what was refunded', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    expect(booked.amount).toBe(4900 + 404);
    const res = await app.post('/api/reservations/delete', { reservationId: booked.id, manageToken: booked.manageToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, refund: 'succeeded', refundAmount: 5304, refundCurrency: 'USD' });
    const refunds = await refundsOf(app.data, 'org_northwind', { type: 'reservation', id: booked.id });
    expect(refunds.map((r) => [r.status, r.amount])).toEqual([['succeeded', booked.amount]]);
  });

  it('through a status update to cancelled: answers the refund with the reservation', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    const res = await app.post('/api/reservations/update', {
      reservationId: booked.id,
      status: 'cancelled',
      manageToken: booked.manageToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reservation: { id: booked.id, status: 'cancelled' },
      refund: 'succeeded',
      refundAmount: 5304,
      refundCurrency: 'USD',
    });
    expect((await refundsOf(app.data, 'org_northwind', { type: 'reservation', id: booked.id })).map((r) => r.status)).toEqual([
      'succeeded',
    ]);
  });

  it('answers no refund for a booking nothing was paid for', async () => {
    app = paymentApp();
    const unpaid = await app.newReservation('14:00');
    const res = await app.post('/api/reservations/delete', { reservationId: unpaid.id, manageToken: unpaid.manageToken });
    expect(res.body).toEqual({ ok: true, refund: 'none' });
  });

  it('after the cut-off: refused, saying it cannot be cancelled online now and who refunds it; nothing refunded', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    restore = setClock('2026-03-04T18:00:00Z'); // 13:00 the day before: 23 hours to go
    const res = await app.post('/api/reservations/delete', { reservationId: booked.id, manageToken: booked.manageToken });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'cancellation_cutoff',
      message: `Cancelling online closes 24 hours before the appointment, so this reservation cannot be cancelled online now. ${REFUNDED_BY_US} Please speak with our staff for assistance.`,
      reason: 'cancelCutoffPaid_other',
      params: { hours: '24' },
    });
    expect(await refundsOf(app.data, 'org_northwind', { type: 'reservation', id: booked.id })).toEqual([]);
  });

  it('where the business has turned online cancelling off: refused with cancellation_closed, nothing refunded', async () => {
    app = paymentApp();
    const booked = await paidBooking();
    const configs = await app.data
      .selectFrom('business_config')
      .select(['preset', 'json'])
      .where('tenant_id', '=', 'org_northwind')
      .execute();
    for (const { preset, json } of configs) {
      await app.data
        .updateTable('business_config')
        .set({ json: JSON.stringify({ ...JSON.parse(json), allowCancellation: false }) })
        .where('tenant_id', '=', 'org_northwind')
        .where('preset', '=', preset)
        .execute();
    }
    const res = await app.post('/api/reservations/delete', { reservationId: booked.id, manageToken: booked.manageToken });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'cancellation_closed',
      message: `This reservation cannot be cancelled online. ${REFUNDED_BY_US} Please speak with our staff for assistance.`,
      reason: 'cancelClosedPaid',
    });
    expect(await refundsOf(app.data, 'org_northwind', { type: 'reservation', id: booked.id })).toEqual([]);
  });
});
