/**
 * Stock, counted once. A product's own `stock` is everything on its shelf; a variation with a
 * stock of its own (a colour) is a part of that shelf, never extra to it. So every line draws on
 * its product's stock, and a line choosing a variation also on that variation's stock: 21 pairs of
 * NW-FAS-011 (14 white, 7 navy) sell 21 pairs however they are asked for.
 *
 * Taking stock happens inside the order's transaction: on SQLite one writer at a time, so no two
 * orders read the same last unit; on PostgreSQL a guarded UPDATE (`stock >= n`) and, for a
 * variation's stock kept as JSON in the product row, the row read FOR UPDATE first. Giving it back
 * happens once per order, when it expires or is cancelled (`orders.stock_released_at`).
 */
import { engineOf, inTransaction, type Data } from '../database.ts';
import { nowIso, parseJson } from './ids.ts';
import type { StoredVariation } from './products.ts';

/** What one order line takes: a product, optionally one of its variations, and a quantity. */
export interface StockLine {
  productId: string;
  variationSku: string | null;
  quantity: number;
}

/** The first line that, with the lines before it, asks for more than is left, and how many its product or variation has. */
export interface StockShortfall {
  index: number;
  available: number;
}

interface Shelf {
  stock: number;
  variations: StoredVariation[];
}

/** A product's stock and variations; `locked` reads it FOR UPDATE on PostgreSQL (inside a transaction) before a write of its JSON. */
async function shelfOf(data: Data, tenantId: string, productId: string, locked = false): Promise<Shelf | undefined> {
  let query = data.selectFrom('products').select(['stock', 'variations']).where('tenant_id', '=', tenantId).where('id', '=', productId);
  if (locked && engineOf(data) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { stock: row.stock, variations: parseJson<StoredVariation[]>(row.variations, []) } : undefined;
}

/** Units left for a product, or for one of its variations (never more than its product has). */
export function unitsLeft(productStock: number, variationStock: number | null | undefined): number {
  return Math.max(0, variationStock === null || variationStock === undefined ? productStock : Math.min(productStock, variationStock));
}

/**
 * Checks lines against stock, adding up every line of the same product (whatever variation it
 * picks) and of the same variation: the first line that takes more than is left, or undefined.
 */
export async function stockShortfall(data: Data, tenantId: string, lines: readonly StockLine[]): Promise<StockShortfall | undefined> {
  const shelves = new Map<string, Shelf | undefined>();
  const byProduct = new Map<string, number>();
  const byVariation = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    if (!shelves.has(line.productId)) shelves.set(line.productId, await shelfOf(data, tenantId, line.productId));
    const shelf = shelves.get(line.productId);
    if (!shelf) return { index, available: 0 };
    const productTaken = (byProduct.get(line.productId) ?? 0) + line.quantity;
    byProduct.set(line.productId, productTaken);
    const variation = line.variationSku ? shelf.variations.find((v) => v.sku === line.variationSku) : undefined;
    const variationKey = `${line.productId}#${line.variationSku ?? ''}`;
    const variationTaken = (byVariation.get(variationKey) ?? 0) + line.quantity;
    byVariation.set(variationKey, variationTaken);
    const short = productTaken > shelf.stock || (variation !== undefined && variation.stock !== null && variationTaken > variation.stock);
    if (short) return { index, available: unitsLeft(shelf.stock, variation?.stock) };
  }
  return undefined;
}

/**
 * Puts each line's units back (`sign` 1) or takes them (`sign` -1), on its product and its variation.
 * The product's stock moves by one guarded UPDATE (never below zero, whoever else takes at the same
 * time); a variation's, kept as JSON in the product row, is read with the row locked first.
 */
async function moveStock(trx: Data, tenantId: string, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  for (const line of lines) {
    const delta = sign * line.quantity;
    const moved = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', line.productId)
      .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1 && sign < 0) throw new Error(`Stock of ${line.productId} would go below zero`);
    if (!line.variationSku) continue;
    const shelf = await shelfOf(trx, tenantId, line.productId, true);
    if (!shelf) continue;
    const chosen = shelf.variations.find((v) => v.sku === line.variationSku);
    if (sign < 0 && chosen && chosen.stock !== null && chosen.stock + delta < 0)
      throw new Error(`Stock of ${line.variationSku} would go below zero`);
    const variations = shelf.variations.map((v) =>
      v.sku === line.variationSku && v.stock !== null ? { ...v, stock: Math.max(0, v.stock + delta) } : v,
    );
    await trx
      .updateTable('products')
      .set({ variations: JSON.stringify(variations) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', line.productId)
      .execute();
  }
}

/**
 * Takes the lines' units out of stock. Call inside the transaction that checked them with
 * `stockShortfall`; going below zero (another process sold the last units in between) throws and
 * rolls the order back instead of overselling.
 */
export async function takeStock(data: Data, tenantId: string, lines: readonly StockLine[]): Promise<void> {
  await inTransaction(data, (trx) => moveStock(trx, tenantId, lines, -1));
}

function orderLines(data: Data, tenantId: string, orderId: string): Promise<StockLine[]> {
  return data
    .selectFrom('order_items')
    .select(['product_id as productId', 'variation_sku as variationSku', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('line')
    .execute();
}

/**
 * Puts the units an order took back on the shelf, once: true when this call released them, false
 * when they were released before (or the order is unknown). Call inside the transaction that
 * expires or cancels the order.
 */
export async function releaseOrderStock(data: Data, tenantId: string, orderId: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    const claimed = await trx
      .updateTable('orders')
      .set({ stock_released_at: nowIso(now) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .where('stock_released_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await moveStock(trx, tenantId, await orderLines(trx, tenantId, orderId), 1);
    return true;
  });
}

/**
 * Takes an order's units off the shelf again after they were put back (a refund in full that later
 * failed, so the order stands): true when taken, false when they were never put back, or when some
 * have been sold since (nothing is taken: stock never goes below zero).
 */
export async function retakeOrderStock(data: Data, tenantId: string, orderId: string): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    let read = trx.selectFrom('orders').select('stock_released_at').where('tenant_id', '=', tenantId).where('id', '=', orderId);
    if (engineOf(trx) === 'postgres') read = read.forUpdate();
    const released = (await read.executeTakeFirst())?.stock_released_at;
    if (typeof released !== 'string') return false;
    const lines = await orderLines(trx, tenantId, orderId);
    if (await stockShortfall(trx, tenantId, lines)) return false;
    await moveStock(trx, tenantId, lines, -1);
    await trx.updateTable('orders').set({ stock_released_at: null }).where('tenant_id', '=', tenantId).where('id', '=', orderId).execute();
    return true;
  });
}
