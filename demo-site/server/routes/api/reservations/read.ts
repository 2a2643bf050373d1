import type { Context } from 'hono';
import type { QueueEntry, Reservation, Slot } from '../../../../../shared/api/schemas.ts';
import { BOOKING_MESSAGES } from '../../../../../shared/booking/messages.ts';
import { toMillis } from '../../../../../shared/booking/zoned.ts';
import type { AppEnv } from '../../../context.ts';
import { getQueueEntry, listQueue } from '../../../domain/queue.ts';
import { findReservation, listReservations } from '../../../domain/reservations.ts';
import { bookingDuration } from '../../../domain/booking-policy.ts';
import { attendantOut, locationOut, serviceOut } from '../../../domain/booking-wire.ts';
import { cachedAnswer } from '../../../domain/answer-cache.ts';
import { daySlots, failure, loadCatalog, loadLocation, resolveSelection, type Failure } from '../../../domain/slots.ts';
import type { Data } from '../../../database.ts';
import { listQuerySchema, slotQuerySchema, type SlotQuery } from './schemas.ts';
import {
  callerIsStaff,
  CONTACT_REQUIRED,
  staffOnly,
  contactMatches,
  idFromManageToken,
  manageTokenFor,
  ownsReservation,
  publicQueueEntry,
} from './ownership.ts';
import { sendFailure, withPolicy } from './respond.ts';
import type { ValidContext } from '../validation.ts';

/** GET /definitions: one definition per tenant with its locations, services and active attendants. */
export async function getDefinitions(c: Context<AppEnv>): Promise<Response> {
  const tenant = c.get('tenant');
  const catalog = await loadCatalog(c.get('data'), tenant.id);
  return c.json({
    data: [
      {
        id: tenant.id,
        data: {
          locations: catalog.locations.map(locationOut),
          services: catalog.services.map(serviceOut),
          attendants: catalog.attendants.map(attendantOut),
        },
      },
    ],
  });
}

/**
 * GET the collection. Visitors: `?code=&contact=` (the code with the e-mail or phone used to book) or
 * `?manageToken=` (a signed manage link) answer that one reservation, with the `policy` that governs
 * it, and a manage token (with `type=queue`, the walk-in's own entry in any status); a wrong code
 * or contact is the same 404; `?type=queue` is the public board (short names, no phone or notes) and
 * `&find=` one entry by the full phone number or its id. Staff and machine calls: `?code=` alone, the
 * full queue, and reservations by location and day (401 for anyone else).
 */
export async function getCollection(c: ValidContext<{ query: typeof listQuerySchema }>, now: Date): Promise<Response> {
  const query = c.req.valid('query');
  const data = c.get('data');
  const tenantId = c.get('tenant').id;
  const staff = callerIsStaff(c);
  const { code, contact, manageToken, type, find, locationId, date } = query;
  const notFound = () => sendFailure(c, failure(404, 'not_found', BOOKING_MESSAGES.reservationNotFound, 'code'));
  const answer = async (reservation: Reservation) =>
    c.json({
      reservations: [await withPolicy(data, tenantId, reservation)],
      manageToken: manageTokenFor(c, { kind: 'reservation', reservation }),
    });
  if (manageToken !== undefined && type === 'queue') return ownQueueEntry(c, manageToken, now);
  if (manageToken !== undefined) {
    const id = idFromManageToken(c, 'reservation', manageToken);
    const found = id === undefined ? undefined : await findReservation(data, tenantId, id);
    return found ? answer(found) : notFound();
  }
  if (code !== undefined) {
    if (!staff && contact === undefined) return sendFailure(c, failure(400, 'invalid', CONTACT_REQUIRED, 'contact'));
    const found = await findReservation(data, tenantId, code);
    if (!found || (!staff && !ownsReservation(found, contact ?? ''))) return notFound();
    return answer(found);
  }
  if (type === 'queue') {
    const queue = await listQueue(data, tenantId, { locationId, now });
    if (!Array.isArray(queue)) return sendFailure(c, queue);
    if (find !== undefined) return findInQueue(c, queue, find, staff);
    return c.json({ queue: staff ? queue : queue.map(publicQueueEntry) });
  }
  if (!staff) return sendFailure(c, staffOnly(c, 'Sign in as staff to list reservations.'));
  if (locationId !== undefined && !(await loadLocation(data, tenantId, locationId)))
    return sendFailure(c, failure(404, 'not_found', 'Location not found.', 'locationId'));
  return c.json({ reservations: await listReservations(data, tenantId, { locationId, date, now }) });
}

/**
 * A walk-in's own entry from the token its join answered, in any status (also once served, removed
 * or marked no-show, so the visitor's screen can say so): `{ queue: [entry], manageToken }`, else 404.
 */
async function ownQueueEntry(c: Context<AppEnv>, token: string, now: Date): Promise<Response> {
  const id = idFromManageToken(c, 'queue', token);
  const entry = id === undefined ? undefined : await getQueueEntry(c.get('data'), c.get('tenant').id, id, now);
  if (!entry) return sendFailure(c, failure(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound, 'manageToken'));
  return c.json({ queue: [entry], manageToken: manageTokenFor(c, { kind: 'queue', entry }) });
}

/**
 * "Find Me": the one entry whose full phone number or id is `find`. By phone the visitor proved it is
 * theirs (full entry and a manage token); by id anyone gets the board's public view of it.
 */
function findInQueue(c: Context<AppEnv>, queue: QueueEntry[], find: string, staff: boolean): Response {
  const byPhone = queue.find((e) => contactMatches(find, '', e.customerPhone));
  if (byPhone) return c.json({ queue: [byPhone], manageToken: manageTokenFor(c, { kind: 'queue', entry: byPhone }) });
  const byId = queue.find((e) => e.id === find.trim().toLowerCase());
  if (byId) return c.json({ queue: [staff ? byId : publicQueueEntry(byId)] });
  return sendFailure(c, failure(404, 'not_found', BOOKING_MESSAGES.queueEntryNotFound, 'find'));
}

/** What a slot query answers: the day's slots, or whether one start time is free. */
type SlotAnswer = { ok: true; body: { slots: Slot[] } | { available: boolean } } | Failure;

/** Computes a slot query's answer from the database (reads only). */
async function slotAnswer(data: Data, tenantId: string, query: SlotQuery, now: Date): Promise<SlotAnswer> {
  const { check: checkOnly, startTime, mealType, ...selection } = query;
  const resolved = await resolveSelection(data, tenantId, selection);
  if (!resolved.ok) return resolved;
  const durationMinutes = mealType === undefined ? undefined : bookingDuration(resolved.rules, resolved.service?.duration, mealType);
  if (typeof durationMinutes === 'object') return durationMinutes;
  const found = await daySlots(data, tenantId, { ...resolved, date: selection.date, now, durationMinutes });
  if (checkOnly && startTime !== undefined) {
    const wanted = toMillis(startTime);
    return { ok: true, body: { available: found.some((s) => s.startMs === wanted && s.available) } };
  }
  const locationId = resolved.location.id;
  const slots: Slot[] = found.map((s) => ({
    startTime: s.startTime,
    endTime: s.endTime,
    available: s.available,
    locationId,
    capacity: s.capacity,
  }));
  return { ok: true, body: { slots } };
}

/**
 * POST /slots: the day's slots (`{ slots }`), or with `check: true` and `startTime` whether it is free
 * (`{ available }`). With `mealType` the slots are that meal's length, read from the governing
 * configuration (the browser never sends a length); an unknown meal type is a 400.
 *
 * The answer is kept until the database changes or the clock reaches the next second (slot times and
 * notice periods are whole minutes, so within one second the answer cannot change): a booking, a
 * cancellation or a staff change is seen by the very next query, and repeated queries for a busy day
 * cost a lookup instead of the day's slot arithmetic.
 */
export async function postSlots(c: ValidContext<{ json: typeof slotQuerySchema }>, now: Date): Promise<Response> {
  const query = c.req.valid('json');
  if (query.check && query.startTime === undefined) return sendFailure(c, failure(400, 'invalid', 'startTime: is required', 'startTime'));
  const data = c.get('data');
  const tenantId = c.get('tenant').id;
  const key = `slots\n${tenantId}\n${Math.floor(now.getTime() / 1000)}\n${JSON.stringify(query)}`;
  const answer = await cachedAnswer(data, key, () => slotAnswer(data, tenantId, query, now));
  return answer.ok ? c.json(answer.body) : sendFailure(c, answer);
}
