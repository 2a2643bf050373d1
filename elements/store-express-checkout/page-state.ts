/**
 * The page state express checkout touches: the cart's lines (for `data-source="cart"`) and, after a
 * payment, the remembered order and the emptied cart. Loaded on demand, so the element's own chunk
 * stays small on a product page that only buys one product.
 */
import { cartLines } from '../../shared/checkout/express.ts';
import type { CheckoutLine } from '../../shared/checkout/form.ts';
import { rememberLastOrder } from '../../shared/checkout/last-order.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';

/** Calls `listener` with the cart's lines now and on every change; returns the unsubscribe. */
export function watchCartLines(listener: (lines: CheckoutLine[]) => void): () => void {
  return $cartLines.subscribe((lines) => listener(cartLines(lines)));
}

/** After a payment: remembers the order for the confirmation page, and empties the cart when it was the cart's. */
export function afterPayment(paymentIntentId: string, orderId: string, clearCart: boolean): void {
  rememberLastOrder(pageTenant(), paymentIntentId, orderId);
  if (clearCart) cart.clear();
}
