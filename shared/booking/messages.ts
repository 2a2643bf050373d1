import { translate, type Catalogue, type MessageKey } from '../element/messages.ts';
import { BOOKING_FORM_MESSAGES, POLICY_BOOKING_MESSAGES } from './form-messages.ts';

export { BOOKING_FORM_MESSAGES, EMAIL_PATTERN, POLICY_BOOKING_MESSAGES } from './form-messages.ts';

/** The texts of sections 5 and 8 for managing, checking in and the queue (the widget loads them with those screens). */
export const BOOKING_MODE_MESSAGES = {
  codeRequired: 'Please enter a confirmation code',
  reservationNotFound: 'No reservation found with this confirmation code',
  cancelConfirm: 'Are you sure you want to cancel this reservation?',
  checkInSuccess: 'Check-in successful! A staff member will assist you shortly.',
  alreadyCheckedIn: 'You have already checked in for this reservation.',
  cancelled: 'This reservation has been cancelled.',
  noShow: 'This reservation is marked as no-show. Please speak with our staff for assistance.',
  checkInFailed: 'There was an error checking in. Please speak with our staff for assistance.',
  walkInName: 'Please enter your name',
  walkInPhone: 'Please enter your phone number',
  walkInLocation: 'Please select a location',
  walkInService: 'Please select a service',
  queueLookupEmpty: 'Please enter a queue ID or phone number',
  queueEntryNotFound: 'No entry found with this ID or phone number',
} as const;

/** The exact user-facing validation and error texts (the product's specified wording) that both the widget and the server use. */
export const BOOKING_MESSAGES = { ...BOOKING_FORM_MESSAGES, ...BOOKING_MODE_MESSAGES } as const;

/** The self check-in refusals that carry a date or time, plus the one for other statuses. */
export const CHECK_IN_MESSAGES = {
  checkInOtherDay: "This reservation is for {date}. Self-check-in is only available for today's reservations.",
  checkInTooEarly: 'Check-in is available starting 15 minutes before your appointment time ({time}).',
  checkInNotConfirmed: 'Only confirmed reservations can be checked in. Please speak with our staff for assistance.',
} as const;

/**
 * Refusals of the booking policy for managing, checking in and joining the queue, which the widget's
 * mode screens may receive. Each says what happens: the reservation stays as it is, and for a paid one
 * (the `…Paid` texts) that only the business refunds it now. Templates carry `{hours}`, `{minutes}` or
 * `{time}`; a text stating hours has a singular (`_one`) and a plural (`_other`) form.
 */
export const POLICY_MODE_MESSAGES = {
  cancelCutoff_one:
    'Cancelling online closes {hours} hour before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
  cancelCutoff_other:
    'Cancelling online closes {hours} hours before the appointment, so this reservation cannot be cancelled online now. Please speak with our staff for assistance.',
  cancelCutoffPaid_one:
    'Cancelling online closes {hours} hour before the appointment, so this reservation cannot be cancelled online now. Payments are refunded only by us, under our cancellation policy. Please speak with our staff for assistance.',
  cancelCutoffPaid_other:
    'Cancelling online closes {hours} hours before the appointment, so this reservation cannot be cancelled online now. Payments are refunded only by us, under our cancellation policy. Please speak with our staff for assistance.',
  modifyCutoff_one:
    'Changing online closes {hours} hour before the appointment, so this reservation keeps its current time. Please speak with our staff for assistance.',
  modifyCutoff_other:
    'Changing online closes {hours} hours before the appointment, so this reservation keeps its current time. Please speak with our staff for assistance.',
  alreadyStarted:
    'This reservation has already started, so it cannot be cancelled or changed online. Please speak with our staff for assistance.',
  alreadyStartedPaid:
    'This reservation has already started, so it cannot be cancelled or changed online. Payments are refunded only by us, under our cancellation policy. Please speak with our staff for assistance.',
  cancelClosed: 'This reservation cannot be cancelled online. Please speak with our staff for assistance.',
  cancelClosedPaid:
    'This reservation cannot be cancelled online. Payments are refunded only by us, under our cancellation policy. Please speak with our staff for assistance.',
  modifyClosed: 'This reservation cannot be changed online, so it keeps its current time. Please speak with our staff for assistance.',
  manageClosed: 'This reservation cannot be changed online. Please speak with our staff for assistance.',
  checkInClosed: 'Self-check-in is not available here. Please speak with our staff for assistance.',
  walkInClosed: 'Joining the queue online is not available here. Please speak with our staff for assistance.',
  checkInOpensAt: 'Check-in is available starting {minutes} minutes before your appointment time ({time}).',
  checkInTooLate:
    'Self-check-in closed {minutes} minutes after your appointment time ({time}). Please speak with our staff for assistance.',
  cancelPaymentProcessing:
    'A payment for this booking is being processed, so it cannot be cancelled now. Please try again once it has gone through or failed.',
} as const;

/** Every policy refusal the widget may receive. */
export const POLICY_MESSAGES = { ...POLICY_BOOKING_MESSAGES, ...POLICY_MODE_MESSAGES } as const;

const POLICY_CATALOGUE: Catalogue<keyof typeof POLICY_MESSAGES> = { en: POLICY_MESSAGES };

/**
 * A policy message with its placeholders filled. A text stating hours is asked for by its name
 * (`cancelCutoff`) and takes the English form for the number: '1 hour', '24 hours'. The widget maps
 * either form back to its key, and its Spanish catalogue has both.
 */
export function policyMessage(key: MessageKey<keyof typeof POLICY_MESSAGES>, values: Record<string, string | number> = {}): string {
  const hours = values.hours;
  return translate(POLICY_CATALOGUE, 'en', key, typeof hours === 'number' ? { ...values, count: hours } : values);
}
