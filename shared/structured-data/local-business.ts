import type { Location } from '../api/schemas.ts';
import { normalizeHours, WEEKDAY_NAMES, type OpeningHours } from '../booking/slots.ts';

/** schema.org's day name of a booking weekday (0 Sunday … 6 Saturday): `Monday`. */
const schemaDay = (day: number): string => {
  const name = WEEKDAY_NAMES[day] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The schema.org business type a booking preset stands for; anything else is a plain `LocalBusiness`. */
const PRESET_TYPES: Record<string, string> = {
  salon: 'BeautySalon',
  restaurant: 'Restaurant',
  pickup: 'Store',
  meeting: 'ProfessionalService',
  license: 'GovernmentOffice',
};

/** The schema.org type for a booking preset (`salon` → `BeautySalon`). */
export function businessTypeOf(preset: string | undefined): string {
  return (preset && PRESET_TYPES[preset]) || 'LocalBusiness';
}

/** `HH:MM` from a stored opening time (`9:00` → `09:00`), or undefined when it is not a time. */
function clockTime(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * The weekly hours as schema.org `OpeningHoursSpecification`s, one per distinct opening and closing
 * time with every weekday that has it (in week order, Monday first). A closing time at or before the
 * opening time means the business closes after midnight, which schema.org reads the same way.
 * Unreadable days or times are left out rather than guessed.
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): Record<string, unknown>[] {
  const groups = new Map<string, { opens: string; closes: string; days: number[] }>();
  for (const entry of normalizeHours(hours)) {
    const opens = clockTime(entry.open);
    const closes = clockTime(entry.close);
    if (!opens || !closes) continue;
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    if (!group.days.includes(entry.day)) group.days.push(entry.day);
    groups.set(key, group);
  }
  const weekOrder = (day: number) => (day + 6) % 7;
  return [...groups.values()]
    .map((group) => ({ ...group, days: group.days.sort((a, b) => weekOrder(a) - weekOrder(b)) }))
    .sort((a, b) => weekOrder(a.days[0] ?? 0) - weekOrder(b.days[0] ?? 0) || a.opens.localeCompare(b.opens))
    .map((group) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: group.days.map(schemaDay),
      opens: group.opens,
      closes: group.closes,
    }));
}

/**
 * A bookable location as schema.org structured data: its business type, name, postal address,
 * telephone, picture, coordinates and weekly opening hours, from the same catalogue the booking
 * widget shows, with the booking page as its URL. Fields the catalogue leaves empty are left out.
 */
export function localBusinessJsonLd(location: Location, options: { type: string; pageUrl: string }): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, options.pageUrl).toString();
  const address = {
    '@type': 'PostalAddress',
    ...(location.address ? { streetAddress: location.address } : {}),
    ...(location.city ? { addressLocality: location.city } : {}),
    ...(location.state ? { addressRegion: location.state } : {}),
    ...(location.zip ? { postalCode: location.zip } : {}),
  };
  const hours = openingHoursSpecification(location.hours);
  return {
    '@context': 'https://schema.org',
    '@type': options.type,
    '@id': `${options.pageUrl}#${encodeURIComponent(location.id)}`,
    name: location.name,
    url: options.pageUrl,
    ...(Object.keys(address).length > 1 ? { address } : {}),
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.imageUrl ? { image: absolute(location.imageUrl) } : {}),
    ...(location.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.lat, longitude: location.coordinates.lng } } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}
