/**
 * Orders: reading them, and the functions the payments API calls.
 *
 * For payments, the server alone decides amounts and outcomes:
 * - `orderAmountDue(db, tenantId, orderId)` gives what to charge (the order's own total, in cents,
 *   and its currency); never take an amount from the browser.
 * - `markOrderPayment(db, tenantId, orderId, update)` records a payment outcome once the server has
 *   verified it (a webhook with a valid signature, or a status query to the provider). It is
 *   idempotent and never moves a paid order backwards.
 * - `getOrder` / `findOrderByPaymentIntent` read an order back for confirmation pages.
 * Every function is scoped by tenant: another tenant's order id is simply not found.
 */
import type { Order } from '../../../shared/api/schemas.ts';
import type { Db } from '../db.ts';
import { nowIso, parseJson } from './ids.ts';
import { refundTotals } from './refunded.ts';
import { releaseOrderStock } from './stock.ts';

/** The order statuses, in the usual order of a life. */
export const ORDER_STATUSES = ['new', 'pending_payment', 'processing', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
/** The payment statuses of an order. */
export const PAYMENT_STATUSES = ['unpaid', 'pending_payment', 'processing', 'paid', 'failed'] as const;
/** A payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A row of the `orders` table. */
export interface OrderRow {
  tenant_id: string;
  id: string;
  number: string;
  session_hash: string | null;
  status: string;
  payment_status: PaymentStatus;
  payment_method: string;
  payment_gateway: string;
  payment_intent_id: string | null;
  payment_instructions: string | null;
  email: string;
  customer: string;
  shipping_address: string;
  billing_address: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  tax_included: number;
  stock_released_at: string | null;
  language: string;
  discount_cents: number;
  discount_code: string | null;
  total_cents: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

interface OrderItemRow {
  sku: string;
  name: string;
  quantity: number;
  price_cents: number;
  image: string | null;
  attributes: string;
}

/** Maps an order row, its item rows and what of its payment was refunded (minor units) to the wire shape of `orderSchema`. */
export function toWireOrder(row: OrderRow, items: readonly OrderItemRow[], refundedCents = 0): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    paymentGateway: row.payment_gateway,
    paymentIntentId: row.payment_intent_id,
    paymentInstructions: row.payment_instructions,
    customerInfo: parseJson<Order['customerInfo']>(row.customer, { email: row.email }),
    shippingAddress: parseJson<Order['shippingAddress']>(row.shipping_address, { address: '', city: '', state: '', zip: '', country: '' }),
    billingAddress: parseJson<Order['billingAddress']>(row.billing_address, { address: '', city: '', state: '', zip: '', country: '' }),
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      price: item.price_cents,
      ...(item.image ? { image: item.image } : {}),
      attributes: parseJson<Record<string, string>>(item.attributes, {}),
    })),
    subtotal: row.subtotal_cents,
    shipping: row.shipping_cents,
    tax: row.tax_cents,
    taxIncluded: row.tax_included === 1,
    discount: row.discount_cents,
    discountCode: row.discount_code,
    total: row.total_cents,
    refundedAmount: refundedCents,
    currency: row.currency,
    createdAt: row.created_at,
  };
}

function withItems(db: Db, row: OrderRow | undefined): Order | null {
  if (!row) return null;
  const items = db
    .prepare('SELECT sku, name, quantity, price_cents, image, attributes FROM order_items WHERE tenant_id = ? AND order_id = ? ORDER BY line')
    .all(row.tenant_id, row.id) as OrderItemRow[];
  return toWireOrder(row, items, refundTotals(db, row.tenant_id, { type: 'order', id: row.id }).refunded);
}

function orderRow(db: Db, tenantId: string, orderId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE tenant_id = ? AND id = ?').get(tenantId, orderId) as OrderRow | undefined;
}

/** The tenant's order with this id, or null (another tenant's id is not found). */
export function getOrder(db: Db, tenantId: string, orderId: string): Order | null {
  return withItems(db, orderRow(db, tenantId, orderId));
}

/** The tenant's order whose id or number is `idOrNumber` and whose customer email is `email` (any case). */
export function findOrderByEmail(db: Db, tenantId: string, email: string, idOrNumber: string): Order | null {
  const row = db
    .prepare('SELECT * FROM orders WHERE tenant_id = ? AND (id = ? OR number = ?) AND email = ?')
    .get(tenantId, idOrNumber, idOrNumber, email.trim().toLowerCase()) as OrderRow | undefined;
  return withItems(db, row);
}

/** The tenant's order paid with this provider payment id (for confirmation pages and webhooks). */
export function findOrderByPaymentIntent(db: Db, tenantId: string, paymentIntentId: string): Order | null {
  const row = db.prepare('SELECT * FROM orders WHERE tenant_id = ? AND payment_intent_id = ?').get(tenantId, paymentIntentId) as OrderRow | undefined;
  return withItems(db, row);
}

/** The shopper session (its hash) an order was placed in; null for orders placed without one, undefined for no such order. */
export function orderSessionHash(db: Db, tenantId: string, orderId: string): string | null | undefined {
  return db.prepare('SELECT session_hash FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, orderId) as string | null | undefined;
}

/**
 * Moves an order into a shopper session. For a repeat of an order request with the same
 * Idempotency-Key (a secret only the creating page holds) whose first answer, and with it the new
 * session cookie, never reached the browser: the order follows the session the browser has now.
 */
export function moveOrderToSession(db: Db, tenantId: string, orderId: string, sessionHash: string): void {
  db.prepare('UPDATE orders SET session_hash = ? WHERE tenant_id = ? AND id = ?').run(sessionHash, tenantId, orderId);
}

/** The orders placed in one shopper session, newest first, optionally only those with a status. */
export function listSessionOrders(db: Db, tenantId: string, sessionHash: string, status?: string): Order[] {
  const rows = (
    status
      ? db.prepare('SELECT * FROM orders WHERE tenant_id = ? AND session_hash = ? AND status = ? ORDER BY created_at DESC, number DESC LIMIT 100').all(tenantId, sessionHash, status)
      : db.prepare('SELECT * FROM orders WHERE tenant_id = ? AND session_hash = ? ORDER BY created_at DESC, number DESC LIMIT 100').all(tenantId, sessionHash)
  ) as OrderRow[];
  return rows.flatMap((row) => withItems(db, row) ?? []);
}

/**
 * What is still to be paid on an order: its server-computed total in cents and its currency, or an
 * amount of 0 once it is paid. Null when the tenant has no such order. Charge exactly this amount.
 */
export function orderAmountDue(db: Db, tenantId: string, orderId: string): { amount: number; currency: string } | null {
  const row = orderRow(db, tenantId, orderId);
  if (!row) return null;
  return { amount: row.payment_status === 'paid' ? 0 : row.total_cents, currency: row.currency };
}

/** A verified payment outcome to record on an order. */
export interface PaymentUpdate {
  paymentStatus: 'paid' | 'processing' | 'pending_payment' | 'failed';
  paymentMethod: string;
  paymentGateway: string;
  paymentIntentId?: string | null;
  /** Instructions shown to the shopper (offline payments: where to send a transfer). */
  instructions?: string | null;
}

/** How far along a payment is; a later call never moves an order to an earlier rank. */
const RANK: Record<PaymentStatus, number> = { unpaid: 0, failed: 1, pending_payment: 2, processing: 3, paid: 4 };

/** Order statuses that are over: nothing is paid on them any more. */
const CLOSED_STATUSES: readonly string[] = ['cancelled', 'refunded'];

/**
 * Records a payment outcome the server has verified, and returns the updated order (null when the
 * tenant has no such order). `paid` also sets the order status to 'paid' and `processing` to
 * 'processing'; `pending_payment` and `failed` leave the status as it is. Idempotent: repeating a
 * call changes nothing, and a paid order stays paid (a late 'processing' or 'failed' is ignored).
 * A cancelled or refunded order (one that expired unpaid, its stock back on the shelf) is never
 * changed: a late 'paid' answers null, so the caller keeps the money as a payment to refund
 * instead of silently selling stock that is gone.
 */
export function markOrderPayment(db: Db, tenantId: string, orderId: string, update: PaymentUpdate): Order | null {
  return db
    .transaction(() => {
      const row = orderRow(db, tenantId, orderId);
      if (!row) return null;
      if (CLOSED_STATUSES.includes(row.status)) return update.paymentStatus === 'paid' ? null : withItems(db, row);
      const current = row.payment_status;
      const next = update.paymentStatus;
      // After paid nothing moves; a failure may still end a pending or processing payment.
      const allowed = current !== 'paid' && (RANK[next] >= RANK[current] || next === 'failed' || current === 'failed');
      if (!allowed) return withItems(db, row);
      const status = next === 'paid' ? 'paid' : next === 'processing' ? 'processing' : row.status;
      db.prepare(
        `UPDATE orders SET payment_status = ?, status = ?, payment_method = ?, payment_gateway = ?,
           payment_intent_id = coalesce(?, payment_intent_id), payment_instructions = coalesce(?, payment_instructions), updated_at = ?
         WHERE tenant_id = ? AND id = ?`,
      ).run(next, status, update.paymentMethod, update.paymentGateway, update.paymentIntentId ?? null, update.instructions ?? null, nowIso(), tenantId, orderId);
      return withItems(db, orderRow(db, tenantId, orderId));
    })
    .immediate();
}

/**
 * Cancels an order that is not paid yet and puts its stock back, once: true when this call
 * cancelled it, false when it was already over, paid, or unknown. Call it alone or inside the
 * transaction of whatever else the cancellation records.
 */
export function cancelUnpaidOrder(db: Db, tenantId: string, orderId: string, now: Date = new Date()): boolean {
  return db.transaction((): boolean => {
    const changed = db
      .prepare(
        `UPDATE orders SET status = 'cancelled', updated_at = ?
         WHERE tenant_id = ? AND id = ? AND payment_status <> 'paid' AND status NOT IN ('cancelled', 'refunded', 'paid', 'shipped', 'delivered')`,
      )
      .run(nowIso(now), tenantId, orderId).changes;
    if (changed !== 1) return false;
    releaseOrderStock(db, tenantId, orderId, now);
    return true;
  })();
}
