import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validatePayload } from '../element/payload.ts';
import { calendarEventSchema, calendarPayloadSchema, MAX_CALENDAR_EVENTS, readCalendarEvents } from './event-schema.ts';
import { sampleEvents } from '../../test/fixtures/calendar-events.ts';
import { setAt } from '../../test/json-edit.ts';

const valibotList = v.array(calendarEventSchema);
const spec = { schema: calendarPayloadSchema, description: 'a list of calendar events' };

/** Values of every JSON-ish kind, to put where a field should be. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constant('   '),
  fc.constant(' Yoga '),
  fc.constant('x'.repeat(201)),
  fc.constant('#1d4ed8'),
  fc.constant('blue'),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ name: 'Ana', email: 'a@example.com', extra: 1 }),
  fc.constant({ startTime: '2026-11-22T09:00:00Z' }),
);

/** Every path to a field of a value (objects and arrays walked), plus a new key in each object. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  const extra = Array.isArray(value) ? [] : [[...prefix, 'unknownKey']];
  return [prefix, ...extra, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}

const full = {
  sk: 'evt-1',
  id: 'id-1',
  name: '  Team meeting ',
  location: 'SoHo',
  description: 'Weekly',
  host: 'Ana Ruiz',
  venue: 'Room 1',
  service: 'Meeting',
  reservationName: 'R-100001',
  customer: { name: 'Customer 1', email: 'c1@example.com', phone: '+1 212 555 0100' },
  allDay: false,
  timeZone: 'America/New_York',
  data: { startTime: '2026-11-22T09:00:00Z', endTime: '2026-11-22T10:00:00Z', color: '#1d4ed8' },
};

describe('readCalendarEvents', () => {
  it('gives what valibot gives for well-formed events: names trimmed, unknown keys dropped', () => {
    const input = [
      full,
      { name: 'Lunch', data: { startTime: '2026-11-22T12:00:00Z' }, pk: 'x' },
      { name: 'Call', '': 'empty key', customer: { name: 'Ana', '': 1 }, data: { startTime: '2026-11-22T13:00:00Z', '': 2 } },
      ...sampleEvents(50, '2026-11-01', 30),
    ];
    expect(readCalendarEvents(input)).toStrictEqual(v.parse(valibotList, input));
    expect(readCalendarEvents(input)?.[0]?.name).toBe('Team meeting');
    const clean = sampleEvents(50, '2026-11-01', 30);
    expect(readCalendarEvents(clean)).toStrictEqual(v.parse(valibotList, clean));
  });

  it('accepts exactly what valibot accepts, with the same value, whatever field is changed', () => {
    const events = [full, { name: 'Lunch', data: { startTime: '2026-11-22T12:00:00Z' } }];
    fc.assert(
      fc.property(fc.constantFrom(...paths(events)), anyValue, (path, replacement) => {
        const input = setAt(events, path, replacement);
        const expected = v.safeParse(valibotList, input);
        const fast = readCalendarEvents(input);
        // The hand check may leave an odd but valid shape to valibot; it never accepts what valibot refuses.
        if (fast) expect(fast).toStrictEqual(expected.output);
        const result = calendarPayloadSchema['~standard'].validate(input) as { value?: unknown; issues?: unknown[] };
        expect(Boolean(result.issues)).toBe(!expected.success);
        if (expected.success) expect(result.value).toStrictEqual(expected.output);
      }),
      { numRuns: 600 },
    );
  });

  it('keeps the visible error of a bad event, naming its place as valibot does', () => {
    const input = [full, { ...full, name: '   ' }];
    expect(validatePayload(spec, input, 'inline JSON')).toEqual({ state: 'error', source: 'inline JSON', expected: '[1].name: a non-empty name' });
    expect(validatePayload(spec, [{ name: 'x', data: { startTime: '2026-11-22T12:00:00Z', color: 'red' } }], 'inline JSON')).toEqual({
      state: 'error',
      source: 'inline JSON',
      expected: '[0].data.color: a colour like #1d4ed8',
    });
  });

  it(`takes ${MAX_CALENDAR_EVENTS} events and refuses one more, naming the limit`, () => {
    const most = Array.from({ length: MAX_CALENDAR_EVENTS }, () => full);
    expect(validatePayload(spec, most, 'inline JSON').state).toBe('ready');
    expect(validatePayload(spec, [...most, full], 'inline JSON')).toEqual({ state: 'error', source: 'inline JSON', expected: `at most ${MAX_CALENDAR_EVENTS} events` });
  });

  it('refuses what is not a list', () => {
    expect(readCalendarEvents({ events: [] })).toBeNull();
    expect(validatePayload(spec, { events: [] }, 'inline JSON').state).toBe('error');
  });
});
