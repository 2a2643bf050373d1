import type { Slot } from '../api/schemas.ts';
import { instantAt, isoInZoneIntl } from './wall-clock.ts';

/** First and last placeholder start hours in a preview (hourly from 09:00 to 17:00). */
export const PREVIEW_FIRST_HOUR = 9;
/** Placeholder slots end at this hour: the last one starts an hour earlier. */
export const PREVIEW_END_HOUR = 17;

/**
 * The placeholder slots of a preview: hourly from 09:00 until 17:00 in the location's
 * zone, one spot each, for dates after today only (none for today or the past).
 */
export function placeholderSlots(date: string, today: string, locationId: string, zone: string): Slot[] {
  if (date <= today) return [];
  const slots: Slot[] = [];
  for (let hour = PREVIEW_FIRST_HOUR; hour < PREVIEW_END_HOUR; hour++) {
    const start = instantAt(date, `${String(hour).padStart(2, '0')}:00`, zone);
    slots.push({
      startTime: isoInZoneIntl(start, zone),
      endTime: isoInZoneIntl(start + 3_600_000, zone),
      available: true,
      locationId,
      capacity: 1,
    });
  }
  return slots;
}
