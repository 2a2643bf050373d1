import { slotsForDay, type DaySlot, type SlotRequest } from '../../../shared/booking/slots.ts';
import { peakLoad, type LoadSpan } from '../../../shared/booking/peak.ts';
import { addDays, formatDate, localDateOf, toMillis } from '../../../shared/booking/zoned.ts';
import { compiledQuery } from '../compiled-query.ts';
import type { Data } from '../database.ts';
import { bookingWindow, HOLDING_STATUSES, poolDayRequest, type DayInput, type Pool, type PooledSlot } from './slots.ts';

/**
 * Extra time either side of a slot's span when reading its bookings: the stored instants are compared
 * as text, so a row written in a slightly different ISO form (no milliseconds) still comes back; the
 * exact overlap is then decided in milliseconds.
 */
const MARGIN_MS = 60 * 60_000;

/** Most days' start times kept; the oldest go first. */
const MAX_DAYS = 1000;
const startsOfDay = new Map<string, { slot: DaySlot; startMs: number }[]>();

/**
 * The start times a pool offers on a day before any booking counts, as `slotsForDay` lists them.
 * Everything but the clock is part of the key, so the list is computed once per day and pool shape
 * and the clock's two rules are applied here, exactly as `slotsForDay` applies them: nothing past the
 * last day of the advance window, nothing starting before now plus the minimum notice.
 */
function offeredStarts(request: SlotRequest): { slot: DaySlot; startMs: number }[] {
  const key = JSON.stringify([
    request.date,
    request.timeZone,
    request.hours,
    request.durationMinutes,
    request.intervalMinutes,
    request.bufferBefore,
    request.bufferAfter,
    request.capacity,
    request.blocked,
  ]);
  let starts = startsOfDay.get(key);
  if (!starts) {
    const unbounded = { ...request, now: new Date(0), minNoticeMinutes: 0, advanceBookingDays: undefined, booked: [], partySize: 1 };
    starts = slotsForDay(unbounded).map((slot) => ({ slot, startMs: toMillis(slot.startTime) }));
    if (startsOfDay.size >= MAX_DAYS) startsOfDay.delete(startsOfDay.keys().next().value as string);
    startsOfDay.set(key, starts);
  }
  const nowMs = toMillis(request.now);
  if (request.advanceBookingDays !== undefined) {
    const lastDay = formatDate(addDays(localDateOf(nowMs, request.timeZone), request.advanceBookingDays));
    if (request.date > lastDay) return [];
  }
  const earliest = nowMs + Math.max(0, request.minNoticeMinutes ?? 0) * 60_000;
  return starts.filter((s) => s.startMs >= earliest);
}

/** The later of two ISO UTC instants written by `toISOString` (they sort as text). */
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The capacity-holding bookings of a pool whose blocked span meets [from, to) as text, read through
 * the indexes on the span's end, so bookings already over (the history) are never read.
 */
async function bookingsMeeting(data: Data, tenantId: string, pool: Pool, input: DayInput, from: string, to: string): Promise<LoadSpan[]> {
  const span = { tenantId, from, to, excludeId: input.excludeId ?? '' };
  const rows = pool.attendantId
    ? await bookingsOfAttendant(data, { ...span, attendantId: pool.attendantId })
    : input.service
      ? await bookingsOfService(data, { ...span, locationId: input.location.id, serviceId: input.service.id })
      : await bookingsOfLocation(data, { ...span, locationId: input.location.id });
  return rows.map((r) => ({ from: toMillis(r.start), to: toMillis(r.end), size: r.partySize ?? 1 }));
}

type Span = { tenantId: string; from: string; to: string; excludeId: string };

/** The tenant's capacity-holding bookings whose blocked span meets [from, to) as text; each pool kind narrows it. */
const holdingBookings = (data: Data, args: Span) =>
  data
    .selectFrom('reservations')
    .select(['block_start_utc as start', 'block_end_utc as end', 'party_size as partySize'])
    .where('tenant_id', '=', args.tenantId)
    .where('block_end_utc', '>', args.from)
    .where('block_start_utc', '<', args.to)
    .where('status', 'in', HOLDING_STATUSES)
    .where('id', '<>', args.excludeId);

const bookingsOfAttendant = compiledQuery((data: Data, args: Span & { attendantId: string }) =>
  holdingBookings(data, args).where('attendant_id', '=', args.attendantId),
);
const bookingsOfService = compiledQuery((data: Data, args: Span & { locationId: string; serviceId: string }) =>
  holdingBookings(data, args).where('location_id', '=', args.locationId).where('service_id', '=', args.serviceId),
);
const bookingsOfLocation = compiledQuery((data: Data, args: Span & { locationId: string }) =>
  holdingBookings(data, args).where('location_id', '=', args.locationId),
);

/**
 * The one slot a booking asks for, decided without computing the whole day: the same answer as
 * `chooseSlot(daySlots(...), time, startTime)`, at a fraction of the cost inside the write
 * transaction. Each pool's start times come from the day's slot rules with no bookings (opening hours
 * on that date, closures, time off, minimum notice, advance window, repeated and skipped DST hours);
 * only the starts the request names are then weighed against the bookings meeting their span, read
 * through an index. Spots left are the capacity minus the peak load of those bookings, as in the day
 * view; the slot is available when some pool can take the party.
 */
export async function requestedSlot(
  data: Data,
  tenantId: string,
  input: DayInput,
  wanted: { time: string; startTime?: string },
): Promise<PooledSlot | undefined> {
  const wantedMs = wanted.startTime === undefined ? undefined : toMillis(wanted.startTime);
  const named = (s: { slot: DaySlot; startMs: number }) =>
    wantedMs === undefined ? s.slot.startTime.slice(11, 16) === wanted.time : s.startMs === wantedMs;
  const window = bookingWindow(input.date);
  const merged = new Map<number, PooledSlot>();
  for (const pool of input.pools) {
    const request = poolDayRequest(input, pool, []);
    const candidates = offeredStarts(request).filter(named);
    if (candidates.length === 0) continue;
    const before = Math.max(0, request.bufferBefore ?? 0) * 60_000;
    const after = (request.durationMinutes + Math.max(0, request.bufferAfter ?? 0)) * 60_000;
    const spanFrom = candidates[0]!.startMs - before;
    const spanTo = candidates[candidates.length - 1]!.startMs + after;
    // Only bookings the day view would read (its window) and that come near the span.
    const from = later(window.from, new Date(spanFrom - MARGIN_MS).toISOString());
    const to = earlier(window.to, new Date(spanTo + MARGIN_MS).toISOString());
    const booked = from < to ? await bookingsMeeting(data, tenantId, pool, input, from, to) : [];
    const capacity = request.capacity ?? 1;
    const party = Math.max(1, request.partySize ?? 1);
    for (const { slot, startMs } of candidates) {
      const left = capacity - peakLoad(booked, startMs - before, startMs + after);
      const entry = merged.get(startMs) ?? {
        startTime: slot.startTime,
        endTime: slot.endTime,
        startMs,
        available: false,
        capacity: 0,
        freePools: [],
      };
      entry.capacity += Math.max(0, left);
      if (left >= party) {
        entry.available = true;
        entry.freePools.push(pool.attendantId);
      }
      merged.set(startMs, entry);
    }
  }
  return [...merged.values()].sort((a, b) => a.startMs - b.startMs).find((s) => s.available);
}
