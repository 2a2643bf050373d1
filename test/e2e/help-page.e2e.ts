import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';

/** The FAQ accordion built from server-rendered `<details>` sections. */
function faq(page: Page): Locator {
  return page.locator('site-accordion[data-label="Frequently asked questions"]');
}

/** Opens /help and waits until the FAQ accordion has upgraded (header buttons replaced the `<details>`). */
async function openHelp(page: Page): Promise<Locator> {
  const response = await page.goto('/help');
  assert.equal(response?.status(), 200, `GET /help answered ${response?.status()}`);
  const accordion = faq(page);
  await accordion.locator('button[aria-expanded]').first().waitFor({ state: 'visible', timeout: 10_000 });
  return accordion;
}

test('help page: the FAQ accordion upgrades from its <details> fallback', async ({ page }) => {
  // Before JavaScript, the server HTML is plain <details> sections inside the tag.
  const html = await (await page.request.get('/help')).text();
  assert.match(html, /<site-accordion[^>]*data-label="Frequently asked questions"[^>]*>\s*<details>/);

  const accordion = await openHelp(page);
  assert.equal(await accordion.locator('details').count(), 0, 'the <details> fallback is replaced');
  const headers = accordion.locator('button[aria-expanded]');
  assert.ok((await headers.count()) >= 2, 'the accordion has several headers');
  for (const header of await headers.all()) {
    assert.equal(await header.getAttribute('aria-expanded'), 'false');
    const controls = await header.getAttribute('aria-controls');
    assert.ok(controls, 'each header names the panel it controls');
    assert.equal(await header.evaluate((el) => /^H[1-6]$/.test(el.parentElement?.tagName ?? '')), true, 'each header sits in a heading');
  }
  await expectNoAxeViolations(page);
});

test('help page: clicking a header opens its panel and reveals the answer', async ({ page }) => {
  const accordion = await openHelp(page);
  const header = accordion.locator('button[aria-expanded]').first();
  const panel = page.locator(`[id="${await header.getAttribute('aria-controls')}"]`);
  const answer = panel.locator('p').first();
  const answerText = (await answer.textContent())?.trim() ?? '';
  assert.ok(answerText.length > 0, 'the panel holds the server-rendered answer');
  assert.equal(await answer.isVisible(), false, 'the answer is hidden while the section is closed');

  await header.click();
  assert.equal(await header.getAttribute('aria-expanded'), 'true');
  await answer.waitFor({ state: 'visible', timeout: 5000 });
  assert.equal(await panel.evaluate((el) => (el as HTMLElement).inert), false);

  await header.click();
  assert.equal(await header.getAttribute('aria-expanded'), 'false');
  await answer.waitFor({ state: 'hidden', timeout: 5000 });
  await expectNoAxeViolations(page);
});

test('help page: ArrowDown moves focus to the next header, Enter opens it', async ({ page }) => {
  const accordion = await openHelp(page);
  const headers = accordion.locator('button[aria-expanded]');
  await headers.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await headers.nth(1).evaluate((el) => el === document.activeElement), true, 'focus moved to the second header');
  await page.keyboard.press('Enter');
  assert.equal(await headers.nth(1).getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('ArrowUp');
  assert.equal(await headers.nth(0).evaluate((el) => el === document.activeElement), true, 'focus moved back to the first header');
  await expectNoAxeViolations(page);
});

test('help page: the inline-JSON accordion renders and keeps several sections open', async ({ page }) => {
  await openHelp(page);
  const booking = page.locator('site-accordion[data-label="Booking questions"]');
  const headers = booking.locator('button[aria-expanded]');
  await headers.first().waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok((await headers.count()) >= 2);
  await headers.nth(0).click();
  await headers.nth(1).click();
  assert.deepEqual(await headers.evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('aria-expanded'))), ['true', 'true']);
  await expectNoAxeViolations(page);
});

test('help page: the whole page passes axe (WCAG 2.2 AA) with no section open and with one open', async ({ page }) => {
  const accordion = await openHelp(page);
  await expectNoAxeViolations(page);
  await accordion.locator('button[aria-expanded]').first().click();
  await expectNoAxeViolations(page);
});

// Layout shift when elements upgrade must be 0. dist/site-elements.css gives the server-rendered
// <details> the upgraded headers' box, and the inline-JSON accordion carries the same <details> fallback.
test('help page: upgrading the accordions does not shift the layout (CLS 0)', async ({ page }) => {
  await recordLayoutShifts(page);
  await openHelp(page);
  await page.locator('site-accordion[data-label="Booking questions"] button[aria-expanded]').first().waitFor();
  const shifts = await layoutShifts(page);
  assert.equal(totalShift(shifts), 0, `layout shift ${describeShifts(shifts)}`);
});
