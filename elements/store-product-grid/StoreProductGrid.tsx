import { useStore } from '@nanostores/react';
import { lazy, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { StandardOutput } from '../../shared/element/standard-schema.ts';
import type { Product } from '../../shared/api/schemas.ts';
import { gridHooks as h } from '../../shared/catalog/class-hooks.ts';
import {
  brandsOf,
  hasFilters,
  NO_FILTERS,
  parsePrice,
  priceProblem,
  priceText,
  readPriceTexts,
  type ListingFilters,
  type PriceProblem,
} from '../../shared/catalog/filters.ts';
import {
  chipHref,
  listingUrl,
  readListingChoice,
  SORT_OPTIONS,
  type ListingChoice,
  type SortOption,
} from '../../shared/catalog/listing.ts';
import { createListing, type FetchProducts, type Listing, type ListingSource } from '../../shared/catalog/listing-store.ts';
import { CATEGORY_CHIPS } from '../../shared/catalog/product.ts';
import { localeOf } from '../../shared/element/messages.ts';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { formatMoney } from '../../shared/i18n/format.ts';
import { gridMessages } from './messages.ts';
import { ProductCard } from './parts/ProductCard.tsx';
import type { gridAttributes, gridPayload, StoreProductGridEvents } from './store-product-grid.element.ts';
import './css/store-product-grid.css.ts';

type Payload = StandardOutput<typeof gridPayload.schema>;
type Props = ElementViewProps<typeof gridAttributes, Payload, ReadonlySet<string | null>, StoreProductGridEvents>;

/** The storefront API client, loaded on first use. */
const remote = () => import('../../shared/catalog/remote.ts');

/** Asks the API for a page. */
const fetchProducts: FetchProducts = (choice, page, limit, query, signal) =>
  remote().then((api) => api.fetchListing(choice, page, limit, query, signal));

/** Where the listing's products come from, given the payload (see `gridPayload`). */
function sourceOf(data: Payload | undefined, defaults: ListingChoice, limit: number, query: string): ListingSource {
  if (Array.isArray(data)) return { kind: 'local', products: data };
  if (data) {
    const choice = {
      category: data.category ?? defaults.category,
      sort: data.sort ?? defaults.sort,
      ...(data.filters ? { filters: data.filters } : {}),
    };
    return { kind: 'api', fetch: fetchProducts, limit, query, first: { ...data, choice } };
  }
  return { kind: 'api', fetch: fetchProducts, limit, query };
}

/**
 * The filter form, loaded only by grids with `data-filters` (the store page), so list pages do not
 * carry it. The view waits for it before its first render, as for its texts: a server-rendered first
 * view stays until then, and a server render includes the form.
 */
const FilterForm = lazy(() => import('./parts/FilterForm.tsx').then((form) => ({ default: form.FilterForm })));

type CartModule = typeof import('./add-to-cart.ts');
/** The add-to-cart code once loaded: a click then adds in its own handler, so the next frame shows the result. */
let cartModule: CartModule | undefined;
/** The add-to-cart code (cart store and option rules), loaded on first use or soon after mounting. */
const loadCart = (): Promise<CartModule> => import('./add-to-cart.ts').then((m) => (cartModule = m));

/** A plain left click (not a new-tab or download gesture), which the grid handles itself. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The brands a grid starts with: those of a complete list, or those the server sent with its page. */
const brandsFrom = (data: Payload | undefined): string[] => (Array.isArray(data) ? brandsOf(data) : (data?.brands ?? []));

/** The price fields' texts a grid starts with: as the URL has them (even when wrong), else the given filters'. */
function startTexts(urlState: boolean, filters: ListingFilters | undefined, currency: string): { min: string; max: string } {
  const fromUrl = urlState ? readPriceTexts(location.search) : { min: '', max: '' };
  if (fromUrl.min || fromUrl.max) return fromUrl;
  return { min: priceText(filters?.minPrice ?? null, currency), max: priceText(filters?.maxPrice ?? null, currency) };
}

/** The store product grid: category chips, sort, filters, product cards, and paging. */
export function StoreProductGrid(props: Props): ReactNode {
  const {
    host,
    data,
    dataLoading,
    slug,
    category,
    sort,
    query,
    limit,
    currency,
    categories,
    filters,
    urlState,
    headingLevel,
    label,
    emit,
    light,
  } = props;
  const t = useMessages(gridMessages);
  const locale = localeOf(host);
  const sortId = useId();
  const clearFormId = useId();
  const code = currency || 'USD';
  const defaults = useMemo<ListingChoice>(() => ({ category, sort }), [category, sort]);
  const readUrl = useMemo(
    () => (): ListingChoice => {
      const choice = urlState ? readListingChoice(location.search, defaults, code) : defaults;
      return {
        category: categories ? choice.category : defaults.category,
        sort: choice.sort,
        ...(filters ? { filters: choice.filters ?? NO_FILTERS } : {}),
      };
    },
    [urlState, categories, filters, defaults, code],
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
  // A prefetch the page cut off (the shopper left, the network dropped) is loaded again on the first click.
  useEffect(
    () =>
      void loadCart().then(
        (m) => m.prepareAddToCart(),
        () => undefined,
      ),
    [],
  );

  const [brands, setBrands] = useState<string[]>(() => brandsFrom(data));
  const [texts, setTexts] = useState(() => startTexts(urlState, listing.$state.get().choice.filters, code));
  const [problem, setProblem] = useState<PriceProblem | null>(() => priceProblem(texts.min, texts.max, code));
  // The count is announced once the shopper has changed something, not on arrival.
  const [announce, setAnnounce] = useState(false);
  const minRef = useRef<HTMLInputElement>(null);
  /** Shows price fields' texts and their problem, if any. */
  const showTexts = (next: { min: string; max: string }): void => {
    setTexts(next);
    setProblem(priceProblem(next.min, next.max, code));
  };
  useEffect(() => {
    if (!filters || brands.length > 0 || Array.isArray(data) || dataLoading) return;
    void remote()
      .then((api) => api.fetchBrands())
      .then(setBrands, () => undefined);
  }, [filters, brands.length, data, dataLoading]);

  useEffect(() => {
    if (!urlState) return undefined;
    // Back and forward: show what the URL now says, the price fields as typed there.
    const onPop = (): void => {
      listing.choose(readUrl());
      showTexts(readPriceTexts(location.search));
      setAnnounce(true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // showTexts only sets state: the listener need not follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlState, listing, readUrl]);

  const state = useStore(listing.$state);
  const money = (cents: number): string => formatMoney(cents, code, locale);
  const choice = state.choice;
  const applied = choice.filters ?? NO_FILTERS;

  const choose = (next: ListingChoice): void => {
    listing.choose(next);
    setAnnounce(true);
    if (urlState) history.pushState(history.state, '', listingUrl(location, next, defaults, categories, code));
    emit('store-grid-change', next);
  };

  /** Applies the form: the typed prices when they make a range (else their problem shows and the applied range stays), and a brand or stock change. */
  const applyFilters = (change: Partial<ListingFilters>): void => {
    const found = priceProblem(texts.min, texts.max, code);
    setProblem(found);
    if (found && Object.keys(change).length === 0) return;
    const range = found ? {} : { minPrice: parsePrice(texts.min, code) ?? null, maxPrice: parsePrice(texts.max, code) ?? null };
    choose({ ...choice, filters: { ...applied, ...range, ...change } });
  };

  const clearFilters = (): void => {
    showTexts({ min: '', max: '' });
    choose({ ...choice, filters: NO_FILTERS });
    // The button goes away: the first field keeps the focus in the form.
    minRef.current?.focus();
  };

  const add = async (product: Product): Promise<void> => {
    const { addCardToCart } = cartModule ?? (await loadCart());
    const sku = addCardToCart(product, currency || undefined, { added: (params) => t('added', params), failed: t('addFailed') });
    if (sku) emit('store-add-to-cart', { id: product._id, sku, quantity: 1 });
  };

  /**
   * Hidden fields with the shown choice's query parameters except `own` (those the form sets itself):
   * the toolbar's forms and Load more are GET forms the store's server reads, so before the code runs
   * sending one keeps the rest of the choice.
   */
  const keep = (own: string[]): ReactNode[] =>
    [...new URLSearchParams(listingUrl({ pathname: '', search: '', hash: '' }, choice, defaults, categories, code))]
      .filter(([name]) => !own.includes(name))
      .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

  const filterFields = ['min', 'max', 'brand', 'inStock'];
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
                href={chipHref(location, chip, choice, defaults, code)}
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
        <form className={h.sort} method="get">
          {keep(['sort'])}
          <label htmlFor={sortId}>{t('sortBy')}</label>
          <select
            id={sortId}
            className={h.select}
            name="sort"
            value={choice.sort}
            onChange={(event) => choose({ ...choice, sort: event.target.value as SortOption })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </select>
          {/* Without JavaScript the sort needs a button. A server render (its host a stand-in, never
              connected) writes it as markup; in the browser a <noscript> holds text, so the element
              writes the same as text (the page's Trusted Types rule allows no HTML written from script). */}
          <noscript>
            {host.isConnected ? `<button type="submit">${t('apply')}</button>` : <button type="submit">{t('apply')}</button>}
          </noscript>
        </form>
        {filters && (
          <FilterForm
            filters={applied}
            texts={texts}
            problem={problem}
            brands={brands}
            currency={code}
            clearable={hasFilters(applied) || problem !== null}
            minRef={minRef}
            kept={keep(filterFields)}
            clearForm={clearFormId}
            t={t}
            onText={setTexts}
            onApply={applyFilters}
            onClear={clearFilters}
          />
        )}
        {filters && (
          <form id={clearFormId} method="get" hidden>
            {keep(filterFields)}
          </form>
        )}
      </div>
      <p className={h.visuallyHidden} role="status">
        {announce && state.status === 'ready' ? t('count', { count: state.total }) : ''}
      </p>
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
        <p className={h.message}>{hasFilters(applied) ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <ul className={h.list} aria-label={label} aria-busy={busy || undefined}>
          {showSkeleton
            ? Array.from({ length: Math.min(limit, 8) }, (_, i) => <li key={i} className={h.skeleton} aria-hidden="true" />)
            : state.products.map((product) => (
                <ProductCard
                  key={product._id}
                  product={product}
                  slug={slug}
                  headingLevel={headingLevel}
                  locale={locale}
                  money={money}
                  t={t}
                  onAdd={(product) => void add(product)}
                  shown={light}
                />
              ))}
        </ul>
      )}
      {state.status === 'ready' && (state.products.length < state.total || state.error) && (
        <form
          className={h.more}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (state.error) listing.retry();
            else listing.loadMore();
          }}
        >
          {keep([])}
          <input type="hidden" name="page" value={state.page + 1} />
          {state.error && (
            <p className={h.message} data-kind="error">
              {t('errorTitle', { message: state.error })}
            </p>
          )}
          <button type="submit" className={h.moreButton} disabled={state.loadingMore}>
            {state.loadingMore ? t('loadingMore') : state.error ? t('retry') : t('loadMore')}
          </button>
        </form>
      )}
    </div>
  );
}
