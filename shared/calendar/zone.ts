/**
 * IANA zone arithmetic on `Intl.DateTimeFormat`, without luxon in the browser bundle (it would cost
 * the calendar 22 KB gzip); the unit tests check every answer against luxon.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  return format;
}

/** True when the runtime knows `zone` as an IANA time zone. */
export function isValidZone(zone: string): boolean {
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of instant `ms` in `zone`. */
export function wallClock(ms: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(zone).formatToParts(ms)) if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  return out;
}

/** The zone's offset from UTC at instant `ms`, in minutes (New York in winter: -300). */
export function zoneOffset(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (ms - (ms % 1000 + 1000) % 1000)) / 60_000);
}
