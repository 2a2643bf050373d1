// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../../lifecycle/events.ts';
import { readOutbox } from '../../mail/mailer.ts';
import { deliverDue } from '../../notify/deliver.ts';
import { providersFor } from '../../payments/providers.ts';
import { insertPayment } from '../../payments/records.ts';
import { refundsOf } from '../../payments/refunds.ts';
import { applyOutcome } from '../../payments/settle.ts';
import { SimStore } from '../../payments/sim-store.ts';
import { appAuthorization, productStock, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { NW_ORDER_TOTAL, paymentApp, TENANTS, type PaymentApp } from '../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const ORG = 'org_northwind';

/** Headers of Northwind's signed-in staff (the cookie needs the page's origin). */
async function staff(org = ORG) {
  return { cookie: await staffCookie(app.data, org), origin: 'http://localhost' };
}

/** A Northwind order paid by card through the card simulator; answers it with the intent id. */
async function paidOrder() {
  const order = await app.newOrder();
  const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
  await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
    client_secret: intent.body.client_secret,
    simulate: 'succeeded',
  });
  expect((await app.orderState(order.id))?.status).toBe('paid');
  return { order, intentId: intent.body.paymentIntentId as string };
}

const refundOrder = async (
  id: string,
  body: unknown = {},
  options: { key?: string; headers?: Record<string, string>; org?: string } = {},
) =>
  app.post(`/api/storefront/order/${id}/refund`, body, { headers: options.headers ?? (await staff()), key: options.key, org: options.org });

const stockOf = () => productStock(app.data, TENANTS.org_northwind.sku, ORG);
const emailsOf = async (eventId: string | undefined) => {
  if (eventId === undefined) throw new Error('no event to look up deliveries of');
  const rows = await app.data
    .selectFrom('deliveries')
    .select('recipient')
    .where('event_id', '=', eventId)
    .where('channel', '=', 'email')
    .execute();
  return rows.map((row) => row.recipient);
};

describe('POST /api/storefront/order/{id}/refund', () => {
  it('refunds part of a card order through the provider, then the rest: the order shows what was refunded, then Refunded, and the shopper is told each time', async () => {
    app = paymentApp();
    const { order, intentId } = await paidOrder();
    const intent = async () => (await new SimStore<{ refundedCents?: number }>(app.data, 'stripe').get(intentId))?.data.refundedCents;
    const stockBefore = await stockOf();

    const part = await refundOrder(order.id, { amount: 1000, reason: 'Scuffed cover' });
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({
      refund: { amount: 1000, currency: 'USD', status: 'succeeded', provider: 'stripe', reason: 'Scuffed cover' },
      paidAmount: NW_ORDER_TOTAL,
      refundedAmount: 1000,
      refundableAmount: NW_ORDER_TOTAL - 1000,
      order: { id: order.id, status: 'paid', refundedAmount: 1000 },
    });
    expect(await intent()).toBe(1000);

    const rest = await refundOrder(order.id);
    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({
      refund: { amount: NW_ORDER_TOTAL - 1000 },
      refundedAmount: NW_ORDER_TOTAL,
      refundableAmount: 0,
    });
    expect(await intent()).toBe(NW_ORDER_TOTAL);
    const read = await app.get(`/api/storefront/order/${order.id}`, { headers: { authorization: appAuthorization(app.config) } });
    expect(read.body.data).toMatchObject({ status: 'refunded', paymentStatus: 'paid', refundedAmount: NW_ORDER_TOTAL });
    // Not shipped: the book goes back on the shelf, once.
    expect(await stockOf()).toBe(stockBefore + 1);

    const events = (await eventsOf(app.data, ORG, order.id)).filter((e) => e.type === 'order.refunded');
    expect(events.map((e) => e.data.refund)).toEqual([
      { amountCents: 1000, currency: 'USD', to: 'original', refundedCents: 1000, paidCents: NW_ORDER_TOTAL },
      { amountCents: NW_ORDER_TOTAL - 1000, currency: 'USD', to: 'original', refundedCents: NW_ORDER_TOTAL, paidCents: NW_ORDER_TOTAL },
    ]);
    expect(await Promise.all(events.map((e) => emailsOf(e.id)))).toEqual([['ada@example.com'], ['ada@example.com']]);
    await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
    const mail = (await readOutbox(app.data, ORG)).filter((m) => m.subject === `Refund for order ${order.number}`);
    expect(mail.map((m) => /has refunded (\S+) /.exec(m.body)?.[1]).sort()).toEqual(['$10.00', '$19.76']);
    expect(JSON.stringify(events)).not.toContain('Scuffed cover');

    const more = await refundOrder(order.id, { amount: 1 });
    expect(more.status).toBe(409);
    expect(more.body.error).toEqual({ code: 'nothing_to_refund', message: 'This order has already been refunded in full.' });
    expect(await stockOf()).toBe(stockBefore + 1);
  });

  it('refuses with a message staff can act on: more than remains, not paid, no such order, a bad amount', async () => {
    app = paymentApp();
    const { order } = await paidOrder();
    const tooMuch = await refundOrder(order.id, { amount: NW_ORDER_TOTAL + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toEqual({
      code: 'refund_too_large',
      message: 'That is more than remains: at most $29.76 of this order can still be refunded.',
      field: 'amount',
    });
    await refundOrder(order.id, { amount: 2000 });
    expect((await refundOrder(order.id, { amount: 1000 })).body.error.message).toBe(
      'That is more than remains: at most $9.76 of this order can still be refunded.',
    );

    const unpaid = await app.newOrder();
    const notPaid = await refundOrder(unpaid.id);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.error).toEqual({ code: 'not_paid', message: 'This order has not been paid, so there is nothing to refund.' });
    expect((await refundOrder('ord_missing')).status).toBe(404);
    for (const amount of [0, 12.5, '100', -5]) {
      const bad = await refundOrder(order.id, { amount });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body.error.field).toBe('amount');
    }
    expect((await refundOrder(order.id, '[1]')).status).toBe(400);
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id })).map((r) => r.amount)).toEqual([2000]);
  });

  it('refunds once per Idempotency-Key, and two requests for the remainder at once refund it once', async () => {
    app = paymentApp();
    const { order, intentId } = await paidOrder();
    const first = await refundOrder(order.id, { amount: 500 }, { key: 'refund-1' });
    const again = await refundOrder(order.id, { amount: 500 }, { key: 'refund-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    // The provider takes its time, as a real one does: the second request arrives while the first refund is on its way.
    const card = providersFor(app.config, app.data).stripe;
    if (!card) throw new Error('no card simulator');
    const refundNow = card.refund.bind(card);
    card.refund = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return refundNow(input);
    };
    const both = await Promise.all([refundOrder(order.id), refundOrder(order.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.code).toBe('nothing_to_refund');
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id })).map((r) => r.amount)).toEqual([500, NW_ORDER_TOTAL - 500]);
    expect((await new SimStore<{ refundedCents?: number }>(app.data, 'stripe').get(intentId))?.data.refundedCents).toBe(NW_ORDER_TOTAL);
  });

  it('credits part of a gift card payment back to the card, and records an offline payment’s refund for staff to return', async () => {
    app = paymentApp();
    const giftBalance = async () =>
      (await app.data.selectFrom('gift_cards').select('balance_cents').where('code', '=', 'GIFT100').executeTakeFirstOrThrow())
        .balance_cents;
    const order = await app.newOrder();
    expect((await app.post('/api/payments/gift-card', { giftCardCode: 'gift100', orderId: order.id })).body.success).toBe(true);
    const after = await giftBalance();
    const gift = await refundOrder(order.id, { amount: 700 });
    expect(gift.body.data.refund).toMatchObject({ provider: 'gift_card', status: 'succeeded', amount: 700 });
    expect(await giftBalance()).toBe(after + 700);
    const [event] = (await eventsOf(app.data, ORG, order.id)).filter((e) => e.type === 'order.refunded');
    expect(event?.data.refund).toMatchObject({ to: 'gift_card', amountCents: 700 });

    const cash = await app.newOrder('org_northwind', 'offline');
    const payment = await insertPayment(app.data, {
      tenantId: ORG,
      target: { type: 'order', id: cash.id },
      provider: 'offline',
      method: 'cash',
      amount: NW_ORDER_TOTAL,
      currency: 'USD',
      status: 'pending_payment',
    });
    await applyOutcome(app.data, ORG, payment.id, { status: 'succeeded' });
    const manual = await refundOrder(cash.id, { amount: 976 });
    expect(manual.status).toBe(201);
    expect(manual.body.data.refund).toMatchObject({
      provider: 'offline',
      status: 'manual',
      amount: 976,
      message: 'Paid offline: return the money by the same means, then note it here.',
    });
    const [told] = (await eventsOf(app.data, ORG, cash.id)).filter((e) => e.type === 'order.refunded');
    expect(told?.data.refund).toMatchObject({ to: 'in_person', amountCents: 976 });
  });

  it('turns away strangers: 401 anonymous, 403 the other tenant’s staff and token, 404 the other tenant’s own site; the tenant’s app token works', async () => {
    app = paymentApp();
    const { order } = await paidOrder();
    const anonymous = await refundOrder(order.id, {}, { headers: {} });
    expect(anonymous.status).toBe(401);
    const harborCookie = await refundOrder(order.id, {}, { headers: await staff('org_harbor') });
    expect(harborCookie.status).toBe(403);
    const harborToken = await refundOrder(order.id, {}, { headers: { authorization: appAuthorization(app.config, 'org_harbor') } });
    expect(harborToken.status).toBe(403);
    const onHarbor = await refundOrder(order.id, {}, { headers: await staff('org_harbor'), org: 'org_harbor' });
    expect(onHarbor.status).toBe(404);
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toEqual([]);

    const machine = await refundOrder(order.id, { amount: 100 }, { headers: { authorization: appAuthorization(app.config) } });
    expect(machine.status).toBe(201);
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id })).map((r) => r.requestedBy)).toEqual(['app']);
  });

  it('answers 502 with the provider’s reason when the provider refuses, and records nothing as refunded', async () => {
    app = paymentApp();
    const { order } = await paidOrder();
    const providers = providersFor(app.config, app.data);
    const stripe = providers.stripe;
    if (!stripe) throw new Error('no card simulator');
    stripe.refund = async (input) => ({ id: `re_${input.idempotencyKey}`, status: 'failed', message: 'This charge has been disputed.' });
    const refused = await refundOrder(order.id, { amount: 100 });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({ code: 'refund_failed', message: 'This charge has been disputed.' });
    const read = await app.get(`/api/storefront/order/${order.id}`, { headers: { authorization: appAuthorization(app.config) } });
    expect(read.body.data).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect((await eventsOf(app.data, ORG, order.id)).map((e) => e.type)).not.toContain('order.refunded');
  });
});

describe('POST /api/reservations/{id}/refund', () => {
  it('refunds part of a booking’s payment with an e-mail; cancelling later refunds only the rest, told once by the cancellation e-mail', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const { amount } = await app.payReservationByCard(reservation);
    const part = await app.post(
      `/api/reservations/${reservation.id}/refund`,
      { amount: 1000, reason: 'Late start' },
      { headers: await staff() },
    );
    expect(part.status).toBe(201);
    expect(part.body.data).toMatchObject({ refund: { amount: 1000, status: 'succeeded' }, paidAmount: amount, refundedAmount: 1000 });
    expect(part.body.data.order).toBeUndefined();
    const [staffRefund] = (await eventsOf(app.data, ORG, reservation.id)).filter((e) => e.type === 'booking.refunded');
    expect(staffRefund?.data.refund).toEqual({
      amountCents: 1000,
      currency: 'USD',
      to: 'original',
      refundedCents: 1000,
      paidCents: amount,
    });
    expect(await emailsOf(staffRefund?.id)).toEqual(['ada@example.com']);

    const cancelled = await app.post('/api/reservations/delete', { reservationId: reservation.id, manageToken: reservation.manageToken });
    expect(cancelled.status).toBe(200);
    const events = await eventsOf(app.data, ORG, reservation.id);
    expect(events.find((e) => e.type === 'booking.cancelled')?.data.refund).toMatchObject({ amountCents: amount - 1000 });
    const refunds = events.filter((e) => e.type === 'booking.refunded');
    expect(refunds.map((e) => (e.data.refund as { amountCents: number }).amountCents)).toEqual([1000, amount - 1000]);
    expect(await emailsOf(refunds[1]?.id)).toEqual([]);
    expect(
      (await refundsOf(app.data, ORG, { type: 'reservation', id: reservation.id })).map((r) => [r.amount, r.requestedBy.split(':')[0]]),
    ).toEqual([
      [1000, 'staff'],
      [amount - 1000, 'system'],
    ]);
  });

  it('refuses an unpaid booking and strangers', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const unpaid = await app.post(`/api/reservations/${reservation.id}/refund`, {}, { headers: await staff() });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.message).toBe('This booking has not been paid, so there is nothing to refund.');
    await app.payReservationByCard(reservation);
    expect((await app.post(`/api/reservations/${reservation.id}/refund`, {})).status).toBe(401);
    expect((await app.post(`/api/reservations/${reservation.id}/refund`, {}, { headers: await staff('org_harbor') })).status).toBe(403);
    expect(
      (await app.post(`/api/reservations/${reservation.id}/refund`, {}, { headers: await staff('org_harbor'), org: 'org_harbor' })).status,
    ).toBe(404);
    expect(await refundsOf(app.data, ORG, { type: 'reservation', id: reservation.id })).toEqual([]);
    const machine = await app.post(
      `/api/reservations/${reservation.id}/refund`,
      {},
      { headers: { authorization: appAuthorization(app.config) } },
    );
    expect(machine.status).toBe(201);
  });
});
