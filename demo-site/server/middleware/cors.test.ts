// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { setAllowedOrigins } from '../tenants.ts';
import { CORS_ALLOWED_HEADERS } from './cors.ts';

const t = makeTestApp({ CORS_ORIGINS: 'harbor=https://harbor-bistro.example' });
afterAll(() => t.close());
await setAllowedOrigins(t.data, 'org_northwind', ['https://shop.example']);

const preflight = (origin: string, path = '/api/reservations/create') =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,orgid,idempotency-key' },
  });

const get = (origin: string | undefined, orgid = 'org_northwind') =>
  t.app.request('/api/storefront/config', { headers: { orgid, ...(origin ? { origin } : {}) } });

describe('CORS for the API', () => {
  it('answers the preflight of a listed origin with that exact origin, credentials and the client headers', async () => {
    const response = await preflight('https://shop.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowedHeaders = response.headers.get('access-control-allow-headers')?.split(', ');
    expect(allowedHeaders).toEqual(expect.arrayContaining(CORS_ALLOWED_HEADERS));
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives a preflight from any other origin no CORS header, so the browser stops there', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('lets the page of a listed origin read the answer of its own tenant only', async () => {
    const own = await get('https://shop.example');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(own.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(own.headers.get('vary')).toContain('Origin');
    const other = await get('https://shop.example', 'org_harbor');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes origins from CORS_ORIGINS too, for the tenant they name', async () => {
    expect((await get('https://harbor-bistro.example', 'org_harbor')).headers.get('access-control-allow-origin')).toBe(
      'https://harbor-bistro.example',
    );
    expect((await get('https://harbor-bistro.example', 'org_northwind')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('https://harbor-bistro.example')).headers.get('access-control-allow-origin')).toBe(
      'https://harbor-bistro.example',
    );
  });

  it('always allows the site itself', async () => {
    expect((await get('http://localhost')).headers.get('access-control-allow-origin')).toBe('http://localhost');
  });

  it('never answers with a wildcard, not even to an unlisted or "null" origin', async () => {
    for (const origin of ['https://evil.example', 'null', '*']) {
      const response = await get(origin);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    for (const origin of ['https://shop.example', 'http://localhost']) {
      expect((await get(origin)).headers.get('access-control-allow-origin')).not.toBe('*');
    }
  });

  it('adds no CORS headers outside the API', async () => {
    const page = await t.app.request('/store', { headers: { origin: 'https://shop.example' } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });
});
