import { addDays, addMonths } from './dates.ts';
import { weekStartOf } from './grid.ts';

/**
 * Where a key moves the focused day in a month or year grid (WAI-ARIA grid pattern): arrows by a day
 * or a week, Home/End to the week's first/last day, PageUp/PageDown by a month (with Shift, a year).
 * Null for a key the grid does not handle.
 */
export function dateGridMove(key: string, date: string, options: { weekStart?: number; shift?: boolean } = {}): string | null {
  const first = weekStartOf(date, options.weekStart ?? 0);
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return first;
    case 'End':
      return addDays(first, 6);
    case 'PageUp':
      return addMonths(date, options.shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, options.shift ? 12 : 1);
    default:
      return null;
  }
}

/** A focused slot of a time grid: the day column and the half-hour row. */
export interface TimeSlot {
  day: number;
  row: number;
}

/**
 * Where a key moves the focused slot of a day or week time grid: up/down by half an hour, left/right
 * by a day, Home/End to the first/last day, Ctrl+Home/End to the first/last row, PageUp/PageDown by
 * eight rows (four hours). Null for keys it does not handle; moves stop at the edges.
 */
export function timeGridMove(key: string, slot: TimeSlot, days: number, rows: number, ctrl = false): TimeSlot | null {
  const clamp = (row: number) => Math.min(rows - 1, Math.max(0, row));
  const day = (d: number) => Math.min(days - 1, Math.max(0, d));
  switch (key) {
    case 'ArrowUp':
      return { ...slot, row: clamp(slot.row - 1) };
    case 'ArrowDown':
      return { ...slot, row: clamp(slot.row + 1) };
    case 'ArrowLeft':
      return { ...slot, day: day(slot.day - 1) };
    case 'ArrowRight':
      return { ...slot, day: day(slot.day + 1) };
    case 'Home':
      return ctrl ? { ...slot, row: 0 } : { ...slot, day: 0 };
    case 'End':
      return ctrl ? { ...slot, row: rows - 1 } : { ...slot, day: days - 1 };
    case 'PageUp':
      return { ...slot, row: clamp(slot.row - 8) };
    case 'PageDown':
      return { ...slot, row: clamp(slot.row + 8) };
    default:
      return null;
  }
}
