/** The shape of a cart id the reference API hands out (`cart_…`). */
export const CART_ID_PATTERN = /^cart_[A-Za-z0-9_-]{10,60}$/;
/** The query parameter of a cart link (`/store?cart=cart_…`). */
export const CART_LINK_PARAM = 'cart';

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
