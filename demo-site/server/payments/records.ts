/**
 * The `payments` table: one row per payment attempt of an order or a reservation. Rows hold the
 * server's amount, the provider's reference and, for cards, only the last 4 digits and the brand.
 */
import type { Db } from '../db.ts';
import { nowIso, parseJson, randomId } from '../domain/ids.ts';

/** The gateways a payment row can belong to. */
export type PaymentProvider = 'stripe' | 'paypal' | 'multipay' | 'cardbank' | 'account_balance' | 'gift_card' | 'offline';
/** The statuses of a payment row. */
export type PaymentRowStatus =
  | 'created'
  | 'pending'
  | 'requires_action'
  | 'requires_payment_method'
  | 'processing'
  | 'pending_payment'
  | 'succeeded'
  | 'failed'
  | 'expired'
  | 'canceled'
  | 'needs_refund';

/** What is being paid. */
export interface PaymentTargetRef {
  type: 'order' | 'reservation';
  id: string;
}

/** A payment attempt. */
export interface PaymentRecord {
  tenantId: string;
  id: string;
  target: PaymentTargetRef;
  provider: PaymentProvider;
  method: string;
  amount: number;
  currency: string;
  status: PaymentRowStatus;
  providerRef: string | null;
  transactionId: string | null;
  last4: string | null;
  brand: string | null;
  details: Record<string, unknown>;
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  tenant_id: string;
  id: string;
  target_type: 'order' | 'reservation';
  target_id: string;
  provider: PaymentProvider;
  method: string;
  amount_cents: number;
  currency: string;
  status: PaymentRowStatus;
  provider_ref: string | null;
  transaction_id: string | null;
  card_last4: string | null;
  card_brand: string | null;
  details: string;
  message: string | null;
  created_at: string;
  updated_at: string;
}

function toRecord(row: Row | undefined): PaymentRecord | undefined {
  if (!row) return undefined;
  return {
    tenantId: row.tenant_id,
    id: row.id,
    target: { type: row.target_type, id: row.target_id },
    provider: row.provider,
    method: row.method,
    amount: row.amount_cents,
    currency: row.currency,
    status: row.status,
    providerRef: row.provider_ref,
    transactionId: row.transaction_id,
    last4: row.card_last4,
    brand: row.card_brand,
    details: parseJson<Record<string, unknown>>(row.details, {}),
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Keeps only a well-formed last-4 (four digits); anything else is not stored. */
function safeLast4(value: string | null | undefined): string | null {
  return typeof value === 'string' && /^\d{4}$/.test(value) ? value : null;
}

/** A new payment row (id `pay_…`), as given. */
export function insertPayment(
  db: Db,
  input: Pick<PaymentRecord, 'tenantId' | 'target' | 'provider' | 'method' | 'amount' | 'currency' | 'status'> &
    Partial<Pick<PaymentRecord, 'providerRef' | 'last4' | 'brand' | 'details'>>,
): PaymentRecord {
  const id = randomId('pay');
  const stamp = nowIso();
  db.prepare(
    `INSERT INTO payments (tenant_id, id, target_type, target_id, provider, method, amount_cents, currency, status, provider_ref, card_last4, card_brand, details, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.tenantId,
    id,
    input.target.type,
    input.target.id,
    input.provider,
    input.method,
    input.amount,
    input.currency,
    input.status,
    input.providerRef ?? null,
    safeLast4(input.last4),
    input.brand?.slice(0, 30) ?? null,
    JSON.stringify(input.details ?? {}),
    stamp,
    stamp,
  );
  return getPayment(db, input.tenantId, id) as PaymentRecord;
}

/** The tenant's payment with this id. */
export function getPayment(db: Db, tenantId: string, id: string): PaymentRecord | undefined {
  return toRecord(db.prepare('SELECT * FROM payments WHERE tenant_id = ? AND id = ?').get(tenantId, id) as Row | undefined);
}

/** The tenant's payment with this provider reference (another tenant's reference is not found). */
export function findPaymentByRef(db: Db, tenantId: string, provider: PaymentProvider, providerRef: string): PaymentRecord | undefined {
  return toRecord(
    db.prepare('SELECT * FROM payments WHERE tenant_id = ? AND provider = ? AND provider_ref = ?').get(tenantId, provider, providerRef) as
      Row | undefined,
  );
}

/** The newest open (not final) payment of a target with a provider, for reusing an intent. */
export function findOpenPayment(db: Db, tenantId: string, target: PaymentTargetRef, provider: PaymentProvider): PaymentRecord | undefined {
  return toRecord(
    db
      .prepare(
        `SELECT * FROM payments WHERE tenant_id = ? AND target_type = ? AND target_id = ? AND provider = ?
           AND status IN ('created', 'requires_payment_method') AND provider_ref IS NOT NULL ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .get(tenantId, target.type, target.id, provider) as Row | undefined,
  );
}

/** True when another payment of the target already succeeded. */
export function targetHasSuccess(db: Db, tenantId: string, target: PaymentTargetRef, exceptId?: string): boolean {
  return (
    db
      .prepare(`SELECT 1 FROM payments WHERE tenant_id = ? AND target_type = ? AND target_id = ? AND status = 'succeeded' AND id IS NOT ?`)
      .get(tenantId, target.type, target.id, exceptId ?? null) !== undefined
  );
}

/** Changes the given fields of a payment row (and its updated_at). */
export function updatePayment(
  db: Db,
  tenantId: string,
  id: string,
  change: Partial<Pick<PaymentRecord, 'status' | 'providerRef' | 'transactionId' | 'last4' | 'brand' | 'message'>>,
): PaymentRecord {
  db.prepare(
    `UPDATE payments SET status = coalesce(?, status), provider_ref = coalesce(?, provider_ref), transaction_id = coalesce(?, transaction_id),
       card_last4 = coalesce(?, card_last4), card_brand = coalesce(?, card_brand), message = coalesce(?, message), updated_at = ?
     WHERE tenant_id = ? AND id = ?`,
  ).run(
    change.status ?? null,
    change.providerRef ?? null,
    change.transactionId ?? null,
    safeLast4(change.last4),
    change.brand?.slice(0, 30) ?? null,
    change.message?.slice(0, 500) ?? null,
    nowIso(),
    tenantId,
    id,
  );
  return getPayment(db, tenantId, id) as PaymentRecord;
}
