import type { ReservationRequest } from '../api/reservations.ts';
import { describeApiError, rateLimitNotice } from './remote.ts';
import type { FieldProblem } from './validation.ts';
import { notice, noticeFromServer, type BookingNotice } from './widget-messages.ts';

/**
 * The codes of the reservation API's error answers (`{ error: { code, message, field } }`) that the
 * booking form reacts to. The message is never compared: a server may answer in any language.
 */
export const CREATE_ERROR_CODES = {
  /** 400: a field of the request is missing or malformed; `field` names it. */
  invalid: 'invalid',
  /** 409: the time was taken meanwhile. Other 409 codes are the booking policy's refusals (`notice_too_short`, `too_far_ahead`, `mode_disabled`). */
  slotUnavailable: 'slot_unavailable',
} as const;

/** The customer form's fields by the request field the server names. */
const FORM_FIELD_OF = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
} as const satisfies Partial<Record<keyof ReservationRequest, string>>;

type RequestField = keyof typeof FORM_FIELD_OF;

/** What the flow shows for a refused booking: a banner, or a problem beside one field of the customer form. */
export type CreateRefusal = { banner: BookingNotice } | { field: 'name' | 'email' | 'phone'; problem: FieldProblem };

const isRequestField = (field: string | undefined): field is RequestField => field !== undefined && field in FORM_FIELD_OF;

/**
 * The problem of a form field the server refused: "… is required" when the visitor sent it blank; for
 * a filled-in e-mail address, "Email is invalid"; a filled-in name or phone the server still refuses
 * (too long) keeps its "… is required" text, the only one the form has for those fields.
 */
function fieldProblem(field: RequestField, sent: ReservationRequest): FieldProblem {
  const blank = !String(sent[field] ?? '').trim();
  if (field === 'customerEmail') return { key: blank ? 'emailRequired' : 'emailInvalid' };
  return { key: field === 'customerName' ? 'nameRequired' : 'phoneRequired' };
}

/**
 * What to show when creating a reservation failed, chosen by the error's code (and the field it
 * names), never by its wording:
 * - 429: 'Too many attempts. Try again in N minutes.'
 * - `invalid` on the name, e-mail or phone: that field's own text beside it;
 * - `invalid` on the meal type: the policy's refusal, in the page's language;
 * - `slot_unavailable`: 'Could not create reservation. The time slot may no longer be available.';
 * - any other 409 (a policy refusal: notice, advance window, booking closed): the policy's text with its
 *   figures when the server sent a known one, else the same "could not create" text;
 * - anything else: 'Failed to create reservation'.
 */
export function refusalOfCreate(error: unknown, sent: ReservationRequest): CreateRefusal {
  const limited = rateLimitNotice(error);
  if (limited) return { banner: limited };
  const e = describeApiError(error);
  if (e.code === CREATE_ERROR_CODES.invalid && isRequestField(e.field)) {
    return { field: FORM_FIELD_OF[e.field], problem: fieldProblem(e.field, sent) };
  }
  if (e.code === CREATE_ERROR_CODES.invalid && e.field === 'mealType') return { banner: noticeFromServer(e.message, 'createFailed') };
  if (e.code === CREATE_ERROR_CODES.slotUnavailable) return { banner: notice('noReservation') };
  if (e.status === 409) return { banner: noticeFromServer(e.message, 'noReservation') };
  return { banner: notice('createFailed') };
}
