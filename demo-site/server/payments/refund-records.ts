/**
 * The `refunds` table: one row per refund attempt of a payment (amount, provider, the provider's
 * refund id, status, message, who asked and why). Reading and writing rows only; the rules are in
 * refunds.ts.
 */
import { sql } from 'kysely';
import { engineOf, type Data } from '../database.ts';
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

/**
 * Refunds made in the same millisecond in the order they were made: SQLite's rowid, PostgreSQL's
 * `created_order` (numbered by a sequence; migration 027).
 */
function insertionOrder(data: Data) {
  return engineOf(data) === 'postgres' ? sql`created_order` : sql`rowid`;
}

/** The refunds of an order or a reservation, oldest first. */
export async function refundsOf(data: Data, tenantId: string, target: PaymentTargetRef): Promise<RefundRecord[]> {
  const rows = await data
    .selectFrom('refunds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('created_at')
    .orderBy(insertionOrder(data))
    .execute();
  return rows.map((row) => toRecord(row as Row));
}

/** One refund of a tenant, if it exists; `locked` reads it FOR UPDATE on PostgreSQL (inside a transaction), for a change that depends on its status. */
export async function findRefund(data: Data, tenantId: string, id: string, locked = false): Promise<RefundRecord | undefined> {
  let query = data.selectFrom('refunds').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (locked && engineOf(data) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

/** The refunds of a payment that are not failed, oldest first. */
export async function activeRefunds(data: Data, tenantId: string, paymentId: string): Promise<RefundRecord[]> {
  const rows = await data
    .selectFrom('refunds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('payment_id', '=', paymentId)
    .where('status', '<>', 'failed')
    .orderBy('created_at')
    .orderBy(insertionOrder(data))
    .execute();
  return rows.map((row) => toRecord(row as Row));
}

/** The refund a staff form's one-time key made, if any. */
export async function refundByRequestKey(data: Data, tenantId: string, paymentId: string, key: string): Promise<RefundRecord | undefined> {
  const row = await data
    .selectFrom('refunds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('payment_id', '=', paymentId)
    .where('request_key', '=', key)
    .executeTakeFirst();
  return row ? toRecord(row as Row) : undefined;
}

/** Who asked for a refund, and why. */
export interface RefundOrigin {
  reason?: string | null;
  requestedBy?: string;
  requestKey?: string | null;
}

/** Adds a refund row of `amount` of a payment. */
export async function insertRefund(
  data: Data,
  payment: PaymentRecord,
  amount: number,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string; message?: string } & RefundOrigin = {},
): Promise<RefundRecord> {
  const id = randomId('rf');
  const stamp = nowIso(now);
  await data
    .insertInto('refunds')
    .values({
      tenant_id: payment.tenantId,
      id,
      payment_id: payment.id,
      target_type: payment.target.type,
      target_id: payment.target.id,
      provider: payment.provider,
      amount_cents: amount,
      currency: payment.currency,
      status,
      provider_ref: fields.providerRef ?? null,
      message: fields.message ?? null,
      reason: fields.reason?.slice(0, 500) || null,
      requested_by: fields.requestedBy ?? 'system',
      request_key: fields.requestKey ?? null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return (await findRefund(data, payment.tenantId, id)) as RefundRecord;
}

/** Records the provider's answer on a refund row. */
export async function finishRefund(
  data: Data,
  refund: RefundRecord,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string | null; message?: string | null },
): Promise<RefundRecord> {
  await data
    .updateTable('refunds')
    .set((eb) => ({
      status,
      provider_ref: eb.fn.coalesce(eb.val(fields.providerRef ?? null), eb.ref('provider_ref')),
      message: fields.message?.slice(0, 500) ?? null,
      updated_at: nowIso(now),
    }))
    .where('tenant_id', '=', refund.tenantId)
    .where('id', '=', refund.id)
    .execute();
  return (await findRefund(data, refund.tenantId, refund.id)) as RefundRecord;
}

/** Late payments (`needs_refund` with `message`) that have no refund yet. */
export async function unrefundedPayments(data: Data, message: string): Promise<{ tenantId: string; paymentId: string }[]> {
  return data
    .selectFrom('payments as p')
    .select(['p.tenant_id as tenantId', 'p.id as paymentId'])
    .where('p.status', '=', 'needs_refund')
    .where('p.message', '=', message)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('refunds as r').select('r.id').whereRef('r.tenant_id', '=', 'p.tenant_id').whereRef('r.payment_id', '=', 'p.id')),
      ),
    )
    .orderBy('p.updated_at')
    .orderBy('p.id')
    .limit(100)
    .execute();
}

/** Refunds that never reached the provider (it could not be reached) whose last try is older than `olderThanMs`. */
export async function unsentRefunds(data: Data, now: Date, olderThanMs = 60_000): Promise<{ tenantId: string; refundId: string }[]> {
  return data
    .selectFrom('refunds')
    .select(['tenant_id as tenantId', 'id as refundId'])
    .where('status', '=', 'pending')
    .where('provider_ref', 'is', null)
    .where('updated_at', '<=', new Date(now.getTime() - olderThanMs).toISOString())
    .orderBy('updated_at')
    .orderBy('id')
    .limit(100)
    .execute();
}
