/**
 * Applies an outcome the server has verified (a signed webhook, or the provider's answer to our own
 * query) to a payment row and to what it pays for: a succeeded payment marks the order paid
 * (`markOrderPayment`) or confirms the reservation (`confirmPaidReservation`). Idempotent: a repeat
 * changes nothing, a succeeded row stays succeeded, and a target is never paid twice.
 */
import { inTransaction, oneAtATime, type Data } from '../database.ts';
import { getOrder, markOrderPayment } from '../domain/orders.ts';
import { confirmPaidReservation } from '../domain/reservations.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { orderEvent } from '../lifecycle/snapshots.ts';
import { recordLatePayment } from '../lifecycle/staff-alerts.ts';
import { getPayment, targetHasSuccess, updatePayment, type PaymentRecord, type PaymentRowStatus } from './records.ts';
import type { WalletCapture } from './types.ts';

/** A verified provider outcome. `amount` and `currency`, when given, must match the row. */
export interface VerifiedOutcome {
  status: PaymentRowStatus;
  amount?: number;
  currency?: string;
  transactionId?: string | null;
  last4?: string | null;
  brand?: string | null;
  message?: string | null;
}

/**
 * What a PayPal capture answer means for our payment: completed is a success with PayPal's amount and
 * capture id; canceled is canceled; anything else failed with PayPal's message. (A `not_approved`
 * answer is final only where the caller says so: reconciliation asks again later.)
 */
export function captureOutcome(capture: WalletCapture): VerifiedOutcome {
  if (capture.outcome === 'completed')
    return { status: 'succeeded', amount: capture.amount, currency: capture.currency, transactionId: capture.captureId };
  return { status: capture.outcome === 'canceled' ? 'canceled' : 'failed', message: capture.message };
}

/**
 * Recorded on a payment that succeeded after its order or booking was cancelled or expired (the
 * shopper may read it; reconciliation refunds every such payment, and staff are alerted with
 * `payment.late`), worded for what it paid for.
 */
export const LATE_PAYMENT_MESSAGES = {
  order: 'This order was cancelled before the payment arrived; the payment will be refunded.',
  reservation: 'This booking was cancelled before the payment arrived; the payment will be refunded.',
} as const satisfies Record<PaymentRecord['target']['type'], string>;

const FINAL: readonly PaymentRowStatus[] = ['succeeded', 'needs_refund'];
const ENDED: readonly PaymentRowStatus[] = ['failed', 'expired', 'canceled'];

/** The payment method name recorded on the order (the row's method, e.g. card, wallet, crypto). */
function orderMethod(payment: PaymentRecord): string {
  return payment.method;
}

/** Records `order.paid` once per order (stable id), in the caller's transaction. */
async function recordOrderPaid(trx: Data, tenantId: string, orderId: string, now: Date): Promise<void> {
  const event = await orderEvent(trx, tenantId, orderId, 'order.paid', `order.paid:${orderId}`);
  if (event) await recordEvent(trx, tenantId, event, now);
}

/** Marks the target paid (an order records `order.paid`); false when it cannot be (a cancelled reservation). */
async function markTargetPaid(trx: Data, payment: PaymentRecord, now: Date): Promise<boolean> {
  const ref = payment.providerRef ?? payment.id;
  if (payment.target.type === 'order') {
    const order = await markOrderPayment(trx, payment.tenantId, payment.target.id, {
      paymentStatus: 'paid',
      paymentMethod: orderMethod(payment),
      paymentGateway: payment.provider,
      paymentIntentId: ref,
    });
    if (order?.paymentStatus === 'paid') await recordOrderPaid(trx, payment.tenantId, order.id, now);
    return order !== null;
  }
  return (await confirmPaidReservation(trx, payment.tenantId, payment.target.id, ref, now)).ok;
}

/** Records a non-final order status (processing, pending_payment, failed) when it belongs to this gateway. */
async function markOrderProgress(
  trx: Data,
  payment: PaymentRecord,
  status: 'processing' | 'pending_payment' | 'failed',
  instructions?: string,
): Promise<void> {
  if (payment.target.type !== 'order') return;
  const order = await getOrder(trx, payment.tenantId, payment.target.id);
  if (!order || order.paymentStatus === 'paid') return;
  // A failure of one attempt must not wipe another gateway's pending state (an offline request, say).
  const ours = order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed' || order.paymentGateway === payment.provider;
  if (status === 'failed' && !ours) return;
  await markOrderPayment(trx, payment.tenantId, payment.target.id, {
    paymentStatus: status,
    paymentMethod: orderMethod(payment),
    paymentGateway: payment.provider,
    paymentIntentId: payment.providerRef ?? payment.id,
    ...(instructions ? { instructions } : {}),
  });
}

/**
 * Applies `outcome` to the payment `paymentId` in one transaction and returns the row afterwards.
 * A success whose amount or currency differs from the row's, or that comes after another payment of
 * the same target, becomes 'needs_refund' and marks nothing; so does one for a target cancelled or
 * expired meanwhile, which also records `payment.late` for staff. The payment row is read locked (on
 * PostgreSQL), so the same outcome arriving twice at once (a webhook and a status query, from two
 * processes) settles it once: the second finds it final.
 */
export async function applyOutcome(
  data: Data,
  tenantId: string,
  paymentId: string,
  outcome: VerifiedOutcome,
  now: Date = new Date(),
): Promise<PaymentRecord> {
  return inTransaction(data, async (trx): Promise<PaymentRecord> => {
    const payment = await getPayment(trx, tenantId, paymentId, true);
    if (!payment) throw new Error(`No payment ${paymentId}`);
    const facts = { transactionId: outcome.transactionId, last4: outcome.last4, brand: outcome.brand };
    // A final row keeps its status; a later query may still add facts a webhook lacked (last4, brand).
    if (FINAL.includes(payment.status))
      return Object.values(facts).some(Boolean) ? updatePayment(trx, tenantId, paymentId, facts) : payment;
    if (outcome.status !== 'succeeded') {
      if (ENDED.includes(payment.status) && !ENDED.includes(outcome.status)) return payment;
      const updated = await updatePayment(trx, tenantId, paymentId, { status: outcome.status, ...facts, message: outcome.message });
      if (outcome.status === 'processing') await markOrderProgress(trx, updated, 'processing');
      if (ENDED.includes(outcome.status)) await markOrderProgress(trx, updated, 'failed');
      return updated;
    }
    const mismatch =
      (outcome.amount !== undefined && outcome.amount !== payment.amount) ||
      (outcome.currency !== undefined && outcome.currency.toUpperCase() !== payment.currency);
    if (mismatch) {
      console.warn(`Payment ${payment.id}: the provider's amount does not match the amount due; not marked paid.`);
      return updatePayment(trx, tenantId, paymentId, {
        status: 'needs_refund',
        ...facts,
        message: 'The paid amount does not match the amount due.',
      });
    }
    // Two payments of one target succeeding at once (two processes) check one after the other: the second is refunded.
    await oneAtATime(trx, 'payment.target', `${tenantId}:${payment.target.type}:${payment.target.id}`);
    if (await targetHasSuccess(trx, tenantId, payment.target, payment.id)) {
      return updatePayment(trx, tenantId, paymentId, { status: 'needs_refund', ...facts, message: 'Already paid by another payment.' });
    }
    const succeeded = await updatePayment(trx, tenantId, paymentId, { status: 'succeeded', ...facts, message: outcome.message });
    if (!(await markTargetPaid(trx, succeeded, now))) {
      const late = await updatePayment(trx, tenantId, paymentId, {
        status: 'needs_refund',
        message: LATE_PAYMENT_MESSAGES[payment.target.type],
      });
      await recordLatePayment(trx, late, now);
      return late;
    }
    return succeeded;
  });
}

/**
 * Records an offline request: the row stays 'pending_payment', the order shows the instructions, and
 * `order.received` is recorded (once per order) so the shopper is e-mailed how to pay. Orders paid at
 * once are confirmed by `order.paid` instead.
 */
export async function markPendingPayment(data: Data, payment: PaymentRecord, instructions: string, now: Date = new Date()): Promise<void> {
  await inTransaction(data, async (trx) => {
    await markOrderProgress(trx, payment, 'pending_payment', instructions);
    if (payment.target.type !== 'order') return;
    const received = await orderEvent(trx, payment.tenantId, payment.target.id, 'order.received', `order.received:${payment.target.id}`);
    if (received && received.data.paymentStatus === 'pending_payment') await recordEvent(trx, payment.tenantId, received, now);
  });
}
