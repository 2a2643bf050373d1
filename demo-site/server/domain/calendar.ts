import type { Data } from '../database.ts';
import { reservationsWithPlaces } from './reservation-places.ts';

/** The most rows one calendar read returns, plus one (so the caller can tell the range was cut). */
export const MAX_CALENDAR_ROWS = 5000;

/** A reservation as the calendar shows it, with its location, service and attendant. */
export interface CalendarReservationRow {
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

/** A staff-made calendar event (a meeting, a scheduled post or message) as stored. */
export interface StaffEventRow {
  id: string;
  title: string;
  startUtc: string;
  endUtc: string;
  timeZone: string;
  location: string | null;
  host: string | null;
  notes: string | null;
}

/** What a new staff-made event holds (its kind: meeting, post or message); the times are UTC instants. */
export type StaffEventFields = Omit<StaffEventRow, 'id'> & { kind: string };

const EVENT_COLUMNS = [
  'id',
  'title',
  'start_utc as startUtc',
  'end_utc as endUtc',
  'time_zone as timeZone',
  'location',
  'host',
  'notes',
] as const;

/**
 * The tenant's reservations (not cancelled) overlapping the UTC window `[after, before)`, in start
 * order (then booking order), at most MAX_CALENDAR_ROWS + 1.
 */
export async function reservationsInWindow(
  data: Data,
  tenantId: string,
  window: { before: string; after: string },
  locationId?: string,
): Promise<CalendarReservationRow[]> {
  let query = reservationsWithPlaces(data)
    .select([
      'r.id',
      'r.start_utc as startUtc',
      'r.end_utc as endUtc',
      'r.status',
      'r.confirmation_code as confirmationCode',
      'r.customer_name as customerName',
      'r.customer_email as customerEmail',
      'r.customer_phone as customerPhone',
      'r.notes',
      'l.time_zone as timeZone',
      'l.name as locationName',
      'l.address',
      's.name as serviceName',
      's.color',
      'a.name as attendantName',
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '!=', 'cancelled')
    .where('r.start_utc', '<', window.before)
    .where('r.end_utc', '>', window.after);
  if (locationId) query = query.where('r.location_id', '=', locationId);
  return query
    .orderBy('r.start_utc')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(MAX_CALENDAR_ROWS + 1)
    .execute();
}

/** The tenant's staff-made events overlapping the UTC window `[after, before)`, in start order, at most MAX_CALENDAR_ROWS + 1. */
export async function staffEventsInWindow(
  data: Data,
  tenantId: string,
  window: { before: string; after: string },
): Promise<StaffEventRow[]> {
  return data
    .selectFrom('calendar_events')
    .select(EVENT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('start_utc', '<', window.before)
    .where('end_utc', '>', window.after)
    .orderBy('start_utc')
    .orderBy('id')
    .limit(MAX_CALENDAR_ROWS + 1)
    .execute();
}

/** The tenant's staff-made event `id`, or undefined (another tenant's event is not found). */
export async function findStaffEvent(data: Data, tenantId: string, id: string): Promise<StaffEventRow | undefined> {
  return data.selectFrom('calendar_events').select(EVENT_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Stores a new staff-made event made by `createdBy` (`staff:{id}` or `app`). */
export async function insertStaffEvent(
  data: Data,
  tenantId: string,
  id: string,
  fields: StaffEventFields,
  createdBy: string,
  now: string,
): Promise<void> {
  await data
    .insertInto('calendar_events')
    .values({
      tenant_id: tenantId,
      id,
      kind: fields.kind,
      title: fields.title,
      start_utc: fields.startUtc,
      end_utc: fields.endUtc,
      time_zone: fields.timeZone,
      location: fields.location,
      host: fields.host,
      notes: fields.notes,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Writes an event's fields back (every field, as the caller merged them). */
export async function updateStaffEvent(data: Data, tenantId: string, event: StaffEventRow, now: string): Promise<void> {
  await data
    .updateTable('calendar_events')
    .set({
      title: event.title,
      start_utc: event.startUtc,
      end_utc: event.endUtc,
      time_zone: event.timeZone,
      location: event.location,
      host: event.host,
      notes: event.notes,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', event.id)
    .execute();
}

/** Removes the tenant's event `id`; false when it had none. */
export async function deleteStaffEvent(data: Data, tenantId: string, id: string): Promise<boolean> {
  const result = await data.deleteFrom('calendar_events').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
