import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import type { StandardOutput } from '../../shared/element/standard-schema.ts';
import type { Product } from '../../shared/api/schemas.ts';
import { gridHooks as h } from '../../shared/catalog/class-hooks.ts';
import { chipHref, listingQuery, listingUrl, readListingChoice, SORT_OPTIONS, type ListingChoice, type SortOption } from '../../shared/catalog/listing.ts';
import { createListing, type FetchProducts, type Listing, type ListingSource } from '../../shared/catalog/listing-store.ts';
import { CATEGORY_CHIPS } from '../../shared/catalog/product.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { gridMessages } from './messages.ts';
import { ProductCard } from './ProductCard.tsx';
import type { gridAttributes, gridPayload } from './store-product-grid.element.ts';
import './store-product-grid.css.ts';

type Payload = StandardOutput<typeof gridPayload.schema>;
type Props = ElementViewProps<typeof gridAttributes, Payload>;

/** Asks the API for a page, loading the storefront client on first use. */
const fetchProducts: FetchProducts = (choice, page, limit, query, signal) =>
  import('../../shared/catalog/remote.ts').then((remote) => remote.fetchProducts(listingQuery(choice, page, limit, query), signal));

/** Where the listing's products come from, given the payload (see `gridPayload`). */
function sourceOf(data: Payload | undefined, defaults: ListingChoice, limit: number, query: string): ListingSource {
  if (Array.isArray(data)) return { kind: 'local', products: data };
  if (data) return { kind: 'api', fetch: fetchProducts, limit, query, first: { ...data, choice: { category: data.category ?? defaults.category, sort: data.sort ?? defaults.sort } } };
  return { kind: 'api', fetch: fetchProducts, limit, query };
}

type CartModule = typeof import('./add-to-cart.ts');
/** The add-to-cart code once loaded: a click then adds in its own handler, so the next frame shows the result. */
let cartModule: CartModule | undefined;
/** The add-to-cart code (cart store and option rules), loaded on first use or soon after mounting. */
const loadCart = (): Promise<CartModule> => import('./add-to-cart.ts').then((m) => (cartModule = m));

/** A plain left click (not a new-tab or download gesture), which the grid handles itself. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The store product grid: category chips, sort, product cards, and paging. */
export function StoreProductGrid(props: Props): ReactNode {
  const { host, data, dataLoading, slug, category, sort, query, limit, currency, categories, urlState, headingLevel, label, emit } = props;
  const t = useMessages(gridMessages);
  const locale = localeOf(host);
  const sortId = useId();
  const defaults = useMemo<ListingChoice>(() => ({ category, sort }), [category, sort]);
  const readUrl = useMemo(
    () => (): ListingChoice => {
      const choice = urlState ? readListingChoice(location.search, defaults) : defaults;
      return categories ? choice : { ...choice, category: defaults.category };
    },
    [urlState, categories, defaults],
  );
  const listing = useMemo<Listing>(
    () => createListing(sourceOf(data, defaults, limit, query), readUrl()),
    // The listing is rebuilt only when its source changes; choices go through listing.choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, dataLoading, limit, query],
  );
  useEffect(() => {
    // While data-src is on its way, the listing waits for it instead of asking the API.
    if (!dataLoading) listing.start();
    return () => listing.dispose();
  }, [listing, dataLoading]);
  useEffect(() => void loadCart().then((m) => m.prepareAddToCart()), []);

  useEffect(() => {
    if (!urlState) return undefined;
    // Back and forward: show what the URL now says.
    const onPop = (): void => listing.choose(readUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [urlState, listing, readUrl]);

  const state = useStore(listing.$state);
  const money = (cents: number): string => formatMoney(cents, currency || 'USD', locale);
  const choice = state.choice;

  const choose = (next: ListingChoice): void => {
    listing.choose(next);
    if (urlState) history.pushState(history.state, '', listingUrl(location, next, defaults, categories));
    emit('store-grid-change', next);
  };

  const add = async (product: Product): Promise<void> => {
    const { addCardToCart } = cartModule ?? (await loadCart());
    const sku = addCardToCart(product, currency || undefined, { added: (params) => t('added', params), failed: t('addFailed') });
    if (sku) emit('store-add-to-cart', { id: product._id, sku, quantity: 1 });
  };

  const busy = state.status === 'loading';
  const showSkeleton = busy && state.products.length === 0;
  return (
    <div className={h.root}>
      <div className={h.toolbar}>
        {categories && (
          <nav className={h.chips} aria-label={t('categories')}>
            {CATEGORY_CHIPS.map((chip) => (
              <a
                key={chip}
                className={h.chip}
                href={chipHref(location, chip, choice, defaults)}
                aria-current={chip === choice.category ? 'page' : undefined}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  choose({ ...choice, category: chip });
                }}
              >
                {t(chip)}
              </a>
            ))}
          </nav>
        )}
        <div className={h.sort}>
          <label htmlFor={sortId}>{t('sortBy')}</label>
          <select id={sortId} className={h.select} value={choice.sort} onChange={(event) => choose({ ...choice, sort: event.target.value as SortOption })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={h.count}>
        {busy
          ? t('loading')
          : state.status === 'error'
            ? '\u00a0'
            : state.products.length < state.total
              ? t('showing', { shown: state.products.length, total: state.total })
              : t('count', { count: state.total })}
      </p>
      {state.status === 'error' ? (
        <div className={h.message} data-kind="error">
          <p>{t('errorTitle', { message: state.error ?? '' })}</p>
          <button type="button" className={h.retry} onClick={() => listing.retry()}>
            {t('retry')}
          </button>
        </div>
      ) : state.status === 'ready' && state.products.length === 0 ? (
        <p className={h.message}>{t('empty')}</p>
      ) : (
        <ul className={h.list} aria-label={label} aria-busy={busy || undefined}>
          {showSkeleton
            ? Array.from({ length: Math.min(limit, 8) }, (_, i) => <li key={i} className={h.skeleton} aria-hidden="true" />)
            : state.products.map((product) => (
                <ProductCard key={product._id} product={product} slug={slug} headingLevel={headingLevel} locale={locale} money={money} t={t} onAdd={(product) => void add(product)} />
              ))}
        </ul>
      )}
      {state.status === 'ready' && (state.products.length < state.total || state.error) && (
        <div className={h.more}>
          {state.error && <p className={h.message} data-kind="error">{t('errorTitle', { message: state.error })}</p>}
          <button
            type="button"
            className={h.moreButton}
            disabled={state.loadingMore}
            onClick={() => (state.error ? listing.retry() : listing.loadMore())}
          >
            {state.loadingMore ? t('loadingMore') : state.error ? t('retry') : t('loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
