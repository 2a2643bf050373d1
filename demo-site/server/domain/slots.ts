import {
  attendantHours,
  canServe,
  offeredAt,
  type BookingAttendant,
  type BookingLocation,
  type BookingService,
  type Shift,
} from '../../../shared/booking/catalog.ts';
import type { BookingRules } from '../../../shared/booking/rules.ts';
import { DEFAULT_DURATION_MINUTES, slotsForDay, type BookedInterval, type OpeningHours, type SlotRequest } from '../../../shared/booking/slots.ts';
import { toMillis } from '../../../shared/booking/zoned.ts';
import type { Db } from '../db.ts';
import { policyFor } from './booking-policy.ts';
import { hoursOn, timeOff, type BlockedRange } from './capacity.ts';
import { parseJson } from './ids.ts';
import { prepared } from '../statements.ts';

/** A failed domain call: the HTTP status, a stable code, a message and the field it is about. */
export interface Failure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409;
  code: string;
  message: string;
  field?: string;
}

/** Builds a `Failure`. */
export function failure(status: Failure['status'], code: string, message: string, field?: string): Failure {
  return field === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, field };
}

/** Statuses that hold capacity, as SQL text for `IN (…)`. */
export const HOLDING_SQL = "('pending', 'confirmed', 'checked-in')";

type Row = Record<string, unknown>;
const jsonList = (text: unknown) =>
  parseJson<unknown[]>(typeof text === 'string' ? text : null, []).filter((x): x is string => typeof x === 'string');

const LOCATION_SQL = `SELECT id, name, address, city, state, zip, phone, email, image_url AS imageUrl, hours, latitude, longitude,
  time_zone AS timeZone FROM locations WHERE tenant_id = ?`;
const SERVICE_SQL = `SELECT id, name, description, duration, price_cents AS priceCents, category_id AS categoryId, categories, capacity,
  requires_attendant AS requiresAttendant, location_ids AS locationIds, image_url AS imageUrl, buffer_before AS bufferBefore,
  buffer_after AS bufferAfter, color FROM services WHERE tenant_id = ?`;
const ATTENDANT_SQL = `SELECT id, name, title, bio, image_url AS imageUrl, location_ids AS locationIds, service_ids AS serviceIds, schedule,
  specialties, rating, status FROM attendants WHERE tenant_id = ?`;

const toLocation = (r: Row): BookingLocation => ({
  ...(r as unknown as BookingLocation),
  hours: parseJson<OpeningHours[]>(r.hours as string, []),
});
const toService = (r: Row): BookingService => ({
  ...(r as unknown as BookingService),
  categories: jsonList(r.categories),
  locationIds: jsonList(r.locationIds),
  requiresAttendant: r.requiresAttendant === 1,
});
const toAttendant = (r: Row): BookingAttendant => ({
  ...(r as unknown as BookingAttendant),
  locationIds: jsonList(r.locationIds),
  serviceIds: jsonList(r.serviceIds),
  specialties: jsonList(r.specialties),
  schedule: parseJson<Shift[]>(r.schedule as string, []),
});

/** The tenant's locations, services and active attendants, in the order they were created. */
export function loadCatalog(
  db: Db,
  tenantId: string,
): { locations: BookingLocation[]; services: BookingService[]; attendants: BookingAttendant[] } {
  const all = (sql: string) => prepared(db, `${sql} ORDER BY rowid`).all(tenantId) as Row[];
  return {
    locations: all(LOCATION_SQL).map(toLocation),
    services: all(SERVICE_SQL).map(toService),
    attendants: all(`${ATTENDANT_SQL} AND status = 'active'`).map(toAttendant),
  };
}

/** One location of the tenant. */
export function loadLocation(db: Db, tenantId: string, id: string): BookingLocation | undefined {
  const row = prepared(db, `${LOCATION_SQL} AND id = ?`).get(tenantId, id) as Row | undefined;
  return row && toLocation(row);
}

/** One service of the tenant. */
export function loadService(db: Db, tenantId: string, id: string): BookingService | undefined {
  const row = prepared(db, `${SERVICE_SQL} AND id = ?`).get(tenantId, id) as Row | undefined;
  return row && toService(row);
}

/** One attendant of the tenant (any status). */
export function loadAttendant(db: Db, tenantId: string, id: string): BookingAttendant | undefined {
  const row = prepared(db, `${ATTENDANT_SQL} AND id = ?`).get(tenantId, id) as Row | undefined;
  return row && toAttendant(row);
}

/**
 * The booking rules governing a service at a location: its business configuration with the location's
 * and the service's overrides (`policyFor`), or the defaults when the tenant has no configuration.
 */
export function rulesFor(db: Db, tenantId: string, service?: BookingService, locationId?: string): BookingRules {
  return policyFor(db, tenantId, { locationId, service });
}
/**
 * Where a slot's capacity comes from: one attendant's bookings, or the service's bookings at the
 * location; its hours on the day asked for, and the times it is away (an attendant's time off).
 */
export interface Pool {
  attendantId: string | null;
  hours: OpeningHours[];
  blocked: BlockedRange[];
}

/** The capacity-holding bookings of a pool whose blocked span meets [from, to), without `excludeId`. */
export function poolBookings(
  db: Db,
  tenantId: string,
  pool: Pool,
  where: { locationId: string; serviceId?: string },
  from: string,
  to: string,
  excludeId = '',
): BookedInterval[] {
  const scope = pool.attendantId
    ? { sql: 'attendant_id = ?', args: [pool.attendantId] }
    : where.serviceId
      ? { sql: 'location_id = ? AND service_id = ?', args: [where.locationId, where.serviceId] }
      : { sql: 'location_id = ?', args: [where.locationId] };
  const rows = prepared(
    db,
    `SELECT block_start_utc AS start, block_end_utc AS end, party_size AS partySize FROM reservations
       WHERE tenant_id = ? AND status IN ${HOLDING_SQL} AND block_start_utc < ? AND block_end_utc > ? AND id <> ? AND ${scope.sql}`,
  ).all(tenantId, to, from, excludeId, ...scope.args) as { start: string; end: string; partySize: number }[];
  return rows.map((r) => ({ ...r, bufferBefore: 0, bufferAfter: 0 }));
}

/** A slot of the day with the pools (attendants, or `null` for the service) that can still take it. */
export interface PooledSlot {
  startTime: string;
  endTime: string;
  startMs: number;
  available: boolean;
  capacity: number;
  freePools: (string | null)[];
}

/** What decides a day's slots at a location: the selection's rows and pools, the day, the party and the clock. */
export interface DayInput {
  location: BookingLocation;
  service?: BookingService;
  pools: Pool[];
  rules: BookingRules;
  date: string;
  partySize: number;
  now: Date;
  excludeId?: string;
  durationMinutes?: number;
}

/** The UTC span whose bookings a day's slots look at: two days before the local date to three after (any zone, any late closing). */
export function bookingWindow(date: string): { from: string; to: string } {
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  return { from: new Date(dayMs - 2 * 86_400_000).toISOString(), to: new Date(dayMs + 3 * 86_400_000).toISOString() };
}

/** The slot computation of one pool's day, with the bookings given (the full day view passes all of them). */
export function poolDayRequest(input: DayInput, pool: Pool, booked: BookedInterval[]): SlotRequest {
  const { location, service, rules } = input;
  return {
    date: input.date,
    timeZone: location.timeZone,
    hours: pool.hours,
    durationMinutes: input.durationMinutes ?? service?.duration ?? DEFAULT_DURATION_MINUTES,
    intervalMinutes: rules.timeSlotInterval,
    bufferBefore: service?.bufferBefore ?? 0,
    bufferAfter: service?.bufferAfter ?? 0,
    capacity: service?.capacity ?? 1,
    advanceBookingDays: rules.advanceBookingDays,
    minNoticeMinutes: Math.round(rules.minAdvanceBookingHours * 60),
    now: input.now,
    partySize: input.partySize,
    booked,
    blocked: pool.blocked,
  };
}

/** The merged slots of several pools: spots add up, a slot is available when any pool can take the party. */
export function daySlots(db: Db, tenantId: string, input: DayInput): PooledSlot[] {
  const { from, to } = bookingWindow(input.date);
  const merged = new Map<number, PooledSlot>();
  for (const pool of input.pools) {
    const booked = poolBookings(db, tenantId, pool, { locationId: input.location.id, serviceId: input.service?.id }, from, to, input.excludeId);
    for (const slot of slotsForDay(poolDayRequest(input, pool, booked))) {
      const startMs = toMillis(slot.startTime);
      const entry = merged.get(startMs) ?? { ...slot, startMs, available: false, capacity: 0, freePools: [] };
      entry.capacity += slot.capacity;
      if (slot.available) {
        entry.available = true;
        entry.freePools.push(pool.attendantId);
      }
      merged.set(startMs, entry);
    }
  }
  return [...merged.values()].sort((a, b) => a.startMs - b.startMs);
}

/** The slot of a day's list a request means: its exact instant when given, else the first free one showing `time` (`HH:mm`) on the wall clock. */
export function chooseSlot(slots: PooledSlot[], time: string, startTime?: string): PooledSlot | undefined {
  if (startTime !== undefined) {
    const wanted = toMillis(startTime);
    return slots.find((s) => s.startMs === wanted && s.available);
  }
  return slots.find((s) => s.startTime.slice(11, 16) === time && s.available);
}

/** What a slot list or a booking is for. `date` is `YYYY-MM-DD` in the location's zone. */
export interface SlotSelection {
  locationId: string;
  serviceId?: string;
  attendantId?: string;
  date: string;
  partySize?: number;
  /** How long the booking lasts when not the service's duration (a restaurant meal type). */
  durationMinutes?: number;
}

/** A checked selection: the rows it names, the rules that apply and the capacity pools to look at. */
export interface Selection {
  ok: true;
  location: BookingLocation;
  service?: BookingService;
  attendant?: BookingAttendant;
  rules: BookingRules;
  pools: Pool[];
  partySize: number;
}

/** The time off of an attendant around a local date (two days either side, like the bookings looked at). */
function awayAround(db: Db, tenantId: string, attendantId: string, date: string): BlockedRange[] {
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  return timeOff(db, tenantId, attendantId, new Date(dayMs - 2 * 86_400_000).toISOString(), new Date(dayMs + 3 * 86_400_000).toISOString());
}

/**
 * Checks a selection against the catalog. With an attendant, only that attendant's bookings count
 * (they must serve the service at the location). Without one, a service that needs an attendant
 * pools every attendant who can serve it ('No Preference'); any other service pools its own bookings.
 * The pools follow the location's hours on the day (none when closed, a date's special hours) and
 * leave out each attendant's time off.
 */
export function resolveSelection(db: Db, tenantId: string, selection: SlotSelection): Selection | Failure {
  const usual = loadLocation(db, tenantId, selection.locationId);
  if (!usual) return failure(404, 'not_found', 'Location not found.', 'locationId');
  const location = { ...usual, hours: hoursOn(db, tenantId, usual, selection.date) };
  const attendantPool = (a: BookingAttendant): Pool => ({
    attendantId: a.id,
    hours: attendantHours(a, location),
    blocked: awayAround(db, tenantId, a.id, selection.date),
  });
  const service = selection.serviceId === undefined ? undefined : loadService(db, tenantId, selection.serviceId);
  if (selection.serviceId !== undefined && !service) return failure(404, 'not_found', 'Service not found.', 'serviceId');
  if (service && !offeredAt(service, location.id))
    return failure(400, 'invalid', 'serviceId: is not offered at this location', 'serviceId');
  const rules = rulesFor(db, tenantId, service, location.id);
  const partySize = selection.partySize ?? 1;
  if (partySize > rules.maxPartySize)
    return failure(400, 'invalid', `Please enter a valid party size between 1 and ${rules.maxPartySize}`, 'partySize');

  if (selection.attendantId !== undefined) {
    const attendant = loadAttendant(db, tenantId, selection.attendantId);
    if (!attendant) return failure(404, 'not_found', 'Attendant not found.', 'attendantId');
    if (!canServe(attendant, location.id, service))
      return failure(400, 'invalid', 'attendantId: does not offer this service at this location', 'attendantId');
    return {
      ok: true,
      location,
      service,
      attendant,
      rules,
      partySize,
      pools: [attendantPool(attendant)],
    };
  }
  if (service?.requiresAttendant) {
    const staff = loadCatalog(db, tenantId).attendants.filter((a) => canServe(a, location.id, service));
    return {
      ok: true,
      location,
      service,
      rules,
      partySize,
      pools: staff.map(attendantPool),
    };
  }
  return { ok: true, location, service, rules, partySize, pools: [{ attendantId: null, hours: location.hours, blocked: [] }] };
}

/** The slots of a selection's day at `now` (a booking being moved can leave itself out with `excludeId`). */
export function findSlots(
  db: Db,
  tenantId: string,
  selection: SlotSelection,
  now: Date,
  excludeId?: string,
): { ok: true; selection: Selection; slots: PooledSlot[] } | Failure {
  const resolved = resolveSelection(db, tenantId, selection);
  if (!resolved.ok) return resolved;
  const slots = daySlots(db, tenantId, { ...resolved, date: selection.date, now, excludeId, durationMinutes: selection.durationMinutes });
  return { ok: true, selection: resolved, slots };
}
