import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review, ReviewPage, ReviewSort, ReviewSummary } from '../../shared/api/reviews.ts';

const loadRemote = () => import('../../shared/reviews/remote.ts');

/** What the block shows: the reviews listed so far, the summary, and whether a call is under way or failed. */
export interface ReviewsState {
  reviews: Review[];
  summary: ReviewSummary | null;
  total: number;
  /** The last page listed. */
  page: number;
  sort: ReviewSort;
  status: 'ready' | 'loading' | 'error';
  /** The index of the first review of the last page added by "Show more" (focus goes there), else -1. */
  addedFrom: number;
}

/**
 * The review list of one product: starts from the server's first page when the page gave one, else
 * asks the API; "Show more" adds the next page, a new sort lists from page 1 again (a newer call
 * aborts the older one).
 */
export function useReviews(productId: string, limit: number, first: (ReviewPage & { sort?: ReviewSort }) | undefined) {
  const [state, setState] = useState<ReviewsState>(() =>
    first
      ? { reviews: first.data, summary: first.summary, total: first.total, page: first.page, sort: first.sort ?? 'newest', status: 'ready', addedFrom: -1 }
      : { reviews: [], summary: null, total: 0, page: 0, sort: 'newest', status: productId ? 'loading' : 'ready', addedFrom: -1 },
  );
  const running = useRef<AbortController | null>(null);
  const last = useRef<{ page: number; sort: ReviewSort }>({ page: 1, sort: 'newest' });

  const request = useCallback(
    (page: number, sort: ReviewSort) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      last.current = { page, sort };
      loadRemote()
        .then((remote) => remote.fetchReviews(productId, { page, limit, sort }, controller.signal))
        .then(
          (answer) =>
            setState((s) => {
              const reviews = page > 1 ? [...s.reviews, ...answer.data] : answer.data;
              return { reviews, summary: answer.summary, total: answer.total, page, sort, status: 'ready', addedFrom: page > 1 ? s.reviews.length : -1 };
            }),
          () => {
            if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
          },
        );
    },
    [productId, limit],
  );
  const list = (page: number, sort: ReviewSort): void => {
    setState((s) => ({ ...s, sort, status: 'loading' }));
    request(page, sort);
  };

  useEffect(() => {
    if (!first && productId) request(1, 'newest');
    return () => running.current?.abort();
    // The first view is read once; later pages go through list().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);

  return {
    state,
    showMore: () => list(state.page + 1, state.sort),
    sortBy: (sort: ReviewSort) => list(1, sort),
    retry: () => list(last.current.page, last.current.sort),
  };
}
