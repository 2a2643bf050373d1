import { interpolate } from '../element/messages.ts';
import { BOOKING_MODE_MESSAGES, CHECK_IN_MESSAGES, POLICY_MODE_MESSAGES } from './messages.ts';
import { FLOW_NOTICE_TEXTS, notice, refusalNotice, type BookingMessageKey, type BookingNotice } from './widget-messages.ts';

/** The error texts (the product's specified wording) for managing, checking in, the queue and paying. */
export const MODE_ERRORS = {
  loadReservations: 'Failed to load reservations',
  loadQueue: 'Failed to load queue information',
  cancelFailed: 'Failed to cancel reservation',
  statusFailed: 'Failed to update reservation status',
  queueJoinFailed: 'Failed to add to queue',
  queueJoinFailedForm: 'Failed to add to queue. Please try again.',
  queueUpdateFailed: 'Failed to update queue entry',
  queueRemoveFailed: 'Failed to remove from queue',
  notifyNextFailed: 'Failed to notify next customer',
  paymentFailed: 'Payment processing failed. Please try again.',
  checkInFailed: BOOKING_MODE_MESSAGES.checkInFailed,
} as const;

/** The card form's validation texts (the server never sees the card). */
export const CARD_MESSAGES = {
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Please enter a valid expiry date',
  cardCvv: 'Please enter a valid CVV',
  cardName: 'Please enter the name on card',
} as const;

/**
 * Texts of proving ownership: the second factor of a lookup, and what a refused change
 * (401 without proof, 403 with another booking's token) tells the visitor to do.
 */
export const OWNERSHIP_MESSAGES = {
  contactRequired: 'Please enter the email address or phone number used to book',
  lookUpAgain: 'Please look up your booking again to manage it.',
  leaveRefused: 'Please ask a member of staff to take you off the queue.',
} as const;

/** A payment provider's own message, shown as the provider wrote it. */
const PROVIDER_TEXT = { providerText: '{text}' } as const;

/**
 * The English texts the stores of the manage, check-in, walk-in, queue and payment screens can answer
 * with, by key (loaded with those screens, not with the booking flow).
 */
export const MODE_NOTICE_TEXTS = {
  ...BOOKING_MODE_MESSAGES,
  ...MODE_ERRORS,
  ...CARD_MESSAGES,
  ...CHECK_IN_MESSAGES,
  ...OWNERSHIP_MESSAGES,
  ...POLICY_MODE_MESSAGES,
  ...PROVIDER_TEXT,
};

/** Every English notice text, by key: the booking flow's and the mode screens'. */
export const ALL_NOTICE_TEXTS: Record<BookingMessageKey, string> = { ...FLOW_NOTICE_TEXTS, ...MODE_NOTICE_TEXTS };

/** `refusalNotice` for the mode screens' stores: the reason may name any notice, the flow's included. */
export function modeRefusalNotice(
  refusal: { reason?: string | undefined; params?: Record<string, string> | undefined },
  fallback: BookingMessageKey,
): BookingNotice {
  return refusalNotice(refusal, fallback, ALL_NOTICE_TEXTS);
}

/**
 * A payment provider's message (a payment answer carries no reason): one of the catalogue's fixed
 * texts, word for word, as its key; other wording as written; none as the fallback.
 */
export function providerNotice(message: string | undefined, fallback: BookingMessageKey): BookingNotice {
  const text = message?.trim() ?? '';
  if (text === '') return notice(fallback);
  const known = (Object.keys(ALL_NOTICE_TEXTS) as BookingMessageKey[]).find((key) => key !== 'providerText' && ALL_NOTICE_TEXTS[key] === text);
  return notice(known ?? 'providerText', known ? undefined : { text });
}

/** The English text of a message key (the product's exact specified wording). */
export function bookingText(key: BookingMessageKey, params: Record<string, string> = {}): string {
  return interpolate(ALL_NOTICE_TEXTS[key] ?? key, params);
}

/** The English text of a notice (as the widget's English catalogue shows it), or null for none. */
export function englishNotice(message: BookingNotice | null | undefined): string | null {
  return message ? bookingText(message.key, message.params) : null;
}
