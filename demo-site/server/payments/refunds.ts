/**
 * Refunds: the whole amount of a payment goes back the way it came. Card, wallet, multi-method and
 * card-or-bank payments are refunded through their provider (the real API with keys, the simulator in
 * demo mode); gift card and account balance payments are credited back to that card or balance; an
 * offline payment is recorded for staff to return by hand ('manual').
 *
 * Every attempt is a `refunds` row. At most one per payment is pending, succeeded or manual, so a
 * second call refunds nothing more; our refund id is the provider's idempotency key, so a pending
 * refund (the provider could not be reached) is sent again under the same key and still refunds once.
 * A refusal is recorded as 'failed' with the provider's reason and returned, never swallowed.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { nowIso, randomId } from '../domain/ids.ts';
import { providersFor, type PaymentProviders } from './providers.ts';
import { getPayment, type PaymentProvider, type PaymentRecord, type PaymentTargetRef } from './records.ts';
import { ProviderError, type ProviderRefund, type RefundRequest } from './types.ts';

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
  createdAt: string;
  updatedAt: string;
}

/**
 * What a refund request ended with: `none` when the target has no payment holding money (unpaid,
 * free, or an offline request never received); otherwise the refund row, and `repeated` when it is an
 * earlier request's refund (nothing more was refunded).
 */
export type RefundResult = { outcome: 'none' } | { outcome: RefundStatus; refund: RefundRecord; repeated: boolean };

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
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Payment statuses that hold the customer's money (a second payment of a target is 'needs_refund'). */
const REFUNDABLE = ['succeeded', 'needs_refund'];

/** Told to staff when the provider could not be reached; the next call sends the refund again. */
export const REFUND_RETRY_MESSAGE = 'The payment provider could not be reached; the refund will be sent again.';

/** The refunds of an order or a reservation, oldest first. */
export function refundsOf(db: Db, tenantId: string, target: PaymentTargetRef): RefundRecord[] {
  const rows = db
    .prepare('SELECT * FROM refunds WHERE tenant_id = ? AND target_type = ? AND target_id = ? ORDER BY created_at, rowid')
    .all(tenantId, target.type, target.id) as Row[];
  return rows.map(toRecord);
}

function getRefund(db: Db, tenantId: string, id: string): RefundRecord {
  return toRecord(db.prepare('SELECT * FROM refunds WHERE tenant_id = ? AND id = ?').get(tenantId, id) as Row);
}

function activeRefund(db: Db, tenantId: string, paymentId: string): RefundRecord | undefined {
  const row = db.prepare("SELECT * FROM refunds WHERE tenant_id = ? AND payment_id = ? AND status <> 'failed'").get(tenantId, paymentId) as
    Row | undefined;
  return row ? toRecord(row) : undefined;
}

function insertRefund(
  db: Db,
  payment: PaymentRecord,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string; message?: string } = {},
) {
  const id = randomId('rf');
  const stamp = nowIso(now);
  db.prepare(
    `INSERT INTO refunds (tenant_id, id, payment_id, target_type, target_id, provider, amount_cents, currency, status, provider_ref, message, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.tenantId,
    id,
    payment.id,
    payment.target.type,
    payment.target.id,
    payment.provider,
    payment.amount,
    payment.currency,
    status,
    fields.providerRef ?? null,
    fields.message ?? null,
    stamp,
    stamp,
  );
  return getRefund(db, payment.tenantId, id);
}

function finishRefund(
  db: Db,
  refund: RefundRecord,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string | null; message?: string | null },
) {
  db.prepare(
    'UPDATE refunds SET status = ?, provider_ref = coalesce(?, provider_ref), message = ?, updated_at = ? WHERE tenant_id = ? AND id = ?',
  ).run(status, fields.providerRef ?? null, fields.message?.slice(0, 500) ?? null, nowIso(now), refund.tenantId, refund.id);
  return getRefund(db, refund.tenantId, refund.id);
}

/** Credits a gift card or account balance payment back, in the caller's transaction. */
function creditStoredValue(db: Db, payment: PaymentRecord, now: Date): RefundRecord {
  const stamp = nowIso(now);
  if (payment.provider === 'gift_card') {
    const code = typeof payment.details.giftCardCode === 'string' ? payment.details.giftCardCode : '';
    const credited = db
      .prepare('UPDATE gift_cards SET balance_cents = balance_cents + ?, updated_at = ? WHERE tenant_id = ? AND code = ? AND currency = ?')
      .run(payment.amount, stamp, payment.tenantId, code, payment.currency).changes;
    return credited === 1
      ? insertRefund(db, payment, 'succeeded', now, { providerRef: `gift_card:…${code.slice(-4)}` })
      : insertRefund(db, payment, 'failed', now, { message: 'The gift card is no longer on file; credit it by hand.' });
  }
  const userId = typeof payment.details.userId === 'string' ? payment.details.userId : '';
  const credited = db
    .prepare(
      `INSERT INTO account_balances (tenant_id, user_id, balance_cents, currency, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents, updated_at = excluded.updated_at
       WHERE account_balances.currency = excluded.currency`,
    )
    .run(payment.tenantId, userId, payment.amount, payment.currency, stamp).changes;
  return credited === 1 && userId
    ? insertRefund(db, payment, 'succeeded', now, { providerRef: 'account_balance' })
    : insertRefund(db, payment, 'failed', now, { message: 'The account balance is in another currency; credit it by hand.' });
}

/** Asks the payment's provider to refund it; undefined when this app has no such provider now. */
function sendToProvider(
  providers: PaymentProviders,
  payment: PaymentRecord,
  request: Omit<RefundRequest, 'ref'>,
): Promise<ProviderRefund> | undefined {
  const ref = payment.providerRef ?? '';
  switch (payment.provider) {
    case 'stripe':
      return providers.stripe?.refund({ ...request, ref });
    case 'paypal':
      return providers.paypal?.refund({ ...request, ref: payment.transactionId ?? '' });
    case 'multipay':
      return providers.multipay?.refund({ ...request, ref });
    case 'cardbank':
      return providers.cardbank?.refund({ ...request, ref });
    default:
      return undefined;
  }
}

type Claim =
  | { kind: 'none' }
  | { kind: 'settled'; refund: RefundRecord; repeated: boolean }
  | { kind: 'send'; refund: RefundRecord; payment: PaymentRecord; repeated: boolean };

/** Finds or starts the refund of a payment in one transaction (stored value and offline finish here). */
function claimRefund(db: Db, tenantId: string, paymentId: string, now: Date): Claim {
  return db
    .transaction((): Claim => {
      const payment = getPayment(db, tenantId, paymentId);
      if (!payment || !REFUNDABLE.includes(payment.status) || payment.amount <= 0) return { kind: 'none' };
      const active = activeRefund(db, tenantId, paymentId);
      if (active?.status === 'pending') return { kind: 'send', refund: active, payment, repeated: true };
      if (active) return { kind: 'settled', refund: active, repeated: true };
      if (payment.provider === 'gift_card' || payment.provider === 'account_balance')
        return { kind: 'settled', refund: creditStoredValue(db, payment, now), repeated: false };
      if (payment.provider === 'offline')
        return {
          kind: 'settled',
          refund: insertRefund(db, payment, 'manual', now, {
            message: 'Paid offline: return the money by the same means, then note it here.',
          }),
          repeated: false,
        };
      return { kind: 'send', refund: insertRefund(db, payment, 'pending', now), payment, repeated: false };
    })
    .immediate();
}

/**
 * Refunds one payment in full (`providers`: the app's, see providersFor). Safe to call again and from
 * two places at once: the provider is asked at most once per refund id, and a settled refund is
 * answered as it is.
 */
export async function refundPayment(
  db: Db,
  providers: PaymentProviders,
  tenantId: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  const claim = claimRefund(db, tenantId, paymentId, now);
  if (claim.kind === 'none') return { outcome: 'none' };
  if (claim.kind === 'settled') return { outcome: claim.refund.status, refund: claim.refund, repeated: claim.repeated };
  const { refund, payment, repeated } = claim;
  const request = { amount: refund.amount, currency: refund.currency, idempotencyKey: refund.id };
  let finished: RefundRecord;
  try {
    const sent = sendToProvider(providers, payment, request);
    if (!sent) {
      finished = finishRefund(db, refund, 'failed', now, { message: `The payment provider "${payment.provider}" is not available here.` });
    } else {
      const answer = await sent;
      finished = finishRefund(db, refund, answer.status, now, { providerRef: answer.id, message: answer.message ?? null });
    }
  } catch (error) {
    if (error instanceof ProviderError && error.status === undefined) {
      finished = finishRefund(db, refund, 'pending', now, { message: REFUND_RETRY_MESSAGE });
    } else {
      finished = finishRefund(db, refund, 'failed', now, { message: error instanceof Error ? error.message : 'The refund failed.' });
      if (!(error instanceof ProviderError)) throw error;
    }
  }
  if (finished.status === 'failed') console.warn(`Refund ${finished.id} of payment ${payment.id} failed: ${finished.message ?? ''}`);
  return { outcome: finished.status, refund: finished, repeated };
}

/** The target's payment that holds the money (its successful one), if any. */
function paidPaymentOf(db: Db, tenantId: string, target: PaymentTargetRef): string | undefined {
  return db
    .prepare("SELECT id FROM payments WHERE tenant_id = ? AND target_type = ? AND target_id = ? AND status = 'succeeded'")
    .pluck()
    .get(tenantId, target.type, target.id) as string | undefined;
}

/** Refunds the paid payment of a target in full; `none` when nothing was paid. */
export async function refundTargetPayment(
  db: Db,
  config: Config,
  tenantId: string,
  target: PaymentTargetRef,
  now: Date = new Date(),
): Promise<RefundResult> {
  const paymentId = paidPaymentOf(db, tenantId, target);
  if (!paymentId) return { outcome: 'none' };
  return refundPayment(db, providersFor(config, db), tenantId, paymentId, now);
}

/**
 * Refunds a cancelled booking's payment through the provider it was paid with (the cancel path calls
 * this after the cancellation has committed: it may wait on the provider). `config` picks the app's
 * providers (`c.get('config')`); `now` stamps the rows. Outcome: 'none' (nothing was paid),
 * 'succeeded', 'pending' (sent again by the next call or by reconciliation), 'failed' (with the
 * reason in `refund.message`) or 'manual' (paid offline). Calling it twice refunds once.
 */
export function refundReservationPayment(
  db: Db,
  config: Config,
  tenantId: string,
  reservationId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  return refundTargetPayment(db, config, tenantId, { type: 'reservation', id: reservationId }, now);
}

/** Refunds a cancelled order's payment, like `refundReservationPayment`. */
export function refundOrderPayment(
  db: Db,
  config: Config,
  tenantId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  return refundTargetPayment(db, config, tenantId, { type: 'order', id: orderId }, now);
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
export function unsentRefunds(db: Db, now: Date, olderThanMs = 60_000): { tenantId: string; paymentId: string }[] {
  return db
    .prepare(
      `SELECT tenant_id AS tenantId, payment_id AS paymentId FROM refunds
       WHERE status = 'pending' AND provider_ref IS NULL AND updated_at <= ? ORDER BY updated_at LIMIT 100`,
    )
    .all(new Date(now.getTime() - olderThanMs).toISOString()) as { tenantId: string; paymentId: string }[];
}
