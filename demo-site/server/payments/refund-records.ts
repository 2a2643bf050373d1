/**
 * The `refunds` table: one row per refund attempt of a payment (amount, provider, the provider's
 * refund id, status, message, who asked and why). Reading and writing rows only; the rules are in
 * refunds.ts.
 */
import type { Db } from '../db.ts';
import { nowIso, randomId } from '../domain/ids.ts';
import type { PaymentProvider, PaymentRecord, PaymentTargetRef } from './records.ts';

/** The statuses of a refund row. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'manual';

/** A refund attempt. */
export interface RefundRecord {
  tenantId: string;
  id: string;
  paymentId: string;
  target: PaymentTargetRef;
  provider: PaymentProvider;
  amount: number;
  currency: string;
  status: RefundStatus;
  providerRef: string | null;
  message: string | null;
  /** Why staff refunded (staff only). */
  reason: string | null;
  /** `staff:<account id>`, `app` (the tenant's token) or `system` (a cancellation, a late payment). */
  requestedBy: string;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  tenant_id: string;
  id: string;
  payment_id: string;
  target_type: 'order' | 'reservation';
  target_id: string;
  provider: PaymentProvider;
  amount_cents: number;
  currency: string;
  status: RefundStatus;
  provider_ref: string | null;
  message: string | null;
  reason: string | null;
  requested_by: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: Row): RefundRecord => ({
  tenantId: row.tenant_id,
  id: row.id,
  paymentId: row.payment_id,
  target: { type: row.target_type, id: row.target_id },
  provider: row.provider,
  amount: row.amount_cents,
  currency: row.currency,
  status: row.status,
  providerRef: row.provider_ref,
  message: row.message,
  reason: row.reason,
  requestedBy: row.requested_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** True when a refund is settled or its provider accepted it: the customer can be told. */
export function isRefunded(refund: RefundRecord): boolean {
  return refund.status === 'succeeded' || refund.status === 'manual' || (refund.status === 'pending' && refund.providerRef !== null);
}

/** True when a refund is waiting to reach its provider (it could not be reached): it is sent again. */
export function isUnsent(refund: RefundRecord): boolean {
  return refund.status === 'pending' && refund.providerRef === null;
}

/** The refunds of an order or a reservation, oldest first. */
export function refundsOf(db: Db, tenantId: string, target: PaymentTargetRef): RefundRecord[] {
  const rows = db
    .prepare('SELECT * FROM refunds WHERE tenant_id = ? AND target_type = ? AND target_id = ? ORDER BY created_at, rowid')
    .all(tenantId, target.type, target.id) as Row[];
  return rows.map(toRecord);
}

/** One refund of a tenant, if it exists. */
export function findRefund(db: Db, tenantId: string, id: string): RefundRecord | undefined {
  const row = db.prepare('SELECT * FROM refunds WHERE tenant_id = ? AND id = ?').get(tenantId, id) as Row | undefined;
  return row ? toRecord(row) : undefined;
}

/** The refunds of a payment that are not failed, oldest first. */
export function activeRefunds(db: Db, tenantId: string, paymentId: string): RefundRecord[] {
  const rows = db
    .prepare("SELECT * FROM refunds WHERE tenant_id = ? AND payment_id = ? AND status <> 'failed' ORDER BY created_at, rowid")
    .all(tenantId, paymentId) as Row[];
  return rows.map(toRecord);
}

/** The refund a staff form's one-time key made, if any. */
export function refundByRequestKey(db: Db, tenantId: string, paymentId: string, key: string): RefundRecord | undefined {
  const row = db
    .prepare('SELECT * FROM refunds WHERE tenant_id = ? AND payment_id = ? AND request_key = ?')
    .get(tenantId, paymentId, key) as Row | undefined;
  return row ? toRecord(row) : undefined;
}

/** Who asked for a refund, and why. */
export interface RefundOrigin {
  reason?: string | null;
  requestedBy?: string;
  requestKey?: string | null;
}

/** Adds a refund row of `amount` of a payment. */
export function insertRefund(
  db: Db,
  payment: PaymentRecord,
  amount: number,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string; message?: string } & RefundOrigin = {},
): RefundRecord {
  const id = randomId('rf');
  const stamp = nowIso(now);
  db.prepare(
    `INSERT INTO refunds (tenant_id, id, payment_id, target_type, target_id, provider, amount_cents, currency, status, provider_ref, message,
       reason, requested_by, request_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.tenantId,
    id,
    payment.id,
    payment.target.type,
    payment.target.id,
    payment.provider,
    amount,
    payment.currency,
    status,
    fields.providerRef ?? null,
    fields.message ?? null,
    fields.reason?.slice(0, 500) || null,
    fields.requestedBy ?? 'system',
    fields.requestKey ?? null,
    stamp,
    stamp,
  );
  return findRefund(db, payment.tenantId, id) as RefundRecord;
}

/** Records the provider's answer on a refund row. */
export function finishRefund(
  db: Db,
  refund: RefundRecord,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string | null; message?: string | null },
): RefundRecord {
  db.prepare(
    'UPDATE refunds SET status = ?, provider_ref = coalesce(?, provider_ref), message = ?, updated_at = ? WHERE tenant_id = ? AND id = ?',
  ).run(status, fields.providerRef ?? null, fields.message?.slice(0, 500) ?? null, nowIso(now), refund.tenantId, refund.id);
  return findRefund(db, refund.tenantId, refund.id) as RefundRecord;
}

/** Late payments (`needs_refund` with `message`) that have no refund yet. */
export function unrefundedPayments(db: Db, message: string): { tenantId: string; paymentId: string }[] {
  return db
    .prepare(
      `SELECT p.tenant_id AS tenantId, p.id AS paymentId FROM payments p
       WHERE p.status = 'needs_refund' AND p.message = ?
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.tenant_id = p.tenant_id AND r.payment_id = p.id)
       ORDER BY p.updated_at LIMIT 100`,
    )
    .all(message) as { tenantId: string; paymentId: string }[];
}

/** Refunds that never reached the provider (it could not be reached) whose last try is older than `olderThanMs`. */
export function unsentRefunds(db: Db, now: Date, olderThanMs = 60_000): { tenantId: string; refundId: string }[] {
  return db
    .prepare(
      `SELECT tenant_id AS tenantId, id AS refundId FROM refunds
       WHERE status = 'pending' AND provider_ref IS NULL AND updated_at <= ? ORDER BY updated_at LIMIT 100`,
    )
    .all(new Date(now.getTime() - olderThanMs).toISOString()) as { tenantId: string; refundId: string }[];
}
