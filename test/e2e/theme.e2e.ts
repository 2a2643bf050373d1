/**
 * Theming (issue 11): each tenant page starts in the tenant's own theme; the footer's
 * `<site-theme-switch>` re-themes the page without a reload; the choice survives a reload and is
 * applied before the first paint (by the nonce'd head script, even with no element code at all);
 * it is kept per tenant; and the page passes axe, colour contrast included, in dark.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';


/** The switch sits in the footer and loads when it comes near the viewport (data-load="visible"). */
async function switchLoaded(page: Page): Promise<void> {
  await page.locator('site-theme-switch').scrollIntoViewIfNeeded();
  await page.locator('site-theme-switch input[type="radio"]').first().waitFor({ state: 'attached', timeout: 15_000 });
}

const DARK_SURFACE = 'rgb(20, 23, 28)';

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-site-theme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const token = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function chooseTheme(page: Page, label: string): Promise<void> {
  const option = page.locator('site-theme-switch label', { hasText: label });
  await option.scrollIntoViewIfNeeded();
  await option.click();
}

test('theme: the tenant theme, then Dark without a reload, kept after a reload (before paint) and per tenant', async ({ page }) => {
  await page.goto('/help?org=harbor');
  assert.equal(await theme(page), 'harbor');
  assert.equal(await token(page, '--site-color-primary'), '#8a2d5b', "harbor's own primary colour");
  assert.equal(await bodyBackground(page), 'rgb(255, 255, 255)');
  await switchLoaded(page);

  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await chooseTheme(page, 'Dark');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-site-theme') === 'dark');
  assert.equal(await bodyBackground(page), DARK_SURFACE);
  assert.equal(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), true, 'no reload');
  assert.equal(await page.getByRole('radio', { name: 'Dark' }).isChecked(), true);
  await expectNoAxeViolations(page);

  // Reload with every element script blocked: only the head script and site-elements.css apply the choice.
  await page.route('**/elements/site-elements.js', (route) => route.abort());
  await page.reload();
  assert.equal(await theme(page), 'dark');
  assert.equal(await bodyBackground(page), DARK_SURFACE);
  await page.unroute('**/elements/site-elements.js');

  await page.goto('/help?org=northwind');
  assert.equal(await theme(page), 'northwind', 'the other tenant keeps its own choice (none yet: its theme)');
  assert.equal(await token(page, '--site-color-primary'), '#0b6e4f');

  await page.goto('/help?org=harbor');
  await switchLoaded(page);
  await chooseTheme(page, 'Harbor');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-site-theme') === 'harbor');
  assert.equal(await bodyBackground(page), 'rgb(255, 255, 255)');
});

test('theme: the store page in dark passes axe (colour contrast included)', async ({ page }) => {
  await page.goto('/store?org=northwind');
  await switchLoaded(page);
  await chooseTheme(page, 'Dark');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-site-theme') === 'dark');
  await page.locator('store-product-grid .store-grid__card, store-product-grid [class*="card"]').first().waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
