import type { Product } from '../api/schemas.ts';
import type { ProductQuery } from '../api/storefront.ts';
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

/** `GET storefront/product/{id}` (id, sku, slug or sk) through the page's API client. */
export async function fetchProduct(id: string, signal: AbortSignal): Promise<Product> {
  const { storefrontApi, client } = await api();
  signal.throwIfAborted();
  return (await storefrontApi.product(client, id, signal)).data;
}
