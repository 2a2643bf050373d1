import type { CartSaveLine } from '../../../shared/cart/cart-save-schema.ts';
import type { CartItem, SavedCart } from '../../../shared/cart/saved-cart-schema.ts';
import { DEFAULT_STOCK_CAP } from '../../../shared/cart/rules.ts';
import type { Data } from '../database.ts';
import { nowIso, parseJson, randomId } from './ids.ts';
import { priceLine } from './quotes.ts';

/**
 * Re-prices cart lines from the catalogue: unknown skus are dropped; name, price and image come from
 * the server; quantities are capped at 999.
 */
export async function repriceCart(data: Data, tenantId: string, lines: readonly CartSaveLine[]): Promise<CartItem[]> {
  const items: CartItem[] = [];
  for (const line of lines) {
    const priced = await priceLine(data, tenantId, {
      sku: line.sku,
      quantity: Math.min(line.quantity, DEFAULT_STOCK_CAP),
      attributes: line.attributes,
    });
    if (!priced) continue;
    const item: CartItem = { id: line.id, sku: priced.sku, name: priced.name, price: priced.price, quantity: priced.quantity };
    if (priced.image) item.image = priced.image;
    if (line.attributes && Object.keys(line.attributes).length > 0) item.attributes = line.attributes;
    items.push(item);
  }
  return items;
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
export async function saveCart(
  data: Data,
  tenantId: string,
  id: string | undefined,
  lines: readonly CartSaveLine[],
  owner: { current: string | undefined; create: () => Promise<string> },
): Promise<SavedCart | null> {
  const items = await repriceCart(data, tenantId, lines);
  const now = nowIso();
  const insert = async (): Promise<SavedCart> => {
    const newId = randomId('cart');
    await data
      .insertInto('carts')
      .values({
        tenant_id: tenantId,
        id: newId,
        items: JSON.stringify(items),
        created_at: now,
        updated_at: now,
        session_hash: owner.current ?? (await owner.create()),
      })
      .execute();
    return { id: newId, items };
  };
  if (id === undefined) return insert();
  const row = await data
    .selectFrom('carts')
    .select('session_hash')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  // Someone else's cart (opened from a shared link): the change goes into a copy of their own.
  if (!owner.current || row.session_hash !== owner.current) return insert();
  await data
    .updateTable('carts')
    .set({ items: JSON.stringify(items), updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return { id, items };
}
