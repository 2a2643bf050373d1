// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { appAuthorization, customerCookie } from '../../../../../test/helpers/server/test-app.ts';
import { HB_ORDER_TOTAL, NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

/** The seeded Northwind customer with a balance of 250.00, signed in by an e-mailed code. */
const SHOPPER = 'shopper@northwind.example';
// A browser sends its page's origin with every POST: the server refuses signed-in posts without it.
const ORIGIN = 'http://localhost';

/** Sets what a gift card (of any tenant, by code) holds. */
const setGiftCardBalance = (code: string, cents: number) =>
  app.data.updateTable('gift_cards').set({ balance_cents: cents }).where('code', '=', code).execute();
/** What a gift card (by code) holds now. */
const giftCardBalance = async (code: string) =>
  (await app.data.selectFrom('gift_cards').select('balance_cents').where('code', '=', code).executeTakeFirst())?.balance_cents;
const asShopper = async () => ({ cookie: await customerCookie(app.data, SHOPPER), origin: ORIGIN });
const balanceOf = async (userId = 'me', org?: string) =>
  app.get(`/api/payments/account-balance/${userId}`, { org, headers: await asShopper() });
const payBalance = async (body: Record<string, unknown>, key?: string, headers?: Record<string, string>) =>
  app.post('/api/payments/account-balance', body, { key, headers: headers ?? (await asShopper()) });
const payGift = (body: Record<string, unknown>, options: { key?: string; org?: string } = {}) =>
  app.post('/api/payments/gift-card', body, options);

describe('account balance', () => {
  it('reads the balance, pays with the server’s amount (a tampered amount is ignored) and marks the order paid', async () => {
    app = paymentApp();
    expect((await balanceOf()).body).toEqual({ userId: SHOPPER, balance: 25000, currency: 'USD' });
    const order = await app.newOrder();
    const paid = await payBalance({
      orderId: order.id,
      amount: 1,
      currency: 'USD',
      customer: { email: 'ada@example.com' },
      metadata: { x: 1 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      status: 'succeeded',
      transactionId: expect.stringMatching(/^pay_/),
      metadata: { amount: NW_ORDER_TOTAL, remainingBalance: 25000 - NW_ORDER_TOTAL },
    });
    expect((await balanceOf()).body.balance).toBe(25000 - NW_ORDER_TOTAL);
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: paid.body.payment_intent_id });
    const twice = await payBalance({ orderId: order.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This order is already paid.');
    expect((await balanceOf()).body.balance).toBe(25000 - NW_ORDER_TOTAL);
  });

  it('answers "Insufficient Balance" (409) when short, and unknown users with 404', async () => {
    app = paymentApp();
    await app.data.updateTable('account_balances').set({ balance_cents: 100 }).where('user_id', '=', SHOPPER).execute();
    const short = await payBalance({ orderId: (await app.newOrder()).id });
    expect(short.status).toBe(409);
    expect(short.body.error).toEqual({ code: 'insufficient_balance', message: 'Insufficient Balance' });
    expect((await balanceOf()).body.balance).toBe(100);
    const staff = { authorization: appAuthorization(app.config) };
    expect((await app.get('/api/payments/account-balance/nobody', { headers: staff })).status).toBe(404);
    expect((await payBalance({ userId: 'nobody', orderId: (await app.newOrder()).id }, undefined, staff)).body.error.field).toBe('userId');
    expect((await payBalance({ userId: '' }, undefined, staff)).body.error.field).toBe('userId');
  });

  it("is spent and read only by its owner: 401 without a customer session, 403 naming another, another tenant's session counts as none", async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const anonymous = await payBalance({ userId: SHOPPER, orderId: order.id }, undefined, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('Sign in with the code we email you to use your account balance.');
    expect((await app.get(`/api/payments/account-balance/${SHOPPER}`)).status).toBe(401);
    const other = { cookie: await customerCookie(app.data, 'mallory@example.com'), origin: ORIGIN };
    expect((await payBalance({ userId: SHOPPER, orderId: order.id }, undefined, other)).status).toBe(403);
    expect((await app.get(`/api/payments/account-balance/${SHOPPER}`, { headers: other })).status).toBe(403);
    const harborSession = { cookie: await customerCookie(app.data, SHOPPER, 'org_harbor'), origin: ORIGIN };
    expect((await payBalance({ orderId: order.id }, undefined, harborSession)).status).toBe(401);
    expect((await balanceOf()).body.balance).toBe(25000);
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: expect.not.stringMatching(/^paid$/) });
  });

  it('20 racing redemptions on a balance that covers 3: exactly 3 succeed, never negative', async () => {
    app = paymentApp();
    await app.data
      .updateTable('account_balances')
      .set({ balance_cents: 3 * NW_ORDER_TOTAL + 100 })
      .where('tenant_id', '=', 'org_northwind')
      .where('user_id', '=', SHOPPER)
      .execute();
    const orders = await Promise.all(Array.from({ length: 20 }, () => app.newOrder()));
    const results = await Promise.all(orders.map((order, i) => payBalance({ orderId: order.id }, `race-${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.message === 'Insufficient Balance')).toBe(true);
    expect((await balanceOf()).body.balance).toBe(100);
    const succeeded = await app.data
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('provider', '=', 'account_balance')
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(succeeded.n)).toBe(3);
  });

  it('a double submit with one Idempotency-Key pays once', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const [a, b] = await Promise.all([payBalance({ orderId: order.id }, 'bal-1'), payBalance({ orderId: order.id }, 'bal-1')]);
    expect([a.status, b.status]).toContain(200);
    const again = await payBalance({ orderId: order.id }, 'bal-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.payments(order.id)).toHaveLength(1);
    expect((await balanceOf()).body.balance).toBe(25000 - NW_ORDER_TOTAL);
  });

  it('pays a reservation (price + 8.25 %) and confirms it; a tenant without the gateway refuses', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const paid = await payBalance({ reservationId: reservation.id, manageToken: reservation.manageToken });
    expect(paid.body).toMatchObject({ success: true, metadata: { reservationId: reservation.id, amount: 5304 } });
    const stored = await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst();
    expect(stored?.status).toBe('confirmed');
    expect((await payBalance({ reservationId: reservation.id, manageToken: reservation.manageToken })).body.error.code).toBe(
      'already_paid',
    );
    const harbor = await app.post(
      '/api/payments/account-balance',
      { orderId: (await app.newOrder('org_harbor')).id },
      { org: 'org_harbor', headers: { cookie: await customerCookie(app.data, 'shopper@harbor.example', 'org_harbor'), origin: ORIGIN } },
    );
    expect(harbor.body.error).toEqual({ code: 'gateway_unavailable', message: 'Payment gateway "account_balance" not available' });
  });
});

describe('gift cards', () => {
  it('checks a code case-insensitively and refuses unknown, empty and other tenants’ codes', async () => {
    app = paymentApp();
    expect((await app.post('/api/payments/gift-card/check', { giftCardCode: ' gift50 ' })).body).toEqual({
      valid: true,
      code: 'GIFT50',
      balance: 5000,
      currency: 'USD',
    });
    const invalid = await app.post('/api/payments/gift-card/check', { giftCardCode: 'NOPE' });
    expect(invalid.status).toBe(404);
    expect(invalid.body.error.message).toBe('Invalid gift card code');
    expect((await app.post('/api/payments/gift-card/check', { giftCardCode: 'HARBOR25' })).status).toBe(404);
    expect((await app.post('/api/payments/gift-card/check', { giftCardCode: 'harbor25' }, { org: 'org_harbor' })).body.balance).toBe(2500);
    const empty = await app.post('/api/payments/gift-card/check', { giftCardCode: '  ' });
    expect(empty.body.error).toMatchObject({ field: 'giftCardCode', message: 'giftCardCode: Please enter a gift card code' });
  });

  it('pays with the server’s amount, answers "Insufficient Gift Card Balance", and refuses expired cards', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const paid = await payGift({ giftCardCode: 'gift100', orderId: order.id, amount: 0 });
    expect(paid.body).toMatchObject({ success: true, metadata: { amount: NW_ORDER_TOTAL, remainingBalance: 10000 - NW_ORDER_TOTAL } });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    const short = await payGift({ giftCardCode: 'GIFT25', orderId: (await app.newOrder()).id });
    expect(short.status).toBe(409);
    expect(short.body.error.message).toBe('Insufficient Gift Card Balance');
    await app.data.updateTable('gift_cards').set({ expires_at: '2020-01-01T00:00:00Z' }).where('code', '=', 'GIFT50').execute();
    expect((await payGift({ giftCardCode: 'GIFT50', orderId: (await app.newOrder()).id })).body.error.message).toBe(
      'Invalid gift card code',
    );
    const harborOrder = await app.newOrder('org_harbor');
    const harbor = await payGift({ giftCardCode: 'harbor25', orderId: harborOrder.id }, { org: 'org_harbor' });
    expect(harbor.status).toBe(409); // 25.00 does not cover 28.95
    await setGiftCardBalance('HARBOR25', HB_ORDER_TOTAL);
    expect((await payGift({ giftCardCode: 'harbor25', orderId: harborOrder.id }, { org: 'org_harbor' })).body.metadata).toMatchObject({
      currency: 'GBP',
      remainingBalance: 0,
    });
  });

  it('20 racing redemptions of one card that covers 3: exactly 3 succeed, never negative', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' }); // 20 at once from one caller is over the gift-card limit, tested on its own
    await setGiftCardBalance('GIFT100', 3 * NW_ORDER_TOTAL);
    const orders = await Promise.all(Array.from({ length: 20 }, () => app.newOrder()));
    const results = await Promise.all(orders.map((order, i) => payGift({ giftCardCode: 'GIFT100', orderId: order.id }, { key: `g-${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await giftCardBalance('GIFT100')).toBe(0);
  });

  it('the same key with another body is refused (422) and pays nothing more', async () => {
    app = paymentApp();
    const first = await payGift({ giftCardCode: 'GIFT100', orderId: (await app.newOrder()).id }, { key: 'gk' });
    expect(first.status).toBe(200);
    expect((await payGift({ giftCardCode: 'GIFT100', orderId: (await app.newOrder()).id }, { key: 'gk' })).status).toBe(422);
    expect(await giftCardBalance('GIFT100')).toBe(10000 - NW_ORDER_TOTAL);
  });
});
