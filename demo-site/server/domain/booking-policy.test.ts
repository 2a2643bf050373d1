import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../shared/booking/rules.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import {
  bookingDuration,
  bookingWindowRefusal,
  cancelRefusal,
  modeRefusal,
  modifyRefusal,
  policyFor,
  reservationPolicy,
} from './booking-policy.ts';
import { walkInRefusal } from './queue.ts';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-03T15:00:00Z');
const visitor = { staff: false };
const staff = { staff: true };

let test: ReturnType<typeof makeTestApp> | undefined;
afterEach(() => test?.close());

describe('cut-offs', () => {
  it('lets a visitor cancel or move until 24 hours before, never after the start; staff always', async () => {
    const booking = { startMs: START, paid: false };
    expect(cancelRefusal(DEFAULT_RULES, booking, START - 24 * HOUR, visitor)).toBeUndefined();
    expect(cancelRefusal(DEFAULT_RULES, booking, START - 23 * HOUR, visitor)?.code).toBe('cancellation_cutoff');
    expect(cancelRefusal(DEFAULT_RULES, booking, START, visitor)?.code).toBe('already_started');
    expect(cancelRefusal(DEFAULT_RULES, booking, START + HOUR, staff)).toBeUndefined();
    expect(modifyRefusal({ ...DEFAULT_RULES, modificationCutoffHours: 2 }, booking, START - 3 * HOUR, visitor)).toBeUndefined();
    expect(modifyRefusal({ ...DEFAULT_RULES, modificationCutoffHours: 2 }, booking, START - HOUR, visitor)?.message).toBe(
      'Changing online closes 2 hours before the appointment, so this reservation keeps its current time. Please speak with our staff for assistance.',
    );
    expect(modifyRefusal({ ...DEFAULT_RULES, allowModification: false }, booking, START - 48 * HOUR, visitor)?.code).toBe(
      'modification_closed',
    );
    expect(cancelRefusal({ ...DEFAULT_RULES, allowCancellation: false }, booking, START - 48 * HOUR, staff)).toBeUndefined();
  });

  it('tells a visitor with a paid booking that only the business refunds it once it cannot be cancelled online', async () => {
    const paid = { startMs: START, paid: true };
    const refunded = 'Payments are refunded only by us, under our cancellation policy.';
    expect(cancelRefusal({ ...DEFAULT_RULES, cancellationCutoffHours: 48 }, paid, START - 47 * HOUR, visitor)?.message).toBe(
      `Cancelling online closes 48 hours before the appointment, so this reservation cannot be cancelled online now. ${refunded} Please speak with our staff for assistance.`,
    );
    expect(cancelRefusal(DEFAULT_RULES, paid, START, visitor)?.message).toContain(refunded);
    expect(cancelRefusal({ ...DEFAULT_RULES, allowCancellation: false }, paid, START - 48 * HOUR, visitor)?.message).toContain(refunded);
    expect(cancelRefusal(DEFAULT_RULES, { ...paid, paid: false }, START, visitor)?.message).not.toContain(refunded);
  });

  it('says a one-hour cut-off or notice in the singular', async () => {
    const oneHour = { ...DEFAULT_RULES, cancellationCutoffHours: 1, modificationCutoffHours: 1, minAdvanceBookingHours: 1 };
    const booking = { startMs: START, paid: false };
    expect(cancelRefusal(oneHour, booking, START - HOUR / 2, visitor)?.message).toBe(
      'Cancelling online closes 1 hour before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
    );
    expect(cancelRefusal(oneHour, { ...booking, paid: true }, START - HOUR / 2, visitor)?.message).toMatch(
      /^Cancelling online closes 1 hour before the appointment, .* Payments are refunded only by us/,
    );
    expect(modifyRefusal(oneHour, booking, START - HOUR / 2, visitor)?.message).toBe(
      'Changing online closes 1 hour before the appointment, so this reservation keeps its current time. Please speak with our staff for assistance.',
    );
    expect(bookingWindowRefusal(oneHour, { startMs: START, date: '2026-03-03', lastDay: '2026-05-01' }, START - HOUR / 2)?.message).toBe(
      'Reservations must be made at least 1 hour in advance.',
    );
  });

  it('refuses a mode the configuration has not enabled, to visitors only', async () => {
    const walkInOnly = { ...DEFAULT_RULES, enabledModes: ['walk-in' as const] };
    expect(modeRefusal(walkInOnly, ['check-in', 'manage'], visitor)?.message).toBe(
      'Self-check-in is not available here. Please speak with our staff for assistance.',
    );
    expect(modeRefusal(walkInOnly, ['manage'], staff)).toBeUndefined();
    expect(modeRefusal(DEFAULT_RULES, ['new-reservation'], visitor)).toBeUndefined();
  });

  it('names every refusal by the notice key the widget shows, with the values of its placeholders', async () => {
    const booking = { startMs: START, paid: false };
    const paid = { startMs: START, paid: true };
    const reasonOf = (failure: { reason?: string; params?: Record<string, string> } | undefined) =>
      failure && { reason: failure.reason, params: failure.params };
    const oneHour = { ...DEFAULT_RULES, cancellationCutoffHours: 1, modificationCutoffHours: 1, minAdvanceBookingHours: 1 };
    const closed = { ...DEFAULT_RULES, allowCancellation: false, allowModification: false };
    const walkInOnly = { ...DEFAULT_RULES, enabledModes: ['walk-in' as const] };
    const window = (rules: typeof DEFAULT_RULES, date: string, nowMs: number) =>
      bookingWindowRefusal(rules, { startMs: START, date, lastDay: '2026-05-01' }, nowMs);
    expect([
      reasonOf(cancelRefusal(DEFAULT_RULES, booking, START - 23 * HOUR, visitor)),
      reasonOf(cancelRefusal(oneHour, booking, START - HOUR / 2, visitor)),
      reasonOf(cancelRefusal(DEFAULT_RULES, paid, START - 23 * HOUR, visitor)),
      reasonOf(cancelRefusal(oneHour, paid, START - HOUR / 2, visitor)),
      reasonOf(cancelRefusal(DEFAULT_RULES, booking, START, visitor)),
      reasonOf(cancelRefusal(DEFAULT_RULES, paid, START, visitor)),
      reasonOf(cancelRefusal(closed, booking, START - 48 * HOUR, visitor)),
      reasonOf(cancelRefusal(closed, paid, START - 48 * HOUR, visitor)),
      reasonOf(modifyRefusal(DEFAULT_RULES, booking, START - 23 * HOUR, visitor)),
      reasonOf(modifyRefusal(oneHour, booking, START - HOUR / 2, visitor)),
      reasonOf(modifyRefusal(DEFAULT_RULES, booking, START, visitor)),
      reasonOf(modifyRefusal(closed, booking, START - 48 * HOUR, visitor)),
      reasonOf(window({ ...DEFAULT_RULES, minAdvanceBookingHours: 24 }, '2026-03-03', START - HOUR)),
      reasonOf(window(oneHour, '2026-03-03', START - HOUR / 2)),
      reasonOf(window(DEFAULT_RULES, '2026-06-01', START - 48 * HOUR)),
      reasonOf(modeRefusal(walkInOnly, ['new-reservation'], visitor)),
      reasonOf(modeRefusal(walkInOnly, ['check-in', 'manage'], visitor)),
      reasonOf(modeRefusal(walkInOnly, ['manage'], visitor)),
      reasonOf(walkInRefusal({ ...DEFAULT_RULES, allowWalkIn: false, enabledModes: ['manage'] }, visitor)),
    ]).toEqual([
      { reason: 'cancelCutoff_other', params: { hours: '24' } },
      { reason: 'cancelCutoff_one', params: { hours: '1' } },
      { reason: 'cancelCutoffPaid_other', params: { hours: '24' } },
      { reason: 'cancelCutoffPaid_one', params: { hours: '1' } },
      { reason: 'alreadyStarted', params: undefined },
      { reason: 'alreadyStartedPaid', params: undefined },
      { reason: 'cancelClosed', params: undefined },
      { reason: 'cancelClosedPaid', params: undefined },
      { reason: 'modifyCutoff_other', params: { hours: '24' } },
      { reason: 'modifyCutoff_one', params: { hours: '1' } },
      { reason: 'alreadyStarted', params: undefined },
      { reason: 'modifyClosed', params: undefined },
      { reason: 'noticeTooShort_other', params: { hours: '24' } },
      { reason: 'noticeTooShort_one', params: { hours: '1' } },
      { reason: 'tooFarAhead', params: { days: String(DEFAULT_RULES.advanceBookingDays) } },
      { reason: 'bookingClosed', params: undefined },
      { reason: 'checkInClosed', params: undefined },
      { reason: 'manageClosed', params: undefined },
      { reason: 'walkInClosed', params: undefined },
    ]);
    const unknownMeal = bookingDuration(DEFAULT_RULES, 30, 'brunch');
    expect(typeof unknownMeal === 'number' ? unknownMeal : reasonOf(unknownMeal)).toEqual({ reason: 'mealTypeUnknown', params: undefined });
  });

  it('takes a meal type’s duration, else the service’s, else the default', async () => {
    const bistro = {
      ...DEFAULT_RULES,
      defaultDuration: 90,
      mealTypes: [{ id: 'chefs-table', name: "Chef's Table", duration: 120, price: 0 }],
    };
    expect(bookingDuration(bistro, 90, 'chefs-table')).toBe(120);
    expect(bookingDuration(bistro, 45)).toBe(45);
    expect(bookingDuration(bistro, 0)).toBe(90);
    expect(bookingDuration(bistro, 90, 'brunch')).toMatchObject({ status: 400, field: 'mealType' });
  });
});

describe('policyFor', () => {
  it('lays a location’s and then a service’s overrides over the governing configuration', async () => {
    test = makeTestApp();
    const { data } = test;
    const counter = { id: 'svc_nw_counter', requiresAttendant: false };
    expect(await policyFor(data, 'org_northwind', { locationId: 'loc_nw_soho', service: counter })).toMatchObject({
      minAdvanceBookingHours: 24,
      advanceBookingDays: 90,
      cancellationCutoffHours: 24,
    });
    await data
      .updateTable('locations')
      .set({ policy: '{"cancellationCutoffHours": 12, "minAdvanceBookingHours": 4}' })
      .where('id', '=', 'loc_nw_soho')
      .execute();
    await data.updateTable('services').set({ policy: '{"minAdvanceBookingHours": 6}' }).where('id', '=', 'svc_nw_counter').execute();
    expect(await policyFor(data, 'org_northwind', { locationId: 'loc_nw_soho', service: counter })).toMatchObject({
      minAdvanceBookingHours: 6,
      advanceBookingDays: 90,
      cancellationCutoffHours: 12,
    });
    expect(await policyFor(data, 'org_northwind', { locationId: 'loc_nw_brooklyn', service: counter })).toMatchObject({
      cancellationCutoffHours: 24,
    });
    // The styling session follows the meeting page's configuration: 1 hour, 30 days, payment step on.
    expect(await policyFor(data, 'org_northwind', { service: { id: 'svc_nw_styling', requiresAttendant: true } })).toMatchObject({
      minAdvanceBookingHours: 1,
      advanceBookingDays: 30,
      skipPayment: false,
    });
  });
});

describe('reservationPolicy', () => {
  it('tells a visitor the cut-offs and check-in window, and that nothing can be done online without the manage mode', async () => {
    expect(reservationPolicy({ ...DEFAULT_RULES, cancellationCutoffHours: 48, checkInLateMinutes: 10 })).toEqual({
      cancellationCutoffHours: 48,
      modificationCutoffHours: 24,
      checkInEarlyMinutes: 15,
      checkInLateMinutes: 10,
      allowCancellation: true,
      allowModification: true,
      paymentHoldMinutes: 15,
    });
    expect(reservationPolicy({ ...DEFAULT_RULES, allowModification: false })).toMatchObject({
      allowCancellation: true,
      allowModification: false,
    });
    expect(reservationPolicy({ ...DEFAULT_RULES, enabledModes: ['new-reservation', 'check-in'] })).toMatchObject({
      allowCancellation: false,
      allowModification: false,
    });
  });
});
