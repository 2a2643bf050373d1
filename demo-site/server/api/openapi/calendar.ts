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
};

/** The calendar's timed data (demo-site/server/api/calendar.ts). */
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
};
