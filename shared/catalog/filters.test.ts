import { describe, expect, it } from 'vitest';
import {
  brandsOf,
  hasFilters,
  inStock,
  matchesFilters,
  NO_FILTERS,
  parsePrice,
  priceProblem,
  priceText,
  readFilters,
  readPriceTexts,
  sameFilters,
  writeFilters,
} from './filters.ts';
import { sampleCatalogue, sampleProduct, sampleShirt } from '../../test/fixtures/catalog-products.ts';

describe('grid filters', () => {
  it('reads typed prices as minor units of the store’s currency, and refuses what is not an amount', () => {
    expect(parsePrice('25', 'USD')).toBe(2500);
    expect(parsePrice(' 19.99 ', 'USD')).toBe(1999);
    expect(parsePrice('19,5', 'EUR')).toBe(1950);
    expect(parsePrice('0', 'USD')).toBe(0);
    expect(parsePrice('500', 'JPY')).toBe(500);
    expect(parsePrice('', 'USD')).toBeNull();
    for (const bad of ['abc', '-5', '1.999', '1,000.00', '12.5.3']) expect(parsePrice(bad, 'USD'), bad).toBeUndefined();
    expect(parsePrice('5.5', 'JPY')).toBeUndefined();
  });

  it('writes minor units back as a shopper would type them', () => {
    expect(priceText(2500, 'USD')).toBe('25');
    expect(priceText(1999, 'USD')).toBe('19.99');
    expect(priceText(8050, 'USD')).toBe('80.50');
    expect(priceText(5, 'USD')).toBe('0.05');
    expect(priceText(500, 'JPY')).toBe('500');
    expect(priceText(null, 'USD')).toBe('');
  });

  it('names the problem of a price range: a bad amount, or a minimum above the maximum', () => {
    expect(priceProblem('10', '50', 'USD')).toBeNull();
    expect(priceProblem('50', '50', 'USD')).toBeNull();
    expect(priceProblem('', '', 'USD')).toBeNull();
    expect(priceProblem('50', '10', 'USD')).toBe('minOverMax');
    expect(priceProblem('ten', '10', 'USD')).toBe('badMin');
    expect(priceProblem('10', 'lots', 'USD')).toBe('badMax');
  });

  it('reads the filters of a URL; a wrong price range is left out but its text is kept for the form', () => {
    expect(readFilters('?min=25&max=80.5&brand=Lumen&inStock=true', 'USD')).toEqual({
      minPrice: 2500,
      maxPrice: 8050,
      brand: 'Lumen',
      inStock: true,
    });
    expect(readFilters('?category=books', 'USD')).toEqual(NO_FILTERS);
    expect(readFilters('?inStock=yes&brand=%20', 'USD')).toEqual(NO_FILTERS);
    expect(readFilters('?min=50&max=10&brand=Lumen', 'USD')).toEqual({ ...NO_FILTERS, brand: 'Lumen' });
    expect(readPriceTexts('?min=50&max=10')).toEqual({ min: '50', max: '10' });
  });

  it('writes the filters in use and drops the rest', () => {
    const params = new URLSearchParams('?sort=rating&min=1&brand=Old');
    writeFilters(params, { minPrice: null, maxPrice: 1999, brand: '', inStock: true }, 'USD');
    expect(params.toString()).toBe('sort=rating&max=19.99&inStock=true');
  });

  it('knows when any filter is set, and compares brands without case', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(undefined)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, minPrice: 0 })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, inStock: true })).toBe(true);
    expect(sameFilters({ ...NO_FILTERS, brand: 'lumen' }, { ...NO_FILTERS, brand: 'Lumen' })).toBe(true);
    expect(sameFilters(undefined, NO_FILTERS)).toBe(true);
    expect(sameFilters({ ...NO_FILTERS, maxPrice: 10 }, NO_FILTERS)).toBe(false);
  });

  it('filters a complete list the way the API does, a product’s variations counted for stock', () => {
    const kept = (filters: Partial<typeof NO_FILTERS>) =>
      sampleCatalogue.filter((p) => matchesFilters(p, { ...NO_FILTERS, ...filters })).map((p) => p.sk);
    expect(kept({ minPrice: 3000, maxPrice: 8000 })).toEqual([2, 6, 10, 18]);
    expect(kept({ brand: 'trailhead' })).toEqual([6]);
    expect(kept({ inStock: true })).not.toContain(3);
    expect(kept({ inStock: true })).toContain(22);
    const soldOutColours = sampleProduct(30, 'Sold-out tee', {
      data: { stock: 5, variations: sampleShirt.data.variations?.map((v) => ({ ...v, stock: 0 })) },
    });
    expect(inStock(soldOutColours)).toBe(false);
    expect(inStock(sampleShirt)).toBe(true);
    expect(brandsOf([...sampleCatalogue, sampleShirt])).toEqual(['Trailhead']);
  });
});
