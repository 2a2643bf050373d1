import type { CartLine } from './rules.ts';
import type { CartItem } from './saved-cart-schema.ts';

/** What identifies the cart's contents for saving: skus, quantities and attributes, in order. */
export function cartSignature(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map((l) => [l.id, l.sku, l.quantity, Object.entries(l.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b))]));
}

/** The lines as the save call sends them (only what the server reads is needed; the rest is ignored there). */
export function wireItems(lines: readonly CartLine[]): CartItem[] {
  return lines.map((l) => ({
    id: l.id,
    sku: l.sku,
    name: l.name,
    price: l.price,
    quantity: l.quantity,
    ...(l.image ? { image: l.image } : {}),
    ...(l.attributes && Object.keys(l.attributes).length > 0 ? { attributes: l.attributes } : {}),
  }));
}

/** Cart lines from a saved cart (names and prices as the server priced them); lines without a quantity are dropped. */
export function linesFromSaved(items: readonly CartItem[], currency?: string): CartLine[] {
  return items
    .filter((item) => item.id && item.name && Number.isInteger(item.quantity) && item.quantity > 0 && Number.isInteger(item.price) && item.price >= 0)
    .map((item) => ({
      id: item.id,
      sku: item.sku,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      ...(item.image ? { image: item.image } : {}),
      ...(item.attributes && Object.keys(item.attributes).length > 0 ? { attributes: item.attributes } : {}),
      ...(currency ? { currency } : {}),
    }));
}
