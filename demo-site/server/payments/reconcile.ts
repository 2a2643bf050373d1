/**
 * Reconciliation: payments whose provider sends us no webhook (multi-method, card-or-bank transfer,
 * and Stripe when STRIPE_WEBHOOK_SECRET is not set) are settled by asking the provider, so a payment
 * completed after the shopper closed the tab still marks the order paid. PayPal is always asked too,
 * even with its verified webhooks (PAYPAL_WEBHOOK_ID): a delivery can be late or lost, and the query is
 * the safety net. The outcome goes through `applyOutcome`, the same path as the browser's return and
 * the webhooks, so whichever comes first wins and the others change nothing.
 *
 * Schedule per payment: the first query 1 minute after it was created, then after 2, 5, 10 and 30
 * more minutes, then hourly. A payment with no final answer 24 hours after it was created is marked
 * expired (the order's payment shows failed); a success the provider reports later still applies.
 */
import type { Config } from '../config.ts';
import { sql } from 'kysely';
import type { Data } from '../database.ts';
import { nowIso } from '../domain/ids.ts';
import { closeAbandonedPayments } from './abandoned.ts';
import { providersOfConfig, type PaymentProviders } from './providers.ts';
import { getPayment, type PaymentRecord, type PaymentRowStatus } from './records.ts';
import { refundPayment, resendRefund, unrefundedPayments, unsentRefunds } from './refunds.ts';
import { applyOutcome, captureOutcome, LATE_PAYMENT_MESSAGES, type VerifiedOutcome } from './settle.ts';
import { cardRowStatus } from './stripe-events.ts';
import { resolveDue } from './targets.ts';
import { ProviderError } from './types.ts';

/** Minutes from one status query to the next (the first is 1 minute after creation); hourly after the list. */
export const RECONCILE_GAPS_MINUTES = [2, 5, 10, 30] as const;
/** The gap once the list is used up. */
export const RECONCILE_LATER_GAP_MINUTES = 60;
/** After this long without a final answer, a payment is given up (expired). */
export const RECONCILE_GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** Told on a payment given up. */
export const RECONCILE_GAVE_UP_MESSAGE = 'No final answer from the payment provider within 24 hours.';
/** Most payments queried in one run (the rest wait for the next run). */
const BATCH = 50;

const OPEN: readonly PaymentRowStatus[] = ['pending', 'requires_action', 'processing'];

/** The gap after the `attempts`-th query (1-based), in milliseconds. */
export function reconcileGapMs(attempts: number): number {
  return (RECONCILE_GAPS_MINUTES[attempts - 1] ?? RECONCILE_LATER_GAP_MINUTES) * 60_000;
}

/** The providers reconciliation asks: those without a webhook of ours. */
function reconciledProviders(providers: PaymentProviders): string[] {
  const names = ['multipay', 'cardbank', 'paypal'].filter((name) => providers[name as 'multipay' | 'cardbank' | 'paypal'] !== undefined);
  if (providers.stripe && !providers.stripe.webhookSecret) names.push('stripe');
  return names;
}

interface Due {
  tenantId: string;
  id: string;
  attempts: number;
  nextAt: string | null;
}

/** Open payments of these providers whose next query is due. */
async function duePayments(data: Data, providerNames: string[], now: Date): Promise<Due[]> {
  if (providerNames.length === 0) return [];
  const at = nowIso(now);
  // Never queried: first a minute after it was made.
  const firstDue = nowIso(new Date(now.getTime() - 60_000));
  return data
    .selectFrom('payments')
    .select(['tenant_id as tenantId', 'id', 'reconcile_attempts as attempts', 'reconcile_next_at as nextAt'])
    .where('status', 'in', [...OPEN])
    .where('provider', 'in', providerNames)
    .where('provider_ref', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('reconcile_next_at', 'is not', null), eb('reconcile_next_at', '<=', at)]),
        eb.and([eb('reconcile_next_at', 'is', null), eb('created_at', '<=', firstDue)]),
      ]),
    )
    .orderBy(sql`coalesce(reconcile_next_at, created_at)`)
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

/**
 * Takes this query of a payment: counts it and moves its next query on, only if no other process
 * did so since we read it. False when another process has it.
 */
async function claim(data: Data, due: Due, now: Date): Promise<boolean> {
  const attempts = due.attempts + 1;
  const next = nowIso(new Date(now.getTime() + reconcileGapMs(attempts)));
  const claimed = await data
    .updateTable('payments')
    .set({ reconcile_attempts: attempts, reconcile_next_at: next })
    .where('tenant_id', '=', due.tenantId)
    .where('id', '=', due.id)
    .where('reconcile_attempts', '=', due.attempts)
    .where('reconcile_next_at', due.nextAt === null ? 'is' : '=', due.nextAt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The provider's word on a payment as a verified outcome; undefined while it is not final. */
async function askProvider(data: Data, providers: PaymentProviders, payment: PaymentRecord): Promise<VerifiedOutcome | undefined> {
  const ref = payment.providerRef ?? '';
  switch (payment.provider) {
    case 'multipay': {
      const session = await providers.multipay?.getSession(ref);
      if (!session) return { status: 'failed', message: 'The payment provider does not know this payment.' };
      if (session.status === 'completed')
        return { status: 'succeeded', amount: session.amount, currency: session.currency, transactionId: session.transaction_id };
      if (session.status === 'failed' || session.status === 'expired') return { status: session.status };
      return undefined;
    }
    case 'cardbank': {
      const found = await providers.cardbank?.getPayment(ref);
      if (!found) return { status: 'failed', message: 'The payment provider does not know this payment.' };
      const facts = { transactionId: found.transactionId, last4: found.last4, brand: found.brand, message: found.message };
      if (found.status === 'succeeded') return { status: 'succeeded', amount: found.amount, currency: found.currency, ...facts };
      if (found.status === 'failed') return { status: 'failed', ...facts };
      return undefined;
    }
    case 'stripe': {
      const intent = await providers.stripe?.retrieveIntent(ref);
      if (!intent) return { status: 'failed', message: 'The payment provider does not know this payment.' };
      const status = cardRowStatus(intent.status);
      if (status !== 'succeeded' && status !== 'canceled') return undefined;
      return {
        status,
        amount: intent.amount,
        currency: intent.currency,
        transactionId: intent.transactionId ?? null,
        last4: intent.last4,
        brand: intent.brand,
      };
    }
    case 'paypal':
      return capturePaypal(data, providers, payment);
    default:
      return undefined;
  }
}

/**
 * A PayPal order the buyer approved but whose page closed before our capture: captured now (the same
 * request id as the checkout's capture, so never twice), unless the amount due changed or the target
 * can no longer be paid, in which case nothing is taken and the payment is cancelled. Undefined while
 * the buyer has not approved it. Also used for PayPal's CHECKOUT.ORDER.APPROVED webhook.
 */
export async function capturePaypal(data: Data, providers: PaymentProviders, payment: PaymentRecord): Promise<VerifiedOutcome | undefined> {
  const due = await resolveDue(data, payment.tenantId, payment.target);
  if (!due.ok || due.target.amount !== payment.amount)
    return { status: 'canceled', message: 'Not captured: the amount due changed or it can no longer be paid.' };
  const capture = await providers.paypal?.captureOrder(payment.providerRef ?? '', `${payment.id}-capture`);
  if (!capture || capture.outcome === 'not_approved') return undefined;
  return captureOutcome(capture);
}

/** One payment's query: a final answer (or giving up) is applied; otherwise it waits for its next query. */
async function reconcileOne(data: Data, providers: PaymentProviders, due: Due, now: Date): Promise<void> {
  const payment = await getPayment(data, due.tenantId, due.id);
  if (!payment || !OPEN.includes(payment.status)) return;
  let outcome: VerifiedOutcome | undefined;
  try {
    outcome = await askProvider(data, providers, payment);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`Reconciling payment ${payment.id}: ${error.message}`);
  }
  if (!outcome && now.getTime() - Date.parse(payment.createdAt) >= RECONCILE_GIVE_UP_MS)
    outcome = { status: 'expired', message: RECONCILE_GAVE_UP_MESSAGE };
  if (outcome) await applyOutcome(data, payment.tenantId, payment.id, outcome, now);
}

/**
 * One reconciliation run, for the job runner: `reconcilePayments(data, config, now)` queries every open
 * payment whose next query is due (at most 50 a run) and applies final answers; it also closes at the
 * provider the open payments of cancelled and expired orders (abandoned.ts), refunds payments that
 * succeeded after their order or booking was cancelled or expired, and sends again refunds that never
 * reached their provider. Safe in two processes at once: each query of a payment
 * is claimed first. `providers` defaults to the app's (`providersOfConfig(config)`). Resolves to the
 * number of payments queried.
 */
export async function reconcilePayments(
  data: Data,
  config: Config,
  now: Date = new Date(),
  providers: PaymentProviders = providersOfConfig(config),
): Promise<number> {
  let queried = 0;
  for (const due of await duePayments(data, reconciledProviders(providers), now)) {
    if (!(await claim(data, due, now))) continue;
    queried++;
    try {
      await reconcileOne(data, providers, due, now);
    } catch (error) {
      console.error(`Reconciling payment ${due.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  try {
    await closeAbandonedPayments(data, providers, now);
  } catch (error) {
    console.error('Closing payments of cancelled orders failed:', error instanceof Error ? error.message : error);
  }
  const late = (await Promise.all(Object.values(LATE_PAYMENT_MESSAGES).map((message) => unrefundedPayments(data, message)))).flat();
  for (const payment of late) {
    try {
      await refundPayment(data, providers, payment.tenantId, payment.paymentId, now);
    } catch (error) {
      console.error(`Refunding payment ${payment.paymentId} failed:`, error instanceof Error ? error.message : error);
    }
  }
  for (const unsent of await unsentRefunds(data, now)) {
    try {
      await resendRefund(data, providers, unsent.tenantId, unsent.refundId, now);
    } catch (error) {
      console.error(`Sending refund ${unsent.refundId} again failed:`, error instanceof Error ? error.message : error);
    }
  }
  return queried;
}
