import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { QueueEntry } from '../../../shared/api/schemas.ts';
import { offeredAt, type BookingLocation } from '../../../shared/booking/catalog.ts';
import { policyRefusal } from '../../../shared/booking/refusals.ts';
import { FINISHED_QUEUE_STATUSES, queuePositions, type QueueStatus } from '../../../shared/booking/queue.ts';
import type { BookingRules } from '../../../shared/booking/rules.ts';
import { engineOf, inTransaction, type Data } from '../database.ts';
import { messageLanguage, recordEvent } from '../lifecycle/events.ts';
import { queueEvent } from '../lifecycle/snapshots.ts';
import { policyFor, type Actor } from './booking-policy.ts';
import { queueServers } from './capacity.ts';
import { creationOrder, failure, loadCatalog, refusalFailure, loadLocation, loadService, type Failure } from './slots.ts';

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

/** The tenant's queue entries with their service's duration, in the shape of `EntryRow`. */
function selectEntries(data: Data, tenantId: string) {
  return data
    .selectFrom('queue_entries as q')
    .leftJoin('services as s', (join) => join.onRef('s.tenant_id', '=', 'q.tenant_id').onRef('s.id', '=', 'q.service_id'))
    .select((eb) => [
      'q.id',
      'q.location_id as locationId',
      'q.service_id as serviceId',
      'q.customer_name as customerName',
      'q.customer_phone as customerPhone',
      eb.fn<string | null>('nullif', ['q.customer_email', eb.val('')]).as('customerEmail'),
      'q.party_size as partySize',
      'q.notes',
      'q.status',
      'q.joined_at as joinedAt',
      'q.notified_at as notifiedAt',
      'q.created_at as createdAt',
      's.duration as serviceDuration',
    ])
    .where('q.tenant_id', '=', tenantId);
}

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
async function locationLine(data: Data, tenantId: string, location: BookingLocation, now: Date): Promise<QueueEntry[]> {
  const midnight = DateTime.fromJSDate(now).setZone(location.timeZone).startOf('day').toUTC().toISO() ?? now.toISOString();
  const rows = (await selectEntries(data, tenantId)
    .where('q.location_id', '=', location.id)
    .where((eb) =>
      eb.or([eb('q.status', 'in', ['waiting', 'notified']), eb.and([eb('q.status', '=', 'seated'), eb('q.joined_at', '>=', midnight)])]),
    )
    .orderBy('q.joined_at')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute()) as EntryRow[];
  if (rows.length === 0) return [];
  const servers = await queueServers(data, tenantId, location, (await loadCatalog(data, tenantId)).attendants, now);
  return queuePositions(rows, servers).map(toEntry);
}

/** The queue of a location (or of every location), ordered by position: called entries (0) first, then the line. */
export async function listQueue(data: Data, tenantId: string, query: { locationId?: string; now: Date }): Promise<QueueEntry[] | Failure> {
  const ids = query.locationId
    ? [query.locationId]
    : (await data.selectFrom('locations').select('id').where('tenant_id', '=', tenantId).orderBy(creationOrder(data)).execute()).map(
        (l) => l.id,
      );
  const locations: BookingLocation[] = [];
  for (const id of ids) {
    const location = await loadLocation(data, tenantId, id);
    if (!location) return failure(404, 'not_found', 'Location not found.', 'locationId');
    locations.push(location);
  }
  const entries: QueueEntry[] = [];
  for (const location of locations) entries.push(...(await locationLine(data, tenantId, location, query.now)));
  return entries.sort((a, b) => a.position - b.position || a.joinedAt.localeCompare(b.joinedAt));
}

/** One entry with its live position (0 and no wait once called or finished). */
export async function getQueueEntry(data: Data, tenantId: string, id: string, now: Date): Promise<QueueEntry | undefined> {
  const row = (await selectEntries(data, tenantId).where('q.id', '=', id.trim().toLowerCase()).executeTakeFirst()) as EntryRow | undefined;
  if (!row) return undefined;
  const location = await loadLocation(data, tenantId, row.locationId);
  const live = location ? (await locationLine(data, tenantId, location, now)).find((e) => e.id === row.id) : undefined;
  return live ?? toEntry({ ...row, position: 0, estimatedWaitTime: 0 });
}

/**
 * Inside a transaction, makes other changes to the same location's line wait until it ends: on
 * PostgreSQL the location's row is read FOR UPDATE, so two walk-ins joining at once get distinct
 * consecutive positions; on SQLite one writer runs at a time anyway.
 */
async function lockLine(trx: Data, tenantId: string, locationId: string): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await trx.selectFrom('locations').select('id').where('tenant_id', '=', tenantId).where('id', '=', locationId).forUpdate().execute();
}

/**
 * Why a customer may not join the queue under `rules`, or undefined. A configuration enables walk-ins
 * with `allowWalkIn` or by listing the walk-in mode (as the widget reads it); staff may always add one.
 */
export function walkInRefusal(rules: BookingRules, actor: Actor): Failure | undefined {
  if (actor.staff || rules.allowWalkIn || rules.enabledModes.includes('walk-in')) return undefined;
  return refusalFailure(409, 'mode_disabled', policyRefusal('walkInClosed'));
}

/**
 * Adds a walk-in to the end of a location's line (status waiting). Its position is the number of
 * people waiting plus one, its wait that number times the service duration (or 15 minutes) shared
 * by the staff or tables serving at once. The e-mail (optional) and language are kept for messages.
 * A customer is refused (409 `mode_disabled`) where the configuration has not enabled walk-ins.
 */
export async function joinQueue(
  data: Data,
  tenantId: string,
  join: QueueJoin,
  now: Date,
  actor: Actor = { staff: false },
): Promise<QueueEntryResult> {
  return inTransaction(data, async (trx): Promise<QueueEntryResult> => {
    await lockLine(trx, tenantId, join.locationId);
    const location = await loadLocation(trx, tenantId, join.locationId);
    if (!location) return failure(404, 'not_found', 'Location not found.', 'locationId');
    const service = join.serviceId === undefined ? undefined : await loadService(trx, tenantId, join.serviceId);
    if (join.serviceId !== undefined) {
      if (!service) return failure(404, 'not_found', 'Service not found.', 'serviceId');
      if (!offeredAt(service, location.id)) return failure(400, 'invalid', 'serviceId: is not offered at this location', 'serviceId');
    }
    const refused = walkInRefusal(await policyFor(trx, tenantId, { locationId: location.id, service }), actor);
    if (refused) return refused;
    const id = `q_${randomBytes(12).toString('hex')}`;
    const stamp = now.toISOString();
    const created = await creationStamp(trx, tenantId, location.id, now);
    await trx
      .insertInto('queue_entries')
      .values({
        tenant_id: tenantId,
        id,
        location_id: location.id,
        service_id: join.serviceId ?? null,
        customer_name: join.customerName,
        customer_phone: join.customerPhone,
        customer_email: join.customerEmail ?? '',
        language: messageLanguage(join.language),
        party_size: join.partySize,
        notes: join.notes ?? null,
        status: 'waiting',
        joined_at: stamp,
        created_at: created,
        updated_at: stamp,
      })
      .execute();
    return { ok: true, queueEntry: (await getQueueEntry(trx, tenantId, id, now)) as QueueEntry };
  });
}

/**
 * The creation time of a location's new entry: `now`, or a millisecond after the line's latest entry
 * when that one is as late (a clock held still, or two joiners in one millisecond), so entries that
 * joined at the same instant keep the order they joined in. Read under the line's lock.
 */
async function creationStamp(trx: Data, tenantId: string, locationId: string, now: Date): Promise<string> {
  const latest = await trx
    .selectFrom('queue_entries')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('tenant_id', '=', tenantId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  const lastMs = latest?.last ? Date.parse(latest.last) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), lastMs + 1)).toISOString();
}

/** Changes an open entry's status, notes or party size; notifying records `notifiedAt` once. Closed entries are 409. */
export async function updateQueueEntry(
  data: Data,
  tenantId: string,
  id: string,
  change: QueueChange,
  now: Date,
): Promise<QueueEntryResult> {
  return inTransaction(data, async (trx): Promise<QueueEntryResult> => {
    const located = await trx
      .selectFrom('queue_entries')
      .select('location_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id.trim().toLowerCase())
      .executeTakeFirst();
    if (!located) return notFound();
    await lockLine(trx, tenantId, located.location_id);
    const entry = await getQueueEntry(trx, tenantId, id, now);
    if (!entry) return notFound();
    if (FINISHED_QUEUE_STATUSES.includes(entry.status as QueueStatus) && change.status !== entry.status) {
      return failure(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`, 'status');
    }
    const stamp = now.toISOString();
    await trx
      .updateTable('queue_entries')
      .set((eb) => ({
        status: change.status ?? eb.ref('status'),
        notes: change.notes ?? eb.ref('notes'),
        party_size: change.partySize ?? eb.ref('party_size'),
        notified_at: change.status === 'notified' ? eb.fn.coalesce('notified_at', eb.val(stamp)) : eb.ref('notified_at'),
        updated_at: stamp,
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', entry.id)
      .execute();
    if (change.status === 'notified') await recordCall(trx, tenantId, entry.id, entry.locationId, now);
    return { ok: true, queueEntry: (await getQueueEntry(trx, tenantId, entry.id, now)) as QueueEntry };
  });
}

async function firstWaiting(data: Data, tenantId: string, locationId: string): Promise<string | undefined> {
  const row = await data
    .selectFrom('queue_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('location_id', '=', locationId)
    .where('status', '=', 'waiting')
    .orderBy('joined_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Records what a call tells the customers, inside the caller's transaction: `queue.called` ("it's
 * your turn") for the called entry and `queue.next` ("you're next") for the entry now first in line.
 * Each at most once per entry (stable ids), however often staff call.
 */
async function recordCall(trx: Data, tenantId: string, calledId: string, locationId: string, now: Date): Promise<void> {
  const record = async (entryId: string, type: 'queue.called' | 'queue.next') => {
    const input = await queueEvent(trx, tenantId, entryId, type, `${type}:${entryId}`);
    if (input) await recordEvent(trx, tenantId, input, now);
  };
  await record(calledId, 'queue.called');
  const next = await firstWaiting(trx, tenantId, locationId);
  if (next) await record(next, 'queue.next');
}

/** Calls the first waiting entry of a location: status notified with `notifiedAt`, and the customers told. Null when nobody waits. */
export async function notifyNext(
  data: Data,
  tenantId: string,
  locationId: string,
  now: Date,
): Promise<{ ok: true; nextEntry: QueueEntry | null } | Failure> {
  return inTransaction(data, async (trx) => {
    await lockLine(trx, tenantId, locationId);
    if (!(await loadLocation(trx, tenantId, locationId))) return failure(404, 'not_found', 'Location not found.', 'locationId');
    const next = await firstWaiting(trx, tenantId, locationId);
    if (!next) return { ok: true as const, nextEntry: null };
    const stamp = now.toISOString();
    await trx
      .updateTable('queue_entries')
      .set({ status: 'notified', notified_at: stamp, updated_at: stamp })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', next)
      .execute();
    await recordCall(trx, tenantId, next, locationId, now);
    return { ok: true as const, nextEntry: (await getQueueEntry(trx, tenantId, next, now)) ?? null };
  });
}

/** Takes an entry out of the line (status left). A repeat is fine; a seated or served entry is 409. */
export async function leaveQueue(data: Data, tenantId: string, id: string, now: Date): Promise<QueueEntryResult> {
  const entry = await getQueueEntry(data, tenantId, id, now);
  if (!entry) return notFound();
  if (entry.status === 'left' || entry.status === 'cancelled') return { ok: true, queueEntry: entry };
  if (entry.status !== 'waiting' && entry.status !== 'notified')
    return failure(409, 'queue_entry_closed', `This queue entry is already ${entry.status}.`);
  return updateQueueEntry(data, tenantId, entry.id, { status: 'left' }, now);
}
