// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { checkAllowedUrl } from '../../../../../shared/payments/allow-list.ts';
import { buildProviders, replaceProviders } from '../../../payments/providers.ts';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const create = (body: Record<string, unknown>, key?: string) => app.post('/api/payments/multi/sessions', body, { key });
const poll = (id: string, org?: string) => app.get(`/api/payments/multi/sessions/${id}`, { org });

/** Reads the simulator page of a session and its form token. */
async function page(paymentUrl: string) {
  const res = await app.app.request(paymentUrl);
  const html = await res.text();
  return { status: res.status, html, token: /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '' };
}
const press = (paymentUrl: string, token: string, action: string, headers: Record<string, string> = {}) =>
  app.app.request(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token, action }).toString(),
  });

describe('multi-method provider sessions', () => {
  it('creates a session for the server’s amount with a simulator payment_url; Complete makes the next poll completed and the order paid', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const created = await create({ orderId: order.id, method: 'crypto', crypto: 'BTC', amount: 5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^mps_/),
      status: 'pending',
      payment_url: `http://localhost/sim/multipay/${created.body.id}`,
    });
    expect(checkAllowedUrl(created.body.payment_url, ['localhost']).ok).toBe(true);
    expect((await app.payments(order.id))[0]).toMatchObject({
      method: 'crypto',
      amount_cents: NW_ORDER_TOTAL,
      details: '{"crypto":"BTC"}',
    });

    const sim = await page(created.body.payment_url);
    expect(sim.status).toBe(200);
    expect(sim.html).toContain('Payment simulator.');
    expect(sim.html).toContain('$29.76');
    expect(sim.html).toContain('Cryptocurrency (BTC)');
    expect(sim.html).not.toMatch(/<script|style=/);
    expect((await poll(created.body.id)).body).toMatchObject({ status: 'pending', success: false });

    const pressed = await press(created.body.payment_url, sim.token, 'complete', { origin: 'http://localhost' });
    expect(pressed.status).toBe(303);
    expect((await poll(created.body.id)).body).toMatchObject({
      status: 'completed',
      success: true,
      transaction_id: expect.stringMatching(/^mpt_/),
    });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: created.body.id });
    expect((await page(created.body.payment_url)).html).toContain('The payment is complete.');
  });

  it('Fail and Let expire end the session with "Payment failed or expired"', async () => {
    app = paymentApp();
    for (const [action, status] of [
      ['fail', 'failed'],
      ['expire', 'expired'],
    ] as const) {
      const order = await app.newOrder();
      const { body } = await create({ orderId: order.id, method: 'card' });
      await press(body.payment_url, (await page(body.payment_url)).token, action);
      expect((await poll(body.id)).body).toMatchObject({ status, success: false, message: 'Payment failed or expired' });
      expect((await app.orderState(order.id))?.paymentStatus).toBe('failed');
    }
  });

  it('expires a session left open past its time', async () => {
    app = paymentApp({ PAYMENT_SIM_SESSION_TTL_SECONDS: '60' });
    let now = new Date('2026-03-02T14:00:00Z');
    replaceProviders(app.config, app.data, buildProviders(app.config, app.data, { now: () => now }));
    const order = await app.newOrder();
    const { body } = await create({ orderId: order.id, method: 'mobile_wallet' });
    now = new Date('2026-03-02T14:00:59Z');
    expect((await poll(body.id)).body.status).toBe('pending');
    now = new Date('2026-03-02T14:01:00Z');
    expect((await poll(body.id)).body).toMatchObject({ status: 'expired', message: 'Payment failed or expired' });
    const { token } = await page(body.payment_url);
    expect(token).toBe(''); // no buttons once expired
  });

  it('a session the provider reports completed at once is paid at once', async () => {
    app = paymentApp();
    const providers = buildProviders(app.config, app.data);
    const session = {
      id: 'ps_now',
      status: 'completed',
      payment_url: null,
      transaction_id: 'tx_now',
      amount: NW_ORDER_TOTAL,
      currency: 'USD',
    };
    providers.multipay = {
      mode: 'live',
      paymentHosts: ['pay.multipay.test'],
      createSession: async () => session,
      getSession: async () => session,
      refund: async () => ({ id: 'rf_none', status: 'failed' }),
    };
    replaceProviders(app.config, app.data, providers);
    const order = await app.newOrder();
    expect((await create({ orderId: order.id, method: 'card' })).body).toMatchObject({
      id: 'ps_now',
      status: 'completed',
      success: true,
      payment_url: null,
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });

  it('refuses a page form without the session token or from another origin', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const { body } = await create({ orderId: order.id, method: 'bank_account' });
    const { token } = await page(body.payment_url);
    expect((await press(body.payment_url, 'a'.repeat(48), 'complete')).status).toBe(403);
    expect((await press(body.payment_url, token, 'complete', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await press(body.payment_url, token, 'explode')).status).toBe(403);
    expect((await poll(body.id)).body.status).toBe('pending');
    expect((await app.app.request('/sim/multipay/mps_unknown')).status).toBe(404);
  });

  it('validates the method and crypto, naming the field', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    expect((await create({ orderId: order.id, method: 'cheque' })).body.error.field).toBe('method');
    expect((await create({ orderId: order.id, method: 'crypto' })).body.error).toMatchObject({
      field: 'crypto',
      message: 'crypto: is required for crypto payments',
    });
    expect((await create({ orderId: order.id, method: 'card', crypto: 'BTC' })).body.error).toMatchObject({ field: 'crypto' });
    expect((await create({ orderId: order.id, method: 'crypto', crypto: 'DOGE' })).body.error.field).toBe('crypto');
  });

  it('one Idempotency-Key makes one session; tenants are kept apart; a reservation is confirmed', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const first = await create({ orderId: order.id, method: 'card' }, 'mk-1');
    const again = await create({ orderId: order.id, method: 'card' }, 'mk-1');
    expect(again.body.id).toBe(first.body.id);
    expect(await app.payments(order.id)).toHaveLength(1);
    expect((await poll(first.body.id, 'org_harbor')).status).toBe(404);
    const reservation = await app.newReservation();
    const session = (await create({ reservationId: reservation.id, manageToken: reservation.manageToken, method: 'card' })).body;
    await press(session.payment_url, (await page(session.payment_url)).token, 'complete');
    expect((await poll(session.id)).body.success).toBe(true);
    const stored = await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst();
    expect(stored?.status).toBe('confirmed');
  });
});
