import type { ReservationPolicy } from '../../../shared/api/schemas.ts';
import { offeredAt } from '../../../shared/booking/catalog.ts';
import { policyRefusal, type Refusal } from '../../../shared/booking/refusals.ts';
import {
  mealTypeOf,
  pickConfigFor,
  readBookingRules,
  withOverrides,
  type BookingMode,
  type BookingRules,
} from '../../../shared/booking/rules.ts';
import { compiledQuery } from '../compiled-query.ts';
import type { Data } from '../database.ts';
import { parseJson } from './ids.ts';
import { creationOrder, loadCatalog, refusalFailure, type Failure } from './slots.ts';

/** What a policy is looked up for: the service (its id and whether it needs staff) and the location. */
export interface PolicyTarget {
  locationId?: string;
  service?: { id: string; requiresAttendant: boolean };
}

/** A location's and a service's policy overrides, and the tenant's configurations: read for every booking and slot list, so compiled once. */
const locationPolicy = compiledQuery((data: Data, args: { tenantId: string; id: string }) =>
  data.selectFrom('locations').select('policy').where('tenant_id', '=', args.tenantId).where('id', '=', args.id),
);
const servicePolicy = compiledQuery((data: Data, args: { tenantId: string; id: string }) =>
  data.selectFrom('services').select('policy').where('tenant_id', '=', args.tenantId).where('id', '=', args.id),
);
const tenantConfigs = compiledQuery((data: Data, args: { tenantId: string }) =>
  data.selectFrom('business_config').select('json').where('tenant_id', '=', args.tenantId).orderBy(creationOrder(data, 'preset')),
);

async function overrideOf(data: Data, table: 'locations' | 'services', tenantId: string, id: string | undefined): Promise<unknown> {
  if (id === undefined) return {};
  const [row] = await (table === 'locations' ? locationPolicy : servicePolicy)(data, { tenantId, id });
  return parseJson<unknown>(row?.policy, {});
}

/**
 * The booking policy of a service at a location: the tenant's business configuration that governs
 * the service (`pickConfigFor`), then the location's `policy` overrides, then the service's. The
 * defaults apply when the tenant has no configuration. One source for slots, bookings and checks.
 */
export async function policyFor(data: Data, tenantId: string, target: PolicyTarget): Promise<BookingRules> {
  const rows = await tenantConfigs(data, { tenantId });
  const configs = rows.map((row) => parseJson<unknown>(row.json, {}));
  const config = pickConfigFor(configs, readBookingRules, target.service);
  return readBookingRules(
    withOverrides(
      config,
      await overrideOf(data, 'locations', tenantId, target.locationId),
      await overrideOf(data, 'services', tenantId, target.service?.id),
    ),
  );
}

/** The policy of a stored reservation (its service at its location). */
export async function policyOfReservation(
  data: Data,
  tenantId: string,
  reservation: { locationId: string; serviceId: string },
): Promise<BookingRules> {
  const service = await data
    .selectFrom('services')
    .select(['id', 'requires_attendant as requiresAttendant'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reservation.serviceId)
    .executeTakeFirst();
  return policyFor(data, tenantId, {
    locationId: reservation.locationId,
    service: service && { id: service.id, requiresAttendant: service.requiresAttendant === 1 },
  });
}

/**
 * What a visitor is told of `rules`: the cut-offs, the self check-in window, whether cancelling and
 * changing online are allowed (the configuration allows it and its `manage` mode is on, as
 * `modeRefusal` and `cancelRefusal` / `modifyRefusal` check) and the payment hold. The reservation
 * answers carry it, so the widget states what this server enforces for that booking, overrides included.
 */
export function reservationPolicy(rules: BookingRules): ReservationPolicy {
  const online = rules.enabledModes.includes('manage');
  return {
    cancellationCutoffHours: rules.cancellationCutoffHours,
    modificationCutoffHours: rules.modificationCutoffHours,
    checkInEarlyMinutes: rules.checkInEarlyMinutes,
    checkInLateMinutes: rules.checkInLateMinutes,
    allowCancellation: online && rules.allowCancellation,
    allowModification: online && rules.allowModification,
    paymentHoldMinutes: rules.paymentHoldMinutes,
  };
}

/** The policy a visitor is told for one service at one location that offers it. */
export interface OfferedPolicy {
  serviceId: string;
  serviceName: string;
  locationName: string;
  policy: ReservationPolicy;
}

/**
 * The policy of every service the tenant offers, at each location that offers it (catalogue order):
 * what a page that states the tenant's policy must say, from the same `policyFor` the server enforces.
 */
export async function offeredPolicies(data: Data, tenantId: string): Promise<OfferedPolicy[]> {
  const { locations, services } = await loadCatalog(data, tenantId);
  const offered: OfferedPolicy[] = [];
  for (const service of services) {
    for (const location of locations.filter((l) => offeredAt(service, l.id))) {
      offered.push({
        serviceId: service.id,
        serviceName: service.name,
        locationName: location.name,
        policy: reservationPolicy(await policyFor(data, tenantId, { locationId: location.id, service })),
      });
    }
  }
  return offered;
}

/** Who asks: staff (and the tenant's own server) may override the cut-offs, never the capacity. */
export interface Actor {
  staff: boolean;
}

const HOUR = 3_600_000;
const refuse = (code: string, refusal: Refusal, field?: string): Failure => refusalFailure(409, code, refusal, field);

/** Why the configuration does not offer `mode` to a customer, or undefined. */
export function modeRefusal(rules: BookingRules, modes: readonly BookingMode[], actor: Actor): Failure | undefined {
  if (actor.staff || modes.some((mode) => rules.enabledModes.includes(mode))) return undefined;
  if (modes.includes('new-reservation')) return refuse('mode_disabled', policyRefusal('bookingClosed'));
  if (modes.includes('check-in')) return refuse('mode_disabled', policyRefusal('checkInClosed'));
  return refuse('mode_disabled', policyRefusal('manageClosed'));
}

/** Why a new booking starting at `startMs` falls outside the minimum notice or the advance window, or undefined. */
export function bookingWindowRefusal(
  rules: BookingRules,
  booking: { startMs: number; date: string; lastDay: string },
  nowMs: number,
): Failure | undefined {
  if (booking.startMs < nowMs + rules.minAdvanceBookingHours * HOUR)
    return refuse('notice_too_short', policyRefusal('noticeTooShort', { hours: rules.minAdvanceBookingHours }), 'time');
  if (booking.date > booking.lastDay)
    return refuse('too_far_ahead', policyRefusal('tooFarAhead', { days: rules.advanceBookingDays }), 'date');
  return undefined;
}

/** What a cancel or move is checked against: the booking's start and whether it was paid. */
export interface PolicyBooking {
  startMs: number;
  /** True when a payment was received for it: a refusal then says that only the business refunds it. */
  paid: boolean;
}

/**
 * Why a customer may not cancel `booking` now, or undefined (staff always may). Each refusal says
 * that it cannot be cancelled online; for a paid one, also that only the business refunds it now.
 */
export function cancelRefusal(rules: BookingRules, booking: PolicyBooking, nowMs: number, actor: Actor): Failure | undefined {
  if (actor.staff) return undefined;
  const { paid } = booking;
  if (!rules.allowCancellation) return refuse('cancellation_closed', policyRefusal(paid ? 'cancelClosedPaid' : 'cancelClosed'));
  if (nowMs >= booking.startMs) return refuse('already_started', policyRefusal(paid ? 'alreadyStartedPaid' : 'alreadyStarted'));
  if (nowMs > booking.startMs - rules.cancellationCutoffHours * HOUR)
    return refuse(
      'cancellation_cutoff',
      policyRefusal(paid ? 'cancelCutoffPaid' : 'cancelCutoff', { hours: rules.cancellationCutoffHours }),
    );
  return undefined;
}

/** Why a customer may not move `booking` now, or undefined (staff always may). Each refusal says that it keeps its time. */
export function modifyRefusal(
  rules: BookingRules,
  booking: Pick<PolicyBooking, 'startMs'>,
  nowMs: number,
  actor: Actor,
): Failure | undefined {
  if (actor.staff) return undefined;
  if (!rules.allowModification) return refuse('modification_closed', policyRefusal('modifyClosed'));
  if (nowMs >= booking.startMs) return refuse('already_started', policyRefusal('alreadyStarted'));
  if (nowMs > booking.startMs - rules.modificationCutoffHours * HOUR)
    return refuse('modification_cutoff', policyRefusal('modifyCutoff', { hours: rules.modificationCutoffHours }));
  return undefined;
}

/**
 * How long a booking lasts: the named meal type's duration (the restaurant preset), else the
 * service's, else the configuration's default. An unknown meal type is a 400 on `mealType`.
 */
export function bookingDuration(rules: BookingRules, serviceMinutes: number | null | undefined, mealType?: string): number | Failure {
  if (mealType !== undefined) {
    const meal = mealTypeOf(rules, mealType);
    return meal ? meal.duration : refusalFailure(400, 'invalid', policyRefusal('mealTypeUnknown'), 'mealType');
  }
  return serviceMinutes && serviceMinutes > 0 ? serviceMinutes : rules.defaultDuration;
}
