// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  stripeCardDeclined,
  stripeCharge,
  stripeError,
  stripeEvent,
  stripePaymentIntent,
  stripeRefund,
} from '../../../test/fakes/stripe-recorded.ts';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { buildProviders, replaceProviders } from './providers.ts';
import { signStripePayload } from './stripe-signature.ts';
import { StripeLive } from './stripe-live.ts';
import { ProviderError } from './types.ts';

const KEYS = { secretKey: 'sk_test_secret123', publishableKey: 'pk_test_public123' };
const WEBHOOK_SECRET = 'whsec_recorded_secret_1';

/** A fetch answering Stripe's recorded JSON by `METHOD path` (query ignored); it records each request. */
function recorded(routes: Record<string, [number, unknown] | ((body: URLSearchParams) => [number, unknown])>) {
  const seen: { method: string; url: URL; headers: Headers; form: URLSearchParams }[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const form = new URLSearchParams(String(init?.body ?? ''));
    seen.push({ method, url, headers: new Headers(init?.headers), form });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify(stripeError('invalid_request_error', 'Unrecognized request URL')), { status: 404 });
    const [status, body] = typeof route === 'function' ? route(form) : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  }) as typeof fetch;
  return { fn, seen };
}

describe('Stripe adapter against Stripe’s documented answers', () => {
  it('creates an intent and reads the documented PaymentIntent', async () => {
    const { fn, seen } = recorded({
      'POST /v1/payment_intents': [
        200,
        stripePaymentIntent({ id: 'pi_A', amount: 3052, metadata: { tenant_id: 't', payment_id: 'pay_1' } }),
      ],
    });
    const intent = await new StripeLive(KEYS, fn).createIntent({
      amount: 3052,
      currency: 'USD',
      metadata: { tenant_id: 't', payment_id: 'pay_1' },
      idempotencyKey: 'pay_1',
    });
    expect(intent).toEqual({
      id: 'pi_A',
      clientSecret: 'pi_A_secret_YrKJUKribcBjcG8HVhfZluoGH',
      status: 'requires_payment_method',
      amount: 3052,
      currency: 'USD',
      metadata: { tenant_id: 't', payment_id: 'pay_1' },
      transactionId: null,
      last4: null,
      brand: null,
      errorMessage: null,
    });
    expect(seen[0]?.headers.get('stripe-version')).toBe('2024-06-20');
  });

  it('retrieves a succeeded intent with its expanded charge, and a declined one with Stripe’s message', async () => {
    const { fn, seen } = recorded({
      'GET /v1/payment_intents/pi_ok': [
        200,
        stripePaymentIntent({
          id: 'pi_ok',
          status: 'succeeded',
          amount_received: 2000,
          latest_charge: stripeCharge('ch_ok', 'pi_ok', 2000),
        }),
      ],
      'GET /v1/payment_intents/pi_no': [200, stripePaymentIntent({ id: 'pi_no', last_payment_error: stripeCardDeclined('ch_no') })],
      'GET /v1/payment_intents/pi_gone': [
        404,
        stripeError('invalid_request_error', "No such payment_intent: 'pi_gone'", { code: 'resource_missing' }),
      ],
    });
    const stripe = new StripeLive(KEYS, fn);
    expect(await stripe.retrieveIntent('pi_ok')).toMatchObject({
      status: 'succeeded',
      amount: 2000,
      transactionId: 'ch_ok',
      last4: '4242',
      brand: 'visa',
    });
    expect(seen[0]?.url.searchParams.getAll('expand[]')).toEqual(['latest_charge']);
    expect(await stripe.retrieveIntent('pi_no')).toMatchObject({
      status: 'requires_payment_method',
      errorMessage: 'Your card was declined.',
      last4: null,
    });
    expect(await stripe.retrieveIntent('pi_gone')).toBeNull();
  });

  it('refunds with the refund id as Idempotency-Key and reads succeeded, pending and failed refunds', async () => {
    const answers = [
      stripeRefund({ id: 're_1', status: 'succeeded' }),
      stripeRefund({ id: 're_2', status: 'pending' }),
      stripeRefund({ id: 're_3', status: 'failed', failure_reason: 'expired_or_canceled_card' }),
    ];
    const { fn, seen } = recorded({ 'POST /v1/refunds': () => [200, answers.shift()] });
    const stripe = new StripeLive(KEYS, fn);
    const ask = (key: string) => stripe.refund({ ref: 'pi_ok', amount: 2000, currency: 'USD', idempotencyKey: key });
    expect(await ask('rf_1')).toEqual({ id: 're_1', status: 'succeeded', message: null });
    expect(await ask('rf_2')).toEqual({ id: 're_2', status: 'pending', message: null });
    expect(await ask('rf_3')).toEqual({ id: 're_3', status: 'failed', message: 'expired_or_canceled_card' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('rf_1');
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({ payment_intent: 'pi_ok', amount: '2000', 'metadata[refund_id]': 'rf_1' });
  });

  it('turns Stripe’s error answer into a ProviderError with Stripe’s message and status, never the key', async () => {
    const { fn } = recorded({
      'POST /v1/refunds': [
        400,
        stripeError('invalid_request_error', 'Charge ch_1 has already been refunded.', { code: 'charge_already_refunded' }),
      ],
    });
    const failure = await new StripeLive(KEYS, fn)
      .refund({ ref: 'pi_1', amount: 1, currency: 'USD', idempotencyKey: 'rf_9' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ message: 'Stripe: Charge ch_1 has already been refunded.', status: 400 });
    expect(String((failure as Error).message)).not.toContain(KEYS.secretKey);
  });
});

describe('Stripe webhooks with the real adapter and Stripe’s documented events', () => {
  let app: PaymentApp;
  afterEach(() => app.close());

  /** An app with Stripe keys and a webhook secret, and a Northwind order with a live intent. */
  async function liveIntent() {
    app = paymentApp({
      STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DEMO_MODE: 'false',
    });
    const { fn } = recorded({
      'POST /v1/payment_intents': (form) => [
        200,
        stripePaymentIntent({
          id: 'pi_live_1',
          amount: Number(form.get('amount')),
          metadata: Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
        }),
      ],
    });
    replaceProviders(app.config, app.data, buildProviders(app.config, app.data, { fetch: fn }));
    const order = await app.newOrder();
    const created = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    expect(created.status).toBe(201);
    const metadata = {
      tenant_id: 'org_northwind',
      payment_id: (await app.payments(order.id))[0].id as string,
      target_type: 'order',
      target_id: order.id,
    };
    return { order, metadata };
  }

  const deliver = async (event: Record<string, unknown>, sign: (payload: string) => string) => {
    const payload = JSON.stringify(event);
    const response = await app.app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const genuine = (payload: string) => signStripePayload(payload, WEBHOOK_SECRET);
  const paid = async (orderId: string) => (await eventsOf(app.data, 'org_northwind', orderId)).filter((e) => e.type === 'order.paid');

  it('payment_intent.succeeded pays the order; the replayed delivery changes nothing', async () => {
    const { order, metadata } = await liveIntent();
    const event = stripeEvent(
      'payment_intent.succeeded',
      stripePaymentIntent({
        id: 'pi_live_1',
        amount: NW_ORDER_TOTAL,
        amount_received: NW_ORDER_TOTAL,
        status: 'succeeded',
        latest_charge: 'ch_live_1',
        metadata,
      }),
    );
    const payload = JSON.stringify(event);
    const signature = genuine(payload);
    expect(await deliver(event, () => signature)).toEqual({ status: 200, body: { received: true, status: 'succeeded' } });
    expect(await deliver(event, () => signature)).toEqual({ status: 200, body: { received: true, status: 'succeeded' } });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: 'pi_live_1' });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'succeeded', transaction_id: 'ch_live_1' });
    expect(await paid(order.id)).toHaveLength(1);
  });

  it('payment_intent.payment_failed records Stripe’s message and pays nothing; a later success still pays', async () => {
    const { order, metadata } = await liveIntent();
    const declined = stripePaymentIntent({
      id: 'pi_live_1',
      amount: NW_ORDER_TOTAL,
      metadata,
      last_payment_error: stripeCardDeclined('ch_declined'),
    });
    expect((await deliver(stripeEvent('payment_intent.payment_failed', declined, 'evt_failed'), genuine)).body).toEqual({
      received: true,
      status: 'requires_payment_method',
    });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'requires_payment_method', message: 'Your card was declined.' });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    const retried = stripePaymentIntent({
      id: 'pi_live_1',
      amount: NW_ORDER_TOTAL,
      status: 'succeeded',
      latest_charge: 'ch_retry',
      metadata,
    });
    expect((await deliver(stripeEvent('payment_intent.succeeded', retried, 'evt_ok'), genuine)).body).toEqual({
      received: true,
      status: 'succeeded',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('a wrong signature or a timestamp more than 5 minutes away, either way, changes nothing (400)', async () => {
    const { order, metadata } = await liveIntent();
    const event = stripeEvent(
      'payment_intent.succeeded',
      stripePaymentIntent({ id: 'pi_live_1', amount: NW_ORDER_TOTAL, status: 'succeeded', metadata }),
    );
    // Each signed when sent, and 30 s past the 5 minutes: on a busy machine a shared 'now' taken before
    // the first delivery had the last one arrive 300 s ahead, inside the tolerance.
    const now = () => Math.floor(Date.now() / 1000);
    const signers = [
      (payload: string) => signStripePayload(payload, 'whsec_someone_else', now()),
      (payload: string) => signStripePayload(payload, WEBHOOK_SECRET, now() - 330),
      (payload: string) => signStripePayload(payload, WEBHOOK_SECRET, now() + 330),
    ];
    for (const sign of signers) expect((await deliver(event, sign)).body).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await app.payments(order.id))[0].status).toBe('requires_payment_method');
  });

  it('an event whose metadata names another tenant is ignored', async () => {
    const { order, metadata } = await liveIntent();
    const foreign = stripePaymentIntent({
      id: 'pi_live_1',
      amount: NW_ORDER_TOTAL,
      status: 'succeeded',
      metadata: { ...metadata, tenant_id: 'org_harbor' },
    });
    expect((await deliver(stripeEvent('payment_intent.succeeded', foreign), genuine)).body).toEqual({ received: true, ignored: true });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
  });
});
