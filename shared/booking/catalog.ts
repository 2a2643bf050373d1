import { normalizeHours, type OpeningHours } from './slots.ts';
import { MINUTES_PER_DAY, parseTime } from './zoned.ts';

/** A bookable location as the booking logic needs it. */
export interface BookingLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  imageUrl: string | null;
  hours: OpeningHours[];
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
}

/** A bookable service. Durations and buffers in minutes, price in cents. */
export interface BookingService {
  id: string;
  name: string;
  description: string;
  duration: number;
  priceCents: number;
  categoryId: string;
  categories: string[];
  capacity: number;
  requiresAttendant: boolean;
  locationIds: string[];
  imageUrl: string | null;
  bufferBefore: number;
  bufferAfter: number;
  color: string | null;
}

/** A weekly working block of an attendant at a location. */
export interface Shift {
  day: number | string;
  start: string;
  end: string;
  locationId?: string;
}

/** A member of staff. */
export interface BookingAttendant {
  id: string;
  name: string;
  title: string;
  bio: string;
  imageUrl: string | null;
  locationIds: string[];
  serviceIds: string[];
  schedule: Shift[];
  specialties: string[];
  rating: number;
  status: string;
}

/** True when the service is offered at the location (a service listing no locations is offered everywhere). */
export function offeredAt(service: BookingService, locationId: string): boolean {
  return service.locationIds.length === 0 || service.locationIds.includes(locationId);
}

/** True when the attendant is active, works at the location and performs the service. */
export function canServe(attendant: BookingAttendant, locationId: string, service?: BookingService): boolean {
  return (
    attendant.status === 'active' &&
    (attendant.locationIds.length === 0 || attendant.locationIds.includes(locationId)) &&
    (!service || attendant.serviceIds.includes(service.id))
  );
}

/**
 * The hours an attendant can be booked at a location: their shifts there, clipped to the opening
 * hours of the same weekday. An attendant without a schedule follows the opening hours.
 */
export function attendantHours(attendant: BookingAttendant, location: BookingLocation): OpeningHours[] {
  if (attendant.schedule.length === 0) return location.hours;
  const span = (open: string, close: string) => {
    const from = parseTime(open);
    const to = parseTime(close);
    if (from === undefined || to === undefined) return undefined;
    return [from, to <= from ? to + MINUTES_PER_DAY : to] as const;
  };
  const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const opening = normalizeHours(location.hours);
  const shifts = normalizeHours(
    attendant.schedule
      .filter((s) => !s.locationId || s.locationId === location.id)
      .map((s) => ({ day: s.day, open: s.start, close: s.end })),
  );
  return shifts.flatMap((shift) =>
    opening
      .filter((o) => o.day === shift.day)
      .flatMap((o) => {
        const a = span(shift.open, shift.close);
        const b = span(o.open, o.close);
        if (!a || !b) return [];
        const from = Math.max(a[0], b[0]);
        const to = Math.min(a[1], b[1]);
        return from < to ? [{ day: shift.day, open: hhmm(from), close: to === MINUTES_PER_DAY ? '24:00' : hhmm(to) }] : [];
      }),
  );
}
