/**
 * Real ratings (issue 25): every rating and review count the store shows, on every card of the grid
 * and on every product page, is the one the API computes from the published reviews, and a product
 * without reviews shows none; a buyer reviews through the paid order's e-mail, and the review shows
 * and counts only once staff publish it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { choose, confirmationReference, fillCustomer, openCheckoutWith } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, signInAsStaff, staffRequest, test } from './harness.ts';

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

/** The review link for `product` in the "Payment received" e-mail to `email` (read from the demo outbox, as staff read it). */
async function reviewLinkFromOutbox(baseURL: string, email: string, product: string): Promise<URL> {
  const staff = await staffRequest(baseURL);
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const outbox = await (await staff.get('/staff/outbox?org=northwind')).text();
      const message = outbox.split('<li class="outbox-message">').find((item) => item.includes('Payment received') && item.includes(`To ${email}`));
      const link = message ? new RegExp(`Review ${product}: (\\S+?)(?=\\s|<)`).exec(message)?.[1] : undefined;
      if (link) return new URL(link.replaceAll('&amp;', '&'));
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error(`no "Payment received" e-mail to ${email} with a review link for ${product}`);
  } finally {
    await staff.dispose();
  }
}

test('reviews: a buyer reviews through the paid order e-mail, staff publish it, and the product then shows it and counts it', async ({ page, baseURL }) => {
  const email = `reviewer.${Date.now()}@example.com`;
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout, email);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  const card = panel.getByRole('group', { name: 'Card details (payment provider simulator)' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiration (MM/YY)').fill('1234');
  await card.getByLabel('Security code').fill('123');
  await panel.getByRole('button', { name: /^Pay / }).click();
  await confirmationReference(page);

  const link = await reviewLinkFromOutbox(baseURL, email, 'Nimbus USB-C Charging Hub');
  assert.equal(link.pathname, '/shop/nimbus-usb-c-charging-hub');
  assert.equal(link.hash, '#reviews');
  const before = (await (await page.request.get('/api/storefront/products/nimbus-usb-c-charging-hub/reviews')).json()) as { summary: { count: number } };

  // The buyer opens the link on another device: no session, only the link.
  const browser = page.context().browser();
  assert.ok(browser);
  const phone = await (await browser.newContext()).newPage();
  try {
    await phone.goto(link.toString());
    await phone.mouse.move(10, 10);
    const block = await upgraded(phone, 'store-reviews');
    await block.getByRole('button', { name: 'Write a review' }).click();
    // The stars are labels over visually hidden radios: a shopper clicks the fourth star.
    await block.locator('label', { has: phone.getByRole('radio', { name: '4 stars' }) }).click();
    assert.equal(await block.getByRole('radio', { name: '4 stars' }).isChecked(), true);
    await block.getByLabel('Title').fill('Charges everything at once');
    await block.getByLabel('Review', { exact: true }).fill('Laptop, phone and headphones on one hub, and it stays cool.');
    await block.getByLabel('Name shown with your review').fill('Reviewer R.');
    await block.getByRole('button', { name: 'Submit review' }).click();
    await block.getByRole('status').filter({ hasText: 'Thank you, your review will appear after moderation.' }).waitFor();
    await expectNoAxeViolations(phone, 'store-reviews');
  } finally {
    await phone.context().close();
  }
  const waiting = (await (await page.request.get('/api/storefront/products/nimbus-usb-c-charging-hub/reviews')).json()) as { summary: { count: number } };
  assert.equal(waiting.summary.count, before.summary.count, 'a review counts only once published');

  await signInAsStaff(page);
  await page.goto('/staff/reviews');
  await page.getByRole('button', { name: 'Publish: Charges everything at once' }).click();
  await page.getByRole('status').filter({ hasText: 'Published "Charges everything at once"' }).waitFor();

  const after = (await (await page.request.get('/api/storefront/products/nimbus-usb-c-charging-hub/reviews')).json()) as {
    data: { title: string; verifiedPurchase: boolean }[];
    summary: { average: number; count: number };
  };
  assert.equal(after.summary.count, before.summary.count + 1);
  assert.deepEqual(after.data[0], { ...after.data[0], title: 'Charges everything at once', verifiedPurchase: true });
  await page.goto('/shop/nimbus-usb-c-charging-hub');
  const product = await upgraded(page, 'store-product');
  const noun = after.summary.count === 1 ? 'review' : 'reviews';
  await product.locator('.store-product__rating', { hasText: `${after.summary.average.toFixed(1)} (${after.summary.count} ${noun})` }).waitFor();
  await page.mouse.move(10, 10);
  const reviews = await upgraded(page, 'store-reviews');
  await reviews.getByText('Charges everything at once').waitFor();
  await reviews.getByText('Verified purchase').first().waitFor();
});
