/**
 * Stable class names of the storefront elements. The element views and the server-rendered fallback
 * inside their tags (demo-site pages) use the same names, and the elements' stylesheets style them,
 * so the page looks the same before and after the upgrade (no layout shift). They are also the
 * documented hooks a tenant may restyle (`.store-grid__card { … }`).
 *
 * The names follow one rule, `{block}__{part in kebab case}` (`basePrice` → `store-grid__base-price`),
 * so the lists below exist only as types and cost no bytes in the elements' chunks.
 */

/** The class names of a block: `root` is the block itself, every other part `{block}__{kebab-part}`. */
export type ClassHooks<K extends string> = Readonly<Record<K | 'root', string>>;

/** The class name of a part of a block (`hookName('store-grid', 'basePrice')` → `store-grid__base-price`). */
export function hookName(block: string, part: string): string {
  return part === 'root' ? block : `${block}__${part.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
}

/** The class names of a block, computed on access. */
export function classHooks<K extends string>(block: string): ClassHooks<K> {
  return new Proxy({} as ClassHooks<K>, { get: (_target, part) => hookName(block, String(part)) });
}

/** Parts of `<store-product-grid>`. */
export type GridPart =
  | 'toolbar'
  | 'chips'
  | 'chip'
  | 'sort'
  | 'select'
  | 'count'
  | 'list'
  | 'card'
  | 'media'
  | 'image'
  | 'badges'
  | 'badge'
  | 'body'
  | 'category'
  | 'name'
  | 'link'
  | 'rating'
  | 'stars'
  | 'price'
  | 'basePrice'
  | 'add'
  | 'message'
  | 'retry'
  | 'more'
  | 'moreButton'
  | 'skeleton'
  | 'visuallyHidden'
  | 'filters'
  | 'range'
  | 'legend'
  | 'field'
  | 'input'
  | 'fieldError'
  | 'brand'
  | 'check'
  | 'apply'
  | 'clear';

/** Class hooks of `<store-product-grid>` (block `store-grid`). */
export const gridHooks = classHooks<GridPart>('store-grid');

/** Parts of `<store-product>`. */
export type ProductPart =
  | 'back'
  | 'layout'
  | 'gallery'
  | 'stage'
  | 'image'
  | 'zoom'
  | 'thumbs'
  | 'thumb'
  | 'info'
  | 'category'
  | 'rating'
  | 'stars'
  | 'name'
  | 'priceRow'
  | 'price'
  | 'basePrice'
  | 'discount'
  | 'ships'
  | 'stock'
  | 'options'
  | 'option'
  | 'legend'
  | 'choices'
  | 'choice'
  | 'quantity'
  | 'stepper'
  | 'step'
  | 'count'
  | 'actions'
  | 'add'
  | 'save'
  | 'slot'
  | 'facts'
  | 'tags'
  | 'tag'
  | 'description'
  | 'descriptionBody'
  | 'message'
  | 'visuallyHidden';

/** Class hooks of `<store-product>` (block `store-product`). */
export const productHooks = classHooks<ProductPart>('store-product');
