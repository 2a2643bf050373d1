import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { CalendarEventInput } from '../../../../shared/calendar/events.ts';
import { CALENDAR_EVENT_KINDS, MAX_EVENT_MINUTES, OWN_EVENT_PREFIX, toCalendarEvent } from '../../../../shared/calendar/event-draft.ts';
import { isoInZone, isValidZone } from '../../../../shared/booking/zoned.ts';
import { principalOf } from '../../auth/principal.ts';
import type { AppEnv } from '../../context.ts';
import {
  deleteStaffEvent,
  findStaffEvent,
  insertStaffEvent,
  MAX_CALENDAR_ROWS,
  reservationsInWindow,
  staffEventsInWindow,
  updateStaffEvent,
  type CalendarReservationRow,
  type StaffEventRow,
} from '../../domain/calendar.ts';
import { nowIso, randomId, sha256 } from '../../domain/ids.ts';
import { fail, idParam, jsonBodyLimit, validate, type ValidContext } from './validation.ts';

/** The longest range one request may ask for, in days (a year view plus slack). */
export const MAX_CALENDAR_DAYS = 400;
/** The most events one answer carries. */
export const MAX_CALENDAR_EVENTS = MAX_CALENDAR_ROWS;

const DAY_MS = 86_400_000;
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Invalid date'),
);
const rangeSchema = v.object({
  from: isoDate,
  to: isoDate,
  locationId: v.optional(v.pipe(v.string(), v.maxLength(80))),
  view: v.optional(v.picklist(['staff', 'public'], 'must be staff or public')),
});

/** A stored reservation as a calendar event: service as name, location as venue, attendant as host. */
function toEvent(row: CalendarReservationRow): CalendarEventInput {
  return {
    sk: row.id,
    name: row.serviceName,
    location: row.locationName,
    venue: row.address || row.locationName,
    service: row.serviceName,
    ...(row.attendantName ? { host: row.attendantName } : {}),
    reservationName: row.confirmationCode,
    ...(row.notes ? { description: row.notes } : {}),
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    timeZone: row.timeZone,
    data: {
      startTime: isoInZone(Date.parse(row.startUtc), row.timeZone),
      endTime: isoInZone(Date.parse(row.endUtc), row.timeZone),
      ...(row.color && /^#[0-9a-f]{6}$/i.test(row.color) ? { color: row.color } : {}),
    },
  };
}

/**
 * An event as anyone may see it: when, what and where, without the customer, notes or code, and
 * keyed by a digest of the reservation id rather than the id (which payment routes accept as a target).
 */
function publicEvent(event: CalendarEventInput): CalendarEventInput {
  const { customer: _customer, description: _description, reservationName: _code, sk, ...rest } = event;
  return { ...rest, sk: `evt_${sha256(sk ?? '').slice(0, 24)}` };
}

/**
 * GET `/api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD[&locationId=]`: the tenant's reservations (not
 * cancelled) that overlap the local days from `from` up to, not including, `to`, as calendar events,
 * at most 5,000. The UTC window is widened by a day each side so every zone's local days are covered.
 * A range that is backwards or longer than 400 days is a 400. Staff only, except `view=public`,
 * which anyone may read and which carries no customer, notes or confirmation code and no staff-made event.
 */
async function getCalendar(c: ValidContext<{ query: typeof rangeSchema }>): Promise<Response> {
  // Reservations and staff-made events share the range and the 5,000 cap; both come in start order.
  const query = c.req.valid('query');
  const { from, to, locationId } = query;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end <= start) return fail(c, 400, 'invalid', 'to: must be after from', 'to');
  if (end - start > MAX_CALENDAR_DAYS * DAY_MS)
    return fail(c, 400, 'invalid', `to: the range may span at most ${MAX_CALENDAR_DAYS} days`, 'to');
  const data = c.get('data');
  const tenantId = c.get('tenant').id;
  const window = { before: new Date(end + DAY_MS).toISOString(), after: new Date(start - DAY_MS).toISOString() };
  const rows = await reservationsInWindow(data, tenantId, window, locationId);
  // Staff-made events are the staff's own (meetings, planned posts and messages): never in the public view.
  const own = (locationId || query.view === 'public' ? [] : await staffEventsInWindow(data, tenantId, window)).map((row) => ({
    at: row.startUtc,
    event: ownEvent(row),
  }));
  const merged = [...rows.map((row) => ({ at: row.startUtc, event: toEvent(row) })), ...own].sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );
  const truncated = merged.length > MAX_CALENDAR_EVENTS;
  const events = merged.slice(0, MAX_CALENDAR_EVENTS).map((m) => m.event);
  return c.json({ from, to, truncated, events: query.view === 'public' ? events.map(publicEvent) : events });
}

/** A stored staff-made event as a calendar event, its times in the zone it was written in. */
function ownEvent(row: StaffEventRow): CalendarEventInput {
  return toCalendarEvent(row.id, {
    title: row.title,
    start: isoInZone(Date.parse(row.startUtc), row.timeZone),
    end: isoInZone(Date.parse(row.endUtc), row.timeZone),
    timeZone: row.timeZone,
    ...(row.location ? { location: row.location } : {}),
    ...(row.host ? { host: row.host } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
  });
}

const instant = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    'must be a date-time with an offset, like 2026-03-03T09:00:00-05:00',
  ),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'Invalid date'),
);
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `must be at most ${max} characters`)));
const eventFields = {
  title: v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(200, 'must be at most 200 characters')),
  start: instant,
  end: instant,
  timeZone: v.pipe(v.string('must be text'), v.check(isValidZone, 'must be an IANA time zone')),
  location: optionalText(200),
  host: optionalText(200),
  notes: optionalText(2000),
};
const createSchema = v.object({ kind: v.picklist(CALENDAR_EVENT_KINDS, 'must be meeting, post or message'), ...eventFields });
const updateSchema = v.partial(v.object(eventFields));

/** The 400 answer when `end` is not after `start` or the event is longer than a week, else null. */
function badSpan(c: Context<AppEnv>, start: string, end: string): Response | null {
  const length = Date.parse(end) - Date.parse(start);
  if (length <= 0) return fail(c, 400, 'invalid', 'end: must be after start', 'end');
  if (length > MAX_EVENT_MINUTES * 60_000) return fail(c, 400, 'invalid', 'end: an event may last at most 7 days', 'end');
  return null;
}

/** The event `id` of this tenant, or undefined (an id of another tenant is not found). */
function findOwnEvent(c: Context<AppEnv>, id: string): Promise<StaffEventRow | undefined> {
  return findStaffEvent(c.get('data'), c.get('tenant').id, id);
}

const notFound = (c: Context<AppEnv>) => fail(c, 404, 'not_found', 'No such calendar event');

/** POST `/api/calendar/events` (staff): adds a meeting, scheduled post or scheduled message; 201 `{ event }`. */
async function createEvent(c: ValidContext<{ json: typeof createSchema }>): Promise<Response> {
  const e = c.req.valid('json');
  const span = badSpan(c, e.start, e.end);
  if (span) return span;
  const principal = principalOf(c);
  const id = randomId(OWN_EVENT_PREFIX.slice(0, -1));
  const now = nowIso();
  const fields = {
    kind: e.kind,
    title: e.title,
    startUtc: new Date(e.start).toISOString(),
    endUtc: new Date(e.end).toISOString(),
    timeZone: e.timeZone,
    location: e.location || null,
    host: e.host || null,
    notes: e.notes || null,
  };
  await insertStaffEvent(
    c.get('data'),
    c.get('tenant').id,
    id,
    fields,
    principal.kind === 'staff' ? `staff:${principal.staffId}` : 'app',
    now,
  );
  return c.json({ event: ownEvent((await findOwnEvent(c, id)) as StaffEventRow) }, 201);
}

/** PUT `/api/calendar/events/{id}` (staff): changes the fields sent (a move sends start and end); `{ event }`. */
async function updateEvent(c: ValidContext<{ param: typeof idParam; json: typeof updateSchema }>): Promise<Response> {
  const row = await findOwnEvent(c, c.req.valid('param').id);
  if (!row) return notFound(c);
  const e = c.req.valid('json');
  const start = e.start ?? row.startUtc;
  const end = e.end ?? row.endUtc;
  const span = badSpan(c, start, end);
  if (span) return span;
  const keep = (value: string | undefined, old: string | null) => (value === undefined ? old : value || null);
  const changed = {
    id: row.id,
    title: e.title ?? row.title,
    startUtc: new Date(start).toISOString(),
    endUtc: new Date(end).toISOString(),
    timeZone: e.timeZone ?? row.timeZone,
    location: keep(e.location, row.location),
    host: keep(e.host, row.host),
    notes: keep(e.notes, row.notes),
  };
  await updateStaffEvent(c.get('data'), c.get('tenant').id, changed, nowIso());
  return c.json({ event: ownEvent((await findOwnEvent(c, row.id)) as StaffEventRow) });
}

/** DELETE `/api/calendar/events/{id}` (staff): removes the event; 204. */
async function deleteEvent(c: ValidContext<{ param: typeof idParam }>): Promise<Response> {
  return (await deleteStaffEvent(c.get('data'), c.get('tenant').id, c.req.valid('param').id)) ? c.body(null, 204) : notFound(c);
}

/** Calendar routes under `/api/calendar`: the range (reservations and staff-made events) and the staff-made events' writes; every query scoped by the tenant. */
export function calendarRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Like every JSON route: a body over 1 MB is a 413 before anything reads it.
  router.use('*', jsonBodyLimit());
  router.get('/', validate('query', rangeSchema), getCalendar);
  router.post('/events', validate('json', createSchema), createEvent);
  router.put('/events/:id', validate('param', idParam), validate('json', updateSchema), updateEvent);
  router.delete('/events/:id', validate('param', idParam), deleteEvent);
  return router;
}
