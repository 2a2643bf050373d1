/**
 * Stripe's refund events (`charge.refund.updated`, `refund.updated`, `refund.failed`), after the
 * signature check: a refund Stripe accepted can still fail later (the card was closed, the bank
 * declined it). The event's Refund object names our refund in `metadata.refund_id` (set when we
 * asked for it); the row must be a Stripe refund of that payment intent, with that Stripe refund id
 * (or none yet), so an event about anyone else's refund, of this tenant or another, changes nothing.
 */
import { inTransaction, type Data } from '../database.ts';
import { recordRefunded } from '../lifecycle/refund-events.ts';
import { refundStatus, str, stringMap } from './http.ts';
import { getPayment } from './records.ts';
import { failRefund } from './refund-failures.ts';
import { findRefund, finishRefund, type RefundRecord } from './refund-records.ts';
import type { WebhookAnswer } from './stripe-events.ts';

/** The Stripe event types that carry a Refund object. */
export const STRIPE_REFUND_EVENTS: readonly string[] = ['charge.refund.updated', 'refund.updated', 'refund.failed'];

/** Stripe's documented `failure_reason` values, in plain words. */
const FAILURE_REASONS: Record<string, string> = {
  lost_or_stolen_card: 'The card was reported lost or stolen.',
  expired_or_canceled_card: 'The card has expired or was cancelled.',
  charge_for_pending_refund_disputed: 'The customer disputed the charge while the refund was pending.',
  insufficient_funds: 'The Stripe balance did not have enough funds.',
  declined: 'The customer’s bank declined the refund.',
  merchant_request: 'The refund was cancelled at the merchant’s request.',
  unknown: 'Stripe does not know why.',
};

/** Stripe's reason in plain words, with its code (`The card has expired or was cancelled. (expired_or_canceled_card)`). */
export function stripeFailureReason(code: string | undefined): string {
  const known = code ? FAILURE_REASONS[code] : undefined;
  if (!code) return 'Stripe gave no reason.';
  return known ? `${known} (${code})` : `Stripe’s reason: ${code.replace(/[^\w-]/g, '').slice(0, 80)}`;
}

const IGNORED: WebhookAnswer = { status: 200, body: { received: true, ignored: true } };
const received = (status: string): WebhookAnswer => ({ status: 200, body: { received: true, status } });

/** Our Stripe refund the Refund object names, when everything it says about it matches our rows. */
async function ourRefund(data: Data, refund: Record<string, unknown>): Promise<RefundRecord | undefined> {
  const id = stringMap(refund.metadata).refund_id;
  const stripeId = str(refund, 'id');
  const intent = str(refund, 'payment_intent');
  if (!id || !stripeId || !intent) return undefined;
  const tenantId = (
    await data.selectFrom('refunds').select('tenant_id').where('id', '=', id).where('provider', '=', 'stripe').executeTakeFirst()
  )?.tenant_id;
  const ours = tenantId ? await findRefund(data, tenantId, id) : undefined;
  if (!ours || (ours.providerRef !== null && ours.providerRef !== stripeId)) return undefined;
  return (await getPayment(data, ours.tenantId, ours.paymentId))?.providerRef === intent ? ours : undefined;
}

/**
 * Applies a verified refund event: `failed` undoes our refund (refund-failures.ts), once; a pending
 * refund that `succeeded` is recorded as done; anything else is acknowledged as it is. An event
 * naming no refund of ours is acknowledged and ignored.
 */
export async function applyStripeRefundEvent(data: Data, refund: Record<string, unknown>, now: Date): Promise<WebhookAnswer> {
  const ours = await ourRefund(data, refund);
  if (!ours) return IGNORED;
  const stripeId = str(refund, 'id') as string;
  const status = refundStatus(str(refund, 'status'));
  if (status === 'failed')
    return received(
      (await failRefund(data, ours.tenantId, ours.id, stripeId, stripeFailureReason(str(refund, 'failure_reason')), now)).refund?.status ??
        'failed',
    );
  if (status !== 'succeeded' || ours.status !== 'pending') return received(ours.status);
  const settled = await inTransaction(data, async (trx): Promise<RefundRecord> => {
    const current = (await findRefund(trx, ours.tenantId, ours.id, true)) ?? ours;
    if (current.status !== 'pending') return current;
    const finished = await finishRefund(trx, current, 'succeeded', now, { providerRef: stripeId, message: null });
    // As refunds.ts: the customer is told of refunds staff or the tenant's server made, not a cancellation's own.
    await recordRefunded(trx, finished, now, { notifyCustomer: finished.requestedBy !== 'system' });
    return finished;
  });
  return received(settled.status);
}
