// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOwnOrigin, normalizeOrigin, originAllowed, parseCorsOrigins, tenantOrigins } from './origins.ts';

describe('origins', () => {
  it.each([
    ['https://Shop.Example', 'https://shop.example'],
    ['https://shop.example:443/', 'https://shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['*', undefined],
    ['null', undefined],
    ['https://shop.example/path', undefined],
    ['https://user@shop.example', undefined],
    ['https://*.shop.example', undefined],
    ['javascript:alert(1)', undefined],
  ])('normalizes %j to %j', (text, origin) => {
    expect(normalizeOrigin(text)).toBe(origin);
  });

  it('reads CORS_ORIGINS for every tenant and per tenant', () => {
    expect(parseCorsOrigins(' https://a.example,northwind=https://b.example  northwind=https://c.example ')).toEqual({
      ok: true,
      value: { everyTenant: ['https://a.example'], byTenant: { northwind: ['https://b.example', 'https://c.example'] } },
    });
    expect(parseCorsOrigins('northwind=*').ok).toBe(false);
  });

  it('joins a tenant’s stored list with CORS_ORIGINS by id and by site name', () => {
    const tenant = { id: 'org_northwind', siteName: 'northwind', allowedOrigins: ['https://a.example'] };
    const cors = { everyTenant: ['https://all.example'], byTenant: { org_northwind: ['https://b.example'], northwind: ['https://c.example'], harbor: ['https://d.example'] } };
    expect(tenantOrigins(tenant, cors)).toEqual(['https://a.example', 'https://all.example', 'https://b.example', 'https://c.example']);
  });

  it('treats SITE_URL and the host the request went to as the site itself', () => {
    expect(isOwnOrigin('https://shop.example', 'http://10.0.0.5:4173/api/x', 'https://shop.example')).toBe(true);
    expect(isOwnOrigin('https://shop.example', 'http://shop.example/api/x', 'http://localhost:4173')).toBe(true);
    expect(isOwnOrigin('https://evil.example', 'http://shop.example/api/x', 'https://shop.example')).toBe(false);
    expect(originAllowed('https://listed.example', 'http://shop.example/api', 'https://shop.example', ['https://listed.example'])).toBe(true);
    expect(originAllowed('null', 'http://shop.example/api', 'https://shop.example', ['null'])).toBe(false);
  });
});
