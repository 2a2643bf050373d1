import { Hono } from 'hono';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { parseDate, toMillis } from '../../../../shared/booking/zoned.ts';
import { currentTime } from '../../clock.ts';
import type { AppEnv } from '../../context.ts';
import { addClosure, addSpecialHours, addTimeOff, listExceptions, removeException } from '../../domain/capacity.ts';
import { loadAttendant, loadLocation } from '../../domain/slots.ts';
import { fail, idParam, jsonBodyLimit, validate } from './validation.ts';

const date = v.pipe(
  v.string('must be a date YYYY-MM-DD'),
  v.check((s) => parseDate(s) !== undefined, 'must be a date YYYY-MM-DD'),
);
const time = v.pipe(v.string('must be a time HH:mm'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time HH:mm'));
const instant = v.pipe(
  v.string('must be an ISO-8601 time with offset'),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO-8601 time with offset'),
  v.check((s) => Number.isFinite(toMillis(s)), 'must be an ISO-8601 time with offset'),
);
const id = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('is required'), v.maxLength(100, 'must be at most 100 characters'));
const reason = v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(200, 'must be at most 200 characters')), '');

const newException = v.variant(
  'kind',
  [
    v.pipe(
      v.object({ kind: v.literal('closure'), locationId: v.nullish(id), startDate: date, endDate: date, reason }),
      v.check((c) => c.endDate >= c.startDate, 'endDate: must not be before startDate'),
    ),
    v.pipe(
      v.object({ kind: v.literal('hours'), locationId: id, date, open: time, close: time, reason }),
      v.check((h) => h.open !== h.close, 'close: must differ from open'),
    ),
    v.pipe(
      v.object({ kind: v.literal('time-off'), attendantId: id, start: instant, end: instant, reason }),
      v.check((t) => toMillis(t.end) > toMillis(t.start), 'end: must be after start'),
    ),
  ],
  'kind: must be closure, hours or time-off',
);

const listQuery = v.object({ from: v.optional(date) });

/**
 * Staff-only closures, special hours and time off of the tenant, under `/api/availability` (staff by
 * the access table): `GET /` lists those not over (`?from=YYYY-MM-DD`, default today), `POST /` adds
 * one (`kind`: closure, hours or time-off), `DELETE /{id}` removes one. Slots follow at once.
 */
export function availabilityRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/', validate('query', listQuery), async (c) => {
    const from = c.req.valid('query').from ?? DateTime.fromJSDate(currentTime()).toUTC().toISODate() ?? '';
    return c.json({ data: await listExceptions(c.get('data'), c.get('tenant').id, from) });
  });

  router.post('/', jsonBodyLimit(), validate('json', newException), async (c) => {
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const now = currentTime();
    const input = c.req.valid('json');
    if (input.kind === 'time-off') {
      if (!(await loadAttendant(data, tenantId, input.attendantId)))
        return fail(c, 404, 'not_found', 'Attendant not found.', 'attendantId');
      const made = await addTimeOff(
        data,
        tenantId,
        { ...input, start: new Date(toMillis(input.start)), end: new Date(toMillis(input.end)) },
        now,
      );
      return c.json({ data: (await listExceptions(data, tenantId, '0000-01-01')).find((e) => e.id === made) }, 201);
    }
    if (input.locationId && !(await loadLocation(data, tenantId, input.locationId)))
      return fail(c, 404, 'not_found', 'Location not found.', 'locationId');
    const made =
      input.kind === 'closure'
        ? await addClosure(data, tenantId, { ...input, locationId: input.locationId ?? null }, now)
        : await addSpecialHours(data, tenantId, input, now);
    return c.json({ data: (await listExceptions(data, tenantId, '0000-01-01')).find((e) => e.id === made) }, 201);
  });

  router.delete('/:id', validate('param', idParam), async (c) => {
    if (!(await removeException(c.get('data'), c.get('tenant').id, c.req.valid('param').id)))
      return fail(c, 404, 'not_found', 'No such closure, special hours or time off.');
    return c.body(null, 204);
  });

  return router;
}
