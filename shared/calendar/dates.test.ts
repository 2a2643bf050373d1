import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dayBoundaries, hoursInDay, parseCalendarDate, safeZone, stepDate, stepUnit, todayIn } from './dates.ts';

afterEach(() => vi.restoreAllMocks());

describe('parseCalendarDate', () => {
  it('accepts real dates and reads date-times in the zone', () => {
    expect(parseCalendarDate('2026-02-28', 'UTC')).toBe('2026-02-28');
    expect(parseCalendarDate('2026-03-01T03:00:00Z', 'America/New_York')).toBe('2026-02-28');
  });

  it("rejects an invalid date and logs 'Invalid date'", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['2026-02-30', 'soon', '', '2026-13-01']) expect(parseCalendarDate(bad, 'UTC')).toBeNull();
    expect(log).toHaveBeenCalledTimes(4);
    expect(log.mock.calls[0]?.[0]).toBe('Invalid date');
  });
});

describe('previous and next', () => {
  it('step by the unit of each view (a day, a week, a month, a year)', () => {
    expect(['day', 'calendar', 'upcoming', 'week', 'year', 'month', 'timeline', 'montage'].map((v) => stepUnit(v as never))).toEqual([
      'day', 'day', 'day', 'week', 'year', 'month', 'month', 'month',
    ]);
    expect(stepDate('2026-12-31', 'day', 1)).toBe('2027-01-01');
    expect(stepDate('2026-03-01', 'upcoming', -1)).toBe('2026-02-28');
    expect(stepDate('2026-03-02', 'week', -1)).toBe('2026-02-23');
    expect(stepDate('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(stepDate('2028-02-29', 'year', 1)).toBe('2029-02-28');
    expect(stepDate('2026-05-10', 'montage', -1)).toBe('2026-04-10');
  });

  it('Today is the date in the zone, not in UTC', () => {
    const now = Date.parse('2026-06-01T02:00:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-05-31');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-06-01');
  });
});

describe('DST days', () => {
  it('a spring-forward day has 23 hours and a fall-back day 25 in New York', () => {
    expect(hoursInDay('2026-03-08', 'America/New_York')).toBe(23);
    expect(hoursInDay('2026-11-01', 'America/New_York')).toBe(25);
    expect(hoursInDay('2026-11-01', 'UTC')).toBe(24);
  });

  it('day boundaries fall on local midnights across a change', () => {
    const [a, b, c] = dayBoundaries('2026-03-07', 2, 'America/New_York');
    expect((b! - a!) / 3_600_000).toBe(24);
    expect((c! - b!) / 3_600_000).toBe(23);
    expect(new Date(c!).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('matches luxon local midnights for a whole year in zones with DST at 02:00 and at midnight', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      const bounds = dayBoundaries('2026-01-01', 365, zone);
      const expected = Array.from({ length: 366 }, (_, i) => DateTime.fromISO('2026-01-01', { zone }).plus({ days: i }).startOf('day').toMillis());
      expect(bounds, zone).toEqual(expected);
    }
  });

  it('a day whose midnight happens twice (Havana, fall back at 01:00) starts at the first one', () => {
    const [, start, end] = dayBoundaries('2026-10-31', 2, 'America/Havana');
    expect(new Date(start!).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect((end! - start!) / 3_600_000).toBe(25);
  });

  it('addDays counts calendar days; an unknown zone falls back to UTC', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(safeZone('Mars/Base')).toBe('UTC');
    expect(safeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
