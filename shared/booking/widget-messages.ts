import { interpolate } from '../element/messages.ts';
import { BOOKING_MESSAGES, CHECK_IN_MESSAGES, POLICY_MESSAGES } from './messages.ts';

/** The error catalogue of booking spec section 8: shown in the red banner, cleared after 5 seconds. */
export const BOOKING_ERRORS = {
  loadLocations: 'Failed to load locations',
  loadServices: 'Failed to load services',
  loadAttendants: 'Failed to load attendants',
  loadReservations: 'Failed to load reservations',
  loadSlots: 'Failed to load available time slots',
  loadQueue: 'Failed to load queue information',
  slotUnavailable: 'The selected time is no longer available',
  availabilityFailed: 'Failed to check availability',
  noReservation: 'Could not create reservation. The time slot may no longer be available.',
  createFailed: 'Failed to create reservation',
  cancelFailed: 'Failed to cancel reservation',
  statusFailed: 'Failed to update reservation status',
  queueJoinFailed: 'Failed to add to queue',
  queueJoinFailedForm: 'Failed to add to queue. Please try again.',
  queueUpdateFailed: 'Failed to update queue entry',
  queueRemoveFailed: 'Failed to remove from queue',
  notifyNextFailed: 'Failed to notify next customer',
  paymentFailed: 'Payment processing failed. Please try again.',
  checkInFailed: BOOKING_MESSAGES.checkInFailed,
} as const;

/** Validation texts of section 5 that the server does not send itself. */
export const FORM_MESSAGES = {
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Please enter a valid expiry date',
  cardCvv: 'Please enter a valid CVV',
  cardName: 'Please enter the name on card',
  fieldRequired: '{label} is required',
} as const;

/**
 * Texts of proving ownership (issue 17): the second factor of a lookup, and what a refused change
 * (401 without proof, 403 with another booking's token) tells the visitor to do.
 */
export const OWNERSHIP_MESSAGES = {
  contactRequired: 'Please enter the email address or phone number used to book',
  lookUpAgain: 'Please look up your booking again to manage it.',
  leaveRefused: 'Please ask a member of staff to take you off the queue.',
  /** A 429; the widget shows it through the shared API catalogue (singular and plural, English and Spanish). */
  tooManyAttempts: 'Too many attempts. Try again in {count} minutes.',
} as const;

/** A payment provider's own message, shown as the provider wrote it. */
const PROVIDER_TEXT = { providerText: '{text}' } as const;

/** Every English text a booking rule or store can answer with, by key. */
export const NOTICE_TEXTS = {
  ...BOOKING_MESSAGES,
  ...BOOKING_ERRORS,
  ...FORM_MESSAGES,
  ...CHECK_IN_MESSAGES,
  ...OWNERSHIP_MESSAGES,
  ...POLICY_MESSAGES,
  ...PROVIDER_TEXT,
};

/** Every message key a booking rule can answer with. */
export type BookingMessageKey = keyof typeof NOTICE_TEXTS;

/** A message as the stores hold it: a key of the widget's notice catalogue plus its placeholders' values. */
export interface BookingNotice {
  key: BookingMessageKey;
  params?: Record<string, string>;
}

/** A notice for a key (with the values of its placeholders). */
export function notice(key: BookingMessageKey, params?: Record<string, string>): BookingNotice {
  return params ? { key, params } : { key };
}

/** The values a template's placeholders took in a text, or null when the text is not that template's. */
function matchTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(text);
  return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) : null;
}

/**
 * The notice for a server's message: the key whose English text (or template, with its values) the
 * server sent (the server uses the specification's texts), else the fallback. Unknown server wording
 * is never shown verbatim, so a page in another language does not get an English sentence.
 */
export function noticeFromServer(message: string | undefined, fallback: BookingMessageKey): BookingNotice {
  if (message) {
    for (const key of Object.keys(NOTICE_TEXTS) as BookingMessageKey[]) {
      if (key === 'providerText') continue;
      const params = matchTemplate(NOTICE_TEXTS[key], message);
      if (params) return notice(key, Object.keys(params).length ? params : undefined);
    }
  }
  return notice(fallback);
}

/** A payment provider's message: a catalogue text as its key, other wording as written, none as the fallback. */
export function providerNotice(message: string | undefined, fallback: BookingMessageKey): BookingNotice {
  const text = message?.trim() ?? '';
  if (text === '') return notice(fallback);
  const known = noticeFromServer(text, 'providerText');
  return known.key === 'providerText' ? notice('providerText', { text }) : known;
}

/** The English text of a notice (as the widget's English catalogue shows it), or null for none. */
export function englishNotice(message: BookingNotice | null | undefined): string | null {
  return message ? bookingText(message.key, message.params) : null;
}

/** The English text of a message key (the specification's exact wording). */
export function bookingText(key: BookingMessageKey, params: Record<string, string> = {}): string {
  return interpolate(NOTICE_TEXTS[key] ?? key, params);
}
