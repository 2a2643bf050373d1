import type { Product } from '../api/schemas.ts';
import { DEFAULT_STOCK_CAP } from '../cart/rules.ts';

/** Category chips of the store product grid, in order. `all` shows every category. */
export const CATEGORY_CHIPS = ['all', 'electronics', 'fashion', 'home', 'books', 'toys'] as const;
/** One category chip. */
export type CategoryChip = (typeof CATEGORY_CHIPS)[number];

/** The category a product without one is shown under. */
export const DEFAULT_CATEGORY = 'General';
/**
 * The Top Rated badge needs an average of at least 4.8 over at least 5 published reviews: a shop
 * may only show figures that real reviews stand behind.
 */
export const TOP_RATED_MIN_AVERAGE = 4.8;
export const TOP_RATED_MIN_REVIEWS = 5;
/** Stock under this shows the low-stock badge 'Only {n} left'. */
export const LOW_STOCK_BELOW = 10;
/** The fixed ships-in text, the same for every product. */
export const SHIPS_IN = '3-5 days';

/** The number in a numeric-like `sk` (`12`, `"12"`), else 0. */
export function skNumber(sk: Product['sk']): number {
  const n = typeof sk === 'number' ? sk : Number.parseFloat(sk);
  return Number.isFinite(n) ? n : 0;
}

/** The product's category: `post.category`, else its first `post.categories`, else 'General'. */
export function productCategory(product: Pick<Product, 'post'>): string {
  return product.post.category?.trim() || product.post.categories?.find((c) => c.trim()) || DEFAULT_CATEGORY;
}

/** A category with its first letter in capitals, for display (`fashion` → `Fashion`). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** The segment a product card links with: the product slug, else its sku, else its sk, else its id. */
export function productSlug(product: Pick<Product, '_id' | 'sk' | 'data'>): string {
  return product.data.slug?.trim() || product.data.sku.trim() || String(product.sk).trim() || product._id;
}

/** Where a grid card links: `/{slug}/{product slug, else sku, else sk, else _id}`. */
export function productHref(slug: string, product: Pick<Product, '_id' | 'sk' | 'data'>): string {
  const base = slug.replace(/^\/+|\/+$/g, '');
  return `${base ? `/${base}` : ''}/${encodeURIComponent(productSlug(product))}`;
}

/** Where a tag links: `/tag/{tag}`. */
export function tagHref(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}

/** Where a category links: `/collections/{category}`. */
export function collectionHref(category: string): string {
  return `/collections/${encodeURIComponent(category.toLowerCase())}`;
}

/**
 * A product's published-review figures: the average (0-5, as the API computed it) and how many; null
 * when it has no reviews, so nothing is shown rather than an invented number.
 */
export function productRating(product: Pick<Product, 'data' | 'ratingCount'>): { average: number; count: number } | null {
  const average = product.data.rating;
  const reviews = product.data.reviews ?? product.ratingCount;
  const count = typeof reviews === 'number' && Number.isFinite(reviews) ? Math.max(0, Math.round(reviews)) : 0;
  if (count === 0 || typeof average !== 'number' || !Number.isFinite(average)) return null;
  return { average: Math.min(5, Math.max(0, average)), count };
}

/** True when a card shows the Top Rated badge: an average of at least 4.8 over at least 5 reviews. */
export function isTopRated(product: Pick<Product, 'data' | 'ratingCount'>): boolean {
  const rating = productRating(product);
  return rating !== null && rating.average >= TOP_RATED_MIN_AVERAGE && rating.count >= TOP_RATED_MIN_REVIEWS;
}

/** An average rating as the page's language writes it, always with one decimal (`4.6`, `4,6`). */
export function formatRating(average: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  } catch {
    return average.toFixed(1);
  }
}

/** True when stock is known and 0 or less (a product is out of stock when its stock is 0 or less). */
export function isOutOfStock(stock: number | null | undefined): boolean {
  return typeof stock === 'number' && stock <= 0;
}

/** The `n` of 'Only {n} left' when stock is known, in stock and under 10; else null. */
export function lowStockCount(stock: number | null | undefined): number | null {
  return typeof stock === 'number' && stock > 0 && stock < LOW_STOCK_BELOW ? Math.floor(stock) : null;
}

/** A rating rounded to the nearest half star (for the star display): 4.26 → 4.5. */
export function halfStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** The discount to show: the product's percent, else derived from base price and price; 0 when none. */
export function discountPercent(price: number, basePrice: number | null | undefined, discount: number | null | undefined): number {
  if (typeof discount === 'number' && discount > 0) return Math.round(discount);
  if (typeof basePrice === 'number' && basePrice > price && basePrice > 0) return Math.round(((basePrice - price) / basePrice) * 100);
  return 0;
}

/** The most one can buy: the variation's stock, else the product's, else 999 (never negative). */
export function stockCap(variationStock: number | null | undefined, productStock: number | null | undefined): number {
  const stock = typeof variationStock === 'number' ? variationStock : typeof productStock === 'number' ? productStock : DEFAULT_STOCK_CAP;
  return Math.max(0, Math.floor(stock));
}

/** A quantity kept within 1 and the cap (a cap below 1 still gives 1: the control shows out of stock instead). */
export function clampQuantity(quantity: number, cap: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, cap));
}
