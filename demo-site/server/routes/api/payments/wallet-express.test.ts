// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_POLICIES } from '../../../middleware/rate-limits.ts';
import { SIM_PAYPAL_BUYER, type PaypalSimulator } from '../../../payments/paypal-sim.ts';
import { providersFor } from '../../../payments/providers.ts';
import { staffCookie } from '../../../../../test/helpers/server/test-app.ts';
import { paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

/** NW-BOO-020 (19.00) + 10.00 shipping + 8 % US tax on the goods: the home-country quote, and Illinois's total. */
const HOME_TOTAL = 1900 + 1000 + 152;
const LINES = [{ sku: 'NW-BOO-020', quantity: 1 }];
const NEW_YORK = { ...SIM_PAYPAL_BUYER, address: { line1: '5 Broadway', city: 'New York', state: 'NY', zip: '10004', country: 'US' } };

/** The shopper's session cookie from an answer's Set-Cookie. */
const cookieOf = (headers: Headers) => /site_token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';

/** Starts an express payment as a shopper: the PayPal order id and the shopper's cookie. */
async function start(body: Record<string, unknown> = { items: LINES }, org?: string) {
  const created = await app.post('/api/payments/wallet/express', body, org ? { org } : {});
  return { created, id: created.body.id as string, cookie: cookieOf(created.headers) };
}

const capture = (id: string, cookie: string, options: { key?: string; org?: string } = {}) =>
  app.post(`/api/payments/wallet/express/${id}/capture`, {}, { ...options, headers: cookie ? { cookie } : {} });

const simulator = () => providersFor(app.config, app.data).paypal as PaypalSimulator;

const orderCount = async () =>
  Number(
    (
      await app.data
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** How many payments the PayPal gateway has recorded. */
const paypalPayments = async () =>
  Number(
    (
      await app.data
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('provider', '=', 'paypal')
        .executeTakeFirstOrThrow()
    ).n,
  );
/** How many orders the PayPal simulator holds. */
const paypalSimulatorOrders = async () =>
  Number(
    (
      await app.data
        .selectFrom('payment_simulator_objects')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('provider', '=', 'paypal')
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Changes the amount of a PayPal simulator order behind the server's back. */
const tamperWithAmount = (id: string) =>
  app.data
    .updateTable('payment_simulator_objects')
    .set({ amount_cents: 100 })
    .where('provider', '=', 'paypal')
    .where('id', '=', id)
    .execute();

describe('PayPal express checkout with the simulator', () => {
  it('prices the quote on the server, and after approval creates the order from PayPal’s buyer, captures once and marks it paid', async () => {
    app = paymentApp();
    const before = await orderCount();
    const { created, id, cookie } = await start({ items: [{ sku: 'NW-BOO-020', quantity: 1, price: 1 }], amount: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^SIMPP/), status: 'CREATED', amount: HOME_TOTAL, currency: 'USD' });
    expect(await orderCount()).toBe(before); // no order of ours before the buyer is known
    expect((await app.post(`/sim/paypal/orders/${id}/approve`, {})).status).toBe(200);

    const captured = await capture(id, cookie, { key: 'express-1' });
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ success: true, status: 'succeeded', message: 'Payment completed successfully!' });
    expect(captured.body.order).toMatchObject({
      total: HOME_TOTAL,
      paymentStatus: 'paid',
      customerInfo: { email: 'buyer@example.com', firstName: 'Pat', lastName: 'Payer' },
      shippingAddress: { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' },
    });
    const orderId = captured.body.orderId as string;
    expect(await app.orderState(orderId)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: id });
    expect(await app.payments(orderId)).toHaveLength(1);

    // The same key replays; a new try answers the same order; nothing is captured or created again.
    expect((await capture(id, cookie, { key: 'express-1' })).body.orderId).toBe(orderId);
    expect((await capture(id, cookie)).body).toMatchObject({ success: true, orderId });
    expect(await orderCount()).toBe(before + 1);
    expect(await app.payments(orderId)).toHaveLength(1);
  });

  it('refuses before capturing when shipping or tax for the buyer’s address changes the total', async () => {
    app = paymentApp();
    const before = await orderCount();
    const { id, cookie } = await start();
    await simulator().decide(id, 'approve', NEW_YORK); // New York's 4 % instead of the 8 % quoted
    const refused = await capture(id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'amount_changed', message: expect.stringMatching(/nothing was charged/) });
    expect(await orderCount()).toBe(before);
    expect(await simulator().getOrder(id)).toMatchObject({ status: 'APPROVED' }); // never captured
    expect((await capture(id, cookie)).status).toBe(409); // and it stays closed
  });

  it('refuses a PayPal order whose amount is not the one the server asked for', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    await tamperWithAmount(id);
    await simulator().decide(id, 'approve');
    const refused = await capture(id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('amount_mismatch');
    expect(await simulator().getOrder(id)).toMatchObject({ status: 'APPROVED' });
  });

  it('does not capture an order the buyer has not approved, and a declined payment leaves the order unpaid', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    expect((await capture(id, cookie)).body).toMatchObject({ success: false, status: 'not_approved' });
    await simulator().decide(id, 'decline');
    const declined = await capture(id, cookie);
    expect(declined.body).toMatchObject({ success: false, status: 'failed', message: expect.stringMatching(/declined/) });
    expect((await app.orderState(declined.body.orderId as string))?.paymentStatus).toBe('failed');
  });

  it('refuses a capture without the shopper’s session, from another session and for another tenant, and then pays for the shopper', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    await simulator().decide(id, 'approve');
    const other = cookieOf((await start()).created.headers);
    for (const answer of [await capture(id, ''), await capture(id, other), await capture(id, '', { org: 'org_harbor' })]) {
      expect(answer.status).toBe(404);
    }
    // The shopper's own session sent to the other tenant is refused by the session guard.
    expect((await capture(id, cookie, { org: 'org_harbor' })).status).toBe(403);
    expect(await paypalPayments()).toBe(0);
    expect((await capture(id, cookie)).body.success).toBe(true);
  });

  it('refuses unknown skus and missing lines before PayPal is asked', async () => {
    app = paymentApp();
    expect((await start({ items: [{ sku: 'NOPE', quantity: 1 }] })).created.status).toBe(404);
    expect((await start({ items: [] })).created.status).toBe(400);
    expect(await paypalSimulatorOrders()).toBe(0);
  });

  it('counts express starts against the order-creation limit of the visitor’s address', async () => {
    app = paymentApp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_POLICIES['order-create'].points; i++) statuses.push((await start()).created.status);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** New York's 4 % state rate instead of the 8 % quoted at home: 19.00 + 10.00 + 0.76. */
const NEW_YORK_TOTAL = 1900 + 1000 + 76;
const NY_ADDRESS = { country: 'US', state: 'NY', city: 'New York', postalCode: '10004' };

const shipTo = (id: string, cookie: string, address: unknown, options: { org?: string; headers?: Record<string, string> } = {}) =>
  app.post(`/api/payments/wallet/express/${id}/shipping`, address, {
    ...options,
    headers: { ...(cookie ? { cookie } : {}), ...options.headers },
  });

describe('PayPal express checkout when the buyer’s address changes the total', () => {
  it('re-prices for the address PayPal reports, updates PayPal’s amount, and the capture then accepts that amount', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    const changed = await shipTo(id, cookie, NY_ADDRESS);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id, currency: 'USD', subtotal: 1900, shipping: 1000, tax: 76, discount: 0, total: NEW_YORK_TOTAL });
    expect(await simulator().getOrder(id)).toMatchObject({ amount: NEW_YORK_TOTAL });
    await simulator().decide(id, 'approve', NEW_YORK);
    const captured = await capture(id, cookie);
    expect(captured.body).toMatchObject({ success: true, status: 'succeeded' });
    expect(captured.body.order).toMatchObject({
      total: NEW_YORK_TOTAL,
      paymentStatus: 'paid',
      shippingAddress: { state: 'NY', city: 'New York' },
    });
  });

  it('still refuses a capture whose address is not the one last priced, or whose PayPal amount was changed behind our back', async () => {
    app = paymentApp();
    const moved = await start();
    await shipTo(moved.id, moved.cookie, NY_ADDRESS);
    await simulator().decide(moved.id, 'approve'); // the buyer ends up in Chicago without PayPal telling the page
    expect((await capture(moved.id, moved.cookie)).body.error.code).toBe('amount_changed');

    const tampered = await start();
    await shipTo(tampered.id, tampered.cookie, NY_ADDRESS);
    await tamperWithAmount(tampered.id);
    await simulator().decide(tampered.id, 'approve', NEW_YORK);
    expect((await capture(tampered.id, tampered.cookie)).body.error.code).toBe('amount_mismatch');
    expect(await paypalPayments()).toBe(0);
  });

  it('leaves the amount alone when the address does not change the total, and back home it returns to the home total', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    expect((await shipTo(id, cookie, { country: 'us', state: 'IL' })).body.total).toBe(HOME_TOTAL);
    await shipTo(id, cookie, NY_ADDRESS);
    expect((await shipTo(id, cookie, { country: 'US', state: 'Illinois' })).body.total).toBe(HOME_TOTAL);
    expect(await simulator().getOrder(id)).toMatchObject({ amount: HOME_TOTAL });
  });

  it('refuses a country the store does not ship to (PayPal is then told to reject it), and a payment already captured', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    const refused = await shipTo(id, cookie, { country: 'FR', city: 'Paris', postalCode: '75001' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'not_shipped', field: 'country' });
    expect((await shipTo(id, cookie, { country: 'France' })).status).toBe(400);
    expect(await simulator().getOrder(id)).toMatchObject({ amount: HOME_TOTAL });
    await simulator().decide(id, 'approve');
    expect((await capture(id, cookie)).body.success).toBe(true);
    const late = await shipTo(id, cookie, NY_ADDRESS);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('express_closed');
  });

  it('answers strangers alike and changes nothing: no session, another shopper, the other tenant, the other tenant’s staff', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    const other = cookieOf((await start()).created.headers);
    const harborStaff = await staffCookie(app.data, 'org_harbor');
    const answers = [
      await shipTo(id, '', NY_ADDRESS),
      await shipTo(id, other, NY_ADDRESS),
      await shipTo(id, '', NY_ADDRESS, { org: 'org_harbor' }),
      await shipTo(id, harborStaff, NY_ADDRESS, { headers: { origin: 'http://localhost' } }),
      await shipTo(id, harborStaff, NY_ADDRESS, { org: 'org_harbor', headers: { origin: 'http://localhost' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await shipTo(id, cookie, NY_ADDRESS, { org: 'org_harbor' })).status).toBe(403);
    expect(await simulator().getOrder(id)).toMatchObject({ amount: HOME_TOTAL });
    const stored = await app.data.selectFrom('express_payments').select('amount_cents').where('provider_ref', '=', id).executeTakeFirst();
    expect(stored?.amount_cents).toBe(HOME_TOTAL);
  });

  it('counts address changes against their own limit per visitor address', async () => {
    app = paymentApp();
    const { id, cookie } = await start();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_POLICIES['express-address'].points; i++)
      statuses.push((await shipTo(id, cookie, i % 2 ? NY_ADDRESS : { country: 'US', state: 'IL' })).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
