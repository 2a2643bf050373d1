/**
 * How much of an order's or a booking's payment has gone back to the customer, read from the
 * `refunds` table. Only refunds of the target's own payment (its one `succeeded` payment) count: a
 * second, accidental payment (`needs_refund`) is given back whole and never makes the order look
 * refunded.
 *
 * A refund counts as refunded once it is settled (`succeeded`, or `manual`: paid offline, staff return
 * it) or the provider has accepted it (`pending` with the provider's refund id). A refund still waiting
 * to reach its provider (`pending`, no provider id) does not count yet, but it is held: what can still
 * be refunded leaves it out.
 */
import type { Db } from '../db.ts';

/** SQL condition (refunds aliased `r`): the refund is settled or its provider accepted it. */
export const REFUNDED_SQL = "(r.status IN ('succeeded', 'manual') OR (r.status = 'pending' AND r.provider_ref IS NOT NULL))";

/** What a target's payment holds and what of it went back, in minor units. */
export interface RefundTotals {
  /** The target's successful payment, if any. */
  paymentId: string | null;
  /** What that payment took (0 when nothing was paid). */
  paid: number;
  currency: string | null;
  /** Settled or accepted refunds of that payment. */
  refunded: number;
  /** Refunds not failed, including those still waiting to reach the provider. */
  committed: number;
  /** What can still be refunded: `paid - committed`. */
  refundable: number;
}

/** The refund totals of an order or reservation of a tenant. */
export function refundTotals(db: Db, tenantId: string, target: { type: 'order' | 'reservation'; id: string }): RefundTotals {
  const row = db
    .prepare(
      `SELECT p.id AS paymentId, p.amount_cents AS paid, p.currency,
         coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.tenant_id = p.tenant_id AND r.payment_id = p.id AND ${REFUNDED_SQL}), 0) AS refunded,
         coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.tenant_id = p.tenant_id AND r.payment_id = p.id AND r.status <> 'failed'), 0) AS committed
       FROM payments p WHERE p.tenant_id = ? AND p.target_type = ? AND p.target_id = ? AND p.status = 'succeeded'`,
    )
    .get(tenantId, target.type, target.id) as Omit<RefundTotals, 'refundable'> | undefined;
  if (!row) return { paymentId: null, paid: 0, currency: null, refunded: 0, committed: 0, refundable: 0 };
  return { ...row, refundable: Math.max(0, row.paid - row.committed) };
}
