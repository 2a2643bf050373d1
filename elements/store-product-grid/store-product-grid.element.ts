import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { SORT_OPTIONS } from '../../shared/catalog/listing.ts';
import { CATEGORY_CHIPS } from '../../shared/catalog/product.ts';
import { productsPayloadSchema } from '../../shared/catalog/product-schema.ts';
import { gridMessages } from './messages.ts';
import { StoreProductGrid } from './StoreProductGrid.tsx';

/** Attributes of `<store-product-grid>`. */
export const gridAttributes = {
  // Descriptions are short on purpose (they ship in the chunk); the README table documents each attribute.
  slug: stringAttr({ default: 'shop', maxLength: 200, description: 'Product links: /{slug}/{product}.' }),
  category: enumAttr(CATEGORY_CHIPS, { default: 'all', description: 'First category.' }),
  sort: enumAttr(SORT_OPTIONS, { default: 'featured', description: 'First sort.' }),
  query: stringAttr({ maxLength: 200, description: 'Search text for the API.' }),
  limit: numberAttr({ default: 12, min: 1, max: 100, integer: true, description: 'Page size.' }),
  currency: stringAttr({ default: 'USD', maxLength: 3, description: 'ISO 4217 currency.' }),
  categories: booleanAttr({ default: true, description: 'Show the category chips.' }),
  filters: booleanAttr({ default: false, description: 'Show price, brand and stock filters.' }),
  urlState: booleanAttr({ default: true, description: 'Keep category, sort and filters in the URL.' }),
  headingLevel: enumAttr(['2', '3', '4'], { default: '2', description: 'Heading level of names.' }),
  label: stringAttr({ default: 'Products', description: 'Name of the list.' }),
};

/**
 * The payload: a first page from the server `{ data, total, page, limit, category?, sort?, filters?, brands? }`
 * (later pages and other choices come from the API), or a complete list of products (then filtering and
 * sorting happen in the browser, with no API call).
 */
export const gridPayload = {
  schema: productsPayloadSchema(CATEGORY_CHIPS, SORT_OPTIONS),
  description: 'a page { data, total, page, limit } or a list of products',
};

/** Events `<store-product-grid>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface StoreProductGridEvents {
  /** The category, sort or filters changed. */
  'store-grid-change': {
    category: string;
    sort: string;
    filters?: { minPrice: number | null; maxPrice: number | null; brand: string; inStock: boolean };
  };
  /** A product was added to the cart. */
  'store-add-to-cart': { id: string; sku: string; quantity: number };
}

/**
 * `<store-product-grid>`: the store's product grid with category chips, a sort, filters (price range,
 * brand, in stock only; with `data-filters`), product cards (image,
 * category, name, rating, price, Top Rated and low-stock badges, Add to Cart) and paging. Products come
 * from inline JSON, `data-src`, or the storefront API. Events: `store-grid-change` `{ category, sort, filters? }`
 * and `store-add-to-cart` `{ id, sku, quantity }`.
 */
export const StoreProductGridElement = defineElement('store-product-grid', StoreProductGrid, {
  description: 'Product grid with category chips, sort, cards and add to cart.',
  attributes: gridAttributes,
  payload: gridPayload,
  messages: gridMessages,
  // The images of the server's first view (or hand-written markup): their cards skip the loading placeholder.
  readLightDom: (host) => new Set(Array.from(host.querySelectorAll('img'), (img) => img.getAttribute('src'))),
});

declare global {
  interface HTMLElementTagNameMap {
    'store-product-grid': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<StoreProductGridEvents> {}
}
