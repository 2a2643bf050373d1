/**
 * A refund its provider reports failed after accepting it (Stripe's `refund.failed`, a PayPal refund
 * ending FAILED or CANCELLED): the money never went back. The row becomes `failed` with the
 * provider's reason, the order stops showing it as refunded, and staff are alerted, all in one
 * IMMEDIATE transaction. Once failed, a refund stays failed: the same report again changes nothing.
 */
import { inTransaction, type Data } from '../database.ts';
import { recordRefundReversed } from '../lifecycle/refund-events.ts';
import { findRefund, finishRefund, type RefundRecord } from './refund-records.ts';

/** What a failure report did: `changed` is false when the refund was already failed (or is gone). */
export interface RefundFailure {
  refund: RefundRecord | undefined;
  changed: boolean;
}

/** Marks our refund `refundId` of `tenantId` failed with the provider's refund id and reason (see the module comment). */
export async function failRefund(
  data: Data,
  tenantId: string,
  refundId: string,
  providerRef: string,
  reason: string,
  now: Date,
): Promise<RefundFailure> {
  return inTransaction(data, async (trx): Promise<RefundFailure> => {
    const current = await findRefund(trx, tenantId, refundId, true);
    if (!current || current.status === 'failed') return { refund: current, changed: false };
    const failed = await finishRefund(trx, current, 'failed', now, { providerRef, message: reason });
    await recordRefundReversed(trx, failed, reason, now);
    console.warn(`Refund ${failed.id} of payment ${failed.paymentId} failed after it was accepted: ${reason}`);
    return { refund: failed, changed: true };
  });
}
