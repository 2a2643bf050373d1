import { randomBytes } from 'node:crypto';
import type { Reservation } from '../../../shared/api/schemas.ts';
import type { ReservationRequest } from '../../../shared/api/reservations.ts';
import { confirmationCode, normalizeCode } from '../../../shared/booking/codes.ts';
import { BOOKING_MESSAGES, policyMessage } from '../../../shared/booking/messages.ts';
import { checkInProblem, reservationActions, transitionProblem, type ReservationStatus } from '../../../shared/booking/status.ts';
import {
  addDays,
  formatDate,
  isoInZone,
  localDateOf,
  parseDate,
  parseTime,
  toMillis,
  wallTimeInstants,
} from '../../../shared/booking/zoned.ts';
import { amountDueCents, type BookingRules } from '../../../shared/booking/rules.ts';
import { reservationPaymentTotals, reservationTaxRule } from '../../../shared/pricing/totals.ts';
import type { Db } from '../db.ts';
import { bookingEvent } from '../lifecycle/snapshots.ts';
import { recordEvent, type EventType } from '../lifecycle/events.ts';
import {
  bookingDuration,
  bookingWindowRefusal,
  cancelRefusal,
  modeRefusal,
  modifyRefusal,
  policyOfReservation,
  type Actor,
} from './booking-policy.ts';
import { requestedSlot } from './slot-check.ts';
import { failure, resolveSelection, type Failure, type SlotSelection } from './slots.ts';
import { prepared } from '../statements.ts';

/**
 * A reservation request after validation: the browser's request with the service required. `time`
 * is `HH:mm` local; `startTime` (optional) picks one instant of a repeated hour; `language` is the
 * customer's language for messages (`en`, `es`).
 */
export interface BookingRequest extends SlotSelection, RequestedBooking {
  serviceId: string;
}

/** The fields of the browser's request that name the time, the customer and the booking's details. */
type RequestedBooking = Pick<
  ReservationRequest,
  'time' | 'startTime' | 'customerName' | 'customerEmail' | 'customerPhone' | 'notes' | 'mealType' | 'language'
>;

/** The outcome of a call that returns a reservation. */
export type ReservationResult = { ok: true; reservation: Reservation } | Failure;

/** A stored reservation: the API fields plus UTC instants, the location's zone and payment facts. */
type ReservationRow = Omit<Reservation, 'startTime' | 'endTime' | 'status' | 'price' | 'depositCents' | 'mealType'> & {
  status: ReservationStatus;
  price: number;
  depositCents: number | null;
  mealType: string | null;
  startUtc: string;
  endUtc: string;
  timeZone: string;
  currency: string;
  paymentRef: string | null;
  /** 1 when the tenant's prices include tax (commerce settings), with its home country's rate. */
  pricesIncludeTax: number | null;
  homeTaxBasisPoints: number | null;
};

const SELECT = `SELECT r.id, r.location_id AS locationId, r.service_id AS serviceId, r.attendant_id AS attendantId, r.start_utc AS startUtc,
  r.end_utc AS endUtc, r.customer_name AS customerName, r.customer_email AS customerEmail, r.customer_phone AS customerPhone, r.notes,
  r.party_size AS partySize, r.status, r.confirmation_code AS confirmationCode, r.created_at AS createdAt, r.updated_at AS updatedAt,
  r.check_in_time AS checkInTime, r.price_cents AS price, r.deposit_cents AS depositCents, r.meal_type AS mealType, r.currency, r.payment_ref AS paymentRef, l.time_zone AS timeZone,
  (SELECT cs.prices_include_tax FROM commerce_settings cs WHERE cs.tenant_id = r.tenant_id) AS pricesIncludeTax,
  (SELECT t.basis_points FROM commerce_settings cs JOIN tax_rates t ON t.tenant_id = cs.tenant_id AND t.country = cs.home_country AND t.region = ''
    WHERE cs.tenant_id = r.tenant_id) AS homeTaxBasisPoints
  FROM reservations r JOIN locations l ON l.tenant_id = r.tenant_id AND l.id = r.location_id WHERE r.tenant_id = ?`;

/** The API shape of a stored reservation: start and end with the location's offset. */
function toReservation(row: ReservationRow): Reservation {
  const { startUtc, endUtc, timeZone, currency: _currency, paymentRef: _paymentRef, depositCents, mealType, pricesIncludeTax, homeTaxBasisPoints, ...fields } = row;
  return {
    ...fields,
    ...(depositCents === null ? {} : { depositCents }),
    // A priced booking of a tenant whose prices include VAT says so: its price is what is paid.
    ...(pricesIncludeTax === 1 && fields.price > 0 ? { taxIncluded: true, taxBasisPoints: homeTaxBasisPoints ?? 0 } : {}),
    ...(mealType === null ? {} : { mealType }),
    startTime: isoInZone(Date.parse(startUtc), timeZone),
    endTime: isoInZone(Date.parse(endUtc), timeZone),
  };
}

/** Records a booking event in the running transaction (the change and its message commit together). */
function recordBookingEvent(db: Db, tenantId: string, id: string, type: EventType, now: Date): void {
  const event = bookingEvent(db, tenantId, id, type);
  if (event) recordEvent(db, tenantId, event, now);
}

/** The instant a request names: its exact `startTime`, else the first instant its date and time show in `zone`. */
function requestedStart(request: { date: string; time: string; startTime?: string }, zone: string): number | undefined {
  if (request.startTime !== undefined) return toMillis(request.startTime);
  const date = parseDate(request.date);
  const minutes = parseTime(request.time);
  return date && minutes !== undefined ? wallTimeInstants(date, minutes, zone)[0] : undefined;
}

/** Why a request's time is outside the policy's notice or advance window (checked before the slot list says 'gone'). */
function windowRefusal(
  rules: BookingRules,
  request: { date: string; time: string; startTime?: string },
  zone: string,
  now: Date,
): Failure | undefined {
  const startMs = requestedStart(request, zone);
  if (startMs === undefined) return undefined;
  const lastDay = formatDate(addDays(localDateOf(now.getTime(), zone), rules.advanceBookingDays));
  return bookingWindowRefusal(rules, { startMs, date: request.date, lastDay }, now.getTime());
}

function loadRow(db: Db, tenantId: string, id: string): ReservationRow | undefined {
  return prepared(db, `${SELECT} AND r.id = ?`).get(tenantId, id.trim().toLowerCase()) as ReservationRow | undefined;
}

const notFound = (): Failure => failure(404, 'not_found', BOOKING_MESSAGES.reservationNotFound, 'reservationId');
const unavailable = (): Failure => failure(409, 'slot_unavailable', BOOKING_MESSAGES.slotUnavailable);
const isCapacityAbort = (error: unknown) => error instanceof Error && error.message.includes('slot_unavailable');

/**
 * Runs a booking change in one BEGIN IMMEDIATE transaction; the capacity triggers' abort (another
 * request took the last spot between the check and the write) becomes 409 `slot_unavailable`.
 */
function inBookingTransaction(db: Db, work: () => ReservationResult): ReservationResult {
  try {
    return db.transaction(work).immediate();
  } catch (error) {
    if (isCapacityAbort(error)) return unavailable();
    throw error;
  }
}

/** One reservation of the tenant by id (any case), in the API shape. */
export function getReservation(db: Db, tenantId: string, id: string): Reservation | undefined {
  const row = loadRow(db, tenantId, id);
  return row && toReservation(row);
}

/** The reservation whose confirmation code or id is `text`, compared case-insensitively. */
export function findReservation(db: Db, tenantId: string, text: string): Reservation | undefined {
  const row = prepared(db, `${SELECT} AND (r.confirmation_code = ? OR r.id = ?)`)
    .get(tenantId, normalizeCode(text), text.trim().toLowerCase()) as ReservationRow | undefined;
  return row && toReservation(row);
}

/**
 * Reservations of a location (or of the whole tenant), by start time, at most 500. With `date`, those
 * starting on that local day (each in its location's zone); without, those not yet over at `now`.
 */
export function listReservations(db: Db, tenantId: string, query: { locationId?: string; date?: string; now: Date }): Reservation[] {
  const location = query.locationId ? 'AND r.location_id = ?' : '';
  const locationArgs = query.locationId ? [query.locationId] : [];
  if (query.date === undefined) {
    const rows = prepared(db, `${SELECT} AND r.end_utc > ? ${location} ORDER BY r.start_utc, r.rowid LIMIT 500`)
      .all(tenantId, query.now.toISOString(), ...locationArgs) as ReservationRow[];
    return rows.map(toReservation);
  }
  // A generous UTC window around the local day; the exact local date is checked after.
  const midnight = Date.parse(`${query.date}T00:00:00Z`);
  const rows = prepared(db, `${SELECT} AND r.start_utc >= ? AND r.start_utc < ? ${location} ORDER BY r.start_utc, r.rowid LIMIT 1500`)
    .all(
      tenantId,
      new Date(midnight - 86_400_000).toISOString(),
      new Date(midnight + 2 * 86_400_000).toISOString(),
      ...locationArgs,
    ) as ReservationRow[];
  return rows
    .map(toReservation)
    .filter((r) => r.startTime.slice(0, 10) === query.date)
    .slice(0, 500);
}

function uniqueCode(db: Db, tenantId: string): string {
  const taken = prepared(db, 'SELECT 1 FROM reservations WHERE tenant_id = ? AND confirmation_code = ?');
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = confirmationCode();
    if (!taken.get(tenantId, code)) return code;
  }
  throw new Error('Could not draw an unused confirmation code');
}

/**
 * Books a slot. The availability check and the insert run in one BEGIN IMMEDIATE transaction, so of
 * many concurrent requests for the last spot exactly one wins; the others get 409 `slot_unavailable`.
 * The governing policy refuses a time inside the minimum notice or beyond the advance window, a
 * configuration without online booking (customers), and an unknown meal type; a meal type sets the
 * length. Status: 'pending' when the service has a price and the configuration has the payment step
 * on (it becomes 'confirmed' only through `confirmPaidReservation`; the configuration's deposit is
 * then what is due), otherwise 'confirmed'. Records `booking.created` in the same transaction.
 */
export function createReservation(
  db: Db,
  tenantId: string,
  request: BookingRequest,
  now: Date,
  actor: Actor = { staff: false },
): ReservationResult {
  return inBookingTransaction(db, (): ReservationResult => {
    const selection = resolveSelection(db, tenantId, request);
    if (!selection.ok) return selection;
    const { rules, service, location } = selection;
    if (!service) return failure(400, 'invalid', 'serviceId: is required', 'serviceId');
    const refused = modeRefusal(rules, ['new-reservation'], actor) ?? windowRefusal(rules, request, location.timeZone, now);
    if (refused) return refused;
    const duration = bookingDuration(rules, service.duration, request.mealType);
    if (typeof duration !== 'number') return duration;
    const slot = requestedSlot(db, tenantId, { ...selection, date: request.date, now, durationMinutes: duration }, request);
    if (!slot) return unavailable();
    const id = `res_${randomBytes(12).toString('hex')}`;
    const stamp = now.toISOString();
    const endMs = slot.startMs + duration * 60_000;
    const currency = prepared(db, 'SELECT currency FROM tenants WHERE id = ?', 'pluck').get(tenantId) as string;
    const awaitsPayment = service.priceCents > 0 && !rules.skipPayment;
    prepared(
      db,
      `INSERT INTO reservations (tenant_id, id, location_id, service_id, attendant_id, start_utc, end_utc, block_start_utc, block_end_utc,
         party_size, customer_name, customer_email, customer_phone, notes, status, confirmation_code, price_cents, currency, created_at, updated_at,
         deposit_cents, meal_type, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      tenantId,
      id,
      location.id,
      service.id,
      slot.freePools[0] ?? null,
      new Date(slot.startMs).toISOString(),
      new Date(endMs).toISOString(),
      new Date(slot.startMs - service.bufferBefore * 60_000).toISOString(),
      new Date(endMs + service.bufferAfter * 60_000).toISOString(),
      selection.partySize,
      request.customerName,
      request.customerEmail,
      request.customerPhone,
      request.notes ?? null,
      awaitsPayment ? 'pending' : 'confirmed',
      uniqueCode(db, tenantId),
      service.priceCents,
      currency,
      stamp,
      stamp,
      awaitsPayment ? rules.depositCents : null,
      request.mealType ?? null,
      request.language ?? 'en',
    );
    recordBookingEvent(db, tenantId, id, 'booking.created', now);
    return { ok: true, reservation: toReservation(loadRow(db, tenantId, id) as ReservationRow) };
  });
}

/**
 * Moves a reservation to another date and time, re-checking availability in the same transaction.
 * A customer is refused after the modification cut-off or the start (staff may override); the new
 * time keeps the booking's length and must respect the notice and advance window. Records
 * `booking.changed` in the same transaction.
 */
export function modifyReservation(
  db: Db,
  tenantId: string,
  id: string,
  change: { date: string; time: string; startTime?: string },
  now: Date,
  actor: Actor = { staff: false },
): ReservationResult {
  return inBookingTransaction(db, (): ReservationResult => {
    const row = loadRow(db, tenantId, id);
    if (!row) return notFound();
    if (!reservationActions(row.status).canModify)
      return failure(409, 'not_modifiable', `A ${row.status} reservation cannot be modified.`);
    const rules = policyOfReservation(db, tenantId, row);
    const refused =
      modeRefusal(rules, ['manage'], actor) ??
      modifyRefusal(rules, { startMs: Date.parse(row.startUtc) }, now.getTime(), actor) ??
      windowRefusal(rules, change, row.timeZone, now);
    if (refused) return refused;
    const durationMinutes = Math.round((Date.parse(row.endUtc) - Date.parse(row.startUtc)) / 60_000);
    const selection = {
      locationId: row.locationId,
      serviceId: row.serviceId,
      attendantId: row.attendantId ?? undefined,
      date: change.date,
      partySize: row.partySize,
      durationMinutes,
    };
    const resolved = resolveSelection(db, tenantId, selection);
    if (!resolved.ok) return resolved;
    const slot = requestedSlot(db, tenantId, { ...resolved, date: change.date, now, excludeId: row.id, durationMinutes }, change);
    const service = resolved.service;
    if (!slot || !service) return unavailable();
    const endMs = slot.startMs + durationMinutes * 60_000;
    prepared(
      db,
      `UPDATE reservations SET start_utc = ?, end_utc = ?, block_start_utc = ?, block_end_utc = ?, updated_at = ? WHERE tenant_id = ? AND id = ?`,
    ).run(
      new Date(slot.startMs).toISOString(),
      new Date(endMs).toISOString(),
      new Date(slot.startMs - service.bufferBefore * 60_000).toISOString(),
      new Date(endMs + service.bufferAfter * 60_000).toISOString(),
      now.toISOString(),
      tenantId,
      row.id,
    );
    recordBookingEvent(db, tenantId, row.id, 'booking.changed', now);
    return { ok: true, reservation: toReservation(loadRow(db, tenantId, row.id) as ReservationRow) };
  });
}

/** The refusal of a cancellation while the provider is still processing the booking's payment. */
export const PROCESSING_BOOKING_CANCEL_MESSAGE = policyMessage('cancelPaymentProcessing');

/** Whether the provider is still processing a payment of this reservation (the money is on its way). */
function paymentProcessing(db: Db, tenantId: string, reservationId: string): boolean {
  return (
    prepared(db, "SELECT 1 FROM payments WHERE tenant_id = ? AND target_type = 'reservation' AND target_id = ? AND status = 'processing'")
      .get(tenantId, reservationId) !== undefined
  );
}

/**
 * Changes a reservation's status through the public API. Check-in follows the self check-in rules
 * (the booking's own day only, from the check-in window before the start, 15 minutes by default;
 * each refusal with its own message); confirming is refused while a price is unpaid (payment confirms
 * through `confirmPaidReservation`); other changes follow `transitionProblem`.
 */
export function updateReservationStatus(
  db: Db,
  tenantId: string,
  id: string,
  status: ReservationStatus,
  options: { now: Date; locale?: string; staff?: boolean },
): ReservationResult {
  return db
    .transaction((): ReservationResult => {
      const row = loadRow(db, tenantId, id);
      if (!row) return notFound();
      const current = toReservation(row);
      const actor = { staff: options.staff ?? false };
      const rules = policyOfReservation(db, tenantId, row);
      if (status === 'checked-in') {
        const closed = modeRefusal(rules, ['check-in', 'manage'], actor);
        if (closed) return closed;
        const problem = checkInProblem({
          status: row.status,
          startTime: current.startTime,
          timeZone: row.timeZone,
          now: options.now,
          locale: options.locale,
          opensMinutes: rules.checkInEarlyMinutes,
          closesMinutes: actor.staff ? undefined : rules.checkInLateMinutes,
        });
        if (problem) return failure(409, 'check_in_refused', problem);
      } else {
        const problem = transitionProblem(row.status, status);
        if (problem) return failure(409, 'invalid_transition', problem, 'status');
        if (status === 'confirmed' && row.status === 'pending' && row.price > 0 && !row.paymentRef) {
          return failure(409, 'payment_required', 'This reservation is confirmed once its payment has been received.', 'status');
        }
        if (status === 'cancelled' && row.status !== 'cancelled') {
          const refused =
            modeRefusal(rules, ['manage'], actor) ??
            cancelRefusal(rules, { startMs: Date.parse(row.startUtc), paid: row.paymentRef !== null }, options.now.getTime(), actor);
          if (refused) return refused;
          // Money on its way: cancelling now would free the slot, say nothing was paid, and take the payment anyway.
          if (paymentProcessing(db, tenantId, row.id)) return failure(409, 'payment_processing', PROCESSING_BOOKING_CANCEL_MESSAGE);
        }
      }
      if (row.status === status) return { ok: true, reservation: current };
      const stamp = options.now.toISOString();
      prepared(
        db,
        `UPDATE reservations SET status = ?, updated_at = ?, check_in_time = CASE WHEN ? = 'checked-in' THEN ? ELSE check_in_time END WHERE tenant_id = ? AND id = ?`,
      ).run(status, stamp, status, stamp, tenantId, row.id);
      if (status === 'cancelled') recordBookingEvent(db, tenantId, row.id, 'booking.cancelled', options.now);
      return { ok: true, reservation: toReservation(loadRow(db, tenantId, row.id) as ReservationRow) };
    })
    .immediate();
}

/**
 * Cancels a reservation (a repeat is fine); completed reservations cannot be cancelled, and a
 * customer is refused after the cancellation cut-off or the start (staff may override).
 */
export function cancelReservation(db: Db, tenantId: string, id: string, now: Date, actor: Actor = { staff: false }): ReservationResult {
  return updateReservationStatus(db, tenantId, id, 'cancelled', { now, staff: actor.staff });
}

/**
 * What a reservation still needs paid: the service price plus 8.25 % tax, or the price itself where
 * the tenant's prices include VAT (`reservationPaymentTotals` with the reservation's tax rule),
 * or the configuration's fixed deposit when the booking took one (`amountDueCents`), in cents, with
 * the currency. Null when there is no such reservation or nothing is due (not pending, already paid,
 * or free).
 */
export function reservationAmountDue(db: Db, tenantId: string, reservationId: string): { amount: number; currency: string } | null {
  const row = loadRow(db, tenantId, reservationId);
  if (!row || row.status !== 'pending' || row.paymentRef) return null;
  const { taxIncluded, taxBasisPoints } = toReservation(row);
  const amount = amountDueCents(reservationPaymentTotals(row.price, reservationTaxRule({ taxIncluded, taxBasisPoints })).total, row.depositCents);
  return amount > 0 ? { amount, currency: row.currency } : null;
}

/**
 * Confirms a reservation after a payment the server has verified (never on the browser's word), and
 * records `booking.paid` (once) so the customer hears it is confirmed. Idempotent: a repeat, or a reservation already confirmed or later, answers the reservation as it is
 * (the first payment reference stays).
 * A cancelled or no-show reservation is refused with 409 `not_payable`.
 */
export function confirmPaidReservation(
  db: Db,
  tenantId: string,
  reservationId: string,
  paymentRef: string,
  now: Date = new Date(),
): ReservationResult {
  return db
    .transaction((): ReservationResult => {
      const row = loadRow(db, tenantId, reservationId);
      if (!row) return notFound();
      if (row.status === 'cancelled' || row.status === 'no-show')
        return failure(409, 'not_payable', `A ${row.status} reservation cannot be paid.`);
      if (row.status === 'pending') {
        const stamp = now.toISOString();
        prepared(
          db,
          `UPDATE reservations SET status = 'confirmed', payment_ref = ?, paid_at = ?, updated_at = ? WHERE tenant_id = ? AND id = ?`,
        ).run(paymentRef, stamp, stamp, tenantId, row.id);
        const paid = bookingEvent(db, tenantId, row.id, 'booking.paid', `booking.paid:${row.id}`);
        if (paid) recordEvent(db, tenantId, paid, now);
      }
      return { ok: true, reservation: toReservation(loadRow(db, tenantId, row.id) as ReservationRow) };
    })
    .immediate();
}
