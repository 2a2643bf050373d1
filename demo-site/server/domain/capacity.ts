import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { attendantHours, canServe, type BookingAttendant, type BookingLocation } from '../../../shared/booking/catalog.ts';
import { normalizeHours, type OpeningHours } from '../../../shared/booking/slots.ts';
import { parseDate, weekdayOf } from '../../../shared/booking/zoned.ts';
import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';

/** A range nobody can be booked in (an attendant's time off): UTC instants, start included, end excluded. */
export interface BlockedRange {
  start: string;
  end: string;
}

/** True when the location (or every location, by a tenant-wide row) is closed on a local date `YYYY-MM-DD`. */
export function isClosed(db: Db, tenantId: string, locationId: string, date: string): boolean {
  return (
    prepared(
      db,
      `SELECT 1 FROM location_closures WHERE tenant_id = ? AND (location_id IS NULL OR location_id = ?) AND start_date <= ? AND end_date >= ?`,
    ).get(tenantId, locationId, date, date) !== undefined
  );
}

/** The special opening periods of a location on one local date (empty when the day keeps its usual hours). */
export function specialHours(db: Db, tenantId: string, locationId: string, date: string): { open: string; close: string }[] {
  return prepared(
    db,
    'SELECT open, close FROM location_special_hours WHERE tenant_id = ? AND location_id = ? AND date = ? ORDER BY open',
  ).all(tenantId, locationId, date) as { open: string; close: string }[];
}

/**
 * A location's opening hours as they apply on one local date: none when it is closed that day, the
 * date's special hours in place of that weekday's usual ones when it has any, else the usual hours.
 */
export function hoursOn(db: Db, tenantId: string, location: BookingLocation, date: string): OpeningHours[] {
  const day = parseDate(date);
  if (!day || isClosed(db, tenantId, location.id, date)) return [];
  const special = specialHours(db, tenantId, location.id, date);
  if (special.length === 0) return location.hours;
  const weekday = weekdayOf(day);
  return [...normalizeHours(location.hours).filter((h) => h.day !== weekday), ...special.map((h) => ({ day: weekday, ...h }))];
}

/** An attendant's time off meeting [from, to) (UTC ISO instants), as blocked ranges. */
export function timeOff(db: Db, tenantId: string, attendantId: string, from: string, to: string): BlockedRange[] {
  return prepared(
    db,
    `SELECT start_utc AS start, end_utc AS end FROM staff_time_off
       WHERE tenant_id = ? AND attendant_id = ? AND start_utc < ? AND end_utc > ? ORDER BY start_utc`,
  ).all(tenantId, attendantId, to, from) as BlockedRange[];
}

/**
 * How many walk-ins a location serves at once at `now`: its `queue_servers` setting (tables or
 * chairs) when set, else the active attendants working there that local day and not away at `now`;
 * at least one.
 */
export function queueServers(db: Db, tenantId: string, location: BookingLocation, attendants: BookingAttendant[], now: Date): number {
  const setting = prepared(db, 'SELECT queue_servers FROM locations WHERE tenant_id = ? AND id = ?', 'pluck').get(tenantId, location.id) as
    number | null | undefined;
  if (typeof setting === 'number' && setting > 0) return setting;
  const local = DateTime.fromJSDate(now).setZone(location.timeZone);
  const date = local.toISODate() ?? '';
  const today = { ...location, hours: hoursOn(db, tenantId, location, date) };
  const weekday = local.weekday % 7;
  const stamp = now.toISOString();
  const onDuty = attendants.filter(
    (a) =>
      canServe(a, location.id) &&
      normalizeHours(attendantHours(a, today)).some((h) => h.day === weekday) &&
      timeOff(db, tenantId, a.id, stamp, new Date(now.getTime() + 1).toISOString()).length === 0,
  );
  return Math.max(1, onDuty.length);
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Closes a location (or, with `locationId` null, every location) from `startDate` to `endDate`, both local and included. */
export function addClosure(
  db: Db,
  tenantId: string,
  closure: { locationId: string | null; startDate: string; endDate: string; reason?: string; id?: string },
  now: Date,
): string {
  const id = closure.id ?? newId('clo');
  prepared(
    db,
    'INSERT INTO location_closures (tenant_id, id, location_id, start_date, end_date, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(tenantId, id, closure.locationId, closure.startDate, closure.endDate, closure.reason ?? '', now.toISOString());
  return id;
}

/** Gives a location different opening hours on one local date (one row per opening period). */
export function addSpecialHours(
  db: Db,
  tenantId: string,
  hours: { locationId: string; date: string; open: string; close: string; reason?: string; id?: string },
  now: Date,
): string {
  const id = hours.id ?? newId('hrs');
  prepared(
    db,
    'INSERT INTO location_special_hours (tenant_id, id, location_id, date, open, close, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(tenantId, id, hours.locationId, hours.date, hours.open, hours.close, hours.reason ?? '', now.toISOString());
  return id;
}

/** Records an attendant away from `start` to `end` (Date instants). */
export function addTimeOff(
  db: Db,
  tenantId: string,
  away: { attendantId: string; start: Date; end: Date; reason?: string; id?: string },
  now: Date,
): string {
  const id = away.id ?? newId('off');
  prepared(
    db,
    'INSERT INTO staff_time_off (tenant_id, id, attendant_id, start_utc, end_utc, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(tenantId, id, away.attendantId, away.start.toISOString(), away.end.toISOString(), away.reason ?? '', now.toISOString());
  return id;
}

/** A closure, a day's special hours or an attendant's time off, as staff list them. */
export type AvailabilityException =
  | { kind: 'closure'; id: string; locationId: string | null; startDate: string; endDate: string; reason: string }
  | { kind: 'hours'; id: string; locationId: string; date: string; open: string; close: string; reason: string }
  | { kind: 'time-off'; id: string; attendantId: string; start: string; end: string; reason: string };

/** The tenant's closures, special hours and time off not over before the local date `from` (UTC date for time off), oldest first. */
export function listExceptions(db: Db, tenantId: string, from: string): AvailabilityException[] {
  const closures = prepared(
    db,
    `SELECT id, location_id AS locationId, start_date AS startDate, end_date AS endDate, reason FROM location_closures
       WHERE tenant_id = ? AND end_date >= ? ORDER BY start_date, id`,
  ).all(tenantId, from) as Omit<Extract<AvailabilityException, { kind: 'closure' }>, 'kind'>[];
  const hours = prepared(
    db,
    `SELECT id, location_id AS locationId, date, open, close, reason FROM location_special_hours
       WHERE tenant_id = ? AND date >= ? ORDER BY date, open, id`,
  ).all(tenantId, from) as Omit<Extract<AvailabilityException, { kind: 'hours' }>, 'kind'>[];
  const away = prepared(
    db,
    `SELECT id, attendant_id AS attendantId, start_utc AS start, end_utc AS end, reason FROM staff_time_off
       WHERE tenant_id = ? AND end_utc > ? ORDER BY start_utc, id`,
  ).all(tenantId, `${from}T00:00:00.000Z`) as Omit<Extract<AvailabilityException, { kind: 'time-off' }>, 'kind'>[];
  return [
    ...closures.map((c) => ({ kind: 'closure' as const, ...c })),
    ...hours.map((h) => ({ kind: 'hours' as const, ...h })),
    ...away.map((a) => ({ kind: 'time-off' as const, ...a })),
  ];
}

/** Removes one closure, special-hours day or time off of the tenant by id; false when there is none. */
export function removeException(db: Db, tenantId: string, id: string): boolean {
  return db.transaction(() =>
    ['location_closures', 'location_special_hours', 'staff_time_off'].some(
      (table) => prepared(db, `DELETE FROM ${table} WHERE tenant_id = ? AND id = ?`).run(tenantId, id).changes > 0,
    ),
  )();
}
