import { DateTime } from 'luxon';
import type { BookingLocation } from '../../../shared/booking/catalog.ts';
import { normalizeHours } from '../../../shared/booking/slots.ts';
import { parseTime } from '../../../shared/booking/zoned.ts';
import { inTransaction, type Data } from '../database.ts';
import { hoursOn } from './capacity.ts';
import { loadLocation } from './slots.ts';

/** How long a walk-in may stay open where the location has no hours that fit its day. */
export const STALE_WALK_IN_HOURS = 12;

/** Why the job took an entry off the line (kept in `queue_entries.closed_reason`). */
export const CLOSED_REASON = 'Still in the queue when the location closed';

/**
 * When a walk-in who joined at `joinedAt` stops being served: the first closing time of the
 * location after joining, on the local day of joining (its hours that day, special hours and
 * closures included). Twelve hours after joining when that day has no closing time still ahead.
 */
export async function walkInDeadline(data: Data, tenantId: string, location: BookingLocation, joinedAt: Date): Promise<Date> {
  const joined = DateTime.fromJSDate(joinedAt).setZone(location.timeZone);
  const date = joined.toISODate() ?? '';
  const weekday = joined.weekday % 7;
  const closings = normalizeHours(await hoursOn(data, tenantId, location, date))
    .filter((h) => h.day === weekday)
    .flatMap((h) => {
      const open = parseTime(h.open);
      const close = parseTime(h.close);
      if (open === undefined || close === undefined) return [];
      const minutes = close <= open ? close + 24 * 60 : close;
      return [joined.startOf('day').plus({ minutes }).toJSDate()];
    })
    .filter((at) => at.getTime() > joinedAt.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  return closings[0] ?? new Date(joinedAt.getTime() + STALE_WALK_IN_HOURS * 3_600_000);
}

/**
 * Takes stale walk-ins off every line: waiting or notified entries still open at `now` after their
 * location's closing time on the day they joined (in the location's zone), or more than 12 hours
 * after joining where the location has no hours that day, become 'left' with `CLOSED_REASON`, so
 * they stop heading tomorrow's queue. Safe to run again; returns how many it closed.
 */
export async function closeStaleWalkIns(data: Data, now: Date): Promise<number> {
  return inTransaction(data, async (trx) => {
    const open = await trx
      .selectFrom('queue_entries')
      .select(['tenant_id as tenantId', 'id', 'location_id as locationId', 'joined_at as joinedAt'])
      .where('status', 'in', ['waiting', 'notified'])
      .where('joined_at', '<', now.toISOString())
      .orderBy('tenant_id')
      .orderBy('location_id')
      .orderBy('joined_at')
      .orderBy('id')
      .execute();
    let closed = 0;
    for (const entry of open) {
      const location = await loadLocation(trx, entry.tenantId, entry.locationId);
      const joinedAt = new Date(entry.joinedAt);
      const deadline = location
        ? await walkInDeadline(trx, entry.tenantId, location, joinedAt)
        : new Date(joinedAt.getTime() + STALE_WALK_IN_HOURS * 3_600_000);
      if (now.getTime() < deadline.getTime()) continue;
      const result = await trx
        .updateTable('queue_entries')
        .set({ status: 'left', closed_reason: CLOSED_REASON, updated_at: now.toISOString() })
        .where('tenant_id', '=', entry.tenantId)
        .where('id', '=', entry.id)
        .where('status', 'in', ['waiting', 'notified'])
        .executeTakeFirst();
      closed += Number(result.numUpdatedRows);
    }
    return closed;
  });
}
