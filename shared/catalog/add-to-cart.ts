import type { Product } from '../api/schemas.ts';
import { cart } from '../cart/store.ts';
import { showToast } from '../toast/store.ts';
import { addedToCartParams, cartItemFor, type Selection } from './selection.ts';

/** The texts adding needs: the toast template (with {quantity} {size} {color} {name}) and the failure text. */
export interface AddToCartTexts {
  added: (params: Record<string, string | number>) => string;
  failed: string;
}

/**
 * Adds a product with the chosen options and quantity to the cart and shows the 3-second toast,
 * 'Added to cart: {quantity} {size} {color} {name}', or the failure text when nothing could be added
 * (the line is already at its stock cap). Returns the sku added, or null. The grid's cards and the
 * product page both add through here.
 */
export function addToCartWithToast(product: Product, selection: Selection, quantity: number, currency: string | undefined, texts: AddToCartTexts): string | null {
  const item = cartItemFor(product, selection, currency);
  if (cart.add(item, quantity) === 0) {
    showToast(texts.failed, { tone: 'error' });
    return null;
  }
  showToast(texts.added(addedToCartParams(product, selection, quantity)).replace(/\s+/g, ' ').trim());
  return item.sku;
}
