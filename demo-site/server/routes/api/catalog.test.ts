// @vitest-environment node
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { productPageSchema, productSchema } from '../../../../shared/api/schemas.ts';
import { makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp();
afterAll(() => t.close());

type Page = v.InferOutput<typeof productPageSchema>;
const harbor = { headers: { orgid: 'org_harbor' } };

describe('GET /api/storefront/products', () => {
  it('pages products in the wire shape, prices in cents', async () => {
    const { status, body } = await call<Page>(t, '/api/storefront/products');
    expect(status).toBe(200);
    expect(v.parse(productPageSchema, body)).toMatchObject({ total: 24, page: 1, limit: 20 });
    expect(body.data).toHaveLength(20);
    const headphones = body.data.find((p) => p.data.sku === 'NW-ELE-001');
    expect(headphones).toMatchObject({
      _id: 'prod_nw_001',
      sk: 1,
      name: 'Aurora Wireless Headphones',
      data: {
        slug: 'aurora-wireless-headphones',
        price: 12999,
        stock: 34,
        image: '/demo-images/aurora-wireless-headphones.svg',
        brand: 'Northwind Audio',
      },
      post: { category: 'electronics', categories: ['electronics'] },
    });
    expect(headphones?.data.variations?.[2]).toMatchObject({
      sku: 'NW-ELE-001-MIDNIGHT-BLUE',
      price: 12999,
      stock: 4,
      attributes: { color: 'midnight-blue' },
    });
  });

  it('filters by query, category, brand and price range, and pages from 1', async () => {
    const electronics = await call<Page>(t, '/api/storefront/products?category=Electronics&limit=2&page=2');
    expect(electronics.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(electronics.body.data).toHaveLength(2);
    const cheap = await call<Page>(t, '/api/storefront/products?minPrice=1800&maxPrice=2200&limit=100');
    expect(cheap.body.data.every((p) => p.data.price >= 1800 && p.data.price <= 2200)).toBe(true);
    expect(cheap.body.total).toBeGreaterThan(0);
    const lumen = await call<Page>(t, '/api/storefront/products?brand=lumen');
    expect(new Set(lumen.body.data.map((p) => p.data.brand))).toEqual(new Set(['Lumen']));
    const query = await call<Page>(t, '/api/storefront/products?query=merino');
    expect(query.body.data.map((p) => p.data.sku)).toEqual(['NW-FAS-006']);
    const wildcard = await call<Page>(t, '/api/storefront/products?query=%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('sorts by price, rating, name and date in either order', async () => {
    const prices = (await call<Page>(t, '/api/storefront/products?sortBy=price&limit=100')).body.data.map((p) => p.data.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await call<Page>(t, '/api/storefront/products?sortBy=price&sortOrder=desc&limit=100')).body.data.map((p) => p.data.price);
    expect(desc).toEqual([...prices].reverse().sort((a, b) => b - a));
    const ratings = (await call<Page>(t, '/api/storefront/products?sortBy=rating&limit=100')).body.data.map((p) => p.data.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const names = (await call<Page>(t, '/api/storefront/products?sortBy=name&limit=100')).body.data.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const featured = (await call<Page>(t, '/api/storefront/products?limit=3')).body.data;
    expect(featured[0]?.post.tags).toContain('bestseller');
  });

  it('refuses bad query values, naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=abc', 'maxPrice'],
      ['sortBy=random', 'sortBy'],
      ['sortOrder=up', 'sortOrder'],
      ['minPrice=500&maxPrice=100', 'minPrice'],
      ['inStock=yes', 'inStock'],
    ]) {
      const { status, body } = await call<ErrorBody>(t, `/api/storefront/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toMatchObject({ code: 'invalid', field });
      expect(body.error.message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('lists only products with units left when inStock=true, counting a product’s variations', async () => {
    const all = (await call<Page>(t, '/api/storefront/products?limit=100')).body;
    const inStock = (await call<Page>(t, '/api/storefront/products?limit=100&inStock=true')).body;
    const soldOut = all.data.filter((p) => (p.data.stock ?? 0) <= 0).map((p) => p.data.sku);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(inStock.total).toBe(all.total - soldOut.length);
    expect(inStock.data.some((p) => soldOut.includes(p.data.sku))).toBe(false);
    expect((await call<Page>(t, '/api/storefront/products?limit=100&inStock=false')).body.total).toBe(all.total);

    // Stock left on the shelf, but every colour sold out: nothing can be bought.
    const headphones = all.data.find((p) => p.data.sku === 'NW-ELE-001');
    const headphonesRow = t.data.updateTable('products').where('sku', '=', 'NW-ELE-001');
    const { variations } = await t.data
      .selectFrom('products')
      .select('variations')
      .where('sku', '=', 'NW-ELE-001')
      .executeTakeFirstOrThrow();
    const emptied = JSON.stringify((JSON.parse(variations) as { stock: number | null }[]).map((variation) => ({ ...variation, stock: 0 })));
    await headphonesRow.set({ variations: emptied }).execute();
    try {
      expect(headphones?.data.stock).toBeGreaterThan(0);
      const after = (await call<Page>(t, '/api/storefront/products?limit=100&inStock=true')).body;
      expect(after.data.map((p) => p.data.sku)).not.toContain('NW-ELE-001');
      expect(after.total).toBe(inStock.total - 1);
    } finally {
      await headphonesRow.set({ variations }).execute();
    }
  });

  it('combines brand, price range and in stock, and counts only what matches all three', async () => {
    const all = (await call<Page>(t, '/api/storefront/products?limit=100')).body.data;
    const brands = new Set(all.map((p) => p.data.brand));
    const matches = (brand: string | null | undefined) =>
      all.filter((p) => p.data.brand === brand && p.data.price >= 1000 && p.data.price <= 10000 && (p.data.stock ?? 0) > 0);
    const brand =
      [...brands].find((b) => matches(b).length > 0 && matches(b).length < all.filter((p) => p.data.brand === b).length) ?? 'none';
    const expected = matches(brand);
    const { status, body } = await call<Page>(
      t,
      `/api/storefront/products?brand=${encodeURIComponent(brand)}&minPrice=1000&maxPrice=10000&inStock=true&limit=100`,
    );
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.data.map((p) => p.data.sku).sort()).toEqual(expected.map((p) => p.data.sku).sort());
  });

  it('says which bound is wrong when the minimum price is above the maximum', async () => {
    const { status, body } = await call<ErrorBody>(t, '/api/storefront/products?minPrice=5000&maxPrice=1000');
    expect(status).toBe(400);
    expect(body.error.message).toBe('minPrice: must not be more than maxPrice');
  });

  it('lists only the tenant’s own products', async () => {
    const { body } = await call<Page>(t, '/api/storefront/products?limit=100', harbor);
    expect(body.total).toBe(6);
    expect(body.data.every((p) => p.data.sku.startsWith('HB-'))).toBe(true);
  });
});

describe('GET /api/storefront/product/{id}', () => {
  it('finds a product by id, sku, slug, sk or variation sku', async () => {
    for (const key of ['prod_nw_006', 'NW-FAS-006', 'trailhead-merino-t-shirt', '6', 'NW-FAS-006-NAVY']) {
      const { status, body } = await call<{ data: unknown }>(t, `/api/storefront/product/${key}`);
      expect(status, key).toBe(200);
      expect(v.parse(productSchema, body.data)._id).toBe('prod_nw_006');
    }
  });

  it('answers 404 for unknown ids and for another tenant’s products', async () => {
    expect((await call(t, '/api/storefront/product/nope')).status).toBe(404);
    expect((await call(t, '/api/storefront/product/NW-FAS-006', harbor)).status).toBe(404);
    expect((await call(t, `/api/storefront/product/${'x'.repeat(300)}`)).status).toBe(400);
  });
});

describe('product search, categories, brands and collections', () => {
  it('searches products by text, best first', async () => {
    const { status, body } = await call<{ data: { data: { sku: string } }[] }>(
      t,
      '/api/storefront/product/search',
      jsonPost({ query: 'wireless headphones', limit: 5 }),
    );
    expect(status).toBe(200);
    expect(body.data[0]?.data.sku).toBe('NW-ELE-001');
    expect((await call<{ data: unknown[] }>(t, '/api/storefront/product/search', jsonPost({ query: '  ' }))).body.data).toEqual([]);
  });

  it('refuses a bad search body', async () => {
    expect((await call<ErrorBody>(t, '/api/storefront/product/search', jsonPost({}))).body.error.field).toBe('query');
    expect((await call<ErrorBody>(t, '/api/storefront/product/search', jsonPost({ query: 'x', limit: 500 }))).body.error.field).toBe(
      'limit',
    );
    expect((await call<ErrorBody>(t, '/api/storefront/product/search', jsonPost('{not json'))).body.error.field).toBe('body');
  });

  it('lists a category, the brands, the categories and the collections', async () => {
    const toys = await call<{ data: { post: { category: string } }[] }>(t, '/api/storefront/products/category/toys');
    expect(toys.body.data).toHaveLength(4);
    expect(toys.body.data.every((p) => p.post.category === 'toys')).toBe(true);
    expect((await call<{ data: unknown[] }>(t, '/api/storefront/products/category/nothing')).body.data).toEqual([]);
    expect((await call(t, '/api/storefront/categories')).body).toEqual({ data: ['books', 'electronics', 'fashion', 'home', 'toys'] });
    expect((await call<{ data: string[] }>(t, '/api/storefront/brands')).body.data).toContain('Lumen');
    expect((await call(t, '/api/storefront/collections', harbor)).body).toEqual({
      data: [
        { name: 'books', count: 1 },
        { name: 'gift-cards', count: 1 },
        { name: 'hair-care', count: 3 },
        { name: 'pantry', count: 1 },
      ],
    });
  });
});
