import type { Product } from '../../shared/api/schemas.ts';
import { addedToCartParams, cardCartItem, initialSelection } from '../../shared/catalog/selection.ts';
import { cart } from '../../shared/stores/cart.ts';
import { ensureToastRegion, showToast } from '../../shared/stores/toasts.ts';

/** The texts adding needs: the toast template (with {quantity} {size} {color} {name}) and the failure text. */
export interface AddTexts {
  added: (params: Record<string, string | number>) => string;
  failed: string;
}

/** Puts the page's toast region in place (called soon after the grid mounts, before any message). */
export function prepareAddToCart(): void {
  ensureToastRegion();
}

/**
 * Adds a card's product to the cart: quantity 1 with the first colour and first size (spec §2), and
 * shows the 3-second toast. Loaded after the grid mounts (or on the first click), so the grid's own
 * chunk carries neither the cart store nor the option rules. Returns the sku added, or null when
 * nothing could be added (the line is already at its stock cap).
 */
export function addCardToCart(product: Product, currency: string | undefined, texts: AddTexts): string | null {
  const item = cardCartItem(product, currency);
  if (cart.add(item, 1) === 0) {
    showToast(texts.failed, { tone: 'error' });
    return null;
  }
  showToast(texts.added(addedToCartParams(product, initialSelection(product), 1)).replace(/\s+/g, ' '));
  return item.sku;
}
