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
  if (zone === 'UTC') return true;
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock as ICU reads it (a few microseconds a call: the slow, exact way). */
function wallFromParts(ms: number, zone: string): Wall {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat(zone).formatToParts(ms)) if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  return out;
}

function offsetOf(ms: number, w: Wall): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (ms - (ms % 1000 + 1000) % 1000)) / 60_000);
}

/**
 * The offset read exactly at one instant, or NaN when it is not whole minutes (local mean time,
 * before about 1970): wall clocks of such instants are read from ICU each time.
 */
function exactOffset(ms: number, zone: string): number {
  const w = wallFromParts(ms, zone);
  const offset = offsetOf(ms, w);
  const shifted = new Date(ms + offset * 60_000);
  return shifted.getUTCHours() === w.hour && shifted.getUTCMinutes() === w.minute && shifted.getUTCSeconds() === w.second ? offset : Number.NaN;
}

/**
 * Reading a wall clock from ICU costs a few microseconds, and a year of 5,000 events asks about
 * 10,000 instants. A zone keeps one offset through almost every UTC day: when the first and the last
 * millisecond of a day have the same offset, that one offset serves the whole day; a day whose offset
 * changes (daylight saving) is kept by quarter hour, the step on which zones change their offset.
 */
const DAY_MS = 86_400_000;
const SLICE_MS = 900_000;
const CHANGES = Number.POSITIVE_INFINITY;
const dayOffsets = new Map<string, Map<number, number>>();
const sliceOffsets = new Map<string, Map<number, number>>();

function cached(maps: Map<string, Map<number, number>>, zone: string, key: number, read: () => number): number {
  let byKey = maps.get(zone);
  if (!byKey || byKey.size > 100_000) maps.set(zone, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = read()));
  return value;
}

function cachedOffset(ms: number, zone: string): number {
  // UTC needs no reading at all (and no formatter: making the first one costs ICU's start-up).
  if (zone === 'UTC') return 0;
  const day = Math.floor(ms / DAY_MS);
  const whole = cached(dayOffsets, zone, day, () => {
    const first = exactOffset(day * DAY_MS, zone);
    return first === exactOffset((day + 1) * DAY_MS - 1, zone) ? first : CHANGES;
  });
  if (whole !== CHANGES) return whole;
  const slice = Math.floor(ms / SLICE_MS);
  return cached(sliceOffsets, zone, slice, () => exactOffset(slice * SLICE_MS, zone));
}

/** The wall-clock fields of instant `ms` in `zone`. */
export function wallClock(ms: number, zone: string): Wall {
  const offset = cachedOffset(ms, zone);
  if (Number.isNaN(offset)) return wallFromParts(ms, zone);
  const d = new Date(ms + offset * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

/** The zone's offset from UTC at instant `ms`, in minutes (New York in winter: -300). */
export function zoneOffset(ms: number, zone: string): number {
  const offset = cachedOffset(ms, zone);
  return Number.isNaN(offset) ? offsetOf(ms, wallFromParts(ms, zone)) : offset;
}
