// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentResultSchema } from '../../../../../shared/api/schemas.ts';
import * as v from 'valibot';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

async function intentFor(orderId: string, extra: Record<string, unknown> = {}, key?: string) {
  return app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId, ...extra }, { key });
}
const confirm = (id: string, secret: string, body: Record<string, unknown>) =>
  app.post(`/sim/stripe/payment_intents/${id}/confirm`, { client_secret: secret, ...body });
const status = (id: string) => app.get(`/api/payments/card/${id}`);

describe('POST /api/storefront/payment-intent', () => {
  it('creates an intent for the server’s amount; a tampered amount or total in the body changes nothing', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const res = await intentFor(order.id, { amount: 1, total: 1, currency: 'usd' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ publishableKey: expect.stringMatching(/^pk_test_demo/), amount: NW_ORDER_TOTAL, currency: 'USD' });
    expect(res.body.client_secret).toMatch(new RegExp(`^${res.body.paymentIntentId}_secret_`));
    expect(await app.payments(order.id)).toMatchObject([
      { provider: 'stripe', amount_cents: NW_ORDER_TOTAL, status: 'requires_payment_method', provider_ref: res.body.paymentIntentId },
    ]);
  });

  it('reuses the open intent on a second call instead of creating another', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const first = await intentFor(order.id);
    const second = await intentFor(order.id);
    expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(await app.payments(order.id)).toHaveLength(1);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, and refuses the key with another body', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const first = await intentFor(order.id, {}, 'key-1');
    const again = await intentFor(order.id, {}, 'key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await intentFor((await app.newOrder()).id, {}, 'key-1')).status).toBe(422);
    expect(await app.payments(order.id)).toHaveLength(1);
  });

  it('validates the body, naming the field', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const noEmail = await app.post('/api/storefront/payment-intent', { orderId: order.id });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toMatchObject({ field: 'email', message: 'email: is required' });
    const both = await intentFor(order.id, { reservationId: 'res_1' });
    expect(both.body.error.field).toBe('orderId');
    expect((await intentFor(order.id, { currency: 'GBP' })).body.error).toMatchObject({
      field: 'currency',
      message: 'currency: must be USD, the currency of this order',
    });
    expect((await app.post('/api/storefront/payment-intent', 'not json')).body.error.field).toBe('body');
  });

  it('refuses unknown, foreign and already paid orders', async () => {
    app = paymentApp();
    expect((await intentFor('ord_nope')).body.error).toMatchObject({ code: 'not_found', field: 'orderId' });
    const harborOrder = await app.newOrder('org_harbor');
    expect((await intentFor(harborOrder.id)).status).toBe(404);
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'succeeded' });
    const again = await intentFor(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_paid', message: 'This order is already paid.' });
  });

  it('charges a reservation its price plus 8.25 % tax', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const res = await app.post('/api/storefront/payment-intent', {
      email: 'ada@example.com',
      reservationId: reservation.id,
      manageToken: reservation.manageToken,
    });
    expect(res.body.amount).toBe(4900 + 404);
    await confirm(res.body.paymentIntentId, res.body.client_secret, { payment_method: { card: { number: '4242 4242 4242 4242' } } });
    expect((await status(res.body.paymentIntentId)).body).toMatchObject({ success: true, metadata: { reservationId: reservation.id } });
    const row = await app.data
      .selectFrom('reservations')
      .select(['status', 'payment_ref'])
      .where('id', '=', reservation.id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'confirmed', payment_ref: res.body.paymentIntentId });
  });
});

describe('the four card outcomes, decided by the server (GET /api/payments/card/{id})', () => {
  it('succeeded: the order is paid and the answer is a payment result', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    const confirmed = await confirm(intent.body.paymentIntentId, intent.body.client_secret, {
      payment_method: { card: { number: '4242424242424242' } },
    });
    expect(confirmed.body.paymentIntent.status).toBe('succeeded');
    const res = await status(intent.body.paymentIntentId);
    expect(v.safeParse(paymentResultSchema, res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      success: true,
      status: 'succeeded',
      message: 'Payment succeeded!',
      payment_intent_id: intent.body.paymentIntentId,
      metadata: { last4: '4242', brand: 'visa' },
    });
    expect(await app.orderState(order.id)).toEqual({ paymentStatus: 'paid', status: 'paid', paymentIntentId: intent.body.paymentIntentId });
  });

  it('processing: the order is processing until the provider settles it', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { payment_method: { card: { number: '4000000000000077' } } });
    expect((await status(intent.body.paymentIntentId)).body).toMatchObject({
      success: false,
      status: 'processing',
      message: 'Your payment is processing.',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('processing');
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/settle`, {
      client_secret: intent.body.client_secret,
      outcome: 'succeeded',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('requires_payment_method: declined, not paid, and the same intent can be retried', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    const declined = await confirm(intent.body.paymentIntentId, intent.body.client_secret, {
      payment_method: { card: { number: '4000 0000 0000 0002' } },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    expect((await status(intent.body.paymentIntentId)).body).toMatchObject({
      success: false,
      status: 'requires_payment_method',
      message: 'Your payment was not successful, please try again.',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await intentFor(order.id)).body.paymentIntentId).toBe(intent.body.paymentIntentId);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'succeeded' });
    expect((await status(intent.body.paymentIntentId)).body.success).toBe(true);
  });

  it('anything else: "Something went wrong."', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'canceled' });
    expect((await status(intent.body.paymentIntentId)).body).toMatchObject({
      success: false,
      status: 'canceled',
      message: 'Something went wrong.',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('failed');
  });

  it('the simulator checks the client secret and the card number, and refuses a second confirmation', async () => {
    app = paymentApp();
    const intent = await intentFor((await app.newOrder()).id);
    expect((await confirm(intent.body.paymentIntentId, 'wrong', { simulate: 'succeeded' })).status).toBe(404);
    expect(
      (await confirm(intent.body.paymentIntentId, intent.body.client_secret, { payment_method: { card: { number: '4242424242424241' } } }))
        .body.error,
    ).toMatchObject({
      type: 'validation_error',
      message: 'Your card number is invalid.',
    });
    expect((await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'bogus' })).status).toBe(400);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'succeeded' });
    expect((await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'succeeded' })).body.error.code).toBe(
      'payment_intent_unexpected_state',
    );
    const seen = await app.get(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}?client_secret=${intent.body.client_secret}`);
    expect(seen.body).toMatchObject({ status: 'succeeded', amount: NW_ORDER_TOTAL, currency: 'usd' });
  });

  it('a second payment of an already paid order is recorded as needs_refund, not as a second payment', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = await intentFor(order.id);
    expect((await app.post('/api/payments/gift-card', { giftCardCode: 'GIFT100', orderId: order.id })).body.success).toBe(true);
    await confirm(intent.body.paymentIntentId, intent.body.client_secret, { simulate: 'succeeded' });
    expect((await status(intent.body.paymentIntentId)).body).toMatchObject({
      success: false,
      status: 'needs_refund',
      message: 'Already paid by another payment.',
    });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: expect.stringMatching(/^pay_/) });
    expect((await app.payments(order.id)).map((p: { status: string }) => p.status).sort()).toEqual(['needs_refund', 'succeeded']);
  });

  it('keeps another tenant’s intent and unknown ids out (404)', async () => {
    app = paymentApp();
    const intent = await intentFor((await app.newOrder()).id);
    expect((await app.get(`/api/payments/card/${intent.body.paymentIntentId}`, { org: 'org_harbor' })).status).toBe(404);
    expect((await status('pi_unknown')).status).toBe(404);
    expect((await status('bad%20id')).status).toBe(400);
  });
});
