import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { QueueEntry } from '../../../shared/api/schemas.ts';
import { offeredAt, type BookingLocation } from '../../../shared/booking/catalog.ts';
import { policyMessage } from '../../../shared/booking/messages.ts';
import { FINISHED_QUEUE_STATUSES, queuePositions, type QueueStatus } from '../../../shared/booking/queue.ts';
import type { BookingRules } from '../../../shared/booking/rules.ts';
import type { Db } from '../db.ts';
import { messageLanguage, recordEvent } from '../lifecycle/events.ts';
import { queueEvent } from '../lifecycle/snapshots.ts';
import { policyFor, type Actor } from './booking-policy.ts';
import { queueServers } from './capacity.ts';
import { failure, loadCatalog, loadLocation, loadService, type Failure } from './slots.ts';

/** The outcome of a call that returns a queue entry. */
export type QueueEntryResult = { ok: true; queueEntry: QueueEntry } | Failure;

/** A walk-in joining the queue, after validation. */
export interface QueueJoin {
  locationId: string;
  serviceId?: string;
  customerName: string;
  customerPhone: string;
  partySize: number;
  notes?: string;
  /** Where to send "you're next" and "it's your turn" (optional). */
  customerEmail?: string;
  /** The visitor's language tag (from the widget's locale); messages are in English or Spanish. */
  language?: string;
}

/** Fields staff may change on an entry. */
export interface QueueChange {
  status?: QueueStatus;
  notes?: string;
  partySize?: number;
}

type EntryRow = Omit<QueueEntry, 'position' | 'estimatedWaitTime'> & { serviceDuration: number | null };

const SELECT = `SELECT q.id, q.location_id AS locationId, q.service_id AS serviceId, q.customer_name AS customerName,
  q.customer_phone AS customerPhone, nullif(q.customer_email, '') AS customerEmail, q.party_size AS partySize, q.notes, q.status, q.joined_at AS joinedAt, q.notified_at AS notifiedAt,
  q.created_at AS createdAt, s.duration AS serviceDuration
  FROM queue_entries q LEFT JOIN services s ON s.tenant_id = q.tenant_id AND s.id = q.service_id WHERE q.tenant_id = ?`;

const notFound = (): Failure => failure(404, 'not_found', 'No entry found with this ID or phone number', 'queueEntryId');

function toEntry(row: EntryRow & { position: number; estimatedWaitTime: number }): QueueEntry {
  const { serviceDuration: _duration, ...entry } = row;
  return entry;
}

/**
 * The live line of one location in joining order: waiting and notified entries, plus those seated
 * since the location's local midnight (the queue table shows them). Positions and waits are live;
 * waits are shared by the staff or tables serving at once (`queueServers`).
 */
function locationLine(db: Db, tenantId: string, location: BookingLocation, now: Date): QueueEntry[] {
  const locationId = location.id;
  const midnight = DateTime.fromJSDate(now).setZone(location.timeZone).startOf('day').toUTC().toISO() ?? now.toISOString();
  const rows = db
    .prepare(
      `${SELECT} AND q.location_id = ? AND (q.status IN ('waiting', 'notified') OR (q.status = 'seated' AND q.joined_at >= ?))
       ORDER BY q.joined_at, q.rowid`,
    )
    .all(tenantId, locationId, midnight) as EntryRow[];
  if (rows.length === 0) return [];
  return queuePositions(rows, queueServers(db, tenantId, location, loadCatalog(db, tenantId).attendants, now)).map(toEntry);
}

/** The queue of a location (or of every location), ordered by position: called entries (0) first, then the line. */
export function listQueue(db: Db, tenantId: string, query: { locationId?: string; now: Date }): QueueEntry[] | Failure {
  const locations = query.locationId
    ? [loadLocation(db, tenantId, query.locationId)]
    : (db.prepare('SELECT id FROM locations WHERE tenant_id = ? ORDER BY rowid').pluck().all(tenantId) as string[]).map((id) =>
        loadLocation(db, tenantId, id),
      );
  if (locations.some((l) => !l)) return failure(404, 'not_found', 'Location not found.', 'locationId');
  const entries = locations.flatMap((l) => (l ? locationLine(db, tenantId, l, query.now) : []));
  return entries.sort((a, b) => a.position - b.position || a.joinedAt.localeCompare(b.joinedAt));
}

/** One entry with its live position (0 and no wait once called or finished). */
export function getQueueEntry(db: Db, tenantId: string, id: string, now: Date): QueueEntry | undefined {
  const row = db.prepare(`${SELECT} AND q.id = ?`).get(tenantId, id.trim().toLowerCase()) as EntryRow | undefined;
  if (!row) return undefined;
  const location = loadLocation(db, tenantId, row.locationId);
  const live = location ? locationLine(db, tenantId, location, now).find((e) => e.id === row.id) : undefined;
  return live ?? toEntry({ ...row, position: 0, estimatedWaitTime: 0 });
}

/**
 * Why a customer may not join the queue under `rules`, or undefined. A configuration enables walk-ins
 * with `allowWalkIn` or by listing the walk-in mode (as the widget reads it); staff may always add one.
 */
export function walkInRefusal(rules: BookingRules, actor: Actor): Failure | undefined {
  if (actor.staff || rules.allowWalkIn || rules.enabledModes.includes('walk-in')) return undefined;
  return failure(409, 'mode_disabled', policyMessage('walkInClosed'));
}

/**
 * Adds a walk-in to the end of a location's line (status waiting). Its position is the number of
 * people waiting plus one, its wait that number times the service duration (or 15 minutes) shared
 * by the staff or tables serving at once. The e-mail (optional) and language are kept for messages.
 * A customer is refused (409 `mode_disabled`) where the configuration has not enabled walk-ins.
 */
export function joinQueue(db: Db, tenantId: string, join: QueueJoin, now: Date, actor: Actor = { staff: false }): QueueEntryResult {
  return db
    .transaction((): QueueEntryResult => {
      const location = loadLocation(db, tenantId, join.locationId);
      if (!location) return failure(404, 'not_found', 'Location not found.', 'locationId');
      const service = join.serviceId === undefined ? undefined : loadService(db, tenantId, join.serviceId);
      if (join.serviceId !== undefined) {
        if (!service) return failure(404, 'not_found', 'Service not found.', 'serviceId');
        if (!offeredAt(service, location.id)) return failure(400, 'invalid', 'serviceId: is not offered at this location', 'serviceId');
      }
      const refused = walkInRefusal(policyFor(db, tenantId, { locationId: location.id, service }), actor);
      if (refused) return refused;
      const id = `q_${randomBytes(12).toString('hex')}`;
      const stamp = now.toISOString();
      db.prepare(
        `INSERT INTO queue_entries (tenant_id, id, location_id, service_id, customer_name, customer_phone, customer_email, language, party_size,
           notes, status, joined_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?)`,
      ).run(
        tenantId,
        id,
        location.id,
        join.serviceId ?? null,
        join.customerName,
        join.customerPhone,
        join.customerEmail ?? '',
        messageLanguage(join.language),
        join.partySize,
        join.notes ?? null,
        stamp,
        stamp,
        stamp,
      );
      return { ok: true, queueEntry: getQueueEntry(db, tenantId, id, now) as QueueEntry };
    })
    .immediate();
}

/** Changes an open entry's status, notes or party size; notifying records `notifiedAt` once. Closed entries are 409. */
export function updateQueueEntry(db: Db, tenantId: string, id: string, change: QueueChange, now: Date): QueueEntryResult {
  return db
    .transaction((): QueueEntryResult => {
      const entry = getQueueEntry(db, tenantId, id, now);
      if (!entry) return notFound();
      if (FINISHED_QUEUE_STATUSES.includes(entry.status as QueueStatus) && change.status !== entry.status) {
        return failure(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`, 'status');
      }
      const stamp = now.toISOString();
      db.prepare(
        `UPDATE queue_entries SET status = coalesce(?, status), notes = coalesce(?, notes), party_size = coalesce(?, party_size),
           notified_at = CASE WHEN ? = 'notified' THEN coalesce(notified_at, ?) ELSE notified_at END, updated_at = ?
         WHERE tenant_id = ? AND id = ?`,
      ).run(change.status ?? null, change.notes ?? null, change.partySize ?? null, change.status ?? null, stamp, stamp, tenantId, entry.id);
      if (change.status === 'notified') recordCall(db, tenantId, entry.id, entry.locationId, now);
      return { ok: true, queueEntry: getQueueEntry(db, tenantId, entry.id, now) as QueueEntry };
    })
    .immediate();
}

const firstWaiting = (db: Db, tenantId: string, locationId: string) =>
  db
    .prepare(
      `SELECT id FROM queue_entries WHERE tenant_id = ? AND location_id = ? AND status = 'waiting' ORDER BY joined_at, rowid LIMIT 1`,
    )
    .pluck()
    .get(tenantId, locationId) as string | undefined;

/**
 * Records what a call tells the customers, inside the caller's transaction: `queue.called` ("it's
 * your turn") for the called entry and `queue.next` ("you're next") for the entry now first in line.
 * Each at most once per entry (stable ids), however often staff call.
 */
function recordCall(db: Db, tenantId: string, calledId: string, locationId: string, now: Date): void {
  const record = (entryId: string, type: 'queue.called' | 'queue.next') => {
    const input = queueEvent(db, tenantId, entryId, type, `${type}:${entryId}`);
    if (input) recordEvent(db, tenantId, input, now);
  };
  record(calledId, 'queue.called');
  const next = firstWaiting(db, tenantId, locationId);
  if (next) record(next, 'queue.next');
}

/** Calls the first waiting entry of a location: status notified with `notifiedAt`, and the customers told. Null when nobody waits. */
export function notifyNext(db: Db, tenantId: string, locationId: string, now: Date): { ok: true; nextEntry: QueueEntry | null } | Failure {
  return db
    .transaction(() => {
      if (!loadLocation(db, tenantId, locationId)) return failure(404, 'not_found', 'Location not found.', 'locationId');
      const next = firstWaiting(db, tenantId, locationId);
      if (!next) return { ok: true as const, nextEntry: null };
      const stamp = now.toISOString();
      db.prepare(`UPDATE queue_entries SET status = 'notified', notified_at = ?, updated_at = ? WHERE tenant_id = ? AND id = ?`).run(
        stamp,
        stamp,
        tenantId,
        next,
      );
      recordCall(db, tenantId, next, locationId, now);
      return { ok: true as const, nextEntry: getQueueEntry(db, tenantId, next, now) ?? null };
    })
    .immediate();
}

/** Takes an entry out of the line (status left). A repeat is fine; a seated or served entry is 409. */
export function leaveQueue(db: Db, tenantId: string, id: string, now: Date): QueueEntryResult {
  const entry = getQueueEntry(db, tenantId, id, now);
  if (!entry) return notFound();
  if (entry.status === 'left' || entry.status === 'cancelled') return { ok: true, queueEntry: entry };
  if (entry.status !== 'waiting' && entry.status !== 'notified')
    return failure(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`);
  return updateQueueEntry(db, tenantId, entry.id, { status: 'left' }, now);
}
