import { randomBytes } from 'node:crypto';
import type { Reservation } from '../../../shared/api/schemas.ts';
import type { ReservationRequest } from '../../../shared/api/reservations.ts';
import { confirmationCode, normalizeCode } from '../../../shared/booking/codes.ts';
import { BOOKING_MESSAGES } from '../../../shared/booking/messages.ts';
import { policyRefusal, textRefusal } from '../../../shared/booking/refusals.ts';
import { checkInRefusalOf, reservationActions, transitionProblem, type ReservationStatus } from '../../../shared/booking/status.ts';
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
import type { Selectable } from 'kysely';
import { compiledCommand, compiledQuery } from '../compiled-query.ts';
import type { ReservationsTable } from '../db-schema.ts';
import { inTransaction, type Data } from '../database.ts';
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
import { failure, refusalFailure, resolveSelection, type Failure, type SlotSelection } from './slots.ts';

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

/** The outcome of a creation: the reservation with the policy that governs it, as read in its transaction. */
export type CreatedReservation = { ok: true; reservation: Reservation; rules: BookingRules } | Failure;

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

/** The tenant's reservations with their location's zone and the tenant's tax facts, in the shape of `ReservationRow`. */
function selectRows(data: Data, tenantId: string) {
  return data
    .selectFrom('reservations as r')
    .innerJoin('locations as l', (join) => join.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.location_id'))
    .select((eb) => [
      'r.id',
      'r.location_id as locationId',
      'r.service_id as serviceId',
      'r.attendant_id as attendantId',
      'r.start_utc as startUtc',
      'r.end_utc as endUtc',
      'r.customer_name as customerName',
      'r.customer_email as customerEmail',
      'r.customer_phone as customerPhone',
      'r.notes',
      'r.party_size as partySize',
      'r.status',
      'r.confirmation_code as confirmationCode',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
      'r.check_in_time as checkInTime',
      'r.price_cents as price',
      'r.deposit_cents as depositCents',
      'r.meal_type as mealType',
      'r.currency',
      'r.payment_ref as paymentRef',
      'l.time_zone as timeZone',
      eb
        .selectFrom('commerce_settings as cs')
        .select('cs.prices_include_tax')
        .whereRef('cs.tenant_id', '=', 'r.tenant_id')
        .as('pricesIncludeTax'),
      eb
        .selectFrom('commerce_settings as cs')
        .innerJoin('tax_rates as t', (join) =>
          join.onRef('t.tenant_id', '=', 'cs.tenant_id').onRef('t.country', '=', 'cs.home_country').on('t.region', '=', ''),
        )
        .select('t.basis_points')
        .whereRef('cs.tenant_id', '=', 'r.tenant_id')
        .as('homeTaxBasisPoints'),
    ])
    .where('r.tenant_id', '=', tenantId);
}

/** The API shape of a stored reservation: start and end with the location's offset. */
function toReservation(row: ReservationRow): Reservation {
  const {
    startUtc,
    endUtc,
    timeZone,
    currency: _currency,
    paymentRef: _paymentRef,
    depositCents,
    mealType,
    pricesIncludeTax,
    homeTaxBasisPoints,
    ...fields
  } = row;
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

/**
 * Records a booking event in the running transaction (the change and its message commit together);
 * `rules`, the booking's policy when already read in this transaction, spares reading it again.
 */
async function recordBookingEvent(
  trx: Data,
  tenantId: string,
  id: string,
  type: EventType,
  now: Date,
  rules?: BookingRules,
): Promise<void> {
  const event = await bookingEvent(trx, tenantId, id, type, undefined, rules);
  if (event) await recordEvent(trx, tenantId, event, now);
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

/** One reservation row by its id, compiled once (every creation, move and status change reads one). */
const rowById = compiledQuery((data, args: { tenantId: string; id: string }) =>
  selectRows(data, args.tenantId).where('r.id', '=', args.id),
);

async function loadRow(data: Data, tenantId: string, id: string): Promise<ReservationRow | undefined> {
  const [row] = await rowById(data, { tenantId, id: id.trim().toLowerCase() });
  return row as ReservationRow | undefined;
}

const notFound = (): Failure => failure(404, 'not_found', BOOKING_MESSAGES.reservationNotFound, 'reservationId');
const unavailable = (): Failure => refusalFailure(409, 'slot_unavailable', textRefusal('slotUnavailable'));

/**
 * True for the capacity triggers' refusal: SQLite's `RAISE(ABORT, 'slot_unavailable')` and
 * PostgreSQL's `RAISE EXCEPTION 'slot_unavailable'` (SQLSTATE P0001, raise_exception).
 */
export function isCapacityAbort(error: unknown): boolean {
  if (!(error instanceof Error) || !error.message.includes('slot_unavailable')) return false;
  const code = (error as { code?: unknown }).code;
  return code === undefined || code === 'P0001' || (typeof code === 'string' && code.startsWith('SQLITE_'));
}

/**
 * Runs a booking change in one transaction (on SQLite it begins IMMEDIATE); the capacity triggers'
 * refusal (another request took the last spot between the check and the write) becomes 409
 * `slot_unavailable`. On PostgreSQL the trigger waits for the other booking's transaction first.
 */
async function inBookingTransaction<T extends ReservationResult>(data: Data, work: (trx: Data) => Promise<T>): Promise<T | Failure> {
  try {
    return await inTransaction(data, work);
  } catch (error) {
    if (isCapacityAbort(error)) return unavailable();
    throw error;
  }
}

/** One reservation of the tenant by id (any case), in the API shape. */
export async function getReservation(data: Data, tenantId: string, id: string): Promise<Reservation | undefined> {
  const row = await loadRow(data, tenantId, id);
  return row && toReservation(row);
}

/** The reservation whose confirmation code or id is `text`, compared case-insensitively. */
export async function findReservation(data: Data, tenantId: string, text: string): Promise<Reservation | undefined> {
  const row = await selectRows(data, tenantId)
    .where((eb) => eb.or([eb('r.confirmation_code', '=', normalizeCode(text)), eb('r.id', '=', text.trim().toLowerCase())]))
    .executeTakeFirst();
  return row && toReservation(row as ReservationRow);
}

/**
 * Reservations of a location (or of the whole tenant), by start time (then booking time, then id), at most
 * 500. With `date`, those starting on that local day (each in its location's zone); without, those
 * not yet over at `now`.
 */
export async function listReservations(
  data: Data,
  tenantId: string,
  query: { locationId?: string; date?: string; now: Date },
): Promise<Reservation[]> {
  let rows = selectRows(data, tenantId);
  if (query.locationId) rows = rows.where('r.location_id', '=', query.locationId);
  rows = rows.orderBy('r.start_utc').orderBy('r.created_at').orderBy('r.id');
  if (query.date === undefined) {
    const found = await rows.where('r.end_utc', '>', query.now.toISOString()).limit(500).execute();
    return (found as ReservationRow[]).map(toReservation);
  }
  // A generous UTC window around the local day; the exact local date is checked after.
  const midnight = Date.parse(`${query.date}T00:00:00Z`);
  const found = await rows
    .where('r.start_utc', '>=', new Date(midnight - 86_400_000).toISOString())
    .where('r.start_utc', '<', new Date(midnight + 2 * 86_400_000).toISOString())
    .limit(1500)
    .execute();
  return (found as ReservationRow[])
    .map(toReservation)
    .filter((r) => r.startTime.slice(0, 10) === query.date)
    .slice(0, 500);
}

const reservationWithCode = compiledQuery((data: Data, args: { tenantId: string; code: string }) =>
  data.selectFrom('reservations').select('id').where('tenant_id', '=', args.tenantId).where('confirmation_code', '=', args.code),
);

const currencyOfTenant = compiledQuery((data: Data, args: { tenantId: string }) =>
  data.selectFrom('tenants').select('currency').where('id', '=', args.tenantId),
);

/** A new reservation's row: every column but those a later step fills (payment, check-in), null where it has no value. */
type NewReservation = Omit<Selectable<ReservationsTable>, 'payment_ref' | 'paid_at' | 'check_in_time'>;

const insertReservation = compiledCommand((data: Data, row: NewReservation) => data.insertInto('reservations').values(row));

async function uniqueCode(trx: Data, tenantId: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = confirmationCode();
    const taken = await reservationWithCode(trx, { tenantId, code });
    if (taken.length === 0) return code;
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
export async function createReservation(
  data: Data,
  tenantId: string,
  request: BookingRequest,
  now: Date,
  actor: Actor = { staff: false },
): Promise<CreatedReservation> {
  return inBookingTransaction(data, async (trx): Promise<CreatedReservation> => {
    const selection = await resolveSelection(trx, tenantId, request);
    if (!selection.ok) return selection;
    const { rules, service, location } = selection;
    if (!service) return failure(400, 'invalid', 'serviceId: is required', 'serviceId');
    const refused = modeRefusal(rules, ['new-reservation'], actor) ?? windowRefusal(rules, request, location.timeZone, now);
    if (refused) return refused;
    const duration = bookingDuration(rules, service.duration, request.mealType);
    if (typeof duration !== 'number') return duration;
    const slot = await requestedSlot(trx, tenantId, { ...selection, date: request.date, now, durationMinutes: duration }, request);
    if (!slot) return unavailable();
    const id = `res_${randomBytes(12).toString('hex')}`;
    const stamp = now.toISOString();
    const endMs = slot.startMs + duration * 60_000;
    const [tenant] = await currencyOfTenant(trx, { tenantId });
    if (!tenant) throw new Error(`No tenant ${tenantId}`);
    const awaitsPayment = service.priceCents > 0 && !rules.skipPayment;
    await insertReservation(trx, {
      tenant_id: tenantId,
      id,
      location_id: location.id,
      service_id: service.id,
      attendant_id: slot.freePools[0] ?? null,
      start_utc: new Date(slot.startMs).toISOString(),
      end_utc: new Date(endMs).toISOString(),
      block_start_utc: new Date(slot.startMs - service.bufferBefore * 60_000).toISOString(),
      block_end_utc: new Date(endMs + service.bufferAfter * 60_000).toISOString(),
      party_size: selection.partySize,
      customer_name: request.customerName,
      customer_email: request.customerEmail,
      customer_phone: request.customerPhone,
      notes: request.notes ?? null,
      status: awaitsPayment ? 'pending' : 'confirmed',
      confirmation_code: await uniqueCode(trx, tenantId),
      price_cents: service.priceCents,
      currency: tenant.currency,
      created_at: stamp,
      updated_at: stamp,
      deposit_cents: awaitsPayment ? rules.depositCents : null,
      meal_type: request.mealType ?? null,
      language: request.language ?? 'en',
    });
    await recordBookingEvent(trx, tenantId, id, 'booking.created', now, rules);
    return { ok: true, reservation: toReservation((await loadRow(trx, tenantId, id)) as ReservationRow), rules };
  });
}

/**
 * Moves a reservation to another date and time, re-checking availability in the same transaction.
 * A customer is refused after the modification cut-off or the start (staff may override); the new
 * time keeps the booking's length and must respect the notice and advance window. Records
 * `booking.changed` in the same transaction.
 */
export async function modifyReservation(
  data: Data,
  tenantId: string,
  id: string,
  change: { date: string; time: string; startTime?: string },
  now: Date,
  actor: Actor = { staff: false },
): Promise<ReservationResult> {
  return inBookingTransaction(data, async (trx): Promise<ReservationResult> => {
    const row = await loadRow(trx, tenantId, id);
    if (!row) return notFound();
    if (!reservationActions(row.status).canModify) return failure(409, 'not_modifiable', `A ${row.status} reservation cannot be modified.`);
    const rules = await policyOfReservation(trx, tenantId, row);
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
    const resolved = await resolveSelection(trx, tenantId, selection);
    if (!resolved.ok) return resolved;
    const slot = await requestedSlot(trx, tenantId, { ...resolved, date: change.date, now, excludeId: row.id, durationMinutes }, change);
    const service = resolved.service;
    if (!slot || !service) return unavailable();
    const endMs = slot.startMs + durationMinutes * 60_000;
    await trx
      .updateTable('reservations')
      .set({
        start_utc: new Date(slot.startMs).toISOString(),
        end_utc: new Date(endMs).toISOString(),
        block_start_utc: new Date(slot.startMs - service.bufferBefore * 60_000).toISOString(),
        block_end_utc: new Date(endMs + service.bufferAfter * 60_000).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute();
    await recordBookingEvent(trx, tenantId, row.id, 'booking.changed', now, rules);
    return { ok: true, reservation: toReservation((await loadRow(trx, tenantId, row.id)) as ReservationRow) };
  });
}

/** The refusal of a cancellation while the provider is still processing the booking's payment. */
const PROCESSING_BOOKING_CANCEL = policyRefusal('cancelPaymentProcessing');
/** Its English text. */
export const PROCESSING_BOOKING_CANCEL_MESSAGE = PROCESSING_BOOKING_CANCEL.message;

/** Whether the provider is still processing a payment of this reservation (the money is on its way). */
async function paymentProcessing(trx: Data, tenantId: string, reservationId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('target_type', '=', 'reservation')
    .where('target_id', '=', reservationId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes a reservation's status through the public API. Check-in follows the self check-in rules
 * (the booking's own day only, from the check-in window before the start, 15 minutes by default;
 * each refusal with its own message); confirming is refused while a price is unpaid (payment confirms
 * through `confirmPaidReservation`); other changes follow `transitionProblem`.
 */
export async function updateReservationStatus(
  data: Data,
  tenantId: string,
  id: string,
  status: ReservationStatus,
  options: { now: Date; locale?: string; staff?: boolean },
): Promise<ReservationResult> {
  return inTransaction(data, async (trx): Promise<ReservationResult> => {
    const row = await loadRow(trx, tenantId, id);
    if (!row) return notFound();
    const current = toReservation(row);
    const actor = { staff: options.staff ?? false };
    const rules = await policyOfReservation(trx, tenantId, row);
    if (status === 'checked-in') {
      const closed = modeRefusal(rules, ['check-in', 'manage'], actor);
      if (closed) return closed;
      const refused = checkInRefusalOf({
        status: row.status,
        startTime: current.startTime,
        timeZone: row.timeZone,
        now: options.now,
        locale: options.locale,
        opensMinutes: rules.checkInEarlyMinutes,
        closesMinutes: actor.staff ? undefined : rules.checkInLateMinutes,
      });
      if (refused) return refusalFailure(409, 'check_in_refused', refused);
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
        if (await paymentProcessing(trx, tenantId, row.id)) return refusalFailure(409, 'payment_processing', PROCESSING_BOOKING_CANCEL);
      }
    }
    if (row.status === status) return { ok: true, reservation: current };
    const stamp = options.now.toISOString();
    await trx
      .updateTable('reservations')
      .set((eb) => ({
        status,
        updated_at: stamp,
        check_in_time: status === 'checked-in' ? stamp : eb.ref('check_in_time'),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute();
    if (status === 'cancelled') await recordBookingEvent(trx, tenantId, row.id, 'booking.cancelled', options.now);
    return { ok: true, reservation: toReservation((await loadRow(trx, tenantId, row.id)) as ReservationRow) };
  });
}

/**
 * Cancels a reservation (a repeat is fine); completed reservations cannot be cancelled, and a
 * customer is refused after the cancellation cut-off or the start (staff may override).
 */
export function cancelReservation(
  data: Data,
  tenantId: string,
  id: string,
  now: Date,
  actor: Actor = { staff: false },
): Promise<ReservationResult> {
  return updateReservationStatus(data, tenantId, id, 'cancelled', { now, staff: actor.staff });
}

/**
 * What a reservation still needs paid: the service price plus 8.25 % tax, or the price itself where
 * the tenant's prices include VAT (`reservationPaymentTotals` with the reservation's tax rule),
 * or the configuration's fixed deposit when the booking took one (`amountDueCents`), in cents, with
 * the currency. Null when there is no such reservation or nothing is due (not pending, already paid,
 * or free).
 */
export async function reservationAmountDue(
  data: Data,
  tenantId: string,
  reservationId: string,
): Promise<{ amount: number; currency: string } | null> {
  const row = await loadRow(data, tenantId, reservationId);
  if (!row || row.status !== 'pending' || row.paymentRef) return null;
  const { taxIncluded, taxBasisPoints } = toReservation(row);
  const amount = amountDueCents(
    reservationPaymentTotals(row.price, reservationTaxRule({ taxIncluded, taxBasisPoints })).total,
    row.depositCents,
  );
  return amount > 0 ? { amount, currency: row.currency } : null;
}

/**
 * Confirms a reservation after a payment the server has verified (never on the browser's word), and
 * records `booking.paid` (once) so the customer hears it is confirmed. Idempotent: a repeat, or a reservation already confirmed or later, answers the reservation as it is
 * (the first payment reference stays): the update only touches a booking still pending, so of two
 * confirmations at once only one records the payment.
 * A cancelled or no-show reservation is refused with 409 `not_payable`.
 */
export async function confirmPaidReservation(
  data: Data,
  tenantId: string,
  reservationId: string,
  paymentRef: string,
  now: Date = new Date(),
): Promise<ReservationResult> {
  return inTransaction(data, async (trx): Promise<ReservationResult> => {
    const row = await loadRow(trx, tenantId, reservationId);
    if (!row) return notFound();
    if (row.status === 'cancelled' || row.status === 'no-show')
      return failure(409, 'not_payable', `A ${row.status} reservation cannot be paid.`);
    if (row.status === 'pending') {
      const stamp = now.toISOString();
      const confirmed = await trx
        .updateTable('reservations')
        .set({ status: 'confirmed', payment_ref: paymentRef, paid_at: stamp, updated_at: stamp })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (confirmed.numUpdatedRows > 0n) {
        const paid = await bookingEvent(trx, tenantId, row.id, 'booking.paid', `booking.paid:${row.id}`);
        if (paid) await recordEvent(trx, tenantId, paid, now);
      }
    }
    const after = (await loadRow(trx, tenantId, row.id)) as ReservationRow;
    if (after.status === 'cancelled' || after.status === 'no-show')
      return failure(409, 'not_payable', `A ${after.status} reservation cannot be paid.`);
    return { ok: true, reservation: toReservation(after) };
  });
}
