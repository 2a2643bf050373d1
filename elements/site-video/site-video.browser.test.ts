import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';

const MEDIA = '/demo-site/public/media';
const serverMarkup = (attrs = '') => `
  <site-video ${attrs}>
    <figure><video src="${MEDIA}/clip-a.webm" poster="${MEDIA}/clip-a.jpg" controls muted loop>
      <track kind="captions" src="${MEDIA}/clip-a.en.vtt" srclang="en" label="English" default></video>
      <figcaption>Test pattern</figcaption></figure>
    <a href="${MEDIA}/clip-b.webm" data-cover="${MEDIA}/clip-b.jpg">Colour bars</a>
  </site-video>`;
const jsonMarkup = (
  attrs = '',
  videos: unknown = [
    {
      url: `${MEDIA}/clip-a.webm`,
      coverImage: { url: `${MEDIA}/clip-a.jpg` },
      title: 'Test pattern',
      captions: [{ src: `${MEDIA}/clip-a.en.vtt`, srclang: 'en', label: 'English', default: true }],
    },
    { url: `${MEDIA}/clip-b.webm`, coverImage: `${MEDIA}/clip-b.jpg`, title: 'Colour bars' },
  ],
) => `<site-video ${attrs}><script type="application/json">${JSON.stringify(videos)}</script></site-video>`;

const player = (el: Element): HTMLVideoElement => defined(el.querySelector<HTMLVideoElement>('video:not([data-preview])'), 'player video');
const cards = (el: Element): HTMLButtonElement[] => Array.from(el.querySelectorAll<HTMLButtonElement>('ul button'));
const card = (el: Element, i: number): HTMLButtonElement => defined(cards(el)[i], `card ${i}`);
const button = (el: Element, name: string): HTMLButtonElement =>
  defined(
    Array.from(el.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.getAttribute('aria-label') === name),
    `button ${name}`,
  );
const slider = (el: Element, name: string): HTMLInputElement =>
  defined(el.querySelector<HTMLInputElement>(`input[type="range"][aria-label="${name}"]`), `slider ${name}`);
const controlsHidden = (el: Element): boolean =>
  defined(el.querySelector('[data-controls-hidden], video')?.closest('div')).hasAttribute('data-controls-hidden');
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
const playing = (video: HTMLVideoElement) =>
  waitFor(() => !video.paused && video.currentTime > 0, { timeout: 5000, message: 'the video to play' });

afterEach(async () => {
  cleanup();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await sendMouse({ type: 'move', position: [0, 0] });
});

describe('<site-video>', () => {
  before(async () => {
    await import('./site-video.element.ts');
  });

  it('reads server-rendered <video> and <a> children, with the specified defaults', async () => {
    const el = await fixture(serverMarkup());
    const video = player(el);
    expect(video.getAttribute('src')).toBe(`${MEDIA}/clip-a.webm`);
    expect(video.getAttribute('poster')).toBe(`${MEDIA}/clip-a.jpg`);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.volume).toBe(0.4);
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['1024', '640']);
    expect(video.paused).toBe(true);
    expect(cards(el).map((b) => b.getAttribute('aria-label'))).toEqual(['Play Test pattern', 'Play Colour bars']);
    expect(card(el, 0)).toHaveAttribute('aria-current', 'true');
    expect(defined(card(el, 1).querySelector('img')).getAttribute('src')).toBe(`${MEDIA}/clip-b.jpg`);
    const track = defined(video.querySelector('track'));
    expect([track.kind, track.srclang, track.label, track.default]).toEqual(['captions', 'en', 'English', true]);
    await expectNoAxeViolations(el);
  });

  it('reads inline JSON with { url } or plain-string covers and caption tracks', async () => {
    const el = await fixture(jsonMarkup());
    expect(cards(el).map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual([`${MEDIA}/clip-a.jpg`, `${MEDIA}/clip-b.jpg`]);
    expect(player(el).querySelectorAll('track')).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('toggles play and pause by clicking the picture, and by keyboard on the play button', async () => {
    const el = await fixture(jsonMarkup());
    const events = recordEvents<{ url: string; title: string }>(el, 'site-video-play');
    const video = player(el);
    video.click();
    await playing(video);
    expect(button(el, 'Pause')).toBeTruthy();
    video.click();
    await waitFor(() => video.paused, { message: 'pause' });
    await settle();
    button(el, 'Play').focus();
    await pressKey('Enter');
    await playing(video);
    await pressKey('Space');
    await waitFor(() => video.paused, { message: 'pause by Space' });
    events.stop();
    expect(events.events[0]?.detail).toEqual({ url: `${MEDIA}/clip-a.webm`, title: 'Test pattern' });
    await expectNoAxeViolations(el);
  });

  it('plays the chosen video in the player (inline mode) and marks it current', async () => {
    const el = await fixture(jsonMarkup());
    await click(card(el, 1));
    const video = player(el);
    expect(video.getAttribute('src')).toBe(`${MEDIA}/clip-b.webm`);
    await playing(video);
    expect(card(el, 1)).toHaveAttribute('aria-current', 'true');
    expect(card(el, 0).hasAttribute('aria-current')).toBe(false);
  });

  it('mutes, unmutes and sets the volume from its controls', async () => {
    const el = await fixture(jsonMarkup('data-muted="false" data-volume="0.8"'));
    const video = player(el);
    expect([video.muted, video.volume]).toEqual([false, 0.8]);
    await click(button(el, 'Mute'));
    expect(video.muted).toBe(true);
    expect(button(el, 'Mute')).toHaveAttribute('aria-pressed', 'true');
    slider(el, 'Volume').focus();
    await pressKey('ArrowLeft');
    expect(video.volume).toBe(0.75);
    expect(video.muted).toBe(false);
  });

  it('keeps the controls 2.5 s after starting, hides them 2 s after the pointer stops, never while focused inside', async () => {
    const el = await fixture(jsonMarkup());
    const video = player(el);
    video.click();
    await playing(video);
    await wait(2000);
    expect(controlsHidden(el)).toBe(false);
    await waitFor(() => controlsHidden(el), { timeout: 1500, message: 'the start timer to hide the controls' });
    const box = video.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 50), Math.round(box.y + 50)] });
    await settle();
    expect(controlsHidden(el)).toBe(false);
    await wait(1500);
    expect(controlsHidden(el)).toBe(false);
    await waitFor(() => controlsHidden(el), { timeout: 1500, message: 'the controls to hide 2 s after the pointer stopped' });
    button(el, 'Pause').focus();
    await settle();
    expect(controlsHidden(el)).toBe(false);
    await wait(2700);
    expect(controlsHidden(el)).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('previews a video muted on hover and focus, not with data-no-preview or reduced motion', async () => {
    const el = await fixture(jsonMarkup());
    const box = card(el, 1).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + 20)] });
    await settle();
    const preview = defined(card(el, 1).querySelector<HTMLVideoElement>('video[data-preview]'), 'preview');
    expect(preview.muted).toBe(true);
    expect(preview.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => !preview.paused, { timeout: 5000, message: 'the preview to play' });
    await sendMouse({ type: 'move', position: [0, 0] });
    await settle();
    expect(card(el, 1).querySelector('video')).toBeNull();
    card(el, 0).focus();
    await settle();
    expect(card(el, 0).querySelector('video[data-preview]')).toBeTruthy();
    await expectNoAxeViolations(el);
    cleanup();

    const quiet = await fixture(jsonMarkup('data-no-preview'));
    card(quiet, 0).focus();
    await settle();
    expect(quiet.querySelector('video[data-preview]')).toBeNull();
    cleanup();

    await emulateMedia({ reducedMotion: 'reduce' });
    const calm = await fixture(jsonMarkup());
    card(calm, 0).focus();
    await settle();
    expect(calm.querySelector('video[data-preview]')).toBeNull();
  });

  it('in popup mode plays in a modal dialog: focus moves in, Tab stays inside, Esc closes and focus returns', async () => {
    const el = await fixture(jsonMarkup('data-play-mode="popup"'));
    expect(el.querySelector('video')).toBeNull();
    card(el, 1).focus();
    await pressKey('Enter');
    const dialog = defined(el.querySelector('dialog'));
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Colour bars');
    expect(document.activeElement).toBe(button(dialog, 'Close video'));
    const video = defined(dialog.querySelector('video'));
    await playing(video);
    for (let i = 0; i < 6; i++) {
      await pressKey('Tab');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await pressKey('Shift+Tab');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(el);
    await pressKey('Escape');
    await waitFor(() => !el.querySelector('dialog'), { message: 'the dialog to close' });
    expect(document.activeElement).toBe(card(el, 1));
    await click(card(el, 0));
    await click(button(defined(el.querySelector('dialog')), 'Close video'));
    expect(el.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(card(el, 0));
  });

  it('hides the playlist, autoplays, and works without controls (the picture still toggles)', async () => {
    const el = await fixture(
      jsonMarkup('data-hide-playlist data-auto-play data-controls="false" data-loop="false" data-width="320" data-height="200"'),
    );
    expect(el.querySelector('ul')).toBeNull();
    expect(el.querySelector('button')).toBeNull();
    const video = player(el);
    expect(video.loop).toBe(false);
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['320', '200']);
    expect(defined(video.parentElement).getBoundingClientRect().width).toBe(320);
    await playing(video);
    video.click();
    await waitFor(() => video.paused, { message: 'pause' });
    await expectNoAxeViolations(el);
  });

  it('names a bad attribute and a bad caption track, and keeps the server videos readable', async () => {
    const { result: el, calls } = await captureConsoleErrors(() => fixture(serverMarkup('data-volume="2"')));
    expect(defined(el.querySelector('[data-site-config-error]')).textContent).toMatch('data-volume');
    expect(el.querySelector('figure video')).toBeTruthy();
    expect(calls.length).toBeGreaterThan(0);
    const { result: bad } = await captureConsoleErrors(() =>
      fixture(jsonMarkup('', [{ url: '/a.webm', captions: [{ src: '/a.vtt', srclang: 'English', label: 'English' }] }])),
    );
    expect(defined(bad.querySelector('[data-site-config-error]')).textContent).toMatch('srclang');
    await expectNoAxeViolations(el);
  });
  it('seeks with its slider: arrows, Page Up/Down, Home and End, read out as "0:02 of 0:04", with the time beside it', async () => {
    const el = await fixture(jsonMarkup());
    const video = player(el);
    const seek = slider(el, 'Seek');
    await waitFor(() => seek.getAttribute('aria-valuetext') === '0:00 of 0:04', { message: 'the duration' });
    expect([seek.min, seek.max]).toEqual(['0', String(video.duration)]);
    seek.focus();
    await pressKey('ArrowRight');
    expect(video.currentTime).toBe(1);
    expect(seek.getAttribute('aria-valuetext')).toBe('0:01 of 0:04');
    expect(defined(el.querySelector('[data-time]')).textContent).toBe('0:01 / 0:04');
    await pressKey('PageUp');
    expect(video.currentTime).toBe(3);
    await pressKey('ArrowLeft');
    expect(seek.getAttribute('aria-valuetext')).toBe('0:02 of 0:04');
    expect(Number(seek.value)).toBe(2);
    await pressKey('End');
    expect(video.currentTime).toBe(video.duration);
    await pressKey('Home');
    expect(video.currentTime).toBe(0);
    expect(video.paused).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('answers the keys viewers know while focus is in the player, and not in a text field outside it', async () => {
    const el = await fixture(`<div><label>Search <input type="search"></label>${jsonMarkup('data-muted="false"')}</div>`);
    const video = player(el);
    await waitFor(() => video.readyState >= 1, { message: 'metadata' });
    defined(el.querySelector<HTMLInputElement>('input[type="search"]')).focus();
    for (const key of ['k', 'm', 'l', 'f', 'c']) await pressKey(key);
    expect([video.paused, video.muted, video.currentTime, button(el, 'Captions').getAttribute('aria-pressed')]).toEqual([
      true,
      false,
      0,
      'true',
    ]);

    const box = video.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 3)] });
    await playing(video);
    expect(document.activeElement).toBe(video.parentElement);
    await pressKey('k');
    await waitFor(() => video.paused, { message: 'K to pause' });
    await pressKey('Space');
    await playing(video);
    await pressKey('k');
    await waitFor(() => video.paused, { message: 'K to pause again' });
    video.currentTime = 0;
    await pressKey('l');
    expect(video.currentTime).toBe(2);
    await pressKey('ArrowRight');
    expect(video.currentTime).toBe(3);
    await pressKey('ArrowLeft');
    await pressKey('j');
    expect(video.currentTime).toBe(0);
    await pressKey('m');
    expect(video.muted).toBe(true);
    expect(button(el, 'Mute')).toHaveAttribute('aria-pressed', 'true');
    await pressKey('c');
    expect(button(el, 'Captions')).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(el);
  });

  it('switches captions on and off, and has no captions switch for a video without tracks', async () => {
    const el = await fixture(jsonMarkup());
    const video = player(el);
    const captions = button(el, 'Captions');
    const track = defined(video.textTracks[0]);
    expect(captions).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => track.mode === 'showing', { message: 'the default captions to show' });
    await click(captions);
    expect([track.mode, captions.getAttribute('aria-pressed')]).toEqual(['disabled', 'false']);
    await click(captions);
    expect([track.mode, captions.getAttribute('aria-pressed')]).toEqual(['showing', 'true']);
    await expectNoAxeViolations(el);
    await click(card(el, 1));
    expect(Array.from(el.querySelectorAll('button')).some((b) => b.getAttribute('aria-label') === 'Captions')).toBe(false);
    expect(Boolean(el.querySelector('button[aria-label="Picture in picture"]'))).toBe(document.pictureInPictureEnabled);
  });

  it('asks for fullscreen on the whole player (F or the button) and leaves it again', async () => {
    const el = await fixture(jsonMarkup());
    const box = defined(player(el).parentElement);
    const requests: string[] = [];
    let fullscreen: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreen });
    const change = (to: Element | null) => {
      fullscreen = to;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    box.requestFullscreen = () => (requests.push('enter'), change(box));
    document.exitFullscreen = () => (requests.push('exit'), change(null));
    try {
      const toggle = button(el, 'Full screen');
      await click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      toggle.focus();
      await pressKey('f');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await pressKey('f');
      expect(requests).toEqual(['enter', 'exit', 'enter']);
      await expectNoAxeViolations(el);
    } finally {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
    }
  });

  it('names its controls in Spanish', async () => {
    const el = await fixture(jsonMarkup('lang="es"'));
    await waitFor(() => el.querySelector('input[aria-label="Posición"]'), { message: 'the Spanish texts' });
    await waitFor(() => slider(el, 'Posición').getAttribute('aria-valuetext') === '0:00 de 0:04', { message: 'the Spanish time' });
    expect(['Subtítulos', 'Pantalla completa', 'Reproducir'].map((name) => Boolean(button(el, name)))).toEqual([true, true, true]);
    await expectNoAxeViolations(el);
  });
});
