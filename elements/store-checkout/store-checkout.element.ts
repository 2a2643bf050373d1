import { booleanAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { checkoutPayloadSchema } from '../../shared/checkout/checkout-payload.ts';
import './fallback.css.ts';
import { readEarlyFields } from './early-fields.ts';
import { checkoutMessages } from './messages.ts';
import { StoreCheckout } from './StoreCheckout.tsx';

/** Attributes of `<store-checkout>`. */
export const checkoutAttributes = {
  storeHref: stringAttr({ default: '/store', maxLength: 500, description: 'The store page (empty cart, Back to cart without a cart drawer).' }),
  confirmationHref: stringAttr({ default: '/store/order-confirmation', maxLength: 500, description: 'Base of the confirmation page; the payment reference is appended.' }),
  mapsKey: stringAttr({ maxLength: 200, description: 'Maps API key: enables address autocomplete.' }),
  country: stringAttr({ maxLength: 2, description: 'Limit address suggestions to a country (ISO code).' }),
  homeCountry: stringAttr({ maxLength: 2, description: "The store's country (ISO code): a new address starts there (default data-country, else US)." }),
  /** Accepted so existing pages keep working, and ignored: the balance is the customer's own, after an e-mailed code. */
  userId: stringAttr({
    maxLength: 100,
    description: 'Deprecated and ignored: the account balance is the signed-in customer’s own (the checkout signs them in with a code sent to their email).',
  }),
  simulators: booleanAttr({ description: "Demo only: use the demo server's provider simulators instead of the providers' scripts." }),
};

/** Events `<store-checkout>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface StoreCheckoutEvents {
  /** The order is paid (or pending); cancel it to stay on the page instead of going to href. @cancelable */
  'store-checkout-complete': {
    orderId: string;
    orderNumber: string;
    paymentIntentId: string;
    status: 'paid' | 'processing' | 'pending_payment';
    href: string;
  };
  /** The cart is empty and the shopper is sent to href; cancel it to stay. @cancelable */
  'store-checkout-empty': { href: string };
  /** Back to cart was chosen on a page with a `<site-cart>`: its drawer opens instead of the link being followed. */
  'site-cart-open': null;
}

/**
 * `<store-checkout>`: the checkout page: back to cart, contact and shipping sections, the payment
 * methods the server offers, and the order summary priced by the server.
 * Events: `store-checkout-complete` `{ orderId, orderNumber, paymentIntentId, status, href }`
 * (cancelable: cancel it to stay on the page), `store-checkout-empty` `{ href }` (cancelable: the
 * empty-cart redirect), `site-cart-open` (Back to cart, when the page has a cart drawer).
 */
export const StoreCheckoutElement = defineElement('store-checkout', StoreCheckout, {
  description: 'Checkout and payment.',
  attributes: checkoutAttributes,
  messages: checkoutMessages,
  // What the shopper typed into the server-rendered fields before the code arrived.
  readLightDom: readEarlyFields,
  // The payment methods to list before the API answers (a page renders them in the first view).
  payload: { schema: checkoutPayloadSchema, description: 'an object { gateways?: [{ name }] }: the payment methods listed before the API answers' },
});

declare global {
  interface HTMLElementTagNameMap {
    'store-checkout': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<StoreCheckoutEvents> {}
}
