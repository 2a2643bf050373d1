import { DateTime } from 'luxon';
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
