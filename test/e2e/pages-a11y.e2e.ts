import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';

/** Every kind of demo page, for both tenants where they differ (QUALITY.md: axe on every page, desktop and 375 px). */
const PAGES = [
  '/',
  '/help',
  '/store',
  '/store?org=harbor',
  '/store/product/NW-ELE-005',
  '/collections/electronics',
  '/docs',
  '/docs/tabs',
  '/contact',
  '/book/meeting',
  '/book/pickup',
  '/book/license',
  '/book/salon?org=harbor',
  '/book/restaurant?org=harbor',
  '/queue',
  '/store/order-confirmation/pi_unknown',
  '/calendar',
  '/presentation',
  '/media',
  '/sliders',
  '/privacy',
  '/sitemap',
  '/no-such-page',
];

/**
 * Upgrades every element of the page as a visitor would cause it: a first key press (elements loaded
 * on interaction), then a scroll to the bottom (elements loaded when visible); then waits until no
 * tag of ours is left undefined and the page's requests have settled.
 */
async function upgradeEverything(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('*')).every((el) => !el.localName.includes('-') || customElements.get(el.localName) !== undefined || el.localName.startsWith('fake-')),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 375]) {
  test(`pages: every demo page has no axe violation once upgraded, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      const response = await page.goto(path);
      assert.ok(response, `${path}: no response`);
      await upgradeEverything(page);
      try {
        await expectNoAxeViolations(page);
      } catch (error) {
        throw new Error(`${path} at ${width} px: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }, { timeout: 180_000 });
}
