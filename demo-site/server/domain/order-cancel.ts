/**
 * Cancelling an order that has not been paid: the shopper who changed their mind about a bank
 * transfer, or staff clearing an order that will never be paid. The order's stock goes back once and
 * `order.cancelled` is recorded once, in the same transaction. A paid order is not cancelled here:
 * its money has to go back first, which is a refund. An open provider payment of the order (a card
 * intent not confirmed, a PayPal order not captured) is closed after the commit, outside this
 * transaction (payments/abandoned.ts).
 */
import type { Order } from '../../../shared/api/schemas.ts';
import { inTransaction, type Data } from '../database.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { orderEvent } from '../lifecycle/snapshots.ts';
import { cancelUnpaidOrder, getOrder } from './orders.ts';

/** The message when a paid order is asked to be cancelled. */
export const PAID_ORDER_CANCEL_MESSAGE =
  'This order has been paid, so it cannot be cancelled online. Please contact us and we will refund it.';
/** The message when the order has already been cancelled or refunded. */
export const CLOSED_ORDER_CANCEL_MESSAGE = 'This order has already been cancelled.';
/** The message when the order has been shipped. */
export const SHIPPED_ORDER_CANCEL_MESSAGE = 'This order has already been shipped, so it cannot be cancelled.';

/** The message when the provider is still processing a payment of the order (money on its way). */
export const PROCESSING_ORDER_CANCEL_MESSAGE =
  'A payment for this order is being processed, so it cannot be cancelled now. If the payment fails you can cancel it then; if it goes through, please contact us and we will refund it.';

/** What cancelling an order gives: the cancelled order, or why not. */
export type OrderCancelResult = { ok: true; order: Order } | { ok: false; status: 404 | 409; code: string; message: string };

/**
 * Cancels an unpaid order of a tenant at `now`: status cancelled, stock back, `order.cancelled`
 * recorded (id `order.cancelled:<order id>`). Refuses a paid, shipped or already closed order with
 * a message the shopper can act on, and one whose payment the provider is still processing (the
 * money is on its way; expiry waits for it). Ownership is the caller's check.
 */
export async function cancelOrder(data: Data, tenantId: string, orderId: string, now: Date): Promise<OrderCancelResult> {
  return inTransaction(data, async (trx): Promise<OrderCancelResult> => {
    const order = await getOrder(trx, tenantId, orderId);
    if (!order) return { ok: false, status: 404, code: 'not_found', message: 'No such order.' };
    if (order.status === 'cancelled' || order.status === 'refunded') {
      return { ok: false, status: 409, code: 'order_closed', message: CLOSED_ORDER_CANCEL_MESSAGE };
    }
    if (order.status === 'shipped' || order.status === 'delivered') {
      return { ok: false, status: 409, code: 'order_shipped', message: SHIPPED_ORDER_CANCEL_MESSAGE };
    }
    // Money on its way: cancelling now would give the stock away and take the payment anyway.
    if (order.paymentStatus === 'processing') {
      return { ok: false, status: 409, code: 'payment_processing', message: PROCESSING_ORDER_CANCEL_MESSAGE };
    }
    if (order.paymentStatus === 'paid' || !(await cancelUnpaidOrder(trx, tenantId, orderId, now))) {
      return { ok: false, status: 409, code: 'order_paid', message: PAID_ORDER_CANCEL_MESSAGE };
    }
    const event = await orderEvent(trx, tenantId, orderId, 'order.cancelled', `order.cancelled:${orderId}`);
    if (event) await recordEvent(trx, tenantId, event, now);
    return { ok: true, order: (await getOrder(trx, tenantId, orderId)) as Order };
  });
}
