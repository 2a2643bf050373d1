import type { DateTime } from 'luxon';
import {
  addDays,
  formatDate,
  isValidZone,
  isoInZone,
  localDateOf,
  offsetsAround,
  MINUTES_PER_DAY,
  parseDate,
  parseTime,
  toMillis,
  wallTimeInstants,
  weekdayOf,
  type CalendarDate,
} from './zoned.ts';
import { meetsAny, peakLoad } from './peak.ts';

/** Default length of a service in minutes. */
export const DEFAULT_DURATION_MINUTES = 60;

/** Weekday names as the seed stores them, indexed 0 Sunday … 6 Saturday. */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Opening hours of one weekday: `day` is 0 (Sunday) … 6, or a weekday name (`monday`, `Mon`). */
export interface OpeningHours {
  day: number | string;
  /** `HH:mm` local to the location's zone. */
  open: string;
  /** `HH:mm`; `24:00` is midnight at the end of the day, a close at or before the open runs past midnight. */
  close: string;
}

/** An existing booking that takes capacity; buffers default to the requested service's. */
export interface BookedInterval {
  start: DateTime | Date | string | number;
  end: DateTime | Date | string | number;
  partySize?: number;
  bufferBefore?: number;
  bufferAfter?: number;
}

/** Everything that decides the slots of one day at one location. */
export interface SlotRequest {
  /** `YYYY-MM-DD` in `timeZone`. */
  date: string;
  /** IANA zone of the location. */
  timeZone: string;
  hours: readonly OpeningHours[];
  durationMinutes: number;
  intervalMinutes: number;
  bufferBefore?: number;
  bufferAfter?: number;
  /** Spots per slot (default 1). */
  capacity?: number;
  /** Last bookable day is today (in `timeZone`) plus this many days; unlimited when absent. */
  advanceBookingDays?: number;
  /** No slot starts earlier than `now` plus this many minutes (default 0). */
  minNoticeMinutes?: number;
  now: DateTime | Date;
  booked?: readonly BookedInterval[];
  /** Spots the request needs (default 1). */
  partySize?: number;
  /** Times nobody can be booked (staff time off): a slot whose service and after-buffer meet one is left out. */
  blocked?: readonly { start: DateTime | Date | string | number; end: DateTime | Date | string | number }[];
}

/** A bookable start time: instants in ISO-8601 with the location's offset. */
export interface DaySlot {
  startTime: string;
  endTime: string;
  /** True when at least `partySize` spots are left. */
  available: boolean;
  /** Spots left (never below 0). */
  capacity: number;
}

/** The weekday index (0 Sunday … 6 Saturday) of an hours entry's `day`; undefined when unreadable. */
export function weekdayIndex(day: number | string): number | undefined {
  if (typeof day === 'number') return Number.isInteger(day) && day >= 0 && day <= 6 ? day : undefined;
  const text = day.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  if (text.length < 3) return undefined;
  const index = WEEKDAY_NAMES.findIndex((name) => name.startsWith(text));
  return index >= 0 ? index : undefined;
}

/** Opening hours with numeric days (0 Sunday … 6 Saturday), dropping entries whose day is unreadable. */
export function normalizeHours(hours: readonly OpeningHours[]): { day: number; open: string; close: string }[] {
  return hours.flatMap((h) => {
    const day = weekdayIndex(h.day);
    return day === undefined ? [] : [{ day, open: h.open, close: h.close }];
  });
}

/** The first real instant at or after wall minute `from` (searching forward past a DST gap). */
function firstInstantFrom(date: CalendarDate, from: number, zone: string): number | undefined {
  for (let m = from; m <= from + MINUTES_PER_DAY; m++) {
    const instants = wallTimeInstants(date, m, zone);
    if (instants.length > 0) return instants[0];
  }
  return undefined;
}

/** The last real instant at or before wall minute `to` (searching back past a DST gap). */
function lastInstantUpTo(date: CalendarDate, to: number, zone: string): number | undefined {
  for (let m = to; m >= to - MINUTES_PER_DAY; m--) {
    const instants = wallTimeInstants(date, m, zone);
    if (instants.length > 0) return instants[instants.length - 1];
  }
  return undefined;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number`);
  return value;
}

/**
 * The time slots of one day at one location.
 *
 * Slots start at the opening time and every `intervalMinutes` of wall-clock time after it, in the
 * location's zone. A slot is kept when it starts at or after the opening instant, its service plus
 * the after-buffer ends by the closing instant, it starts no earlier than `now` plus the minimum
 * notice, and the day is within the advance-booking window. A wall time inside a DST gap does not
 * exist and is skipped (never shifted); a wall time in a repeated hour yields each real instant once.
 * Slots come back strictly increasing and unique. A slot meeting a `blocked` range is left out.
 * Spots left are the capacity minus the peak number of guests that bookings hold at any one moment
 * of the slot's buffered span (`peakLoad`): bookings that follow each other inside it do not add up.
 */
export function slotsForDay(request: SlotRequest): DaySlot[] {
  const date = parseDate(request.date);
  if (!date) throw new RangeError(`date must be YYYY-MM-DD, got ${request.date}`);
  const zone = request.timeZone;
  if (!isValidZone(zone)) throw new RangeError(`Unknown time zone ${zone}`);
  const duration = positiveInteger(request.durationMinutes, 'durationMinutes');
  const interval = positiveInteger(request.intervalMinutes, 'intervalMinutes');
  const bufferBefore = Math.max(0, request.bufferBefore ?? 0);
  const bufferAfter = Math.max(0, request.bufferAfter ?? 0);
  const capacity = request.capacity ?? 1;
  const partySize = Math.max(1, request.partySize ?? 1);
  const nowMs = toMillis(request.now);
  const earliest = nowMs + Math.max(0, request.minNoticeMinutes ?? 0) * 60_000;

  if (request.advanceBookingDays !== undefined) {
    const lastDay = formatDate(addDays(localDateOf(nowMs, zone), request.advanceBookingDays));
    if (request.date > lastDay) return [];
  }

  const booked = (request.booked ?? []).map((b) => ({
    from: toMillis(b.start) - (b.bufferBefore ?? bufferBefore) * 60_000,
    to: toMillis(b.end) + (b.bufferAfter ?? bufferAfter) * 60_000,
    size: b.partySize ?? 1,
  }));
  const blocked = (request.blocked ?? []).map((b) => ({ from: toMillis(b.start), to: toMillis(b.end) }));

  const weekday = weekdayOf(date);
  const offsets = offsetsAround(date, zone);
  const starts = new Set<number>();
  for (const entry of normalizeHours(request.hours)) {
    if (entry.day !== weekday) continue;
    const open = parseTime(entry.open);
    let close = parseTime(entry.close);
    if (open === undefined || close === undefined) continue;
    if (close <= open) close += MINUTES_PER_DAY;
    const openAt = firstInstantFrom(date, open, zone);
    const closeAt = lastInstantUpTo(date, close, zone);
    if (openAt === undefined || closeAt === undefined) continue;
    for (let minute = open; minute < close; minute += interval) {
      for (const start of wallTimeInstants(date, minute, zone, offsets)) {
        if (start < openAt || start < earliest) continue;
        if (start + (duration + bufferAfter) * 60_000 > closeAt) continue;
        if (meetsAny(blocked, start, start + (duration + bufferAfter) * 60_000)) continue;
        starts.add(start);
      }
    }
  }

  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => {
      const end = start + duration * 60_000;
      const from = start - bufferBefore * 60_000;
      const to = end + bufferAfter * 60_000;
      const taken = peakLoad(booked, from, to);
      const left = capacity - taken;
      return {
        startTime: isoInZone(start, zone),
        endTime: isoInZone(end, zone),
        available: left >= partySize,
        capacity: Math.max(0, left),
      };
    });
}
