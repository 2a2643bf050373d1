/** The stock cap used when neither the variation nor the product says how many are in stock. */
export const DEFAULT_STOCK_CAP = 999;

/** One line in the cart. Prices are integer cents. */
export interface CartLine {
  id: string;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  image?: string;
  description?: string;
  attributes?: Record<string, string>;
  /** The most that can be bought (variation stock, else product stock, else 999). */
  maxQuantity?: number;
  /** ISO 4217 currency of the price, as the element that added the line knew it (the drawer shows it). */
  currency?: string;
}

/** What identifies a line: the same id, sku and chosen attributes merge into one line. */
export function lineKey(line: Pick<CartLine, 'id' | 'sku' | 'attributes'>): string {
  const attributes = Object.entries(line.attributes ?? {})
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([line.id, line.sku, attributes]);
}

function cap(line: CartLine): number {
  return Math.max(1, Math.floor(line.maxQuantity ?? DEFAULT_STOCK_CAP));
}

/** Adds an item (merging with an identical line); the quantity never exceeds the line's cap. */
export function addToCart(lines: readonly CartLine[], item: Omit<CartLine, 'quantity'>, quantity = 1): CartLine[] {
  if (!(quantity > 0)) return [...lines];
  const key = lineKey(item);
  const existing = lines.find((line) => lineKey(line) === key);
  if (!existing) {
    const line = { ...item, quantity: 0 };
    return [...lines, { ...line, quantity: Math.min(Math.floor(quantity), cap(line)) }];
  }
  return lines.map((line) => (line === existing ? { ...line, ...item, quantity: Math.min(line.quantity + Math.floor(quantity), cap({ ...line, ...item })) } : line));
}

/** Sets a line's quantity; 0 or less removes the line, more than the cap is capped. */
export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (!(quantity > 0)) return removeLine(lines, key);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: Math.min(Math.floor(quantity), cap(line)) } : line));
}

/** Removes the line with this key. */
export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** Sum of price times quantity, in cents. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Total number of items (quantities added up). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Where a cart line links: `/store/product/{sku}` (cart links use the sku). */
export function cartProductHref(sku: string): string {
  return `/store/product/${encodeURIComponent(sku)}`;
}
