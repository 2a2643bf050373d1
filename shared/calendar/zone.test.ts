import { DateTime } from 'luxon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidZone, wallClock, zoneOffset } from './zone.ts';

describe('zone arithmetic without luxon', () => {
  it('matches luxon offsets every 6 hours of 2026 in several zones', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'UTC']) {
      for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 6 * 3_600_000) {
        expect(zoneOffset(ms, zone), `${zone} ${new Date(ms).toISOString()}`).toBe(DateTime.fromMillis(ms, { zone }).offset);
      }
    }
  });

  it('reads the wall clock and knows valid zones', () => {
    expect(wallClock(Date.parse('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 3, day: 8, hour: 3, minute: 30, second: 0 });
    expect(isValidZone('Europe/Paris')).toBe(true);
    expect(isValidZone('Mars/Base')).toBe(false);
  });
});

describe('zone arithmetic from cached 15-minute slices', () => {
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'Pacific/Chatham', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];

  it('gives luxon’s offset and wall clock for any instant from 1970 to 2100, in any order of asking', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: Date.parse('2100-01-01T00:00:00Z') }), (zone, ms) => {
        const luxon = DateTime.fromMillis(ms, { zone });
        expect(zoneOffset(ms, zone)).toBe(luxon.offset);
        expect(wallClock(ms, zone)).toEqual({ year: luxon.year, month: luxon.month, day: luxon.day, hour: luxon.hour, minute: luxon.minute, second: luxon.second });
      }),
      { numRuns: 3000 },
    );
  });

  it('answers a second instant of the same 15-minute slice, read from the cache, as luxon does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 4_000_000 }), fc.integer({ min: 0, max: 899_999 }), fc.integer({ min: 0, max: 899_999 }), (zone, slice, first, second) => {
        const start = slice * 900_000;
        wallClock(start + first, zone);
        const luxon = DateTime.fromMillis(start + second, { zone });
        expect(zoneOffset(start + second, zone)).toBe(luxon.offset);
        expect(wallClock(start + second, zone).hour).toBe(luxon.hour);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the wall clock of local mean time (offsets in seconds, before about 1970) exactly, its offset to the minute', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.parse('1850-01-01T00:00:00Z'), max: 0 }), (zone, ms) => {
        const luxon = DateTime.fromMillis(ms, { zone });
        expect(zoneOffset(ms, zone)).toBe(Math.round(luxon.offset));
        expect(wallClock(ms, zone)).toEqual({ year: luxon.year, month: luxon.month, day: luxon.day, hour: luxon.hour, minute: luxon.minute, second: luxon.second });
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact on both sides of a change of offset, to the millisecond', () => {
    // New York springs forward at 07:00 UTC on 8 March 2026, London falls back at 01:00 UTC on 25 October.
    for (const [zone, change] of [['America/New_York', '2026-03-08T07:00:00Z'], ['Europe/London', '2026-10-25T01:00:00Z'], ['Australia/Lord_Howe', '2026-04-04T15:00:00Z']] as const) {
      for (const ms of [Date.parse(change) - 1, Date.parse(change), Date.parse(change) + 1, Date.parse(change) - 900_000, Date.parse(change) + 899_999]) {
        expect(zoneOffset(ms, zone), `${zone} ${ms}`).toBe(DateTime.fromMillis(ms, { zone }).offset);
      }
    }
  });
});
