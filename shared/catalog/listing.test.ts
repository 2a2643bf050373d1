import { describe, expect, it } from 'vitest';
import { chipHref, isCategoryChip, listingUrl, readListingChoice, sortAndFilter, type ListingChoice } from './listing.ts';
import { listingQuery, sortQuery } from './listing-query.ts';
import { NO_FILTERS } from './filters.ts';
import { sampleCatalogue } from '../../test/fixtures/catalog-products.ts';

const defaults: ListingChoice = { category: 'all', sort: 'featured' };

describe('listing choices', () => {
  it('maps sorts to the API', () => {
    expect(sortQuery('featured')).toEqual({ sortBy: 'featured' });
    expect(sortQuery('price-low')).toEqual({ sortBy: 'price', sortOrder: 'asc' });
    expect(sortQuery('price-high')).toEqual({ sortBy: 'price', sortOrder: 'desc' });
    expect(sortQuery('rating')).toEqual({ sortBy: 'rating', sortOrder: 'desc' });
  });

  it('builds the API query; all sends no category', () => {
    expect(listingQuery({ category: 'all', sort: 'featured' }, 1, 12)).toEqual({ sortBy: 'featured', page: 1, limit: 12 });
    expect(listingQuery({ category: 'books', sort: 'price-high' }, 2, 12, ' trail ')).toEqual({
      category: 'books',
      query: 'trail',
      sortBy: 'price',
      sortOrder: 'desc',
      page: 2,
      limit: 12,
    });
  });

  it('reads category and sort from the URL, ignoring unknown values', () => {
    expect(readListingChoice('?category=fashion&sort=price-low', defaults)).toEqual({ category: 'fashion', sort: 'price-low', filters: NO_FILTERS });
    expect(readListingChoice('?category=cars&sort=cheapest', defaults)).toEqual({ ...defaults, filters: NO_FILTERS });
    expect(isCategoryChip('toys')).toBe(true);
    expect(isCategoryChip('General')).toBe(false);
  });

  it('writes the URL: defaults dropped, other parameters and the hash kept, page reset', () => {
    const url = { pathname: '/store', search: '?org=harbor&page=3', hash: '#grid' };
    expect(listingUrl(url, { category: 'toys', sort: 'rating' }, defaults)).toBe('/store?org=harbor&category=toys&sort=rating#grid');
    expect(listingUrl(url, defaults, defaults)).toBe('/store?org=harbor#grid');
    expect(listingUrl({ pathname: '/collections/home', search: '', hash: '' }, { category: 'home', sort: 'rating' }, defaults, false)).toBe(
      '/collections/home?sort=rating',
    );
    expect(chipHref({ pathname: '/store', search: '?sort=rating' }, 'books', { category: 'all', sort: 'rating' }, defaults)).toBe(
      '/store?sort=rating&category=books',
    );
  });

  it('keeps filters in the URL beside category and sort, and in the chips’ links', () => {
    const choice: ListingChoice = { category: 'home', sort: 'featured', filters: { minPrice: 2500, maxPrice: 8050, brand: 'Lumen', inStock: true } };
    const url = listingUrl({ pathname: '/store', search: '?page=2', hash: '' }, choice, defaults);
    expect(url).toBe('/store?category=home&min=25&max=80.50&brand=Lumen&inStock=true');
    expect(readListingChoice(url.slice('/store'.length), defaults)).toEqual(choice);
    expect(listingUrl({ pathname: '/store', search: '?category=home&min=25&brand=Lumen', hash: '' }, { ...choice, filters: NO_FILTERS }, defaults)).toBe('/store?category=home');
    expect(chipHref({ pathname: '/store', search: '' }, 'books', choice, defaults)).toBe('/store?category=books&min=25&max=80.50&brand=Lumen&inStock=true');
    // A grid without filters leaves the URL's filter parameters alone.
    expect(listingUrl({ pathname: '/store', search: '?brand=Lumen', hash: '' }, { category: 'toys', sort: 'featured' }, defaults)).toBe('/store?brand=Lumen&category=toys');
  });

  it('asks the API for the filters in cents, and for nothing it does not use', () => {
    const query = listingQuery({ category: 'all', sort: 'price-low', filters: { minPrice: 1000, maxPrice: null, brand: 'Lumen', inStock: true } }, 1, 12);
    expect(query).toEqual({ minPrice: 1000, brand: 'Lumen', inStock: true, sortBy: 'price', sortOrder: 'asc', page: 1, limit: 12 });
    expect(Object.entries(listingQuery({ category: 'all', sort: 'featured', filters: NO_FILTERS }, 1, 12)).filter(([, value]) => value !== undefined)).toEqual([
      ['sortBy', 'featured'],
      ['page', 1],
      ['limit', 12],
    ]);
  });

  it('filters and sorts a local list like the API', () => {
    const names = (choice: ListingChoice) => sortAndFilter(sampleCatalogue, choice).map((p) => p.sk);
    expect(names({ category: 'electronics', sort: 'price-low' })).toEqual([2, 3, 1]);
    expect(names({ category: 'electronics', sort: 'price-high' })).toEqual([1, 3, 2]);
    expect(names({ category: 'all', sort: 'featured' }).slice(0, 2)).toEqual([1, 6]);
    expect(names({ category: 'all', sort: 'rating' })[0]).toBe(18);
    expect(names({ category: 'toys', sort: 'featured' })).toEqual([18]);
    expect(sortAndFilter(sampleCatalogue, { category: 'all', sort: 'featured' })).toHaveLength(sampleCatalogue.length);
  });
});
