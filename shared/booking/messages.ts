import { MAX_PARTY_SIZE } from './presets.ts';

/** The exact user-facing texts of booking spec sections 5 and 8 that both the widget and the server use. */
export const BOOKING_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone is required',
  partySize: `Please enter a valid party size between 1 and ${MAX_PARTY_SIZE}`,
  slotMissing: 'Please select a date and time slot first',
  slotUnavailable: 'The selected time is no longer available',
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

/** The self check-in refusals of section 5 that carry a date or time, plus the one for other statuses. */
export const CHECK_IN_MESSAGES = {
  checkInOtherDay: "This reservation is for {date}. Self-check-in is only available for today's reservations.",
  checkInTooEarly: 'Check-in is available starting 15 minutes before your appointment time ({time}).',
  checkInNotConfirmed: 'Only confirmed reservations can be checked in. Please speak with our staff for assistance.',
} as const;

/** 'This reservation is for {date}. Self-check-in is only available for today's reservations.' */
export function checkInOtherDayMessage(date: string): string {
  return CHECK_IN_MESSAGES.checkInOtherDay.replace('{date}', date);
}

/** 'Check-in is available starting 15 minutes before your appointment time ({time}).' */
export function checkInTooEarlyMessage(time: string): string {
  return CHECK_IN_MESSAGES.checkInTooEarly.replace('{time}', time);
}

/** Loose e-mail shape of section 5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Refusals of the booking policy (issue 18) that the widget may receive, in the style of section 5.
 * Templates carry `{hours}`, `{days}`, `{minutes}` or `{time}`; the server fills them and the widget
 * translates them back (they are part of its notice catalogue, so they are kept short).
 */
export const POLICY_MESSAGES = {
  cancelCutoff: 'Cancelling closes {hours} hours before the appointment. Please speak with our staff for assistance.',
  modifyCutoff: 'Changes close {hours} hours before the appointment. Please speak with our staff for assistance.',
  alreadyStarted: 'This reservation has already started. Please speak with our staff for assistance.',
  manageClosed: 'This reservation cannot be changed online. Please speak with our staff for assistance.',
  bookingClosed: 'Online booking is not available here. Please speak with our staff for assistance.',
  checkInClosed: 'Self-check-in is not available here. Please speak with our staff for assistance.',
  checkInTooLate:
    'Self-check-in closed {minutes} minutes after your appointment time ({time}). Please speak with our staff for assistance.',
  noticeTooShort: 'Reservations must be made at least {hours} hours in advance.',
  tooFarAhead: 'Reservations can be made up to {days} days in advance.',
} as const;

/**
 * Policy refusals the widget never causes (it sends no meal type and opens check-in 15 minutes before
 * the start, as the spec says), so they stay out of its catalogue.
 */
export const SERVER_POLICY_MESSAGES = {
  checkInOpensAt: 'Check-in is available starting {minutes} minutes before your appointment time ({time}).',
  mealTypeUnknown: 'Please choose one of the meal types offered.',
} as const;

/** A policy message with its placeholders filled. */
export function policyMessage(
  key: keyof typeof POLICY_MESSAGES | keyof typeof SERVER_POLICY_MESSAGES,
  values: Record<string, string | number> = {},
): string {
  const template: string =
    key in POLICY_MESSAGES
      ? POLICY_MESSAGES[key as keyof typeof POLICY_MESSAGES]
      : SERVER_POLICY_MESSAGES[key as keyof typeof SERVER_POLICY_MESSAGES];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
