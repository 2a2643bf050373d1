import { slotsForDay, type DaySlot } from '../../../shared/booking/slots.ts';
import { peakLoad, type LoadSpan } from '../../../shared/booking/peak.ts';
import { toMillis } from '../../../shared/booking/zoned.ts';
import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';
import { bookingWindow, HOLDING_SQL, poolDayRequest, type DayInput, type Pool, type PooledSlot } from './slots.ts';

/**
 * Extra time either side of a slot's span when reading its bookings: the stored instants are compared
 * as text, so a row written in a slightly different ISO form (no milliseconds) still comes back; the
 * exact overlap is then decided in milliseconds.
 */
const MARGIN_MS = 60 * 60_000;

/** The later of two ISO UTC instants written by `toISOString` (they sort as text). */
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The capacity-holding bookings of a pool whose blocked span meets [from, to) as text, read through
 * the indexes on the span's end, so bookings already over (the history) are never read.
 */
function bookingsMeeting(db: Db, tenantId: string, pool: Pool, input: DayInput, from: string, to: string): LoadSpan[] {
  const [scope, args] = pool.attendantId
    ? ['attendant_id = ?', [pool.attendantId]]
    : input.service
      ? ['location_id = ? AND service_id = ?', [input.location.id, input.service.id]]
      : ['location_id = ?', [input.location.id]];
  const rows = prepared(
    db,
    `SELECT block_start_utc AS start, block_end_utc AS end, party_size AS partySize FROM reservations
       WHERE tenant_id = ? AND ${scope} AND block_end_utc > ? AND block_start_utc < ? AND status IN ${HOLDING_SQL} AND id <> ?`,
  ).all(tenantId, ...args, from, to, input.excludeId ?? '') as { start: string; end: string; partySize: number | null }[];
  return rows.map((r) => ({ from: toMillis(r.start), to: toMillis(r.end), size: r.partySize ?? 1 }));
}

/**
 * The one slot a booking asks for, decided without computing the whole day: the same answer as
 * `chooseSlot(daySlots(...), time, startTime)`, at a fraction of the cost inside the write
 * transaction. Each pool's start times come from the day's slot rules with no bookings (opening hours
 * on that date, closures, time off, minimum notice, advance window, repeated and skipped DST hours);
 * only the starts the request names are then weighed against the bookings meeting their span, read
 * through an index. Spots left are the capacity minus the peak load of those bookings, as in the day
 * view; the slot is available when some pool can take the party.
 */
export function requestedSlot(db: Db, tenantId: string, input: DayInput, wanted: { time: string; startTime?: string }): PooledSlot | undefined {
  const wantedMs = wanted.startTime === undefined ? undefined : toMillis(wanted.startTime);
  const named = (slot: DaySlot) => (wantedMs === undefined ? slot.startTime.slice(11, 16) === wanted.time : toMillis(slot.startTime) === wantedMs);
  const window = bookingWindow(input.date);
  const merged = new Map<number, PooledSlot>();
  for (const pool of input.pools) {
    const request = poolDayRequest(input, pool, []);
    const candidates = slotsForDay(request).filter(named);
    if (candidates.length === 0) continue;
    const before = Math.max(0, request.bufferBefore ?? 0) * 60_000;
    const after = (request.durationMinutes + Math.max(0, request.bufferAfter ?? 0)) * 60_000;
    const spanFrom = toMillis(candidates[0]!.startTime) - before;
    const spanTo = toMillis(candidates[candidates.length - 1]!.startTime) + after;
    // Only bookings the day view would read (its window) and that come near the span.
    const from = later(window.from, new Date(spanFrom - MARGIN_MS).toISOString());
    const to = earlier(window.to, new Date(spanTo + MARGIN_MS).toISOString());
    const booked = from < to ? bookingsMeeting(db, tenantId, pool, input, from, to) : [];
    const capacity = request.capacity ?? 1;
    const party = Math.max(1, request.partySize ?? 1);
    for (const slot of candidates) {
      const startMs = toMillis(slot.startTime);
      const left = capacity - peakLoad(booked, startMs - before, startMs + after);
      const entry = merged.get(startMs) ?? { ...slot, startMs, available: false, capacity: 0, freePools: [] };
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
