import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dropAt, moveByDays, moveForKey, spanTimes } from './move.ts';

const NY = 'America/New_York';
const at = (iso: string) => DateTime.fromISO(iso, { zone: NY }).toMillis();
const hour = 3_600_000;

describe('moving an event', () => {
  it('moves by half an hour with the up and down arrows, keeping the length', () => {
    const span = { start: at('2026-03-03T09:00'), end: at('2026-03-03T10:00') };
    expect(moveForKey('ArrowDown', span, NY)).toEqual({ start: at('2026-03-03T09:30'), end: at('2026-03-03T10:30') });
    expect(moveForKey('ArrowUp', span, NY)).toEqual({ start: at('2026-03-03T08:30'), end: at('2026-03-03T09:30') });
    expect(moveForKey('Enter', span, NY)).toBeNull();
  });

  it('moves a day across the spring change keeping 09:00 and the real length', () => {
    const span = { start: at('2026-03-07T09:00'), end: at('2026-03-07T10:30') };
    const moved = moveForKey('ArrowRight', span, NY);
    expect(moved).toEqual({ start: at('2026-03-08T09:00'), end: at('2026-03-08T10:30') });
    expect((moved?.start ?? 0) - span.start).toBe(23 * hour);
    expect(spanTimes(moved ?? span, NY)).toEqual({ start: '2026-03-08T09:00:00-04:00', end: '2026-03-08T10:30:00-04:00' });
    expect(moveByDays(span, -7, NY)).toEqual({ start: at('2026-02-28T09:00'), end: at('2026-02-28T10:30') });
  });

  it('moves back a day across the autumn change and across a month end', () => {
    const span = { start: at('2026-11-02T08:00'), end: at('2026-11-02T09:00') };
    expect(moveForKey('ArrowLeft', span, NY)).toEqual({ start: at('2026-11-01T08:00'), end: at('2026-11-01T09:00') });
    expect(moveByDays({ start: at('2026-01-31T23:30'), end: at('2026-02-01T00:30') }, 1, NY)).toEqual({ start: at('2026-02-01T23:30'), end: at('2026-02-02T00:30') });
  });

  it('drops onto a day at the half hour nearest the pointer, inside the day', () => {
    const span = { start: at('2026-03-03T09:00'), end: at('2026-03-03T10:00') };
    expect(dropAt(span, at('2026-03-08T00:00'), 14 * 60 + 20, NY)).toEqual({ start: at('2026-03-08T14:30'), end: at('2026-03-08T15:30') });
    expect(dropAt(span, at('2026-03-04T00:00'), 24 * 60 + 90, NY).start).toBe(at('2026-03-04T23:30'));
    expect(dropAt(span, at('2026-03-04T00:00'), -40, NY).start).toBe(at('2026-03-04T00:00'));
  });
});
