// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { buildProviders, replaceProviders } from '../../../payments/providers.ts';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue123',
  PAYPAL_CLIENT_ID: 'pp-client',
  PAYPAL_CLIENT_SECRET: 'pp-secret',
  DEMO_MODE: 'false',
};

/** A stand-in for the providers' HTTPS APIs: it remembers intents and orders, and can be switched off. */
function fakeProviders() {
  const state = { down: false, intents: new Map<string, Record<string, unknown>>(), calls: [] as string[] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    state.calls.push(`${init?.method ?? 'GET'} ${url.host}${url.pathname}`);
    if (state.down) throw new TypeError('fetch failed');
    if (url.host === 'api.stripe.com' && init?.method === 'POST') {
      const form = new URLSearchParams(String(init.body));
      const id = `pi_live_${state.intents.size + 1}`;
      const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      const intent = {
        id,
        client_secret: `${id}_secret_x`,
        status: 'requires_payment_method',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata,
      };
      state.intents.set(id, intent);
      return json(200, intent);
    }
    if (url.host === 'api.stripe.com') {
      const intent = state.intents.get(url.pathname.split('/').pop() ?? '');
      return intent ? json(200, intent) : json(404, { error: { message: 'No such payment_intent' } });
    }
    if (url.pathname.endsWith('/oauth2/token')) return json(200, { access_token: 'tok', expires_in: 3600 });
    if (url.pathname.endsWith('/capture')) {
      return json(201, {
        id: 'PP1',
        status: 'COMPLETED',
        purchase_units: [
          { payments: { captures: [{ id: 'CAP1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '29.76' } }] } },
        ],
      });
    }
    if (url.pathname.endsWith('/v2/checkout/orders')) return json(201, { id: 'PP1', status: 'CREATED' });
    return json(404, {});
  }) as typeof fetch;
  return { state, fetchFn };
}

function liveApp() {
  app = paymentApp(KEYS);
  const fake = fakeProviders();
  replaceProviders(app.config, app.data, buildProviders(app.config, app.data, { fetch: fake.fetchFn }));
  return fake;
}

describe('with real provider keys, the API talks to the providers over HTTPS', () => {
  it('card: the intent carries the server’s amount; the server’s status query decides', async () => {
    const fake = liveApp();
    const order = await app.newOrder();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id, amount: 1 });
    expect(intent.body).toMatchObject({ publishableKey: 'pk_test_publicvalue123', paymentIntentId: 'pi_live_1', amount: NW_ORDER_TOTAL });
    expect(fake.state.intents.get('pi_live_1')).toMatchObject({
      amount: NW_ORDER_TOTAL,
      currency: 'usd',
      metadata: { tenant_id: 'org_northwind', target_id: order.id },
    });
    expect((await app.get('/api/payments/card/pi_live_1')).body).toMatchObject({ success: false, status: 'requires_payment_method' });
    Object.assign(fake.state.intents.get('pi_live_1') ?? {}, { status: 'succeeded', latest_charge: 'ch_1' });
    expect((await app.get('/api/payments/card/pi_live_1')).body).toMatchObject({
      success: true,
      status: 'succeeded',
      transaction_id: 'ch_1',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('wallet: create and capture go to the provider', async () => {
    const fake = liveApp();
    const order = await app.newOrder();
    expect((await app.post('/api/payments/wallet/orders', { orderId: order.id })).body).toEqual({ id: 'PP1', status: 'CREATED' });
    expect((await app.post('/api/payments/wallet/orders/PP1/capture', {})).body).toMatchObject({ success: true, transaction_id: 'CAP1' });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect(fake.state.calls).toEqual([
      'POST api-m.sandbox.paypal.com/v1/oauth2/token',
      'POST api-m.sandbox.paypal.com/v2/checkout/orders',
      'POST api-m.sandbox.paypal.com/v2/checkout/orders/PP1/capture',
    ]);
  });

  it('a provider that cannot be reached gives 502 and a retry with the same key works afterwards', async () => {
    const fake = liveApp();
    const order = await app.newOrder();
    fake.state.down = true;
    const down = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id }, { key: 'k1' });
    expect(down.status).toBe(502);
    expect(down.body.error.message).toBe('Payment could not be processed');
    fake.state.down = false;
    const retry = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id }, { key: 'k1' });
    expect(retry.status).toBe(201);
    fake.state.down = true;
    expect((await app.get(`/api/payments/card/${retry.body.paymentIntentId}`)).body.error.message).toBe('Unable to verify payment status');
  });
});
