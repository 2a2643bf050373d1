import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInRefusal, countdownLeft } from './check-in.ts';
import { checkInProblem } from './status.ts';
import { bookingText } from './mode-notices.ts';

// A fixed clock: the appointment is at 14:00 London time on 10 March 2026 (GMT, UTC+0).
const start = '2026-03-10T14:00:00+00:00';
const zone = 'Europe/London';
const at = (iso: string) => new Date(iso);
/** The English text of a refusal (the notice rendered as the widget's English catalogue does). */
const english = (refusal: ReturnType<typeof checkInRefusal>) => refusal && bookingText(refusal.key, refusal.params);
const refuse = (now: string, status: Parameters<typeof checkInRefusal>[0]['status'] = 'confirmed', locale = 'en-US') =>
  english(checkInRefusal({ status, startTime: start, timeZone: zone, now: at(now), locale }));

describe('self check-in timing (sections 5 and 9) with a fixed clock', () => {
  it('opens exactly 15 minutes before the start', () => {
    expect(refuse('2026-03-10T13:44:59Z')).toBe('Check-in is available starting 15 minutes before your appointment time (2:00 PM).');
    expect(refuse('2026-03-10T13:45:00Z')).toBeUndefined();
    expect(refuse('2026-03-10T14:30:00Z')).toBeUndefined();
  });
  it('opens when the configuration says (30 minutes here), with the server’s text for it', () => {
    const opensAt = (now: string) =>
      english(checkInRefusal({ status: 'confirmed', startTime: start, timeZone: zone, now: at(now), opensMinutes: 30 }));
    expect(opensAt('2026-03-10T13:29:59Z')).toBe('Check-in is available starting 30 minutes before your appointment time (2:00 PM).');
    expect(opensAt('2026-03-10T13:29:59Z')).toBe(
      checkInProblem({ status: 'confirmed', startTime: start, timeZone: zone, now: at('2026-03-10T13:29:59Z'), opensMinutes: 30 }),
    );
    expect(opensAt('2026-03-10T13:30:00Z')).toBeUndefined();
  });
  it('closes when the booking’s policy says (30 minutes after the start here), with the server’s text', () => {
    const late = (now: string) =>
      english(checkInRefusal({ status: 'confirmed', startTime: start, timeZone: zone, now: at(now), closesMinutes: 30 }));
    expect(late('2026-03-10T14:30:00Z')).toBeUndefined();
    expect(late('2026-03-10T14:30:01Z')).toBe(
      'Self-check-in closed 30 minutes after your appointment time (2:00 PM). Please speak with our staff for assistance.',
    );
    expect(refuse('2026-03-10T14:30:01Z')).toBeUndefined();
  });
  it('is for today only, in the location’s zone', () => {
    expect(refuse('2026-03-09T14:00:00Z')).toBe(
      "This reservation is for March 10, 2026. Self-check-in is only available for today's reservations.",
    );
    expect(refuse('2026-03-11T00:00:00Z')).toBe(
      "This reservation is for March 10, 2026. Self-check-in is only available for today's reservations.",
    );
    expect(refuse('2026-03-09T14:00:00Z', 'confirmed', 'en-GB')).toBe(
      "This reservation is for 10 March 2026. Self-check-in is only available for today's reservations.",
    );
  });
  it('answers by status first', () => {
    expect(refuse('2026-03-10T13:50:00Z', 'checked-in')).toBe('You have already checked in for this reservation.');
    expect(refuse('2026-03-10T13:50:00Z', 'completed')).toBe('You have already checked in for this reservation.');
    expect(refuse('2026-03-10T13:50:00Z', 'cancelled')).toBe('This reservation has been cancelled.');
    expect(refuse('2026-03-10T13:50:00Z', 'no-show')).toBe(
      'This reservation is marked as no-show. Please speak with our staff for assistance.',
    );
    expect(refuse('2026-03-10T13:50:00Z', 'pending')).toMatch(/Only confirmed reservations/);
  });
  it('counts the success screen down from 5 seconds', () => {
    expect([0, 999, 1000, 4999, 5000, 9000].map((ms) => countdownLeft(ms))).toEqual([5, 5, 4, 1, 0, 0]);
  });
});

describe('the browser rules agree with the server’s (luxon) rules', () => {
  const zones = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'];
  it('for any clock, zone, status and late limit', () => {
    const statuses = ['pending', 'confirmed', 'cancelled', 'checked-in', 'completed', 'no-show'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...statuses),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }),
        fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        fc.constantFrom('en-US', 'en-GB'),
        fc.option(fc.integer({ min: 0, max: 180 }), { nil: undefined }),
        (timeZone, status, startMs, offset, locale, closesMinutes) => {
          const startTime = new Date(Math.floor(startMs / 60_000) * 60_000).toISOString();
          const now = new Date(startMs + offset);
          expect(english(checkInRefusal({ status, startTime, timeZone, now, locale, closesMinutes }))).toBe(
            checkInProblem({ status, startTime, timeZone, now, locale, closesMinutes }),
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});
