import { showToast } from '../toast/store.ts';
import { cartLinkFor } from './cart-link.ts';

/** The toasts' texts, in the page's language. */
export interface ShareTexts {
  copied: string;
  failed: string;
}

/**
 * The link that restores the saved cart `id` (`{store}?cart={id}`), copied to the clipboard when
 * allowed. Shows a toast either way; null when the cart could not be saved (no id).
 */
export async function giveCartLink(id: string | null, storeHref: string, texts: ShareTexts): Promise<string | null> {
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
