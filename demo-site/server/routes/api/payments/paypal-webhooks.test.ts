// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypalApi, type FakePaypalApi } from '../../../../../test/fakes/paypal-api.ts';
import { paypalEvents } from '../../../../../test/fakes/paypal-webhook-events.ts';
import { eventsOf } from '../../../lifecycle/events.ts';
import { reconcilePayments } from '../../../payments/reconcile.ts';
import { insertPayment } from '../../../payments/records.ts';
import { refundPayment, refundsOf } from '../../../payments/refunds.ts';
import { type PaymentApp, paymentApp, paypalThroughApi } from '../../../../../test/helpers/server/payment-app.ts';

const WEBHOOK_ID = '8PT597110X687430LKGECATA';
const KEYS = { PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret', PAYPAL_WEBHOOK_ID: WEBHOOK_ID, DEMO_MODE: 'false' };

let fake: FakePaypalApi;
let app: PaymentApp;
beforeAll(async () => {
  fake = await startFakePaypalApi();
});
afterAll(() => fake.close());
afterEach(() => {
  app.close();
  fake.calls.length = 0;
  fake.verifyBodies.length = 0;
  fake.captures = 0;
  fake.down = false;
});

/** An app whose real PayPal adapter talks to the fake PayPal API. */
function liveApp(env: Record<string, string> = KEYS) {
  app = paymentApp(env);
  const providers = paypalThroughApi(app, fake.url);
  return providers;
}

/** A Northwind order with a PayPal order created through our API (not yet approved). */
async function walletOrder() {
  const order = await app.newOrder();
  const created = await app.post('/api/payments/wallet/orders', { orderId: order.id });
  expect(created.status).toBe(201);
  return { order, paypalOrderId: created.body.id as string, payment: (await app.payments(order.id))[0] as { id: string } };
}

/** What the webhook route answers. */
type Answer = { received?: boolean; ignored?: boolean; status?: string; error?: { code: string; message: string } };

/** Posts a delivery as PayPal does: raw JSON and the transmission headers (genuine unless given). */
async function deliver(event: Record<string, unknown> | string, headers?: Record<string, string>, extra: Record<string, string> = {}) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const response = await app.app.request('/api/webhooks/paypal', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers ?? fake.signed(body, WEBHOOK_ID)), ...extra },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const paidEvents = async (orderId: string) => (await eventsOf(app.data, 'org_northwind', orderId)).filter((e) => e.type === 'order.paid');
const verifyCalls = () => fake.calls.filter((c) => c.endsWith('/verify-webhook-signature')).length;

describe('POST /api/webhooks/paypal, verified by PayPal', () => {
  it('CHECKOUT.ORDER.APPROVED captures with the checkout’s request id; COMPLETED twice and reconciliation pay nothing more', async () => {
    liveApp();
    const { order, paypalOrderId, payment } = await walletOrder();
    fake.approve(paypalOrderId);
    const approved = await deliver(paypalEvents.orderApproved(fake, paypalOrderId));
    expect(approved).toEqual({ status: 200, body: { received: true, status: 'succeeded' } });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: paypalOrderId });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'succeeded', transaction_id: expect.stringMatching(/^CAP/) });

    const completed = paypalEvents.captureCompleted(fake, paypalOrderId);
    expect((await deliver(completed)).body).toEqual({ received: true, status: 'succeeded' });
    expect((await deliver(completed)).body).toEqual({ received: true, status: 'succeeded' });
    expect((await deliver(paypalEvents.orderApproved(fake, paypalOrderId))).body).toEqual({ received: true, status: 'succeeded' });
    await app.data.updateTable('payments').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', payment.id).execute();
    await reconcilePayments(app.data, app.config);
    // The checkout's own capture after all of that answers the same capture.
    const capture = await app.post(`/api/payments/wallet/orders/${paypalOrderId}/capture`, {});
    expect(capture.body).toMatchObject({ success: true, transaction_id: (await app.payments(order.id))[0].transaction_id });
    expect(fake.captures).toBe(1);
    expect(fake.calls.filter((c) => c.endsWith('/capture'))).toHaveLength(1);
    expect(await app.payments(order.id)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('PAYMENT.CAPTURE.COMPLETED marks the order paid once when it races reconciliation, which captures with the same request id', async () => {
    liveApp();
    const { order, paypalOrderId, payment } = await walletOrder();
    fake.approve(paypalOrderId);
    await app.data.updateTable('payments').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', payment.id).execute();
    // The checkout's capture reached PayPal but its answer was lost: PayPal captured, we recorded nothing.
    const lost = await fetch(`${fake.url}/v2/checkout/orders/${paypalOrderId}/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-request-id': `${payment.id}-capture` },
      body: '{}',
    });
    expect(lost.status).toBe(201);
    expect((await app.payments(order.id))[0].status).toBe('pending');
    const completed = paypalEvents.captureCompleted(fake, paypalOrderId);
    const [first, again] = await Promise.all([deliver(completed), deliver(completed), reconcilePayments(app.data, app.config)]);
    expect([first.body.status, again.body.status]).toEqual(['succeeded', 'succeeded']);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect((await app.payments(order.id))[0]).toMatchObject({
      status: 'succeeded',
      transaction_id: (completed.resource as { id: string }).id,
    });
    expect(fake.captures).toBe(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('an event PayPal does not verify changes nothing: forged, tampered, or for another webhook (400)', async () => {
    liveApp();
    const { order, paypalOrderId } = await walletOrder();
    fake.approve(paypalOrderId);
    const event = paypalEvents.orderApproved(fake, paypalOrderId);
    const body = JSON.stringify(event);
    const attempts = [
      { ...fake.signed(body, WEBHOOK_ID), 'paypal-transmission-sig': 'Zm9yZ2VkIHNpZ25hdHVyZQ==' },
      fake.signed(body, 'WH0THERWEBHOOK'),
    ];
    for (const headers of attempts) {
      const answer = await deliver(body, headers);
      expect(answer).toEqual({
        status: 400,
        body: { error: { code: 'invalid_signature', message: 'PayPal did not verify this webhook.' } },
      });
    }
    const genuine = fake.signed(body, WEBHOOK_ID);
    expect((await deliver(body.replace('"status":"APPROVED"', '"status":"APPROVED","x":1'), genuine)).status).toBe(400);
    expect(verifyCalls()).toBe(3);
    expect(fake.captures).toBe(0);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect((await app.payments(order.id))[0].status).toBe('pending');
  });

  it('sends PayPal the event byte for byte with our webhook id and the transmission headers', async () => {
    liveApp();
    const { paypalOrderId } = await walletOrder();
    fake.approve(paypalOrderId);
    const body = JSON.stringify(paypalEvents.orderApproved(fake, paypalOrderId), null, 2);
    const headers = fake.signed(JSON.stringify(JSON.parse(body)), WEBHOOK_ID);
    expect((await deliver(body, headers)).status).toBe(200);
    const sent = fake.verifyBodies[0] ?? '';
    expect(sent.endsWith(`"webhook_event":${body}}`)).toBe(true);
    expect(JSON.parse(sent)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: WEBHOOK_ID,
    });
  });

  it('refuses missing headers, a body that is not an event and an unknown event type (400) without asking PayPal', async () => {
    liveApp();
    const { order, paypalOrderId } = await walletOrder();
    fake.approve(paypalOrderId);
    const body = JSON.stringify(paypalEvents.orderApproved(fake, paypalOrderId));
    const { 'paypal-transmission-sig': _sig, ...withoutSig } = fake.signed(body, WEBHOOK_ID);
    const missing = await deliver(body, withoutSig);
    expect(missing).toEqual({
      status: 400,
      body: {
        error: { code: 'missing_headers', message: "PayPal's transmission headers are missing or unusable: PAYPAL-TRANSMISSION-SIG." },
      },
    });
    expect((await deliver(body, {})).body.error?.message).toMatch(/PAYPAL-AUTH-ALGO, PAYPAL-CERT-URL, PAYPAL-TRANSMISSION-ID/);
    expect((await deliver('not json')).body.error?.code).toBe('invalid_payload');
    expect((await deliver({ event_type: 'PAYMENT.CAPTURE.COMPLETED' })).body.error?.code).toBe('invalid_payload');
    const unknown = await deliver({ ...JSON.parse(body), event_type: 'PAYMENT.SALE.COMPLETED' });
    expect(unknown).toEqual({
      status: 400,
      body: { error: { code: 'unknown_event', message: 'PayPal event type "PAYMENT.SALE.COMPLETED" is not handled here.' } },
    });
    expect(verifyCalls()).toBe(0);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
  });

  it('a made-up event that names none of our payments or refunds is ignored without asking PayPal, so strangers cannot spend our PayPal quota', async () => {
    liveApp();
    const { paypalOrderId } = await walletOrder();
    const approved = paypalEvents.orderApproved(fake, paypalOrderId);
    (approved.resource as { purchase_units: { custom_id: string }[] }).purchase_units[0]!.custom_id = 'org_northwind:pay_made_up';
    const forged = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert.pem',
      'paypal-transmission-id': 'made-up',
      'paypal-transmission-sig': 'forged',
      'paypal-transmission-time': '2026-11-27T10:00:00Z',
    };
    for (let i = 0; i < 20; i++) expect(await deliver(approved, forged)).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(verifyCalls()).toBe(0);
    expect(fake.captures).toBe(0);
  });

  it('an event naming another tenant’s payment changes nothing, and a header cannot choose the tenant', async () => {
    liveApp();
    const { order, paypalOrderId, payment } = await walletOrder();
    fake.approve(paypalOrderId);
    const approved = paypalEvents.orderApproved(fake, paypalOrderId);
    const units = (approved.resource as { purchase_units: { custom_id: string }[] }).purchase_units;
    units[0]!.custom_id = `org_harbor:${payment.id}`;
    expect(await deliver(approved)).toEqual({ status: 200, body: { received: true, ignored: true } });
    // Harbor's own PayPal payment, named as Northwind's: not found there either.
    const harborOrder = await app.newOrder('org_harbor');
    const harbor = await insertPayment(app.data, {
      tenantId: 'org_harbor',
      target: { type: 'order', id: harborOrder.id },
      provider: 'paypal',
      method: 'wallet',
      amount: 2895,
      currency: 'GBP',
      status: 'pending',
      providerRef: paypalOrderId,
    });
    units[0]!.custom_id = `org_northwind:${harbor.id}`;
    expect((await deliver(approved)).body).toEqual({ received: true, ignored: true });
    // Another Northwind payment named for this PayPal order: the order ids differ, so nothing happens.
    const other = await walletOrder();
    units[0]!.custom_id = `org_northwind:${other.payment.id}`;
    expect((await deliver(approved)).body).toEqual({ received: true, ignored: true });
    expect(fake.captures).toBe(0);
    units[0]!.custom_id = `org_northwind:${payment.id}`;
    expect((await deliver(approved, undefined, { orgid: 'org_harbor' })).body).toEqual({ received: true, status: 'succeeded' });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect((await app.orderState(harborOrder.id, 'org_harbor'))?.paymentStatus).toBe('unpaid');
  });

  it('a booking paid through PayPal is confirmed by CHECKOUT.ORDER.APPROVED, once', async () => {
    liveApp();
    const booking = await app.newReservation();
    expect(booking.status).toBe('pending');
    const created = await app.post('/api/payments/wallet/orders', { reservationId: booking.id, manageToken: booking.manageToken });
    expect(created.status).toBe(201);
    fake.approve(created.body.id);
    const approved = paypalEvents.orderApproved(fake, created.body.id);
    expect((await deliver(approved)).body).toEqual({ received: true, status: 'succeeded' });
    expect((await deliver(paypalEvents.captureCompleted(fake, created.body.id))).body).toEqual({ received: true, status: 'succeeded' });
    const row = await app.data
      .selectFrom('reservations')
      .select('status')
      .where('tenant_id', '=', 'org_northwind')
      .where('id', '=', booking.id)
      .executeTakeFirst();
    expect(row?.status).toBe('confirmed');
    expect(fake.captures).toBe(1);
  });

  it('PAYMENT.CAPTURE.DENIED ends the payment; the order shows the failure and is not paid', async () => {
    liveApp();
    const { order, paypalOrderId } = await walletOrder();
    const answer = await deliver(paypalEvents.captureDenied(fake, paypalOrderId));
    expect(answer.body).toEqual({ received: true, status: 'failed' });
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'failed', message: 'PayPal denied the payment.' });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('failed');
    expect(await paidEvents(order.id)).toHaveLength(0);
  });

  it('PAYMENT.CAPTURE.REFUNDED records our pending refund as done, once; a refund that is not ours is ignored', async () => {
    const providers = liveApp();
    const { order, paypalOrderId, payment } = await walletOrder();
    fake.approve(paypalOrderId);
    await deliver(paypalEvents.orderApproved(fake, paypalOrderId));
    const result = await refundPayment(app.data, providers, 'org_northwind', payment.id);
    expect(result).toMatchObject({ outcome: 'pending', refund: { providerRef: expect.stringMatching(/^RF/) } });
    const refund = (await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id }))[0]!;
    const captureId = (await app.payments(order.id))[0].transaction_id as string;
    const event = paypalEvents.captureRefunded(fake, {
      id: refund.providerRef!,
      captureId,
      customId: refund.id,
      value: '29.76',
      currency: 'USD',
    });
    expect((await deliver(event)).body).toEqual({ received: true, status: 'succeeded' });
    expect((await deliver(event)).body).toEqual({ received: true, status: 'succeeded' });
    expect(await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id })).toMatchObject([
      { status: 'succeeded', providerRef: refund.providerRef },
    ]);
    const dashboard = paypalEvents.captureRefunded(fake, {
      id: 'RF0THER',
      captureId,
      customId: 'rf_not_ours',
      value: '1.00',
      currency: 'USD',
    });
    expect((await deliver(dashboard)).body).toEqual({ received: true, ignored: true });
    const otherCapture = paypalEvents.captureRefunded(fake, {
      id: refund.providerRef!,
      captureId: 'CAPOTHER',
      customId: refund.id,
      value: '29.76',
      currency: 'USD',
    });
    expect((await deliver(otherCapture)).body).toEqual({ received: true, ignored: true });
    expect(await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id })).toHaveLength(1);
    expect((await eventsOf(app.data, 'org_northwind', order.id)).filter((e) => e.type === 'order.refunded')).toHaveLength(1);
  });

  it('answers 503 when PayPal cannot be asked (it delivers again), when webhooks are not configured; 404 without PayPal', async () => {
    liveApp();
    const { order, paypalOrderId } = await walletOrder();
    fake.approve(paypalOrderId);
    const event = paypalEvents.orderApproved(fake, paypalOrderId);
    fake.down = true;
    expect((await deliver(event)).status).toBe(503);
    fake.down = false;
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    app.close();
    const { PAYPAL_WEBHOOK_ID: _id, ...withoutId } = KEYS;
    liveApp(withoutId);
    expect((await deliver(event)).body.error?.code).toBe('not_configured');
    app.close();
    liveApp({ DEMO_MODE: 'false' });
    expect((await deliver(event)).status).toBe(404);
  });
});
