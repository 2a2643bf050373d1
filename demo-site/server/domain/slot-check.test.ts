import { dataOverSqlite } from '../database.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoInZone, parseDate, parseTime, wallTimeInstants } from '../../../shared/booking/zoned.ts';
import type { Db } from '../db.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { addClosure, addSpecialHours, addTimeOff } from './capacity.ts';
import { requestedSlot } from './slot-check.ts';
import { chooseSlot, daySlots, resolveSelection } from './slots.ts';

const TENANT = 'org_northwind';
const ZONE = 'America/New_York';
const LOCATIONS = ['loc_nw_soho', 'loc_nw_brooklyn'];
const SERVICES = ['svc_nw_pickup', 'svc_nw_counter', 'svc_nw_styling', 'svc_nw_fitting', 'svc_nw_tech'];
const ATTENDANTS = ['att_nw_maya', 'att_nw_jordan', 'att_nw_priya'];
/** Ordinary days, the spring-forward day (02:00 to 03:00 does not exist) and the fall-back day (01:00 to 02:00 twice). */
const DATES = ['2026-03-05', '2026-03-07', '2026-03-08', '2026-11-01', '2026-11-03'];
const STATUSES = ['pending', 'confirmed', 'checked-in', 'cancelled', 'completed'];

let db: Db;
let close: () => void;
beforeAll(async () => {
  ({ db, close } = makeTestApp());
});
afterAll(() => close());

/** `HH:mm` of a minute of the day. */
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A local wall time on a date as a UTC instant (the first one in a repeated hour; the next real one in a skipped hour). */
function instant(date: string, minute: number): number {
  for (let m = minute; ; m++) {
    const found = wallTimeInstants(parseDate(date)!, m, ZONE);
    if (found.length > 0) return found[0]!;
  }
}

/** Mostly `likely`, sometimes any of `all`: bookings and requests crowd one pool so that slots fill up. */
const mostly = <T>(likely: T, all: readonly T[]) =>
  fc.oneof({ arbitrary: fc.constant(likely), weight: 3 }, { arbitrary: fc.constantFrom(...all), weight: 1 });

interface Focus {
  location: string;
  service: string;
}

const bookingOf = (focus: Focus) =>
  fc.record({
    location: mostly(focus.location, LOCATIONS),
    service: mostly(focus.service, SERVICES),
    attendant: fc.constantFrom(null, null, ...ATTENDANTS),
    startMinute: fc.oneof(
      { arbitrary: fc.integer({ min: 10 * 4, max: 20 * 4 }).map((n) => n * 15), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 24 * 12 - 1 }).map((n) => n * 5), weight: 1 },
    ),
    minutes: fc.constantFrom(15, 15, 30, 5, 45, 60, 90, 200),
    bufferBefore: fc.constantFrom(0, 0, 5, 10),
    bufferAfter: fc.constantFrom(0, 0, 10, 15),
    partySize: fc.integer({ min: 1, max: 3 }),
    status: fc.constantFrom(...STATUSES),
  });

type Booking = typeof bookingOf extends (focus: Focus) => fc.Arbitrary<infer T> ? T : never;

const dayOf = (focus: Focus) =>
  fc.record({
    date: fc.constantFrom(...DATES),
    bookings: fc.array(bookingOf(focus), { maxLength: 60 }),
    closed: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    specialHours: fc.option(fc.record({ open: fc.integer({ min: 6, max: 12 }), close: fc.integer({ min: 13, max: 23 }) })),
    timeOff: fc.option(
      fc.record({
        attendant: fc.constantFrom(...ATTENDANTS),
        startMinute: fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
        minutes: fc.integer({ min: 5, max: 600 }),
      }),
    ),
    /** Hours before the day's local midnight that the booking is made (negative: during the day itself). */
    hoursAhead: fc.oneof(fc.integer({ min: -14, max: 80 }), fc.integer({ min: -14, max: 9 * 24 })),
  });

const requestOf = (focus: Focus) =>
  fc.record({
    location: mostly(focus.location, LOCATIONS),
    service: mostly(focus.service, SERVICES),
    attendant: fc.constantFrom(undefined, undefined, undefined, ...ATTENDANTS),
    minute: fc.integer({ min: 8 * 4, max: 22 * 4 }).map((n) => n * 15),
    /** Instead of `minute`: a slot time just before, at or after the end of the minimum notice. */
    nearNotice: fc.option(fc.integer({ min: -1, max: 1 }), { freq: 3 }),
    exact: fc.boolean(),
    partySize: fc.option(fc.integer({ min: 1, max: 5 }), { freq: 2 }),
    durationMinutes: fc.option(fc.constantFrom(15, 45, 120), { freq: 2 }),
    leaveOutFirstBooking: fc.boolean(),
  });

/** A random day (its bookings, closure, special hours, time off and clock) with requests for it. */
const scenario = fc
  .record({ location: fc.constantFrom(...LOCATIONS), service: fc.constantFrom(...SERVICES) })
  .chain((focus) => fc.tuple(dayOf(focus), fc.array(requestOf(focus), { minLength: 1, maxLength: 8 })));

/** Writes a random booking straight into the table; one the capacity trigger refuses is simply not there. */
function insert(date: string, b: Booking, n: number): string | undefined {
  const start = instant(date, b.startMinute);
  const end = start + b.minutes * 60_000;
  const id = `res_prop_${n}`;
  try {
    db.prepare(
      `INSERT INTO reservations (tenant_id, id, location_id, service_id, attendant_id, start_utc, end_utc, block_start_utc, block_end_utc,
         party_size, customer_name, customer_email, customer_phone, status, confirmation_code, price_cents, currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Prop', 'prop@example.com', '1', ?, ?, 0, 'USD', ?, ?)`,
    ).run(
      TENANT,
      id,
      b.location,
      b.service,
      b.attendant,
      new Date(start).toISOString(),
      new Date(end).toISOString(),
      new Date(start - b.bufferBefore * 60_000).toISOString(),
      new Date(end + b.bufferAfter * 60_000).toISOString(),
      b.partySize,
      b.status,
      `PROPCODE${n}`,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    );
    return id;
  } catch (error) {
    if (error instanceof Error && error.message.includes('slot_unavailable')) return undefined;
    throw error;
  }
}

describe('requestedSlot (the single-slot check of a booking)', () => {
  it('answers exactly what the full day computation answers, for random days, bookings, closures, time off and requests', async () => {
    let taken = 0;
    let available = 0;
    const data = dataOverSqlite(db);
    await fc.assert(
      fc.asyncProperty(scenario, async ([d, requests]) => {
        db.exec('SAVEPOINT prop');
        try {
          const ids = d.bookings.map((b, n) => insert(d.date, b, n)).filter((id): id is string => id !== undefined);
          const created = new Date('2026-01-01T00:00:00Z');
          if (d.closed) await addClosure(data, TENANT, { locationId: 'loc_nw_soho', startDate: d.date, endDate: d.date }, created);
          if (d.specialHours)
            await addSpecialHours(
              data,
              TENANT,
              { locationId: 'loc_nw_brooklyn', date: d.date, open: hhmm(d.specialHours.open * 60), close: hhmm(d.specialHours.close * 60) },
              created,
            );
          if (d.timeOff) {
            const start = instant(d.date, d.timeOff.startMinute);
            await addTimeOff(
              data,
              TENANT,
              { attendantId: d.timeOff.attendant, start: new Date(start), end: new Date(start + d.timeOff.minutes * 60_000) },
              created,
            );
          }
          const now = new Date(instant(d.date, 0) - d.hoursAhead * 3_600_000);
          for (const r of requests) {
            const resolved = await resolveSelection(data, TENANT, {
              locationId: r.location,
              serviceId: r.service,
              attendantId: r.attendant,
              date: d.date,
              partySize: r.partySize ?? undefined,
            });
            if (!resolved.ok) continue;
            const noticeEnds = isoInZone(now.getTime() + resolved.rules.minAdvanceBookingHours * 3_600_000, ZONE);
            const noticeMinute = Math.floor(parseTime(noticeEnds.slice(11, 16))! / 15) * 15;
            const time = r.nearNotice === null ? hhmm(r.minute) : hhmm(Math.max(0, noticeMinute + r.nearNotice * 15));
            const startTime = r.exact ? new Date(instant(d.date, parseTime(time)!)).toISOString() : undefined;
            const input = {
              ...resolved,
              date: d.date,
              now,
              durationMinutes: r.durationMinutes ?? undefined,
              excludeId: r.leaveOutFirstBooking ? ids[0] : undefined,
            };
            const shortcut = await requestedSlot(data, TENANT, input, { time, startTime });
            const slots = await daySlots(data, TENANT, input);
            const full = chooseSlot(slots, time, startTime);
            expect(shortcut).toEqual(full);
            if (full) available++;
            else if (slots.some((s) => s.startTime.slice(11, 16) === time)) taken++;
          }
        } finally {
          db.exec('ROLLBACK TO prop; RELEASE prop');
        }
      }),
      { numRuns: 300 },
    );
    // The comparison must have covered both answers: free slots granted, and offered slots refused because they are full.
    expect(available).toBeGreaterThan(20);
    expect(taken).toBeGreaterThan(5);
    // 300 random days take a few seconds alone, longer on a busy machine.
  }, 60_000);
});
