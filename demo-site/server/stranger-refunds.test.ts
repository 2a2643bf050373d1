// @vitest-environment node
/**
 * A stranger against today's refund, cancel and webhook routes: anonymous callers, another shopper,
 * the other tenant's staff and token, tokens of another kind, cross-site posts, odd amounts,
 * replayed and racing Idempotency-Keys, forged PayPal deliveries, markup in what staff read.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureOf, startFakePaypalApi, type FakePaypalApi } from '../../test/fakes/paypal-api.ts';
import { paypalEvents } from '../../test/fakes/paypal-webhook-events.ts';
import {
  cardPaidOrder,
  deliverPaypalEvent,
  NW_ORDER_TOTAL,
  type PaymentApp,
  paymentApp,
  paypalThroughApi,
  TENANTS,
} from '../../test/helpers/server/payment-app.ts';
import { manageTokenExpiry, signManageToken } from './auth/manage-tokens.ts';
import { PROCESSING_ORDER_CANCEL_MESSAGE } from './domain/order-cancel.ts';
import { PROCESSING_BOOKING_CANCEL_MESSAGE } from './domain/reservations.ts';
import { serverSecret } from './domain/secrets.ts';
import { eventsOf } from './lifecycle/events.ts';
import { outboxMessage, readOutbox } from './mail/mailer.ts';
import { createOrder } from './domain/order-create.ts';
import { deliverDue } from './notify/deliver.ts';
import { createEndpoint } from './notify/endpoints.ts';
import { providersFor } from './payments/providers.ts';
import { insertPayment } from './payments/records.ts';
import { refundsOf } from './payments/refunds.ts';
import { ProviderError } from './payments/types.ts';
import { appAuthorization, productStock, staffCookie } from '../../test/helpers/server/test-app.ts';

const ORG = 'org_northwind';
const SITE = 'http://localhost';
let app: PaymentApp;
afterEach(() => app?.close());

const paidOrder = () => cardPaidOrder(app);

const refunded = async (type: 'order' | 'reservation', id: string, org = ORG) =>
  (await refundsOf(app.data, org, { type, id })).map((r) => r.amount);
const stockOf = () => productStock(app.data, 'NW-BOO-020', ORG);
const reservationStatus = async (id: string) =>
  (await app.data.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst())?.status;
const sign = (kind: 'order' | 'reservation' | 'queue', id: string, expires: Date, org = ORG) =>
  signManageToken(serverSecret(app.config), org, kind, id, expires);

describe('refund API: amounts, keys and races', () => {
  it('refuses amounts that are not a whole positive number of cents, however they are spelled, and refunds nothing', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    for (const amount of [1e300, -0, 0.5, true, null, '2976', '1e3', { value: 1 }, [1], Number.MAX_SAFE_INTEGER + 2]) {
      const answer = await app.post(`/api/storefront/order/${order.id}/refund`, { amount }, { headers: staff });
      expect([400, 409], JSON.stringify(amount)).toContain(answer.status);
    }
    expect(await refunded('order', order.id)).toEqual([]);
  });

  it('a replayed Idempotency-Key with another body or another order is refused; two keys racing for more than was paid refund it once', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const other = await paidOrder();
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    const first = await app.post(`/api/storefront/order/${order.id}/refund`, { amount: 100 }, { headers: staff, key: 'k-1' });
    expect(first.status).toBe(201);
    expect((await app.post(`/api/storefront/order/${order.id}/refund`, { amount: 2000 }, { headers: staff, key: 'k-1' })).status).toBe(422);
    expect((await app.post(`/api/storefront/order/${other.id}/refund`, { amount: 100 }, { headers: staff, key: 'k-1' })).status).toBe(422);
    const card = providersFor(app.config, app.data).stripe;
    if (!card) throw new Error('no card simulator');
    const refundNow = card.refund.bind(card);
    card.refund = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return refundNow(input);
    };
    const both = await Promise.all([
      app.post(`/api/storefront/order/${order.id}/refund`, { amount: 2000 }, { headers: staff, key: 'k-2' }),
      app.post(
        `/api/storefront/order/${order.id}/refund`,
        { amount: 2000 },
        { headers: { authorization: appAuthorization(app.config) }, key: 'k-3' },
      ),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await refunded('order', order.id)).toEqual([100, 2000]);
    expect(await refunded('order', other.id)).toEqual([]);
  });

  it('refuses a cross-site refund carrying the staff cookie: foreign Origin, Origin null, a cross-site fetch, no provenance at all', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const cookie = await staffCookie(app.data);
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of variants) {
      const answer = await app.post(`/api/storefront/order/${order.id}/refund`, {}, { headers: { cookie, ...headers } });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    // Anonymous, under spellings of the path the access table might not recognise.
    const reservation = await app.newReservation();
    await app.payReservationByCard(reservation);
    for (const path of [
      `/api/storefront/order/${order.id}/refund/`,
      `/api/storefront/order/${order.id}/refund?view=public`,
      `/api/storefront//order/${order.id}/refund`,
      `/api/storefront/order/${order.id}%2Frefund`,
      `/api/%73torefront/order/${order.id}/refund`,
      `/api/storefront/order/${order.id}/%72efund`,
      `/api/reservations/${reservation.id}/refund`,
      `/api/reservations/${reservation.id}/%72efund`,
      `/api/reservations/${reservation.id.toUpperCase()}/refund`,
    ]) {
      const answer = await app.post(path, {});
      expect([401, 404], path).toContain(answer.status);
    }
    expect(await refunded('reservation', reservation.id)).toEqual([]);
    // The other tenant's token, and Harbor's staff on Northwind's site.
    expect(
      (
        await app.post(
          `/api/storefront/order/${order.id}/refund`,
          {},
          { headers: { authorization: appAuthorization(app.config, 'org_harbor') } },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await app.post(
          `/api/storefront/order/${order.id}/refund`,
          {},
          { org: 'org_harbor', headers: { authorization: appAuthorization(app.config, 'org_harbor') } },
        )
      ).status,
    ).toBe(404);
    expect(await refunded('order', order.id)).toEqual([]);
  });
});

describe('order cancel: tokens of another kind, another shopper, a payment under way', () => {
  it('opens with neither a booking nor a queue token for the same id, nor an expired or other-tenant order token', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await app.newOrder();
    const later = new Date(Date.now() + 86_400_000);
    for (const token of [
      sign('reservation', order.id, later),
      sign('queue', order.id, later),
      sign('order', order.id, new Date(Date.now() - 1000)),
      sign('order', order.id, later, 'org_harbor'),
      `${order.id}.${Math.floor(later.getTime() / 1000)}.${'A'.repeat(43)}`,
    ]) {
      const answer = await app.post(`/api/storefront/order/${order.id}/cancel`, { token }, { headers: { origin: SITE } });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('ada@example.com');
    }
    expect((await app.orderState(order.id))?.status).not.toBe('cancelled');
    // An order's token is no booking manage link either.
    const reservation = await app.newReservation();
    const asOrder = sign('order', reservation.id, later);
    expect((await app.get(`/api/reservations?manageToken=${asOrder}`)).status).toBe(404);
    const deleted = await app.post(
      '/api/reservations/delete',
      { reservationId: reservation.id, manageToken: asOrder },
      { headers: { origin: SITE } },
    );
    expect([400, 401, 403, 404]).toContain(deleted.status);
    expect(await reservationStatus(reservation.id)).not.toBe('cancelled');
  });

  it('refuses a cross-site cancel carrying the shopper’s session cookie', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const placed = await app.app.request('/api/storefront/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: ORG, origin: SITE },
      body: JSON.stringify({
        customerInfo: { email: 'ada@example.com' },
        shippingAddress: { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' },
        items: [{ sku: 'NW-BOO-020', quantity: 1 }],
        paymentMethod: 'offline',
        paymentGateway: 'offline',
      }),
    });
    expect(placed.status).toBe(201);
    const id = ((await placed.json()) as { data: { id: string } }).data.id;
    const session = /site_token=([^;]+)/.exec(placed.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(session).not.toBe('');
    const evil = await app.post(
      `/api/storefront/order/${id}/cancel`,
      {},
      { headers: { cookie: `site_token=${session}`, origin: 'https://evil.example' } },
    );
    expect(evil.status).toBe(403);
    expect((await app.orderState(id))?.status).not.toBe('cancelled');
  });

  it('does not cancel an order whose card payment the provider is processing: the stock stays taken and the payment pays it', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await app.newOrder();
    const stock = await stockOf();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'processing',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('processing');
    const token = sign('order', order.id, manageTokenExpiry('order', order.createdAt));
    const answer = await app.post(`/api/storefront/order/${order.id}/cancel`, { token }, { headers: { origin: SITE } });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: 'payment_processing', message: PROCESSING_ORDER_CANCEL_MESSAGE });
    expect((await app.orderState(order.id))?.status).not.toBe('cancelled');
    expect(await stockOf()).toBe(stock);
    expect((await eventsOf(app.data, ORG, order.id)).filter((e) => e.type === 'order.cancelled')).toHaveLength(0);
  });
});

describe('booking cancel while its payment is under way', () => {
  it('does not cancel a booking whose card payment the provider is processing, so it is never told nothing was paid', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const reservation = await app.newReservation();
    const intent = await app.post('/api/storefront/payment-intent', {
      email: 'ada@example.com',
      reservationId: reservation.id,
      manageToken: reservation.manageToken,
    });
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'processing',
    });
    expect((await app.payments(reservation.id))[0]).toMatchObject({ status: 'processing' });
    const answer = await app.post(
      '/api/reservations/delete',
      { reservationId: reservation.id, manageToken: reservation.manageToken },
      { headers: { origin: SITE } },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'payment_processing', message: PROCESSING_BOOKING_CANCEL_MESSAGE, reason: 'cancelPaymentProcessing' });
    const viaUpdate = await app.post(
      '/api/reservations/update',
      { reservationId: reservation.id, status: 'cancelled', manageToken: reservation.manageToken },
      { headers: { origin: SITE } },
    );
    expect(viaUpdate.status).toBe(409);
    expect(await reservationStatus(reservation.id)).toBe('pending');
    expect((await eventsOf(app.data, ORG, reservation.id)).filter((e) => e.type === 'booking.cancelled')).toHaveLength(0);
  });
});

describe('policy and refund fields', () => {
  it('reach no caller without ownership: a wrong contact, another booking’s link, the other tenant', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const reservation = await app.newReservation();
    await app.payReservationByCard(reservation);
    const code = (
      await app.data.selectFrom('reservations').select('confirmation_code').where('id', '=', reservation.id).executeTakeFirstOrThrow()
    ).confirmation_code;
    const other = await app.newReservation('14:00');
    const answers = [
      await app.get(`/api/reservations?code=${code}&contact=someone@example.com`),
      await app.get(`/api/reservations?manageToken=${other.manageToken.replace(other.id, reservation.id)}`),
      await app.get(`/api/reservations?manageToken=${reservation.manageToken}`, { org: 'org_harbor' }),
      await app.post(
        '/api/reservations/delete',
        { reservationId: reservation.id, manageToken: other.manageToken },
        { headers: { origin: SITE } },
      ),
      await app.post('/api/reservations/delete', { reservationId: reservation.id }, { headers: { origin: SITE } }),
      await app.post(
        '/api/reservations/update',
        { reservationId: reservation.id, status: 'cancelled', manageToken: other.manageToken },
        { headers: { origin: SITE } },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const text = JSON.stringify(answer.body);
      for (const leak of ['policy', 'refund', 'ada@example.com', code, 'Ada']) expect(text).not.toContain(leak);
    }
    expect(await refunded('reservation', reservation.id)).toEqual([]);
  });
});

describe('staff orders page: forms, keys and what staff read', () => {
  const postForm = (kind: string, id: string, fields: Record<string, string>, headers: Record<string, string>) =>
    app.app.request(`${SITE}/staff/${kind}/${id}/refund?org=northwind`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('refuses a form with the staff cookie but no provenance, a foreign Referer or a same-site sibling; a reused one-time key refunds once', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const cookie = await staffCookie(app.data);
    const provenances: Record<string, string>[] = [
      {},
      { referer: 'https://evil.example/x' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://localhost.evil.example' },
    ];
    for (const extra of provenances) {
      const answer = await postForm('orders', order.id, { amount: '1.00', key: 'abcdefgh12' }, { cookie, ...extra });
      expect(answer.status, JSON.stringify(extra)).toBe(403);
    }
    // The same form under spellings of the path that might slip past the check.
    for (const path of [
      `/%73taff/orders/${order.id}/refund`,
      `/staff/orders/${order.id}/refund/`,
      `/api/webhooks/..%2F..%2Fstaff/orders/${order.id}/refund`,
    ]) {
      const answer = await app.app.request(`${SITE}${path}?org=northwind`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'https://evil.example' },
        body: new URLSearchParams({ amount: '1.00', key: 'spelled-key-1' }).toString(),
      });
      expect(answer.status, path).not.toBe(303);
    }
    expect(await refunded('order', order.id)).toEqual([]);
    const once = await postForm('orders', order.id, { amount: '1.00', key: 'abcdefgh12' }, { cookie, origin: SITE });
    expect(once.status).toBe(303);
    const twice = await postForm('orders', order.id, { amount: '5.00', key: 'abcdefgh12' }, { cookie, origin: SITE });
    expect(twice.status).toBe(303);
    for (const amount of ['-1', '0', '0.00', '1.001', '1e3', '99999999999', 'NaN', '１']) {
      expect(
        (await postForm('orders', order.id, { amount, key: `bad-${amount.length}-key` }, { cookie, origin: SITE })).headers.get('location'),
      ).toContain('refused=');
    }
    expect(await refunded('order', order.id)).toEqual([100]);
  });

  it('shows a reason or a provider’s refusal with markup as text, keeps the reason out of e-mails, and names nothing of the other tenant', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await app.post(`/api/storefront/order/${order.id}/refund`, { amount: 100, reason: evil }, { headers: staff })).status).toBe(
      201,
    );
    // Harbor's refund and order, asked about on Northwind's page.
    const harborOrder = await app.newOrder('org_harbor');
    const hIntent = await app.post(
      '/api/storefront/payment-intent',
      { email: 'bo@example.com', orderId: harborOrder.id },
      { org: 'org_harbor' },
    );
    await app.post(
      `/sim/stripe/payment_intents/${hIntent.body.paymentIntentId}/confirm`,
      { client_secret: hIntent.body.client_secret, simulate: 'succeeded' },
      { org: 'org_harbor' },
    );
    const hStaff = { cookie: await staffCookie(app.data, 'org_harbor'), origin: SITE };
    const hRefund = await app.post(
      `/api/storefront/order/${harborOrder.id}/refund`,
      { amount: 100 },
      { org: 'org_harbor', headers: hStaff },
    );
    expect(hRefund.status).toBe(201);
    const card = providersFor(app.config, app.data).stripe;
    if (!card) throw new Error('no card simulator');
    card.refund = () => Promise.reject(new ProviderError(evil, 402));
    const failed = await app.app.request(`${SITE}/staff/orders/${order.id}/refund?org=northwind`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: staff.cookie, origin: SITE },
      body: new URLSearchParams({ amount: '1.00', reason: evil, key: 'evil-form-key' }).toString(),
    });
    const location = failed.headers.get('location') ?? '';
    const page = await (await app.app.request(`${SITE}${location}`, { headers: { cookie: staff.cookie } })).text();
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert');
    await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
    const mail = await readOutbox(app.data, ORG);
    expect(mail.length).toBeGreaterThan(0);
    expect(JSON.stringify(mail)).not.toContain('onerror');
    expect(JSON.stringify(await eventsOf(app.data, ORG, order.id))).not.toContain('onerror');

    for (const query of [`refund=${hRefund.body.data.refund.id}`, `refused=refund_too_large&kind=orders&id=${harborOrder.id}`]) {
      const text = await (
        await app.app.request(`${SITE}/staff/orders?org=northwind&${query}`, { headers: { cookie: staff.cookie } })
      ).text();
      expect(text).not.toContain(harborOrder.number);
      expect(text).not.toContain('£');
    }
  });
});

describe('webhooks of the other tenant', () => {
  it('hear nothing of this tenant’s refunds, cancellations or paid bookings, even subscribed to every event', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const harbor = await createEndpoint(app.data, 'org_harbor', { url: 'https://hooks.harbor.example/all', events: ['*'] });
    const northwind = await createEndpoint(app.data, ORG, { url: 'https://hooks.northwind.example/all', events: ['*'] });
    if (!harbor || !northwind) throw new Error('no endpoint');
    const order = await paidOrder();
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    expect((await app.post(`/api/storefront/order/${order.id}/refund`, { amount: 100 }, { headers: staff })).status).toBe(201);
    const unpaid = await app.newOrder();
    expect((await app.post(`/api/storefront/order/${unpaid.id}/cancel`, {}, { headers: staff })).status).toBe(200);
    const reservation = await app.newReservation();
    await app.payReservationByCard(reservation);
    expect((await app.post(`/api/reservations/${reservation.id}/refund`, {}, { headers: staff })).status).toBe(201);
    const recipients = (
      await sql<{ line: string }>`SELECT DISTINCT tenant_id || ' ' || recipient AS line FROM deliveries WHERE channel = 'webhook'`.execute(
        app.data,
      )
    ).rows.map((row) => row.line);
    expect(recipients).toEqual([`${ORG} ${northwind.id}`]);
  });
});

describe('refund e-mails', () => {
  it('say a shopper’s markup-laden name as text in the refund e-mail, and never the staff reason', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const name = '<a href="https://evil.example">Claim</a><img src=x onerror=alert(1)>';
    const created = await createOrder(
      app.data,
      TENANTS.org_northwind,
      {
        customerInfo: { email: 'ada@example.com' },
        shippingAddress: { firstName: name, lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' },
        items: [{ sku: TENANTS.org_northwind.sku, quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: created.order.id });
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'succeeded',
    });
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    const refund = await app.post(
      `/api/storefront/order/${created.order.id}/refund`,
      { amount: 100, reason: 'internal: <b>fraud</b> suspected' },
      { headers: staff },
    );
    expect(refund.status).toBe(201);
    await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
    const mail = (await readOutbox(app.data, ORG)).find((m) => m.subject.startsWith('Refund for order'));
    if (!mail) throw new Error('no refund e-mail');
    const html = (await outboxMessage(app.data, ORG, mail.id))?.html ?? '';
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).not.toContain('<img src=x');
    expect(`${html}${mail.body}`).not.toContain('fraud');
    const page = await (await app.app.request(`${SITE}/staff/orders?org=northwind`, { headers: { cookie: staff.cookie } })).text();
    expect(page).toContain('&lt;img src=x');
    expect(page).not.toContain('<img src=x');
  });
});

describe('PayPal webhooks: a payment arriving for a cancelled order', () => {
  const WEBHOOK_ID = '8PT597110X687430LKGECATA';
  const KEYS = {
    PAYPAL_CLIENT_ID: 'pp-client',
    PAYPAL_CLIENT_SECRET: 'pp-secret',
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    DEMO_MODE: 'false',
    RATE_LIMITS: 'off',
  };
  let fake: FakePaypalApi;
  beforeAll(async () => {
    fake = await startFakePaypalApi();
  });
  afterAll(() => fake.close());

  const deliver = (event: Record<string, unknown>) => deliverPaypalEvent(app, fake, WEBHOOK_ID, event);

  it('an approval for an order cancelled meanwhile takes no money; a capture with less than due pays nothing', async () => {
    app = paymentApp(KEYS);
    paypalThroughApi(app, fake.url);
    const order = await app.newOrder();
    const created = await app.post('/api/payments/wallet/orders', { orderId: order.id });
    expect(created.status).toBe(201);
    const token = sign('order', order.id, manageTokenExpiry('order', order.createdAt));
    expect((await app.post(`/api/storefront/order/${order.id}/cancel`, { token }, { headers: { origin: SITE } })).status).toBe(200);
    fake.approve(created.body.id);
    const captures = fake.captures;
    const answer = await deliver(paypalEvents.orderApproved(fake, created.body.id));
    expect(answer.status).toBe(200);
    expect(fake.captures).toBe(captures);
    expect((await app.orderState(order.id))?.status).toBe('cancelled');
    expect((await eventsOf(app.data, ORG, order.id)).filter((e) => e.type === 'order.paid')).toHaveLength(0);

    const second = await app.newOrder();
    const wallet = await app.post('/api/payments/wallet/orders', { orderId: second.id });
    const fakeOrder = fake.orders.get(wallet.body.id as string);
    if (!fakeOrder) throw new Error('no fake order');
    fakeOrder.capture = { ...captureOf(fakeOrder, fake.url), amount: { currency_code: 'USD', value: '0.01' } };
    const completed = paypalEvents.captureCompleted(fake, wallet.body.id);
    expect((await deliver(completed)).status).toBeLessThan(500);
    expect((await app.orderState(second.id))?.paymentStatus).not.toBe('paid');

    // A capture of Northwind's PayPal order naming Harbor's payment, with and without the order it belongs to.
    const third = await app.newOrder();
    const thirdWallet = await app.post('/api/payments/wallet/orders', { orderId: third.id });
    const harborOrder = await app.newOrder('org_harbor');
    const harborPayment = await insertPayment(app.data, {
      tenantId: 'org_harbor',
      target: { type: 'order', id: harborOrder.id },
      provider: 'paypal',
      method: 'wallet',
      amount: NW_ORDER_TOTAL,
      currency: 'USD',
      status: 'pending',
      providerRef: 'HARBOR-PAYPAL-ORDER',
    });
    const thirdFake = fake.orders.get(thirdWallet.body.id as string);
    if (!thirdFake) throw new Error('no fake order');
    thirdFake.capture = captureOf(thirdFake, fake.url);
    const forged = paypalEvents.captureCompleted(fake, thirdWallet.body.id);
    (forged.resource as { custom_id: string }).custom_id = `org_harbor:${harborPayment.id}`;
    expect((await deliver(forged)).body).toEqual({ received: true, ignored: true });
    expect((await app.orderState(harborOrder.id, 'org_harbor'))?.paymentStatus).not.toBe('paid');
    expect((await app.orderState(third.id))?.paymentStatus).not.toBe('paid');
    expect(NW_ORDER_TOTAL).toBeGreaterThan(1);
  });
});
