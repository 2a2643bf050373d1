import type { MODE_NOTICE_TEXTS } from './mode-notices.ts';
import { BOOKING_FORM_MESSAGES, POLICY_BOOKING_MESSAGES } from './form-messages.ts';

/**
 * The error texts of the booking flow, in the product's specified wording: shown in the red banner, cleared
 * after 5 seconds. The errors of the other modes are in `MODE_ERRORS` (mode-notices.ts).
 */
export const BOOKING_ERRORS = {
  loadLocations: 'Failed to load locations',
  loadServices: 'Failed to load services',
  loadAttendants: 'Failed to load attendants',
  loadSlots: 'Failed to load available time slots',
  slotUnavailable: 'The selected time is no longer available',
  availabilityFailed: 'Failed to check availability',
  noReservation: 'Could not create reservation. The time slot may no longer be available.',
  createFailed: 'Failed to create reservation',
} as const;

/** Validation texts (the product's specified wording) that the server does not send itself. */
export const FORM_MESSAGES = {
  fieldRequired: '{label} is required',
} as const;

/** A 429 (too many tries); the widget shows it through the shared API catalogue (singular and plural, English and Spanish). */
export const RATE_LIMIT_MESSAGES = {
  tooManyAttempts: 'Too many attempts. Try again in {count} minutes.',
} as const;

/**
 * The English texts the booking flow's rules and stores can answer with, by key: the notice
 * catalogue of the widget's first screens. The mode screens add `MODE_NOTICE_TEXTS`.
 */
export const FLOW_NOTICE_TEXTS = {
  ...BOOKING_FORM_MESSAGES,
  ...BOOKING_ERRORS,
  ...FORM_MESSAGES,
  ...RATE_LIMIT_MESSAGES,
  ...POLICY_BOOKING_MESSAGES,
};

/** Every message key a booking rule can answer with. */
export type BookingMessageKey = keyof typeof FLOW_NOTICE_TEXTS | keyof typeof MODE_NOTICE_TEXTS;

/** A message as the stores hold it: a key of the widget's notice catalogue plus its placeholders' values. */
export interface BookingNotice {
  key: BookingMessageKey;
  params?: Record<string, string>;
}

/** A notice for a key (with the values of its placeholders). */
export function notice(key: BookingMessageKey, params?: Record<string, string>): BookingNotice {
  return params ? { key, params } : { key };
}

/**
 * The notice for a server's refusal: the notice key it names as its `reason` (with the `params` of
 * its placeholders) when `texts` has that key, else the fallback. The server's English message is
 * never read, so a page in another language does not get an English sentence. `texts` is the
 * catalogue the reason may name: the booking flow's, or with the mode screens' (`ALL_NOTICE_TEXTS`).
 */
export function refusalNotice(
  refusal: { reason?: string | undefined; params?: Record<string, string> | undefined },
  fallback: BookingMessageKey,
  texts: Partial<Record<BookingMessageKey, string>> = FLOW_NOTICE_TEXTS,
): BookingNotice {
  const { reason, params } = refusal;
  return reason && reason !== 'providerText' && Object.hasOwn(texts, reason) ? notice(reason as BookingMessageKey, params) : notice(fallback);
}
