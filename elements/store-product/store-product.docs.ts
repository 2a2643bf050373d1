/**
 * Docs-only metadata of `<store-product>` for the custom-elements manifest (`npm run manifest`); the
 * element does not import this file. The class names are those of shared/catalog/class-hooks.ts.
 */

/** Stable class names page builders may style (the server-rendered product inside the tag uses them too). */
export const stylingHooks = {
  '.store-product': 'The whole product page block.',
  '.store-product__gallery': 'The gallery with its thumbnails.',
  '.store-product__thumb': 'One thumbnail.',
  '.store-product__info': 'The column of name, price, options and actions.',
  '.store-product__name': 'The product name.',
  '.store-product__price': 'The price.',
  '.store-product__base-price': 'The struck-through base price.',
  '.store-product__discount': 'The discount badge.',
  '.store-product__options': 'The option groups (colour, size, …).',
  '.store-product__choice': 'One option choice.',
  '.store-product__add': 'The Add to Cart button.',
  '.store-product__save': 'The Save for Later button.',
  '.store-product__slot': 'The box under Add to Cart holding the page\'s `slot="actions"` nodes (express checkout).',
  '.store-product__description': 'The sanitized description.',
};
