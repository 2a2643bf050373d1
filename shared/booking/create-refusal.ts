import type { ReservationRequest } from '../api/reservations.ts';
import { describeApiError, rateLimitNotice } from './remote.ts';
import type { FieldProblem } from './validation.ts';
import { notice, refusalNotice, type BookingNotice } from './widget-messages.ts';

/** The customer form's fields by the request field a refusal names. */
const FORM_FIELD_OF: Partial<Record<string, 'name' | 'email' | 'phone'>> = { customerName: 'name', customerEmail: 'email', customerPhone: 'phone' };

/** What the flow shows for a refused booking: a banner, or a problem beside one field of the customer form. */
export type CreateRefusal = { banner: BookingNotice } | { field: 'name' | 'email' | 'phone'; problem: FieldProblem };

/**
 * What to show when creating a reservation failed, chosen by the code of the API's error answer
 * (`{ error: { code, message, field, reason?, params? } }`), the field and the refusal `reason` it
 * names, never by its wording, which may be in any language:
 * - 429: 'Too many attempts. Try again in N minutes.'
 * - `invalid` on the name, e-mail or phone: that field's own text beside it: "… is required" when the
 *   visitor sent it blank, "Email is invalid" for a filled-in address (a filled-in name or phone the
 *   server still refuses, as too long, keeps "… is required", the only text the form has for it);
 * - `invalid` on the meal type: the policy's refusal its `reason` names;
 * - `slot_unavailable`: 'Could not create reservation. The time slot may no longer be available.';
 * - any other 409 (the policy's `notice_too_short`, `too_far_ahead`, `mode_disabled`): the policy's
 *   text with its figures when the server named a known `reason`, else that same "could not create" text;
 * - anything else: 'Failed to create reservation'.
 */
export function refusalOfCreate(error: unknown, sent: ReservationRequest): CreateRefusal {
  const limited = rateLimitNotice(error);
  if (limited) return { banner: limited };
  const refused = describeApiError(error);
  const { code, field = '', status } = refused;
  const formField = Object.hasOwn(FORM_FIELD_OF, field) ? FORM_FIELD_OF[field] : undefined;
  if (code === 'invalid' && formField) {
    const filled = String(sent[field as keyof ReservationRequest] ?? '').trim() !== '';
    return { field: formField, problem: { key: formField === 'email' && filled ? 'emailInvalid' : `${formField}Required` } };
  }
  if (code === 'invalid' && field === 'mealType') return { banner: refusalNotice(refused, 'createFailed') };
  if (code === 'slot_unavailable') return { banner: notice('noReservation') };
  return { banner: status === 409 ? refusalNotice(refused, 'noReservation') : notice('createFailed') };
}
