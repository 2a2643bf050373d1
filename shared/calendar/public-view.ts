import type { CalendarEventInput } from './events.ts';

/**
 * The events as a public calendar may show them: without the customer and the confirmation code
 * (`reservationName`), whatever the source sent. Events without those fields are returned as they are.
 */
export function publicEvents(events: readonly CalendarEventInput[]): CalendarEventInput[] {
  return events.map((event) => {
    if (event.customer === undefined && event.reservationName === undefined) return event;
    const { customer: _customer, reservationName: _code, ...rest } = event;
    return rest;
  });
}
