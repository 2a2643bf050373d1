/**
 * Refunds: money of a payment goes back the way it came, all of it or a part. Card, wallet,
 * multi-method and card-or-bank payments are refunded through their provider (the real API with
 * keys, the simulator in demo mode) with the amount; gift card and account balance payments are
 * credited back with the amount; an offline payment is recorded for staff to return by hand ('manual').
 *
 * Every attempt is a `refunds` row (refund-records.ts). The refunds of a payment that are not failed
 * never add up to more than it took: the remainder is read and the row inserted in one IMMEDIATE
 * transaction, so two requests at once cannot both take it. Our refund id is the provider's
 * idempotency key, so a refund left pending because the provider could not be reached is sent again
 * under the same key and still refunds once. A refusal is recorded as 'failed' with the provider's
 * reason and returned, never swallowed. Once a refund is settled or accepted, the same transaction
 * records `order.refunded` / `booking.refunded` (lifecycle/refund-events.ts).
 */
import type { Config } from '../config.ts';
import { inTransaction, type Data } from '../database.ts';
import { nowIso } from '../domain/ids.ts';
import { recordRefunded } from '../lifecycle/refund-events.ts';
import { providersOfConfig, type PaymentProviders } from './providers.ts';
import { getPayment, type PaymentRecord, type PaymentTargetRef } from './records.ts';
import {
  activeRefunds,
  findRefund,
  finishRefund,
  insertRefund,
  isUnsent,
  refundByRequestKey,
  type RefundOrigin,
  type RefundRecord,
  type RefundStatus,
} from './refund-records.ts';
import { ProviderError, type ProviderRefund, type RefundRequest } from './types.ts';

export { refundsOf, unrefundedPayments, unsentRefunds, type RefundRecord, type RefundStatus } from './refund-records.ts';

/**
 * What a refund request ended with: `none` when the target has no payment holding money (unpaid,
 * free, or an offline request never received); otherwise the refund row, and `repeated` when it is an
 * earlier request's refund (nothing more was refunded).
 */
export type RefundResult = { outcome: 'none' } | { outcome: RefundStatus; refund: RefundRecord; repeated: boolean };

/** Payment statuses that hold the customer's money (a second payment of a target is 'needs_refund'). */
const REFUNDABLE = ['succeeded', 'needs_refund'];

/** Told to staff when the provider could not be reached; the next call sends the refund again. */
export const REFUND_RETRY_MESSAGE = 'The payment provider could not be reached; the refund will be sent again.';

/** A customer is e-mailed about the refunds staff or the tenant's server make, not about a cancellation's own. */
const notifies = (refund: RefundRecord) => refund.requestedBy !== 'system';

/** Credits `amount` of a gift card or account balance payment back, in the caller's transaction. */
async function creditStoredValue(
  trx: Data,
  payment: PaymentRecord,
  amount: number,
  now: Date,
  origin: RefundOrigin,
): Promise<RefundRecord> {
  const stamp = nowIso(now);
  if (payment.provider === 'gift_card') {
    const code = typeof payment.details.giftCardCode === 'string' ? payment.details.giftCardCode : '';
    const updated = await trx
      .updateTable('gift_cards')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', amount), updated_at: stamp }))
      .where('tenant_id', '=', payment.tenantId)
      .where('code', '=', code)
      .where('currency', '=', payment.currency)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1
      ? insertRefund(trx, payment, amount, 'succeeded', now, { ...origin, providerRef: `gift_card:…${code.slice(-4)}` })
      : insertRefund(trx, payment, amount, 'failed', now, { ...origin, message: 'The gift card is no longer on file; credit it by hand.' });
  }
  const userId = typeof payment.details.userId === 'string' ? payment.details.userId : '';
  const upserted = await trx
    .insertInto('account_balances')
    .values({ tenant_id: payment.tenantId, user_id: userId, balance_cents: amount, currency: payment.currency, updated_at: stamp })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'user_id'])
        .doUpdateSet((eb) => ({
          balance_cents: eb('account_balances.balance_cents', '+', eb.ref('excluded.balance_cents')),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('account_balances.currency', '=', payment.currency),
    )
    .executeTakeFirst();
  return Number(upserted.numInsertedOrUpdatedRows) === 1 && userId
    ? insertRefund(trx, payment, amount, 'succeeded', now, { ...origin, providerRef: 'account_balance' })
    : insertRefund(trx, payment, amount, 'failed', now, {
        ...origin,
        message: 'The account balance is in another currency; credit it by hand.',
      });
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

/** What a claim found: nothing paid, a refusal (strict requests), a refund already settled, or one to send. */
export type Claim =
  | { kind: 'none' }
  | { kind: 'refused'; code: 'nothing_to_refund' | 'refund_too_large'; refundable: number; currency: string }
  | { kind: 'settled'; refund: RefundRecord; repeated: boolean }
  | { kind: 'send'; refund: RefundRecord; payment: PaymentRecord; repeated: boolean };

/** Starts a new refund of `amount`: stored value and offline payments finish here, the rest is sent. */
async function startRefund(trx: Data, payment: PaymentRecord, amount: number, now: Date, origin: RefundOrigin): Promise<Claim> {
  let refund: RefundRecord;
  if (payment.provider === 'gift_card' || payment.provider === 'account_balance')
    refund = await creditStoredValue(trx, payment, amount, now, origin);
  else if (payment.provider === 'offline')
    refund = await insertRefund(trx, payment, amount, 'manual', now, {
      ...origin,
      message: 'Paid offline: return the money by the same means, then note it here.',
    });
  else return { kind: 'send', refund: await insertRefund(trx, payment, amount, 'pending', now, origin), payment, repeated: false };
  await recordRefunded(trx, refund, now, { notifyCustomer: notifies(refund) });
  return { kind: 'settled', refund, repeated: false };
}

/** An earlier refund answered again: sent again while it never reached its provider. */
function again(refund: RefundRecord, payment: PaymentRecord): Claim {
  return isUnsent(refund) ? { kind: 'send', refund, payment, repeated: true } : { kind: 'settled', refund, repeated: true };
}

/** What a refund asks for: an amount in minor units (everything that remains when absent), and who asks. */
export interface RefundAsk extends RefundOrigin {
  amount?: number;
}

/**
 * Finds or starts a refund of a payment in one transaction, the payment row read locked on
 * PostgreSQL so two claims at once (two processes) count each other's refunds. `strict` (staff): refuse when
 * nothing remains or the amount is more than remains. Otherwise (a cancellation, a late payment):
 * refund what remains, or answer the last refund again when nothing does. A request key seen before
 * answers its own refund.
 */
export async function claimRefund(
  data: Data,
  tenantId: string,
  paymentId: string,
  now: Date,
  ask: RefundAsk,
  strict: boolean,
): Promise<Claim> {
  return inTransaction(data, async (trx): Promise<Claim> => {
    const payment = await getPayment(trx, tenantId, paymentId, true);
    if (!payment || !REFUNDABLE.includes(payment.status) || payment.amount <= 0) return { kind: 'none' };
    const earlier = ask.requestKey ? await refundByRequestKey(trx, tenantId, paymentId, ask.requestKey) : undefined;
    if (earlier) return again(earlier, payment);
    const active = await activeRefunds(trx, tenantId, paymentId);
    const refundable = payment.amount - active.reduce((sum, refund) => sum + refund.amount, 0);
    if (refundable <= 0) {
      const last = active.find(isUnsent) ?? active.at(-1);
      if (strict || !last) return { kind: 'refused', code: 'nothing_to_refund', refundable: 0, currency: payment.currency };
      return again(last, payment);
    }
    const amount = ask.amount ?? refundable;
    if (amount > refundable) return { kind: 'refused', code: 'refund_too_large', refundable, currency: payment.currency };
    return startRefund(trx, payment, amount, now, ask);
  });
}

/** Finishes a refund with the provider's answer and, in the same transaction, what it means for the order or booking. */
function settle(
  data: Data,
  refund: RefundRecord,
  status: RefundStatus,
  now: Date,
  fields: { providerRef?: string | null; message?: string | null },
): Promise<RefundRecord> {
  return inTransaction(data, async (trx) => {
    const finished = await finishRefund(trx, refund, status, now, fields);
    await recordRefunded(trx, finished, now, { notifyCustomer: notifies(finished) });
    return finished;
  });
}

/** Sends a claimed refund to its provider and records the answer. */
export async function sendRefund(
  data: Data,
  providers: PaymentProviders,
  refund: RefundRecord,
  payment: PaymentRecord,
  repeated: boolean,
  now: Date,
): Promise<RefundResult> {
  const request = { amount: refund.amount, currency: refund.currency, idempotencyKey: refund.id };
  let finished: RefundRecord;
  try {
    const sent = sendToProvider(providers, payment, request);
    if (!sent) {
      finished = await settle(data, refund, 'failed', now, {
        message: `The payment provider "${payment.provider}" is not available here.`,
      });
    } else {
      const answer = await sent;
      finished = await settle(data, refund, answer.status, now, { providerRef: answer.id, message: answer.message ?? null });
    }
  } catch (error) {
    if (error instanceof ProviderError && error.status === undefined) {
      finished = await settle(data, refund, 'pending', now, { message: REFUND_RETRY_MESSAGE });
    } else {
      finished = await settle(data, refund, 'failed', now, { message: error instanceof Error ? error.message : 'The refund failed.' });
      if (!(error instanceof ProviderError)) throw error;
    }
  }
  if (finished.status === 'failed') console.warn(`Refund ${finished.id} of payment ${payment.id} failed: ${finished.message ?? ''}`);
  return { outcome: finished.status, refund: finished, repeated };
}

/**
 * Refunds what remains of one payment (`providers`: the app's, see providersFor): a cancellation's
 * or a late payment's refund, asked by the system. Safe to call again and from two places at once:
 * the provider is asked at most once per refund id, and once nothing remains the last refund is
 * answered as it is (`repeated`).
 */
export async function refundPayment(
  data: Data,
  providers: PaymentProviders,
  tenantId: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  const claim = await claimRefund(data, tenantId, paymentId, now, {}, false);
  if (claim.kind === 'none' || claim.kind === 'refused') return { outcome: 'none' };
  if (claim.kind === 'settled') return { outcome: claim.refund.status, refund: claim.refund, repeated: claim.repeated };
  return sendRefund(data, providers, claim.refund, claim.payment, claim.repeated, now);
}

/** Sends again a refund that never reached its provider (reconciliation); nothing when it has since. */
export async function resendRefund(
  data: Data,
  providers: PaymentProviders,
  tenantId: string,
  refundId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  const refund = await findRefund(data, tenantId, refundId);
  const payment = refund && (await getPayment(data, tenantId, refund.paymentId));
  if (!refund || !payment) return { outcome: 'none' };
  if (!isUnsent(refund)) return { outcome: refund.status, refund, repeated: true };
  return sendRefund(data, providers, refund, payment, true, now);
}

/** The target's payment that holds the money (its successful one), if any. */
export async function paidPaymentOf(data: Data, tenantId: string, target: PaymentTargetRef): Promise<string | undefined> {
  const row = await data
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return row?.id;
}

/** Refunds what remains of the paid payment of a target; `none` when nothing was paid. */
export async function refundTargetPayment(
  data: Data,
  config: Config,
  tenantId: string,
  target: PaymentTargetRef,
  now: Date = new Date(),
): Promise<RefundResult> {
  const paymentId = await paidPaymentOf(data, tenantId, target);
  if (!paymentId) return { outcome: 'none' };
  return refundPayment(data, providersOfConfig(config), tenantId, paymentId, now);
}

/**
 * Refunds a cancelled booking's payment (what staff have not refunded already) through the provider
 * it was paid with (the cancel path calls this after the cancellation has committed: it may wait on
 * the provider). `config` picks the app's providers (`c.get('config')`); `now` stamps the rows.
 * Outcome: 'none' (nothing was paid), 'succeeded', 'pending' (sent again by the next call or by
 * reconciliation), 'failed' (with the reason in `refund.message`) or 'manual' (paid offline). Calling
 * it twice refunds once. The cancellation e-mail tells the customer; `booking.refunded` goes to webhooks only.
 */
export function refundReservationPayment(
  data: Data,
  config: Config,
  tenantId: string,
  reservationId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  return refundTargetPayment(data, config, tenantId, { type: 'reservation', id: reservationId }, now);
}

/** Refunds what remains of an order's payment, like `refundReservationPayment`. */
export function refundOrderPayment(
  data: Data,
  config: Config,
  tenantId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<RefundResult> {
  return refundTargetPayment(data, config, tenantId, { type: 'order', id: orderId }, now);
}
