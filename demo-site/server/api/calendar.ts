import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { CalendarEventInput } from '../../../shared/calendar/events.ts';
import { isoInZone } from '../../../shared/booking/zoned.ts';
import type { AppEnv } from '../context.ts';
import { sha256 } from '../domain/ids.ts';
import { fail, readQuery } from './validation.ts';

/** The longest range one request may ask for, in days (a year view plus slack). */
export const MAX_CALENDAR_DAYS = 400;
/** The most events one answer carries. */
export const MAX_CALENDAR_EVENTS = 5000;

const DAY_MS = 86_400_000;
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Invalid date'));
const rangeSchema = v.object({
  from: isoDate,
  to: isoDate,
  locationId: v.optional(v.pipe(v.string(), v.maxLength(80))),
  view: v.optional(v.picklist(['staff', 'public'], 'must be staff or public')),
});

interface Row {
  id: string;
  startUtc: string;
  endUtc: string;
  status: string;
  confirmationCode: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string | null;
  timeZone: string;
  locationName: string;
  address: string;
  serviceName: string;
  color: string | null;
  attendantName: string | null;
}

const SELECT = `SELECT r.id, r.start_utc AS startUtc, r.end_utc AS endUtc, r.status, r.confirmation_code AS confirmationCode,
  r.customer_name AS customerName, r.customer_email AS customerEmail, r.customer_phone AS customerPhone, r.notes,
  l.time_zone AS timeZone, l.name AS locationName, l.address, s.name AS serviceName, s.color, a.name AS attendantName
  FROM reservations r
  JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id
  JOIN services s ON s.tenant_id = r.tenant_id AND s.id = r.service_id
  LEFT JOIN attendants a ON a.tenant_id = r.tenant_id AND a.id = r.attendant_id
  WHERE r.tenant_id = ? AND r.status != 'cancelled' AND r.start_utc < ? AND r.end_utc > ?`;

/** A stored reservation as a calendar event (spec §3): service as name, location as venue, attendant as host. */
function toEvent(row: Row): CalendarEventInput {
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
 * which anyone may read and which carries no customer, notes or confirmation code.
 */
function getCalendar(c: Context<AppEnv>): Response {
  const query = readQuery(c, rangeSchema);
  if (!query.ok) return query.response;
  const { from, to, locationId } = query.value;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end <= start) return fail(c, 400, 'invalid', 'to: must be after from', 'to');
  if (end - start > MAX_CALENDAR_DAYS * DAY_MS) return fail(c, 400, 'invalid', `to: the range may span at most ${MAX_CALENDAR_DAYS} days`, 'to');
  const where = locationId ? ' AND r.location_id = ?' : '';
  const rows = c
    .get('db')
    .prepare(`${SELECT}${where} ORDER BY r.start_utc, r.rowid LIMIT ${MAX_CALENDAR_EVENTS + 1}`)
    .all(c.get('tenant').id, new Date(end + DAY_MS).toISOString(), new Date(start - DAY_MS).toISOString(), ...(locationId ? [locationId] : [])) as Row[];
  const truncated = rows.length > MAX_CALENDAR_EVENTS;
  const events = rows.slice(0, MAX_CALENDAR_EVENTS).map(toEvent);
  return c.json({ from, to, truncated, events: query.value.view === 'public' ? events.map(publicEvent) : events });
}

/** Calendar routes under `/api/calendar` (read-only; every query scoped by the tenant). */
export function calendarRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', getCalendar);
  return router;
}
