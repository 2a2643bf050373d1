/**
 * Stock, counted once. A product's own `stock` is everything on its shelf; a variation with a
 * stock of its own (a colour) is a part of that shelf, never extra to it. So every line draws on
 * its product's stock, and a line choosing a variation also on that variation's stock: 21 pairs of
 * NW-FAS-011 (14 white, 7 navy) sell 21 pairs however they are asked for.
 *
 * Taking stock happens inside the order's immediate transaction (SQLite BEGIN IMMEDIATE: one
 * writer at a time, so no two orders read the same last unit); giving it back happens once per
 * order, when it expires or is cancelled (`orders.stock_released_at`).
 */
import type { Db } from '../db.ts';
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

function shelfOf(db: Db, tenantId: string, productId: string): Shelf | undefined {
  const row = db.prepare('SELECT stock, variations FROM products WHERE tenant_id = ? AND id = ?').get(tenantId, productId) as
    | { stock: number; variations: string }
    | undefined;
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
export function stockShortfall(db: Db, tenantId: string, lines: readonly StockLine[]): StockShortfall | undefined {
  const shelves = new Map<string, Shelf | undefined>();
  const byProduct = new Map<string, number>();
  const byVariation = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    if (!shelves.has(line.productId)) shelves.set(line.productId, shelfOf(db, tenantId, line.productId));
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

/** Puts each line's units back (`sign` 1) or takes them (`sign` -1), on its product and its variation. */
function moveStock(db: Db, tenantId: string, lines: readonly StockLine[], sign: 1 | -1): void {
  const updateProduct = db.prepare('UPDATE products SET stock = stock + ? WHERE tenant_id = ? AND id = ? AND stock + ? >= 0');
  const writeVariations = db.prepare('UPDATE products SET variations = ? WHERE tenant_id = ? AND id = ?');
  for (const line of lines) {
    const delta = sign * line.quantity;
    if (updateProduct.run(delta, tenantId, line.productId, delta).changes !== 1 && sign < 0) {
      throw new Error(`Stock of ${line.productId} would go below zero`);
    }
    if (!line.variationSku) continue;
    const shelf = shelfOf(db, tenantId, line.productId);
    if (!shelf) continue;
    const variations = shelf.variations.map((v) => (v.sku === line.variationSku && v.stock !== null ? { ...v, stock: Math.max(0, v.stock + delta) } : v));
    writeVariations.run(JSON.stringify(variations), tenantId, line.productId);
  }
}

/**
 * Takes the lines' units out of stock. Call inside the immediate transaction that checked them
 * with `stockShortfall`; going below zero throws (and rolls the order back) instead of overselling.
 */
export function takeStock(db: Db, tenantId: string, lines: readonly StockLine[]): void {
  moveStock(db, tenantId, lines, -1);
}

/**
 * Puts the units an order took back on the shelf, once: true when this call released them, false
 * when they were released before (or the order is unknown). Call inside the transaction that
 * expires or cancels the order.
 */
export function releaseOrderStock(db: Db, tenantId: string, orderId: string, now: Date = new Date()): boolean {
  return db.transaction((): boolean => {
    const claimed = db
      .prepare('UPDATE orders SET stock_released_at = ? WHERE tenant_id = ? AND id = ? AND stock_released_at IS NULL')
      .run(nowIso(now), tenantId, orderId).changes;
    if (claimed !== 1) return false;
    const lines = db
      .prepare('SELECT product_id AS productId, variation_sku AS variationSku, quantity FROM order_items WHERE tenant_id = ? AND order_id = ? ORDER BY line')
      .all(tenantId, orderId) as StockLine[];
    moveStock(db, tenantId, lines, 1);
    return true;
  })();
}

/**
 * Takes an order's units off the shelf again after they were put back (a refund in full that later
 * failed, so the order stands): true when taken, false when they were never put back, or when some
 * have been sold since (nothing is taken: stock never goes below zero).
 */
export function retakeOrderStock(db: Db, tenantId: string, orderId: string): boolean {
  return db.transaction((): boolean => {
    const released = db.prepare('SELECT stock_released_at FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, orderId);
    if (typeof released !== 'string') return false;
    const lines = db
      .prepare('SELECT product_id AS productId, variation_sku AS variationSku, quantity FROM order_items WHERE tenant_id = ? AND order_id = ? ORDER BY line')
      .all(tenantId, orderId) as StockLine[];
    if (stockShortfall(db, tenantId, lines)) return false;
    takeStock(db, tenantId, lines);
    db.prepare('UPDATE orders SET stock_released_at = NULL WHERE tenant_id = ? AND id = ?').run(tenantId, orderId);
    return true;
  })();
}
