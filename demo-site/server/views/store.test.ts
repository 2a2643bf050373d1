// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** The inline JSON of the first element with this tag. */
function payloadOf(page: string, tag: string): unknown {
  const match = new RegExp(`<${tag}[^>]*><script type="application/json">(.*?)</script>`).exec(page);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe('store pages', () => {
  // The first store page loads the 1 MB server renderer, which on a busy machine takes seconds.
  it('renders /store with the first page as the grid’s inline JSON (the element renders its first view from it)', async () => {
    const response = await t.app.request('/store');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<a href="/store" aria-current="page">Store</a>');
    expect(page).toContain('<store-product-grid data-slug="shop" data-currency="USD" data-limit="12" data-filters="">');
    expect(payloadOf(page, 'store-product-grid')).toMatchObject({ total: 24, page: 1, limit: 12, category: 'all', sort: 'featured' });
    expect(page).toContain('<site-cart data-saved-href="/store/saved"></site-cart>');
  }, 30_000);

  it('lists the URL’s category and sort, and several pages for ?page=', async () => {
    const page = await (await t.app.request('/store?category=books&sort=price-high')).text();
    const payload = payloadOf(page, 'store-product-grid') as { data: { name: string; data: { price: number } }[]; category: string; sort: string };
    expect(payload.category).toBe('books');
    expect(payload.sort).toBe('price-high');
    const prices = payload.data.map((p) => p.data.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const two = await (await t.app.request('/store?page=2')).text();
    expect(payloadOf(two, 'store-product-grid')).toMatchObject({ page: 2, limit: 12, total: 24 });
    expect((payloadOf(two, 'store-product-grid') as { data: unknown[] }).data).toHaveLength(24);
  });

  it('lists only what the URL’s filters choose, and sends the brands for the filter form', async () => {
    const page = await (await t.app.request('/store?category=home&sort=price-low&brand=lumen&min=10&max=100&inStock=true')).text();
    const payload = payloadOf(page, 'store-product-grid') as { data: { data: { brand: string; price: number; stock: number } }[]; total: number; filters: unknown; brands: string[] };
    expect(payload.filters).toEqual({ minPrice: 1000, maxPrice: 10000, brand: 'lumen', inStock: true });
    expect(payload.brands).toContain('Lumen');
    expect(payload.total).toBeGreaterThan(0);
    expect(payload.data.every((p) => p.data.brand === 'Lumen' && p.data.price >= 1000 && p.data.price <= 10000 && p.data.stock > 0)).toBe(true);
  });

  it('lists without a wrong price range (the grid’s form says what is wrong and keeps what was typed)', async () => {
    const page = await (await t.app.request('/store?min=50&max=10')).text();
    expect(payloadOf(page, 'store-product-grid')).toMatchObject({ total: 24, filters: { minPrice: null, maxPrice: null, brand: '', inStock: false } });
    const none = await (await t.app.request('/store?min=999999')).text();
    expect(payloadOf(none, 'store-product-grid')).toMatchObject({ total: 0, data: [] });
  });

  it('renders a product page by sku, slug and variation sku, in the tenant’s currency', async () => {
    for (const path of ['/store/product/NW-FAS-006', '/shop/trailhead-merino-t-shirt', '/store/product/NW-FAS-006-NAVY']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('<title>Trailhead Merino T-Shirt · Northwind Outfitters</title>');
      expect(page).toContain('<h1 class="store-product__name">Trailhead Merino T-Shirt</h1>');
      expect(page).toContain('<span class="store-product__price">$34.99</span>');
      expect((payloadOf(page, 'store-product') as { _id: string })._id).toBe('prod_nw_006');
    }
    const harbor = await (await t.app.request('/store?org=harbor')).text();
    expect(harbor).toContain('data-currency="GBP"');
  });

  it('escapes product text and keeps the description as data, never as markup', async () => {
    const page = await (await t.app.request('/shop/aurora-wireless-headphones')).text();
    expect(page).not.toMatch(/<strong>active noise cancelling<\/strong>/);
    expect(page).toContain('\\u003cstrong\\u003eactive noise cancelling');
    expect(page).toContain('<p>Over-ear headphones with active noise cancelling and 30 hours of battery.</p><p>Bluetooth 5.3</p>');
  });

  it('answers 404 for an unknown product, collection or tag, with a way back to the store', async () => {
    for (const path of ['/store/product/NOPE', '/shop/nope', '/collections/cars', '/tag/unknown-tag']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<a href="/store">Back to the store</a>');
    }
  });

  it('renders collections and tags as complete lists without chips, sorted by ?sort=', async () => {
    const books = await (await t.app.request('/collections/books?sort=price-low')).text();
    expect(books).toContain('<h1>Books</h1>');
    expect(books).toContain('data-categories="false"');
    expect(books).not.toContain('store-grid__chips');
    expect(Array.isArray(payloadOf(books, 'store-product-grid'))).toBe(true);
    const merino = await (await t.app.request('/tag/merino')).text();
    expect(merino).toContain('<h1>Tagged “merino”</h1>');
    expect((payloadOf(merino, 'store-product-grid') as { post: { tags: string[] } }[]).every((p) => p.post.tags.includes('merino'))).toBe(true);
  });
});
