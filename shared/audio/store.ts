import { atom } from 'nanostores';
import { parseAudioSnapshot, serialiseAudioSnapshot, type AudioSnapshot } from './persistence.ts';
import { DEFAULT_AUDIO_VOLUME, selectTrack, type AudioTrack } from './rules.ts';
import { audioShellCookie } from './shell-cookie.ts';
import { singleTabPlayback, type MessageChannelLike } from './single-tab.ts';
import { pageTenant } from '../storage/page-tenant.ts';

/** The state of the page's one audio player. `position` is where the current track is, in seconds. */
export type AudioState = AudioSnapshot;

/** A fresh player: nothing current, rate 1, volume 0.5. */
export const INITIAL_AUDIO_STATE: AudioState = { current: null, playing: false, rate: 1, volume: DEFAULT_AUDIO_VOLUME, position: 0 };

/** The audio player shared by every element: the audio bar plays it, other elements start tracks. */
export const $audio = atom<AudioState>(INITIAL_AUDIO_STATE);

/** `localStorage` key of the audio state: one per tenant. */
export function audioStorageKey(): string {
  return `site-audio:${pageTenant()}`;
}

/** `BroadcastChannel` name through which tabs of one tenant hand over playback. */
export function audioChannelName(): string {
  return `site-audio:${pageTenant()}`;
}

function update(patch: Partial<AudioState>): void {
  $audio.set({ ...$audio.get(), ...patch });
}

/** Audio actions. */
export const audio = {
  /** Clicking a track: the current one toggles play/pause, another starts from its beginning. */
  select(track: AudioTrack): void {
    const next = selectTrack($audio.get(), track);
    update({ current: next.current, playing: next.playing, ...(next.restart ? { position: 0 } : {}) });
  },
  /** Starts a track (from another element): a new one from the start, the current one resumes. */
  play(track: AudioTrack): void {
    const state = $audio.get();
    if (state.current?.url === track.url) update({ playing: true });
    else update({ current: track, playing: true, position: 0 });
  },
  setPlaying(playing: boolean): void {
    update({ playing: playing && $audio.get().current !== null });
  },
  setRate(rate: number): void {
    update({ rate });
  },
  setVolume(volume: number): void {
    update({ volume: Math.min(1, Math.max(0, volume)) });
  },
  /** Where the current track is now (seconds), as the player reports it. */
  setPosition(position: number): void {
    if (Number.isFinite(position) && position >= 0) update({ position });
  },
  /** The track ended: it stops and will start from the beginning next time. */
  ended(): void {
    update({ playing: false, position: 0 });
  },
  /** Closing clears the current track. */
  close(): void {
    update({ current: null, playing: false, position: 0 });
  },
};

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads the stored state into the store, unless a track is already current (a live choice wins).
 * Corrupt or foreign-version storage is ignored with a warning; bad fields fall back to defaults.
 */
export function restoreAudio(): void {
  if ($audio.get().current) return;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(audioStorageKey()) ?? null;
  } catch {
    return;
  }
  const { snapshot, problem } = parseAudioSnapshot(raw);
  if (problem !== 'none' && problem !== 'absent')
    console.warn(`Stored audio player state (${audioStorageKey()}): ${problem}; using defaults where needed.`);
  if (snapshot) $audio.set(snapshot);
}

function persist(state: AudioState): void {
  try {
    storage()?.setItem(audioStorageKey(), serialiseAudioSnapshot(state));
  } catch {
    // Full or disabled storage: the player keeps working, it just will not resume after a reload.
  }
}

let markedCurrent: boolean | null = null;

/** Tells the server (by cookie) whether a track is current, so every page of the shell shows the bar. */
function markCurrent(hasCurrentTrack: boolean): void {
  if (markedCurrent === hasCurrentTrack || typeof document === 'undefined') return;
  markedCurrent = hasCurrentTrack;
  document.cookie = audioShellCookie(hasCurrentTrack);
}

/**
 * Connects the page's player to the browser: restores the stored state, stores every change, and
 * pauses when another tab of the same tenant starts playing (announcing when this one starts).
 * Returns the disconnect function. `channel` replaces `BroadcastChannel` in tests.
 */
export function connectAudio(options: { channel?: () => MessageChannelLike | null; tab?: string } = {}): () => void {
  restoreAudio();
  const tabs = singleTabPlayback(audioChannelName(), () => audio.setPlaying(false), options);
  let wasPlaying = false;
  const stop = $audio.subscribe((state) => {
    persist(state);
    markCurrent(state.current !== null);
    if (state.playing && !wasPlaying) tabs.announce();
    wasPlaying = state.playing;
  });
  return () => {
    stop();
    tabs.close();
  };
}
