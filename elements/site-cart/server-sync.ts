import { cartLinkFor } from '../../shared/cart/sync.ts';
import { startCartSync, type CartSync } from '../../shared/stores/cart-sync.ts';
import { showToast } from '../../shared/stores/toasts.ts';

/**
 * The cart's server side, loaded when `<site-cart>` first needs it (a cart link to open, a change to
 * save, a link to give), so pages that only look carry none of it: saving the cart, opening `?cart=`
 * links, and the link to the cart.
 */

let sync: CartSync | null = null;

/** Starts saving the cart to the server (once per page; later calls reuse it); returns the stop function. */
export function startSync(currency: string | undefined): () => void {
  const started = sync ?? startCartSync({ currency });
  sync = started;
  return () => {
    started.stop();
    if (sync === started) sync = null;
  };
}

/**
 * Saves the cart now and returns the link that restores it (`{store}?cart={id}`), copying it to the
 * clipboard when allowed. Shows a toast either way; null when the server could not be reached.
 */
export async function shareCartLink(storeHref: string, currency: string | undefined, texts: { copied: string; failed: string }): Promise<string | null> {
  if (!sync) startSync(currency);
  const id = await sync?.flush();
  if (!id) {
    showToast(texts.failed, { tone: 'error' });
    return null;
  }
  const url = cartLinkFor(storeHref, id, location.href);
  const copied = await navigator.clipboard?.writeText(url).then(
    () => true,
    () => false,
  );
  if (copied) showToast(texts.copied);
  return url;
}
