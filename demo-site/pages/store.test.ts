// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../server/testing.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** The inline JSON of the first element with this tag. */
function payloadOf(page: string, tag: string): unknown {
  const match = new RegExp(`<${tag}[^>]*><script type="application/json">(.*?)</script>`).exec(page);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

describe('store pages', () => {
  it('renders /store with the first page inside the grid: chips, sort form, cards, Load more', async () => {
    const response = await t.app.request('/store');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<a href="/store" aria-current="page">Store</a>');
    expect(page).toContain('<store-product-grid data-slug="shop" data-currency="USD" data-limit="12" data-filters>');
    expect(payloadOf(page, 'store-product-grid')).toMatchObject({ total: 24, page: 1, limit: 12, category: 'all', sort: 'featured' });
    expect(page).toMatch(/<a class="store-grid__chip" href="\/store" aria-current="page">All<\/a>/);
    expect(page).toContain('<form class="store-grid__sort" method="get">');
    expect(page).toContain('<noscript><button type="submit">Sort</button></noscript>');
    expect(page.match(/class="store-grid__card"/g)).toHaveLength(12);
    expect(page).toContain('<p class="store-grid__count">Showing 12 of 24 products</p>');
    expect(page).toContain('<a class="store-grid__more-button" href="/store?page=2">Load more</a>');
    expect(page).toContain('<site-cart data-saved-href="/store/saved"></site-cart>');
  });

  it('lists the URL’s category and sort, and several pages for ?page=', async () => {
    const page = await (await t.app.request('/store?category=books&sort=price-high')).text();
    const payload = payloadOf(page, 'store-product-grid') as { data: { name: string; data: { price: number } }[]; category: string; sort: string };
    expect(payload.category).toBe('books');
    expect(payload.sort).toBe('price-high');
    const prices = payload.data.map((p) => p.data.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page).toContain('<input type="hidden" name="category" value="books">');
    expect(page).toContain('<option value="price-high" selected="">Price: High to Low</option>');
    const two = await (await t.app.request('/store?page=2')).text();
    expect((payloadOf(two, 'store-product-grid') as { data: unknown[]; page: number }).data).toHaveLength(24);
    expect(two).not.toContain('store-grid__more-button');
  });

  it('renders the filter form as a plain GET form and lists only what the URL’s filters choose', async () => {
    const plain = await (await t.app.request('/store')).text();
    expect(plain).toContain('<form class="store-grid__filters" method="get" aria-label="Filters"><fieldset class="store-grid__range"><legend class="store-grid__legend">Price (USD)</legend>');
    expect(plain).toContain('<input class="store-grid__input" name="min" inputmode="decimal" autocomplete="off" value="">');
    expect(plain).toContain('<option value="Lumen">Lumen</option>');
    expect(plain).toContain('<input type="checkbox" name="inStock" value="true">In stock only</label><button type="submit" class="store-grid__apply">Apply</button>');
    expect(plain).not.toContain('Clear filters');

    const page = await (await t.app.request('/store?category=home&sort=price-low&brand=lumen&min=10&max=100&inStock=true')).text();
    const payload = payloadOf(page, 'store-product-grid') as { data: { data: { brand: string; price: number; stock: number } }[]; total: number; filters: unknown; brands: string[] };
    expect(payload.filters).toEqual({ minPrice: 1000, maxPrice: 10000, brand: 'lumen', inStock: true });
    expect(payload.brands).toContain('Lumen');
    expect(payload.total).toBeGreaterThan(0);
    expect(payload.data.every((p) => p.data.brand === 'Lumen' && p.data.price >= 1000 && p.data.price <= 10000 && p.data.stock > 0)).toBe(true);
    expect(page.match(/class="store-grid__card"/g)).toHaveLength(payload.total);
    // The form says what it was sent, keeps category and sort, and offers a way back to everything.
    expect(page).toContain('<input type="hidden" name="category" value="home"><input type="hidden" name="sort" value="price-low"><fieldset');
    expect(page).toContain('name="min" inputmode="decimal" autocomplete="off" value="10">');
    expect(page).toContain('<option value="Lumen" selected="">Lumen</option>');
    expect(page).toContain('<input type="checkbox" name="inStock" value="true" checked="">');
    expect(page).toContain('<a class="store-grid__clear" href="/store?category=home&amp;sort=price-low">Clear filters</a>');
    // The sort form and the chips keep the filters.
    expect(page).toContain('<input type="hidden" name="min" value="10"><input type="hidden" name="max" value="100"><input type="hidden" name="brand" value="lumen">');
    expect(page).toContain('href="/store?category=books&amp;sort=price-low&amp;brand=lumen&amp;min=10&amp;max=100&amp;inStock=true"');
  });

  it('keeps a wrong price range as typed, says what is wrong beside it, and lists without it', async () => {
    const page = await (await t.app.request('/store?min=50&max=10')).text();
    expect(page).toContain('name="min" inputmode="decimal" autocomplete="off" value="50" aria-invalid="true" aria-describedby="store-filter-error">');
    expect(page).toContain('name="max" inputmode="decimal" autocomplete="off" value="10" aria-invalid="true" aria-describedby="store-filter-error">');
    expect(page).toContain('<p id="store-filter-error" class="store-grid__field-error" role="alert">The minimum price must not be more than the maximum.</p>');
    expect((payloadOf(page, 'store-product-grid') as { total: number; filters: unknown }).filters).toEqual({ minPrice: null, maxPrice: null, brand: '', inStock: false });
    expect(await (await t.app.request('/store?max=cheap')).text()).toContain('role="alert">Enter prices as amounts, such as 25 or 19.99.</p>');
    const none = await (await t.app.request('/store?min=999999')).text();
    expect(none).toContain('<p class="store-grid__message">No products match these filters.</p>');
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
    expect(harbor).toMatch(/<p class="store-grid__price">£/);
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
