// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { providersFor } from '../../../payments/providers.ts';
import { signStripePayload } from '../../../payments/stripe-signature.ts';
import type { StripeSimulator } from '../../../payments/stripe-sim.ts';
import { paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

const SECRET = 'whsec_testsecret123';
let app: PaymentApp;
afterEach(() => app.close());

/** An app whose card simulator does not deliver webhooks by itself, and an order with a succeeded intent. */
async function succeededIntent() {
  app = paymentApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  const sim = providersFor(app.config, app.data).sim.stripe as StripeSimulator;
  sim.onEvent = undefined;
  const order = await app.newOrder();
  const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
  await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
    client_secret: intent.client_secret,
    simulate: 'succeeded',
  });
  const event = (await sim.signedEvent(intent.paymentIntentId)) as { payload: string; signature: string };
  return { sim, order, intent, event };
}

const deliver = (payload: string, signature?: string, org?: string) =>
  app.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
      ...(org ? { orgid: org } : {}),
    },
    body: payload,
  });

describe('POST /api/webhooks/stripe', () => {
  it('a verified payment_intent.succeeded marks the order paid; a repeat changes nothing', async () => {
    const { order, intent, event } = await succeededIntent();
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    const res = await deliver(event.payload, event.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, status: 'succeeded' });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: intent.paymentIntentId });
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    expect(await app.payments(order.id)).toHaveLength(1);
  });

  it('takes the tenant from the verified event, not from a header', async () => {
    const { order, event } = await succeededIntent();
    expect((await deliver(event.payload, event.signature, 'org_harbor')).status).toBe(200);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('a forged, stale, missing or mismatched signature changes nothing (400)', async () => {
    const { order, event } = await succeededIntent();
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      signStripePayload(event.payload, 'whsec_attacker_guess', now),
      signStripePayload(event.payload, SECRET, now - 600),
      `t=${now},v1=${'f'.repeat(64)}`,
      'nonsense',
      undefined,
    ];
    for (const signature of attempts) {
      const res = await deliver(event.payload, signature);
      expect(res.status, String(signature)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    }
    const tampered = event.payload.replace('"status":"succeeded"', '"status":"succeeded","x":1');
    expect((await deliver(tampered, event.signature)).status).toBe(400);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await app.payments(order.id))[0].status).toBe('requires_payment_method');
  });

  it('a signed event whose amount differs from the amount due marks nothing paid', async () => {
    const { order, event } = await succeededIntent();
    const payload = event.payload.replace(/"amount":\d+/, '"amount":1');
    expect((await deliver(payload, signStripePayload(payload, SECRET))).status).toBe(200);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await app.payments(order.id))[0].status).toBe('needs_refund');
  });

  it('ignores other events and unknown intents; refuses a body that is not JSON', async () => {
    const { order } = await succeededIntent();
    const other = JSON.stringify({ type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    expect(await (await deliver(other, signStripePayload(other, SECRET))).json()).toEqual({ received: true, ignored: true });
    const unknown = JSON.stringify({
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_x',
          status: 'succeeded',
          amount: 1,
          currency: 'usd',
          metadata: { tenant_id: 'org_northwind', payment_id: 'pay_x' },
        },
      },
    });
    expect(await (await deliver(unknown, signStripePayload(unknown, SECRET))).json()).toEqual({ received: true, ignored: true });
    expect((await deliver('not json', signStripePayload('not json', SECRET))).status).toBe(400);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
  });

  it('the simulator delivers signed events itself, through the same verification', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
    await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      client_secret: intent.client_secret,
      simulate: 'succeeded',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('answers 503 for the real provider without a webhook secret, and 404 without any card provider', async () => {
    app = paymentApp({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234' });
    expect((await deliver('{}', signStripePayload('{}', SECRET))).status).toBe(503);
    app.close();
    app = paymentApp({ DEMO_MODE: 'false' });
    expect((await deliver('{}', signStripePayload('{}', SECRET))).status).toBe(404);
  });
});
