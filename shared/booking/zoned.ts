import { DateTime, IANAZone } from 'luxon';

/** Minutes in a day. */
export const MINUTES_PER_DAY = 24 * 60;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar date `YYYY-MM-DD` split into numbers. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses `YYYY-MM-DD`; undefined when it is not a real calendar date (2026-02-30 is not). */
export function parseDate(text: string): CalendarDate | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (check.getUTCFullYear() !== date.year || check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) return undefined;
  return date;
}

/** Parses `HH:mm` (00:00 to 24:00) into minutes after midnight; undefined when malformed. */
export function parseTime(text: string): number | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const knownZones = new Set<string>();

/** True when `zone` is an IANA zone name luxon knows (`Europe/London`, not `GMT+1` guesses). */
export function isValidZone(zone: string): boolean {
  // luxon builds a new Intl.DateTimeFormat for every check; a name, once valid, stays valid.
  if (knownZones.has(zone)) return true;
  const valid = IANAZone.isValidZone(zone);
  if (valid) knownZones.add(zone);
  return valid;
}

/** Offsets already asked for, per zone and instant (luxon asks Intl each time, the slot lists' main cost). */
const offsetMemo = new Map<string, Map<number, number>>();
const MEMO_LIMIT = 20_000;

/** The UTC offset (minutes) of `zone` at an instant, as luxon's `IANAZone#offset`, remembered. */
export function zoneOffset(zone: string, instantMs: number): number {
  let byInstant = offsetMemo.get(zone);
  if (!byInstant) {
    if (offsetMemo.size >= 100) offsetMemo.clear();
    offsetMemo.set(zone, (byInstant = new Map()));
  }
  let offset = byInstant.get(instantMs);
  if (offset === undefined) {
    if (byInstant.size >= MEMO_LIMIT) byInstant.clear();
    offset = IANAZone.create(zone).offset(instantMs);
    byInstant.set(instantMs, offset);
  }
  return offset;
}

/** Day of week of a calendar date, 0 Sunday … 6 Saturday (as `Date#getUTCDay`). */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** `YYYY-MM-DD` of a calendar date. */
export function formatDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The local calendar date of an instant in a zone. */
export function localDateOf(instantMs: number, zone: string): CalendarDate {
  const local = new Date(instantMs + zoneOffset(zone, instantMs) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/**
 * The UTC offsets (minutes) `zone` uses from a day before `date` to two days after it: every offset a
 * wall time of `date` (or of the night after it) can have. Pass it to `wallTimeInstants` to save work.
 */
export function offsetsAround(date: CalendarDate, zone: string): number[] {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  return [...new Set([-1, 0, 1, 2].map((n) => zoneOffset(zone, midnight + n * DAY_MS)))];
}

/**
 * Every real instant (epoch ms, increasing) at which the clocks of `zone` read `minutes` after the
 * midnight that starts `date` (minutes may pass 1440: the wall time then falls on later dates).
 * A wall time inside a DST gap gives none, one inside a repeated hour gives two, others one.
 * `offsets` are the candidate offsets (default: those in use a day either side of the wall time).
 */
export function wallTimeInstants(date: CalendarDate, minutes: number, zone: string, offsets?: readonly number[]): number[] {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  // A wall time maps to `wall - offset` for each offset that is really in force at that instant.
  const candidates = offsets ?? new Set([zoneOffset(zone, wall - DAY_MS), zoneOffset(zone, wall), zoneOffset(zone, wall + DAY_MS)]);
  const instants = new Set<number>();
  for (const offset of candidates) {
    const instant = wall - offset * 60_000;
    if (zoneOffset(zone, instant) === offset) instants.add(instant);
  }
  return [...instants].sort((a, b) => a - b);
}

/** ISO-8601 text of an instant at a UTC offset (minutes), seconds precision: `2026-03-08T01:45:00-05:00`. */
export function isoWithOffset(instantMs: number, offsetMinutes: number): string {
  const wall = new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** ISO-8601 text of an instant with the zone's offset at that instant: `2026-03-08T01:45:00-05:00`. */
export function isoInZone(instantMs: number, zone: string): string {
  return isoWithOffset(instantMs, zoneOffset(zone, instantMs));
}

/** `2026-03-08T01:45:00-05:00` or `2026-03-08T06:45:00.000Z`: the shapes this code writes, read without luxon. */
const PLAIN_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of a `PLAIN_ISO` text with every field in range; undefined for anything else (luxon decides). */
function plainIsoMillis(text: string): number | undefined {
  const match = PLAIN_ISO.exec(text);
  if (!match || !parseDate(text.slice(0, 10))) return undefined;
  const [hour, minute, second, milli, offsetHours, offsetMinutes] = [4, 5, 6, 7, 9, 10].map((i) => Number(match[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (text < '1000' || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const local = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute, second, milli);
  return local - (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** ISO texts already read (short ones, bounded): a day's stored bookings come back with every slot list and booking of that day. */
const millisMemo = new Map<string, number>();

/** Epoch milliseconds of an ISO text (with offset); NaN when unreadable. */
function isoMillis(text: string): number {
  let ms = millisMemo.get(text);
  if (ms === undefined) {
    ms = plainIsoMillis(text) ?? DateTime.fromISO(text, { setZone: true }).toMillis();
    if (text.length <= 40) {
      if (millisMemo.size >= MEMO_LIMIT) millisMemo.clear();
      millisMemo.set(text, ms);
    }
  }
  return ms;
}

/** Epoch milliseconds of a `DateTime`, a `Date`, or an ISO text (with offset); NaN when unreadable. */
export function toMillis(value: DateTime | Date | string | number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return isoMillis(value);
  if (value instanceof Date) return value.getTime();
  return value.toMillis();
}
