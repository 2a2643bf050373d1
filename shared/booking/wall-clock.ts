/**
 * Time-zone helpers on the browser's own `Intl` (no luxon), for the booking widget's chunk: the
 * location's "today", wall times of slots, offsets, and formatting in an explicit IANA zone.
 * The server side keeps using luxon (zoned.ts); tests check both agree.
 */

const parts = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone: year … second as numbers. */
export function wallPartsOf(
  instantMs: number,
  zone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const out: Record<string, number> = {};
  for (const p of partsFormat(zone).formatToParts(instantMs)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of an instant in a zone (the location's "today" for `Date.now()`). */
export function zoneDateOf(instantMs: number, zone: string): string {
  const p = wallPartsOf(instantMs, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The zone's UTC offset in minutes at an instant (east positive: London in summer is 60). */
export function zoneOffsetMinutes(instantMs: number, zone: string): number {
  const p = wallPartsOf(instantMs, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** True when the name is an IANA zone this browser knows. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The visitor's own zone (the browser's), or UTC when it cannot tell. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The wall date and time written in an ISO instant with offset (`2026-03-08T01:45:00-05:00` gives
 * `2026-03-08` and `01:45`). Slots and reservations come with the location's offset, so this is the
 * location's wall clock without any zone arithmetic.
 */
export function wallClockOf(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant `HH:mm` on `YYYY-MM-DD` in a zone (the earlier one in a repeated hour; a gap moves forward). */
export function instantAt(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const guesses = [zoneOffsetMinutes(wall - 86_400_000, zone), zoneOffsetMinutes(wall, zone), zoneOffsetMinutes(wall + 86_400_000, zone)];
  const fits = [...new Set(guesses)].map((o) => wall - o * 60_000).filter((t) => zoneOffsetMinutes(t, zone) * 60_000 === wall - t);
  if (fits.length > 0) return Math.min(...fits);
  return wall - zoneOffsetMinutes(wall, zone) * 60_000;
}

/** ISO text of an instant with the zone's offset at that instant: `2026-03-08T09:00:00-05:00`. */
export function isoInZoneIntl(instantMs: number, zone: string): string {
  const offset = zoneOffsetMinutes(instantMs, zone);
  const wall = new Date(instantMs + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats an instant (ms or ISO text) in an explicit zone and locale. */
export function formatInZone(instant: number | string, zone: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${zone}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(typeof instant === 'string' ? Date.parse(instant) : instant);
}

/** Date as "March 8, 2026" (en-US) or "8 March 2026" (en-GB): the long form the messages use. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
/** Time as "1:45 PM" (en-US) or "13:45" (en-GB): luxon's TIME_SIMPLE, so the messages match the server's. */
export const SHORT_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
/** Date with weekday: "Sunday, March 8, 2026". */
export const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/** The zone's name as the locale says it at an instant ("British Summer Time", "Eastern Standard Time"). */
export function zoneLongName(instantMs: number, zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(instantMs)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * True when the visitor is in another zone than the location (another name, or UTC aliases with
 * another offset): then the widget states which zone its times are in.
 */
export function zoneDiffers(locationZone: string, visitor: string, instantMs: number): boolean {
  if (locationZone === visitor) return false;
  const utc = /^(Etc\/)?(UTC|GMT|UCT|Zulu|Universal)$/i;
  if (utc.test(locationZone) && utc.test(visitor))
    return zoneOffsetMinutes(instantMs, locationZone) !== zoneOffsetMinutes(instantMs, visitor);
  return true;
}
