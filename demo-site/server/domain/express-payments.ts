/**
 * PayPal express payments: a PayPal order started from a quote before our order exists (see
 * migration 021). `claimExpressPayment` lets exactly one capture request proceed.
 */
import type { Db } from '../db.ts';
import { nowIso } from './ids.ts';
import type { LineRequest } from './quotes.ts';

/** Where an express payment stands. */
export type ExpressStatus = 'pending' | 'claimed' | 'paid' | 'failed';

/** One express payment: the quoted lines, the amount PayPal was asked for, and our order once made. */
export interface ExpressPayment {
  tenantId: string;
  providerRef: string;
  items: LineRequest[];
  discountCode: string | null;
  amount: number;
  currency: string;
  status: ExpressStatus;
  orderId: string | null;
  /** The shopper session that started it: only that session may capture it. */
  sessionHash: string | null;
}

interface Row {
  tenant_id: string;
  provider_ref: string;
  items: string;
  discount_code: string | null;
  amount_cents: number;
  currency: string;
  status: ExpressStatus;
  order_id: string | null;
  session_hash: string | null;
}

const fromRow = (row: Row): ExpressPayment => ({
  tenantId: row.tenant_id,
  providerRef: row.provider_ref,
  items: JSON.parse(row.items) as LineRequest[],
  discountCode: row.discount_code,
  amount: row.amount_cents,
  currency: row.currency,
  status: row.status,
  orderId: row.order_id,
  sessionHash: row.session_hash,
});

/** Records a PayPal order started for a quote (status pending). */
export function insertExpressPayment(
  db: Db,
  input: { tenantId: string; providerRef: string; items: LineRequest[]; discountCode?: string | null; amount: number; currency: string; sessionHash: string },
  now: Date = new Date(),
): void {
  const at = nowIso(now);
  db.prepare(
    `INSERT INTO express_payments (tenant_id, provider_ref, items, discount_code, amount_cents, currency, status, session_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
  ).run(input.tenantId, input.providerRef, JSON.stringify(input.items), input.discountCode ?? null, input.amount, input.currency, input.sessionHash, at, at);
}

/** The tenant's express payment for a PayPal order id; undefined for another tenant's or none. */
export function findExpressPayment(db: Db, tenantId: string, providerRef: string): ExpressPayment | undefined {
  const row = db.prepare('SELECT * FROM express_payments WHERE tenant_id = ? AND provider_ref = ?').get(tenantId, providerRef) as Row | undefined;
  return row ? fromRow(row) : undefined;
}

/**
 * Records the amount PayPal's order now asks for (after the buyer's address changed the total), only
 * while the payment is pending; false once a capture has claimed or closed it.
 */
export function repriceExpressPayment(db: Db, tenantId: string, providerRef: string, amount: number, now: Date = new Date()): boolean {
  const result = db
    .prepare("UPDATE express_payments SET amount_cents = ?, updated_at = ? WHERE tenant_id = ? AND provider_ref = ? AND status = 'pending'")
    .run(amount, nowIso(now), tenantId, providerRef);
  return result.changes === 1;
}

/** Moves a pending express payment to claimed; false when another request already claimed it. */
export function claimExpressPayment(db: Db, tenantId: string, providerRef: string, now: Date = new Date()): boolean {
  const result = db
    .prepare("UPDATE express_payments SET status = 'claimed', updated_at = ? WHERE tenant_id = ? AND provider_ref = ? AND status = 'pending'")
    .run(nowIso(now), tenantId, providerRef);
  return result.changes === 1;
}

/** Sets an express payment's status (and our order, once made). */
export function settleExpressPayment(
  db: Db,
  tenantId: string,
  providerRef: string,
  change: { status: ExpressStatus; orderId?: string },
  now: Date = new Date(),
): void {
  db.prepare('UPDATE express_payments SET status = ?, order_id = COALESCE(?, order_id), updated_at = ? WHERE tenant_id = ? AND provider_ref = ?').run(
    change.status,
    change.orderId ?? null,
    nowIso(now),
    tenantId,
    providerRef,
  );
}
