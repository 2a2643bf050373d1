import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { upgraded } from './upgraded.ts';

/** The shell's audio bar (not the in-page playlist). */
const BAR = 'site-audio-bar:not([data-view])';

/** The bar's `<audio>`: where it is, whether it plays, its speed and source. */
function barAudio(page: Page): Promise<{ time: number; paused: boolean; rate: number; src: string } | null> {
  return page.evaluate((selector) => {
    const audio = document.querySelector<HTMLAudioElement>(`${selector} audio`);
    return audio ? { time: audio.currentTime, paused: audio.paused, rate: audio.playbackRate, src: audio.getAttribute('src') ?? '' } : null;
  }, BAR);
}

/** Waits until the video matching `selector` is playing and has moved on. */
async function videoPlays(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const video = document.querySelector<HTMLVideoElement>(s);
    return Boolean(video && !video.paused && video.currentTime > 0.2);
  }, selector);
}

test('media: a track keeps playing from the same position, at the same speed, on the next page', async ({ page }) => {
  await page.goto('/media');
  await upgraded(page, 'site-audio-bar[data-view="playlist"]', 15_000);
  await page.getByRole('button', { name: 'Play Tuning note A' }).click();
  const bar = page.locator(BAR);
  await bar.getByRole('button', { name: 'Pause' }).waitFor();
  await page.waitForFunction((selector) => (document.querySelector<HTMLAudioElement>(`${selector} audio`)?.currentTime ?? 0) > 0, BAR);
  await bar.getByRole('button', { name: 'Forward 20 seconds' }).click();
  await bar.getByRole('button', { name: 'Playback speed 1x' }).click();
  await bar.getByRole('button', { name: 'Playback speed 1.5x' }).waitFor();
  const before = await barAudio(page);
  assert.ok(before && before.time >= 20 && !before.paused, `playing past 20 s before leaving: ${JSON.stringify(before)}`);
  await expectNoAxeViolations(page);

  await Promise.all([page.waitForURL('**/media/notes'), page.getByRole('link', { name: 'Read the show notes' }).click()]);
  await page.locator(`${BAR} audio`).waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction((selector) => (document.querySelector<HTMLAudioElement>(`${selector} audio`)?.currentTime ?? 0) > 0, BAR);
  const after = await barAudio(page);
  assert.ok(after, 'the bar shows the track on the next page');
  assert.equal(after.src, '/demo-media/tone-a.webm');
  // It resumed where it was, not from the start: it has played on since (more on a busy machine), never gone back.
  assert.ok(
    after.time >= before.time - 1 && after.time < before.time + 15,
    `resumed near ${before.time.toFixed(1)} s, at ${after.time.toFixed(1)} s`,
  );
  assert.equal(after.rate, 1.5);
  assert.equal(await bar.getByText('Tuning note A').count(), 1);
  await expectNoAxeViolations(page);

  // The bar is part of the whole site's shell while a track is current, not only the media pages.
  await page.goto('/help');
  await page.locator(`${BAR} audio`).waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction((selector) => (document.querySelector<HTMLAudioElement>(`${selector} audio`)?.currentTime ?? 0) > 0, BAR);
  const elsewhere = await barAudio(page);
  assert.equal(elsewhere?.src, '/demo-media/tone-a.webm');
  assert.ok(
    elsewhere && elsewhere.time >= before.time - 3,
    `still near ${before.time.toFixed(1)} s on /help: ${JSON.stringify(elsewhere)}`,
  );
  assert.equal(elsewhere.rate, 1.5);

  // Closing clears it for the next page too, and pages without audio stop showing the bar.
  await page.goto('/media/notes');
  await page.locator(`${BAR} audio`).waitFor({ state: 'attached', timeout: 15_000 });
  await bar.getByRole('button', { name: 'Close audio player' }).click();
  await page.reload();
  await page.locator(`${BAR} site-element-root`).waitFor({ state: 'attached', timeout: 15_000 });
  assert.equal(await page.locator(`${BAR} audio`).count(), 0);
  await page.goto('/help');
  assert.equal(await page.locator(BAR).count(), 0, 'no audio bar on a page without audio once nothing is current');
});

test('media: the video plays inline and in a popup dialog', async ({ page }) => {
  await page.goto('/media');
  const inline = page.locator('site-video').first();
  await inline.locator('site-element-root').waitFor({ state: 'attached', timeout: 15_000 });
  await inline.getByRole('button', { name: 'Play', exact: true }).click();
  await videoPlays(page, 'site-video video');
  await inline.getByRole('button', { name: 'Play Colour bars' }).click();
  assert.equal(await inline.locator('video').first().getAttribute('src'), '/demo-media/clip-b.webm');
  await videoPlays(page, 'site-video video');

  const popup = page.locator('site-video[data-play-mode="popup"]');
  await popup.getByRole('button', { name: 'Play Test pattern' }).click();
  const dialog = popup.getByRole('dialog', { name: 'Test pattern' });
  await dialog.waitFor();
  await videoPlays(page, 'site-video dialog video');
  assert.equal(await dialog.locator('track').getAttribute('srclang'), 'en');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Play Test pattern');
});

test('media: the video and the audio bar seek with the keyboard, show the time, and the audio position survives a reload', async ({
  page,
}) => {
  await page.goto('/media');
  const inline = page.locator('site-video').first();
  const seek = inline.getByRole('slider', { name: 'Seek' });
  await seek.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => document.querySelector('site-video input[aria-label="Seek"]')?.getAttribute('aria-valuetext') === '0:00 of 0:04',
  );
  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await seek.getAttribute('aria-valuetext'), '0:02 of 0:04');
  assert.equal(await inline.locator('[data-time]').textContent(), '0:02 / 0:04');
  assert.equal(await page.evaluate(() => document.querySelector<HTMLVideoElement>('site-video video')?.currentTime), 2);
  // K plays from the slider (focus is in the player), and the time moves on by itself.
  await page.keyboard.press('k');
  await videoPlays(page, 'site-video video');
  await page.waitForFunction(() => document.querySelector('site-video [data-time]')?.textContent !== '0:02 / 0:04');
  await page.keyboard.press('k');
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('site-video video')?.paused === true);
  await inline.getByRole('button', { name: 'Captions' }).click();
  assert.equal(await page.evaluate(() => document.querySelector<HTMLVideoElement>('site-video video')?.textTracks[0]?.mode), 'disabled');

  await page.getByRole('button', { name: 'Play Tuning note A' }).click();
  const bar = page.locator(BAR);
  await bar.getByRole('button', { name: 'Pause' }).click();
  const scrubber = bar.getByRole('slider', { name: 'Seek' });
  await page.waitForFunction(
    (s) => document.querySelector(`${s} input[aria-label="Seek"]`)?.getAttribute('aria-valuetext')?.endsWith(' of 0:30'),
    BAR,
  );
  await scrubber.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  assert.equal(await scrubber.getAttribute('aria-valuetext'), '0:12 of 0:30');
  assert.deepEqual(await bar.locator('[data-time], [data-remaining]').allTextContents(), ['0:12', '-0:18']);
  assert.equal((await barAudio(page))?.time, 12);
  await expectNoAxeViolations(page);

  // A new page load, in Spanish: the bar comes back paused at 0:12.
  await page.goto('/media?lang=es');
  const posicion = page.locator(BAR).getByRole('slider', { name: 'Posición' });
  await posicion.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (s) => document.querySelector(`${s} input[aria-label="Posición"]`)?.getAttribute('aria-valuetext') === '0:12 de 0:30',
    BAR,
  );
  const after = await barAudio(page);
  assert.ok(after && after.paused && Math.abs(after.time - 12) < 0.2, `paused at 12 s after the reload: ${JSON.stringify(after)}`);
  await expectNoAxeViolations(page);
});
