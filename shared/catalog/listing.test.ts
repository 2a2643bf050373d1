import { describe, expect, it } from 'vitest';
import { chipHref, isCategoryChip, listingQuery, listingUrl, readListingChoice, sortAndFilter, sortQuery, type ListingChoice } from './listing.ts';
import { sampleCatalogue } from './testing.ts';

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
    expect(readListingChoice('?category=fashion&sort=price-low', defaults)).toEqual({ category: 'fashion', sort: 'price-low' });
    expect(readListingChoice('?category=cars&sort=cheapest', defaults)).toEqual(defaults);
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
