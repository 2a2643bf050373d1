// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { providersFor } from './providers.ts';
import type { StripeSimulator } from './stripe-sim.ts';

let app: PaymentApp;
afterEach(() => app.close());

const ORG = 'org_northwind';
const typesOf = async (subjectId: string) => (await eventsOf(app.data, ORG, subjectId)).map((e) => e.type);

describe('order.paid', () => {
  it('is recorded once, with one e-mail, when the webhook, its replay and the browser’s return race', async () => {
    app = paymentApp({ STRIPE_WEBHOOK_SECRET: 'whsec_testsecret123' });
    const sim = providersFor(app.config, app.data).sim.stripe as StripeSimulator;
    const order = await app.newOrder();
    const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
    const confirmed = app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      client_secret: intent.client_secret,
      simulate: 'succeeded',
    });
    const replay = async () => {
      await confirmed;
      const event = (await sim.signedEvent(intent.paymentIntentId)) as { payload: string; signature: string };
      return app.app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
    };
    const [, replayed, returned] = await Promise.all([
      confirmed,
      replay(),
      confirmed.then(() => app.get(`/api/payments/card/${intent.paymentIntentId}`)),
    ]);
    expect(replayed.status).toBe(200);
    expect(returned.body.success).toBe(true);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    const paid = (await eventsOf(app.data, ORG, order.id)).filter((e) => e.type === 'order.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      id: `order.paid:${order.id}`,
      data: { orderId: order.id, number: order.number, paymentStatus: 'paid', paymentMethod: 'card' },
    });
    const emails = await app.data
      .selectFrom('deliveries')
      .select('recipient')
      .where('event_id', '=', `order.paid:${order.id}`)
      .where('channel', '=', 'email')
      .orderBy('id')
      .execute();
    expect(emails.map((row) => row.recipient)).toEqual(['ada@example.com']);
  });

  it('is not recorded for a failed payment, nor for a second payment of a paid order', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
    await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      client_secret: intent.client_secret,
      simulate: 'requires_payment_method',
    });
    expect(await typesOf(order.id)).not.toContain('order.paid');
    expect((await app.post('/api/payments/gift-card', { giftCardCode: 'gift100', orderId: order.id })).body.success).toBe(true);
    expect((await typesOf(order.id)).filter((t) => t === 'order.paid')).toHaveLength(1);
  });

  it('a paid reservation records no order event', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const intent = (
      await app.post('/api/storefront/payment-intent', {
        email: 'ada@example.com',
        reservationId: reservation.id,
        manageToken: reservation.manageToken,
      })
    ).body;
    await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      client_secret: intent.client_secret,
      simulate: 'succeeded',
    });
    expect(await typesOf(reservation.id)).not.toContain('order.paid');
  });
});

describe('a payment that arrives after its order or booking was cancelled', () => {
  /** Pays the intent in the simulator, then asks our server what happened, as the returning browser does. */
  async function payLate(intent: { paymentIntentId: string; client_secret: string }) {
    await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      client_secret: intent.client_secret,
      simulate: 'succeeded',
    });
    return (await app.get(`/api/payments/card/${intent.paymentIntentId}`)).body;
  }

  it('tells the shopper the order was cancelled and the payment will be refunded', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
    await app.data.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
    expect(await payLate(intent)).toMatchObject({
      success: false,
      status: 'needs_refund',
      message: 'This order was cancelled before the payment arrived; the payment will be refunded.',
    });
    expect(await app.orderState(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
  });

  it('tells the visitor the booking was cancelled and the payment will be refunded', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const intent = (
      await app.post('/api/storefront/payment-intent', {
        email: 'ada@example.com',
        reservationId: reservation.id,
        manageToken: reservation.manageToken,
      })
    ).body;
    await app.data.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', reservation.id).execute();
    expect(await payLate(intent)).toMatchObject({
      success: false,
      status: 'needs_refund',
      message: 'This booking was cancelled before the payment arrived; the payment will be refunded.',
    });
  });
});
