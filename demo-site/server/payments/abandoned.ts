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
import type { Data } from '../database.ts';
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
function openPaymentsOfCancelledOrders(
  data: Data,
  order?: { tenantId: string; orderId: string },
): Promise<{ tenantId: string; id: string }[]> {
  let query = data
    .selectFrom('payments as p')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.target_id'))
    .select(['p.tenant_id as tenantId', 'p.id'])
    .where('p.target_type', '=', 'order')
    .where('o.status', '=', 'cancelled')
    .where('p.provider', 'in', ['stripe', 'paypal'])
    .where('p.provider_ref', 'is not', null)
    .where('p.status', 'in', [...CLOSABLE]);
  if (order) query = query.where('p.tenant_id', '=', order.tenantId).where('p.target_id', '=', order.orderId);
  return query.orderBy('p.created_at').orderBy('p.id').limit(BATCH).execute();
}

/** Cancels one payment's Stripe intent and applies Stripe's answer; a success that won the race is refunded. */
async function closeStripe(data: Data, providers: PaymentProviders, payment: PaymentRecord, now: Date): Promise<void> {
  const intent = await providers.stripe?.cancelIntent(payment.providerRef ?? '');
  if (intent === undefined) return;
  if (intent === null || intent.status === 'canceled') {
    await applyOutcome(data, payment.tenantId, payment.id, { status: 'canceled', message: ABANDONED_MESSAGE }, now);
    return;
  }
  if (intent.status !== 'succeeded') return;
  const facts = { transactionId: intent.transactionId ?? null, last4: intent.last4, brand: intent.brand };
  const late = await applyOutcome(
    data,
    payment.tenantId,
    payment.id,
    { status: 'succeeded', amount: intent.amount, currency: intent.currency, ...facts },
    now,
  );
  if (late.status === 'needs_refund') await refundPayment(data, providers, payment.tenantId, payment.id, now);
}

/** Closes one open payment of a cancelled order at its provider (see the module comment). */
async function closePayment(data: Data, providers: PaymentProviders, tenantId: string, paymentId: string, now: Date): Promise<void> {
  const payment = await getPayment(data, tenantId, paymentId);
  if (!payment || !CLOSABLE.includes(payment.status)) return;
  if (payment.provider === 'stripe') await closeStripe(data, providers, payment, now);
  else if (payment.provider === 'paypal')
    await applyOutcome(data, tenantId, paymentId, { status: 'canceled', message: ABANDONED_MESSAGE }, now);
}

/** Closes the given payments one by one; a provider that cannot be reached leaves its payment for the next sweep. */
async function closeAll(data: Data, providers: PaymentProviders, rows: { tenantId: string; id: string }[], now: Date): Promise<number> {
  let closed = 0;
  for (const row of rows) {
    try {
      await closePayment(data, providers, row.tenantId, row.id, now);
      closed++;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.warn(`Closing payment ${row.id} of a cancelled order: ${error.message}; tried again by reconciliation.`);
    }
  }
  return closed;
}

/** Closes the open provider payments of one cancelled order of a tenant (the cancel route, after the cancellation commits). */
export async function closeCancelledOrderPayments(
  data: Data,
  providers: PaymentProviders,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<number> {
  return closeAll(data, providers, await openPaymentsOfCancelledOrders(data, { tenantId, orderId }), now);
}

/** Closes the open provider payments of every cancelled or expired order, 50 a run (reconciliation). */
export async function closeAbandonedPayments(data: Data, providers: PaymentProviders, now: Date): Promise<number> {
  return closeAll(data, providers, await openPaymentsOfCancelledOrders(data), now);
}
