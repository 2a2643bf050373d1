// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { readOutbox } from '../mail/mailer.ts';
import { staffCookie } from '../../../test/helpers/server/test-app.ts';
import { deliverDue } from './deliver.ts';

let app: PaymentApp;
afterEach(() => app.close());

/** Places a Northwind order paid by bank transfer and returns it with the link its e-mail carries. */
async function offlineOrderLink() {
  app = paymentApp();
  const order = await app.newOrder();
  expect((await app.post('/api/payments/offline', { method: 'bank_transfer', orderId: order.id }, { key: 'offline-1' })).status).toBe(200);
  await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
  const [message] = await readOutbox(app.data, 'org_northwind');
  const link = /View your order: (\S+)/.exec(message?.body ?? '')?.[1] ?? '';
  return { order, url: new URL(link), message };
}

/** A request from a browser that never saw the order: no cookie, no session. */
const fresh = (path: string, org = 'org_northwind', cookie?: string) => app.get(path, { org, ...(cookie ? { headers: { cookie } } : {}) });

describe('the order e-mail link', () => {
  it('opens the order confirmation page with a signed token, carries no tracking, and the token is not stored', async () => {
    const { order, url, message } = await offlineOrderLink();
    expect(message?.subject).toBe(`Order ${order.number} received`);
    expect(url.pathname).toBe(`/store/order-confirmation/${order.id}`);
    expect([...url.searchParams.keys()].sort()).toEqual(['org', 'token']);
    expect(url.searchParams.get('org')).toBe('northwind');
    const token = url.searchParams.get('token') ?? '';
    expect(JSON.stringify(await app.data.selectFrom('events').select('data').execute())).not.toContain(token);
  });

  it('lets a fresh browser read the order with its instructions; a wrong token, another order or another tenant reads as missing', async () => {
    const { order, url } = await offlineOrderLink();
    const token = url.searchParams.get('token') ?? '';
    const api = (id: string, t: string) => `/api/storefront/order/${id}?token=${encodeURIComponent(t)}`;

    const opened = await fresh(api(order.id, token));
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      id: order.id,
      paymentStatus: 'pending_payment',
      paymentInstructions: expect.stringContaining(order.number),
    });

    expect((await fresh(`/api/storefront/order/${order.id}`)).status).toBe(404);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await fresh(api(order.id, forged))).status).toBe(404);
    const other = await app.newOrder();
    expect((await fresh(api(other.id, token))).status).toBe(404);
    // The token is bound to its tenant: Harbor's site (even signed in as Harbor staff) does not open it.
    expect((await fresh(api(order.id, token), 'org_harbor', await staffCookie(app.data, 'org_harbor'))).status).toBe(404);
  });

  it('serves the confirmation page that hands the token to the element; a link for another order is not found', async () => {
    const { order, url } = await offlineOrderLink();
    const page = await fresh(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.body).toContain(`data-order-id="${order.id}"`);
    expect(page.body).toContain(`data-token="${url.searchParams.get('token')}"`);

    const other = await app.newOrder();
    const wrong = await fresh(`/store/order-confirmation/${other.id}${url.search}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).not.toContain('data-token');
    expect(wrong.body).toContain('We could not find this order.');
  });
});
