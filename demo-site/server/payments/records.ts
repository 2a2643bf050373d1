/**
 * The `payments` table: one row per payment attempt of an order or a reservation. Rows hold the
 * server's amount, the provider's reference and, for cards, only the last 4 digits and the brand.
 */
import { engineOf, type Data } from '../database.ts';
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

/** Records a new payment of a target (an order or a reservation) and returns it. */
export async function insertPayment(
  data: Data,
  input: Pick<PaymentRecord, 'tenantId' | 'target' | 'provider' | 'method' | 'amount' | 'currency' | 'status'> &
    Partial<Pick<PaymentRecord, 'providerRef' | 'last4' | 'brand' | 'details'>>,
): Promise<PaymentRecord> {
  const id = randomId('pay');
  const stamp = nowIso();
  await data
    .insertInto('payments')
    .values({
      tenant_id: input.tenantId,
      id,
      target_type: input.target.type,
      target_id: input.target.id,
      provider: input.provider,
      method: input.method,
      amount_cents: input.amount,
      currency: input.currency,
      status: input.status,
      provider_ref: input.providerRef ?? null,
      card_last4: safeLast4(input.last4),
      card_brand: input.brand?.slice(0, 30) ?? null,
      details: JSON.stringify(input.details ?? {}),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return (await getPayment(data, input.tenantId, id)) as PaymentRecord;
}

/** The tenant's payment with this id; `locked` reads it FOR UPDATE on PostgreSQL (inside a transaction), for a change that depends on its status. */
export async function getPayment(data: Data, tenantId: string, id: string, locked = false): Promise<PaymentRecord | undefined> {
  let query = data.selectFrom('payments').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (locked && engineOf(data) === 'postgres') query = query.forUpdate();
  return toRecord((await query.executeTakeFirst()) as Row | undefined);
}

/** The tenant's payment a provider knows by `providerRef`. */
export async function findPaymentByRef(
  data: Data,
  tenantId: string,
  provider: PaymentProvider,
  providerRef: string,
): Promise<PaymentRecord | undefined> {
  const row = await data
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  return toRecord(row as Row | undefined);
}

/** The newest payment of a target with a provider that was started and not yet paid or ended. */
export async function findOpenPayment(
  data: Data,
  tenantId: string,
  target: PaymentTargetRef,
  provider: PaymentProvider,
): Promise<PaymentRecord | undefined> {
  const row = await data
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('provider', '=', provider)
    .where('status', 'in', ['created', 'requires_payment_method'])
    .where('provider_ref', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return toRecord(row as Row | undefined);
}

/** True when the target has a succeeded payment (other than `exceptId`). */
export async function targetHasSuccess(data: Data, tenantId: string, target: PaymentTargetRef, exceptId?: string): Promise<boolean> {
  let query = data
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'succeeded');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Changes what is given of a payment (what is not given stays) and returns it. */
export async function updatePayment(
  data: Data,
  tenantId: string,
  id: string,
  change: Partial<Pick<PaymentRecord, 'status' | 'providerRef' | 'transactionId' | 'last4' | 'brand' | 'message'>>,
): Promise<PaymentRecord> {
  await data
    .updateTable('payments')
    .set((eb) => ({
      status: eb.fn.coalesce(eb.val(change.status ?? null), eb.ref('status')),
      provider_ref: eb.fn.coalesce(eb.val(change.providerRef ?? null), eb.ref('provider_ref')),
      transaction_id: eb.fn.coalesce(eb.val(change.transactionId ?? null), eb.ref('transaction_id')),
      card_last4: eb.fn.coalesce(eb.val(safeLast4(change.last4)), eb.ref('card_last4')),
      card_brand: eb.fn.coalesce(eb.val(change.brand?.slice(0, 30) ?? null), eb.ref('card_brand')),
      message: eb.fn.coalesce(eb.val(change.message?.slice(0, 500) ?? null), eb.ref('message')),
      updated_at: nowIso(),
    }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
  return (await getPayment(data, tenantId, id)) as PaymentRecord;
}
