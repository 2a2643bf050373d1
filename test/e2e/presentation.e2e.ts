import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';

/** The tour deck (the first viewer, linked as #slide-N). */
function tour(page: Page): Locator {
  return page.locator('site-presentation:not([id])');
}

/** Opens /presentation (with a hash) and waits until the tour deck has upgraded. */
async function openSlides(page: Page, hash = ''): Promise<Locator> {
  const response = await page.goto(`/presentation${hash}`);
  assert.equal(response?.status(), 200, `GET /presentation answered ${response?.status()}`);
  const deck = tour(page);
  await deck.locator('[aria-roledescription="slide"]').first().waitFor({ state: 'attached', timeout: 15_000 });
  return deck;
}

/** axe after the slide fade-in (300 ms) has finished, so it judges the settled colours. */
async function axeSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll('site-presentation'))
        .flatMap((deck) => deck.getAnimations({ subtree: true }))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await expectNoAxeViolations(page);
}

const shownSlide = (deck: Locator) => deck.locator('[aria-roledescription="slide"]:not([hidden])');
const counter = (deck: Locator) => deck.locator('[role="group"][aria-label="Slide controls"] span').first();

test('slides: the server HTML lists every slide as a section before JavaScript', async ({ page }) => {
  const html = await (await page.request.get('/presentation')).text();
  assert.match(html, /<site-presentation[^>]*data-label="Tour of [^"]+"[^>]*>\s*<section>\s*<h2>Welcome<\/h2>/);
  assert.equal((html.match(/<section>/g) ?? []).length, 5);
  assert.match(html, /<img src="\/demo-images\/welcome\.svg"/);
});

test('slides: a #slide-3 link opens slide 3; G shows the grid, choosing a slide goes back to it', async ({ page }) => {
  const deck = await openSlides(page, '#slide-3');
  assert.equal(await shownSlide(deck).getAttribute('aria-label'), '3 of 5: Booking a visit');
  assert.equal((await counter(deck).textContent())?.trim(), '3 / 5');
  await axeSettled(page);

  await shownSlide(deck).focus();
  await page.keyboard.press('g');
  const cards = deck.locator('ul[aria-label="All slides"] button');
  assert.equal(await cards.count(), 5);
  assert.equal(await cards.nth(2).evaluate((el) => el === document.activeElement), true, 'focus is on the current slide card');
  await axeSettled(page);

  await cards.nth(4).click();
  assert.equal(await cards.count(), 0, 'the grid closed');
  assert.equal(await shownSlide(deck).getAttribute('aria-label'), '5 of 5: Get in touch');
  assert.equal(await shownSlide(deck).evaluate((el) => el === document.activeElement), true, 'focus is back on the slide');
  assert.equal(new URL(page.url()).hash, '#slide-5');

  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  assert.equal((await counter(deck).textContent())?.trim(), '2 / 5');
  assert.equal(new URL(page.url()).hash, '#slide-2');
});

test('slides: keyboard next, Esc leaves presenting mode; the JSON deck keeps its own #team-N', async ({ page }) => {
  const deck = await openSlides(page);
  await shownSlide(deck).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  assert.equal((await counter(deck).textContent())?.trim(), '3 / 5');
  await page.keyboard.press('p');
  const dialog = deck.locator('[role="dialog"]');
  await dialog.waitFor({ state: 'visible' });
  assert.match((await dialog.textContent()) ?? '', /Show the booking page afterwards\./);
  await axeSettled(page);
  await page.keyboard.press('Escape');
  assert.equal(await dialog.count(), 0);

  const team = page.locator('site-presentation#team');
  await team.locator('button[aria-label="Next slide"]').click();
  assert.equal(new URL(page.url()).hash, '#team-2');
  assert.equal((await counter(deck).textContent())?.trim(), '3 / 5', 'the tour deck did not move');
  await team.locator('strong').waitFor({ state: 'attached' });
  await axeSettled(page);
});
