import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { DEMO_PAGES } from './demo-pages.ts';
import { trackRequests, type RequestTracker } from './requests-settled.ts';

/** Tags of ours on the page that are still not defined. */
function undefinedTags(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll('*'))
        .map((el) => el.localName)
        .filter((name) => name.includes('-') && !name.startsWith('fake-') && customElements.get(name) === undefined),
    ),
  ]);
}

/**
 * Upgrades every element of the page as a visitor would cause it: a first key press (elements loaded
 * on interaction), then scrolling down a screen at a time (elements loaded when visible); then waits
 * until no tag of ours is left undefined and the page's requests have settled.
 */
async function upgradeEverything(page: Page, requests: RequestTracker, path: string): Promise<void> {
  await page.keyboard.press('Shift');
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  const deadline = Date.now() + 15_000;
  let missing = await undefinedTags(page);
  while (missing.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    missing = await undefinedTags(page);
  }
  assert.deepEqual(missing, [], `${path}: elements never upgraded`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await requests.settled();
}

for (const width of [1280, 375]) {
  test(`pages: every demo page has no axe violation once upgraded, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const requests = trackRequests(page);
    for (const path of DEMO_PAGES) {
      const response = await page.goto(path);
      assert.ok(response, `${path}: no response`);
      await upgradeEverything(page, requests, path);
      try {
        await expectNoAxeViolations(page);
      } catch (error) {
        throw new Error(`${path} at ${width} px: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }, { timeout: 180_000 });
}
