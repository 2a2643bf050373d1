// @vitest-environment node
/**
 * A refund the provider accepted and later reported failed, delivered through the real webhook
 * routes (Stripe signed with the webhook secret, PayPal verified against the PayPal stand-in), with
 * the documented Refund shapes: the order stops saying Refunded, staff are e-mailed why, once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypalApi, type FakePaypalApi } from '../../../test/fakes/paypal-api.ts';
import { paypalEvents } from '../../../test/fakes/paypal-webhook-events.ts';
import { stripeEvent, stripePaymentIntent, stripeRefund } from '../../../test/fakes/stripe-recorded.ts';
import {
  deliverPaypalEvent,
  HB_ORDER_TOTAL,
  NW_ORDER_TOTAL,
  type PaymentApp,
  paymentApp,
  paypalThroughApi,
} from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { readOutbox } from '../mail/mailer.ts';
import { deliverDue } from '../notify/deliver.ts';
import { productStock, staffCookie } from '../../../test/helpers/server/test-app.ts';
import { buildProviders, replaceProviders } from './providers.ts';
import { insertPayment } from './records.ts';
import { insertRefund } from './refund-records.ts';
import { refundPayment, refundsOf } from './refunds.ts';
import { signStripePayload } from './stripe-signature.ts';

const ORG = 'org_northwind';
const SITE = 'http://localhost';
const WEBHOOK_SECRET = 'whsec_recorded_secret_1';
let app: PaymentApp;
afterEach(() => app?.close());

/** Stripe over a recorded fetch: intents are created for our metadata, refunds are accepted as `pending`. */
function stripeApp() {
  app = paymentApp({
    STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMITS: 'off',
  });
  const metadataOf = (form: URLSearchParams) =>
    Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
  let refunds = 0;
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const form = new URLSearchParams(String(init?.body ?? ''));
    const body =
      path === '/v1/payment_intents'
        ? stripePaymentIntent({ id: 'pi_live_1', amount: Number(form.get('amount')), metadata: metadataOf(form) })
        : stripeRefund({
            id: `re_live_${++refunds}`,
            status: 'pending',
            amount: Number(form.get('amount')),
            payment_intent: form.get('payment_intent'),
            metadata: metadataOf(form),
          });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  replaceProviders(app.config, app.data, buildProviders(app.config, app.data, { fetch: fn }));
}

const deliverStripe = async (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  const response = await app.app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, secret) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A Northwind order paid through Stripe's signed `payment_intent.succeeded`. */
async function paidStripeOrder() {
  const order = await app.newOrder();
  expect((await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).status).toBe(201);
  const metadata = {
    tenant_id: ORG,
    payment_id: (await app.payments(order.id))[0].id as string,
    target_type: 'order',
    target_id: order.id,
  };
  const intent = stripePaymentIntent({
    id: 'pi_live_1',
    amount: NW_ORDER_TOTAL,
    status: 'succeeded',
    latest_charge: 'ch_live_1',
    metadata,
  });
  expect((await deliverStripe(stripeEvent('payment_intent.succeeded', intent, 'evt_paid'))).body).toMatchObject({ status: 'succeeded' });
  return order;
}

/** Staff refund `amount` of the order on the refund route; Stripe accepts it (pending). */
async function staffRefund(orderId: string, amount: number) {
  const staff = { cookie: await staffCookie(app.data), origin: SITE };
  const answer = await app.post(`/api/storefront/order/${orderId}/refund`, { amount }, { headers: staff });
  expect(answer.status).toBe(201);
  return { staff, refund: (await refundsOf(app.data, ORG, { type: 'order', id: orderId })).at(-1)! };
}

/** The order as staff read it through the API: status and what it shows as refunded. */
async function orderPage(orderId: string, staff: { cookie: string }) {
  const answer = await app.get(`/api/storefront/order/${orderId}`, { headers: { cookie: staff.cookie } });
  const data = answer.body.data as { status: string; paymentStatus: string; refundedAmount?: number };
  return { status: data.status, paymentStatus: data.paymentStatus, refundedAmount: data.refundedAmount ?? 0 };
}

/** Stripe's `charge.refund.updated` for our refund, now failed with `reason`. */
const refundFailed = (
  refund: { id: string; providerRef: string | null; amount: number },
  reason = 'expired_or_canceled_card',
  overrides = {},
) =>
  stripeEvent(
    'charge.refund.updated',
    stripeRefund({
      id: refund.providerRef,
      amount: refund.amount,
      status: 'failed',
      failure_reason: reason,
      failure_balance_transaction: 'txn_1Nispe2eZvKYlo2CYezqFhEy',
      payment_intent: 'pi_live_1',
      charge: 'ch_live_1',
      metadata: { refund_id: refund.id },
      ...overrides,
    }),
    'evt_refund_failed',
  );

const staffAlerts = async (orderId: string) => (await eventsOf(app.data, ORG, orderId)).filter((e) => e.type === 'refund.failed');
const stockOf = () => productStock(app.data, 'NW-BOO-020', ORG);

describe('Stripe: a refund accepted, then failed', () => {
  it('a full refund that fails puts the order back to paid, takes its stock again and e-mails staff the reason, once', async () => {
    stripeApp();
    const order = await paidStripeOrder();
    const stock = await stockOf();
    const { staff, refund } = await staffRefund(order.id, NW_ORDER_TOTAL);
    expect(await orderPage(order.id, staff)).toEqual({ status: 'refunded', paymentStatus: 'paid', refundedAmount: NW_ORDER_TOTAL });
    expect(await stockOf()).toBeGreaterThan(stock);

    const event = refundFailed(refund);
    expect(await deliverStripe(event)).toEqual({ status: 200, body: { received: true, status: 'failed' } });
    expect(await orderPage(order.id, staff)).toEqual({ status: 'paid', paymentStatus: 'paid', refundedAmount: 0 });
    expect(await stockOf()).toBe(stock);
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toMatchObject([
      { status: 'failed', providerRef: 're_live_1', message: 'The card has expired or was cancelled. (expired_or_canceled_card)' },
    ]);

    // The same delivery again, and Stripe's refund.failed about the same refund, change nothing more.
    expect(await deliverStripe(event)).toEqual({ status: 200, body: { received: true, status: 'failed' } });
    expect((await deliverStripe({ ...event, type: 'refund.failed', id: 'evt_2' })).status).toBe(200);
    expect(await staffAlerts(order.id)).toHaveLength(1);
    expect(await stockOf()).toBe(stock);

    await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
    const mails = (await readOutbox(app.data, ORG)).filter((m) => m.subject.startsWith('Refund failed'));
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([['owner@org_northwind.test', `Refund failed: order ${order.number}`]]);
    expect(mails[0]?.body).toContain(
      `Stripe could not refund $29.76 for order ${order.number}. Its reason: The card has expired or was cancelled.`,
    );
    expect(mails[0]?.body).toContain('The money has not gone back to the customer');
    expect(
      (await readOutbox(app.data, ORG)).filter((m) => m.recipient === 'ada@example.com' && m.subject.startsWith('Refund failed')),
    ).toEqual([]);

    // Staff can refund it again: the failed refund no longer holds any of the payment.
    expect((await app.post(`/api/storefront/order/${order.id}/refund`, {}, { headers: staff })).status).toBe(201);
    expect(await orderPage(order.id, staff)).toMatchObject({ status: 'refunded', refundedAmount: NW_ORDER_TOTAL });
  });

  it('a part refund that fails leaves the order paid with nothing refunded, no longer Partially refunded', async () => {
    stripeApp();
    const order = await paidStripeOrder();
    const { staff, refund } = await staffRefund(order.id, 1000);
    const second = await staffRefund(order.id, 500);
    expect(await orderPage(order.id, staff)).toEqual({ status: 'paid', paymentStatus: 'paid', refundedAmount: 1500 });
    expect((await deliverStripe(refundFailed(refund, 'declined'))).body).toEqual({ received: true, status: 'failed' });
    expect(await orderPage(order.id, staff)).toEqual({ status: 'paid', paymentStatus: 'paid', refundedAmount: 500 });
    expect(await staffAlerts(order.id)).toHaveLength(1);
    expect((await staffAlerts(order.id))[0]?.data).toMatchObject({
      label: order.number,
      amountCents: 1000,
      reason: expect.stringContaining('declined'),
    });
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id })).map((r) => r.status)).toEqual(['failed', 'pending']);
    expect(second.refund.status).toBe('pending');
  });

  it('ignores (2xx) a refund we do not know, one naming our refund with another intent or Stripe id, and refuses a bad signature', async () => {
    stripeApp();
    const order = await paidStripeOrder();
    const { staff, refund } = await staffRefund(order.id, NW_ORDER_TOTAL);
    const ignored = { status: 200, body: { received: true, ignored: true } };
    expect(await deliverStripe(refundFailed({ ...refund, id: 'rf_not_ours' }))).toEqual(ignored);
    expect(await deliverStripe(refundFailed(refund, 'declined', { payment_intent: 'pi_of_someone_else' }))).toEqual(ignored);
    expect(await deliverStripe(refundFailed(refund, 'declined', { id: 're_of_someone_else' }))).toEqual(ignored);
    expect(await deliverStripe(refundFailed(refund, 'declined', { metadata: {} }))).toEqual(ignored);
    expect((await deliverStripe(refundFailed(refund), 'whsec_someone_else')).status).toBe(400);
    expect(await orderPage(order.id, staff)).toMatchObject({ status: 'refunded', refundedAmount: NW_ORDER_TOTAL });
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id }))[0]?.status).toBe('pending');
    expect(await staffAlerts(order.id)).toHaveLength(0);
  });

  it('another tenant’s refund cannot touch ours: an event for Harbor’s refund changes Harbor’s rows only, and mixing its ids with ours is ignored', async () => {
    stripeApp();
    const order = await paidStripeOrder();
    const { staff, refund } = await staffRefund(order.id, NW_ORDER_TOTAL);
    const harborOrder = await app.newOrder('org_harbor');
    const harborPayment = await insertPayment(app.data, {
      tenantId: 'org_harbor',
      target: { type: 'order', id: harborOrder.id },
      provider: 'stripe',
      method: 'card',
      amount: HB_ORDER_TOTAL,
      currency: 'USD',
      status: 'succeeded',
      providerRef: 'pi_harbor_1',
    });
    const harborRefund = await insertRefund(app.data, harborPayment, 500, 'pending', new Date(), {
      providerRef: 're_harbor_1',
    });
    const harborEvent = { id: harborRefund.id, providerRef: 're_harbor_1', amount: 500 };
    const mixed = [
      refundFailed(harborEvent, 'declined', { payment_intent: 'pi_live_1' }),
      refundFailed(harborEvent, 'declined', { id: 're_live_1' }),
      refundFailed(refund, 'declined', { payment_intent: 'pi_harbor_1' }),
    ];
    for (const event of mixed) expect((await deliverStripe(event)).body).toEqual({ received: true, ignored: true });
    expect((await deliverStripe(refundFailed(harborEvent, 'declined', { payment_intent: 'pi_harbor_1' }))).body).toEqual({
      received: true,
      status: 'failed',
    });
    expect((await refundsOf(app.data, 'org_harbor', { type: 'order', id: harborOrder.id }))[0]?.status).toBe('failed');
    expect(await orderPage(order.id, staff)).toMatchObject({ status: 'refunded', refundedAmount: NW_ORDER_TOTAL });
    expect((await refundsOf(app.data, ORG, { type: 'order', id: order.id }))[0]?.status).toBe('pending');
    expect(await staffAlerts(order.id)).toHaveLength(0);
    expect(await eventsOf(app.data, ORG, harborOrder.id)).toEqual([]);
  });
});

describe('PayPal: a refund accepted, then FAILED or CANCELLED', () => {
  const WEBHOOK_ID = '8PT597110X687430LKGECATA';
  let fake: FakePaypalApi;
  beforeAll(async () => {
    fake = await startFakePaypalApi();
  });
  afterAll(() => fake.close());

  const deliverPaypal = (event: Record<string, unknown>) => deliverPaypalEvent(app, fake, WEBHOOK_ID, event);

  it('PAYMENT.CAPTURE.REFUNDED with status FAILED undoes our accepted refund once; CANCELLED of a refund already failed changes nothing', async () => {
    app = paymentApp({
      PAYPAL_CLIENT_ID: 'pp-client',
      PAYPAL_CLIENT_SECRET: 'pp-secret',
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      RATE_LIMITS: 'off',
    });
    const providers = paypalThroughApi(app, fake.url);
    await staffCookie(app.data);
    const order = await app.newOrder(undefined, 'paypal');
    const created = await app.post('/api/payments/wallet/orders', { orderId: order.id });
    fake.approve(created.body.id as string);
    expect((await deliverPaypal(paypalEvents.orderApproved(fake, created.body.id as string))).body).toMatchObject({ status: 'succeeded' });
    const payment = (await app.payments(order.id))[0];
    expect(await refundPayment(app.data, providers, ORG, payment.id as string)).toMatchObject({ outcome: 'pending' });
    expect((await app.orderState(order.id))?.status).toBe('refunded');
    const refund = (await refundsOf(app.data, ORG, { type: 'order', id: order.id }))[0]!;
    const failed = paypalEvents.captureRefunded(fake, {
      id: refund.providerRef!,
      captureId: payment.transaction_id as string,
      customId: refund.id,
      value: '29.76',
      currency: 'USD',
    });
    (failed.resource as Record<string, unknown>).status = 'FAILED';
    expect((await deliverPaypal(failed)).body).toEqual({ received: true, status: 'failed' });
    expect((await deliverPaypal(failed)).body).toEqual({ received: true, status: 'failed' });
    (failed.resource as Record<string, unknown>).status = 'CANCELLED';
    expect((await deliverPaypal(failed)).body).toEqual({ received: true, status: 'failed' });
    expect(await app.orderState(order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toMatchObject([
      { status: 'failed', message: 'PayPal did not complete the refund (FAILED).' },
    ]);
    expect(await staffAlerts(order.id)).toHaveLength(1);
    await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
    const mail = (await readOutbox(app.data, ORG)).find((m) => m.subject === `Refund failed: order ${order.number}`);
    expect(mail?.recipient).toBe('owner@org_northwind.test');
    expect(mail?.body).toContain(
      `PayPal could not refund $29.76 for order ${order.number}. Its reason: PayPal did not complete the refund (FAILED).`,
    );
  });
});
