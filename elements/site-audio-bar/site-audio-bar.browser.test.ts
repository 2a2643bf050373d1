import { sendMouse } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { $audio, audioChannelName, audioStorageKey, INITIAL_AUDIO_STATE } from '../../shared/audio/store.ts';

const MEDIA = '/demo-site/public/media';
const toneA = {
  url: `${MEDIA}/tone-a.webm`,
  title: 'Tone A',
  description: '440 Hz, 30 seconds',
  coverImage: { url: `${MEDIA}/clip-a.jpg` },
};
const toneB = { url: `${MEDIA}/tone-b.webm`, title: 'Tone B', description: '660 Hz, 30 seconds' };
const json = (tracks: unknown[] = [toneA, toneB]) => `<script type="application/json">${JSON.stringify(tracks)}</script>`;

const bar = (playlist = '') => fixture(`<site-audio-bar>${playlist}</site-audio-bar>`);
const list = () => fixture(`<site-audio-bar data-view="playlist">${json()}</site-audio-bar>`);
const audioOf = (el: Element): HTMLAudioElement => defined(el.querySelector('audio'), '<audio>');
const button = (el: Element, name: string | RegExp): HTMLButtonElement =>
  defined(
    Array.from(el.querySelectorAll<HTMLButtonElement>('button')).find((b) => {
      const label = b.getAttribute('aria-label') ?? b.textContent ?? '';
      return typeof name === 'string' ? label === name : name.test(label);
    }),
    `button ${String(name)}`,
  );
const playing = (audio: HTMLAudioElement) =>
  waitFor(() => !audio.paused && audio.currentTime > 0, { timeout: 5000, message: 'the track to play' });
const loaded = (audio: HTMLAudioElement) => waitFor(() => audio.readyState >= 1, { timeout: 5000, message: 'metadata' });
const stored = () =>
  JSON.parse(localStorage.getItem(audioStorageKey()) ?? 'null') as { version: number; state: Record<string, unknown> } | null;

beforeEach(() => {
  localStorage.removeItem(audioStorageKey());
  $audio.set(INITIAL_AUDIO_STATE);
});
afterEach(async () => {
  cleanup();
  await settle();
  $audio.set(INITIAL_AUDIO_STATE);
  localStorage.removeItem(audioStorageKey());
});

describe('<site-audio-bar>', () => {
  before(async () => {
    await import('./site-audio-bar.element.ts');
    // A real click gives the page the user activation a visitor's click would (audible playback needs it).
    await sendMouse({ type: 'click', position: [1, 1] });
  });

  it('shows nothing without a track or playlist; a playlist view starts tracks in the bar', async () => {
    const shell = await bar();
    expect(shell.querySelector('section')).toBeNull();
    const tracks = await list();
    expect(defined(tracks.querySelector('section')).getAttribute('aria-label')).toBe('Audio playlist');
    expect(Array.from(tracks.querySelectorAll('li strong')).map((s) => s.textContent)).toEqual(['Tone A', 'Tone B']);
    await expectNoAxeViolations(tracks);
    await click(button(tracks, 'Play Tone A'));
    const audio = audioOf(shell);
    expect(audio.getAttribute('src')).toBe(toneA.url);
    await playing(audio);
    expect(defined(shell.querySelector('section')).getAttribute('aria-label')).toBe('Audio player');
    expect(shell.textContent).toMatch('Tone A');
    expect(button(tracks, 'Pause Tone A')).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(shell);
  });

  it('clicking the current track toggles play/pause; clicking another starts it from the beginning', async () => {
    const shell = await bar();
    const tracks = await list();
    await click(button(tracks, 'Play Tone A'));
    const audio = audioOf(shell);
    await playing(audio);
    await click(button(tracks, 'Pause Tone A'));
    await waitFor(() => audio.paused, { message: 'pause' });
    expect($audio.get().playing).toBe(false);
    await click(button(tracks, 'Play Tone A'));
    await playing(audio);
    await click(button(tracks, 'Play Tone B'));
    expect(audio.getAttribute('src')).toBe(toneB.url);
    await playing(audio);
    expect(audio.currentTime).toBeLessThan(2);
    expect(button(tracks, 'Play Tone A')).toHaveAttribute('aria-pressed', 'false');
  });

  it('skips 20 s forward and back, inside the track', async () => {
    const shell = await bar();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    const audio = audioOf(shell);
    await loaded(audio);
    await click(button(shell, 'Forward 20 seconds'));
    expect(Math.round(audio.currentTime)).toBe(20);
    await click(button(shell, 'Forward 20 seconds'));
    expect(Math.round(audio.currentTime)).toBe(Math.round(audio.duration));
    await click(button(shell, 'Back 20 seconds'));
    await click(button(shell, 'Back 20 seconds'));
    expect(audio.currentTime).toBeLessThan(1);
  });

  it('stops at the end of the track', async () => {
    const shell = await bar();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    const audio = audioOf(shell);
    await playing(audio);
    audio.currentTime = audio.duration - 0.3;
    await waitFor(() => !$audio.get().playing, { timeout: 5000, message: 'the end' });
    await settle();
    expect(button(shell, 'Play')).toBeTruthy();
    expect($audio.get().current?.url).toBe(toneA.url);
  });

  it('steps the rate 1 → 1.5 → 2 → 0.5 → 1 and starts at volume 0.5', async () => {
    const shell = await bar();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    const audio = audioOf(shell);
    expect(audio.volume).toBe(0.5);
    const rates: number[] = [];
    for (let i = 0; i < 4; i++) {
      await click(button(shell, /^Playback speed/));
      rates.push(audio.playbackRate);
    }
    expect(rates).toEqual([1.5, 2, 0.5, 1]);
    expect(button(shell, /^Playback speed/).getAttribute('aria-label')).toBe('Playback speed 1x');
    const volume = defined(shell.querySelector<HTMLInputElement>('input[aria-label="Volume"]'));
    volume.focus();
    await pressKey('ArrowRight');
    expect(audio.volume).toBe(0.55);
  });

  it('closing clears the current track', async () => {
    const shell = await bar(json());
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneB } }));
    await settle();
    await click(button(shell, 'Close audio player'));
    expect(shell.querySelector('audio')).toBeNull();
    expect($audio.get().current).toBeNull();
    expect(stored()?.state.current).toBeNull();
    expect(button(shell, 'Playlist')).toBeTruthy();
  });

  it('is keyboard operable: Tab through the controls, the playlist opens with Enter and closes with Esc', async () => {
    const shell = await bar(json());
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    button(shell, 'Back 20 seconds').focus();
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      await pressKey('Tab');
      order.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(order).toEqual(['Pause', 'Forward 20 seconds', 'Seek', 'Playback speed 1x', 'Volume', 'Close audio player']);
    await pressKey('Tab');
    await pressKey('Enter');
    const toggle = button(shell, 'Playlist');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await pressKey('Tab');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Pause Tone A');
    await pressKey('Enter');
    expect($audio.get().playing).toBe(false);
    await expectNoAxeViolations(shell);
    await pressKey('Escape');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('resumes the stored track, position and rate after a page load', async () => {
    let shell = await bar();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    let audio = audioOf(shell);
    await playing(audio);
    audio.currentTime = 12;
    await click(button(shell, /^Playback speed/));
    await waitFor(() => (stored()?.state.position as number) >= 12, { message: 'the position to be stored' });
    expect(stored()).toEqual({
      version: 1,
      state: { current: toneA, playing: true, rate: 1.5, volume: 0.5, position: defined(stored()).state.position },
    });

    // A new page: the module state is gone, only storage remains.
    cleanup();
    await settle();
    $audio.set(INITIAL_AUDIO_STATE);
    shell = await bar();
    audio = audioOf(shell);
    expect(audio.getAttribute('src')).toBe(toneA.url);
    await waitFor(() => audio.currentTime >= 12, { timeout: 5000, message: 'the stored position' });
    expect(audio.currentTime).toBeLessThan(14);
    expect(audio.playbackRate).toBe(1.5);
    expect(button(shell, 'Playback speed 1.5x')).toBeTruthy();
  });

  it('ignores corrupt or foreign-version storage and keeps the valid fields of a damaged one', async () => {
    localStorage.setItem(audioStorageKey(), '{"version":1,"state":');
    await captureConsoleErrors(async () => {
      const shell = await bar();
      expect(shell.querySelector('section')).toBeNull();
    });
    cleanup();
    localStorage.setItem(audioStorageKey(), JSON.stringify({ version: 99, state: { current: toneA } }));
    expect((await bar()).querySelector('audio')).toBeNull();
    cleanup();
    $audio.set(INITIAL_AUDIO_STATE);
    localStorage.setItem(audioStorageKey(), JSON.stringify({ version: 1, state: { current: toneB, rate: 7, volume: 0.2, position: 'x' } }));
    const shell = await bar();
    expect(audioOf(shell).getAttribute('src')).toBe(toneB.url);
    expect($audio.get()).toEqual({ current: toneB, rate: 1, volume: 0.2, position: 0, playing: false });
  });

  it('pauses when another tab starts playing, and tells other tabs when it starts', async () => {
    const otherTab = new BroadcastChannel(audioChannelName());
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      const shell = await bar();
      document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
      await settle();
      const audio = audioOf(shell);
      await playing(audio);
      await waitFor(() => heard.length > 0, { message: 'the announcement' });
      expect((heard[0] as { type?: string }).type).toBe('playing');
      otherTab.postMessage({ type: 'playing', tab: 'another-tab' });
      await waitFor(() => audio.paused, { message: 'this tab to pause' });
      expect($audio.get().playing).toBe(false);
      await settle();
      expect(button(shell, 'Play')).toBeTruthy();
    } finally {
      otherTab.close();
    }
  });

  it('takes tracks from a site-audio-play event, refusing a bad one with a message; reports changes', async () => {
    const shell = await bar();
    const changes = recordEvents<{ track: unknown; playing: boolean }>(shell, 'site-audio-change');
    const { calls } = await captureConsoleErrors(async () => {
      document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: { url: '' } } }));
      await settle();
    });
    expect(calls.map((c) => c[0])).toEqual(['site-audio-play: the track needs a url and a title.']);
    expect(shell.querySelector('audio')).toBeNull();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneB } }));
    await settle();
    changes.stop();
    expect(changes.events.at(-1)?.detail).toEqual({ track: toneB, playing: true });
  });
  it('seeks with its scrubber (arrows, Page Up/Down, Home, End) and shows the elapsed and remaining time', async () => {
    const shell = await bar();
    document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
    await settle();
    const audio = audioOf(shell);
    await loaded(audio);
    audio.pause();
    await waitFor(() => !$audio.get().playing, { message: 'pause' });
    const seek = defined(shell.querySelector<HTMLInputElement>('input[aria-label="Seek"]'));
    const elapsed = () => shell.querySelector('[data-time]')?.textContent;
    const remaining = () => shell.querySelector('[data-remaining]')?.textContent;
    await waitFor(() => seek.getAttribute('aria-valuetext')?.endsWith(' of 0:30'), { message: 'the duration' });
    audio.currentTime = 0;
    await waitFor(() => seek.getAttribute('aria-valuetext') === '0:00 of 0:30', { message: 'the start' });
    seek.focus();
    // A media element lands a seek on its nearest frame (3.000858 for 3, 0.006851 for 0): compare to the tenth of a second.
    const at = () => Math.round(audio.currentTime * 10) / 10;
    await pressKey('ArrowRight');
    expect(at()).toBe(3);
    expect([seek.getAttribute('aria-valuetext'), elapsed(), remaining()]).toEqual(['0:03 of 0:30', '0:03', '-0:27']);
    await pressKey('PageUp');
    expect(at()).toBe(9);
    await pressKey('ArrowUp');
    await pressKey('ArrowDown');
    await pressKey('PageDown');
    expect(at()).toBe(3);
    await pressKey('ArrowLeft');
    const tenth = (seconds: number) => Math.round(seconds * 10) / 10;
    expect([at(), tenth($audio.get().position), tenth(Number(seek.value))]).toEqual([0, 0, 0]);
    await pressKey('End');
    expect(Math.round(audio.currentTime)).toBe(30);
    expect(remaining()).toBe('-0:00');
    await pressKey('Home');
    expect([at(), elapsed()]).toEqual([0, '0:00']);
    await expectNoAxeViolations(shell);
  });

  it('tells the Media Session what plays and obeys its play, pause and seek actions', async () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as MediaMetadata | null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler),
      setPositionState: () => undefined,
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    const act = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
      defined(handlers.get(action), `${action} handler`)({ action, ...details });
    try {
      const shell = await bar();
      document.dispatchEvent(new CustomEvent('site-audio-play', { detail: { track: toneA } }));
      await settle();
      const audio = audioOf(shell);
      await playing(audio);
      const metadata = defined(session.metadata);
      expect([metadata.title, metadata.artist, metadata.artwork.map((art) => art.src)]).toEqual([
        'Tone A',
        '440 Hz, 30 seconds',
        [new URL(toneA.coverImage.url, document.baseURI).href],
      ]);
      expect(session.playbackState).toBe('playing');
      act('pause');
      await waitFor(() => audio.paused, { message: 'pause from the lock screen' });
      await settle();
      expect([$audio.get().playing, session.playbackState]).toEqual([false, 'paused']);
      act('play');
      await playing(audio);
      audio.pause();
      await settle();
      act('seekto', { seekTime: 7 });
      expect(audio.currentTime).toBe(7);
      act('seekforward');
      expect(audio.currentTime).toBe(27);
      act('seekbackward', { seekOffset: 5 });
      expect(audio.currentTime).toBe(22);
      act('seekbackward');
      expect(audio.currentTime).toBe(2);
      await click(button(shell, 'Close audio player'));
      expect([session.metadata, session.playbackState, handlers.get('play'), handlers.get('seekto')]).toEqual([null, 'none', null, null]);
    } finally {
      delete (navigator as { mediaSession?: unknown }).mediaSession;
    }
  });
});
