import { BOOKING_MESSAGES } from './messages.ts';

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

/** Every message key a booking rule can answer with. */
export type BookingMessageKey = keyof typeof BOOKING_MESSAGES | keyof typeof BOOKING_ERRORS | keyof typeof FORM_MESSAGES;

/** The English text of a message key (the specification's exact wording). */
export function bookingText(key: BookingMessageKey, params: Record<string, string> = {}): string {
  const all: Record<string, string> = { ...BOOKING_MESSAGES, ...BOOKING_ERRORS, ...FORM_MESSAGES };
  return (all[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
