/**
 * Unpaid orders do not hold stock forever. An order paid online (card, wallet, any provider the
 * shopper completes in the browser) that is still unpaid after the tenant's card hold (default 30
 * minutes) is cancelled; one waiting for an offline payment (bank transfer, cash, cheque: the
 * order status pending_payment) or for a payment the provider is still processing gets the
 * longer offline hold (default 3 days), because the money can take that long to arrive. Expiring
 * puts the stock back once and records `order.expired` once. A payment that succeeds after that
 * is not applied to the order (`markOrderPayment`): it is kept as a payment to refund. The expired
 * order's open provider payment is closed by the next reconciliation run (payments/abandoned.ts).
 */
import { sql } from 'kysely';
import { inTransaction, type Data } from '../database.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { orderEvent } from '../lifecycle/snapshots.ts';
import { commerceSettings, DEFAULT_COMMERCE_SETTINGS } from './commerce-settings.ts';
import { nowIso } from './ids.ts';
import { cancelUnpaidOrder } from './orders.ts';

const MINUTE = 60_000;

/**
 * Cancels every order whose unpaid hold has run out at `now`, puts its stock back and records
 * `order.expired` (id `order.expired:<order id>`, so a second run or a second server records nothing
 * more). Each order expires in its own transaction. Returns how many expired.
 */
export async function expireUnpaidOrders(data: Data, now: Date): Promise<number> {
  const candidates = await data
    .selectFrom('orders')
    .select(['tenant_id as tenantId', 'id', 'created_at as createdAt', 'payment_gateway as gateway', 'payment_status as paymentStatus'])
    .where('status', 'in', ['new', 'pending_payment'])
    .where('payment_status', '<>', 'paid')
    .where('created_at', '<=', nowIso(new Date(now.getTime() - (await minimumHold(data)) * MINUTE)))
    .orderBy('created_at')
    .orderBy('tenant_id')
    .orderBy('id')
    .execute();
  let expired = 0;
  for (const order of candidates) {
    const settings = await commerceSettings(data, order.tenantId);
    // An order waiting for money that arrives slowly (an offline payment, or one the provider is still processing) holds longer.
    const offline = order.gateway === 'offline' || order.paymentStatus === 'pending_payment' || order.paymentStatus === 'processing';
    const hold = offline ? settings.offlineHoldMinutes : settings.cardHoldMinutes;
    if (Date.parse(order.createdAt) + hold * MINUTE > now.getTime()) continue;
    const done = await inTransaction(data, async (trx) => {
      if (!(await cancelUnpaidOrder(trx, order.tenantId, order.id, now))) return false;
      const event = await orderEvent(trx, order.tenantId, order.id, 'order.expired', `order.expired:${order.id}`);
      if (event) await recordEvent(trx, order.tenantId, event, now);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** The shortest hold of any tenant, in minutes: nothing younger can have expired. */
async function minimumHold(data: Data): Promise<number> {
  const row = await data
    .selectFrom('commerce_settings')
    .select(
      sql<
        number | string | null
      >`min(CASE WHEN card_hold_minutes < offline_hold_minutes THEN card_hold_minutes ELSE offline_hold_minutes END)`.as('shortest'),
    )
    .executeTakeFirst();
  const shortest = row?.shortest === null || row?.shortest === undefined ? Infinity : Number(row.shortest);
  return Math.min(shortest, DEFAULT_COMMERCE_SETTINGS.cardHoldMinutes, DEFAULT_COMMERCE_SETTINGS.offlineHoldMinutes);
}
