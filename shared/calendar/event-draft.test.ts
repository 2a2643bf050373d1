import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { editEventForm, instantToLocal, isOwnEvent, itemFields, localToInstant, newEventForm, readEventForm, toCalendarEvent } from './event-draft.ts';

const NY = 'America/New_York';
const form = { ...newEventForm('2026-03-03'), title: 'Stock check' };

describe('wall time and instants', () => {
  it('agrees with luxon every 4½ hours of 2026 outside the clock changes, in three zones', () => {
    for (const zone of [NY, 'Europe/Madrid', 'Australia/Sydney']) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 270 * 60_000) {
        const local = DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
        expect(instantToLocal(ms, zone)).toBe(local);
        // Outside the repeated autumn hour the wall time names one instant.
        const repeated = DateTime.fromMillis(ms - 3_600_000, { zone }).offset !== DateTime.fromMillis(ms + 3_600_000, { zone }).offset;
        if (!repeated) expect(localToInstant(local, zone), `${zone} ${local}`).toBe(ms);
      }
    }
  }, 30_000);

  it('reads a wall time the spring change skips as the hour after it, and a repeated one as its first', () => {
    expect(DateTime.fromMillis(localToInstant('2026-03-08T02:30', NY), { zone: NY }).toISO()).toBe('2026-03-08T03:30:00.000-04:00');
    expect(DateTime.fromMillis(localToInstant('2026-11-01T01:30', NY), { zone: NY }).toISO()).toBe('2026-11-01T01:30:00.000-04:00');
    expect(DateTime.fromMillis(localToInstant('2026-10-25T02:30', 'Europe/Madrid'), { zone: 'Europe/Madrid' }).toISO()).toBe('2026-10-25T02:30:00.000+02:00');
  });

  it('refuses text that is not a real date and time', () => {
    for (const text of ['', '2026-02-30T09:00', '2026-03-03T24:00', '2026-03-03 09:00', '2026-03-03T9:00']) expect(localToInstant(text, NY), text).toBeNaN();
  });
});

describe('reading the event form', () => {
  it('gives the event to send, in the zone with its offsets, empty fields left out', () => {
    expect(readEventForm({ ...form, title: '  Stock check ', location: ' Back room ' }, 'meeting', NY)).toEqual({
      ok: true,
      value: { kind: 'meeting', title: 'Stock check', start: '2026-03-03T09:00:00-05:00', end: '2026-03-03T10:00:00-05:00', timeZone: NY, location: 'Back room' },
    });
  });

  it('keeps the offsets of each end across the spring change', () => {
    const result = readEventForm({ ...form, start: '2026-03-07T22:00', end: '2026-03-08T09:00' }, 'post', NY);
    expect(result).toMatchObject({ ok: true, value: { start: '2026-03-07T22:00:00-05:00', end: '2026-03-08T09:00:00-04:00' } });
  });

  it('names the problem of each field: no title, a bad time, an end before the start, too long', () => {
    expect(readEventForm({ ...form, title: ' ', start: 'soon' }, 'meeting', NY)).toEqual({ ok: false, errors: { title: 'titleRequired', start: 'startInvalid' } });
    expect(readEventForm({ ...form, end: '2026-03-03T08:00' }, 'meeting', NY)).toEqual({ ok: false, errors: { end: 'endBeforeStart' } });
    expect(readEventForm({ ...form, end: '2026-03-11T08:00' }, 'meeting', NY)).toEqual({ ok: false, errors: { end: 'eventTooLong' } });
    expect(readEventForm({ ...form, notes: 'x'.repeat(2001) }, 'meeting', NY)).toEqual({ ok: false, errors: { notes: 'textTooLong' } });
  });

  it('fills the edit form with the event’s wall times, and reads back the same event', () => {
    const sent = readEventForm({ ...form, host: 'Ana', notes: 'Bring the list' }, 'message', NY);
    if (!sent.ok) throw new Error('refused');
    const event = toCalendarEvent('cev_1', sent.value);
    const item = { id: 'cev_1', name: event.name, start: Date.parse(event.data.startTime), end: Date.parse(event.data.endTime ?? ''), allDay: false, host: event.host, description: event.description };
    expect(editEventForm(item, NY)).toEqual({ title: 'Stock check', start: '2026-03-03T09:00', end: '2026-03-03T10:00', location: '', host: 'Ana', notes: 'Bring the list' });
    expect(isOwnEvent('cev_1')).toBe(true);
    expect(isOwnEvent('res_1')).toBe(false);
  });
});

describe('the fields a move sends', () => {
  it('keeps the title, place, host and notes and writes the new span with the zone’s offsets', () => {
    const item = { id: 'cev_1', name: 'Stock check', start: 0, end: 0, allDay: false, location: 'Back room', description: 'Bring the list' };
    const span = { start: localToInstant('2026-03-08T09:00', NY), end: localToInstant('2026-03-08T10:00', NY) };
    expect(itemFields(item, NY, span)).toEqual({ title: 'Stock check', start: '2026-03-08T09:00:00-04:00', end: '2026-03-08T10:00:00-04:00', timeZone: NY, location: 'Back room', notes: 'Bring the list' });
  });
});
