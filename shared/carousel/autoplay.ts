/**
 * Autoplay rules of the WAI-ARIA carousel pattern: rotation runs only while it is switched on, the
 * visitor has not stopped it, the pointer is not over the carousel and (with reduced motion) the
 * visitor has started it themselves. Keyboard focus moving into the carousel, or the visitor asking
 * for reduced motion while the page is open, stops it until Play.
 */
export interface AutoplayState {
  /** The visitor's choice (Pause / Play); starts false under reduced motion. */
  playing: boolean;
  /** The pointer is over the carousel (a pause that ends when it leaves). */
  hovered: boolean;
}

/** Something that happened to a carousel that autoplays. */
export type AutoplayEvent = 'toggle' | 'pointer-enter' | 'pointer-leave' | 'focus-in' | 'reduced-motion';

/** The state a carousel starts in: playing, unless the visitor prefers reduced motion. */
export function initialAutoplay(reducedMotion: boolean): AutoplayState {
  return { playing: !reducedMotion, hovered: false };
}

/** The state after an event. */
export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event) {
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'pointer-enter':
      return { ...state, hovered: true };
    case 'pointer-leave':
      return { ...state, hovered: false };
    case 'focus-in':
    case 'reduced-motion':
      return state.playing ? { ...state, playing: false } : state;
  }
}

/** True when the slides should move on by themselves now. */
export function autoplayRunning(enabled: boolean, state: AutoplayState): boolean {
  return enabled && state.playing && !state.hovered;
}

/** The live region setting: silent while rotating (no announcement every few seconds), polite otherwise. */
export function liveMode(running: boolean): 'off' | 'polite' {
  return running ? 'off' : 'polite';
}
