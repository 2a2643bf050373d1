/**
 * PayPal express payments: a PayPal order started from a quote before our order exists (see
 * migration 021). `claimExpressPayment` lets exactly one capture request proceed.
 */
import type { Selectable } from 'kysely';
import type { Data } from '../database.ts';
import type { ExpressPaymentsTable } from '../db-schema.ts';
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

/** A stored express payment as this module reads it (its status narrowed to the ones it writes). */
type Row = Omit<Selectable<ExpressPaymentsTable>, 'status' | 'created_at' | 'updated_at'> & { status: ExpressStatus };

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
export async function insertExpressPayment(
  data: Data,
  input: {
    tenantId: string;
    providerRef: string;
    items: LineRequest[];
    discountCode?: string | null;
    amount: number;
    currency: string;
    sessionHash: string;
  },
  now: Date = new Date(),
): Promise<void> {
  const at = nowIso(now);
  await data
    .insertInto('express_payments')
    .values({
      tenant_id: input.tenantId,
      provider_ref: input.providerRef,
      items: JSON.stringify(input.items),
      discount_code: input.discountCode ?? null,
      amount_cents: input.amount,
      currency: input.currency,
      status: 'pending',
      session_hash: input.sessionHash,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The tenant's express payment for a PayPal order id; undefined for another tenant's or none. */
export async function findExpressPayment(data: Data, tenantId: string, providerRef: string): Promise<ExpressPayment | undefined> {
  const row = await data
    .selectFrom('express_payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  return row ? fromRow(row as Row) : undefined;
}

/**
 * Records the amount PayPal's order now asks for (after the buyer's address changed the total), only
 * while the payment is pending; false once a capture has claimed or closed it.
 */
export async function repriceExpressPayment(
  data: Data,
  tenantId: string,
  providerRef: string,
  amount: number,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await data
    .updateTable('express_payments')
    .set({ amount_cents: amount, updated_at: nowIso(now) })
    .where('tenant_id', '=', tenantId)
    .where('provider_ref', '=', providerRef)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a pending express payment to claimed; false when another request already claimed it. */
export async function claimExpressPayment(data: Data, tenantId: string, providerRef: string, now: Date = new Date()): Promise<boolean> {
  const result = await data
    .updateTable('express_payments')
    .set({ status: 'claimed', updated_at: nowIso(now) })
    .where('tenant_id', '=', tenantId)
    .where('provider_ref', '=', providerRef)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets an express payment's status (and our order, once made). */
export async function settleExpressPayment(
  data: Data,
  tenantId: string,
  providerRef: string,
  change: { status: ExpressStatus; orderId?: string },
  now: Date = new Date(),
): Promise<void> {
  await data
    .updateTable('express_payments')
    .set((eb) => ({
      status: change.status,
      order_id: eb.fn.coalesce(eb.val(change.orderId ?? null), eb.ref('order_id')),
      updated_at: nowIso(now),
    }))
    .where('tenant_id', '=', tenantId)
    .where('provider_ref', '=', providerRef)
    .execute();
}
