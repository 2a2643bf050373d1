import { isValidZone, wallClock, zoneOffset } from './zone.ts';

/** The views the header's dropdown offers. */
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'year'] as const;
/** A view of the time grid. */
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The modes of the mode switcher. */
export const CALENDAR_MODES = ['upcoming', 'calendar', 'timeline', 'montage'] as const;
/** A mode of the calendar screen. */
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** Any of the eight views: the four grid views and the four modes. */
export type AnyCalendarView = CalendarView | CalendarMode;

/** The default view when none is given. */
export const DEFAULT_VIEW: CalendarView = 'day';

/** The message logged for a date that cannot be used (logged only, never shown). */
export const INVALID_DATE_MESSAGE = 'Invalid date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a UTC midnight. */
export function isoOf(utcMs: number): string {
  const d = new Date(utcMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The UTC midnight of a valid `YYYY-MM-DD`, or NaN when it is not a real date (2026-02-30 is not). */
export function utcOf(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoOf(ms) === date ? ms : Number.NaN;
}

/** The zone to use: the given IANA zone when the runtime knows it, else UTC. */
export function safeZone(zone: string | undefined): string {
  return zone && isValidZone(zone) ? zone : 'UTC';
}

/** The local date `YYYY-MM-DD` of instant `ms` in `zone`. */
export function dateIn(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * Parses a calendar date `YYYY-MM-DD` (or an ISO date-time with offset, read in `zone`) to the local
 * day `YYYY-MM-DD`. An invalid date (2026-02-30, "soon", empty) is rejected: logs 'Invalid date' with
 * `console.error` and returns null, so the caller keeps its current date.
 */
export function parseCalendarDate(text: string | null | undefined, zone: string): string | null {
  const value = (text ?? '').trim();
  if (ISO_DATE.test(value) && !Number.isNaN(utcOf(value))) return value;
  if (ISO_DATE_TIME.test(value) && !Number.isNaN(utcOf(value.slice(0, 10)))) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return dateIn(ms, zone);
  }
  console.error(INVALID_DATE_MESSAGE, text);
  return null;
}

/** Today's date `YYYY-MM-DD` in `zone` (Today resets to now). */
export function todayIn(zone: string, now: number = Date.now()): string {
  return dateIn(now, zone);
}

/** Shifts a date by whole days (calendar days, not 24-hour spans). */
export function addDays(date: string, days: number): string {
  return isoOf(utcOf(date) + days * 86_400_000);
}

/** Shifts a date by whole months, clamping the day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const d = new Date(utcOf(date));
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(year, month, Math.min(d.getUTCDate(), last)));
}

/** Day of the week of a date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

/** How far previous/next moves: one day (day, calendar, upcoming), one week, one year, otherwise one month. */
export function stepUnit(view: AnyCalendarView): 'day' | 'week' | 'month' | 'year' {
  if (view === 'day' || view === 'calendar' || view === 'upcoming') return 'day';
  if (view === 'week') return 'week';
  if (view === 'year') return 'year';
  return 'month';
}

/** The date previous (-1) or next (+1) moves to from `date` in `view`. Month and year steps clamp the day. */
export function stepDate(date: string, view: AnyCalendarView, direction: 1 | -1): string {
  const unit = stepUnit(view);
  if (unit === 'day') return addDays(date, direction);
  if (unit === 'week') return addDays(date, 7 * direction);
  return addMonths(date, (unit === 'year' ? 12 : 1) * direction);
}

/**
 * Millisecond instants of the starts of `count` consecutive local days from `date`, plus the end of
 * the last (count + 1 values). One offset lookup per day; a second only where the offset changes.
 * A midnight that happens twice (a fall-back at 01:00 to 00:00) starts the day at the first one; a
 * midnight the zone skips starts it at the first instant after.
 */
export function dayBoundaries(date: string, count: number, zone: string): number[] {
  const base = utcOf(date);
  const out: number[] = [];
  let offset = zoneOffset(base, zone);
  for (let i = 0; i <= count; i++) {
    const wall = base + i * 86_400_000;
    let instant = wall - offset * 60_000;
    const actual = zoneOffset(instant, zone);
    if (actual !== offset) {
      const retry = wall - actual * 60_000;
      instant = zoneOffset(retry, zone) === actual ? retry : Math.max(instant, retry);
      offset = zoneOffset(instant, zone);
    }
    // A fall-back just after midnight shows 00:00 twice: the day starts at the first one.
    const hourBefore = zoneOffset(instant - 3_600_000, zone);
    if (hourBefore > offset) {
      const first = wall - hourBefore * 60_000;
      const w = wallClock(first, zone);
      if (w.hour === 0 && w.minute === 0 && dateIn(first, zone) === isoOf(wall)) instant = first;
    }
    out.push(instant);
  }
  return out;
}

/** The number of hours the local day has in `zone`: 24, or 23/25 on a DST change. */
export function hoursInDay(date: string, zone: string): number {
  const [start = 0, end = 0] = dayBoundaries(date, 1, zone);
  return Math.round((end - start) / 3_600_000);
}
