import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { normalizeHours, slotsForDay, weekdayIndex, type SlotRequest } from './slots.ts';

const allDay = (day: number | string, open = '00:00', close = '06:00') => [{ day, open, close }];
const EARLY = new Date('2026-01-01T00:00:00Z');

function starts(request: Partial<SlotRequest> & Pick<SlotRequest, 'date' | 'timeZone' | 'hours'>): string[] {
  return slotsForDay({ durationMinutes: 30, intervalMinutes: 30, now: EARLY, ...request }).map((s) => s.startTime);
}

describe('weekdayIndex', () => {
  it('reads numbers, names and abbreviations', () => {
    expect(weekdayIndex(0)).toBe(0);
    expect(weekdayIndex('monday')).toBe(1);
    expect(weekdayIndex('Sat')).toBe(6);
    expect(weekdayIndex('3')).toBe(3);
    expect(weekdayIndex(7)).toBeUndefined();
    expect(weekdayIndex('mo')).toBeUndefined();
    expect(
      normalizeHours([
        { day: 'sunday', open: '09:00', close: '17:00' },
        { day: 'funday', open: '1', close: '2' },
      ]),
    ).toEqual([{ day: 0, open: '09:00', close: '17:00' }]);
  });
});

describe('slotsForDay on the 2026 DST dates', () => {
  it('America/New_York spring forward (8 March): 02:00 and 02:30 do not exist and are skipped', () => {
    expect(starts({ date: '2026-03-08', timeZone: 'America/New_York', hours: allDay('sunday', '00:00', '04:00') })).toEqual([
      '2026-03-08T00:00:00-05:00',
      '2026-03-08T00:30:00-05:00',
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T01:30:00-05:00',
      '2026-03-08T03:00:00-04:00',
      // 03:30 + 30 min ends at 04:00, the close.
      '2026-03-08T03:30:00-04:00',
    ]);
  });

  it('America/New_York fall back (1 November): the repeated hour yields each instant once, in order', () => {
    expect(starts({ date: '2026-11-01', timeZone: 'America/New_York', hours: allDay(0, '00:30', '03:00') })).toEqual([
      '2026-11-01T00:30:00-04:00',
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
      '2026-11-01T02:30:00-05:00',
    ]);
  });

  it('Europe/London: 01:xx skipped on 29 March, repeated on 25 October', () => {
    expect(starts({ date: '2026-03-29', timeZone: 'Europe/London', hours: allDay(0, '00:00', '03:00'), intervalMinutes: 60 })).toEqual([
      '2026-03-29T00:00:00+00:00',
      '2026-03-29T02:00:00+01:00',
    ]);
    expect(starts({ date: '2026-10-25', timeZone: 'Europe/London', hours: allDay(0, '00:00', '03:00'), intervalMinutes: 60 })).toEqual([
      '2026-10-25T00:00:00+01:00',
      '2026-10-25T01:00:00+01:00',
      '2026-10-25T01:00:00+00:00',
      '2026-10-25T02:00:00+00:00',
    ]);
  });

  it('Australia/Sydney: 02:xx repeated on 5 April, skipped on 4 October', () => {
    expect(starts({ date: '2026-04-05', timeZone: 'Australia/Sydney', hours: allDay(0, '01:30', '03:30'), intervalMinutes: 60 })).toEqual([
      '2026-04-05T01:30:00+11:00',
      '2026-04-05T02:30:00+11:00',
      '2026-04-05T02:30:00+10:00',
    ]);
    expect(starts({ date: '2026-10-04', timeZone: 'Australia/Sydney', hours: allDay(0, '01:30', '04:00'), intervalMinutes: 60 })).toEqual([
      '2026-10-04T01:30:00+10:00',
      '2026-10-04T03:30:00+11:00',
    ]);
  });

  it('an opening time inside the gap opens at the transition without inventing 02:00', () => {
    expect(starts({ date: '2026-03-08', timeZone: 'America/New_York', hours: allDay(0, '02:00', '04:00'), intervalMinutes: 60 })).toEqual([
      '2026-03-08T03:00:00-04:00',
    ]);
  });

  it('Asia/Kolkata keeps +05:30 all year', () => {
    const slots = slotsForDay({
      date: '2026-03-08',
      timeZone: 'Asia/Kolkata',
      hours: allDay(0, '09:00', '10:00'),
      durationMinutes: 30,
      intervalMinutes: 30,
      now: EARLY,
    });
    expect(slots.map((s) => [s.startTime, s.endTime])).toEqual([
      ['2026-03-08T09:00:00+05:30', '2026-03-08T09:30:00+05:30'],
      ['2026-03-08T09:30:00+05:30', '2026-03-08T10:00:00+05:30'],
    ]);
  });

  it('a 90-minute service across fall back lasts 90 real minutes', () => {
    const slots = slotsForDay({
      date: '2026-11-01',
      timeZone: 'America/New_York',
      hours: allDay(0, '00:30', '02:00'),
      durationMinutes: 90,
      intervalMinutes: 30,
      now: EARLY,
    });
    expect(slots.map((s) => s.startTime)).toEqual(['2026-11-01T00:30:00-04:00', '2026-11-01T01:00:00-04:00', '2026-11-01T01:30:00-04:00']);
    expect(slots[0]?.endTime).toBe('2026-11-01T01:00:00-05:00');
  });
});

describe('slotsForDay rules', () => {
  const base: SlotRequest = {
    date: '2026-06-10', // a Wednesday
    timeZone: 'Europe/London',
    hours: [{ day: 'wednesday', open: '09:00', close: '12:00' }],
    durationMinutes: 60,
    intervalMinutes: 30,
    now: new Date('2026-06-01T00:00:00Z'),
  };

  it('uses the weekday hours and fits the service plus the after-buffer before closing', () => {
    expect(slotsForDay({ ...base, bufferAfter: 15 }).map((s) => s.startTime.slice(11, 16))).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slotsForDay({ ...base, date: '2026-06-11' })).toEqual([]);
  });

  it('keeps nothing before now plus the minimum notice', () => {
    const now = DateTime.fromISO('2026-06-10T09:10', { zone: 'Europe/London' });
    expect(slotsForDay({ ...base, now, minNoticeMinutes: 60 }).map((s) => s.startTime.slice(11, 16))).toEqual(['10:30', '11:00']);
  });

  it('keeps nothing after today plus the advance-booking days (in the location zone)', () => {
    // 23:30 on 1 June in London is already 2 June in UTC: the window counts from the local day.
    const now = DateTime.fromISO('2026-06-01T23:30', { zone: 'Europe/London' });
    expect(slotsForDay({ ...base, now, advanceBookingDays: 9 })).toHaveLength(5);
    expect(slotsForDay({ ...base, now, advanceBookingDays: 8 })).toEqual([]);
  });

  it('reduces spots by overlapping bookings, buffers included, and checks the party size', () => {
    const slots = slotsForDay({
      ...base,
      capacity: 5,
      partySize: 2,
      bufferAfter: 15,
      booked: [
        { start: '2026-06-10T10:00:00+01:00', end: '2026-06-10T11:00:00+01:00', partySize: 3 },
        { start: new Date('2026-06-10T08:00:00Z'), end: new Date('2026-06-10T08:30:00Z'), bufferAfter: 0 },
      ],
    });
    expect(slots.map((s) => [s.startTime.slice(11, 16), s.capacity, s.available])).toEqual([
      ['09:00', 2, true], // 09:00-10:15 meets both bookings, but never both at once: the peak is 3
      ['09:30', 2, true], // 09:30-10:45 meets 10:00-11:15 (3)
      ['10:00', 2, true],
      ['10:30', 2, true],
    ]);
  });

  it('runs past midnight when the close is at or before the open', () => {
    const slots = slotsForDay({ ...base, hours: [{ day: 3, open: '22:00', close: '01:00' }] });
    expect(slots.map((s) => s.startTime)).toEqual([
      '2026-06-10T22:00:00+01:00',
      '2026-06-10T22:30:00+01:00',
      '2026-06-10T23:00:00+01:00',
      '2026-06-10T23:30:00+01:00',
      '2026-06-11T00:00:00+01:00',
    ]);
  });

  it('counts the peak of guests at once: a 16-seat room takes a third 8 across two parties of 8 that never overlap', () => {
    const slots = slotsForDay({
      ...base,
      hours: [{ day: 'wednesday', open: '18:00', close: '23:00' }],
      durationMinutes: 120,
      capacity: 16,
      partySize: 8,
      booked: [
        { start: '2026-06-10T18:00:00+01:00', end: '2026-06-10T19:00:00+01:00', partySize: 8 },
        { start: '2026-06-10T19:00:00+01:00', end: '2026-06-10T20:00:00+01:00', partySize: 8 },
        { start: '2026-06-10T19:30:00+01:00', end: '2026-06-10T20:30:00+01:00', partySize: 4 },
      ],
    });
    expect(slots.map((s) => [s.startTime.slice(11, 16), s.capacity, s.available])).toEqual([
      ['18:00', 4, false], // 19:30-20:00 holds 8 + 4 at once
      ['18:30', 4, false],
      ['19:00', 4, false],
      ['19:30', 4, false],
      ['20:00', 12, true], // only the party of 4 is still there
      ['20:30', 16, true],
      ['21:00', 16, true],
    ]);
    const two = slotsForDay({
      ...base,
      hours: [{ day: 'wednesday', open: '18:00', close: '21:00' }],
      durationMinutes: 120,
      capacity: 16,
      partySize: 8,
      booked: [
        { start: '2026-06-10T18:00:00+01:00', end: '2026-06-10T19:00:00+01:00', partySize: 8 },
        { start: '2026-06-10T19:00:00+01:00', end: '2026-06-10T20:00:00+01:00', partySize: 8 },
      ],
    });
    expect(two[0]).toMatchObject({ capacity: 8, available: true });
  });

  it('leaves out slots that meet a blocked range (time off), after-buffer included', () => {
    const slots = slotsForDay({
      ...base,
      bufferAfter: 15,
      blocked: [{ start: '2026-06-10T10:00:00+01:00', end: '2026-06-10T10:30:00+01:00' }],
    });
    // 09:00-10:15 meets it through its buffer; 10:30 is free again.
    expect(slots.map((s) => s.startTime.slice(11, 16))).toEqual(['10:30']);
  });

  it('rejects a bad date, zone or interval', () => {
    expect(() => slotsForDay({ ...base, date: '2026-02-30' })).toThrow(RangeError);
    expect(() => slotsForDay({ ...base, timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(() => slotsForDay({ ...base, intervalMinutes: 0 })).toThrow(RangeError);
  });
});
