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
import type { Db } from '../db.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { orderEvent } from '../lifecycle/snapshots.ts';
import { commerceSettings, DEFAULT_COMMERCE_SETTINGS } from './commerce-settings.ts';
import { nowIso } from './ids.ts';
import { cancelUnpaidOrder } from './orders.ts';

const MINUTE = 60_000;

interface Candidate {
  tenantId: string;
  id: string;
  createdAt: string;
  offline: number;
}

/** True when an order of this gateway and payment status waits for money that arrives slowly. */
const WAITS_OFFLINE = `(payment_gateway = 'offline' OR payment_status IN ('pending_payment', 'processing'))`;

/**
 * Cancels every order whose unpaid hold has run out at `now`, puts its stock back and records
 * `order.expired` (id `order.expired:<order id>`, so a second run or a second server records nothing
 * more). Each order expires in its own immediate transaction. Returns how many expired.
 */
export function expireUnpaidOrders(db: Db, now: Date): number {
  const candidates = db
    .prepare(
      `SELECT tenant_id AS tenantId, id, created_at AS createdAt, ${WAITS_OFFLINE} AS offline FROM orders
       WHERE status IN ('new', 'pending_payment') AND payment_status <> 'paid' AND created_at <= ?
       ORDER BY created_at`,
    )
    .all(nowIso(new Date(now.getTime() - minimumHold(db) * MINUTE))) as Candidate[];
  let expired = 0;
  for (const order of candidates) {
    const settings = commerceSettings(db, order.tenantId);
    const hold = order.offline ? settings.offlineHoldMinutes : settings.cardHoldMinutes;
    if (Date.parse(order.createdAt) + hold * MINUTE > now.getTime()) continue;
    const done = db
      .transaction((): boolean => {
        if (!cancelUnpaidOrder(db, order.tenantId, order.id, now)) return false;
        const event = orderEvent(db, order.tenantId, order.id, 'order.expired', `order.expired:${order.id}`);
        if (event) recordEvent(db, order.tenantId, event, now);
        return true;
      })
      .immediate();
    if (done) expired += 1;
  }
  return expired;
}

/** The shortest hold of any tenant, in minutes: nothing younger can have expired. */
function minimumHold(db: Db): number {
  const shortest = db.prepare('SELECT min(min(card_hold_minutes, offline_hold_minutes)) FROM commerce_settings').pluck().get() as number | null;
  return Math.min(shortest ?? Infinity, DEFAULT_COMMERCE_SETTINGS.cardHoldMinutes, DEFAULT_COMMERCE_SETTINGS.offlineHoldMinutes);
}
