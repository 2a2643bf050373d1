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
import { sql } from 'kysely';
import type { Data } from '../database.ts';

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
export async function refundTotals(
  data: Data,
  tenantId: string,
  target: { type: 'order' | 'reservation'; id: string },
): Promise<RefundTotals> {
  const row = await data
    .selectFrom('payments as p')
    .select([
      'p.id as paymentId',
      'p.amount_cents as paid',
      'p.currency',
      sql<
        string | number
      >`coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.tenant_id = p.tenant_id AND r.payment_id = p.id AND ${sql.raw(REFUNDED_SQL)}), 0)`.as(
        'refunded',
      ),
      sql<
        string | number
      >`coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.tenant_id = p.tenant_id AND r.payment_id = p.id AND r.status <> 'failed'), 0)`.as(
        'committed',
      ),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.target_type', '=', target.type)
    .where('p.target_id', '=', target.id)
    .where('p.status', '=', 'succeeded')
    .executeTakeFirst();
  if (!row) return { paymentId: null, paid: 0, currency: null, refunded: 0, committed: 0, refundable: 0 };
  // PostgreSQL's sum() is numeric, which arrives as a string.
  const refunded = Number(row.refunded);
  const committed = Number(row.committed);
  return {
    paymentId: row.paymentId,
    paid: row.paid,
    currency: row.currency,
    refunded,
    committed,
    refundable: Math.max(0, row.paid - committed),
  };
}
