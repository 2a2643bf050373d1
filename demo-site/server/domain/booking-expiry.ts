import { inTransaction, type Data } from '../database.ts';
import { recordEvent } from '../lifecycle/events.ts';
import { bookingEvent } from '../lifecycle/snapshots.ts';
import { policyOfReservation } from './booking-policy.ts';

/** The shortest payment hold a configuration may set, in minutes: no booking younger than this is looked at. */
const MIN_HOLD_MINUTES = 1;
/** Bookings looked at per run; the next run takes the rest. */
const BATCH = 500;

interface Unpaid {
  tenantId: string;
  id: string;
  locationId: string;
  serviceId: string;
  createdAt: string;
}

/**
 * Releases the slots of priced bookings left unpaid: a 'pending' booking with a price and no payment
 * whose payment hold (the governing configuration's `paymentHoldMinutes`, default 15) has run out
 * becomes 'cancelled', and records `booking.expired` (stable id `booking.expired:<id>`, so the
 * customer is told once) in the same transaction. A payment that lands first wins: the update only
 * touches a booking still pending and unpaid. Returns how many bookings expired. The job runner calls it.
 */
export async function expireUnpaidBookings(data: Data, now: Date): Promise<number> {
  const rows: Unpaid[] = await data
    .selectFrom('reservations')
    .select(['tenant_id as tenantId', 'id', 'location_id as locationId', 'service_id as serviceId', 'created_at as createdAt'])
    .where('status', '=', 'pending')
    .where('payment_ref', 'is', null)
    .where('price_cents', '>', 0)
    .where('created_at', '<=', new Date(now.getTime() - MIN_HOLD_MINUTES * 60_000).toISOString())
    .orderBy('created_at')
    .orderBy('tenant_id')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const row of rows) {
    const hold = (await policyOfReservation(data, row.tenantId, row)).paymentHoldMinutes;
    if (Date.parse(row.createdAt) + hold * 60_000 > now.getTime()) continue;
    const done = await inTransaction(data, async (trx) => {
      const result = await trx
        .updateTable('reservations')
        .set({ status: 'cancelled', updated_at: now.toISOString() })
        .where('tenant_id', '=', row.tenantId)
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where('payment_ref', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      const event = await bookingEvent(trx, row.tenantId, row.id, 'booking.expired', `booking.expired:${row.id}`);
      if (event) await recordEvent(trx, row.tenantId, event, now);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
