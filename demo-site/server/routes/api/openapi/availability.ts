import { dataOf, listOf, op, query, type JsonSchema, type Paths } from './types.ts';

const tags = ['availability'];
const str = { type: 'string' } as const;
const date = { type: 'string', format: 'date' } as const;
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' } as const;
const instant = { type: 'string', format: 'date-time' } as const;

const closure: JsonSchema = {
  type: 'object',
  required: ['kind', 'startDate', 'endDate'],
  properties: {
    kind: { const: 'closure' },
    id: str,
    locationId: { type: ['string', 'null'], description: 'None: every location' },
    startDate: date,
    endDate: date,
    reason: str,
  },
};
const hours: JsonSchema = {
  type: 'object',
  required: ['kind', 'locationId', 'date', 'open', 'close'],
  properties: { kind: { const: 'hours' }, id: str, locationId: str, date, open: time, close: time, reason: str },
};
const timeOff: JsonSchema = {
  type: 'object',
  required: ['kind', 'attendantId', 'start', 'end'],
  properties: { kind: { const: 'time-off' }, id: str, attendantId: str, start: instant, end: instant, reason: str },
};

/** Wire shapes of closures, special hours and staff time off. */
export const schemas: Record<string, JsonSchema> = {
  AvailabilityException: { oneOf: [closure, hours, timeOff] },
};

/** Staff-only closures, special hours and time off (demo-site/server/routes/api/availability.ts); docs/capacity-and-queue.md explains their effect. */
export const paths: Paths = {
  '/availability': {
    get: op('Closures, special hours and staff time off not over yet', {
      tags,
      parameters: [query('from', date, 'Local date from which to list (default today)')],
      ok: listOf({ $ref: '#/components/schemas/AvailabilityException' }),
      errors: [400, 401, 403],
    }),
    post: op('Close a location (or every location) for days, give a day special hours, or record an attendant away', {
      tags,
      status: 201,
      description:
        'Dates are local to the location. A closure has no slots; special hours replace that day’s usual hours; time off removes the attendant’s slots that meet it. Booking or moving into any of them is refused with 409 `slot_unavailable`.',
      body: { oneOf: [closure, hours, timeOff] },
      ok: dataOf({ $ref: '#/components/schemas/AvailabilityException' }),
      errors: [400, 401, 403, 404],
    }),
  },
  '/availability/{id}': {
    delete: op('Remove a closure, special hours or time off', { tags, ok: null, status: 204, errors: [401, 403, 404] }),
  },
};
