import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { slotsForDay } from './slots.ts';
import { addDays, formatDate, parseDate, type CalendarDate } from './zoned.ts';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'] as const;
const MINUTE = 60_000;
const NOW = new Date('2020-01-01T00:00:00Z');

/** Local dates (2025-2028) on which the zone's offset changes, found by comparing offsets a day apart. */
function transitionDates(zone: string): string[] {
  const iana = IANAZone.create(zone);
  const dates: string[] = [];
  for (let day: CalendarDate = { year: 2025, month: 1, day: 1 }; day.year < 2029; day = addDays(day, 1)) {
    const start = DateTime.fromObject(day, { zone }).startOf('day').toMillis();
    if (iana.offset(start) !== iana.offset(start + 86_400_000 - MINUTE)) dates.push(formatDate(day));
  }
  return dates;
}

/** Dates near the zone's DST changes (the change itself and a day either side), or any 2026 date without DST. */
function datesFor(zone: string): fc.Arbitrary<string> {
  const transitions = transitionDates(zone);
  if (transitions.length === 0)
    return fc.integer({ min: 0, max: 364 }).map((n) => formatDate(addDays({ year: 2026, month: 1, day: 1 }, n)));
  return fc
    .tuple(fc.constantFrom(...transitions), fc.integer({ min: -1, max: 1 }))
    .map(([d, n]) => formatDate(addDays(parseDate(d) as CalendarDate, n)));
}

const minuteCache = new Map<string, { t: number; wall: number }[]>();

/** Every real minute whose wall clock in `zone` shows `date`, with its wall minute (memoized). */
function realMinutesOf(date: string, zone: string): { t: number; wall: number }[] {
  const key = `${zone} ${date}`;
  const cached = minuteCache.get(key);
  if (cached) return cached;
  const d = parseDate(date) as CalendarDate;
  const midnightUtc = Date.UTC(d.year, d.month - 1, d.day);
  const minutes: { t: number; wall: number }[] = [];
  // Intl directly (not luxon, which the code under test uses), and fast enough for every minute.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  for (let t = midnightUtc - 15 * 60 * MINUTE; t <= midnightUtc + 39 * 60 * MINUTE; t += MINUTE) {
    const parts = Object.fromEntries(format.formatToParts(t).map((p) => [p.type, Number(p.value)]));
    if (parts.year === d.year && parts.month === d.month && parts.day === d.day)
      minutes.push({ t, wall: (parts.hour ?? 0) * 60 + (parts.minute ?? 0) });
  }
  minuteCache.set(key, minutes);
  return minutes;
}

/**
 * An independent oracle: walks every real minute around the date, reads the wall clock with luxon,
 * and keeps the instants whose wall time is on the slot grid and whose service fits before closing.
 */
function expectedStarts(
  date: string,
  zone: string,
  open: number,
  close: number,
  duration: number,
  interval: number,
  bufferAfter: number,
): number[] {
  const minutes = realMinutesOf(date, zone);
  const last = minutes[minutes.length - 1] as { t: number };
  const closeAt = close >= 1440 ? last.t + MINUTE : Math.max(...minutes.filter((m) => m.wall <= close).map((m) => m.t));
  return minutes
    .filter(
      (m) => m.wall >= open && m.wall < close && (m.wall - open) % interval === 0 && m.t + (duration + bufferAfter) * MINUTE <= closeAt,
    )
    .map((m) => m.t);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe.each(ZONES)('slotsForDay properties in %s', (zone) => {
  it('gives unique, strictly increasing, on-grid slots inside opening hours, exactly as many as fit', () => {
    fc.assert(
      fc.property(
        datesFor(zone),
        fc.integer({ min: 0, max: 1380 }),
        fc.integer({ min: 15, max: 600 }),
        fc.integer({ min: 5, max: 180 }),
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: 0, max: 30 }),
        (date, open, length, duration, interval, bufferAfter) => {
          const close = Math.min(1440, open + length);
          const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
          const slots = slotsForDay({
            date,
            timeZone: zone,
            hours: [{ day: weekday, open: hhmm(open), close: hhmm(close) }],
            durationMinutes: duration,
            intervalMinutes: interval,
            bufferAfter,
            now: NOW,
          });
          const startMs = slots.map((s) => DateTime.fromISO(s.startTime, { setZone: true }).toMillis());
          for (let i = 1; i < startMs.length; i++) expect(startMs[i]).toBeGreaterThan(startMs[i - 1] as number);
          for (const slot of slots) {
            const start = DateTime.fromISO(slot.startTime, { setZone: true });
            const end = DateTime.fromISO(slot.endTime, { setZone: true });
            // The written offset is the zone's real offset at that instant (nothing shifted).
            expect(start.offset).toBe(DateTime.fromMillis(start.toMillis(), { zone }).offset);
            expect(end.toMillis() - start.toMillis()).toBe(duration * MINUTE);
            expect(start.toFormat('yyyy-MM-dd')).toBe(date);
            const wall = start.hour * 60 + start.minute;
            expect(wall).toBeGreaterThanOrEqual(open);
            expect(wall).toBeLessThan(close);
            expect((wall - open) % interval).toBe(0);
          }
          expect(startMs).toEqual(expectedStarts(date, zone, open, close, duration, interval, bufferAfter));
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('slotsForDay capacity property', () => {
  it('spots left are the capacity minus the most guests the buffered bookings hold at any one minute', () => {
    const booking = fc.record({
      startMinute: fc.integer({ min: 480, max: 1080 }),
      length: fc.integer({ min: 15, max: 120 }),
      partySize: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.array(booking, { maxLength: 6 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (zone, bookings, capacity, partySize, bufferBefore, bufferAfter) => {
          const at = (minute: number) =>
            DateTime.fromObject({ year: 2026, month: 7, day: 15, hour: 0 }, { zone }).plus({ minutes: minute });
          const booked = bookings.map((b) => ({ start: at(b.startMinute), end: at(b.startMinute + b.length), partySize: b.partySize }));
          const slots = slotsForDay({
            date: '2026-07-15',
            timeZone: zone,
            hours: [{ day: 'wednesday', open: '08:00', close: '20:00' }],
            durationMinutes: 45,
            intervalMinutes: 15,
            bufferBefore,
            bufferAfter,
            capacity,
            partySize,
            booked,
            now: NOW,
          });
          for (const slot of slots) {
            const from = DateTime.fromISO(slot.startTime).toMillis() - bufferBefore * MINUTE;
            const to = DateTime.fromISO(slot.endTime).toMillis() + bufferAfter * MINUTE;
            // Every booking edge falls on a whole minute, so looking at each minute finds the peak.
            let taken = 0;
            for (let at = from; at < to; at += MINUTE) {
              const load = booked
                .filter((b) => b.start.toMillis() - bufferBefore * MINUTE <= at && at < b.end.toMillis() + bufferAfter * MINUTE)
                .reduce((sum, b) => sum + b.partySize, 0);
              taken = Math.max(taken, load);
            }
            expect(slot.capacity).toBe(Math.max(0, capacity - taken));
            expect(slot.available).toBe(capacity - taken >= partySize);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
