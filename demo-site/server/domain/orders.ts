/**
 * Orders: reading them, and the functions the payments API calls.
 *
 * For payments, the server alone decides amounts and outcomes:
 * - `orderAmountDue(data, tenantId, orderId)` gives what to charge (the order's own total, in cents,
 *   and its currency); never take an amount from the browser.
 * - `markOrderPayment(data, tenantId, orderId, update)` records a payment outcome once the server has
 *   verified it (a webhook with a valid signature, or a status query to the provider). It is
 *   idempotent and never moves a paid order backwards.
 * - `getOrder` / `findOrderByPaymentIntent` read an order back for confirmation pages.
 * Every function is scoped by tenant: another tenant's order id is simply not found.
 */
import type { Order } from '../../../shared/api/schemas.ts';
import type { Selectable } from 'kysely';
import { engineOf, inTransaction, type Data } from '../database.ts';
import type { OrdersTable } from '../db-schema.ts';
import { nowIso, parseJson } from './ids.ts';
import { refundTotals } from './refunded.ts';
import { releaseOrderStock } from './stock.ts';

/** The order statuses, in the usual order of a life. */
export const ORDER_STATUSES = ['new', 'pending_payment', 'processing', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
/** The payment statuses of an order. */
export const PAYMENT_STATUSES = ['unpaid', 'pending_payment', 'processing', 'paid', 'failed'] as const;
/** A payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A row of the `orders` table, as the schema declares it, with its payment status narrowed. */
export type OrderRow = Omit<Selectable<OrdersTable>, 'payment_status'> & { payment_status: PaymentStatus };

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

async function withItems(data: Data, row: OrderRow | undefined): Promise<Order | null> {
  if (!row) return null;
  const items = await data
    .selectFrom('order_items')
    .select(['sku', 'name', 'quantity', 'price_cents', 'image', 'attributes'])
    .where('tenant_id', '=', row.tenant_id)
    .where('order_id', '=', row.id)
    .orderBy('line')
    .execute();
  return toWireOrder(row, items, (await refundTotals(data, row.tenant_id, { type: 'order', id: row.id })).refunded);
}

/** The order's row; `locked` reads it FOR UPDATE on PostgreSQL, for a change that depends on what it holds. */
async function orderRow(data: Data, tenantId: string, orderId: string, locked = false): Promise<OrderRow | undefined> {
  let query = data.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', orderId);
  if (locked && engineOf(data) === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) as OrderRow | undefined;
}

/** The tenant's order with this id, or null (another tenant's id is not found). */
export async function getOrder(data: Data, tenantId: string, orderId: string): Promise<Order | null> {
  return withItems(data, await orderRow(data, tenantId, orderId));
}

/** The tenant's order whose id or number is `idOrNumber` and whose customer email is `email` (any case). */
export async function findOrderByEmail(data: Data, tenantId: string, email: string, idOrNumber: string): Promise<Order | null> {
  const row = await data
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', idOrNumber), eb('number', '=', idOrNumber)]))
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return withItems(data, row as OrderRow | undefined);
}

/** The tenant's order paid with this provider payment id (for confirmation pages and webhooks). */
export async function findOrderByPaymentIntent(data: Data, tenantId: string, paymentIntentId: string): Promise<Order | null> {
  const row = await data
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  return withItems(data, row as OrderRow | undefined);
}

/** The shopper session (its hash) an order was placed in; null for orders placed without one, undefined for no such order. */
export async function orderSessionHash(data: Data, tenantId: string, orderId: string): Promise<string | null | undefined> {
  const row = await data
    .selectFrom('orders')
    .select('session_hash')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.session_hash;
}

/**
 * Moves an order into a shopper session. For a repeat of an order request with the same
 * Idempotency-Key (a secret only the creating page holds) whose first answer, and with it the new
 * session cookie, never reached the browser: the order follows the session the browser has now.
 */
export async function moveOrderToSession(data: Data, tenantId: string, orderId: string, sessionHash: string): Promise<void> {
  await data.updateTable('orders').set({ session_hash: sessionHash }).where('tenant_id', '=', tenantId).where('id', '=', orderId).execute();
}

/** The orders placed in one shopper session, newest first, optionally only those with a status. */
export async function listSessionOrders(data: Data, tenantId: string, sessionHash: string, status?: string): Promise<Order[]> {
  let query = data.selectFrom('orders').selectAll().where('tenant_id', '=', tenantId).where('session_hash', '=', sessionHash);
  if (status) query = query.where('status', '=', status);
  const rows = (await query.orderBy('created_at', 'desc').orderBy('number', 'desc').limit(100).execute()) as OrderRow[];
  const orders: Order[] = [];
  for (const row of rows) {
    const order = await withItems(data, row);
    if (order) orders.push(order);
  }
  return orders;
}

/**
 * What is still to be paid on an order: its server-computed total in cents and its currency, or an
 * amount of 0 once it is paid. Null when the tenant has no such order. Charge exactly this amount.
 */
export async function orderAmountDue(data: Data, tenantId: string, orderId: string): Promise<{ amount: number; currency: string } | null> {
  const row = await orderRow(data, tenantId, orderId);
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
export async function markOrderPayment(data: Data, tenantId: string, orderId: string, update: PaymentUpdate): Promise<Order | null> {
  return inTransaction(data, async (trx) => {
    const row = await orderRow(trx, tenantId, orderId, true);
    if (!row) return null;
    if (CLOSED_STATUSES.includes(row.status)) return update.paymentStatus === 'paid' ? null : withItems(trx, row);
    const current = row.payment_status;
    const next = update.paymentStatus;
    // After paid nothing moves; a failure may still end a pending or processing payment.
    const allowed = current !== 'paid' && (RANK[next] >= RANK[current] || next === 'failed' || current === 'failed');
    if (!allowed) return withItems(trx, row);
    const status = next === 'paid' ? 'paid' : next === 'processing' ? 'processing' : row.status;
    await trx
      .updateTable('orders')
      .set((eb) => ({
        payment_status: next,
        status,
        payment_method: update.paymentMethod,
        payment_gateway: update.paymentGateway,
        payment_intent_id: eb.fn.coalesce(eb.val(update.paymentIntentId ?? null), eb.ref('payment_intent_id')),
        payment_instructions: eb.fn.coalesce(eb.val(update.instructions ?? null), eb.ref('payment_instructions')),
        updated_at: nowIso(),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .execute();
    return withItems(trx, await orderRow(trx, tenantId, orderId));
  });
}

/**
 * Cancels an order that is not paid yet and puts its stock back, once: true when this call
 * cancelled it, false when it was already over, paid, or unknown. Call it alone or inside the
 * transaction of whatever else the cancellation records.
 */
export async function cancelUnpaidOrder(data: Data, tenantId: string, orderId: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    const changed = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: nowIso(now) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .where('payment_status', '<>', 'paid')
      .where('status', 'not in', ['cancelled', 'refunded', 'paid', 'shipped', 'delivered'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await releaseOrderStock(trx, tenantId, orderId, now);
    return true;
  });
}
