import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, test } from './harness.ts';
import { describeShifts, layoutShifts, recordLayoutShifts } from './layout-shifts.ts';

/** The floating cart button's accessible name, e.g. "Open cart, 3 items". */
async function cartLabel(page: Page): Promise<string> {
  const fab = page.locator('site-cart button[aria-label^="Open cart"]');
  await fab.waitFor({ timeout: 10_000 });
  return (await fab.getAttribute('aria-label')) ?? '';
}

test('store: names, prices and links are in the server HTML before JavaScript', async ({ page }) => {
  const listing = await page.request.get('/store');
  assert.equal(listing.status(), 200);
  const html = await listing.text();
  assert.match(html, /<store-product-grid[^>]*><script type="application\/json">/);
  assert.match(html, /<a class="store-grid__link" href="\/shop\/aurora-wireless-headphones">Aurora Wireless Headphones<\/a>/);
  assert.match(html, /<p class="store-grid__price">\$129\.99/);
  assert.match(html, /<a class="store-grid__chip" href="\/store\?category=fashion">Fashion<\/a>/);
  const product = await page.request.get('/store/product/NW-FAS-006');
  assert.equal(product.status(), 200);
  const productHtml = await product.text();
  assert.match(productHtml, /<h1 class="store-product__name">Trailhead Merino T-Shirt<\/h1>/);
  assert.match(productHtml, /<span class="store-product__price">\$34\.99<\/span>/);
  assert.match(productHtml, /href="\/tag\/merino"/);
  assert.equal((await page.request.get('/shop/no-such-product')).status(), 404);
  assert.match(await (await page.request.get('/shop/no-such-product')).text(), /<h1>Product not found<\/h1>/);
});

test('store journey: filter, sort, open a product, pick options, add, change the cart, reload, second tab', async ({ page, context }) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.locator('.store-grid__chip', { hasText: 'Fashion' }).click();
  await page.waitForURL(/\?category=fashion$/);
  await grid.locator('.store-grid__count', { hasText: /^\d+ products$|Showing/ }).waitFor();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.store-grid__category')).every((p) => p.textContent === 'Fashion'));
  await grid.locator('.store-grid__select').selectOption('price-low');
  await page.waitForURL(/\?category=fashion&sort=price-low$/);
  await page.waitForFunction(() => {
    const prices = Array.from(document.querySelectorAll('.store-grid__price')).map((p) => Number(p.firstChild?.textContent?.replace(/[^\d.]/g, '')));
    return prices.length > 1 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
  });
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.waitForURL(/\?category=fashion$/);
  assert.equal(await grid.locator('.store-grid__select').inputValue(), 'featured');

  await grid.locator('.store-grid__link', { hasText: 'Trailhead Merino T-Shirt' }).click();
  await page.waitForURL(/\/shop\/trailhead-merino-t-shirt$/);
  const product = await upgraded(page, 'store-product');
  await product.locator('label', { hasText: 'Navy' }).click();
  await product.locator('label', { hasText: /^M$/ }).click();
  await product.getByRole('button', { name: 'Increase quantity' }).click();
  await product.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('site-toast [role="status"]', { hasText: 'Added to cart: 2 M Navy Trailhead Merino T-Shirt' }).waitFor();
  assert.equal(await cartLabel(page), 'Open cart, 2 items');
  await expectNoAxeViolations(page);

  await page.locator('site-cart button[aria-label^="Open cart"]').click();
  const drawer = page.locator('site-cart dialog[open]');
  await drawer.waitFor();
  assert.equal(await drawer.locator('li a').first().getAttribute('href'), '/store/product/NW-FAS-006-NAVY');
  await drawer.getByRole('button', { name: 'Increase quantity of Trailhead Merino T-Shirt' }).click();
  await drawer.locator('li', { hasText: '3' }).waitFor();
  assert.match((await drawer.textContent()) ?? '', /Subtotal\$104\.97/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.reload();
  await upgraded(page, 'store-product');
  assert.equal(await cartLabel(page), 'Open cart, 3 items', 'the cart is kept across a reload');

  const second = await context.newPage();
  await second.goto('/store');
  assert.equal(await cartLabel(second), 'Open cart, 3 items', 'a second tab sees the same cart');
  await second.locator('site-cart button[aria-label^="Open cart"]').click();
  await second.getByRole('button', { name: 'Remove Trailhead Merino T-Shirt' }).click();
  await page.waitForFunction(() => document.querySelector('site-cart button[aria-label^="Open cart"]')?.getAttribute('aria-label') === 'Open cart, 0 items');
  await second.close();
});

test('store: a cart link restores the cart in a cleared browser', async ({ page, context }) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.getByRole('button', { name: /^Add to Cart\s?: Plush Otter$/ }).click();
  await page.locator('site-cart button[aria-label="Open cart, 1 item"]').click();
  await page.getByRole('button', { name: 'Copy cart link' }).click();
  const link = await page.locator('site-cart input[readonly]').inputValue();
  assert.match(link, /\/store\?cart=cart_/);

  // A new browser context: empty storage and cookies, as a cleared browser (or another device).
  const browser = context.browser();
  assert.ok(browser, 'the test context belongs to a browser');
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await other.waitForFunction(() => document.querySelector('site-cart button[aria-label^="Open cart"]')?.getAttribute('aria-label') === 'Open cart, 1 item');
    assert.equal(new URL(other.url()).search, '', 'the cart parameter leaves the address bar');
    await other.locator('site-cart button[aria-label^="Open cart"]').click();
    assert.match((await other.locator('site-cart dialog[open]').textContent()) ?? '', /Plush Otter/);
  } finally {
    await fresh.close();
  }
});

test('store: upgrading the grid and the product page does not shift the layout (CLS 0)', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/store');
  await upgraded(page, 'store-product-grid');
  await page.locator('site-cart site-element-root').waitFor({ state: 'attached' });
  assert.equal(describeShifts(await layoutShifts(page)), '0', 'layout shift on /store');
  await page.goto('/shop/trailhead-merino-t-shirt');
  await upgraded(page, 'store-product');
  assert.equal(describeShifts(await layoutShifts(page)), '0', 'layout shift on the product page');
});

test('store: collections, tags, product by sku and an out-of-stock product', async ({ page }) => {
  await page.goto('/collections/books');
  const grid = await upgraded(page, 'store-product-grid');
  assert.equal(await page.locator('h1').textContent(), 'Books');
  assert.equal(await grid.locator('.store-grid__chips').count(), 0);
  await grid.locator('.store-grid__select').selectOption('price-high');
  await page.waitForURL(/\/collections\/books\?sort=price-high$/);
  await expectNoAxeViolations(page);

  await page.goto('/tag/merino');
  await upgraded(page, 'store-product-grid');
  assert.match((await page.locator('h1').textContent()) ?? '', /merino/);
  assert.ok((await page.locator('.store-grid__card').count()) >= 1);

  await page.goto('/store/product/NW-ELE-004');
  const product = await upgraded(page, 'store-product');
  assert.equal(await product.locator('.store-product__add').textContent(), 'Out of Stock');
  assert.equal(await product.locator('.store-product__add').isDisabled(), true);
  await expectNoAxeViolations(page);

  const missing = await page.goto('/collections/nothing-here');
  assert.equal(missing?.status(), 404);
});

test('store: the product viewer works with the keyboard and returns focus', async ({ page }) => {
  await page.goto('/shop/aurora-wireless-headphones');
  const product = await upgraded(page, 'store-product');
  await product.locator('.store-product__zoom').focus();
  await page.keyboard.press('Enter');
  const viewer = page.locator('dialog[open][aria-label="Image viewer"]');
  await viewer.waitFor();
  await page.keyboard.press('ArrowRight');
  await viewer.locator('p', { hasText: /^Image 2 of/ }).waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  assert.equal(await product.locator('.store-product__zoom').evaluate((el) => el === document.activeElement), true);
});
