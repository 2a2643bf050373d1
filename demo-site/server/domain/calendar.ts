import type { Db } from '../db.ts';

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

const RESERVATIONS = `SELECT r.id, r.start_utc AS startUtc, r.end_utc AS endUtc, r.status, r.confirmation_code AS confirmationCode,
  r.customer_name AS customerName, r.customer_email AS customerEmail, r.customer_phone AS customerPhone, r.notes,
  l.time_zone AS timeZone, l.name AS locationName, l.address, s.name AS serviceName, s.color, a.name AS attendantName
  FROM reservations r
  JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id
  JOIN services s ON s.tenant_id = r.tenant_id AND s.id = r.service_id
  LEFT JOIN attendants a ON a.tenant_id = r.tenant_id AND a.id = r.attendant_id
  WHERE r.tenant_id = ? AND r.status != 'cancelled' AND r.start_utc < ? AND r.end_utc > ?`;

const EVENT_COLUMNS = 'id, title, start_utc AS startUtc, end_utc AS endUtc, time_zone AS timeZone, location, host, notes';

/** The tenant's reservations (not cancelled) overlapping the UTC window `[after, before)`, in start order, at most MAX_CALENDAR_ROWS + 1. */
export function reservationsInWindow(db: Db, tenantId: string, window: { before: string; after: string }, locationId?: string): CalendarReservationRow[] {
  const where = locationId ? ' AND r.location_id = ?' : '';
  return db
    .prepare(`${RESERVATIONS}${where} ORDER BY r.start_utc, r.rowid LIMIT ${MAX_CALENDAR_ROWS + 1}`)
    .all(tenantId, window.before, window.after, ...(locationId ? [locationId] : [])) as CalendarReservationRow[];
}

/** The tenant's staff-made events overlapping the UTC window `[after, before)`, in start order, at most MAX_CALENDAR_ROWS + 1. */
export function staffEventsInWindow(db: Db, tenantId: string, window: { before: string; after: string }): StaffEventRow[] {
  return db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE tenant_id = ? AND start_utc < ? AND end_utc > ? ORDER BY start_utc LIMIT ${MAX_CALENDAR_ROWS + 1}`)
    .all(tenantId, window.before, window.after) as StaffEventRow[];
}

/** The tenant's staff-made event `id`, or undefined (another tenant's event is not found). */
export function findStaffEvent(db: Db, tenantId: string, id: string): StaffEventRow | undefined {
  return db.prepare(`SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE tenant_id = ? AND id = ?`).get(tenantId, id) as StaffEventRow | undefined;
}

/** Stores a new staff-made event made by `createdBy` (`staff:{id}` or `app`). */
export function insertStaffEvent(db: Db, tenantId: string, id: string, fields: StaffEventFields, createdBy: string, now: string): void {
  db.prepare(
    'INSERT INTO calendar_events (tenant_id, id, kind, title, start_utc, end_utc, time_zone, location, host, notes, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(tenantId, id, fields.kind, fields.title, fields.startUtc, fields.endUtc, fields.timeZone, fields.location, fields.host, fields.notes, createdBy, now, now);
}

/** Writes an event's fields back (every field, as the caller merged them). */
export function updateStaffEvent(db: Db, tenantId: string, event: StaffEventRow, now: string): void {
  db.prepare('UPDATE calendar_events SET title = ?, start_utc = ?, end_utc = ?, time_zone = ?, location = ?, host = ?, notes = ?, updated_at = ? WHERE tenant_id = ? AND id = ?').run(
    event.title,
    event.startUtc,
    event.endUtc,
    event.timeZone,
    event.location,
    event.host,
    event.notes,
    now,
    tenantId,
    event.id,
  );
}

/** Removes the tenant's event `id`; false when it had none. */
export function deleteStaffEvent(db: Db, tenantId: string, id: string): boolean {
  return db.prepare('DELETE FROM calendar_events WHERE tenant_id = ? AND id = ?').run(tenantId, id).changes > 0;
}
