import type { Product } from '../api/schemas.ts';
import type { ProductQuery } from '../api/storefront.ts';
import type { ListingChoice } from './listing.ts';
import { listingQuery } from './listing-query.ts';
import type { ProductPage } from './listing-store.ts';

/**
 * The storefront calls of the product elements. Elements import this module lazily (`import()`):
 * they render server-given JSON without it, so their own chunks carry neither the HTTP client nor
 * these helpers until a shopper filters, loads more, or a page has no inline data.
 */
async function api() {
  const [{ storefrontApi }, { pageApi }] = await Promise.all([import('../api/storefront.ts'), import('../api/client.ts')]);
  return { storefrontApi, client: pageApi() };
}

/** `GET storefront/products` (validated, abortable). */
export async function fetchProducts(query: ProductQuery, signal: AbortSignal): Promise<ProductPage> {
  const { storefrontApi, client } = await api();
  signal.throwIfAborted();
  return storefrontApi.products(client, query, signal);
}

/** One page of a listing choice (its category, sort and filters), through `GET storefront/products`. */
export function fetchListing(choice: ListingChoice, page: number, limit: number, query: string, signal: AbortSignal): Promise<ProductPage> {
  return fetchProducts(listingQuery(choice, page, limit, query), signal);
}

/** `GET storefront/product/{id}` (id, sku, slug or sk) through the page's API client. */
export async function fetchProduct(id: string, signal: AbortSignal): Promise<Product> {
  const { storefrontApi, client } = await api();
  signal.throwIfAborted();
  return (await storefrontApi.product(client, id, signal)).data;
}

/** `GET storefront/brands`: the store's brands, for the grid's brand filter. */
export async function fetchBrands(): Promise<string[]> {
  const { storefrontApi, client } = await api();
  return (await storefrontApi.brands(client)).data;
}
