import type * as v from 'valibot';
import type { Product, productAttributeSchema, variationSchema } from '../api/schemas.ts';
import type { CartLine } from '../cart/rules.ts';
import { stockCap } from './product.ts';

/** A product attribute (colour, size, …) with its options. */
export type ProductAttribute = v.InferOutput<typeof productAttributeSchema>;
/** A variation of a product (its own sku, price, stock and images). */
export type Variation = v.InferOutput<typeof variationSchema>;
/** The chosen option value per attribute key (`{ color: 'navy', size: 'm' }`). */
export type Selection = Readonly<Record<string, string>>;
/** An image of the gallery. */
export interface GalleryImage {
  url: string;
  alt: string;
}

const norm = (text: string): string => text.trim().toLowerCase();

/** The key an attribute is chosen under: its options' `param`, else its lower-case name (`Color` → `color`). */
export function attributeKey(attribute: ProductAttribute): string {
  return attribute.options.find((o) => o.param)?.param ?? norm(attribute.name);
}

/** True for the colour attribute (`Color`, `Colour`, param `color`). */
export function isColorAttribute(attribute: ProductAttribute): boolean {
  return /^colou?r$/.test(norm(attribute.name)) || /^colou?r$/.test(attributeKey(attribute));
}

/** True for the size attribute. */
export function isSizeAttribute(attribute: ProductAttribute): boolean {
  return norm(attribute.name) === 'size' || attributeKey(attribute) === 'size';
}

/** The attributes the page offers a selector for: every attribute with at least one option. */
export function selectableAttributes(product: Pick<Product, 'data'>): ProductAttribute[] {
  return (product.data.attributes ?? []).filter((a) => a.options.length > 0);
}

/** The starting selection: the first colour and the first size; other attributes start unselected. */
export function initialSelection(product: Pick<Product, 'data'>): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const attribute of selectableAttributes(product)) {
    const first = attribute.options[0];
    if (first && (isColorAttribute(attribute) || isSizeAttribute(attribute))) selection[attributeKey(attribute)] = first.value;
  }
  return selection;
}

/**
 * The attributes still to choose before adding to the cart. Every attribute with options is required
 * ('Please select all required options' otherwise) unless the product marks it `required: false` explicitly.
 */
export function missingAttributes(product: Pick<Product, 'data'>, selection: Selection): ProductAttribute[] {
  return selectableAttributes(product).filter((a) => a.required !== false && !a.options.some((o) => o.value === selection[attributeKey(a)]));
}

/** The label of the chosen option of an attribute (its value when it has no label), or undefined. */
export function selectedLabel(attribute: ProductAttribute, selection: Selection): string | undefined {
  const option = attribute.options.find((o) => o.value === selection[attributeKey(attribute)]);
  return option ? (option.label ?? option.value) : undefined;
}

/** The chosen options as labels by attribute key, as a cart line carries them (`{ color: 'Navy', size: 'M' }`). */
export function selectionLabels(product: Pick<Product, 'data'>, selection: Selection): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const attribute of selectableAttributes(product)) {
    const label = selectedLabel(attribute, selection);
    if (label !== undefined) labels[attributeKey(attribute)] = label;
  }
  return labels;
}

/**
 * The variation the selection picks: every attribute value the variation names matches the chosen
 * option (by value or label, case-insensitive). Variations naming no attributes are never picked.
 */
export function matchVariation(product: Pick<Product, 'data'>, selection: Selection): Variation | undefined {
  const attributes = selectableAttributes(product);
  const chosen = (key: string): string[] => {
    const attribute = attributes.find((a) => attributeKey(a) === norm(key) || norm(a.name) === norm(key));
    const value = attribute ? selection[attributeKey(attribute)] : selection[key];
    if (value === undefined) return [];
    const label = attribute?.options.find((o) => o.value === value)?.label;
    return label ? [norm(value), norm(label)] : [norm(value)];
  };
  return (product.data.variations ?? []).find((variation) => {
    const entries = Object.entries(variation.attributes ?? {});
    return entries.length > 0 && entries.every(([key, value]) => chosen(key).includes(norm(value)));
  });
}

/** The price of the selection in cents: the variation's, else the product's. */
export function selectionPrice(product: Pick<Product, 'data'>, variation: Variation | undefined): number {
  return variation?.price ?? product.data.price;
}

/** The stock of the selection: the variation's, else the product's (null or undefined when unknown). */
export function selectionStock(product: Pick<Product, 'data'>, variation: Variation | undefined): number | null | undefined {
  return typeof variation?.stock === 'number' ? variation.stock : product.data.stock;
}

/** The quantity cap of the selection: variation stock, else product stock, else 999. */
export function selectionCap(product: Pick<Product, 'data'>, variation: Variation | undefined): number {
  return stockCap(variation?.stock, product.data.stock);
}

/**
 * The gallery for a selection: the variation's images first, then the product's other images
 * (no duplicates), else the single `data.image`. Images without alt text get the product name.
 */
export function galleryImages(product: Pick<Product, 'name' | 'data'>, variation?: Variation): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  const push = (url: string | null | undefined, alt: string | undefined): void => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    images.push({ url, alt: alt?.trim() || product.name });
  };
  for (const image of variation?.images ?? []) push(image.url, image.alt);
  for (const image of product.data.images ?? []) push(image.url, image.alt);
  if (images.length === 0) push(product.data.image, undefined);
  return images;
}

/**
 * The cart item for a product and selection (quantity apart): the product id, the variation's sku
 * when one is picked (else the product's), its price, first image, chosen labels and stock cap.
 */
export function cartItemFor(product: Product, selection: Selection, currency?: string): Omit<CartLine, 'quantity'> {
  const variation = matchVariation(product, selection);
  const attributes = selectionLabels(product, selection);
  const image = galleryImages(product, variation)[0]?.url;
  return {
    id: product._id,
    sku: variation?.sku ?? product.data.sku,
    name: product.name,
    price: selectionPrice(product, variation),
    ...(image ? { image } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    maxQuantity: Math.max(1, selectionCap(product, variation)),
    ...(currency ? { currency } : {}),
  };
}

/** The item a grid card adds: quantity 1 with the first colour and the first size. */
export function cardCartItem(product: Product, currency?: string): Omit<CartLine, 'quantity'> {
  return cartItemFor(product, initialSelection(product), currency);
}

/** The words of 'Added to cart: {quantity} {size} {color} {name}' for a selection (empty when not chosen). */
export function addedToCartParams(product: Product, selection: Selection, quantity: number): Record<string, string | number> {
  let size = '';
  let color = '';
  for (const attribute of selectableAttributes(product)) {
    if (isSizeAttribute(attribute)) size = selectedLabel(attribute, selection) ?? '';
    else if (isColorAttribute(attribute)) color = selectedLabel(attribute, selection) ?? '';
  }
  return { quantity, size, color, name: product.name };
}

/** Collapses the gaps an empty placeholder leaves ('1  Navy Tee' → '1 Navy Tee'). */
export function tidySpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
