import type { ProductQuery } from '../api/storefront.ts';
import type { ListingFilters } from './filters.ts';
import type { ListingChoice, SortOption } from './listing.ts';

/*
 * The API query of a listing choice. Only the storefront calls (remote.ts) and the server need it,
 * so the grid's own chunk does not carry it.
 */

/** The API's sortBy and sortOrder for a sort choice. */
export function sortQuery(sort: SortOption): Pick<ProductQuery, 'sortBy' | 'sortOrder'> {
  switch (sort) {
    case 'price-low':
      return { sortBy: 'price', sortOrder: 'asc' };
    case 'price-high':
      return { sortBy: 'price', sortOrder: 'desc' };
    case 'rating':
      return { sortBy: 'rating', sortOrder: 'desc' };
    default:
      return { sortBy: 'featured' };
  }
}

/** The API query for a choice and a page (`all` sends no category; filters not in use send nothing). */
export function listingQuery(choice: ListingChoice, page: number, limit: number, query = ''): ProductQuery {
  return {
    ...(choice.category === 'all' ? {} : { category: choice.category }),
    ...(query.trim() ? { query: query.trim() } : {}),
    ...filtersQuery(choice.filters),
    ...sortQuery(choice.sort),
    page,
    limit,
  };
}

/** The API parameters of the filters (prices in cents); those not in use are undefined, so the client sends nothing for them. */
export function filtersQuery(filters: ListingFilters | undefined): Pick<ProductQuery, 'minPrice' | 'maxPrice' | 'brand' | 'inStock'> {
  return {
    minPrice: filters?.minPrice ?? undefined,
    maxPrice: filters?.maxPrice ?? undefined,
    brand: filters?.brand || undefined,
    inStock: filters?.inStock || undefined,
  };
}
