import * as v from 'valibot';
import type { CalendarEventInput, CalendarItem } from './events.ts';
import { wallClock, zoneOffset } from './zone.ts';

/** What staff may add to the calendar themselves (Add Meeting, Scheduled Post, Scheduled Message). */
export const CALENDAR_EVENT_KINDS = ['meeting', 'post', 'message'] as const;
/** One of `CALENDAR_EVENT_KINDS`. */
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** Ids of events staff made (the server's `cev_` prefix): only these can be edited, moved and deleted. */
export const OWN_EVENT_PREFIX = 'cev_';

/** True when the calendar item is a staff-made event (not a reservation). */
export function isOwnEvent(id: string): boolean {
  return id.startsWith(OWN_EVENT_PREFIX);
}

/** The longest event, in minutes (a week). */
export const MAX_EVENT_MINUTES = 7 * 24 * 60;

/** A staff-made event on the wire: instants as ISO text with an offset, and the zone it was written in. */
export interface CalendarEventWrite {
  kind: CalendarEventKind;
  title: string;
  start: string;
  end: string;
  timeZone: string;
  location?: string;
  host?: string;
  notes?: string;
}

/** A staff-made event's fields that can change (all but its kind). */
export type EventFields = Omit<CalendarEventWrite, 'kind'>;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (epoch ms) the clocks of `zone` read `local` (`YYYY-MM-DDTHH:mm`), or NaN when it is not
 * a real date and time. A wall time the spring change skips is read with the offset before the gap
 * (02:30 becomes 03:30), one the autumn change repeats as its first (summer) occurrence, as luxon does.
 */
export function localToInstant(local: string, zone: string): number {
  const m = LOCAL.exec(local);
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return Number.NaN;
  const before = zoneOffset(wall - 86_400_000, zone);
  const after = zoneOffset(wall + 86_400_000, zone);
  const candidates = [...new Set([Math.max(before, after), Math.min(before, after)])];
  for (const offset of candidates) {
    const instant = wall - offset * 60_000;
    if (zoneOffset(instant, zone) === offset) return instant;
  }
  // In the gap: no offset fits; the offset in force before it carries the wall time past the gap.
  return wall - before * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time (`YYYY-MM-DDTHH:mm`) of instant `ms` in `zone`, as a datetime-local field shows it. */
export function instantToLocal(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** ISO text of an instant with the zone's offset at that instant: `2026-03-08T03:30:00-04:00`. */
export function isoAt(ms: number, zone: string): string {
  const offset = zoneOffset(ms, zone);
  const abs = Math.abs(offset);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The form's fields, as typed. */
export interface EventFormValues {
  title: string;
  start: string;
  end: string;
  location: string;
  host: string;
  notes: string;
}

/** Message keys of the form's field errors (texts in the element's messages). */
export type EventFormError = 'titleRequired' | 'textTooLong' | 'startInvalid' | 'endInvalid' | 'endBeforeStart' | 'eventTooLong';

const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'textTooLong'));

/**
 * The form's rules in `zone` (valibot): every message is an `EventFormError` key, on the field it is
 * about. The span rules only speak when both times are readable (else the time's own message stands).
 */
export function eventFormSchema(zone: string) {
  const length = (f: { start: string; end: string }) => localToInstant(f.end, zone) - localToInstant(f.start, zone);
  const instant = (message: EventFormError) => v.pipe(v.string(), v.check((s) => !Number.isNaN(localToInstant(s, zone)), message));
  return v.pipe(
    v.object({
      title: v.pipe(v.string(), v.trim(), v.nonEmpty('titleRequired'), v.maxLength(200, 'textTooLong')),
      start: instant('startInvalid'),
      end: instant('endInvalid'),
      location: optionalText(200),
      host: optionalText(200),
      notes: optionalText(2000),
    }),
    v.forward(
      v.partialCheck([['start'], ['end']], (f) => !(length(f) <= 0), 'endBeforeStart'),
      ['end'],
    ),
    v.forward(
      v.partialCheck([['start'], ['end']], (f) => !(length(f) > MAX_EVENT_MINUTES * 60_000), 'eventTooLong'),
      ['end'],
    ),
  );
}

/** The form read: the event to send, or the first error of each field that has one. */
export type FormResult = { ok: true; value: CalendarEventWrite } | { ok: false; errors: Partial<Record<keyof EventFormValues, EventFormError>> };

/** Checks the form in `zone` and builds the event to send for `kind`; empty optional fields are left out. */
export function readEventForm(values: EventFormValues, kind: CalendarEventKind, zone: string): FormResult {
  const result = v.safeParse(eventFormSchema(zone), values);
  if (!result.success) {
    const errors: Partial<Record<keyof EventFormValues, EventFormError>> = {};
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key as keyof EventFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message as EventFormError;
    }
    return { ok: false, errors };
  }
  const f = result.output;
  return {
    ok: true,
    value: {
      kind,
      title: f.title,
      start: isoAt(localToInstant(f.start, zone), zone),
      end: isoAt(localToInstant(f.end, zone), zone),
      timeZone: zone,
      ...(f.location ? { location: f.location } : {}),
      ...(f.host ? { host: f.host } : {}),
      ...(f.notes ? { notes: f.notes } : {}),
    },
  };
}

/** The form of a new event on `date` (`YYYY-MM-DD`): 09:00 to 10:00 there. */
export function newEventForm(date: string): EventFormValues {
  return { title: '', start: `${date}T09:00`, end: `${date}T10:00`, location: '', host: '', notes: '' };
}

/** The form of an existing event, its times as the clocks of `zone` read them. */
export function editEventForm(item: CalendarItem, zone: string): EventFormValues {
  return {
    title: item.name,
    start: instantToLocal(item.start, zone),
    end: instantToLocal(item.end, zone),
    location: item.location ?? '',
    host: item.host ?? '',
    notes: item.description ?? '',
  };
}

/** The fields of a shown event, at `span` (default its own times), written in `zone`: what a move sends. */
export function itemFields(item: CalendarItem, zone: string, span: { start: number; end: number } = item): EventFields {
  return {
    title: item.name,
    start: isoAt(span.start, zone),
    end: isoAt(span.end, zone),
    timeZone: zone,
    ...(item.location ? { location: item.location } : {}),
    ...(item.host ? { host: item.host } : {}),
    ...(item.description ? { notes: item.description } : {}),
  };
}

/** A staff-made event as the calendar reads it (what `GET /api/calendar` gives for it). */
export function toCalendarEvent(id: string, event: EventFields): CalendarEventInput {
  return {
    sk: id,
    name: event.title,
    ...(event.location ? { location: event.location } : {}),
    ...(event.host ? { host: event.host } : {}),
    ...(event.notes ? { description: event.notes } : {}),
    timeZone: event.timeZone,
    data: { startTime: event.start, endTime: event.end },
  };
}
