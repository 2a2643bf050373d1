import {
  attendantHours,
  canServe,
  offeredAt,
  type BookingAttendant,
  type BookingLocation,
  type BookingService,
  type Shift,
} from '../../../shared/booking/catalog.ts';
import type { Refusal } from '../../../shared/booking/refusals.ts';
import type { BookingRules } from '../../../shared/booking/rules.ts';
import {
  DEFAULT_DURATION_MINUTES,
  slotsForDay,
  type BookedInterval,
  type OpeningHours,
  type SlotRequest,
} from '../../../shared/booking/slots.ts';
import { toMillis } from '../../../shared/booking/zoned.ts';
import { sql } from 'kysely';
import { compiledQuery } from '../compiled-query.ts';
import { engineOf, type Data } from '../database.ts';
import { policyFor } from './booking-policy.ts';
import { hoursOn, timeOff, type BlockedRange } from './capacity.ts';
import { parseJson } from './ids.ts';

/** A failed domain call: the HTTP status, a stable code, a message and the field it is about. */
export interface Failure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409;
  code: string;
  message: string;
  field?: string;
  /** The booking widget's notice key for a refusal it shows (`Refusal`), with its placeholders' values. */
  reason?: string;
  params?: Record<string, string>;
}

/** Builds a `Failure`. */
export function failure(status: Failure['status'], code: string, message: string, field?: string): Failure {
  return field === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, field };
}

/** Builds a `Failure` carrying a refusal's text and its reason (and params) for the booking widget. */
export function refusalFailure(status: Failure['status'], code: string, refusal: Refusal, field?: string): Failure {
  return { ...failure(status, code, refusal.message, field), ...refusal };
}

/** Statuses that hold capacity. */
export const HOLDING_STATUSES = ['pending', 'confirmed', 'checked-in'] as const;

type Row = Record<string, unknown>;
const jsonList = (text: unknown) =>
  parseJson<unknown[]>(typeof text === 'string' ? text : null, []).filter((x): x is string => typeof x === 'string');

const LOCATION_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'image_url as imageUrl',
  'hours',
  'latitude',
  'longitude',
  'time_zone as timeZone',
] as const;
const SERVICE_COLUMNS = [
  'id',
  'name',
  'description',
  'duration',
  'price_cents as priceCents',
  'category_id as categoryId',
  'categories',
  'capacity',
  'requires_attendant as requiresAttendant',
  'location_ids as locationIds',
  'image_url as imageUrl',
  'buffer_before as bufferBefore',
  'buffer_after as bufferAfter',
  'color',
] as const;
const ATTENDANT_COLUMNS = [
  'id',
  'name',
  'title',
  'bio',
  'image_url as imageUrl',
  'location_ids as locationIds',
  'service_ids as serviceIds',
  'schedule',
  'specialties',
  'rating',
  'status',
] as const;

/**
 * The order a tenant's locations, services, attendants or business configurations were created in:
 * SQLite's rowid; on PostgreSQL, which has no rowid, their `created_order` number (which the seed
 * writes in the same order), then `key` (the table's id by default) for rows written without one.
 */
export function creationOrder(data: Data, key = 'id') {
  return engineOf(data) === 'sqlite' ? sql`rowid` : sql`created_order, ${sql.ref(key)}`;
}

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
export async function loadCatalog(
  data: Data,
  tenantId: string,
): Promise<{ locations: BookingLocation[]; services: BookingService[]; attendants: BookingAttendant[] }> {
  const order = creationOrder(data);
  const locations = await data.selectFrom('locations').select(LOCATION_COLUMNS).where('tenant_id', '=', tenantId).orderBy(order).execute();
  const services = await data.selectFrom('services').select(SERVICE_COLUMNS).where('tenant_id', '=', tenantId).orderBy(order).execute();
  const attendants = await data
    .selectFrom('attendants')
    .select(ATTENDANT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .orderBy(order)
    .execute();
  return { locations: locations.map(toLocation), services: services.map(toService), attendants: attendants.map(toAttendant) };
}

/** One location of the tenant. */
export async function loadLocation(data: Data, tenantId: string, id: string): Promise<BookingLocation | undefined> {
  const [row] = await locationById(data, { tenantId, id });
  return row && toLocation(row);
}

const locationById = compiledQuery((data: Data, args: { tenantId: string; id: string }) =>
  data.selectFrom('locations').select(LOCATION_COLUMNS).where('tenant_id', '=', args.tenantId).where('id', '=', args.id),
);

/** One service of the tenant. */
export async function loadService(data: Data, tenantId: string, id: string): Promise<BookingService | undefined> {
  const [row] = await serviceById(data, { tenantId, id });
  return row && toService(row);
}

const serviceById = compiledQuery((data: Data, args: { tenantId: string; id: string }) =>
  data.selectFrom('services').select(SERVICE_COLUMNS).where('tenant_id', '=', args.tenantId).where('id', '=', args.id),
);

/** One attendant of the tenant (any status). */
export async function loadAttendant(data: Data, tenantId: string, id: string): Promise<BookingAttendant | undefined> {
  const row = await data
    .selectFrom('attendants')
    .select(ATTENDANT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAttendant(row);
}

/**
 * The booking rules governing a service at a location: its business configuration with the location's
 * and the service's overrides (`policyFor`), or the defaults when the tenant has no configuration.
 */
export function rulesFor(data: Data, tenantId: string, service?: BookingService, locationId?: string): Promise<BookingRules> {
  return policyFor(data, tenantId, { locationId, service });
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
export async function poolBookings(
  data: Data,
  tenantId: string,
  pool: Pool,
  where: { locationId: string; serviceId?: string },
  from: string,
  to: string,
  excludeId = '',
): Promise<BookedInterval[]> {
  let query = data
    .selectFrom('reservations')
    .select(['block_start_utc as start', 'block_end_utc as end', 'party_size as partySize'])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', HOLDING_STATUSES)
    .where('block_start_utc', '<', to)
    .where('block_end_utc', '>', from)
    .where('id', '<>', excludeId);
  if (pool.attendantId) query = query.where('attendant_id', '=', pool.attendantId);
  else {
    query = query.where('location_id', '=', where.locationId);
    if (where.serviceId) query = query.where('service_id', '=', where.serviceId);
  }
  const rows = await query.execute();
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
export async function daySlots(data: Data, tenantId: string, input: DayInput): Promise<PooledSlot[]> {
  const { from, to } = bookingWindow(input.date);
  const merged = new Map<number, PooledSlot>();
  for (const pool of input.pools) {
    const booked = await poolBookings(
      data,
      tenantId,
      pool,
      { locationId: input.location.id, serviceId: input.service?.id },
      from,
      to,
      input.excludeId,
    );
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
function awayAround(data: Data, tenantId: string, attendantId: string, date: string): Promise<BlockedRange[]> {
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  return timeOff(
    data,
    tenantId,
    attendantId,
    new Date(dayMs - 2 * 86_400_000).toISOString(),
    new Date(dayMs + 3 * 86_400_000).toISOString(),
  );
}

/**
 * Checks a selection against the catalog. With an attendant, only that attendant's bookings count
 * (they must serve the service at the location). Without one, a service that needs an attendant
 * pools every attendant who can serve it ('No Preference'); any other service pools its own bookings.
 * The pools follow the location's hours on the day (none when closed, a date's special hours) and
 * leave out each attendant's time off.
 */
export async function resolveSelection(data: Data, tenantId: string, selection: SlotSelection): Promise<Selection | Failure> {
  const usual = await loadLocation(data, tenantId, selection.locationId);
  if (!usual) return failure(404, 'not_found', 'Location not found.', 'locationId');
  const location = { ...usual, hours: await hoursOn(data, tenantId, usual, selection.date) };
  const attendantPools = async (attendants: BookingAttendant[]): Promise<Pool[]> => {
    const pools: Pool[] = [];
    for (const a of attendants) {
      pools.push({
        attendantId: a.id,
        hours: attendantHours(a, location),
        blocked: await awayAround(data, tenantId, a.id, selection.date),
      });
    }
    return pools;
  };
  const service = selection.serviceId === undefined ? undefined : await loadService(data, tenantId, selection.serviceId);
  if (selection.serviceId !== undefined && !service) return failure(404, 'not_found', 'Service not found.', 'serviceId');
  if (service && !offeredAt(service, location.id))
    return failure(400, 'invalid', 'serviceId: is not offered at this location', 'serviceId');
  const rules = await rulesFor(data, tenantId, service, location.id);
  const partySize = selection.partySize ?? 1;
  if (partySize > rules.maxPartySize)
    return failure(400, 'invalid', `Please enter a valid party size between 1 and ${rules.maxPartySize}`, 'partySize');

  if (selection.attendantId !== undefined) {
    const attendant = await loadAttendant(data, tenantId, selection.attendantId);
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
      pools: await attendantPools([attendant]),
    };
  }
  if (service?.requiresAttendant) {
    const staff = (await loadCatalog(data, tenantId)).attendants.filter((a) => canServe(a, location.id, service));
    return {
      ok: true,
      location,
      service,
      rules,
      partySize,
      pools: await attendantPools(staff),
    };
  }
  return { ok: true, location, service, rules, partySize, pools: [{ attendantId: null, hours: location.hours, blocked: [] }] };
}

/** The slots of a selection's day at `now` (a booking being moved can leave itself out with `excludeId`). */
export async function findSlots(
  data: Data,
  tenantId: string,
  selection: SlotSelection,
  now: Date,
  excludeId?: string,
): Promise<{ ok: true; selection: Selection; slots: PooledSlot[] } | Failure> {
  const resolved = await resolveSelection(data, tenantId, selection);
  if (!resolved.ok) return resolved;
  const slots = await daySlots(data, tenantId, {
    ...resolved,
    date: selection.date,
    now,
    excludeId,
    durationMinutes: selection.durationMinutes,
  });
  return { ok: true, selection: resolved, slots };
}
