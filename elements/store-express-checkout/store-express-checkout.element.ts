import { enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { ExpressCheckout } from './ExpressCheckout.tsx';
import { expressMessages } from './messages.ts';

/** Attributes of `<store-express-checkout>`. */
export const expressAttributes = {
  source: enumAttr(['product', 'cart'], { default: 'product', description: 'What the buttons buy: the product (`data-sku`) or the cart.' }),
  sku: stringAttr({ maxLength: 100, description: 'The product (or variation) sku a product page buys.' }),
  quantity: numberAttr({ default: 1, min: 1, max: 999, integer: true, description: 'How many of `data-sku`.' }),
  reserve: numberAttr({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description:
      'Rows of wallet buttons to keep room for from the first paint (one per express gateway the page knows is live), so the content below never moves when they arrive; 0: no room until a button is ready.',
  }),
  confirmationHref: stringAttr({ default: '/store/order-confirmation', maxLength: 500, description: 'The order confirmation page; the payment reference is appended.' }),
};

/** Events `<store-express-checkout>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface StoreExpressCheckoutEvents {
  /** An express payment succeeded or is processing; cancel it to stay on the page instead of going to href. @cancelable */
  'store-express-checkout-complete': { orderId: string; orderNumber: string; paymentIntentId: string; status: string; href: string };
}

/**
 * `<store-express-checkout>`: Apple Pay, Google Pay and Link (Stripe's Express Checkout Element) and
 * PayPal's buttons for a product or the cart, when the store offers Stripe or PayPal with real keys.
 * Stripe: the wallet collects the e-mail and shipping address; our server creates and prices the
 * order (one `Idempotency-Key` per attempt) and its payment intent, the wallet confirms it, the
 * server checks it. PayPal: our server starts the PayPal order from the lines, PayPal collects the
 * address, and on approval our server creates the order for that address and captures. Either way
 * the shopper lands on the order confirmation. Renders nothing (no height) until a button is ready
 * unless `data-reserve` keeps the room of its rows from the first paint,
 * and nothing at all without an express-capable gateway. Events: `store-express-checkout-complete`
 * `{ orderId, orderNumber, paymentIntentId, status, href }` (cancelable: no redirect).
 */
export const StoreExpressCheckoutElement = defineElement('store-express-checkout', ExpressCheckout, {
  description: 'Express checkout: Apple Pay, Google Pay, Link and PayPal.',
  attributes: expressAttributes,
  messages: expressMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'store-express-checkout': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<StoreExpressCheckoutEvents> {}
}
