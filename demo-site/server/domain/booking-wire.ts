/** The booking catalogue's rows in the API's wire shape, for the API's answers and the pages' payloads alike. */
import type { Attendant, Location, Service } from '../../../shared/api/schemas.ts';
import type { BookingAttendant, BookingLocation, BookingService } from '../../../shared/booking/catalog.ts';
import { normalizeHours } from '../../../shared/booking/slots.ts';

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;

/** A location in the API shape: numeric weekdays (0 Sunday … 6 Saturday), its zone and coordinates. */
export function locationOut(l: BookingLocation): Location {
  const { latitude, longitude, imageUrl, hours, ...rest } = l;
  return {
    ...rest,
    ...present({ imageUrl: imageUrl ?? undefined }),
    hours: normalizeHours(hours),
    coordinates: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
  };
}

/** A service in the API shape (price in cents). */
export function serviceOut(s: BookingService): Service {
  const { priceCents, imageUrl, color, ...rest } = s;
  return { ...rest, price: priceCents, ...present({ imageUrl: imageUrl ?? undefined, color: color ?? undefined }) };
}

/**
 * An attendant in the API shape (schedule left out: its shape is not part of the contract). A rating
 * of 0 means not rated and is answered as null, so no page shows stars nobody gave.
 */
export function attendantOut(a: BookingAttendant): Attendant {
  const { schedule: _schedule, imageUrl, rating, ...rest } = a;
  return { ...rest, rating: rating > 0 ? rating : null, ...present({ imageUrl: imageUrl ?? undefined }) };
}
