import type { Product } from '../api/schemas.ts';

/**
 * The grid's filters: a price range in minor units (cents; null when open), a brand ('' for any)
 * and "in stock only". In a page URL they read as a shopper typed them: `min=25&max=80.50`
 * (money, the store's currency), `brand=Lumen`, `inStock=true`; the API gets cents.
 */
export interface ListingFilters {
  minPrice: number | null;
  maxPrice: number | null;
  brand: string;
  inStock: boolean;
}

/** No filter. */
export const NO_FILTERS: ListingFilters = { minPrice: null, maxPrice: null, brand: '', inStock: false };

/** What is wrong with a price range, if anything. */
export type PriceProblem = 'badMin' | 'badMax' | 'minOverMax';

/** True when any filter is set. */
export function hasFilters(filters: ListingFilters | undefined): boolean {
  return !!filters && (filters.minPrice !== null || filters.maxPrice !== null || filters.brand !== '' || filters.inStock);
}

/** True when two sets of filters choose the same products. */
export function sameFilters(a: ListingFilters | undefined, b: ListingFilters | undefined): boolean {
  const x = a ?? NO_FILTERS;
  const y = b ?? NO_FILTERS;
  return (
    x.minPrice === y.minPrice && x.maxPrice === y.maxPrice && x.brand.toLowerCase() === y.brand.toLowerCase() && x.inStock === y.inStock
  );
}

/** How many minor-unit digits a currency has (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Reads a typed price ("25", "19.99", "19,99") as minor units: null when blank, undefined when it
 * is not an amount with at most the currency's decimals.
 */
export function parsePrice(text: string, currency: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(trimmed);
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > digits) return undefined;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as a price field's text: 2500 USD → "25", 1999 → "19.99", null → "". */
export function priceText(minor: number | null, currency: string): string {
  if (minor === null) return '';
  const digits = currencyDigits(currency);
  const unit = 10 ** digits;
  const fraction = minor % unit;
  return fraction === 0 ? String(Math.floor(minor / unit)) : `${Math.floor(minor / unit)}.${String(fraction).padStart(digits, '0')}`;
}

/** The price fields' texts of a URL query (what was typed, even when it is wrong). */
export function readPriceTexts(search: string): { min: string; max: string } {
  const params = new URLSearchParams(search);
  return { min: params.get('min') ?? '', max: params.get('max') ?? '' };
}

/** The problem with two typed prices, or null when both are blank or amounts and min ≤ max. */
export function priceProblem(min: string, max: string, currency: string): PriceProblem | null {
  const low = parsePrice(min, currency);
  const high = parsePrice(max, currency);
  if (low === undefined) return 'badMin';
  if (high === undefined) return 'badMax';
  return low !== null && high !== null && low > high ? 'minOverMax' : null;
}

/**
 * The filters a URL query asks for. A price range with a problem (see `priceProblem`) is left out,
 * so the listing shows what the other filters choose while the form says what is wrong.
 */
export function readFilters(search: string, currency: string): ListingFilters {
  const params = new URLSearchParams(search);
  const { min, max } = readPriceTexts(search);
  const ok = !priceProblem(min, max, currency);
  return {
    minPrice: ok ? (parsePrice(min, currency) ?? null) : null,
    maxPrice: ok ? (parsePrice(max, currency) ?? null) : null,
    brand: (params.get('brand') ?? '').trim().slice(0, 100),
    inStock: params.get('inStock') === 'true',
  };
}

/** Sets the filters on URL parameters, dropping those not in use. */
export function writeFilters(params: URLSearchParams, filters: ListingFilters | undefined, currency: string): void {
  const f = filters ?? NO_FILTERS;
  const set = (name: string, value: string): void => (value ? params.set(name, value) : params.delete(name));
  set('min', priceText(f.minPrice, currency));
  set('max', priceText(f.maxPrice, currency));
  set('brand', f.brand);
  set('inStock', f.inStock ? 'true' : '');
}

/** True when a product has units left: its stock, and one of its variations' when they count their own (as the API decides). */
export function inStock(product: Product): boolean {
  const stock = product.data.stock;
  if (typeof stock === 'number' && stock <= 0) return false;
  const variations = product.data.variations ?? [];
  return variations.length === 0 || variations.some((v) => typeof v.stock !== 'number' || v.stock > 0);
}

/** True when a product passes the filters (for complete lists filtered in the browser). */
export function matchesFilters(product: Product, filters: ListingFilters | undefined): boolean {
  const f = filters ?? NO_FILTERS;
  const price = product.data.price;
  return (
    (f.minPrice === null || price >= f.minPrice) &&
    (f.maxPrice === null || price <= f.maxPrice) &&
    (!f.brand || (product.data.brand ?? '').toLowerCase() === f.brand.toLowerCase()) &&
    (!f.inStock || inStock(product))
  );
}

/** The brands of a list of products, sorted, without blanks or repeats. */
export function brandsOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.data.brand ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
