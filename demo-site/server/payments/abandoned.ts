/**
 * The provider side of a cancelled order's open payment. Cancelling or expiring an order (our own
 * rows, in one transaction) does not stop the provider: a card payment started but not confirmed, or
 * a PayPal order not captured, could still take money for the cancelled order. So after the
 * cancellation commits, outside any transaction:
 *
 * - a Stripe intent is cancelled at Stripe (or in the simulator, whose payment page then refuses it),
 *   and our payment row becomes `canceled`. When Stripe answers that the intent already succeeded (a
 *   race), the success is applied like any payment arriving for a cancelled order (`applyOutcome`
 *   keeps it as a late payment and alerts staff with `payment.late`) and refunded at once;
 * - a PayPal order cannot be cancelled through PayPal's API, so our row is recorded as abandoned
 *   (`canceled`): neither reconciliation nor a CHECKOUT.ORDER.APPROVED webhook captures it, and the
 *   capture route refuses a cancelled order. Money captured anyway arrives as a late payment, which
 *   is refunded and told to staff the same way.
 *
 * The cancel route closes its order's payments right away; reconciliation sweeps the rest (orders
 * that expired, and any close that failed because the provider could not be reached).
 */
import type { Db } from '../db.ts';
import type { PaymentProviders } from './providers.ts';
import { getPayment, type PaymentRecord, type PaymentRowStatus } from './records.ts';
import { refundPayment } from './refunds.ts';
import { applyOutcome } from './settle.ts';
import { ProviderError } from './types.ts';

/** Recorded on a payment closed because its order was cancelled before it was paid. */
export const ABANDONED_MESSAGE = 'The order was cancelled before this payment was made.';

/** Payment rows whose provider may still take money; `processing` is left to its own final answer. */
const CLOSABLE: readonly PaymentRowStatus[] = ['created', 'pending', 'requires_action', 'requires_payment_method'];
/** Most payments closed in one sweep. */
const BATCH = 50;

/** Open Stripe and PayPal payments of cancelled orders: of one order, or of every tenant's. */
function openPaymentsOfCancelledOrders(db: Db, order?: { tenantId: string; orderId: string }): { tenantId: string; id: string }[] {
  const one = order ? 'AND p.tenant_id = ? AND p.target_id = ?' : '';
  return db
    .prepare(
      `SELECT p.tenant_id AS tenantId, p.id FROM payments p
       JOIN orders o ON o.tenant_id = p.tenant_id AND o.id = p.target_id
       WHERE p.target_type = 'order' AND o.status = 'cancelled' AND p.provider IN ('stripe', 'paypal') AND p.provider_ref IS NOT NULL
         AND p.status IN (${CLOSABLE.map(() => '?').join(', ')}) ${one}
       ORDER BY p.created_at LIMIT ${BATCH}`,
    )
    .all(...CLOSABLE, ...(order ? [order.tenantId, order.orderId] : [])) as { tenantId: string; id: string }[];
}

/** Cancels one payment's Stripe intent and applies Stripe's answer; a success that won the race is refunded. */
async function closeStripe(db: Db, providers: PaymentProviders, payment: PaymentRecord, now: Date): Promise<void> {
  const intent = await providers.stripe?.cancelIntent(payment.providerRef ?? '');
  if (intent === undefined) return;
  if (intent === null || intent.status === 'canceled') {
    applyOutcome(db, payment.tenantId, payment.id, { status: 'canceled', message: ABANDONED_MESSAGE }, now);
    return;
  }
  if (intent.status !== 'succeeded') return;
  const facts = { transactionId: intent.transactionId ?? null, last4: intent.last4, brand: intent.brand };
  const late = applyOutcome(
    db,
    payment.tenantId,
    payment.id,
    { status: 'succeeded', amount: intent.amount, currency: intent.currency, ...facts },
    now,
  );
  if (late.status === 'needs_refund') await refundPayment(db, providers, payment.tenantId, payment.id, now);
}

/** Closes one open payment of a cancelled order at its provider (see the module comment). */
async function closePayment(db: Db, providers: PaymentProviders, tenantId: string, paymentId: string, now: Date): Promise<void> {
  const payment = getPayment(db, tenantId, paymentId);
  if (!payment || !CLOSABLE.includes(payment.status)) return;
  if (payment.provider === 'stripe') await closeStripe(db, providers, payment, now);
  else if (payment.provider === 'paypal') applyOutcome(db, tenantId, paymentId, { status: 'canceled', message: ABANDONED_MESSAGE }, now);
}

/** Closes the given payments one by one; a provider that cannot be reached leaves its payment for the next sweep. */
async function closeAll(db: Db, providers: PaymentProviders, rows: { tenantId: string; id: string }[], now: Date): Promise<number> {
  let closed = 0;
  for (const row of rows) {
    try {
      await closePayment(db, providers, row.tenantId, row.id, now);
      closed++;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.warn(`Closing payment ${row.id} of a cancelled order: ${error.message}; tried again by reconciliation.`);
    }
  }
  return closed;
}

/** Closes the open provider payments of one cancelled order of a tenant (the cancel route, after the cancellation commits). */
export function closeCancelledOrderPayments(
  db: Db,
  providers: PaymentProviders,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<number> {
  return closeAll(db, providers, openPaymentsOfCancelledOrders(db, { tenantId, orderId }), now);
}

/** Closes the open provider payments of every cancelled or expired order, 50 a run (reconciliation). */
export function closeAbandonedPayments(db: Db, providers: PaymentProviders, now: Date): Promise<number> {
  return closeAll(db, providers, openPaymentsOfCancelledOrders(db), now);
}
