import type { Product } from '../../shared/api/schemas.ts';
import { addedToCartParams, cardCartItem, initialSelection } from '../../shared/catalog/selection.ts';
import { cart } from '../../shared/stores/cart.ts';
import { ensureToastRegion, showToast } from '../../shared/stores/toasts.ts';
import { afterNextPaint } from '../../shared/timing/after-paint.ts';

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
 * Adds a card's product to the cart: quantity 1 with the first colour and first size (spec §2); the
 * cart button's count shows it in the click's own frame. After that frame is painted, it shows the
 * 3-second toast and calls `onAdded` with the sku added (for the element's event), so neither delays
 * the click's paint. Loaded after the grid mounts (or on the first click), so the grid's own chunk
 * carries neither the cart store nor the option rules. Nothing is added when the line is already at
 * its stock cap: the failure toast says so.
 */
export function addCardToCart(product: Product, currency: string | undefined, texts: AddTexts, onAdded: (sku: string) => void): void {
  const item = cardCartItem(product, currency);
  const added = cart.add(item, 1) > 0;
  afterNextPaint(() => {
    if (!added) {
      showToast(texts.failed, { tone: 'error' });
      return;
    }
    showToast(texts.added(addedToCartParams(product, initialSelection(product), 1)).replace(/\s+/g, ' '));
    onAdded(item.sku);
  });
}
