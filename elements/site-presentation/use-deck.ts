import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { AUTOPLAY_DELAY_MS, deckReducer, initialDeck, slideFromHash, slideHash, type DeckAction, type DeckState } from '../../shared/presentation/deck.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** What the deck needs to start and to talk to the page. */
export interface DeckOptions {
  host: HTMLElement;
  count: number;
  /** Slide number (from 1) shown first when the hash names none. */
  start: number;
  autoplay: boolean;
  /** Follow and write the URL hash, with this prefix (`slide`, or the element id). */
  hash: boolean;
  prefix: string;
  /** Logged with console.warn when fullscreen is refused. */
  fullscreenFailed: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/**
 * The deck state plus its side effects: the 5 s autoplay timer, reduced motion, the URL hash (read
 * on load, followed on hashchange, written with replaceState) and the Fullscreen API.
 */
export function useDeck(options: DeckOptions): [DeckState, Dispatch<DeckAction>] {
  const { host, count, start, autoplay, hash, prefix, fullscreenFailed } = options;
  const [state, dispatch] = useReducer(deckReducer, undefined, () => {
    const fromHash = hash ? slideFromHash(location.hash, prefix, count) : null;
    return initialDeck(count, { index: fromHash ?? start - 1, autoplay, reducedMotion: prefersReducedMotion() });
  });

  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.playing, state.index]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia(REDUCED_MOTION);
    const follow = (): void => dispatch({ type: 'reduced-motion', on: query.matches });
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    if (!hash) return undefined;
    const follow = (): void => {
      const index = slideFromHash(location.hash, prefix, count);
      if (index !== null) dispatch({ type: 'go', index });
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [hash, prefix, count]);

  const written = useRef(state.index);
  useEffect(() => {
    if (!hash || written.current === state.index) return;
    written.current = state.index;
    const target = slideHash(prefix, state.index);
    if (location.hash !== target) history.replaceState(history.state, '', target);
  }, [hash, prefix, state.index]);

  useEffect(() => {
    const follow = (): void => dispatch({ type: 'fullscreen-changed', on: document.fullscreenElement === host });
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [host]);

  useEffect(() => {
    const isFullscreen = document.fullscreenElement === host;
    const refused = (error: unknown): void => {
      console.warn(fullscreenFailed, error);
      dispatch({ type: 'fullscreen-changed', on: document.fullscreenElement === host });
    };
    if (state.fullscreen && !isFullscreen) {
      try {
        const request = typeof host.requestFullscreen === 'function' ? host.requestFullscreen() : undefined;
        if (request) request.catch(refused);
        else refused(new Error('the Fullscreen API is missing'));
      } catch (error) {
        refused(error);
      }
    } else if (!state.fullscreen && isFullscreen) {
      document.exitFullscreen().catch((error: unknown) => console.warn(fullscreenFailed, error));
    }
  }, [host, state.fullscreen, fullscreenFailed]);

  return [state, dispatch];
}
