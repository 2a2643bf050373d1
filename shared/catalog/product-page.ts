import type { Product } from '../api/schemas.ts';
import { clampQuantity, discountPercent, isOutOfStock, lowStockCount } from './product.ts';
import {
  attributeKey,
  galleryImages,
  initialSelection,
  matchVariation,
  missingAttributes,
  selectableAttributes,
  selectionCap,
  selectionPrice,
  selectionStock,
  type GalleryImage,
  type ProductAttribute,
  type Selection,
  type Variation,
} from './selection.ts';

/** What the shopper has chosen on a product page. */
export interface ProductPageState {
  selection: Record<string, string>;
  quantity: number;
  /** The gallery image shown (index into the selection's gallery). */
  image: number;
}

/** Changes the shopper makes. */
export type ProductPageAction =
  | { type: 'select'; key: string; value: string }
  | { type: 'quantity'; quantity: number }
  | { type: 'step'; by: -1 | 1 }
  | { type: 'image'; index: number };

/** Everything the page shows for the current choice. */
export interface ProductPageView {
  variation: Variation | undefined;
  price: number;
  basePrice: number | null;
  discount: number;
  stock: number | null | undefined;
  /** Most that can be bought: variation stock, else product stock, else 999. */
  cap: number;
  outOfStock: boolean;
  lowStock: number | null;
  gallery: GalleryImage[];
  attributes: ProductAttribute[];
  /** Attributes still to choose before adding to the cart. */
  missing: ProductAttribute[];
}

/** The page's starting state: first colour and size, quantity 1, first image. */
export function initialProductPageState(product: Product): ProductPageState {
  return { selection: initialSelection(product), quantity: 1, image: 0 };
}

/** What the page shows for a state. */
export function productPageView(product: Product, state: Pick<ProductPageState, 'selection'>): ProductPageView {
  const variation = matchVariation(product, state.selection);
  const price = selectionPrice(product, variation);
  const base = product.data.basePrice;
  const basePrice = typeof base === 'number' && base > price ? base : null;
  const stock = selectionStock(product, variation);
  return {
    variation,
    price,
    basePrice,
    discount: basePrice === null ? 0 : discountPercent(price, basePrice, product.data.discount),
    stock,
    cap: selectionCap(product, variation),
    outOfStock: isOutOfStock(stock),
    lowStock: lowStockCount(stock),
    gallery: galleryImages(product, variation),
    attributes: selectableAttributes(product),
    missing: missingAttributes(product, state.selection),
  };
}

/**
 * Applies a change. Choosing an option may pick another variation: the quantity is kept within its
 * stock cap and the gallery starts again at the first image (the variation's own picture).
 */
export function productPageReducer(product: Product, state: ProductPageState, action: ProductPageAction): ProductPageState {
  switch (action.type) {
    case 'select': {
      const attribute = selectableAttributes(product).find((a) => attributeKey(a) === action.key);
      if (!attribute?.options.some((o) => o.value === action.value)) return state;
      const selection = { ...state.selection, [action.key]: action.value };
      const before = matchVariation(product, state.selection);
      const view = productPageView(product, { selection });
      return { selection, quantity: clampQuantity(state.quantity, view.cap), image: view.variation === before ? state.image : 0 };
    }
    case 'quantity':
      return { ...state, quantity: clampQuantity(action.quantity, productPageView(product, state).cap) };
    case 'step':
      return { ...state, quantity: clampQuantity(state.quantity + action.by, productPageView(product, state).cap) };
    case 'image': {
      const count = productPageView(product, state).gallery.length;
      return count === 0 ? state : { ...state, image: Math.min(Math.max(0, Math.floor(action.index)), count - 1) };
    }
  }
}

/** True when choosing this option would pick a variation that is out of stock (the chip shows it). */
export function optionSoldOut(product: Product, selection: Selection, key: string, value: string): boolean {
  const variation = matchVariation(product, { ...selection, [key]: value });
  return variation !== undefined && isOutOfStock(variation.stock);
}
