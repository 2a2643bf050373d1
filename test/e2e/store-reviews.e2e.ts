/**
 * `<store-reviews>` on the demo's product pages (issue 25): the summary and the first reviews are in
 * the server's HTML before any script, and after the element upgrades they are the figures and
 * reviews the API answers; Show more and the sort list through the API; a product without reviews
 * says so; a visitor who bought nothing gets no form.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { upgraded } from './upgraded.ts';
import { test } from './harness.ts';

interface ReviewsAnswer {
  data: { id: string; title: string; rating: number }[];
  total: number;
  summary: { average: number | null; count: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };
}

const reviewsOf = async (page: Page, id: string, query = ''): Promise<ReviewsAnswer> =>
  (await (await page.request.get(`/api/storefront/products/${id}/reviews?limit=5${query}`)).json()) as ReviewsAnswer;

const noun = (n: number): string => (n === 1 ? 'review' : 'reviews');

test('store-reviews: the product page shows the figures and reviews the API answers, before and after upgrade, and lists more through the API', async ({ page }) => {
  const products = ((await (await page.request.get('/api/storefront/products?limit=100')).json()) as { data: { _id: string; name: string; data: { slug: string } }[] }).data;
  const answers = await Promise.all(products.map(async (p) => ({ product: p, answer: await reviewsOf(page, p._id) })));
  const reviewed = answers.filter((a) => a.answer.total > 5).sort((a, b) => b.answer.total - a.answer.total)[0];
  const unreviewed = answers.find((a) => a.answer.total === 0);
  assert.ok(reviewed && unreviewed, 'the demo has a product with more than five reviews and one without');
  const { product, answer } = reviewed;
  const { average, count, distribution } = answer.summary;
  const label = `${average?.toFixed(1)} out of 5, ${count} ${noun(count)}`;

  const html = await (await page.request.get(`/shop/${product.data.slug}`)).text();
  assert.match(html, /<store-reviews data-product-id="[^"]+" data-load="interaction">/, "the block's code waits for the visitor's first input");
  assert.ok(html.includes(`aria-label="${label}"`), `the server's HTML carries "${label}"`);
  for (const review of answer.data) assert.ok(html.includes(review.title.replace(/&/g, '&amp;')), `the server's HTML lists "${review.title}"`);

  await page.goto(`/shop/${product.data.slug}`);
  await page.locator('store-reviews').scrollIntoViewIfNeeded();
  const block = await upgraded(page, 'store-reviews');
  assert.equal(await block.locator('.store-reviews__average [role="img"]').getAttribute('aria-label'), label);
  assert.equal((await block.locator('.store-reviews__count').textContent())?.trim(), `${count} ${noun(count)}`);
  const rows = await block.locator('.store-reviews__bar .store-reviews__visually-hidden').allTextContents();
  assert.deepEqual(
    rows,
    (['5', '4', '3', '2', '1'] as const).map((stars) => `${stars} ${stars === '1' ? 'star' : 'stars'}: ${distribution[stars]} ${noun(distribution[stars])}`),
  );
  assert.deepEqual(await block.locator('.store-reviews__review-title').allTextContents(), answer.data.map((r) => r.title));
  assert.equal(await block.getByRole('button', { name: 'Write a review' }).count(), 0, 'no form for a visitor who bought nothing');

  await block.getByRole('button', { name: 'Show more reviews' }).click();
  const next = await reviewsOf(page, product._id, '&page=2');
  await block.locator('.store-reviews__review').nth(5).waitFor();
  assert.deepEqual(await block.locator('.store-reviews__review-title').allTextContents(), [...answer.data, ...next.data].map((r) => r.title));

  await block.getByLabel('Sort by').selectOption('helpful');
  const helpful = await reviewsOf(page, product._id, '&sort=helpful');
  await page.waitForFunction(
    (first) => document.querySelector('store-reviews .store-reviews__review-title')?.textContent === first && document.querySelectorAll('store-reviews .store-reviews__review').length === 5,
    helpful.data[0]?.title,
  );
  assert.deepEqual(await block.locator('.store-reviews__review-title').allTextContents(), helpful.data.map((r) => r.title));

  await page.goto(`/shop/${unreviewed.product.data.slug}`);
  await page.locator('store-reviews').scrollIntoViewIfNeeded();
  const empty = await upgraded(page, 'store-reviews');
  assert.equal((await empty.locator('.store-reviews__empty').textContent())?.trim(), 'No reviews yet');
  assert.equal(await empty.locator('[role="img"], .store-reviews__count').count(), 0);
});
