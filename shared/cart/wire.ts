import type { CartLine } from './rules.ts';

/** The shape of a cart id the reference API hands out (`cart_…`). */
export const CART_ID_PATTERN = /^cart_[A-Za-z0-9_-]{10,60}$/;
/** The query parameter of a cart link (`/store?cart=cart_…`). */
export const CART_LINK_PARAM = 'cart';

/** A cart line as `storefront/cart/save` takes it and `cart/get` returns it (prices are the server's). */
export interface WireCartItem {
  id: string;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  image?: string;
  attributes?: Record<string, string>;
}

/** What identifies the cart's contents for saving: skus, quantities and attributes, in order. */
export function cartSignature(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((l) => [l.id, l.sku, l.quantity, Object.entries(l.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b))]));
}

/** The lines as the save call sends them (only what the server reads is needed; the rest is ignored there). */
export function wireItems(lines: readonly CartLine[]): WireCartItem[] {
  return lines.map((l) => ({
    id: l.id,
    sku: l.sku,
    name: l.name,
    price: l.price,
    quantity: l.quantity,
    ...(l.image ? { image: l.image } : {}),
    ...(l.attributes && Object.keys(l.attributes).length > 0 ? { attributes: l.attributes } : {}),
  }));
}

/** Cart lines from a saved cart (names and prices as the server priced them); lines without a quantity are dropped. */
export function linesFromSaved(items: readonly WireCartItem[], currency?: string): CartLine[] {
  return items
    .filter((item) => item.id && item.name && Number.isInteger(item.quantity) && item.quantity > 0 && Number.isInteger(item.price) && item.price >= 0)
    .map((item) => ({
      id: item.id,
      sku: item.sku,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      ...(item.image ? { image: item.image } : {}),
      ...(item.attributes && Object.keys(item.attributes).length > 0 ? { attributes: item.attributes } : {}),
      ...(currency ? { currency } : {}),
    }));
}

/** The cart id of a cart link's query (`?cart=cart_…`), or null when absent or malformed. */
export function cartIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(CART_LINK_PARAM)?.trim() ?? '';
  return CART_ID_PATTERN.test(id) ? id : null;
}

/** The same URL (path, query, hash) without the cart link parameter. */
export function withoutCartParam(url: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(url.search);
  params.delete(CART_LINK_PARAM);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** The link that restores a saved cart: the store page with `?cart={id}`, absolute against `base`. */
export function cartLinkFor(storeHref: string, id: string, base: string): string {
  const url = new URL(storeHref, base);
  url.searchParams.set(CART_LINK_PARAM, id);
  url.hash = '';
  return url.href;
}
