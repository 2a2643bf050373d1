import { describe, expect, it, vi } from 'vitest';
import type { ProductQuery } from '../api/storefront.ts';
import { ApiError } from '../api/errors.ts';
import { listingQuery } from './listing-query.ts';
import { createListing, type FetchProducts, type ProductPage } from './listing-store.ts';
import { sampleCatalogue } from '../../test/fixtures/catalog-products.ts';

interface Call {
  query: ProductQuery & { search: string };
  signal: AbortSignal;
  resolve: (page: ProductPage) => void;
  reject: (error: unknown) => void;
}

/** A fetch whose answers the test hands out one by one, in any order. */
function controlledFetch(): { fetch: FetchProducts; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchProducts = (choice, page, limit, search, signal) =>
    new Promise<ProductPage>((resolve, reject) => {
      calls.push({ query: { ...listingQuery(choice, page, limit, search), search }, signal, resolve, reject });
    });
  return { fetch, calls };
}

const page = (data = sampleCatalogue.slice(0, 2), total = 5, n = 1): ProductPage => ({ data, total, page: n, limit: 2 });
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('product listing', () => {
  it('shows a given first page at once, then loads another choice from page 1', async () => {
    const { fetch, calls } = controlledFetch();
    const listing = createListing({ kind: 'api', fetch, limit: 2, first: { ...page(), choice: { category: 'all', sort: 'featured' } } }, { category: 'all', sort: 'featured' });
    expect(listing.$state.get().status).toBe('ready');
    expect(calls).toHaveLength(0);
    listing.choose({ category: 'books', sort: 'price-low' });
    expect(listing.$state.get().status).toBe('loading');
    expect(calls[0]?.query).toMatchObject({ category: 'books', sortBy: 'price', sortOrder: 'asc', page: 1, limit: 2 });
    calls[0]?.resolve(page(sampleCatalogue.slice(5, 6), 1));
    await flush();
    expect(listing.$state.get()).toMatchObject({ status: 'ready', total: 1, choice: { category: 'books' } });
  });

  it('never renders a stale answer: the older call is aborted and its late answer ignored', async () => {
    const { fetch, calls } = controlledFetch();
    const listing = createListing({ kind: 'api', fetch, limit: 2 }, { category: 'all', sort: 'featured' });
    expect(calls).toHaveLength(0);
    listing.start();
    listing.start();
    listing.choose({ category: 'toys', sort: 'featured' });
    listing.choose({ category: 'books', sort: 'featured' });
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, true, false]);
    calls[2]?.resolve(page(sampleCatalogue.slice(5, 6), 1));
    calls[1]?.resolve(page(sampleCatalogue.slice(6, 7), 1));
    await flush();
    expect(listing.$state.get().products.map((p) => p.sk)).toEqual([14]);
    expect(listing.$state.get().choice.category).toBe('books');
  });

  it('appends the next page and knows when there is no more', async () => {
    const { fetch, calls } = controlledFetch();
    const listing = createListing({ kind: 'api', fetch, limit: 2 }, { category: 'all', sort: 'featured' });
    listing.start();
    calls[0]?.resolve(page(sampleCatalogue.slice(0, 2), 3));
    await flush();
    expect(listing.hasMore()).toBe(true);
    listing.loadMore();
    expect(listing.$state.get()).toMatchObject({ status: 'ready', loadingMore: true });
    expect(calls[1]?.query.page).toBe(2);
    calls[1]?.resolve(page(sampleCatalogue.slice(2, 3), 3, 2));
    await flush();
    expect(listing.$state.get().products).toHaveLength(3);
    expect(listing.hasMore()).toBe(false);
    listing.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('shows the server message on failure and retries the same call', async () => {
    const { fetch, calls } = controlledFetch();
    const listing = createListing({ kind: 'api', fetch, limit: 2 }, { category: 'fashion', sort: 'rating' });
    listing.start();
    calls[0]?.reject(new ApiError('The catalogue is resting', { kind: 'http', status: 503 }));
    await flush();
    expect(listing.$state.get()).toMatchObject({ status: 'error', error: 'The catalogue is resting', products: [] });
    listing.retry();
    expect(calls[1]?.query).toMatchObject({ category: 'fashion', sortBy: 'rating' });
    calls[1]?.resolve(page());
    await flush();
    expect(listing.$state.get().status).toBe('ready');
  });

  it('keeps the shown products when loading more fails', async () => {
    const { fetch, calls } = controlledFetch();
    const listing = createListing({ kind: 'api', fetch, limit: 2 }, { category: 'all', sort: 'featured' });
    listing.start();
    calls[0]?.resolve(page());
    await flush();
    listing.loadMore();
    calls[1]?.reject(new ApiError('Could not reach the server', { kind: 'network' }));
    await flush();
    expect(listing.$state.get()).toMatchObject({ status: 'ready', loadingMore: false, error: 'Could not reach the server' });
    expect(listing.$state.get().products).toHaveLength(2);
  });

  it('ignores an abort error and aborts on dispose', async () => {
    const fetch = vi.fn<FetchProducts>((_c, _p, _l, _q, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))));
    const listing = createListing({ kind: 'api', fetch, limit: 2 }, { category: 'all', sort: 'featured' });
    listing.start();
    listing.dispose();
    await flush();
    expect(listing.$state.get().status).toBe('loading');
    expect(fetch.mock.calls[0]?.[4].aborted).toBe(true);
  });

  it('filters and sorts a complete local list without any call', () => {
    const listing = createListing({ kind: 'local', products: sampleCatalogue }, { category: 'electronics', sort: 'price-high' });
    expect(listing.$state.get().products.map((p) => p.sk)).toEqual([1, 3, 2]);
    listing.choose({ category: 'toys', sort: 'featured' });
    expect(listing.$state.get()).toMatchObject({ status: 'ready', total: 1 });
    expect(listing.hasMore()).toBe(false);
  });
});
