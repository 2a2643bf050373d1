/**
 * The storefront's performance targets, measured in the real demo site:
 * - all JS on the product page, <= 100 KB gz as loaded (before the shopper scrolls or clicks); the
 *   figure after scrolling to the description (DOMPurify), the viewer and a cart change (server sync)
 *   is printed too;
 * - add to cart from click to next paint at 4x CPU slowdown (target <= 50 ms): printed, not asserted,
 *   like the figures of `npm run bench` (on a busy shared machine it swings from 40 to 200 ms).
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { test } from './harness.ts';
import { upgraded } from './upgraded.ts';

const KB = 1024;

/** Records every JavaScript file the page loads, with its gzip size (level 9, as scripts/check-budgets.ts). */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    void response.body().then(
      (body) => sizes.set(url.pathname, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  return sizes;
}

const total = (sizes: Map<string, number>): number => [...sizes.values()].reduce((sum, n) => sum + n, 0);
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

test('store budgets: all JS the product page loads stays within 100 KB gz', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sizes = recordScripts(page);
  await page.goto('/shop/trailhead-merino-t-shirt');
  await upgraded(page, 'store-product', 30_000);
  await page.locator('site-cart site-element-root').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const atLoad = total(sizes);
  const atLoadList = [...sizes].sort((a, b) => b[1] - a[1]).map(([path, n]) => `      ${kb(n).padStart(9)}  ${path}`);
  // Everything a shopper can make it load: the description (DOMPurify), the viewer, the cart and its server sync.
  await page.locator('.store-product__description').scrollIntoViewIfNeeded();
  await page.locator('.store-product__description-body strong').waitFor();
  await page.locator('.store-product__zoom').click();
  // The viewer's code loads on that click: close it once it is open (on a busy machine it takes a moment).
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await viewer.waitFor();
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('site-cart button[aria-label^="Open cart"]').click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1200);
  const all = total(sizes);
  const list = [...sizes].sort((a, b) => b[1] - a[1]).map(([path, n]) => `${kb(n).padStart(9)}  ${path}`);
  console.log(`    product page JS: ${kb(atLoad)} at load:\n${atLoadList.join('\n')}\n    ${kb(all)} after the description, the viewer, an add and the cart:\n${list.map((l) => `      ${l}`).join('\n')}`);
  assert.ok(atLoad <= 100 * KB, `the product page loads ${kb(atLoad)} of JS (> 100 KB)`);
});

test('store figures: add to cart, click to next paint, at 1x and 4x CPU slowdown', async ({ page, context }) => {
  await page.goto('/store');
  await page.locator('store-product-grid > site-element-root:not([data-server]) > .store-grid').waitFor({ state: 'attached' });
  await page.locator('site-toast [role="status"]').waitFor({ state: 'attached' });
  const cdp = await context.newCDPSession(page);
  const buttons = page.locator('.store-grid__add:not([disabled])');
  const report: string[] = [];
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const timings: number[] = [];
    // Two warm-up clicks (first-run compilation), then seven measured ones.
    for (let i = 0; i < 9; i++) {
      const measured = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const region = document.querySelector('site-toast [role="status"]');
            let clickedAt = 0;
            document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
            const observer = new MutationObserver(() => {
              observer.disconnect();
              // The frame after the DOM shows the change is the one that paints it.
              requestAnimationFrame(() => resolve(performance.now() - clickedAt));
            });
            if (region) observer.observe(region, { childList: true, subtree: true, characterData: true });
          }),
      );
      await buttons.nth(i % 6).click();
      const time = await measured;
      if (i >= 2) timings.push(time);
      await page.waitForTimeout(100);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    report.push(`${rate}x: median ${(sorted[3] ?? 0).toFixed(1)} ms (runs ${timings.map((t) => t.toFixed(0)).join(', ')})`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`    add to cart → next paint (target <= 50 ms at 4x): ${report.join('; ')}`);
  assert.match(await page.locator('site-cart button[aria-label^="Open cart"]').getAttribute('aria-label') ?? '', /Open cart, 18 items/);
});
