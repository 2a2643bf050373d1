import { stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { slotNodes } from '../../shared/element/react/light-slot.tsx';
import { productPayloadSchema } from '../../shared/catalog/product-schema.ts';
import { productMessages } from './messages.ts';
import { StoreProduct } from './StoreProduct.tsx';

/** Attributes of `<store-product>`. */
export const productAttributes = {
  // Descriptions are short on purpose (they ship in the chunk); the README table documents each attribute.
  productId: stringAttr({ maxLength: 200, description: 'Id, sku, slug or sk to load from the API.' }),
  currency: stringAttr({ default: 'USD', maxLength: 3, description: 'ISO 4217 currency.' }),
  storeHref: stringAttr({ default: '/store', maxLength: 500, description: 'Back to Products link.' }),
};

/** The payload: one product (the storefront wire shape, prices in cents), inline or from `data-src`. */
export const productPayload = { schema: productPayloadSchema, description: 'a product { _id, sk, name, data, post }' };

/** Events `<store-product>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface StoreProductEvents {
  /** A product was added to the cart. */
  'store-add-to-cart': { id: string; sku: string; quantity: number };
}

/**
 * `<store-product>`: the product detail page: gallery with a full-screen viewer, rating, price,
 * options, quantity, Add to Cart, Save for Later, facts, tags and the sanitized description. The
 * product comes from inline JSON, `data-src`, or the API (`data-product-id`). Nodes with
 * `slot="actions"` (express checkout buttons, say) show right under Add to Cart, kept as they are.
 * Events: `store-add-to-cart` `{ id, sku, quantity }`.
 */
export const StoreProductElement = defineElement('store-product', StoreProduct, {
  description: 'Product detail page.',
  attributes: productAttributes,
  payload: productPayload,
  messages: productMessages,
  readLightDom: slotNodes('actions'),
});

declare global {
  interface HTMLElementTagNameMap {
    'store-product': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<StoreProductEvents> {}
}
