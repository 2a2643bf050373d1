import { atom, type ReadableAtom } from 'nanostores';
import type { Product } from '../api/schemas.ts';
import { sameFilters } from './filters.ts';
import { sortAndFilter, type ListingChoice } from './listing.ts';

/** One page of products as the API answers it. */
export interface ProductPage {
  data: Product[];
  total: number;
  page: number;
  limit: number;
}

/** Fetches one page of a choice (page from 1); must honour the signal (an aborted call never resolves into the view). */
export type FetchProducts = (choice: ListingChoice, page: number, limit: number, query: string, signal: AbortSignal) => Promise<ProductPage>;

/** What the grid shows. `loading` replaces the list, `loadingMore` appends to it. */
export interface ListingState {
  status: 'loading' | 'ready' | 'error';
  choice: ListingChoice;
  products: Product[];
  total: number;
  page: number;
  loadingMore: boolean;
  /** The server's message (or the client's) when the last call failed. */
  error: string | null;
}

/** Where the products come from: the API (a first page may be given), or a complete list filtered here. */
export type ListingSource =
  | { kind: 'api'; fetch: FetchProducts; limit: number; query?: string; first?: ProductPage & { choice: ListingChoice } }
  | { kind: 'local'; products: readonly Product[] };

/** A product listing: its state, and the actions the grid calls. */
export interface Listing {
  $state: ReadableAtom<ListingState>;
  /** Loads the first page when no page was given (call once, after mounting). */
  start(): void;
  /** Shows a category, sort and filters (from page 1). A newer call aborts the older one, so a stale answer never shows. */
  choose(choice: ListingChoice): void;
  /** Appends the next page (API only). */
  loadMore(): void;
  /** Repeats the call that failed. */
  retry(): void;
  /** True when more products exist than are shown. */
  hasMore(): boolean;
  /** Aborts any call in flight. */
  dispose(): void;
}

const sameChoice = (a: ListingChoice, b: ListingChoice): boolean => a.category === b.category && a.sort === b.sort && sameFilters(a.filters, b.filters);

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Could not load products';
}

/**
 * Creates a listing that starts on `choice`: ready at once from the given first page or local list,
 * else loading until `start()` fetches the first page. Creating it never fetches.
 */
export function createListing(source: ListingSource, choice: ListingChoice): Listing {
  const empty: ListingState = { status: 'loading', choice, products: [], total: 0, page: 1, loadingMore: false, error: null };
  const $state = atom<ListingState>(empty);
  let controller: AbortController | null = null;
  let lastFailed: (() => void) | null = null;

  const showLocal = (next: ListingChoice, products: readonly Product[]): void => {
    const list = sortAndFilter(products, next);
    $state.set({ status: 'ready', choice: next, products: list, total: list.length, page: 1, loadingMore: false, error: null });
  };

  const request = (next: ListingChoice, page: number): void => {
    if (source.kind !== 'api') return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const append = page > 1;
    const before = $state.get();
    $state.set(append ? { ...before, loadingMore: true, error: null } : { ...before, status: 'loading', choice: next, loadingMore: false, error: null });
    lastFailed = null;
    source.fetch(next, page, source.limit, source.query ?? '', current.signal).then(
      (answer) => {
        if (current.signal.aborted) return;
        controller = null;
        const shown = append ? [...$state.get().products, ...answer.data] : answer.data;
        $state.set({ status: 'ready', choice: next, products: shown, total: answer.total, page: answer.page, loadingMore: false, error: null });
      },
      (error: unknown) => {
        if (current.signal.aborted || (error as Error | null)?.name === 'AbortError') return;
        controller = null;
        lastFailed = () => request(next, page);
        const state = $state.get();
        // A failed "load more" keeps the products already shown.
        $state.set(append ? { ...state, loadingMore: false, error: messageOf(error) } : { ...state, status: 'error', products: [], loadingMore: false, error: messageOf(error) });
      },
    );
  };

  if (source.kind === 'local') showLocal(choice, source.products);
  else if (source.first && sameChoice(source.first.choice, choice)) {
    $state.set({ status: 'ready', choice, products: source.first.data, total: source.first.total, page: source.first.page, loadingMore: false, error: null });
  }

  return {
    $state,
    start() {
      if (source.kind === 'api' && $state.get().status === 'loading' && !controller) request($state.get().choice, 1);
    },
    choose(next) {
      const state = $state.get();
      if (sameChoice(state.choice, next) && state.status !== 'error') return;
      if (source.kind === 'local') showLocal(next, source.products);
      else request(next, 1);
    },
    loadMore() {
      const state = $state.get();
      if (source.kind !== 'api' || state.status !== 'ready' || state.loadingMore || !this.hasMore()) return;
      request(state.choice, state.page + 1);
    },
    retry() {
      lastFailed?.();
    },
    hasMore() {
      const state = $state.get();
      return state.status === 'ready' && state.products.length < state.total;
    },
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
