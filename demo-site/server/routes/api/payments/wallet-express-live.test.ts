// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BUYER, startFakePaypalApi, type FakePaypalApi } from '../../../../../test/fakes/paypal-api.ts';
import { type PaymentApp, paymentApp, paypalThroughApi } from '../../../../../test/helpers/server/payment-app.ts';

const KEYS = { PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret', DEMO_MODE: 'false' };
/** NW-BOO-020 (19.00) + 10.00 shipping + 8 % US tax on the goods. */
const HOME_TOTAL = 1900 + 1000 + 152;

let fake: FakePaypalApi;
let app: PaymentApp;
beforeAll(async () => {
  fake = await startFakePaypalApi();
});
afterAll(() => fake.close());
afterEach(() => {
  app.close();
  fake.calls.length = 0;
  fake.captures = 0;
  fake.down = false;
  fake.patches.length = 0;
});

/** An app whose real PayPal adapter talks to the fake PayPal API. */
function liveApp() {
  app = paymentApp(KEYS);
  paypalThroughApi(app, fake.url);
}

const cookieOf = (headers: Headers) => /site_token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';

async function start() {
  const created = await app.post('/api/payments/wallet/express', { items: [{ sku: 'NW-BOO-020', quantity: 1 }] });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, cookie: cookieOf(created.headers) };
}

const capture = (id: string, cookie: string, key?: string) =>
  app.post(`/api/payments/wallet/express/${id}/capture`, {}, { ...(key ? { key } : {}), headers: { cookie } });

describe('PayPal express checkout through the real adapter', () => {
  it('asks PayPal to collect the address, makes the order from PayPal’s payer and shipping, and captures once', async () => {
    liveApp();
    const { id, cookie } = await start();
    const order = fake.orders.get(id);
    expect(order).toMatchObject({ shippingPreference: 'GET_FROM_FILE', amount: { currency_code: 'USD', value: '30.52' } });
    fake.approve(id);
    const captured = await capture(id, cookie, 'live-express-1');
    expect(captured.body).toMatchObject({ success: true, status: 'succeeded' });
    expect(captured.body.order).toMatchObject({
      total: HOME_TOTAL,
      paymentStatus: 'paid',
      customerInfo: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Buyer' },
      shippingAddress: { address: '200 Lake St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' },
    });
    expect(fake.captures).toBe(1);
    expect((await capture(id, cookie, 'live-express-1')).body.orderId).toBe(captured.body.orderId);
    expect((await capture(id, cookie)).body.orderId).toBe(captured.body.orderId);
    expect(fake.captures).toBe(1);
  });

  it('does not capture when the address PayPal returns changes the total (New York’s tax)', async () => {
    liveApp();
    const { id, cookie } = await start();
    fake.approve(id, {
      ...FAKE_BUYER,
      address: { ...FAKE_BUYER.address, admin_area_2: 'New York', admin_area_1: 'NY', postal_code: '10004' },
    });
    const refused = await capture(id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('amount_changed');
    expect(fake.captures).toBe(0);
  });

  it('does not capture a PayPal order whose amount was changed behind our back', async () => {
    liveApp();
    const { id, cookie } = await start();
    const order = fake.orders.get(id);
    if (order) order.amount = { currency_code: 'USD', value: '0.01' };
    fake.approve(id);
    const refused = await capture(id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('amount_mismatch');
    expect(fake.captures).toBe(0);
  });

  it('refuses a stranger’s capture without asking PayPal anything', async () => {
    liveApp();
    const { id } = await start();
    fake.approve(id);
    const calls = fake.calls.length;
    expect((await capture(id, '')).status).toBe(404);
    expect(fake.calls.length).toBe(calls);
  });

  it('answers 502 when PayPal is down, and the next try completes the payment', async () => {
    liveApp();
    const { id, cookie } = await start();
    fake.approve(id);
    fake.down = true;
    expect((await capture(id, cookie)).status).toBe(502);
    fake.down = false;
    expect((await capture(id, cookie)).body).toMatchObject({ success: true, status: 'succeeded' });
    expect(fake.captures).toBe(1);
  });
});

describe('PayPal express checkout through the real adapter when the address changes the total', () => {
  const NEW_YORK = {
    ...FAKE_BUYER,
    address: { ...FAKE_BUYER.address, admin_area_2: 'New York', admin_area_1: 'NY', postal_code: '10004' },
  };
  const shipTo = (id: string, cookie: string, address: unknown) =>
    app.post(`/api/payments/wallet/express/${id}/shipping`, address, { headers: { cookie } });

  it('creates the order with PayPal’s default purchase unit, patches its amount for New York, and captures that amount', async () => {
    liveApp();
    const { id, cookie } = await start();
    expect(fake.orders.get(id)).toMatchObject({ referenceId: 'default' });
    const changed = await shipTo(id, cookie, { country: 'US', state: 'NY', city: 'New York', postalCode: '10004' });
    expect(changed.body).toMatchObject({ total: 2976, tax: 76 });
    expect(fake.patches).toEqual([
      {
        id,
        ops: [{ op: 'replace', path: "/purchase_units/@reference_id=='default'/amount", value: { currency_code: 'USD', value: '29.76' } }],
      },
    ]);
    fake.approve(id, NEW_YORK);
    const captured = await capture(id, cookie);
    expect(captured.body).toMatchObject({ success: true, status: 'succeeded' });
    expect(captured.body.order).toMatchObject({ total: 2976, paymentStatus: 'paid' });
    expect(fake.orders.get(id)?.capture).toMatchObject({ amount: { currency_code: 'USD', value: '29.76' } });
  });

  it('asks PayPal nothing when the total stays, and answers 502 with the amount unchanged when PayPal refuses the update', async () => {
    liveApp();
    const { id, cookie } = await start();
    fake.patches.length = 0;
    expect((await shipTo(id, cookie, { country: 'US', state: 'IL' })).status).toBe(200);
    expect(fake.patches).toEqual([]);
    const order = fake.orders.get(id);
    if (order) order.status = 'COMPLETED'; // PayPal: "Order is voided or completed and hence cannot be patched."
    expect((await shipTo(id, cookie, { country: 'US', state: 'NY' })).status).toBe(502);
    expect(order?.amount.value).toBe('30.52');
    expect(
      (await app.data.selectFrom('express_payments').select('amount_cents').where('provider_ref', '=', id).executeTakeFirst())
        ?.amount_cents,
    ).toBe(HOME_TOTAL);
  });
});
