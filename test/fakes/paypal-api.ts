/**
 * A stand-in for PayPal's REST API on a local HTTP server (Node only), for the server's real PayPal
 * adapter (`new PaypalLive(keys, fetch, fake.url)`): OAuth token, Orders v2 create, show, update (PATCH) and capture
 * (idempotent by `PayPal-Request-Id`, like PayPal), capture refunds, and verify-webhook-signature.
 * Its answers follow the shapes of PayPal's documentation; the events are in paypal-webhook-events.ts.
 *
 * Signatures: PayPal signs `transmission_id|transmission_time|webhook_id|CRC32(body)` with its private
 * key. The fake signs the same fields with an HMAC of its own, so only a delivery it made (`signed`),
 * unchanged and for the webhook id it was made for, verifies as SUCCESS; anything else is FAILURE.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Seconds a token lives (PayPal's answer is about 9 hours). */
const TOKEN_SECONDS = 32_400;
const SIGNING_KEY = 'fake-paypal-signing-key';

/** An order the fake keeps, with its capture once captured. */
export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  customId: string;
  /** The purchase unit's `reference_id`: PayPal's `default` when the create request gave none. */
  referenceId: string;
  /** `payment_source.paypal.experience_context.shipping_preference` of the create request. */
  shippingPreference?: string;
  /** The buyer once approved, when PayPal collected the address (GET_FROM_FILE). */
  buyer?: FakeBuyer;
  capture?: Record<string, unknown>;
}

/** A PayPal buyer: e-mail, name and the shipping address chosen in PayPal's window. */
export interface FakeBuyer {
  email: string;
  givenName: string;
  surname: string;
  address: { address_line_1: string; admin_area_2: string; admin_area_1: string; postal_code: string; country_code: string };
}

/** The buyer the fake's window hands over unless a test names another (Chicago: the US-wide tax rate). */
export const FAKE_BUYER: FakeBuyer = {
  email: 'sam@example.com',
  givenName: 'Sam',
  surname: 'Buyer',
  address: { address_line_1: '200 Lake St', admin_area_2: 'Chicago', admin_area_1: 'IL', postal_code: '60601', country_code: 'US' },
};

/** What the fake recorded and can be told. */
export interface FakePaypalApi {
  /** Base URL to give the adapter (`http://127.0.0.1:<port>`). */
  url: string;
  /** Every request as `METHOD /path`. */
  calls: string[];
  /** Raw bodies of verify-webhook-signature requests. */
  verifyBodies: string[];
  /** The JSON Patch operations of every accepted order update, with the order's id. */
  patches: { id: string; ops: unknown }[];
  /** Captures really made (a repeated request id answers the first one again). */
  captures: number;
  orders: Map<string, FakeOrder>;
  /** The status the next refunds get (PENDING by default, as for an eCheck). */
  refundStatus: string;
  /** When true, every request fails with 503. */
  down: boolean;
  /** The buyer approves an order in PayPal's window (and, for GET_FROM_FILE, picks an address). */
  approve(orderId: string, buyer?: FakeBuyer): void;
  /** Headers of a genuine delivery of `body` to the webhook `webhookId`. */
  signed(body: string, webhookId: string): Record<string, string>;
  close(): Promise<void>;
}

function crc32(text: string): number {
  let crc = ~0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const sign = (id: string, time: string, webhookId: string, body: string) =>
  createHmac('sha256', SIGNING_KEY)
    .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
    .digest('base64');

const read = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** PayPal's documented capture object for a completed capture of `order`. */
export function captureOf(order: FakeOrder, base: string): Record<string, unknown> {
  const id = `CAP${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  return {
    id,
    status: 'COMPLETED',
    amount: order.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    seller_receivable_breakdown: { gross_amount: order.amount, paypal_fee: { currency_code: order.amount.currency_code, value: '0.30' } },
    custom_id: order.customId,
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [
      { href: `${base}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: now,
    update_time: now,
  };
}

/** GET /v2/checkout/orders/{id} as PayPal documents it: the payer and shipping appear once approved. */
function orderView(order: FakeOrder): Record<string, unknown> {
  const { buyer } = order;
  const payer = buyer ? { email_address: buyer.email, payer_id: 'QYR5Z8XDVJNXQ', name: { given_name: buyer.givenName, surname: buyer.surname } } : undefined;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(payer ? { payment_source: { paypal: { ...payer, account_status: 'VERIFIED' } }, payer } : {}),
    purchase_units: [
      {
        reference_id: order.referenceId,
        custom_id: order.customId,
        amount: order.amount,
        ...(buyer ? { shipping: { name: { full_name: `${buyer.givenName} ${buyer.surname}` }, address: buyer.address } } : {}),
      },
    ],
  };
}

const NOT_FOUND = { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }] };

/**
 * PATCH /v2/checkout/orders/{id} as PayPal documents it: a JSON Patch array; this fake takes only the
 * `replace` of a purchase unit's amount, named by its reference id, and answers 204 No Content. A
 * captured order, another path or a malformed amount is refused with PayPal's error shape.
 */
function patchOrder(fake: FakePaypalApi, id: string, ops: unknown): { status: number; body: unknown } {
  const order = fake.orders.get(id);
  if (!order) return { status: 404, body: NOT_FOUND };
  if (order.status === 'COMPLETED')
    return {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_COMPLETED_OR_VOIDED', description: 'Order is voided or completed and hence cannot be patched.' }] },
    };
  const list = Array.isArray(ops) ? (ops as { op?: unknown; path?: unknown; value?: { currency_code?: unknown; value?: unknown } }[]) : [];
  const amountPath = `/purchase_units/@reference_id=='${order.referenceId}'/amount`;
  const valid =
    list.length > 0 &&
    list.every((op) => op.op === 'replace' && op.path === amountPath && typeof op.value?.currency_code === 'string' && /^\d+(\.\d{1,2})?$/.test(String(op.value.value)));
  if (!valid)
    return {
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_JSON_POINTER_FORMAT', field: 'path', description: 'Path should be a valid JSON Pointer that references a location within the request.' }] },
    };
  for (const op of list) order.amount = { currency_code: String(op.value?.currency_code), value: String(op.value?.value) };
  fake.patches.push({ id, ops });
  return { status: 204, body: null };
}

/** Starts the fake on a free local port. */
export async function startFakePaypalApi(): Promise<FakePaypalApi> {
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const fake: FakePaypalApi = {
    url: '',
    calls: [],
    verifyBodies: [],
    patches: [],
    captures: 0,
    orders: new Map(),
    refundStatus: 'PENDING',
    down: false,
    approve(orderId, buyer = FAKE_BUYER) {
      const order = fake.orders.get(orderId);
      if (order && order.status === 'CREATED') {
        order.status = 'APPROVED';
        if (order.shippingPreference === 'GET_FROM_FILE') order.buyer = buyer;
      }
    },
    signed(body, webhookId) {
      const id = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${fake.url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
        'paypal-transmission-id': id,
        'paypal-transmission-sig': sign(id, time, webhookId, body),
        'paypal-transmission-time': time,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (method: string, path: string, text: string): { status: number; body: unknown } => {
    if (path === '/v1/oauth2/token')
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: 'A21AAFake',
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: TOKEN_SECONDS,
          nonce: 'fake',
        },
      };
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (path === '/v1/notifications/verify-webhook-signature') {
      fake.verifyBodies.push(text);
      const expected = sign(
        String(body.transmission_id),
        String(body.transmission_time),
        String(body.webhook_id),
        JSON.stringify(body.webhook_event),
      );
      return { status: 200, body: { verification_status: body.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' } };
    }
    if (path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as Record<string, unknown>[])[0] ?? {};
      const order: FakeOrder = {
        id: `5O${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`,
        status: 'CREATED',
        amount: unit.amount as FakeOrder['amount'],
        customId: String(unit.custom_id),
        referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
        shippingPreference: (body.payment_source as { paypal?: { experience_context?: { shipping_preference?: string } } } | undefined)?.paypal
          ?.experience_context?.shipping_preference,
      };
      fake.orders.set(order.id, order);
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'CREATED',
          links: [{ href: `${fake.url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }],
        },
      };
    }
    const patched = method === 'PATCH' ? /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path) : null;
    if (patched) return patchOrder(fake, patched[1] ?? '', body);
    const shown = method === 'GET' ? /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path) : null;
    if (shown) {
      const order = fake.orders.get(shown[1] ?? '');
      return order
        ? { status: 200, body: orderView(order) }
        : { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }] } };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (capture) {
      const order = fake.orders.get(capture[1] ?? '');
      if (!order)
        return {
          status: 404,
          body: {
            name: 'RESOURCE_NOT_FOUND',
            details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
          },
        };
      if (order.status === 'CREATED')
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }],
          },
        };
      if (order.status === 'COMPLETED')
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] },
        };
      order.status = 'COMPLETED';
      order.capture = captureOf(order, fake.url);
      fake.captures++;
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [{ reference_id: order.referenceId, payments: { captures: [order.capture] } }],
        },
      };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refund) {
      const id = `RF${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
      return {
        status: 201,
        body: { id, status: fake.refundStatus, links: [{ href: `${fake.url}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' }] },
      };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  };

  const server = createServer((request, response) => {
    void read(request).then((text) => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      fake.calls.push(`${request.method ?? 'GET'} ${path}`);
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      let result: { status: number; body: unknown };
      if (fake.down) result = { status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } };
      else if (requestId && byRequestId.has(`${path} ${requestId}`))
        result = byRequestId.get(`${path} ${requestId}`) as { status: number; body: unknown };
      else {
        result = answer(request.method ?? 'GET', path, text);
        if (requestId && result.status < 300) byRequestId.set(`${path} ${requestId}`, result);
      }
      if (result.status === 204) response.writeHead(204).end();
      else response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
