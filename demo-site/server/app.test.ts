// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';

const apps: ReturnType<typeof makeTestApp>[] = [];
function app(env: Record<string, string> = {}) {
  const t = makeTestApp(env);
  apps.push(t);
  return t;
}
afterAll(() => apps.forEach((t) => t.close()));

async function tenantOf(t: ReturnType<typeof makeTestApp>, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(url, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('tenant resolution', () => {
  const t = app();

  it('uses the first seeded tenant by default', async () => {
    expect((await tenantOf(t, '/api/storefront/config')).body).toMatchObject({
      organisationId: 'org_northwind',
      name: 'Northwind Outfitters',
      currency: 'USD',
    });
  });

  it('takes the orgid header, then the org query param (id or site name)', async () => {
    expect((await tenantOf(t, '/api/storefront/config', { orgid: 'org_harbor' })).body.organisationId).toBe('org_harbor');
    expect((await tenantOf(t, '/api/storefront/config?org=harbor')).body.organisationId).toBe('org_harbor');
    expect((await tenantOf(t, '/api/storefront/config?org=harbor', { orgid: 'org_northwind' })).body.organisationId).toBe('org_northwind');
  });

  it('answers an unknown organisation with 404: JSON for the API, a page for pages', async () => {
    expect(await tenantOf(t, '/api/storefront/config?org=nobody')).toEqual({
      status: 404,
      body: { error: { code: 'organisation_not_found', message: 'Unknown organisation.' } },
    });
    const page = await t.app.request('/?org=nobody');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('This site does not exist.');
  });

  it('keeps an explicit ?org= on page links', async () => {
    const page = await (await t.app.request('/?org=harbor')).text();
    expect(page).toContain('<h1>Harbor Bistro &amp; Salon</h1>');
    expect(page).toContain('href="/help?org=harbor"');
    expect(await (await t.app.request('/')).text()).toContain('href="/help"');
  });

  it('stays on a site chosen with ?org= when later links drop the parameter', async () => {
    const first = await t.app.request('/?org=harbor');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^site_org=harbor;/);
    const cookieHeader = cookie.split(';')[0]!;
    expect(await (await t.app.request('/store', { headers: { cookie: cookieHeader } })).text()).toContain('Harbor Bistro &amp; Salon');
    expect((await tenantOf(t, '/api/storefront/config', { cookie: cookieHeader })).body.organisationId).toBe('org_harbor');
    expect((await tenantOf(t, '/api/storefront/config?org=northwind', { cookie: cookieHeader })).body.organisationId).toBe('org_northwind');
    expect((await tenantOf(t, '/api/storefront/config', { cookie: 'site_org=nobody' })).body.organisationId).toBe('org_northwind');
  });

  it('uses ORGANISATION_ID or SITE_NAME as the default', async () => {
    expect((await tenantOf(app({ ORGANISATION_ID: 'org_harbor' }), '/api/storefront/config')).body.organisationId).toBe('org_harbor');
    expect((await tenantOf(app({ SITE_NAME: 'harbor' }), '/api/storefront/config')).body.organisationId).toBe('org_harbor');
  });

  it('uses the Host alone when DOMAIN_AS_ORGANISATION is true', async () => {
    const d = app({ DOMAIN_AS_ORGANISATION: 'true' });
    expect((await tenantOf(d, 'http://harbor.localhost:4173/api/storefront/config')).body.organisationId).toBe('org_harbor');
    expect((await tenantOf(d, 'http://NORTHWIND.localhost/api/storefront/config', { orgid: 'org_harbor' })).body.organisationId).toBe(
      'org_northwind',
    );
    expect((await tenantOf(d, 'http://localhost/api/storefront/config')).status).toBe(404);
    expect((await d.app.request('http://harbor.localhost/help')).status).toBe(200);
  });
});

describe('API', () => {
  const t = app();

  it('answers /api/health without a tenant', async () => {
    const response = await t.app.request('/api/health?org=nobody');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('describes the tenant in /api/storefront/config', async () => {
    expect((await tenantOf(t, '/api/storefront/config?org=harbor')).body).toEqual({
      organisationId: 'org_harbor',
      name: 'Harbor Bistro & Salon',
      siteName: 'harbor',
      currency: 'GBP',
      locale: 'en-GB',
      timeZone: 'Europe/London',
      homeCountry: 'GB',
      maxAttachmentSize: 10_485_760,
      demoMode: true,
      features: { store: true, booking: true, search: false },
    });
  });

  it('returns {} from /api/storefront/config when it fails', async () => {
    const broken = app();
    broken.db.pragma('foreign_keys = OFF');
    broken.db.exec('DROP TABLE products');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await tenantOf(broken, '/api/storefront/config')).toEqual({ status: 500, body: {} });
    spy.mockRestore();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
  });
});

describe('files', () => {
  const t = app();

  it('serves the loader under /elements/ as JavaScript, revalidated by ETag', async () => {
    const response = await t.app.request('/elements/site-elements.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(await response.text()).toContain('loader');
    const etag = response.headers.get('etag') ?? '';
    expect((await t.app.request('/elements/site-elements.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await t.app.request('/elements/elements/site-accordion.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('caches hashed chunks for a year', async () => {
    const response = await t.app.request('/elements/chunks/runtime-AbCd12_-.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses missing files, folders, hidden files and traversal', async () => {
    for (const path of [
      '/elements/missing.js',
      '/elements/chunks',
      '/elements/%2e%2e/package.json',
      '/elements/chunks/..%2f..%2fsecret',
      '/elements/.env',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it('serves /demo.css and deterministic placeholder images', async () => {
    const css = await t.app.request('/demo.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('var(--site-color-text');
    const first = await t.app.request('/demo-images/aurora-wireless-headphones.svg');
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await first.text();
    expect(svg).toContain('>AW</text>');
    expect(await (await t.app.request('/demo-images/aurora-wireless-headphones.svg')).text()).toBe(svg);
    expect((await t.app.request('/demo-images/Bad%20Seed.svg')).status).toBe(404);
    expect((await t.app.request('/demo-images/x.png')).status).toBe(404);
  });
});

describe('404 and errors', () => {
  const t = app();

  it('shows a 404 page for unknown routes', async () => {
    const response = await t.app.request('/no/such/page');
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain('<h1>Page not found</h1>');
    expect(page).toContain('<main id="main"');
  });

  it('logs failures and answers 500 (a page, or JSON under /api) without details', async () => {
    const broken = app();
    broken.db.pragma('foreign_keys = OFF');
    broken.db.exec('ALTER TABLE tenants RENAME TO tenants_gone');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await broken.app.request('/');
    expect(page.status).toBe(500);
    const text = await page.text();
    expect(text).toContain('Something went wrong');
    expect(text).not.toContain('no such table');
    const api = await broken.app.request('/api/storefront/config');
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    broken.db.exec('ALTER TABLE tenants_gone RENAME TO tenants');
    expect((await broken.app.request('/')).status).toBe(200);
  });
});
