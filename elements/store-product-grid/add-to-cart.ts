import type { Product } from '../../shared/api/schemas.ts';
import { addToCartWithToast, type AddToCartTexts } from '../../shared/catalog/add-to-cart.ts';
import { initialSelection } from '../../shared/catalog/selection.ts';
import { ensureToastRegion } from '../../shared/toast/store.ts';

/** The texts adding needs: the toast template (with {quantity} {size} {color} {name}) and the failure text. */
export type AddTexts = AddToCartTexts;

/** Puts the page's toast region in place (called soon after the grid mounts, before any message). */
export function prepareAddToCart(): void {
  ensureToastRegion();
}

/**
 * Adds a card's product to the cart: quantity 1 with the first colour and first size, and
 * shows the 3-second toast. Loaded after the grid mounts (or on the first click), so the grid's own
 * chunk carries neither the cart store nor the option rules. Returns the sku added, or null when
 * nothing could be added (the line is already at its stock cap).
 */
export function addCardToCart(product: Product, currency: string | undefined, texts: AddTexts): string | null {
  return addToCartWithToast(product, initialSelection(product), 1, currency, texts);
}
