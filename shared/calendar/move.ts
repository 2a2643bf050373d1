import { instantToLocal, isoAt, localToInstant } from './event-draft.ts';

/** An event's span: instants in epoch ms. */
export interface Span {
  start: number;
  end: number;
}

/** The step of one keyboard move, in minutes: the grid's half-hour rows. */
export const MOVE_STEP_MINUTES = 30;

/** Moves a span by `minutes` of real time, keeping its length. */
export function moveByMinutes(span: Span, minutes: number): Span {
  return { start: span.start + minutes * 60_000, end: span.end + minutes * 60_000 };
}

/**
 * Moves a span by whole days in `zone`: the start keeps its wall time (09:00 stays 09:00 across a DST
 * change) and the span keeps its real length.
 */
export function moveByDays(span: Span, days: number, zone: string): Span {
  const local = instantToLocal(span.start, zone);
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const start = localToInstant(`${date.toISOString().slice(0, 10)}${local.slice(10)}`, zone);
  return { start, end: start + (span.end - span.start) };
}

/**
 * The move a key asks for on a focused event (Alt+arrows): up and down by half an hour, left and right
 * by a day; null for any other key.
 */
export function moveForKey(key: string, span: Span, zone: string): Span | null {
  if (key === 'ArrowUp') return moveByMinutes(span, -MOVE_STEP_MINUTES);
  if (key === 'ArrowDown') return moveByMinutes(span, MOVE_STEP_MINUTES);
  if (key === 'ArrowLeft') return moveByDays(span, -1, zone);
  if (key === 'ArrowRight') return moveByDays(span, 1, zone);
  return null;
}

/**
 * Where a drag drops a span: onto day `dayStart` (the instant that day begins, in `zone`) at `minutes`
 * after its midnight by the wall clock, snapped to half hours, keeping the span's length.
 */
export function dropAt(span: Span, dayStart: number, minutes: number, zone: string): Span {
  const snapped = Math.max(0, Math.min(24 * 60 - MOVE_STEP_MINUTES, Math.round(minutes / MOVE_STEP_MINUTES) * MOVE_STEP_MINUTES));
  const day = instantToLocal(dayStart, zone).slice(0, 10);
  const start = localToInstant(`${day}T${String(Math.floor(snapped / 60)).padStart(2, '0')}:${String(snapped % 60).padStart(2, '0')}`, zone);
  return { start, end: start + (span.end - span.start) };
}

/** The wire times of a moved span: `{ start, end }` as ISO text with the zone's offsets. */
export function spanTimes(span: Span, zone: string): { start: string; end: string } {
  return { start: isoAt(span.start, zone), end: isoAt(span.end, zone) };
}
