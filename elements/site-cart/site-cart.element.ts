import { booleanAttr, stringAttr } from '../../shared/element/attributes.ts';
import type { CartLine } from '../../shared/cart/rules.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { slotNodes } from '../../shared/element/react/light-slot.tsx';
import { cartMessages } from './messages.ts';
import { SiteCart } from './SiteCart.tsx';

/** Attributes of `<site-cart>`. */
export const cartAttributes = {
  open: booleanAttr({ description: 'Opens the cart drawer; removing it closes the drawer.' }),
  checkoutHref: stringAttr({ default: '/store/checkout', description: 'Where Checkout leads.' }),
  storeHref: stringAttr({ default: '/store', description: 'Where Continue Shopping leads.' }),
  savedHref: stringAttr({ maxLength: 500, description: "Where the drawer's 'Saved for later' link leads (no link without it)." }),
  currency: stringAttr({ maxLength: 3, description: 'ISO 4217 currency of the prices (default: the currency the items were added in, else USD).' }),
};

/** Events `<site-cart>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteCartEvents {
  /** The cart changed (this tab, another tab or a cart link); subtotal in cents. */
  'site-cart-change': { items: readonly CartLine[]; count: number; subtotal: number };
}

/**
 * `<site-cart>`: the floating cart button (bottom right, with an item-count badge) and the cart drawer,
 * a modal dialog. Page scripts open it with the `data-open` attribute or a `site-cart-open` event on
 * `document`. Events: `site-cart-change` with `{ items, count, subtotal }` after every cart change.
 * It offers a link to the cart (the cart store itself keeps the cart saved on the server and opens `?cart=<id>` links).
 * Children with `slot="actions"` (express checkout buttons, say) show in the drawer under Checkout
 * while the cart has lines; the cart never looks inside them. With `data-saved-href` the drawer links
 * to the page listing the products saved for later (`<store-saved-items>`).
 */
export const SiteCartElement = defineElement('site-cart', SiteCart, {
  description: 'Floating cart button and cart drawer.',
  attributes: cartAttributes,
  messages: cartMessages,
  readLightDom: slotNodes('actions'),
});

declare global {
  interface HTMLElementTagNameMap {
    'site-cart': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteCartEvents> {}
}
