/**
 * The presentation viewer's modes as a small pure state machine: which slide is shown, whether
 * autoplay runs, and whether the grid overview, presenting mode or fullscreen is on. No DOM, no
 * timers: the view dispatches actions and performs the side effects (timer, Fullscreen API, focus).
 */

/** Autoplay advances one slide every 5 seconds. */
export const AUTOPLAY_DELAY_MS = 5000;

/** Everything the viewer shows, as data. */
export interface DeckState {
  /** Index (from 0) of the slide shown. */
  index: number;
  /** Number of slides (0 for an empty deck). */
  count: number;
  /** Autoplay is running. */
  playing: boolean;
  /** Presenting mode: the deck covers the viewport with the speaker notes beside the slide. */
  presenting: boolean;
  /** The grid overview of every slide is shown instead of the current slide. */
  grid: boolean;
  /** Fullscreen is wanted (the view asks the Fullscreen API and reports what happened). */
  fullscreen: boolean;
  /** The user asked for reduced motion: autoplay never runs. */
  reducedMotion: boolean;
}

/** What can happen to the deck. */
export type DeckAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'go'; index: number }
  /** Picks a slide in the grid overview: shows it and leaves the grid. */
  | { type: 'choose'; index: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle-play' }
  /** The autoplay timer fired. */
  | { type: 'tick' }
  | { type: 'toggle-grid' }
  | { type: 'toggle-presenting' }
  | { type: 'toggle-fullscreen' }
  /** The browser reports whether the element is fullscreen now (after a request, a failure or Esc). */
  | { type: 'fullscreen-changed'; on: boolean }
  /** Esc: leaves the grid, else presenting mode, else fullscreen. */
  | { type: 'escape' }
  | { type: 'reduced-motion'; on: boolean };

/** The starting state: slide `index` (clamped), autoplay only when asked and motion is allowed. */
export function initialDeck(count: number, options: { index?: number; autoplay?: boolean; reducedMotion?: boolean } = {}): DeckState {
  const reducedMotion = options.reducedMotion ?? false;
  const index = clampIndex(options.index ?? 0, count);
  return {
    index,
    count,
    playing: Boolean(options.autoplay) && !reducedMotion && index < count - 1,
    presenting: false,
    grid: false,
    fullscreen: false,
    reducedMotion,
  };
}

/** Keeps an index inside 0..count-1 (0 for an empty deck). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

function goTo(state: DeckState, index: number): DeckState {
  const next = clampIndex(index, state.count);
  return next === state.index ? state : { ...state, index: next };
}

/** Applies one action; returns the same object when nothing changes. */
export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'next':
      return goTo(state, state.index + 1);
    case 'previous':
      return goTo(state, state.index - 1);
    case 'first':
      return goTo(state, 0);
    case 'last':
      return goTo(state, state.count - 1);
    case 'go':
      return goTo(state, action.index);
    case 'choose':
      return { ...goTo(state, action.index), grid: false };
    case 'play': {
      if (state.playing || state.reducedMotion || state.count < 2) return state;
      // Playing from the last slide starts again from the first.
      return { ...state, playing: true, index: state.index >= state.count - 1 ? 0 : state.index };
    }
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle-play':
      return deckReducer(state, { type: state.playing ? 'pause' : 'play' });
    case 'tick': {
      if (!state.playing) return state;
      const index = Math.min(state.index + 1, state.count - 1);
      // Autoplay stops on the last slide.
      return { ...state, index, playing: index < state.count - 1 };
    }
    case 'toggle-grid':
      return { ...state, grid: !state.grid, playing: state.grid ? state.playing : false };
    case 'toggle-presenting':
      return { ...state, presenting: !state.presenting, grid: false };
    case 'toggle-fullscreen':
      return { ...state, fullscreen: !state.fullscreen };
    case 'fullscreen-changed':
      return state.fullscreen === action.on ? state : { ...state, fullscreen: action.on };
    case 'escape':
      if (state.grid) return { ...state, grid: false };
      if (state.presenting) return { ...state, presenting: false };
      if (state.fullscreen) return { ...state, fullscreen: false };
      return state;
    case 'reduced-motion':
      return { ...state, reducedMotion: action.on, playing: action.on ? false : state.playing };
  }
}

/** The `#…-N` prefix of a viewer: its element id when it has one, else `slide`. */
export function hashPrefix(elementId: string | null | undefined): string {
  return elementId && elementId.trim() ? elementId.trim() : 'slide';
}

/** The URL hash of slide `index` (from 0): `#slide-1` for the first slide. */
export function slideHash(prefix: string, index: number): string {
  return `#${encodeURIComponent(prefix)}-${index + 1}`;
}

/**
 * The slide index (from 0) a URL hash names, or null when the hash is not this viewer's or names no
 * slide: `#slide-3` gives 2; `#slide-0`, `#slide-999` (past the end), `#slide-abc` and `#slide-03` give null.
 */
export function slideFromHash(hash: string, prefix: string, count: number): number | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return null;
  }
  const head = `${prefix}-`;
  if (!decoded.startsWith(head)) return null;
  const number = decoded.slice(head.length);
  if (!/^[1-9]\d{0,5}$/.test(number)) return null;
  const index = Number(number) - 1;
  return index < count ? index : null;
}
