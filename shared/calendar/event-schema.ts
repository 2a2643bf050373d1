import * as v from 'valibot';
import type { CalendarEventInput } from './events.ts';
import { listOf } from '../schemas/list.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** One calendar event as inline JSON or `data-src`: `{ sk, name, data: { startTime, endTime } , … }`. */
export const calendarEventSchema = v.object({
  sk: v.optional(text(120)),
  id: v.optional(text(120)),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty name'), v.maxLength(200)),
  location: v.optional(text(200)),
  description: v.optional(text(2000)),
  host: v.optional(text(200)),
  venue: v.optional(text(200)),
  service: v.optional(text(200)),
  reservationName: v.optional(text(200)),
  customer: v.optional(v.object({ name: v.optional(text(200)), email: v.optional(text(200)), phone: v.optional(text(60)) })),
  allDay: v.optional(v.boolean()),
  timeZone: v.optional(text(64)),
  data: v.object({
    // Dates are read once, by normalizeEvents: an unreadable one leaves that event out with a visible 'Invalid date' note.
    startTime: text(40),
    endTime: v.optional(text(40)),
    color: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1d4ed8'))),
  }),
});

type Fields = Record<string, unknown>;
/** Thrown inside the hand check at the first value valibot would refuse; never escapes it. */
const REFUSED = Symbol('refused');
const COLOR = /^#[0-9a-fA-F]{6}$/;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies key `key` of `from` when present, as valibot's object schema keeps an optional key. */
function copyKey(from: Fields, to: Fields, key: string): void {
  if (key in from) to[key] = from[key];
}

/** Only the known keys of an event `isExactEvent` has accepted, name trimmed: what valibot gives for it. */
function knownFields(input: Fields): CalendarEventInput {
  const out: Fields = {};
  copyKey(input, out, 'sk');
  copyKey(input, out, 'id');
  out.name = (input.name as string).trim();
  for (const key of ['location', 'description', 'host', 'venue', 'service', 'reservationName']) copyKey(input, out, key);
  if ('customer' in input) {
    const customer = input.customer as Fields | undefined;
    if (customer === undefined) out.customer = undefined;
    else {
      const copy: Fields = {};
      for (const key of ['name', 'email', 'phone']) copyKey(customer, copy, key);
      out.customer = copy;
    }
  }
  copyKey(input, out, 'allDay');
  copyKey(input, out, 'timeZone');
  const data = input.data as Fields;
  const times: Fields = { startTime: data.startTime };
  copyKey(data, times, 'endTime');
  copyKey(data, times, 'color');
  out.data = times;
  return out as unknown as CalendarEventInput;
}

/** Refuses `value` unless it is undefined or a string of at most `max` UTF-16 units (`v.optional(text(max))`). */
function checkText(value: unknown, max: number): void {
  if (value !== undefined && (typeof value !== 'string' || value.length > max)) throw REFUSED;
}

/** How many enumerable keys `value` has, without building a list of them. */
function keyCount(value: Fields): number {
  let count = 0;
  for (const _key in value) count++;
  return count;
}

/**
 * Checks one event where it is, with the rules of `calendarEventSchema`, and tells whether it already is the
 * value valibot would give (only known keys, name trimmed), so it can be used as it is. Reading the
 * fields by name and making no copy keeps thousands of events cheap while the code is still cold.
 */
function isExactEvent(input: unknown): input is CalendarEventInput {
  if (!isRecord(input)) throw REFUSED;
  const name = input.name;
  if (typeof name !== 'string') throw REFUSED;
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 200) throw REFUSED;
  checkText(input.sk, 120);
  checkText(input.id, 120);
  checkText(input.location, 200);
  checkText(input.description, 2000);
  checkText(input.host, 200);
  checkText(input.venue, 200);
  checkText(input.service, 200);
  checkText(input.reservationName, 200);
  checkText(input.timeZone, 64);
  if (input.allDay !== undefined && typeof input.allDay !== 'boolean') throw REFUSED;
  let exact = trimmed.length === name.length;
  const customer = input.customer;
  if (customer !== undefined) {
    if (!isRecord(customer)) throw REFUSED;
    checkText(customer.name, 200);
    checkText(customer.email, 200);
    checkText(customer.phone, 60);
    exact &&= keyCount(customer) === Number('name' in customer) + Number('email' in customer) + Number('phone' in customer);
  }
  const data = input.data;
  if (!isRecord(data) || typeof data.startTime !== 'string' || data.startTime.length > 40) throw REFUSED;
  checkText(data.endTime, 40);
  if (data.color !== undefined && (typeof data.color !== 'string' || !COLOR.test(data.color))) throw REFUSED;
  if (!exact) return false;
  const known =
    2 +
    Number('sk' in input) +
    Number('id' in input) +
    Number('location' in input) +
    Number('description' in input) +
    Number('host' in input) +
    Number('venue' in input) +
    Number('service' in input) +
    Number('reservationName' in input) +
    Number('customer' in input) +
    Number('allDay' in input) +
    Number('timeZone' in input);
  return keyCount(input) === known && keyCount(data) === 1 + Number('endTime' in data) + Number('color' in data);
}

/**
 * The hand-written twin of `v.array(calendarEventSchema)`: one pass with plain checks, giving the
 * very value valibot would (unknown keys dropped, names trimmed), or null at the first event valibot
 * would refuse. An event that already is that value is used as it is (the list itself when every
 * event is); only the others are copied. Many times faster than valibot on thousands of events;
 * `event-schema.test.ts` checks it against the valibot schema.
 */
export function readCalendarEvents(value: unknown): CalendarEventInput[] | null {
  if (!Array.isArray(value) || value.length > MAX_CALENDAR_EVENTS) return null;
  let copy: CalendarEventInput[] | null = null;
  try {
    for (let i = 0; i < value.length; i++) {
      const event: unknown = value[i];
      if (isExactEvent(event)) {
        if (copy) copy[i] = event;
      } else {
        copy ??= value.slice(0, i) as CalendarEventInput[];
        copy[i] = knownFields(event as Fields);
      }
    }
  } catch (error) {
    if (error === REFUSED) return null;
    throw error;
  }
  return copy ?? (value as CalendarEventInput[]);
}

/** Most events one calendar payload may carry (four times the 5,000 events the calendar benchmark renders); a larger list is refused. */
export const MAX_CALENDAR_EVENTS = 20_000;

const eventList = listOf(calendarEventSchema, MAX_CALENDAR_EVENTS, 'events');

/**
 * The payload schema of `<site-calendar>`: `listOf(calendarEventSchema, MAX_CALENDAR_EVENTS)` (its JSON Schema in the
 * manifest, its error messages), validated by `readCalendarEvents` first; only a list that check
 * refuses runs through valibot, which then names the first problem exactly as before.
 */
export const calendarPayloadSchema: typeof eventList = {
  ...eventList,
  '~standard': {
    ...eventList['~standard'],
    validate: (value) => {
      const events = readCalendarEvents(value);
      return events ? { value: events as v.InferOutput<typeof eventList> } : eventList['~standard'].validate(value);
    },
  },
};
