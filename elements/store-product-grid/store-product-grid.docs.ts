/**
 * Docs-only metadata of `<store-product-grid>` for the custom-elements manifest (`npm run manifest`);
 * the element does not import this file. The class names are those of shared/catalog/class-hooks.ts.
 */

/** Stable class names page builders may style (server-rendered cards inside the tag use them too). */
export const stylingHooks = {
  '.store-grid': 'The whole grid block.',
  '.store-grid__toolbar': 'The row of category chips, sort and count.',
  '.store-grid__chip': 'One category chip (a link).',
  '.store-grid__filters': 'The filter form (data-filters): price range, brand, In stock only, Apply, Clear filters.',
  '.store-grid__input': 'A price field; [aria-invalid] while its range is wrong.',
  '.store-grid__field-error': 'The message under the filters when the price range is wrong.',
  '.store-grid__list': 'The list of cards.',
  '.store-grid__card': 'One product card; [data-out-of-stock] when sold out.',
  '.store-grid__image': 'The card image.',
  '.store-grid__badge': 'A badge; [data-kind] is top (Top Rated), low (Only {n} left) or out (Out of Stock).',
  '.store-grid__name': 'The product name (a link).',
  '.store-grid__price': 'The price.',
  '.store-grid__base-price': 'The struck-through base price.',
  '.store-grid__add': 'The Add to Cart button.',
};
