import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, googleCalendarUrl, icsFile } from './calendar-export.ts';
import { placeholderSlots } from './preview.ts';
import { PREVIEW_CODE_PREFIX, previewCode, previewReservation } from './preview-reservation.ts';
import { CODE_ALPHABET } from './codes.ts';

const event = {
  uid: 'res_1@booking-widget',
  title: 'Cut and blow-dry · Old Town',
  description: 'Confirmation code: K7QX2M9P',
  location: 'Old Town, 19 Market Row; London',
  startTime: '2026-07-10T14:00:00+01:00',
  endTime: '2026-07-10T15:00:00+01:00',
  timeZone: 'Europe/London',
  now: new Date('2026-07-01T08:00:00Z'),
};

describe('the .ics file', () => {
  const ics = icsFile(event);
  it('is an RFC 5545 calendar with CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
  it('is written in the location’s zone, with its offset in a VTIMEZONE', () => {
    expect(ics).toContain('DTSTART;TZID=Europe/London:20260710T140000');
    expect(ics).toContain('DTEND;TZID=Europe/London:20260710T150000');
    expect(ics).toContain('TZID:Europe/London');
    expect(ics).toContain('TZOFFSETTO:+0100');
    expect(ics).toContain('DTSTAMP:20260701T080000Z');
  });
  it('escapes text values', () => {
    expect(ics).toContain('LOCATION:Old Town\\, 19 Market Row\\; London');
    expect(escapeIcsText('a\\b\nc')).toBe('a\\\\b\\nc');
    expect(escapeIcsText('a\rb\r\nc')).toBe('a\\nb\\nc');
  });
  it('writes the end in UTC when the offset changes during the event', () => {
    const crossing = icsFile({ ...event, startTime: '2026-10-25T00:30:00+01:00', endTime: '2026-10-25T02:30:00+00:00' });
    expect(crossing).toContain('DTEND:20261025T023000Z');
  });
  it('folds long lines at 75 octets', () => {
    const long = 'DESCRIPTION:' + 'é'.repeat(80);
    const folded = foldIcsLine(long).split('\r\n ');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.join('')).toBe(long);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});

describe('the Google Calendar link', () => {
  it('carries the location’s wall times and zone', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20260710T140000/20260710T150000');
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
    expect(url.searchParams.get('text')).toBe(event.title);
  });
});

describe('preview placeholders', () => {
  it('are hourly from 09:00 until 17:00 in the location’s zone, for future dates only', () => {
    const slots = placeholderSlots('2026-07-11', '2026-07-10', 'loc', 'Europe/London');
    expect(slots.map((s) => s.startTime.slice(11, 16))).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(slots[0]).toEqual({
      startTime: '2026-07-11T09:00:00+01:00',
      endTime: '2026-07-11T10:00:00+01:00',
      available: true,
      locationId: 'loc',
      capacity: 1,
    });
    expect(placeholderSlots('2026-07-10', '2026-07-10', 'loc', 'Europe/London')).toEqual([]);
    expect(placeholderSlots('2026-07-09', '2026-07-10', 'loc', 'Europe/London')).toEqual([]);
  });
  it('make a local confirmed reservation with a CONF code of 8 more characters', () => {
    const code = previewCode();
    expect(code).toMatch(new RegExp(`^${PREVIEW_CODE_PREFIX}[${CODE_ALPHABET}]{8}$`));
    const r = previewReservation({
      locationId: 'loc',
      serviceId: 'svc',
      attendantId: null,
      slot: { startTime: '2026-07-11T09:00:00+01:00', endTime: '2026-07-11T10:00:00+01:00' },
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      customerPhone: '1',
      notes: '',
      partySize: 2,
      now: new Date('2026-07-01T00:00:00Z'),
    });
    expect(r).toMatchObject({ status: 'confirmed', startTime: '2026-07-11T09:00:00+01:00', partySize: 2, notes: null });
    expect(r.confirmationCode.startsWith('CONF')).toBe(true);
  });
});
