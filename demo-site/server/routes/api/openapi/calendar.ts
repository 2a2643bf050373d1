import { op, query, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date' } as const;
const tags = ['calendar'];

/** Wire shapes of the calendar API, as JSON Schema. */
export const schemas: Record<string, JsonSchema> = {
  CalendarEvent: {
    type: 'object',
    required: ['sk', 'name', 'data'],
    properties: {
      sk: str,
      name: str,
      location: str,
      venue: str,
      service: str,
      host: str,
      reservationName: str,
      description: str,
      timeZone: str,
      customer: { type: 'object', properties: { name: str, email: str, phone: str } },
      data: { type: 'object', required: ['startTime', 'endTime'], properties: { startTime: str, endTime: str, color: str } },
    },
  },
  CalendarEventWrite: {
    type: 'object',
    required: ['kind', 'title', 'start', 'end', 'timeZone'],
    properties: {
      kind: { enum: ['meeting', 'post', 'message'] },
      title: { type: 'string', minLength: 1, maxLength: 200 },
      start: { type: 'string', format: 'date-time', description: 'With an offset, e.g. 2026-03-03T09:00:00-05:00' },
      end: { type: 'string', format: 'date-time', description: 'After start, at most 7 days later' },
      timeZone: { type: 'string', description: 'IANA zone the event was written in: the calendar shows its times there' },
      location: { type: 'string', maxLength: 200 },
      host: { type: 'string', maxLength: 200 },
      notes: { type: 'string', maxLength: 2000 },
    },
  },
};

const eventAnswer: JsonSchema = { type: 'object', required: ['event'], properties: { event: { $ref: '#/components/schemas/CalendarEvent' } } };

/** The calendar's timed data (demo-site/server/routes/api/calendar.ts). */
export const paths: Paths = {
  '/calendar': {
    get: op('Reservations of a date range as calendar events', {
      tags,
      description: 'The tenant’s reservations (not cancelled) overlapping the local days from `from` up to, not including, `to`; at most 400 days and 5,000 events (`truncated` says when more exist).',
      parameters: [query('from', date, 'First day, YYYY-MM-DD'), query('to', date, 'Day after the last, YYYY-MM-DD'), query('locationId', str, 'Only this location')],
      ok: { type: 'object', required: ['from', 'to', 'truncated', 'events'], properties: { from: date, to: date, truncated: { type: 'boolean' }, events: { type: 'array', items: { $ref: '#/components/schemas/CalendarEvent' } } } },
      errors: [400, 404],
    }),
  },
  '/calendar/events': {
    post: op('Add a meeting, scheduled post or scheduled message', {
      tags,
      status: 201,
      description: 'Staff of the tenant only. The event shows in `GET /calendar` with the reservations; its `sk` starts with `cev_`. A bad field is a 400 naming it.',
      body: { $ref: '#/components/schemas/CalendarEventWrite' },
      ok: eventAnswer,
      errors: [400, 401, 403],
    }),
  },
  '/calendar/events/{id}': {
    put: op('Edit or move a staff-made calendar event', {
      tags,
      description: 'Changes the fields sent (a move sends `start` and `end`); `kind` stays. Another tenant’s event id is a 404.',
      body: { type: 'object', properties: { title: str, start: str, end: str, timeZone: str, location: str, host: str, notes: str } },
      ok: eventAnswer,
      errors: [400, 401, 403, 404],
    }),
    delete: op('Delete a staff-made calendar event', { tags, ok: null, status: 204, errors: [401, 403, 404] }),
  },
};
