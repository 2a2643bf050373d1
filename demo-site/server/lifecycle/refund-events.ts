/**
 * What a refund changes once the customer can be told of it (it is settled, or its provider accepted
 * it): the `order.refunded` or `booking.refunded` event, and an order refunded in full becomes
 * `refunded`. And what it changes when the provider later reports it failed: the order stands again
 * and staff are alerted (`refund.failed`). Runs inside the transaction that writes the refund row's
 * final state, so the row, the event and its deliveries happen together or not at all.
 */
import { engineOf, type Data } from '../database.ts';
import { nowIso } from '../domain/ids.ts';
import { refundTotals } from '../domain/refunded.ts';
import { releaseOrderStock, retakeOrderStock } from '../domain/stock.ts';
import type { RefundRecord } from '../payments/refund-records.ts';
import { isRefunded } from '../payments/refund-records.ts';
import { recordEvent } from './events.ts';
import { recordRefundFailed } from './staff-alerts.ts';
import { bookingEvent, orderEvent, refundDestination, type BookingRefund } from './snapshots.ts';

/** An order's status and when its stock went back, read locked on PostgreSQL (the caller's transaction changes it next). */
async function orderStatus(trx: Data, tenantId: string, orderId: string): Promise<{ status: string; released: string | null } | undefined> {
  let query = trx
    .selectFrom('orders')
    .select(['status', 'stock_released_at as released'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId);
  if (engineOf(trx) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Order statuses in which the goods have left: a full refund does not put their stock back. */
const SENT_STATUSES = ['shipped', 'delivered'];

/** Marks an order whose payment is refunded in full as `refunded`; its stock goes back unless the goods were sent. */
async function closeRefundedOrder(trx: Data, tenantId: string, orderId: string, now: Date): Promise<void> {
  const status = (await orderStatus(trx, tenantId, orderId))?.status;
  if (!status || status === 'refunded' || status === 'cancelled') return;
  await trx
    .updateTable('orders')
    .set({ status: 'refunded', updated_at: nowIso(now) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .execute();
  if (!SENT_STATUSES.includes(status)) await releaseOrderStock(trx, tenantId, orderId, now);
}

/**
 * Records what a refund of an order's or booking's own payment means, once per refund (the event id
 * is `<type>:<refund id>`): the event with the refund in its data (`BookingRefund`, with what has
 * been refunded in all), e-mailed to the customer when `notifyCustomer` (a cancellation's own
 * e-mail already said it, so its refund is only sent to webhooks); an order refunded in full becomes
 * `refunded`. A refund that is not settled or accepted yet, or of a second, accidental payment,
 * records nothing. Call it inside the refund row's transaction.
 */
export async function recordRefunded(trx: Data, refund: RefundRecord, now: Date, options: { notifyCustomer: boolean }): Promise<void> {
  if (!isRefunded(refund)) return;
  const { tenantId, target } = refund;
  const totals = await refundTotals(trx, tenantId, target);
  if (totals.paymentId !== refund.paymentId) return;
  if (target.type === 'order' && totals.refunded >= totals.paid) await closeRefundedOrder(trx, tenantId, target.id, now);
  const type = target.type === 'order' ? 'order.refunded' : 'booking.refunded';
  const id = `${type}:${refund.id}`;
  const event =
    target.type === 'order' ? await orderEvent(trx, tenantId, target.id, type, id) : await bookingEvent(trx, tenantId, target.id, type, id);
  if (!event) return;
  const notice: BookingRefund = {
    amountCents: refund.amount,
    currency: refund.currency,
    to: refundDestination(refund.provider),
    refundedCents: totals.refunded,
    paidCents: totals.paid,
  };
  await recordEvent(
    trx,
    tenantId,
    { ...event, ...(options.notifyCustomer ? {} : { email: null }), data: { ...event.data, refund: notice } },
    now,
  );
}

/**
 * An order marked `refunded` whose refunds no longer add up to what was paid stands again: `paid`
 * with its units taken off the shelf again when they had been put back, `shipped` when the goods had
 * left (their stock was never put back).
 */
async function reopenOrder(trx: Data, tenantId: string, orderId: string, now: Date): Promise<void> {
  const row = await orderStatus(trx, tenantId, orderId);
  if (row?.status !== 'refunded') return;
  const status = row.released === null ? 'shipped' : 'paid';
  if (row.released !== null) await retakeOrderStock(trx, tenantId, orderId);
  await trx
    .updateTable('orders')
    .set({ status, updated_at: nowIso(now) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .execute();
}

/**
 * Records what a refund that failed after it was accepted means (`failed`: the row as it is now,
 * failed; `reason`: the provider's): an order no longer refunded in full stands again (what it shows
 * as refunded is read from the refunds, so a part refund's amount drops too), and `refund.failed` is
 * recorded once for staff. Call it inside the refund row's transaction.
 */
export async function recordRefundReversed(trx: Data, failed: RefundRecord, reason: string, now: Date): Promise<void> {
  const totals = await refundTotals(trx, failed.tenantId, failed.target);
  if (failed.target.type === 'order' && totals.paymentId === failed.paymentId && totals.refunded < totals.paid)
    await reopenOrder(trx, failed.tenantId, failed.target.id, now);
  await recordRefundFailed(trx, failed, reason, now);
}
