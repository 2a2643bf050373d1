/**
 * Where the checkout leads (storefront spec §2): the store page when the cart is empty, the order
 * confirmation after payment, each under `/preview` when the checkout itself is under a preview path.
 */

/** True for a path under the site builder's preview (`/preview/...`). */
export function isPreviewPath(pathname: string): boolean {
  return pathname === '/preview' || pathname.startsWith('/preview/');
}

/** A site path, under `/preview` when the current page is a preview. */
export function sitePath(path: string, currentPathname: string): string {
  return isPreviewPath(currentPathname) && !isPreviewPath(path) ? `/preview${path}` : path;
}

/** The store page an empty checkout sends the shopper to (`storeHref`, or its preview variant). */
export function emptyCartTarget(storeHref: string, currentPathname: string): string {
  return storeHref.startsWith('/') ? sitePath(storeHref, currentPathname) : storeHref;
}

/** `/store/order-confirmation/{paymentIntentId}` (or `/preview/store/order-confirmation/{id}` in a preview). */
export function confirmationPath(paymentIntentId: string, currentPathname: string, base = '/store/order-confirmation'): string {
  return sitePath(`${base.replace(/\/+$/, '')}/${encodeURIComponent(paymentIntentId)}`, currentPathname);
}

/** The card provider's return address (`/store/checkout/success`) on this origin. */
export function cardReturnUrl(origin: string, currentPathname: string): string {
  return `${origin}${sitePath('/store/checkout/success', currentPathname)}`;
}
