import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { attendantHours, canServe, type BookingAttendant, type BookingLocation } from '../../../shared/booking/catalog.ts';
import { normalizeHours, type OpeningHours } from '../../../shared/booking/slots.ts';
import { parseDate, weekdayOf } from '../../../shared/booking/zoned.ts';
import { compiledQuery } from '../compiled-query.ts';
import { inTransaction, type Data } from '../database.ts';

/** A range nobody can be booked in (an attendant's time off): UTC instants, start included, end excluded. */
export interface BlockedRange {
  start: string;
  end: string;
}

/** True when the location (or every location, by a tenant-wide row) is closed on a local date `YYYY-MM-DD`. */
export async function isClosed(data: Data, tenantId: string, locationId: string, date: string): Promise<boolean> {
  return (await closureOn(data, { tenantId, locationId, date })).length > 0;
}

const closureOn = compiledQuery((data: Data, args: { tenantId: string; locationId: string; date: string }) =>
  data
    .selectFrom('location_closures')
    .select('id')
    .where('tenant_id', '=', args.tenantId)
    .where((eb) => eb.or([eb('location_id', 'is', null), eb('location_id', '=', args.locationId)]))
    .where('start_date', '<=', args.date)
    .where('end_date', '>=', args.date)
    .limit(1),
);

/** The special opening periods of a location on one local date (empty when the day keeps its usual hours). */
export async function specialHours(
  data: Data,
  tenantId: string,
  locationId: string,
  date: string,
): Promise<{ open: string; close: string }[]> {
  return specialHoursOn(data, { tenantId, locationId, date });
}

const specialHoursOn = compiledQuery((data: Data, args: { tenantId: string; locationId: string; date: string }) =>
  data
    .selectFrom('location_special_hours')
    .select(['open', 'close'])
    .where('tenant_id', '=', args.tenantId)
    .where('location_id', '=', args.locationId)
    .where('date', '=', args.date)
    .orderBy('open')
    .orderBy('id'),
);

/**
 * A location's opening hours as they apply on one local date: none when it is closed that day, the
 * date's special hours in place of that weekday's usual ones when it has any, else the usual hours.
 */
export async function hoursOn(data: Data, tenantId: string, location: BookingLocation, date: string): Promise<OpeningHours[]> {
  const day = parseDate(date);
  if (!day || (await isClosed(data, tenantId, location.id, date))) return [];
  const special = await specialHours(data, tenantId, location.id, date);
  if (special.length === 0) return location.hours;
  const weekday = weekdayOf(day);
  return [...normalizeHours(location.hours).filter((h) => h.day !== weekday), ...special.map((h) => ({ day: weekday, ...h }))];
}

/** An attendant's time off meeting [from, to) (UTC ISO instants), as blocked ranges. */
export async function timeOff(data: Data, tenantId: string, attendantId: string, from: string, to: string): Promise<BlockedRange[]> {
  return data
    .selectFrom('staff_time_off')
    .select(['start_utc as start', 'end_utc as end'])
    .where('tenant_id', '=', tenantId)
    .where('attendant_id', '=', attendantId)
    .where('start_utc', '<', to)
    .where('end_utc', '>', from)
    .orderBy('start_utc')
    .orderBy('id')
    .execute();
}

/**
 * How many walk-ins a location serves at once at `now`: its `queue_servers` setting (tables or
 * chairs) when set, else the active attendants working there that local day and not away at `now`;
 * at least one.
 */
export async function queueServers(
  data: Data,
  tenantId: string,
  location: BookingLocation,
  attendants: BookingAttendant[],
  now: Date,
): Promise<number> {
  const row = await data
    .selectFrom('locations')
    .select('queue_servers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', location.id)
    .executeTakeFirst();
  const setting = row?.queue_servers;
  if (typeof setting === 'number' && setting > 0) return setting;
  const local = DateTime.fromJSDate(now).setZone(location.timeZone);
  const date = local.toISODate() ?? '';
  const today = { ...location, hours: await hoursOn(data, tenantId, location, date) };
  const weekday = local.weekday % 7;
  const stamp = now.toISOString();
  const justAfter = new Date(now.getTime() + 1).toISOString();
  let onDuty = 0;
  for (const attendant of attendants) {
    if (!canServe(attendant, location.id)) continue;
    if (!normalizeHours(attendantHours(attendant, today)).some((h) => h.day === weekday)) continue;
    if ((await timeOff(data, tenantId, attendant.id, stamp, justAfter)).length === 0) onDuty++;
  }
  return Math.max(1, onDuty);
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Closes a location (or, with `locationId` null, every location) from `startDate` to `endDate`, both local and included. */
export async function addClosure(
  data: Data,
  tenantId: string,
  closure: { locationId: string | null; startDate: string; endDate: string; reason?: string; id?: string },
  now: Date,
): Promise<string> {
  const id = closure.id ?? newId('clo');
  await data
    .insertInto('location_closures')
    .values({
      tenant_id: tenantId,
      id,
      location_id: closure.locationId,
      start_date: closure.startDate,
      end_date: closure.endDate,
      reason: closure.reason ?? '',
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Gives a location different opening hours on one local date (one row per opening period). */
export async function addSpecialHours(
  data: Data,
  tenantId: string,
  hours: { locationId: string; date: string; open: string; close: string; reason?: string; id?: string },
  now: Date,
): Promise<string> {
  const id = hours.id ?? newId('hrs');
  await data
    .insertInto('location_special_hours')
    .values({
      tenant_id: tenantId,
      id,
      location_id: hours.locationId,
      date: hours.date,
      open: hours.open,
      close: hours.close,
      reason: hours.reason ?? '',
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Records an attendant away from `start` to `end` (Date instants). */
export async function addTimeOff(
  data: Data,
  tenantId: string,
  away: { attendantId: string; start: Date; end: Date; reason?: string; id?: string },
  now: Date,
): Promise<string> {
  const id = away.id ?? newId('off');
  await data
    .insertInto('staff_time_off')
    .values({
      tenant_id: tenantId,
      id,
      attendant_id: away.attendantId,
      start_utc: away.start.toISOString(),
      end_utc: away.end.toISOString(),
      reason: away.reason ?? '',
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A closure, a day's special hours or an attendant's time off, as staff list them. */
export type AvailabilityException =
  | { kind: 'closure'; id: string; locationId: string | null; startDate: string; endDate: string; reason: string }
  | { kind: 'hours'; id: string; locationId: string; date: string; open: string; close: string; reason: string }
  | { kind: 'time-off'; id: string; attendantId: string; start: string; end: string; reason: string };

/** The tenant's closures, special hours and time off not over before the local date `from` (UTC date for time off), oldest first. */
export async function listExceptions(data: Data, tenantId: string, from: string): Promise<AvailabilityException[]> {
  const closures = await data
    .selectFrom('location_closures')
    .select(['id', 'location_id as locationId', 'start_date as startDate', 'end_date as endDate', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('end_date', '>=', from)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const hours = await data
    .selectFrom('location_special_hours')
    .select(['id', 'location_id as locationId', 'date', 'open', 'close', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('date', '>=', from)
    .orderBy('date')
    .orderBy('open')
    .orderBy('id')
    .execute();
  const away = await data
    .selectFrom('staff_time_off')
    .select(['id', 'attendant_id as attendantId', 'start_utc as start', 'end_utc as end', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('end_utc', '>', `${from}T00:00:00.000Z`)
    .orderBy('start_utc')
    .orderBy('id')
    .execute();
  return [
    ...closures.map((c) => ({ kind: 'closure' as const, ...c })),
    ...hours.map((h) => ({ kind: 'hours' as const, ...h })),
    ...away.map((a) => ({ kind: 'time-off' as const, ...a })),
  ];
}

const EXCEPTION_TABLES = ['location_closures', 'location_special_hours', 'staff_time_off'] as const;

/** Removes one closure, special-hours day or time off of the tenant by id; false when there is none. */
export async function removeException(data: Data, tenantId: string, id: string): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    for (const table of EXCEPTION_TABLES) {
      const result = await trx.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
      if (result.numDeletedRows > 0n) return true;
    }
    return false;
  });
}
