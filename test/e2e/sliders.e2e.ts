import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';

/** The carousel with this accessible name. */
function carousel(page: Page, label: string): Locator {
  return page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
}

/** The labels of the slides in view ("2 of 10"…). */
function shownSlides(region: Locator): Promise<string[]> {
  return region.evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
      .filter((s) => !s.inert)
      .map((s) => s.getAttribute('aria-label') ?? ''),
  );
}

async function openSliders(page: Page): Promise<void> {
  const response = await page.goto('/sliders');
  assert.equal(response?.status(), 200, `GET /sliders answered ${response?.status()}`);
  await carousel(page, 'Gallery').waitFor({ state: 'visible', timeout: 10_000 });
}

test('sliders page: every demo is server HTML that upgrades into a carousel', async ({ page }) => {
  const html = await (await page.request.get('/sliders')).text();
  assert.equal((html.match(/<site-carousel /g) ?? []).length, 11, 'autoplay, per view 1-5, scroll 1-3, vertical, thumbnails');
  assert.match(html, /<site-carousel[^>]*data-slides-to-show="3"[^>]*>\s*<figure><img src="\/demo-images\/harbour.svg"/);
  await openSliders(page);
  await page.waitForFunction(() => document.querySelectorAll('[aria-roledescription="carousel"]').length === 11);
  assert.deepEqual(await shownSlides(carousel(page, '1 per view')), ['1 of 10']);
  assert.deepEqual(await shownSlides(carousel(page, '5 per view')), ['1 of 10', '2 of 10', '3 of 10', '4 of 10', '5 of 10']);
  assert.equal((await shownSlides(carousel(page, 'Vertical'))).length, 3);
  const strip = carousel(page, 'Gallery').locator('[role="group"][aria-label="Slide thumbnails"] button');
  assert.equal(await strip.count(), 10);
  await expectNoAxeViolations(page);
});

test('sliders page: next moves by the scroll step and thumbnails follow', async ({ page }) => {
  await openSliders(page);
  const scroll3 = carousel(page, 'Scroll 3');
  await scroll3.getByRole('button', { name: 'Next slide' }).click();
  // Slides pass through the view while it moves: wait until it has settled on slide 4.
  for (let tries = 0; tries < 50 && (await shownSlides(scroll3)).join() !== '4 of 12,5 of 12,6 of 12'; tries++)
    await page.waitForTimeout(100);
  assert.deepEqual(await shownSlides(scroll3), ['4 of 12', '5 of 12', '6 of 12']);

  const gallery = carousel(page, 'Gallery');
  await gallery.getByRole('button', { name: /^Show slide 3/ }).click();
  await gallery.locator('[aria-label="3 of 10"]:not([inert])').waitFor({ state: 'attached', timeout: 5000 });
  await gallery.getByRole('button', { name: 'Next slide' }).click();
  await gallery.locator('button[aria-current="true"][aria-label^="Show slide 4"]').waitFor({ timeout: 5000 });
});

test(
  'sliders page: the 5 s autoplay has a Pause button that stops it',
  async ({ page }) => {
    await openSliders(page);
    const tour = carousel(page, 'Summer tour');
    const pause = tour.getByRole('button', { name: 'Pause' });
    assert.equal(await pause.isVisible(), true);
    assert.equal(await tour.locator('[aria-live]').getAttribute('aria-live'), 'off');
    // Keyboard focus elsewhere and the pointer away: it moves on after 5 s.
    await page.mouse.move(0, 0);
    await tour.locator('[aria-label="2 of 6"]:not([inert])').waitFor({ state: 'attached', timeout: 8000 });
    await pause.click();
    await page.mouse.move(0, 0);
    assert.equal(await tour.getByRole('button', { name: 'Play' }).isVisible(), true);
    assert.equal(await tour.locator('[aria-live]').getAttribute('aria-live'), 'polite');
    const before = await shownSlides(tour);
    await page.waitForTimeout(6000);
    assert.deepEqual(await shownSlides(tour), before, 'no move while paused');
  },
  { timeout: 60_000 },
);

test('sliders page: reduced motion keeps the autoplay still until Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSliders(page);
  const tour = carousel(page, 'Summer tour');
  assert.equal(await tour.getByRole('button', { name: 'Play' }).isVisible(), true);
  await page.waitForTimeout(5600);
  assert.deepEqual(await shownSlides(tour), ['1 of 6']);
});
