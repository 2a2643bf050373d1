/**
 * Where the checkout leads: the store page when the cart is empty, the order
 * confirmation after payment, each under `/preview` when the checkout itself is under a preview path.
 */

/**
 * `href` when it is a site path (`/…`, not `//…`) or an http(s) address, else `fallback`: a page
 * attribute never makes the checkout navigate to `javascript:` or another scheme.
 */
export function safeHref(href: string, fallback: string): string {
  const text = href.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

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
  const href = safeHref(storeHref, '/store');
  return href.startsWith('/') ? sitePath(href, currentPathname) : href;
}

/** `/store/order-confirmation/{paymentIntentId}` (or `/preview/store/order-confirmation/{id}` in a preview). */
export function confirmationPath(paymentIntentId: string, currentPathname: string, base = '/store/order-confirmation'): string {
  const safe = safeHref(base, '/store/order-confirmation').replace(/\/+$/, '');
  const href = `${safe}/${encodeURIComponent(paymentIntentId)}`;
  return safe.startsWith('/') ? sitePath(href, currentPathname) : href;
}

/** The card provider's return address (`/store/checkout/success`) on this origin. */
export function cardReturnUrl(origin: string, currentPathname: string): string {
  return `${origin}${sitePath('/store/checkout/success', currentPathname)}`;
}
