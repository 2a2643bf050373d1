// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';
import { call, tokenFrom } from './storefront/fixtures.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('anonymous shopper sessions', () => {
  it('sets a readable, Lax, 7-day site_token cookie when the request has no valid token', async () => {
    const { headers } = await call(t, '/api/storefront/orders');
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^site_token=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    const row = t.db.prepare('SELECT tenant_id, expires_at FROM sessions ORDER BY created_at DESC LIMIT 1').get() as { tenant_id: string; expires_at: string };
    expect(row.tenant_id).toBe('org_northwind');
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('keeps a valid token (cookie or bearer), and stores only its hash', async () => {
    const token = tokenFrom((await call(t, '/api/storefront/orders')).headers) ?? '';
    expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { cookie: `site_token=${token}` } })).headers)).toBeUndefined();
    expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { authorization: `Bearer ${token}` } })).headers)).toBeUndefined();
    expect(t.db.prepare('SELECT count(*) FROM sessions WHERE token_hash = ?').pluck().get(token)).toBe(0);
  });

  it('replaces unknown, malformed or expired tokens with a new session', async () => {
    for (const bad of ['x'.repeat(43), 'short', '"><script>']) {
      expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { authorization: `Bearer ${bad}` } })).headers)).toBeTruthy();
    }
    const token = tokenFrom((await call(t, '/api/storefront/orders')).headers) ?? '';
    t.db.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect(tokenFrom((await call(t, '/api/storefront/orders', { headers: { cookie: `site_token=${token}` } })).headers)).toBeTruthy();
  });

  it('refuses a token of another organisation with 403', async () => {
    const token = tokenFrom((await call(t, '/api/storefront/orders')).headers) ?? '';
    const { status, body } = await call(t, '/api/storefront/orders', { headers: { orgid: 'org_harbor', authorization: `Bearer ${token}` } });
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'forbidden', message: 'This session belongs to another organisation.' } });
  });

  it('marks the cookie Secure over https', async () => {
    const { headers } = await call(t, 'https://shop.example/api/storefront/orders');
    expect(headers.get('set-cookie')).toContain('Secure');
  });
});
