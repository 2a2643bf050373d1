import type { Product } from '../api/schemas.ts';
import { matchesFilters, readFilters, writeFilters, type ListingFilters } from './filters.ts';
import { CATEGORY_CHIPS, productCategory, skNumber, type CategoryChip } from './product.ts';

/** Sort choices of the store product grid, in order. */
export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'rating'] as const;
/** One sort choice. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What the grid lists: a category chip, a sort and, when the grid shows them, filters (none when absent). */
export interface ListingChoice {
  category: CategoryChip;
  sort: SortOption;
  filters?: ListingFilters;
}

/** True when a text is one of the category chips. */
export function isCategoryChip(text: string | null | undefined): text is CategoryChip {
  return (CATEGORY_CHIPS as readonly string[]).includes(text ?? '');
}

/** True when a text is one of the sort choices. */
export function isSortOption(text: string | null | undefined): text is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(text ?? '');
}

const featuredRank = (p: Product): number => (p.post.tags?.includes('bestseller') ? 0 : 1);

/**
 * Filters and sorts a complete product list in the browser, the way the API does: category
 * (case-insensitive; `all` keeps everything) and filters, then the sort; ties keep the catalogue order (`sk`).
 */
export function sortAndFilter(products: readonly Product[], choice: ListingChoice): Product[] {
  const kept = products.filter((p) => (choice.category === 'all' || productCategory(p).toLowerCase() === choice.category) && matchesFilters(p, choice.filters));
  const bySk = (a: Product, b: Product): number => skNumber(a.sk) - skNumber(b.sk);
  const compare: Record<SortOption, (a: Product, b: Product) => number> = {
    featured: (a, b) => featuredRank(a) - featuredRank(b) || bySk(a, b),
    'price-low': (a, b) => a.data.price - b.data.price || bySk(a, b),
    'price-high': (a, b) => b.data.price - a.data.price || bySk(a, b),
    rating: (a, b) => (b.data.rating ?? 0) - (a.data.rating ?? 0) || bySk(a, b),
  };
  return kept.sort(compare[choice.sort]);
}

/**
 * Reads the category, sort and filters from a URL's query (`?category=fashion&sort=price-low&max=50`);
 * unknown values give the defaults, prices are read in `currency`.
 */
export function readListingChoice(search: string, defaults: ListingChoice, currency = 'USD'): ListingChoice {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const sort = params.get('sort');
  return { category: isCategoryChip(category) ? category : defaults.category, sort: isSortOption(sort) ? sort : defaults.sort, filters: readFilters(search, currency) };
}

/**
 * The URL (path, query and hash) for a choice: `category`, `sort` and the filters are set, or dropped
 * when they equal the defaults or are not in use; other query parameters stay; `page` is dropped (a
 * new choice starts at page 1).
 */
export function listingUrl(url: { pathname: string; search: string; hash: string }, choice: ListingChoice, defaults: ListingChoice, keepCategory = true, currency = 'USD'): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  if (keepCategory && choice.category !== defaults.category) params.set('category', choice.category);
  else params.delete('category');
  if (choice.sort !== defaults.sort) params.set('sort', choice.sort);
  else params.delete('sort');
  if (choice.filters) writeFilters(params, choice.filters, currency);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** The link of a category chip, from the current URL (works before JavaScript: the server reads the same query). */
export function chipHref(url: { pathname: string; search: string }, category: CategoryChip, current: ListingChoice, defaults: ListingChoice, currency = 'USD'): string {
  return listingUrl({ ...url, hash: '' }, { ...current, category }, defaults, true, currency);
}
