import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  addMonths,
  bookableRange,
  calendarKeyTarget,
  groupSlotsByHour,
  hoursOn,
  isDayBookable,
  monthGrid,
  shiftMonths,
} from './calendar.ts';
import { instantAt, isoInZoneIntl, wallClockOf, zoneDateOf, zoneDiffers, zoneOffsetMinutes } from './wall-clock.ts';
import { isoInZone } from './zoned.ts';

describe('month grid', () => {
  it('lays March 2026 out in weeks starting on Sunday, padded with neighbouring days', () => {
    const weeks = monthGrid({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-03-01', day: 1, inMonth: true, weekday: 0 });
    expect(weeks[4]?.[6]).toEqual({ date: '2026-04-04', day: 4, inMonth: false, weekday: 6 });
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });
  it('starts on Monday when asked and always has whole weeks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 1 }),
        (year, month, start) => {
          const weeks = monthGrid({ year, month }, start);
          for (const week of weeks) expect(week[0]?.weekday).toBe(start);
          expect(weeks.flat().filter((c) => c.inMonth).length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
        },
      ),
    );
  });
  it('moves months and clips the day', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDaysTo('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('bookable days', () => {
  const location = {
    hours: [
      { day: 1, open: '09:00', close: '17:00' },
      { day: 'tuesday', open: '09:00', close: '12:00' },
    ],
  };
  it('run from today for the advance-booking days, on days the location opens', () => {
    const range = bookableRange('2026-03-09', 7);
    expect(range).toEqual({ first: '2026-03-09', last: '2026-03-16' });
    expect(isDayBookable('2026-03-09', range, location)).toBe(true); // Monday
    expect(isDayBookable('2026-03-10', range, location)).toBe(true); // Tuesday, named
    expect(isDayBookable('2026-03-11', range, location)).toBe(false); // closed
    expect(isDayBookable('2026-03-08', range, location)).toBe(false); // past
    expect(isDayBookable('2026-03-23', range, location)).toBe(false); // too far
    expect(isDayBookable('2026-03-11', range, null)).toBe(true);
    expect(hoursOn(location, '2026-03-10')).toEqual([{ open: '09:00', close: '12:00' }]);
  });
});

describe('slots grouped by hour', () => {
  it('use the location’s wall clock written in each slot', () => {
    const slot = (startTime: string) => ({ startTime });
    const groups = groupSlotsByHour([
      slot('2026-03-10T09:00:00+00:00'),
      slot('2026-03-10T09:30:00+00:00'),
      slot('2026-03-10T10:00:00+00:00'),
    ]);
    expect(groups.map((g) => [g.hour, g.slots.length])).toEqual([
      ['09', 2],
      ['10', 1],
    ]);
  });
});

describe('calendar keyboard (WAI-ARIA date grid)', () => {
  it.each([
    ['ArrowLeft', false, '2026-03-10'],
    ['ArrowRight', false, '2026-03-12'],
    ['ArrowUp', false, '2026-03-04'],
    ['ArrowDown', false, '2026-03-18'],
    ['Home', false, '2026-03-08'],
    ['End', false, '2026-03-14'],
    ['PageUp', false, '2026-02-11'],
    ['PageDown', false, '2026-04-11'],
    ['PageDown', true, '2027-03-11'],
  ])('%s (shift %s) from Wednesday 11 March goes to %s', (key, shift, expected) => {
    expect(calendarKeyTarget('2026-03-11', key, shift)).toBe(expected);
  });
  it('ignores other keys', () => expect(calendarKeyTarget('2026-03-11', 'a')).toBeUndefined());
});

describe('zone helpers without luxon', () => {
  it('give the location’s date and offset', () => {
    const t = Date.parse('2026-03-29T00:30:00Z');
    expect(zoneDateOf(t, 'America/New_York')).toBe('2026-03-28');
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
  it('write the same ISO text as luxon for any instant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (zone, ms) => {
          const t = Math.floor(ms / 1000) * 1000;
          expect(isoInZoneIntl(t, zone)).toBe(isoInZone(t, zone));
        },
      ),
    );
  });
  it('find wall times, the earlier one in a repeated hour, moving forward out of a gap', () => {
    expect(new Date(instantAt('2026-03-10', '09:00', 'Europe/London')).toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(new Date(instantAt('2026-11-01', '01:30', 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(isoInZoneIntl(instantAt('2026-03-08', '02:30', 'America/New_York'), 'America/New_York').slice(11, 16)).toBe('03:30');
  });
  it('read the wall clock straight from the text', () => {
    expect(wallClockOf('2026-03-08T01:45:00-05:00')).toEqual({ date: '2026-03-08', time: '01:45' });
  });
  it('tell when the visitor is in another zone', () => {
    const t = Date.parse('2026-07-01T12:00:00Z');
    expect(zoneDiffers('Europe/London', 'Europe/London', t)).toBe(false);
    expect(zoneDiffers('Europe/London', 'Europe/Lisbon', t)).toBe(true);
    expect(zoneDiffers('UTC', 'Etc/UTC', t)).toBe(false);
  });
});
