import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { upgraded } from './upgraded.ts';

/** The brands and prices of the cards shown. */
async function shown(grid: Locator): Promise<{ name: string; price: number }[]> {
  return grid.locator('.store-grid__card').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('.store-grid__link')?.textContent ?? '',
      price: Number(card.querySelector('.store-grid__price')?.firstChild?.textContent?.replace(/[^\d.]/g, '')),
    })),
  );
}

/** What the storefront API lists for a brand and a price range in cents: the truth the page must match. */
async function expected(page: Page, query: string): Promise<string[]> {
  const answer = (await (await page.request.get(`/api/storefront/products?limit=100&${query}`)).json()) as { data: { name: string }[] };
  return answer.data.map((p) => p.name).sort();
}

test('store filters: brand and price from the API, kept in the URL across a reload, back restores the previous filter', async ({
  page,
}) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.getByLabel('Brand').selectOption('Lumen');
  await page.waitForURL(/\/store\?brand=Lumen$/);
  const lumen = await expected(page, 'brand=Lumen');
  await grid.locator('[role="status"]').getByText(`${lumen.length} products`).waitFor();
  assert.deepEqual((await shown(grid)).map((c) => c.name).sort(), lumen);

  await grid.getByLabel('Min').fill('30');
  await grid.getByLabel('Max').fill('60');
  await grid.getByLabel('Max').press('Enter');
  await page.waitForURL(/\/store\?brand=Lumen&min=30&max=60$/);
  const ranged = await expected(page, 'brand=Lumen&minPrice=3000&maxPrice=6000');
  assert.ok(ranged.length > 0 && ranged.length < lumen.length, 'the range leaves out some of the brand');
  await grid
    .locator('[role="status"]')
    .getByText(new RegExp(`^${ranged.length} products?$`))
    .waitFor();
  const cards = await shown(grid);
  assert.deepEqual(cards.map((c) => c.name).sort(), ranged);
  assert.ok(cards.every((c) => c.price >= 30 && c.price <= 60));
  await expectNoAxeViolations(page, 'store-product-grid');

  await page.reload();
  const again = await upgraded(page, 'store-product-grid');
  assert.equal(await again.getByLabel('Brand').inputValue(), 'Lumen');
  assert.equal(await again.getByLabel('Min').inputValue(), '30');
  assert.equal(await again.getByLabel('Max').inputValue(), '60');
  assert.deepEqual((await shown(again)).map((c) => c.name).sort(), ranged);

  await page.goBack();
  await page.waitForURL(/\/store\?brand=Lumen$/);
  await page.waitForFunction((count) => document.querySelectorAll('store-product-grid .store-grid__card').length === count, lumen.length);
  assert.equal(await again.getByLabel('Min').inputValue(), '');
  assert.equal(await again.getByLabel('Brand').inputValue(), 'Lumen');

  await again.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(/\/store$/);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'min');
});

test('store filters without JavaScript: the plain form submits and the server’s first view is filtered', async ({ context, baseURL }) => {
  const browser = context.browser();
  assert.ok(browser);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await plain.newPage();
    await page.goto('/store?category=home');
    const form = page.locator('form.store-grid__filters');
    await form.getByLabel('Brand').selectOption('Lumen');
    await form.getByLabel('Max').fill('60');
    await form.getByLabel('In stock only').check();
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/store\?category=home&min=&max=60&brand=Lumen&inStock=true$/);
    const names = await page.locator('.store-grid__link').allTextContents();
    assert.deepEqual(names.sort(), await expected(page, 'category=home&brand=Lumen&maxPrice=6000&inStock=true'));
    assert.ok(names.length > 0);
    assert.equal(await form.getByLabel('Max').inputValue(), '60');
    assert.ok(await form.getByLabel('In stock only').isChecked());

    await form.getByLabel('Min').fill('80');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.store-grid__field-error', { hasText: 'The minimum price must not be more than the maximum.' }).waitFor();
    assert.equal(await form.getByLabel('Min').inputValue(), '80');
    assert.equal(await form.getByLabel('Max').inputValue(), '60');
  } finally {
    await plain.close();
  }
});

test('store filters: the upgraded grid takes over the server’s form where it stands', async ({ page, context, baseURL }) => {
  const url = '/store?brand=Lumen&min=10&max=100';
  await page.goto(url);
  await upgraded(page, 'store-product-grid');
  const after = await page.locator('.store-grid__filters').boundingBox();
  const browser = context.browser();
  assert.ok(browser);
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const server = await plain.newPage();
    await server.goto(url);
    const before = await server.locator('.store-grid__filters').boundingBox();
    assert.ok(before && after);
    assert.deepEqual(
      [before.x, before.y, before.width, before.height].map(Math.round),
      [after.x, after.y, after.width, after.height].map(Math.round),
      'the filter form does not move or change size on upgrade',
    );
  } finally {
    await plain.close();
  }
});
