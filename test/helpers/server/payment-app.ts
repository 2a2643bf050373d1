/**
 * Helpers for the payment route tests: a seeded app, orders and reservations made directly in its
 * database, and JSON requests that carry the organisation header and an optional Idempotency-Key.
 */
import type { Order } from '../../../shared/api/schemas.ts';
import { createOrder } from '../../../demo-site/server/domain/order-create.ts';
import { createReservation } from '../../../demo-site/server/domain/reservations.ts';
import { manageTokenExpiry, signManageToken } from '../../../demo-site/server/auth/manage-tokens.ts';
import { serverSecret } from '../../../demo-site/server/domain/secrets.ts';
import { makeTestApp } from './test-app.ts';
import { PaypalLive } from '../../../demo-site/server/payments/paypal-live.ts';
import { buildProviders, replaceProviders, type PaymentProviders } from '../../../demo-site/server/payments/providers.ts';
import { setClock } from '../../../demo-site/server/routes/api/reservations/clock.ts';

/** The test apps' tenants, as createOrder wants them. */
export const TENANTS = {
  org_northwind: { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US', sku: 'NW-BOO-020' },
  org_harbor: { id: 'org_harbor', siteName: 'harbor', currency: 'GBP', locale: 'en-GB', sku: 'HB-GIF-001' },
} as const;
/** A tenant id of the test apps. */
export type TestOrg = keyof typeof TENANTS;

/** Total of a one-item Northwind order of NW-BOO-020 shipped to New York: 19.00 + 10.00 shipping (under 100) + 4 % New York tax. */
export const NW_ORDER_TOTAL = 1900 + 1000 + 76;
/** Total of a one-item Harbor order of HB-GIF-001: 25.00 (VAT included) + 3.95 shipping (under 40). */
export const HB_ORDER_TOTAL = 2500 + 395;
/** A Luhn-valid test card number that must never be stored. */
export const TEST_CARD = '4242424242424242';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A seeded app with helpers for the payment routes. */
export function paymentApp(env: Record<string, string> = {}) {
  const t = makeTestApp(env);
  const data = t.data;
  // The reservations' clock (manage tokens are checked against it) at the test bookings' "now".
  const restoreClock = setClock('2026-03-02T14:00:00Z');
  // Every product in stock for the whole test: requests and the helpers below wait for it.
  const stocked = data.updateTable('products').set({ stock: 100000 }).execute();
  const headers = (org: string, extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', orgid: org, ...extra });

  /** Sends a request and reads status, JSON body and headers. */
  async function send(
    method: string,
    path: string,
    body?: unknown,
    options: { org?: string; key?: string; headers?: Record<string, string> } = {},
  ) {
    await stocked;
    const response = await t.app.request(path, {
      method,
      headers: headers(options.org ?? 'org_northwind', { ...(options.key ? { 'idempotency-key': options.key } : {}), ...options.headers }),
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: Json = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  /** A new unpaid one-item order of the tenant. */
  async function newOrder(org: TestOrg = 'org_northwind', paymentGateway = 'stripe'): Promise<Order> {
    await stocked;
    const tenant = TENANTS[org];
    const result = await createOrder(
      data,
      tenant,
      {
        customerInfo: { email: 'ada@example.com' },
        shippingAddress: { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' },
        items: [{ sku: tenant.sku, quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway,
      },
      null,
    );
    if (!result.ok) throw new Error(result.message);
    return result.order;
  }

  /** A new pending reservation of a paid Northwind service (styling, 49.00): 49.00 + 8.25 % = 53.04. */
  /**
   * A pending reservation made directly in the database, with the manage token its visitor holds
   * (paying for a reservation is managing it: visitors send that token).
   */
  async function newReservation(time = '12:00', date = '2026-03-05'): Promise<{ id: string; status: string; manageToken: string }> {
    const result = await createReservation(
      data,
      'org_northwind',
      {
        locationId: 'loc_nw_soho',
        serviceId: 'svc_nw_styling',
        date,
        time,
        partySize: 1,
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        customerPhone: '+1 212 555 0100',
      },
      new Date('2026-03-02T14:00:00Z'),
    );
    if (!result.ok) throw new Error(result.message);
    const { reservation } = result;
    const manageToken = signManageToken(
      serverSecret(t.config),
      'org_northwind',
      'reservation',
      reservation.id,
      manageTokenExpiry('reservation', reservation.endTime),
    );
    return { ...reservation, manageToken };
  }

  const post = (path: string, body: unknown, options?: { org?: string; key?: string; headers?: Record<string, string> }) =>
    send('POST', path, body, options);

  /**
   * Pays a reservation by card as its visitor does: a payment intent with the manage token, then the
   * card simulator's success. Answers the amount paid and the intent's id.
   */
  async function payReservationByCard(reservation: { id: string; manageToken: string }): Promise<{ amount: number; intentId: string }> {
    const intent = await post('/api/storefront/payment-intent', {
      email: 'ada@example.com',
      reservationId: reservation.id,
      manageToken: reservation.manageToken,
    });
    await post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'succeeded',
    });
    return { amount: intent.body.amount as number, intentId: intent.body.paymentIntentId as string };
  }

  return {
    ...t,
    close: async () => {
      restoreClock();
      await stocked.catch(() => undefined);
      await t.close();
    },
    send,
    post,
    get: (path: string, options?: { org?: string; headers?: Record<string, string> }) => send('GET', path, undefined, options),
    newOrder,
    newReservation,
    payReservationByCard,
    /** The order's payment status and status, read back through the API's domain function. */
    orderState: (id: string, org: TestOrg = 'org_northwind') =>
      data
        .selectFrom('orders')
        .select(['payment_status as paymentStatus', 'status', 'payment_intent_id as paymentIntentId'])
        .where('tenant_id', '=', org)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** The payment rows of a target, oldest first. */
    payments: async (targetId: string): Promise<Json[]> =>
      data.selectFrom('payments').selectAll().where('target_id', '=', targetId).orderBy('created_at').orderBy('id').execute(),
  };
}

/** The app type paymentApp returns. */
export type PaymentApp = ReturnType<typeof paymentApp>;

/** A Northwind order paid by card through the card simulator; throws when the simulator did not mark it paid. */
export async function cardPaidOrder(app: PaymentApp) {
  const order = await app.newOrder();
  const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
  await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
    client_secret: intent.body.client_secret,
    simulate: 'succeeded',
  });
  if ((await app.orderState(order.id))?.paymentStatus !== 'paid') throw new Error(`order ${order.id} was not paid by the card simulator`);
  return order;
}

/**
 * Points an app's PayPal gateway at the live adapter talking to a stand-in of PayPal's API
 * (test/fakes/paypal-api.ts, at `apiUrl`), the other gateways as configured; answers the providers.
 */
export function paypalThroughApi(app: PaymentApp, apiUrl: string): PaymentProviders {
  const providers = buildProviders(app.config, app.data);
  const settings = app.config.payments?.paypal;
  if (settings) providers.paypal = new PaypalLive(settings, fetch, apiUrl);
  replaceProviders(app.config, app.data, providers);
  return providers;
}

/** Posts a PayPal webhook delivery as PayPal does, signed by the stand-in for `webhookId`; answers the status and JSON body. */
export async function deliverPaypalEvent(
  app: PaymentApp,
  paypal: { signed: (body: string, webhookId: string) => Record<string, string> },
  webhookId: string,
  event: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(event);
  const response = await app.app.request('/api/webhooks/paypal', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...paypal.signed(body, webhookId) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
