// @vitest-environment node
/**
 * Cancelling an order whose provider payment was started but not confirmed: the provider's side is
 * closed after the cancellation (Stripe's intent cancelled, the simulator's payment page refuses, a
 * PayPal order recorded as abandoned), and money that arrives anyway is refunded with staff told.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypalApi, type FakePaypalApi } from '../../../test/fakes/paypal-api.ts';
import { paypalEvents } from '../../../test/fakes/paypal-webhook-events.ts';
import { stripeError, stripeEvent, stripePaymentIntent, stripeRefund } from '../../../test/fakes/stripe-recorded.ts';
import { NW_ORDER_TOTAL, type PaymentApp, paymentApp, paypalThroughApi } from '../../../test/helpers/server/payment-app.ts';
import { manageTokenExpiry, signManageToken } from '../auth/manage-tokens.ts';
import { expireUnpaidOrders } from '../domain/order-expiry.ts';
import { serverSecret } from '../domain/secrets.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { readOutbox } from '../mail/mailer.ts';
import { deliverDue } from '../notify/deliver.ts';
import { staffCookie } from '../../../test/helpers/server/test-app.ts';
import { ABANDONED_MESSAGE } from './abandoned.ts';
import { buildProviders, replaceProviders } from './providers.ts';
import { reconcilePayments } from './reconcile.ts';
import { refundsOf } from './refunds.ts';
import { LATE_PAYMENT_MESSAGES } from './settle.ts';
import { signStripePayload } from './stripe-signature.ts';

const ORG = 'org_northwind';
const SITE = 'http://localhost';
const WEBHOOK_SECRET = 'whsec_recorded_secret_1';
let app: PaymentApp;
afterEach(() => app?.close());

const tokenOf = (order: { id: string; createdAt: string }) =>
  signManageToken(serverSecret(app.config), ORG, 'order', order.id, manageTokenExpiry('order', order.createdAt));
/** The shopper's cancel with the order's signed link; `token: null` sends none. */
const cancel = (
  order: { id: string; createdAt: string },
  headers: Record<string, string> = { origin: SITE },
  token: string | null = tokenOf(order),
) => app.post(`/api/storefront/order/${order.id}/cancel`, token === null ? {} : { token }, { headers });
const events = async (orderId: string, type: string) => (await eventsOf(app.data, ORG, orderId)).filter((e) => e.type === type);

/** What Stripe answers POST /v1/payment_intents/pi_live_1/cancel with, per test. */
type CancelAnswer = 'canceled' | 'already_succeeded' | 'unreachable';

/** Live Stripe over a recorded fetch (Stripe's documented answers); every request is kept. */
function stripeApp(cancelAnswer: { current: CancelAnswer }) {
  app = paymentApp({
    STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMITS: 'off',
  });
  const seen: { method: string; path: string; headers: Headers; form: URLSearchParams }[] = [];
  let metadata: Record<string, string> = {};
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const intent = (overrides: Record<string, unknown>) =>
    stripePaymentIntent({ id: 'pi_live_1', amount: NW_ORDER_TOTAL, metadata, ...overrides });
  const succeeded = () => intent({ status: 'succeeded', amount_received: NW_ORDER_TOTAL, latest_charge: 'ch_live_1' });
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const form = new URLSearchParams(String(init?.body ?? ''));
    const method = init?.method ?? 'GET';
    seen.push({ method, path: url.pathname, headers: new Headers(init?.headers), form });
    if (url.pathname === '/v1/payment_intents') {
      metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      return json(200, intent({}));
    }
    if (url.pathname === '/v1/payment_intents/pi_live_1/cancel') {
      if (cancelAnswer.current === 'unreachable') throw new TypeError('fetch failed');
      if (cancelAnswer.current === 'canceled')
        return json(200, intent({ status: 'canceled', canceled_at: 1680064100, cancellation_reason: 'abandoned' }));
      return json(
        400,
        stripeError(
          'invalid_request_error',
          'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
          { code: 'payment_intent_unexpected_state', payment_intent: succeeded() },
        ),
      );
    }
    if (url.pathname === '/v1/payment_intents/pi_live_1') return json(200, succeeded());
    if (url.pathname === '/v1/refunds')
      return json(
        200,
        stripeRefund({ id: 're_late_1', amount: Number(form.get('amount')), payment_intent: 'pi_live_1', status: 'succeeded' }),
      );
    return json(404, stripeError('invalid_request_error', 'Unrecognized request URL'));
  }) as typeof fetch;
  replaceProviders(app.config, app.data, buildProviders(app.config, app.data, { fetch: fn }));
  return { seen, succeeded };
}

/** A Northwind order with a live Stripe intent the shopper has not confirmed. */
async function orderWithIntent() {
  const order = await app.newOrder();
  expect((await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).status).toBe(201);
  return order;
}

async function deliverStripe(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const response = await app.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET) },
    body: payload,
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The staff e-mails about a late payment of this order, once delivered. */
async function lateMails(number: string) {
  await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
  return (await readOutbox(app.data, ORG)).filter((m) => m.subject === `Payment after cancellation: order ${number}`);
}

describe('cancelling an order with a live Stripe intent', () => {
  it('cancels the intent at Stripe (POST /v1/payment_intents/{id}/cancel, abandoned) after the order is cancelled', async () => {
    const { seen } = stripeApp({ current: 'canceled' });
    const order = await orderWithIntent();
    const answer = await cancel(order);
    expect(answer.status).toBe(200);
    expect((await app.orderState(order.id))?.status).toBe('cancelled');
    const request = seen.find((r) => r.path === '/v1/payment_intents/pi_live_1/cancel');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer sk_test_secretvalue123');
    expect(request?.headers.get('idempotency-key')).toBe('pi_live_1-cancel');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ cancellation_reason: 'abandoned' });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'canceled', message: ABANDONED_MESSAGE });
    // Nothing left to close: reconciliation asks Stripe nothing more.
    const asked = seen.length;
    await reconcilePayments(app.data, app.config);
    expect(seen.length).toBe(asked);
  });

  it('when Stripe says the intent already succeeded, the order stays cancelled, the payment is refunded at once and staff are told', async () => {
    const { seen } = stripeApp({ current: 'already_succeeded' });
    await staffCookie(app.data);
    const order = await orderWithIntent();
    expect((await cancel(order)).status).toBe(200);
    expect(await app.orderState(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await app.orderState(order.id))?.paymentStatus).not.toBe('paid');
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'needs_refund', message: LATE_PAYMENT_MESSAGES.order });
    const refund = seen.find((r) => r.path === '/v1/refunds');
    expect(Object.fromEntries(refund?.form ?? [])).toMatchObject({ payment_intent: 'pi_live_1', amount: String(NW_ORDER_TOTAL) });
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toMatchObject([
      { status: 'succeeded', amount: NW_ORDER_TOTAL, requestedBy: 'system' },
    ]);
    expect(await events(order.id, 'order.paid')).toHaveLength(0);
    expect(await events(order.id, 'payment.late')).toHaveLength(1);
    const mails = await lateMails(order.number);
    expect(mails.map((m) => m.recipient)).toEqual(['owner@org_northwind.test']);
    expect(mails[0]?.body).toContain(`Stripe took a payment of $29.76 for order ${order.number} after it was cancelled.`);
    expect(mails[0]?.body).toContain('It is being refunded automatically');
  });

  it('Stripe unreachable at cancel: the order is cancelled; a success Stripe reports later is refunded by reconciliation and told to staff once', async () => {
    const cancelAnswer: { current: CancelAnswer } = { current: 'unreachable' };
    const { seen, succeeded } = stripeApp(cancelAnswer);
    await staffCookie(app.data);
    const order = await orderWithIntent();
    expect((await cancel(order)).status).toBe(200);
    expect((await app.payments(order.id))[0]?.status).toBe('requires_payment_method');
    const event = stripeEvent('payment_intent.succeeded', succeeded(), 'evt_late');
    expect(await deliverStripe(event)).toEqual({ received: true, status: 'needs_refund' });
    expect(await deliverStripe(event)).toEqual({ received: true, status: 'needs_refund' });
    expect((await app.orderState(order.id))?.status).toBe('cancelled');
    await reconcilePayments(app.data, app.config);
    expect(seen.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toMatchObject([
      { status: 'succeeded', amount: NW_ORDER_TOTAL },
    ]);
    expect(await events(order.id, 'payment.late')).toHaveLength(1);
    expect(await lateMails(order.number)).toHaveLength(1);
  });
});

describe('cancelling an order paid through the card simulator', () => {
  /** A Northwind order with a simulator intent, and the browser's confirmation of it. */
  async function simulatedIntent() {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await app.newOrder();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    const confirm = () =>
      app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
        client_secret: intent.body.client_secret,
        simulate: 'succeeded',
      });
    return { order, confirm };
  }

  it('the payment page refuses to confirm once the order is cancelled, and nothing is charged', async () => {
    const { order, confirm } = await simulatedIntent();
    expect((await cancel(order)).status).toBe(200);
    const confirmed = await confirm();
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'canceled' });
    expect(await app.orderState(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toEqual([]);
  });

  it('an order that expires unpaid has its intent cancelled by the next reconciliation, so the page refuses it too', async () => {
    const { order, confirm } = await simulatedIntent();
    expect(await expireUnpaidOrders(app.data, new Date(Date.now() + 31 * 60_000))).toBe(1);
    await reconcilePayments(app.data, app.config);
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'canceled', message: ABANDONED_MESSAGE });
    expect((await confirm()).status).toBe(400);
    expect((await app.orderState(order.id))?.paymentStatus).not.toBe('paid');
  });
});

describe('strangers cannot cancel someone else’s order or reach its refunds', () => {
  it('an anonymous caller and the other tenant’s staff are refused; Stripe is never asked to cancel or refund', async () => {
    const { seen } = stripeApp({ current: 'canceled' });
    const order = await orderWithIntent();
    const harbor = { cookie: await staffCookie(app.data, 'org_harbor'), origin: SITE };
    const attempts = [
      await cancel(order, { origin: SITE }, null),
      await cancel(order, harbor, null),
      await app.post(`/api/storefront/order/${order.id}/cancel`, {}, { org: 'org_harbor', headers: harbor }),
      await app.post(
        `/api/storefront/order/${order.id}/cancel`,
        { token: tokenOf(order) },
        { org: 'org_harbor', headers: { origin: SITE } },
      ),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    for (const path of [`/api/storefront/order/${order.id}/refund`]) {
      expect([401, 403, 404]).toContain((await app.post(path, {}, { headers: { origin: SITE } })).status);
      expect([401, 403, 404]).toContain((await app.post(path, {}, { headers: harbor })).status);
      expect([401, 403, 404]).toContain((await app.post(path, {}, { org: 'org_harbor', headers: harbor })).status);
    }
    expect((await app.orderState(order.id))?.status).not.toBe('cancelled');
    expect(seen.filter((r) => r.path !== '/v1/payment_intents')).toEqual([]);
    expect((await app.payments(order.id))[0]?.status).toBe('requires_payment_method');
  });
});

describe('cancelling an order with a PayPal order', () => {
  const WEBHOOK_ID = '8PT597110X687430LKGECATA';
  let fake: FakePaypalApi;
  beforeAll(async () => {
    fake = await startFakePaypalApi();
  });
  afterAll(() => fake.close());

  async function deliverPaypal(event: Record<string, unknown>) {
    const body = JSON.stringify(event);
    const response = await app.app.request('/api/webhooks/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fake.signed(body, WEBHOOK_ID) },
      body,
    });
    return (await response.json()) as Record<string, unknown>;
  }

  it('records it abandoned so nobody captures it; money PayPal captured anyway is refunded by reconciliation and told to staff', async () => {
    app = paymentApp({
      PAYPAL_CLIENT_ID: 'pp-client',
      PAYPAL_CLIENT_SECRET: 'pp-secret',
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      RATE_LIMITS: 'off',
    });
    paypalThroughApi(app, fake.url);
    await staffCookie(app.data);
    const order = await app.newOrder(undefined, 'paypal');
    const created = await app.post('/api/payments/wallet/orders', { orderId: order.id });
    const paypalOrder = created.body.id as string;
    expect((await cancel(order)).status).toBe(200);
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'canceled', message: ABANDONED_MESSAGE });

    fake.approve(paypalOrder);
    const captures = fake.captures;
    expect((await deliverPaypal(paypalEvents.orderApproved(fake, paypalOrder))).status).toBe('canceled');
    expect((await app.post(`/api/payments/wallet/orders/${paypalOrder}/capture`, { orderId: order.id })).status).toBeGreaterThanOrEqual(
      400,
    );
    await app.data.updateTable('payments').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('target_id', '=', order.id).execute();
    await reconcilePayments(app.data, app.config);
    expect(fake.captures).toBe(captures);

    // The buyer's capture went through at PayPal anyway (a race our server lost).
    await fetch(`${fake.url}/v2/checkout/orders/${paypalOrder}/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await deliverPaypal(paypalEvents.captureCompleted(fake, paypalOrder))).status).toBe('needs_refund');
    expect((await app.orderState(order.id))?.status).toBe('cancelled');
    await reconcilePayments(app.data, app.config);
    expect(fake.calls.filter((call) => call.endsWith('/refund'))).toHaveLength(1);
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toMatchObject([
      { amount: NW_ORDER_TOTAL, requestedBy: 'system' },
    ]);
    const mails = await lateMails(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`PayPal took a payment of $29.76 for order ${order.number} after it was cancelled.`);
  });
});
