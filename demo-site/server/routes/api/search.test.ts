// @vitest-environment node
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { searchResultSchema } from '../../../../shared/api/schemas.ts';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { call, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp();
afterAll(() => t.close());

type Hits = { data: v.InferOutput<typeof searchResultSchema>[] };
const search = (datatype: string, keyword: string, headers: Record<string, string> = {}) =>
  call<Hits>(t, `/api/search-data/${datatype}?keyword=${encodeURIComponent(keyword)}`, { headers });

describe('GET /api/search-data/{datatype}', () => {
  it('finds products by words and prefixes, with a plain-text snippet', async () => {
    const { status, body } = await search('products', 'noise cancel');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const hit = v.parse(searchResultSchema, body.data[0]);
    expect(hit).toMatchObject({ data: { title: 'Aurora Wireless Headphones' }, url: '/store/product/NW-ELE-001' });
    expect(hit.content).toContain('noise cancelling');
    expect(hit.content).not.toMatch(/<|>/);
    expect(hit.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('finds pages and help articles, and searches both with "all"', async () => {
    expect((await search('pages', 'refund')).body.data.map((h) => h.url)).toEqual(['/returns']);
    expect((await search('pages', 'shipping free')).body.data.map((h) => h.url)).toContain('/shipping');
    const all = (await search('all', 'gift')).body.data.map((h) => h.url);
    expect(all).toContain('/help');
    expect((await search('products', 'refund')).body.data).toEqual([]);
  });

  it('answers an empty keyword with no results', async () => {
    expect((await call(t, '/api/search-data/products')).body).toEqual({ data: [] });
    expect((await search('products', '   ')).body).toEqual({ data: [] });
  });

  it('treats hostile input as plain text', async () => {
    for (const keyword of [
      '"',
      '*',
      'NEAR(',
      'NEAR(a b',
      '<script>alert(1)</script>',
      'a OR b',
      'title:x',
      '^head',
      '-',
      '""*',
      "'; DROP TABLE products; --",
      '(',
      'AND',
      'é',
      'x'.repeat(200),
    ]) {
      const { status, body } = await search('all', keyword);
      expect(status, keyword).toBe(200);
      expect(Array.isArray(body.data), keyword).toBe(true);
    }
    // A NUL is refused before the search runs (no text on PostgreSQL can hold one), with a message.
    const nul = await search('all', '\u0000');
    expect(nul.status).toBe(400);
    expect((nul.body as unknown as { error: { code: string } }).error.code).toBe('invalid_request');
    expect((await search('products', '"headphones')).body.data[0]?.data.title).toBe('Aurora Wireless Headphones');
    expect((await search('products', 'headphones"*)')).body.data).toHaveLength(1);
    expect(await t.data.selectFrom('products').select('id').execute()).toHaveLength(30);
  });

  it('keeps the index up to date when products and pages change', async () => {
    await t.data
      .updateTable('products')
      .set({ name: 'Zephyr Lantern' })
      .where('tenant_id', '=', 'org_northwind')
      .where('sku', '=', 'NW-HOM-016')
      .execute();
    expect((await search('products', 'zephyr')).body.data.map((h) => h.url)).toEqual(['/store/product/NW-HOM-016']);
    await t.data.deleteFrom('site_pages').where('tenant_id', '=', 'org_northwind').where('path', '=', 'returns').execute();
    expect((await search('pages', 'refund')).body.data).toEqual([]);
  });

  it('searches only the tenant’s own rows', async () => {
    await t.data.updateTable('tenants').set({ search_enabled: 1 }).where('id', '=', 'org_harbor').execute();
    expect((await search('products', 'headphones', { orgid: 'org_harbor' })).body.data).toEqual([]);
    expect((await search('products', 'argan', { orgid: 'org_harbor' })).body.data.map((h) => h.url)).toEqual(['/store/product/HB-HAI-002']);
  });

  it('refuses unknown datatypes and long keywords with 400', async () => {
    expect((await call<ErrorBody>(t, '/api/search-data/users?keyword=x')).body.error.field).toBe('datatype');
    expect((await call<ErrorBody>(t, `/api/search-data/all?keyword=${'x'.repeat(201)}`)).body.error.field).toBe('keyword');
  });

  it('answers 404 Search Not Configured when the tenant has search off (Harbor, as seeded)', async () => {
    await t.data.updateTable('tenants').set({ search_enabled: 0 }).where('id', '=', 'org_harbor').execute();
    const { status, body } = await search('products', 'argan', { orgid: 'org_harbor' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'search_not_configured', message: 'Search Not Configured' } });
  });
});
