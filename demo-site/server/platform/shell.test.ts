import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, staffCookie, testConfig, cspNonce } from '../../../test/helpers/server/test-app.ts';
import { markOrderPayment } from '../domain/orders.ts';
import { orderRequest } from '../../../test/helpers/server/storefront-calls.ts';
import { connectPlatform, type PlatformConnection } from './connection.ts';
import { createShellApp } from './shell-app.ts';

const CREDENTIALS = { APP_ID: 'shell-app', APP_KEY: 'shell-key-0123456789', APP_SECRET: 'shell-secret-0123456789' };
const SHELL_ORIGIN = 'http://localhost:4173';

type Platform = ReturnType<typeof makeTestApp> & { server: ServerType; origin: string };

/** A second demo server, seeded, on a real port: the platform the shell stands in front of. */
async function startPlatform(port = 0): Promise<Platform> {
  const platform = makeTestApp({ ...CREDENTIALS, CORS_ORIGINS: SHELL_ORIGIN });
  const server = await new Promise<ServerType>((done) => {
    const started = serve({ fetch: platform.app.fetch, port, hostname: '127.0.0.1' }, () => done(started));
  });
  return { ...platform, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopPlatform(platform: Platform): Promise<void> {
  await new Promise<void>((done) => {
    platform.server.close(() => done());
    if ('closeAllConnections' in platform.server) platform.server.closeAllConnections();
  });
  platform.close();
}

/** The page as the visitor reads it: every nonce (each response has its own) blanked. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe('platform mode: the demo server as a page shell in front of another demo server', () => {
  let platform: Platform;
  let connection: PlatformConnection;
  let shell: ReturnType<typeof createShellApp>;
  const tokenRequests: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/app-key')) tokenRequests.push(url);
    return fetch(input, init);
  };

  beforeAll(async () => {
    platform = await startPlatform();
    const config = testConfig({ APP_ENGINE_HOST: platform.origin, ...CREDENTIALS });
    connection = connectPlatform({
      origin: platform.origin,
      credentials: { appId: CREDENTIALS.APP_ID, key: CREDENTIALS.APP_KEY, secret: CREDENTIALS.APP_SECRET },
      fetch: countingFetch,
    });
    shell = createShellApp({ config, platform: connection, distDir: platform.distDir });
  });
  afterAll(async () => {
    await stopPlatform(platform);
  });

  const both = async (path: string, init?: RequestInit) => ({
    shell: await shell.request(path, init),
    platform: await platform.app.request(path, init),
  });

  it.each([
    '/',
    '/store',
    '/store?category=books&sort=price-asc',
    '/store?page=2',
    '/shop/aurora-wireless-headphones',
    '/store/product/NW-ELE-001',
    '/store/product/NW-ELE-002',
    '/collections/books',
    '/tag/bestseller',
    '/help',
    '/store/checkout',
    '/book',
    '/book/salon?org=harbor',
    '/book/meeting',
    '/calendar',
    '/store/product/no-such-thing',
    '/collections/nothing-here',
  ])(
    'renders %s exactly as the platform does, from the platform data',
    async (path) => {
      const pages = await both(path);
      expect(pages.shell.status).toBe(pages.platform.status);
      expect(pages.shell.headers.get('content-type')).toMatch(/^text\/html/);
      expect(withoutNonces(await pages.shell.text())).toBe(withoutNonces(await pages.platform.text()));
    },
    // The first booking page loads the server renderer (a 1 MB module) in both servers.
    30_000,
  );

  it("renders the other tenant's pages for ?org= and keeps the choice in a cookie", async () => {
    const pages = await both('/store?org=harbor');
    const html = await pages.shell.text();
    expect(html).toContain('Harbor Bistro');
    expect(withoutNonces(html)).toBe(withoutNonces(await pages.platform.text()));
    const cookie = pages.shell.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/site_org=harbor/);
    const next = await shell.request('/help', { headers: { cookie: 'site_org=harbor' } });
    expect(await next.text()).toContain('Harbor Bistro');
  });

  it('answers an unknown organisation with the 404 page', async () => {
    const page = await shell.request('/store?org=nobody-here');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This site does not exist.');
  });

  it('shows the order a payment reference belongs to, read with the app token', async () => {
    const created = await shell.request('/api/storefront/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
      body: JSON.stringify(orderRequest()),
    });
    expect(created.status).toBe(201);
    const { data: order } = (await created.json()) as { data: { id: string; number: string } };
    await markOrderPayment(platform.data, 'org_northwind', order.id, {
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      paymentIntentId: 'pi_shell_paid_1',
    });
    const pages = await both('/store/order-confirmation/pi_shell_paid_1');
    expect(pages.shell.status).toBe(200);
    const html = await pages.shell.text();
    expect(html).toContain(`<h1>Order ${order.number}</h1>`);
    expect(html).toContain(`data-order-id="${order.id}"`);
    expect(withoutNonces(html)).toBe(withoutNonces(await pages.platform.text()));
    const missing = await shell.request('/store/order-confirmation/pi_nobody_paid_this');
    expect(missing.status).toBe(404);
  });

  it('gives its own pages their own CSP nonce, and passes the platform pages it forwards with theirs', async () => {
    const page = await shell.request('/store');
    const nonce = cspNonce(page);
    expect(nonce).toBeTruthy();
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    const signIn = await shell.request('/staff/sign-in');
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain(`nonce="${cspNonce(signIn)}"`);
  });

  it("forwards the elements' API calls with the tenant header, body and cookies, and returns the platform's cookies", async () => {
    const listing = await shell.request('/api/storefront/products?limit=3', { headers: { orgid: 'harbor' } });
    expect(listing.status).toBe(200);
    const direct = await platform.app.request('/api/storefront/products?limit=3', { headers: { orgid: 'harbor' } });
    expect(await listing.json()).toEqual(await direct.json());

    const saved = await shell.request('/api/storefront/cart/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
      body: JSON.stringify({ items: [{ id: 'prod_nw_003', sku: 'NW-ELE-003', quantity: 2 }] }),
    });
    expect(saved.status).toBe(201);
    const sessionCookie = saved.headers.getSetCookie().find((c) => c.startsWith('site_token='));
    expect(sessionCookie).toBeTruthy();
    const { data } = (await saved.json()) as { data: { id: string } };
    const back = await shell.request(`/api/storefront/cart/get/${data.id}`, {
      headers: { cookie: (sessionCookie ?? '').split(';')[0] ?? '' },
    });
    expect(back.status).toBe(200);
  });

  it("never lends a stranger its own app token: a forwarded call has only the caller's credentials", async () => {
    const anonymous = await shell.request('/api/storefront/reviews');
    expect(anonymous.status).toBe(401);
    const reference = await shell.request('/api/storefront/order-reference/pi_anything');
    expect(reference.status).toBe(401);
    const otherTenantsStaff = await staffCookie(platform.data, 'org_harbor');
    const foreign = await shell.request('/api/storefront/reviews', { headers: { cookie: otherTenantsStaff, orgid: 'northwind' } });
    expect(foreign.status).toBe(403);
    const own = await shell.request('/api/storefront/reviews', {
      headers: { cookie: await staffCookie(platform.data, 'org_northwind'), orgid: 'northwind' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a cookie-carrying state change from another site, as the platform does', async () => {
    const cookie = await staffCookie(platform.data, 'org_northwind');
    const answer = await shell.request('/api/calendar/events', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(answer.status).toBe(403);
  });

  it("shows the signed-in staff member in the header, asked of the platform with the visitor's cookie", async () => {
    const page = await shell.request('/store', { headers: { cookie: await staffCookie(platform.data, 'org_northwind') } });
    expect(await page.text()).toContain('Signed in as owner@org_northwind.test (owner)');
  });

  it('asks for a new app token when the platform refuses the old one (401), and the page still renders', async () => {
    const port = Number(new URL(platform.origin).port);
    expect((await shell.request('/store/order-confirmation/pi_nobody_paid_this')).status).toBe(404);
    const before = tokenRequests.length;
    expect(before).toBeGreaterThan(0);
    // A new platform process on the same address, with another server secret: the old token is worthless there.
    await stopPlatform(platform);
    platform = await startPlatform(port);
    // The order reference is for the app token only: the old token gets a 401, a new one is fetched, the call repeated.
    const page = await shell.request('/store/order-confirmation/pi_nobody_paid_this');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('We could not find this order.');
    expect(tokenRequests.length).toBe(before + 1);
  });

  it('answers 502 for the API and the error page for pages while the platform is down', async () => {
    const down = connectPlatform({ origin: 'http://127.0.0.1:9', credentials: { appId: 'a', key: 'b', secret: 'c' } });
    const lonely = createShellApp({
      config: testConfig({ APP_ENGINE_HOST: 'http://127.0.0.1:9', ...CREDENTIALS }),
      platform: down,
      distDir: platform.distDir,
    });
    const api = await lonely.request('/api/storefront/products');
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ error: { code: 'bad_gateway', message: 'The platform could not be reached.' } });
    const page = await lonely.request('/store');
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('Something went wrong');
  });
});
