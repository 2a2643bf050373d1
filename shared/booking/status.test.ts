import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './messages.ts';
import { checkInProblem, checkInRefusalOf, reservationActions, transitionProblem } from './status.ts';

const zone = 'America/New_York';
const start = '2026-03-10T14:30:00-04:00';
const at = (iso: string) => DateTime.fromISO(iso, { zone });

describe('reservation actions', () => {
  it('offer check-in only when confirmed, cancel unless cancelled or completed, modify unless also checked-in', () => {
    expect(reservationActions('confirmed')).toEqual({ canCancel: true, canCheckIn: true, canModify: true });
    expect(reservationActions('pending')).toEqual({ canCancel: true, canCheckIn: false, canModify: true });
    expect(reservationActions('checked-in')).toEqual({ canCancel: true, canCheckIn: false, canModify: false });
    expect(reservationActions('completed')).toEqual({ canCancel: false, canCheckIn: false, canModify: false });
    expect(reservationActions('cancelled')).toEqual({ canCancel: false, canCheckIn: false, canModify: false });
  });

  it('allow only sensible status changes', () => {
    expect(transitionProblem('confirmed', 'cancelled')).toBeUndefined();
    expect(transitionProblem('completed', 'cancelled')).toMatch(/can no longer be cancelled/);
    expect(transitionProblem('pending', 'confirmed')).toBeUndefined();
    expect(transitionProblem('cancelled', 'confirmed')).toBeDefined();
    expect(transitionProblem('checked-in', 'completed')).toBeUndefined();
    expect(transitionProblem('confirmed', 'pending')).toBeDefined();
    expect(transitionProblem('cancelled', 'checked-in')).toBe(BOOKING_MESSAGES.cancelled);
    expect(transitionProblem('confirmed', 'confirmed')).toBeUndefined();
  });
});

describe('self check-in rules', () => {
  const subject = { status: 'confirmed' as const, startTime: start, timeZone: zone };

  it('opens 15 minutes before the start on the same local day', () => {
    expect(checkInProblem({ ...subject, now: at('2026-03-10T14:15') })).toBeUndefined();
    expect(checkInProblem({ ...subject, now: at('2026-03-10T16:00') })).toBeUndefined();
    expect(checkInProblem({ ...subject, now: at('2026-03-10T14:14') })).toBe(
      'Check-in is available starting 15 minutes before your appointment time (2:30 PM).',
    );
  });

  it('refuses another day, in the location zone and locale', () => {
    expect(checkInProblem({ ...subject, now: at('2026-03-09T14:30') })).toBe(
      "This reservation is for March 10, 2026. Self-check-in is only available for today's reservations.",
    );
    // 01:00 UTC on 11 March is still 10 March in New York.
    expect(checkInProblem({ ...subject, now: new Date('2026-03-11T01:00:00Z') })).toBeUndefined();
    expect(checkInProblem({ ...subject, now: at('2026-03-11T09:00'), locale: 'en-GB' })).toMatch(/is for 10 March 2026\./);
  });

  it('uses the status messages', () => {
    const now = at('2026-03-10T14:30');
    expect(checkInProblem({ ...subject, status: 'checked-in', now })).toBe('You have already checked in for this reservation.');
    expect(checkInProblem({ ...subject, status: 'completed', now })).toBe('You have already checked in for this reservation.');
    expect(checkInProblem({ ...subject, status: 'cancelled', now })).toBe('This reservation has been cancelled.');
    expect(checkInProblem({ ...subject, status: 'no-show', now })).toBe(
      'This reservation is marked as no-show. Please speak with our staff for assistance.',
    );
    expect(checkInProblem({ ...subject, status: 'pending', now })).toMatch(/Only confirmed/);
  });

  it('names each refusal by the notice key the widget shows, with its date or time', () => {
    const now = at('2026-03-10T14:30');
    const reasonOf = (change: Partial<Parameters<typeof checkInRefusalOf>[0]>) => {
      const refused = checkInRefusalOf({ ...subject, now, ...change });
      return refused && { reason: refused.reason, params: refused.params };
    };
    expect(reasonOf({ status: 'checked-in' })).toEqual({ reason: 'alreadyCheckedIn', params: undefined });
    expect(reasonOf({ status: 'cancelled' })).toEqual({ reason: 'cancelled', params: undefined });
    expect(reasonOf({ status: 'no-show' })).toEqual({ reason: 'noShow', params: undefined });
    expect(reasonOf({ status: 'pending' })).toEqual({ reason: 'checkInNotConfirmed', params: undefined });
    expect(reasonOf({ now: at('2026-03-09T14:30') })).toEqual({ reason: 'checkInOtherDay', params: { date: 'March 10, 2026' } });
    expect(reasonOf({ now: at('2026-03-10T14:14') })).toEqual({ reason: 'checkInTooEarly', params: { time: '2:30 PM' } });
    expect(reasonOf({ now: at('2026-03-10T13:59'), opensMinutes: 30 })).toEqual({
      reason: 'checkInOpensAt',
      params: { minutes: '30', time: '2:30 PM' },
    });
    expect(reasonOf({ now: at('2026-03-10T15:01'), closesMinutes: 30 })).toEqual({
      reason: 'checkInTooLate',
      params: { minutes: '30', time: '2:30 PM' },
    });
  });
});
