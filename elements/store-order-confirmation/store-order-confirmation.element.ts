import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { confirmationMessages } from './messages.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';

/** Attributes of `<store-order-confirmation>`. */
export const confirmationAttributes = {
  orderId: stringAttr({ maxLength: 100, description: 'The order to show.' }),
  paymentIntentId: stringAttr({ maxLength: 200, description: 'The payment reference of the confirmation URL (used when no order id is given).' }),
  token: stringAttr({ maxLength: 200, description: "The order's signed link token (the order e-mail's `?token=`); default: the page's `?token=`." }),
  storeHref: stringAttr({ default: '/store', maxLength: 500, description: 'Continue shopping link.' }),
};

/** Events `<store-order-confirmation>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface StoreOrderConfirmationEvents {
  /** The order was read. */
  'store-order-loaded': { orderId: string; number: string; paymentStatus: string };
}

/**
 * `<store-order-confirmation>`: the order after checkout, read from the server: number, items,
 * totals, addresses and payment status (paid, processing, or awaiting an offline payment with its
 * instructions). A processing payment is checked again until it settles. With the signed token of
 * the order e-mail's link it opens the order in a browser without the session that placed it. Events:
 * `store-order-loaded` `{ orderId, number, paymentStatus }`.
 */
export const StoreOrderConfirmationElement = defineElement('store-order-confirmation', OrderConfirmation, {
  description: 'Order confirmation.',
  attributes: confirmationAttributes,
  messages: confirmationMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'store-order-confirmation': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<StoreOrderConfirmationEvents> {}
}
