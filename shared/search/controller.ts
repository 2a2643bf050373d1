import { isAbort } from '../api/errors.ts';
import type { Timers } from '../navigation/close-timer.ts';

/** One hit as the search views show it. */
export interface SearchHit {
  title: string;
  url: string;
  content: string;
}

/** Where a search stands. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'not-configured' | 'error';

/** What a search view renders. */
export interface SearchState {
  keyword: string;
  status: SearchStatus;
  results: SearchHit[];
  /** The server's message when `status` is `error`. */
  error?: string;
}

/** The error code the API answers for a tenant without search. */
export const NOT_CONFIGURED_CODE = 'search_not_configured';

/** Default debounce of typing, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A debounced, abortable search over a fetch function. */
export interface SearchController {
  /** The keyword changed (every key press). */
  input(keyword: string): void;
  /** Runs the current keyword now (Enter before the debounce ran out). */
  flush(): void;
  /** Stops timers and requests; later answers are ignored. */
  destroy(): void;
  readonly state: SearchState;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Site search as a small state machine: typing waits `delayMs` before asking; each request aborts the
 * one before it (so a stale answer never renders); an empty keyword clears the results at once; a
 * `search_not_configured` answer gives the `not-configured` status; any other failure gives `error`
 * with the server's message and no results.
 */
export function createSearchController(options: {
  fetch: (keyword: string, signal: AbortSignal) => Promise<SearchHit[]>;
  onChange: (state: SearchState) => void;
  delayMs?: number;
  timers?: Timers;
}): SearchController {
  const timers = options.timers ?? realTimers;
  let state: SearchState = { keyword: '', status: 'idle', results: [] };
  let timer: unknown = null;
  let request: AbortController | null = null;
  let destroyed = false;

  const set = (next: SearchState): void => {
    if (destroyed) return;
    state = next;
    options.onChange(state);
  };
  const stopTimer = (): void => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  const run = (): void => {
    stopTimer();
    request?.abort();
    const keyword = state.keyword.trim();
    if (!keyword) return;
    const controller = new AbortController();
    request = controller;
    options.fetch(keyword, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        request = null;
        set({ keyword: state.keyword, status: 'done', results });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        request = null;
        if (errorCode(error) === NOT_CONFIGURED_CODE) set({ keyword: state.keyword, status: 'not-configured', results: [] });
        else set({ keyword: state.keyword, status: 'error', results: [], error: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  return {
    input(keyword) {
      if (keyword === state.keyword) return;
      if (!keyword.trim()) {
        stopTimer();
        request?.abort();
        request = null;
        set({ keyword, status: 'idle', results: [] });
        return;
      }
      if (state.status === 'not-configured') {
        set({ ...state, keyword });
        return;
      }
      set({ keyword, status: 'loading', results: state.results });
      stopTimer();
      timer = timers.set(run, options.delayMs ?? SEARCH_DEBOUNCE_MS);
    },
    flush() {
      if (timer !== null) run();
    },
    destroy() {
      destroyed = true;
      stopTimer();
      request?.abort();
    },
    get state() {
      return state;
    },
  };
}
