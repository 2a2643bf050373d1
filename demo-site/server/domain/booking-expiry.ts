import type { Db } from '../db.ts';
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
export function expireUnpaidBookings(db: Db, now: Date): number {
  const rows = db
    .prepare(
      `SELECT tenant_id AS tenantId, id, location_id AS locationId, service_id AS serviceId, created_at AS createdAt FROM reservations
       WHERE status = 'pending' AND payment_ref IS NULL AND price_cents > 0 AND created_at <= ? ORDER BY created_at LIMIT ${BATCH}`,
    )
    .all(new Date(now.getTime() - MIN_HOLD_MINUTES * 60_000).toISOString()) as Unpaid[];
  const expire = db.prepare(
    `UPDATE reservations SET status = 'cancelled', updated_at = ? WHERE tenant_id = ? AND id = ? AND status = 'pending' AND payment_ref IS NULL`,
  );
  let expired = 0;
  for (const row of rows) {
    const hold = policyOfReservation(db, row.tenantId, row).paymentHoldMinutes;
    if (Date.parse(row.createdAt) + hold * 60_000 > now.getTime()) continue;
    const done = db
      .transaction(() => {
        if (expire.run(now.toISOString(), row.tenantId, row.id).changes === 0) return false;
        const event = bookingEvent(db, row.tenantId, row.id, 'booking.expired', `booking.expired:${row.id}`);
        if (event) recordEvent(db, row.tenantId, event, now);
        return true;
      })
      .immediate();
    if (done) expired++;
  }
  return expired;
}
