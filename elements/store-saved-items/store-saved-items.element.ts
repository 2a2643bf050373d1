import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { savedMessages } from './messages.ts';
import { StoreSavedItems } from './StoreSavedItems.tsx';

/** Attributes of `<store-saved-items>`. */
export const savedAttributes = {
  storeHref: stringAttr({ default: '/store', maxLength: 500, description: 'Where Continue Shopping leads (empty list).' }),
  currency: stringAttr({ maxLength: 3, description: 'ISO 4217 currency of items saved without one (default USD).' }),
};

/**
 * `<store-saved-items>`: the products saved for later with the product page's Save for Later, kept
 * per tenant on this device and in step with other tabs: image, name (linking to the product), the
 * options chosen, price, Add to Cart (moves the product into the cart and off the list) and Remove.
 * Each action is said in a polite live region and the focus moves to the next product (or to
 * Continue Shopping when the list empties). Empty: 'Nothing saved for later' with Continue Shopping.
 */
export const StoreSavedItemsElement = defineElement('store-saved-items', StoreSavedItems, {
  description: 'Products saved for later on this device, with Add to Cart and Remove.',
  attributes: savedAttributes,
  messages: savedMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'store-saved-items': HTMLElement;
  }
}
