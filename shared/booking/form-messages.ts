import { MAX_PARTY_SIZE } from './presets.ts';

// The booking flow's texts, apart from messages.ts so the booking widget's first screens load only these.

/** The booking form's validation and error texts, in the product's specified wording, which the widget loads with its first screens. */
export const BOOKING_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone is required',
  partySize: `Please enter a valid party size between 1 and ${MAX_PARTY_SIZE}`,
  slotMissing: 'Please select a date and time slot first',
  slotUnavailable: 'The selected time is no longer available',
} as const;

export { EMAIL_PATTERN } from '../forms/email.ts';

/**
 * Refusals of the booking policy that a new booking may receive, in the style of the validation texts.
 * Templates carry `{hours}` (a singular `_one` and a plural `_other` form) or `{days}`; the server
 * fills them and the widget translates them back (they are part of the notice catalogue of its first
 * screens, so they are kept short). The meal-type refusal comes when the widget's configuration
 * offers a meal type the server's does not.
 */
export const POLICY_BOOKING_MESSAGES = {
  bookingClosed: 'Online booking is not available here. Please speak with our staff for assistance.',
  noticeTooShort_one: 'Reservations must be made at least {hours} hour in advance.',
  noticeTooShort_other: 'Reservations must be made at least {hours} hours in advance.',
  tooFarAhead: 'Reservations can be made up to {days} days in advance.',
  mealTypeUnknown: 'Please choose one of the meal types offered.',
} as const;
