// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, orderRequest, tokenFrom } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp();
afterAll(() => t.close());

const sessionRows = async () => (await t.data.selectFrom('sessions').select('token_hash').execute()).length;
const expireAllSessions = () => t.data.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
/** An order create: the route that records something under the shopper's session. */
const placeOrder = (headers: Record<string, string> = {}, path = '/api/storefront/order/create') =>
  call(t, path, jsonPost(orderRequest(), headers));

describe('anonymous shopper sessions', () => {
  beforeEach(async () => {
    await t.data.deleteFrom('sessions').execute();
  });

  it('sets a readable, Lax, 7-day site_token cookie when an order is recorded without a valid token', async () => {
    const { status, headers } = await placeOrder();
    expect(status).toBe(201);
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^site_token=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    const row = await t.data
      .selectFrom('sessions')
      .select(['tenant_id', 'expires_at'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe('org_northwind');
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('stores no session for reads: 100 GETs without a cookie leave no rows and set no cookie', async () => {
    const reads = [
      '/api/storefront/orders',
      '/api/storefront/orders/all',
      '/api/storefront/order/nosuch',
      '/api/storefront/cart/get/nosuch',
    ];
    for (let i = 0; i < 100; i++) {
      const { headers } = await call(t, reads[i % reads.length] ?? '');
      expect(tokenFrom(headers)).toBeUndefined();
    }
    expect(await sessionRows()).toBe(0);
  });

  it('creates exactly one session for a shopper: on the first order, reused by the next', async () => {
    const { status, body } = await call(t, '/api/storefront/order/create', jsonPost({ items: [] }));
    expect(status).toBe(400);
    expect(body).toHaveProperty('error');
    expect(await sessionRows()).toBe(0);
    const token = tokenFrom((await placeOrder()).headers) ?? '';
    expect(token).not.toBe('');
    expect(tokenFrom((await placeOrder({ cookie: `site_token=${token}` })).headers)).toBeUndefined();
    expect(await sessionRows()).toBe(1);
  });

  it('keeps a valid token (cookie or bearer), and stores only its hash', async () => {
    const token = tokenFrom((await placeOrder()).headers) ?? '';
    expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { cookie: `site_token=${token}` } })).headers)).toBeUndefined();
    expect(tokenFrom((await placeOrder({ authorization: `Bearer ${token}` })).headers)).toBeUndefined();
    const mine = await call<{ data: unknown[] }>(t, '/api/storefront/orders', { headers: { authorization: `Bearer ${token}` } });
    expect(mine.body.data).toHaveLength(2);
    expect(await t.data.selectFrom('sessions').select('token_hash').where('token_hash', '=', token).execute()).toEqual([]);
  });

  it('replaces unknown, malformed or expired tokens with a new session when one is needed', async () => {
    for (const bad of ['x'.repeat(43), 'short', '"><script>']) {
      expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { authorization: `Bearer ${bad}` } })).headers)).toBeUndefined();
      expect(tokenFrom((await placeOrder({ authorization: `Bearer ${bad}` })).headers)).toBeTruthy();
    }
    const token = tokenFrom((await placeOrder()).headers) ?? '';
    await expireAllSessions();
    const expired = await call<{ data: unknown[] }>(t, '/api/storefront/orders', { headers: { cookie: `site_token=${token}` } });
    expect(expired.body.data).toEqual([]);
    expect(tokenFrom((await placeOrder({ cookie: `site_token=${token}` })).headers)).toBeTruthy();
  });

  it('purges expired sessions of the tenant when a new one is created', async () => {
    await placeOrder();
    await placeOrder();
    await expireAllSessions();
    await placeOrder();
    expect(await sessionRows()).toBe(1);
  });

  it('refuses a token of another organisation with 403', async () => {
    const token = tokenFrom((await placeOrder()).headers) ?? '';
    const { status, body } = await call(t, '/api/storefront/orders', {
      headers: { orgid: 'org_harbor', authorization: `Bearer ${token}` },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'forbidden', message: 'This session belongs to another organisation.' } });
  });

  it('marks the cookie Secure over https', async () => {
    const { headers } = await placeOrder({}, 'https://shop.example/api/storefront/order/create');
    expect(headers.get('set-cookie')).toContain('Secure');
  });
});
