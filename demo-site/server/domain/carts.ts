import { DEFAULT_STOCK_CAP } from '../../../shared/cart/rules.ts';
import type { Db } from '../db.ts';
import { nowIso, parseJson, randomId } from './ids.ts';
import { priceLine } from './quotes.ts';

/** A cart line as saved and sent (`cartItemSchema`): prices in cents, from the server. */
export interface SavedCartItem {
  id: string;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  image?: string;
  attributes?: Record<string, string>;
}

/** A saved cart. */
export interface SavedCart {
  id: string;
  items: SavedCartItem[];
}

/** What the browser asks to save for a line: only id, sku, quantity and attributes are used. */
export interface CartLineInput {
  id: string;
  sku: string;
  quantity: number;
  attributes?: Record<string, string>;
}

/**
 * Re-prices cart lines from the catalogue: unknown skus are dropped; name, price and image come from
 * the server; quantities are capped at 999.
 */
export function repriceCart(db: Db, tenantId: string, lines: readonly CartLineInput[]): SavedCartItem[] {
  return lines.flatMap((line) => {
    const priced = priceLine(db, tenantId, { sku: line.sku, quantity: Math.min(line.quantity, DEFAULT_STOCK_CAP), attributes: line.attributes });
    if (!priced) return [];
    const item: SavedCartItem = { id: line.id, sku: priced.sku, name: priced.name, price: priced.price, quantity: priced.quantity };
    if (priced.image) item.image = priced.image;
    if (line.attributes && Object.keys(line.attributes).length > 0) item.attributes = line.attributes;
    return [item];
  });
}

/** The tenant's saved cart, or null (another tenant's cart id is not found). */
export function getCart(db: Db, tenantId: string, id: string): SavedCart | null {
  const items = db.prepare('SELECT items FROM carts WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id) as string | undefined;
  return items === undefined ? null : { id, items: parseJson<SavedCartItem[]>(items, []) };
}

/**
 * Saves a cart: a new one without `id`, else replaces the items of the tenant's cart with that id.
 * Returns null when `id` names no cart of this tenant.
 */
export function saveCart(db: Db, tenantId: string, id: string | undefined, lines: readonly CartLineInput[]): SavedCart | null {
  const items = repriceCart(db, tenantId, lines);
  const now = nowIso();
  if (id === undefined) {
    const newId = randomId('cart');
    db.prepare('INSERT INTO carts (tenant_id, id, items, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(tenantId, newId, JSON.stringify(items), now, now);
    return { id: newId, items };
  }
  const changed = db.prepare('UPDATE carts SET items = ?, updated_at = ? WHERE tenant_id = ? AND id = ?').run(JSON.stringify(items), now, tenantId, id).changes;
  return changed === 0 ? null : { id, items };
}
