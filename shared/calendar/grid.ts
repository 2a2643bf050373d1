import { addDays, dayBoundaries, utcOf, weekdayOf, type AnyCalendarView } from './dates.ts';
import { wallClock, zoneOffset } from './zone.ts';

/** Half-hour rows in a day. */
export const DAY_ROWS = 48;
/** Sub-rows per half-hour row: 5-minute steps. */
export const SUB_ROWS = 6;
/** Minutes one sub-row stands for. */
export const SUB_ROW_MINUTES = 30 / SUB_ROWS;
/** Weeks in the month grid (6 rows of 7 days). */
export const MONTH_WEEKS = 6;
/** Events a month cell shows before '+ N more'. */
export const EVENTS_PER_CELL = 2;

/** One half-hour row of a day: its wall-clock label and whether that time exists on this day in the zone. */
export interface DayRow {
  index: number;
  /** `HH:mm` on the wall clock. */
  label: string;
  /** Minutes after local midnight on the wall clock. */
  minutes: number;
  /** False for wall times skipped by a DST change (02:00 and 02:30 on a spring-forward day in New York). */
  exists: boolean;
}

/** The 48 half-hour rows of `date` in `zone`. Rows keep wall-clock labels; on a spring-forward day the skipped ones are marked. */
export function dayRows(date: string, zone: string): DayRow[] {
  const rows: DayRow[] = [];
  const midnight = utcOf(date);
  const [start = 0, end = 0] = dayBoundaries(date, 1, zone);
  const uniform = end - start === 86_400_000 && zoneOffset(start, zone) === zoneOffset(end - 1, zone);
  for (let index = 0; index < DAY_ROWS; index++) {
    const minutes = index * 30;
    const hour = Math.floor(minutes / 60);
    const minute = minutes % 60;
    let exists = true;
    if (!uniform) {
      // The wall time exists when reading it back with either offset of the day gives it again.
      const wall = midnight + minutes * 60_000;
      exists = [zoneOffset(start, zone), zoneOffset(end - 1, zone)].some((offset) => {
        const w = wallClock(wall - offset * 60_000, zone);
        return w.hour === hour && w.minute === minute;
      });
    }
    rows.push({ index, label: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, minutes, exists });
  }
  return rows;
}

/** The sub-row (0 … 48·6 − 1) a wall-clock minute falls in. */
export function subRowOf(minutes: number): number {
  return Math.min(DAY_ROWS * SUB_ROWS - 1, Math.max(0, Math.floor(minutes / SUB_ROW_MINUTES)));
}

/** The first day of the week containing `date`; `weekStart` 0 is Sunday (the default), 1 Monday … 6 Saturday. */
export function weekStartOf(date: string, weekStart = 0): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The seven dates of the week containing `date`. */
export function weekDates(date: string, weekStart = 0): string[] {
  const first = weekStartOf(date, weekStart);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** One cell of the month grid. */
export interface MonthCell {
  date: string;
  /** True when the date belongs to the month shown (the others pad the first and last week). */
  inMonth: boolean;
}

/** The 6×7 cells of the month containing `date`, from the week start on or before the 1st. */
export function monthCells(date: string, weekStart = 0): MonthCell[] {
  const month = date.slice(0, 7);
  const first = weekStartOf(`${month}-01`, weekStart);
  return Array.from({ length: MONTH_WEEKS * 7 }, (_, i) => {
    const day = addDays(first, i);
    return { date: day, inMonth: day.slice(0, 7) === month };
  });
}

/** Splits a cell's events into those shown and how many more there are ('+ N more'). */
export function splitCell<T>(events: readonly T[], shown = EVENTS_PER_CELL): { shown: T[]; more: number } {
  if (events.length <= shown) return { shown: events.slice(), more: 0 };
  return { shown: events.slice(0, shown), more: events.length - shown };
}

/** The first days of the twelve months of `date`'s year. */
export function yearMonths(date: string): string[] {
  const year = date.slice(0, 4);
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-01`);
}

/** The local days a view shows: first date, number of days, and their instant boundaries in `zone`. */
export interface VisibleRange {
  /** First day shown, `YYYY-MM-DD`. */
  from: string;
  /** The day after the last day shown (exclusive). */
  to: string;
  days: number;
  /** `days + 1` instants: each day's local midnight, then the end of the last day. */
  boundaries: number[];
}

/** Days shown by the upcoming list. */
export const UPCOMING_DAYS = 30;

/** What a view shows around `date`: day/calendar/timeline one day, week 7, month/montage 42 cells, year 12 months, upcoming 30 days. */
export function visibleRange(view: AnyCalendarView, date: string, zone: string, weekStart = 0): VisibleRange {
  let from = date;
  let days = 1;
  if (view === 'week') {
    from = weekStartOf(date, weekStart);
    days = 7;
  } else if (view === 'month' || view === 'montage') {
    from = monthCells(date, weekStart)[0]?.date ?? date;
    days = MONTH_WEEKS * 7;
  } else if (view === 'year') {
    from = `${date.slice(0, 4)}-01-01`;
    days = Math.round((utcOf(`${Number(date.slice(0, 4)) + 1}-01-01`) - utcOf(from)) / 86_400_000);
  } else if (view === 'upcoming') {
    days = UPCOMING_DAYS;
  }
  return { from, to: addDays(from, days), days, boundaries: dayBoundaries(from, days, zone) };
}

/** Minutes on the local wall clock of instant `ms` after the local midnight `dayStartMs` (DST-aware: 03:00 on a spring-forward day is 180). */
export function wallMinutes(ms: number, dayStartMs: number, zone: string): number {
  return (ms - dayStartMs) / 60_000 + zoneOffset(ms, zone) - zoneOffset(dayStartMs, zone);
}

/** Most side-by-side columns a time grid draws for one overlap group; the rest are counted in '+ N more'. */
export const MAX_COLUMNS = 4;
