import type { ReservationRequest } from '../../api/reservations.ts';
import { mealTypeIn, type Selection } from '../adaptive.ts';
import type { CustomerForm } from '../validation.ts';
import { wallClockOf } from '../wall-clock.ts';
import type { BusinessConfig } from '../widget-config.ts';

/** The customer form's own fields; any other field is a configured additional field. */
export const CUSTOMER_FIELDS = new Set(['name', 'email', 'phone', 'notes']);

/** The service a booking is for: the one chosen, else the configuration's default (service step skipped). */
export function serviceIdOf(config: BusinessConfig, selection: Selection): string | undefined {
  return selection.serviceId ?? config.defaultServiceId ?? undefined;
}

/** The id of the meal type chosen, or the configuration's first (undefined where it has none). */
export function mealTypeOf(config: BusinessConfig, selection: Selection): string | undefined {
  return mealTypeIn(config.mealTypes, selection.mealType)?.id;
}

/** The notes sent: the visitor's notes, then each filled-in additional field as 'Label: value'. */
function notesOf(config: BusinessConfig, form: CustomerForm): string {
  const extras = config.ui.additionalFields
    .filter((f) => !CUSTOMER_FIELDS.has(f.name) && (form.extra[f.name] ?? '').trim())
    .map((f) => `${f.label}: ${(form.extra[f.name] ?? '').trim()}`);
  return [form.notes.trim(), ...extras].filter(Boolean).join('\n');
}

/** The create request for the choices and the customer form, or null while the location, slot or service is missing. */
export function bookingRequest(config: BusinessConfig, selection: Selection, form: CustomerForm): ReservationRequest | null {
  const slot = selection.slot;
  const serviceId = serviceIdOf(config, selection);
  if (!selection.locationId || !slot || !serviceId) return null;
  const { date, time } = wallClockOf(slot.startTime);
  return {
    locationId: selection.locationId,
    serviceId,
    attendantId: selection.attendantId ?? undefined,
    date,
    time,
    startTime: slot.startTime,
    customerName: form.name.trim(),
    customerEmail: form.email.trim(),
    customerPhone: form.phone.trim(),
    notes: notesOf(config, form) || undefined,
    partySize: selection.partySize,
    mealType: mealTypeOf(config, selection),
  };
}
