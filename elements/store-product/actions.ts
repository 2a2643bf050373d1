import type { Product } from '../../shared/api/schemas.ts';
import { addToCartWithToast } from '../../shared/catalog/add-to-cart.ts';
import { cartItemFor, type Selection } from '../../shared/catalog/selection.ts';
import { $savedForLater, toggleSavedForLater } from '../../shared/cart/saved-for-later.ts';
import { ensureToastRegion, showToast } from '../../shared/toast/store.ts';

/**
 * The product page's actions (cart, saved items, toasts), loaded right after the page mounts: the
 * element's own chunk stays small, and by the time a shopper clicks, this is here.
 */

/** Puts the page's toast region in place before any message. */
export function prepareActions(): void {
  ensureToastRegion();
}

/** Calls back with whether the product is saved for later, now and on every change; returns the unsubscribe. */
export function watchSaved(productId: string, onChange: (saved: boolean) => void): () => void {
  return $savedForLater.subscribe((items) => onChange(items.some((item) => item.id === productId)));
}

/** Shows a toast (3 s) in the page's live region. */
export function toast(text: string, tone: 'success' | 'error' = 'success'): void {
  showToast(text, { tone });
}

/**
 * Adds the chosen product, options and quantity to the cart and shows 'Added to cart: {quantity}
 * {size} {color} {name}', or 'Failed to add item to cart' when nothing could be added (stock cap).
 * Returns the sku added, or null.
 */
export const addToCart = addToCartWithToast;

/**
 * Saves the product for later with the options chosen now (its price, image and sku follow them),
 * or removes it when it is saved; returns true when now saved.
 */
export function toggleSaved(product: Product, selection: Selection, currency: string | undefined): boolean {
  return toggleSavedForLater(cartItemFor(product, selection, currency));
}
