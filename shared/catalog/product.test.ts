import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  clampQuantity,
  collectionHref,
  discountPercent,
  formatRating,
  halfStars,
  isOutOfStock,
  isTopRated,
  lowStockCount,
  productCategory,
  productRating,
  productHref,
  skNumber,
  stockCap,
  tagHref,
} from './product.ts';
import { sampleProduct } from '../../test/fixtures/catalog-products.ts';
import { cartProductHref } from '../cart/rules.ts';

describe('product display rules', () => {
  it('falls back to the category General', () => {
    expect(productCategory(sampleProduct(1, 'A', { post: { category: 'fashion' } }))).toBe('fashion');
    expect(productCategory(sampleProduct(1, 'A', { post: { category: null, categories: ['books'] } }))).toBe('books');
    expect(productCategory(sampleProduct(1, 'A', { post: { category: ' ', categories: [] } }))).toBe('General');
    expect(categoryLabel('electronics')).toBe('Electronics');
  });

  it('links cards with the product slug, else sku, else sk, else id', () => {
    const p = sampleProduct(7, 'Blue Mug', { data: { slug: 'blue-mug', sku: 'MUG-7' } });
    expect(productHref('shop', p)).toBe('/shop/blue-mug');
    expect(productHref('/shop/', { ...p, data: { ...p.data, slug: null } })).toBe('/shop/MUG-7');
    expect(productHref('shop', { ...p, data: { ...p.data, slug: '', sku: '' } })).toBe('/shop/7');
    expect(productHref('shop', { ...p, sk: '', data: { ...p.data, slug: '', sku: '' } })).toBe('/shop/prod_7');
    expect(productHref('shop', { ...p, data: { ...p.data, slug: 'a b/c' } })).toBe('/shop/a%20b%2Fc');
  });

  it('builds cart, tag and collection links', () => {
    expect(cartProductHref('NW-FAS-006-NAVY')).toBe('/store/product/NW-FAS-006-NAVY');
    expect(tagHref('smart home')).toBe('/tag/smart%20home');
    expect(collectionHref('Fashion')).toBe('/collections/fashion');
  });

  it('shows Top Rated only for an average of at least 4.8 over at least 5 reviews', () => {
    const rated = (rating: number | null, reviews: number) => sampleProduct(1, 'A', { ratingCount: reviews, data: { rating, reviews } });
    expect(isTopRated(rated(4.8, 5))).toBe(true);
    expect(isTopRated(rated(5, 212))).toBe(true);
    expect(isTopRated(rated(4.7, 300))).toBe(false);
    expect(isTopRated(rated(5, 4))).toBe(false);
    expect(isTopRated(rated(null, 0))).toBe(false);
  });

  it('is out of stock at 0 or less, and low on stock from 1 to 9', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-2)).toBe(true);
    expect(isOutOfStock(1)).toBe(false);
    expect(isOutOfStock(null)).toBe(false);
    expect(isOutOfStock(undefined)).toBe(false);
    expect(lowStockCount(9)).toBe(9);
    expect(lowStockCount(1)).toBe(1);
    expect(lowStockCount(10)).toBeNull();
    expect(lowStockCount(0)).toBeNull();
    expect(lowStockCount(null)).toBeNull();
  });

  it('shows the real average and count, and nothing for a product without reviews', () => {
    expect(productRating(sampleProduct(1, 'A', { ratingCount: 212, data: { rating: 4.6, reviews: 212 } }))).toEqual({ average: 4.6, count: 212 });
    expect(productRating(sampleProduct(1, 'A', { ratingCount: 0, data: { rating: null, reviews: 0 } }))).toBeNull();
    expect(productRating(sampleProduct(1, 'A', { ratingCount: 0, data: { rating: 4, reviews: 0 } }))).toBeNull();
    expect(productRating(sampleProduct(1, 'A', { ratingCount: 3, data: { rating: 4.2, reviews: null } }))).toEqual({ average: 4.2, count: 3 });
    expect(skNumber('3.6')).toBe(3.6);
  });

  it('writes an average with one decimal in the page language, and rounds to half stars', () => {
    expect(formatRating(4.6, 'en-US')).toBe('4.6');
    expect(formatRating(5, 'en-US')).toBe('5.0');
    expect(formatRating(4.6, 'es')).toBe('4,6');
    expect(halfStars(4.26)).toBe(4.5);
    expect(halfStars(4.2)).toBe(4);
    expect(halfStars(7)).toBe(5);
  });

  it('derives the discount from the base price when no percent is given', () => {
    expect(discountPercent(8000, 10000, 20)).toBe(20);
    expect(discountPercent(7500, 10000, null)).toBe(25);
    expect(discountPercent(1000, null, 0)).toBe(0);
    expect(discountPercent(1000, 900, null)).toBe(0);
  });

  it('caps quantity at the variation stock, else the product stock, else 999', () => {
    expect(stockCap(3, 40)).toBe(3);
    expect(stockCap(null, 40)).toBe(40);
    expect(stockCap(undefined, undefined)).toBe(999);
    expect(stockCap(-4, 10)).toBe(0);
  });

  it('keeps every quantity between 1 and the cap', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 2000 }), (q, cap) => {
        const kept = clampQuantity(q, cap);
        return Number.isInteger(kept) && kept >= 1 && kept <= Math.max(1, cap);
      }),
    );
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
  });
});

describe('class hooks', () => {
  it('name parts {block}__{kebab-part}', async () => {
    const { gridHooks, productHooks, hookName } = await import('./class-hooks.ts');
    expect(gridHooks.root).toBe('store-grid');
    expect(gridHooks.basePrice).toBe('store-grid__base-price');
    expect(productHooks.descriptionBody).toBe('store-product__description-body');
    expect(hookName('x', 'moreButton')).toBe('x__more-button');
  });
});
