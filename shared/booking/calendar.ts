import type { Slot } from '../api/schemas.ts';

/** What the calendar reads of a location: its weekly hours (day 0 Sunday … 6, or a weekday name). */
export interface WeeklyHours {
  hours: readonly { day: number | string; open: string; close: string }[];
}
import { wallClockOf } from './wall-clock.ts';

/** A month: year and month (1-12). */
export interface YearMonth {
  year: number;
  month: number;
}

/** One cell of the month grid. */
export interface DayCell {
  /** `YYYY-MM-DD`. */
  date: string;
  day: number;
  inMonth: boolean;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `date` (negative goes back). */
export function addDaysTo(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Weekday of a date, 0 Sunday … 6 Saturday. */
export function weekdayOfDate(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** The month of a date. */
export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The month `n` months after `ym`. */
export function addMonths(ym: YearMonth, n: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day of the month `n` months later, clipped to that month's last day. */
export function shiftMonths(date: string, n: number): string {
  const target = addMonths(monthOf(date), n);
  const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return `${pad(target.year, 4)}-${pad(target.month)}-${pad(Math.min(Number(date.slice(8, 10)), last))}`;
}

/**
 * The weeks of a month for a calendar grid, each of 7 days starting on `weekStartsOn` (0 Sunday,
 * 1 Monday), padded with the neighbouring months' days.
 */
export function monthGrid(ym: YearMonth, weekStartsOn = 0): DayCell[][] {
  const first = `${pad(ym.year, 4)}-${pad(ym.month)}-01`;
  const lead = (weekdayOfDate(first) - weekStartsOn + 7) % 7;
  const start = addDaysTo(first, -lead);
  const daysInMonth = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
  const weeks = Math.ceil((lead + daysInMonth) / 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = addDaysTo(start, w * 7 + d);
      return { date, day: Number(date.slice(8, 10)), inMonth: date.slice(0, 7) === first.slice(0, 7), weekday: weekdayOfDate(date) };
    }),
  );
}

/** The days a visitor may pick: today to today plus the advance-booking days. */
export function bookableRange(today: string, advanceBookingDays: number): { first: string; last: string } {
  return { first: today, last: addDaysTo(today, Math.max(0, Math.floor(advanceBookingDays))) };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function weekdayNumber(day: number | string): number | undefined {
  if (typeof day === 'number') return day;
  const text = day.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  const index = text.length >= 3 ? WEEKDAYS.findIndex((w) => w.startsWith(text)) : -1;
  return index >= 0 ? index : undefined;
}

/** The opening hours of a location on a date (several entries when it opens twice). */
export function hoursOn(location: WeeklyHours, date: string): { open: string; close: string }[] {
  const weekday = weekdayOfDate(date);
  return location.hours.filter((h) => weekdayNumber(h.day) === weekday).map(({ open, close }) => ({ open, close }));
}

/** True when the date can be chosen: inside the bookable range and the location opens that day. */
export function isDayBookable(date: string, range: { first: string; last: string }, location?: WeeklyHours | null): boolean {
  if (date < range.first || date > range.last) return false;
  return !location || location.hours.length === 0 || hoursOn(location, date).length > 0;
}

/** Slots grouped by the hour of their start on the location's wall clock. */
export function groupSlotsByHour<S extends Pick<Slot, 'startTime'>>(slots: readonly S[]): { hour: string; slots: S[] }[] {
  const groups: { hour: string; slots: S[] }[] = [];
  for (const slot of slots) {
    const hour = wallClockOf(slot.startTime).time.slice(0, 2);
    const last = groups[groups.length - 1];
    if (last && last.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}

/**
 * Where a key moves the focused day in the calendar grid (WAI-ARIA date picker): arrows by a day or
 * a week, Home/End to the week's start and end, PageUp/PageDown by a month (Shift: a year).
 */
export function calendarKeyTarget(date: string, key: string, shift = false, weekStartsOn = 0): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDaysTo(date, -1);
    case 'ArrowRight':
      return addDaysTo(date, 1);
    case 'ArrowUp':
      return addDaysTo(date, -7);
    case 'ArrowDown':
      return addDaysTo(date, 7);
    case 'Home':
      return addDaysTo(date, -((weekdayOfDate(date) - weekStartsOn + 7) % 7));
    case 'End':
      return addDaysTo(date, 6 - ((weekdayOfDate(date) - weekStartsOn + 7) % 7));
    case 'PageUp':
      return shiftMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}
