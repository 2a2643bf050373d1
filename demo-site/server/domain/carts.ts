import type { CartItem, SavedCart } from '../../../shared/cart/saved-cart-schema.ts';
import { DEFAULT_STOCK_CAP } from '../../../shared/cart/rules.ts';
import type { Data } from '../database.ts';
import type { Db } from '../db.ts';
import { nowIso, parseJson, randomId } from './ids.ts';
import { priceLine } from './quotes.ts';

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
export function repriceCart(db: Db, tenantId: string, lines: readonly CartLineInput[]): CartItem[] {
  return lines.flatMap((line) => {
    const priced = priceLine(db, tenantId, {
      sku: line.sku,
      quantity: Math.min(line.quantity, DEFAULT_STOCK_CAP),
      attributes: line.attributes,
    });
    if (!priced) return [];
    const item: CartItem = { id: line.id, sku: priced.sku, name: priced.name, price: priced.price, quantity: priced.quantity };
    if (priced.image) item.image = priced.image;
    if (line.attributes && Object.keys(line.attributes).length > 0) item.attributes = line.attributes;
    return [item];
  });
}

/** The tenant's saved cart, or null (another tenant's cart id is not found). */
export async function getCart(data: Data, tenantId: string, id: string): Promise<SavedCart | null> {
  const row = await data.selectFrom('carts').select('items').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : { id, items: parseJson<CartItem[]>(row.items, []) };
}

/**
 * Saves a cart: a new one without `id`; with `id`, replaces its items when the caller's shopper
 * session (`owner.current`) saved it, else saves a copy under a new id for the caller (a shared cart
 * link never lets anyone else overwrite the original). `owner.create` starts a session when the caller
 * has none. Returns null when `id` names no cart of this tenant.
 */
export function saveCart(
  db: Db,
  tenantId: string,
  id: string | undefined,
  lines: readonly CartLineInput[],
  owner: { current: string | undefined; create: () => string },
): SavedCart | null {
  const items = repriceCart(db, tenantId, lines);
  const now = nowIso();
  const insert = (): SavedCart => {
    const newId = randomId('cart');
    db.prepare('INSERT INTO carts (tenant_id, id, items, created_at, updated_at, session_hash) VALUES (?, ?, ?, ?, ?, ?)').run(
      tenantId,
      newId,
      JSON.stringify(items),
      now,
      now,
      owner.current ?? owner.create(),
    );
    return { id: newId, items };
  };
  if (id === undefined) return insert();
  const row = db.prepare('SELECT session_hash FROM carts WHERE tenant_id = ? AND id = ?').get(tenantId, id) as
    { session_hash: string | null } | undefined;
  if (!row) return null;
  // Someone else's cart (opened from a shared link): the change goes into a copy of their own.
  if (!owner.current || row.session_hash !== owner.current) return insert();
  db.prepare('UPDATE carts SET items = ?, updated_at = ? WHERE tenant_id = ? AND id = ?').run(JSON.stringify(items), now, tenantId, id);
  return { id, items };
}
