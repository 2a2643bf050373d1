/**
 * Real ratings (issue 25): every rating and review count the store shows, on every card of the grid
 * and on every product page, is the one the API computes from the published reviews, and a product
 * without reviews shows none.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { upgraded } from './checkout-journey.ts';
import { test } from './harness.ts';

interface ApiProduct {
  _id: string;
  name: string;
  data: { slug: string; rating: number | null; reviews: number };
}

/** What a shopper should read for a product: nothing without reviews, else the average and count. */
function expectedRating(product: ApiProduct): { hidden: string; shown: string } | null {
  const { rating, reviews } = product.data;
  if (!reviews || rating === null) return null;
  const noun = reviews === 1 ? 'review' : 'reviews';
  return { hidden: `${rating.toFixed(1)} out of 5, ${reviews} ${noun}`, shown: `${rating.toFixed(1)} (${reviews} ${noun})` };
}

/** Every product of the tenant, from the API, with each one's figures checked against its own reviews. */
async function productsFromApi(page: Page): Promise<ApiProduct[]> {
  const listed = (await (await page.request.get('/api/storefront/products?limit=100')).json()) as { data: ApiProduct[] };
  for (const product of listed.data) {
    const reviews = (await (await page.request.get(`/api/storefront/products/${product._id}/reviews?limit=50`)).json()) as {
      data: { rating: number }[];
      summary: { average: number | null; count: number };
    };
    const average = reviews.data.length ? Math.round((reviews.data.reduce((sum, r) => sum + r.rating, 0) / reviews.data.length) * 10) / 10 : null;
    assert.deepEqual([product.data.rating, product.data.reviews], [reviews.summary.average, reviews.summary.count], `${product.name}: the product's figures are its reviews' summary`);
    assert.deepEqual([reviews.summary.average, reviews.summary.count], [average, reviews.data.length], `${product.name}: the summary is computed from the published reviews`);
  }
  return listed.data;
}

/** The rating line of a card or product page as a shopper reads it: hidden text and what is on screen. */
async function ratingOf(page: Page, container: string, hooks: { rating: string; hidden: string }): Promise<{ hidden: string; shown: string } | string | null> {
  return page.locator(container).evaluate((el, h) => {
    const line = el.querySelector(h.rating);
    if (!line) return null;
    const hidden = line.querySelector(h.hidden)?.textContent?.trim() ?? '';
    const shown = line.querySelector('[aria-hidden="true"]:not(:empty)')?.textContent?.trim() ?? '';
    return hidden || shown ? { hidden, shown } : (line.textContent?.trim() ?? '');
  }, hooks);
}

test('reviews: every card and every product page shows the rating and count the API computes from published reviews, and none without reviews', async ({ page }) => {
  const products = await productsFromApi(page);
  assert.ok(products.some((p) => expectedRating(p) === null) && products.some((p) => expectedRating(p) !== null), 'the demo has products with and without reviews');

  const seen = new Set<string>();
  for (let n = 1; seen.size < products.length && n <= 5; n++) {
    await page.goto(`/store?page=${n}`);
    const grid = await upgraded(page, 'store-product-grid');
    const names = await grid.locator('.store-grid__name').allTextContents();
    for (const [index, name] of names.entries()) {
      const product = products.find((p) => p.name === name.trim());
      assert.ok(product, `card "${name}" is a product of the API`);
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      const shown = await ratingOf(page, `store-product-grid .store-grid__card >> nth=${index}`, { rating: '.store-grid__rating', hidden: '.store-grid__visually-hidden' });
      assert.deepEqual(shown, expectedRating(product), `card of ${product.name}`);
      const top = await grid.locator('.store-grid__card').nth(index).locator('[data-kind="top"]').count();
      assert.equal(top === 1, (product.data.rating ?? 0) >= 4.8 && product.data.reviews >= 5, `Top Rated badge of ${product.name}`);
    }
  }
  assert.equal(seen.size, products.length, 'every product was seen on a card');

  for (const product of products) {
    await page.goto(`/shop/${product.data.slug}`);
    await upgraded(page, 'store-product');
    const shown = await ratingOf(page, 'store-product', { rating: '.store-product__rating', hidden: '.store-product__visually-hidden' });
    assert.deepEqual(shown, expectedRating(product) ?? 'No reviews yet', `product page of ${product.name}`);
  }
});
