/** A calendar event as the API and inline JSON give it (spec §3). */
export interface CalendarEventInput {
  sk?: string;
  id?: string;
  name: string;
  location?: string;
  description?: string;
  host?: string;
  venue?: string;
  service?: string;
  reservationName?: string;
  customer?: { name?: string; email?: string; phone?: string };
  allDay?: boolean;
  /** Zone of the event's location, used when the element has none. */
  timeZone?: string;
  data: { startTime: string; endTime?: string; color?: string };
}

/** An event ready to place: instants in milliseconds and a stable colour. */
export interface CalendarItem {
  id: string;
  name: string;
  start: number;
  end: number;
  allDay: boolean;
  color: string;
  location?: string;
  description?: string;
  host?: string;
  venue?: string;
  service?: string;
  reservationName?: string;
  customer?: { name?: string; email?: string; phone?: string };
}

/**
 * Event colours: each keeps white text at WCAG AA contrast (4.5:1 or more). The spec's "assigned
 * randomly at render" is replaced by a hash of the event id, so a colour never changes between renders.
 */
export const EVENT_COLORS = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9', '#a21caf', '#0f766e', '#9a3412', '#374151'] as const;

/** FNV-1a hash of a string (32-bit, unsigned). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The stable colour of an event id. */
export function eventColor(id: string): string {
  return EVENT_COLORS[hash(id) % EVENT_COLORS.length] ?? EVENT_COLORS[0];
}

const HEX = /^#[0-9a-f]{6}$/i;
const HALF_HOUR = 30 * 60_000;

/**
 * Turns input events into items sorted by start (then longer first). An event whose times do not
 * parse, or that ends before it starts, is left out and named in `rejected` with the reason.
 */
export function normalizeEvents(inputs: readonly CalendarEventInput[]): { items: CalendarItem[]; rejected: string[] } {
  const items: CalendarItem[] = [];
  const rejected: string[] = [];
  for (let index = 0; index < inputs.length; index++) {
    const input = inputs[index] as CalendarEventInput;
    const id = input?.sk ?? input?.id ?? `event-${index}`;
    if (typeof input?.name !== 'string' || typeof input.data?.startTime !== 'string') {
      rejected.push(`${id}: needs a name and data.startTime`);
      continue;
    }
    const start = Date.parse(input.data.startTime);
    const end = input.data.endTime ? Date.parse(input.data.endTime) : start + HALF_HOUR;
    if (!Number.isFinite(start) || !Number.isFinite(end)) rejected.push(`${id}: Invalid date`);
    else if (end < start) rejected.push(`${id}: ends before it starts`);
    else {
      const color = input.data.color && HEX.test(input.data.color) ? input.data.color : eventColor(id);
      const item: CalendarItem = { id, name: input.name, start, end: Math.max(end, start + 1), allDay: input.allDay ?? false, color };
      // Named stores (not a loop over key names): every item gets the same few shapes, which keeps thousands of them cheap.
      if (input.location !== undefined) item.location = input.location;
      if (input.description !== undefined) item.description = input.description;
      if (input.host !== undefined) item.host = input.host;
      if (input.venue !== undefined) item.venue = input.venue;
      if (input.service !== undefined) item.service = input.service;
      if (input.reservationName !== undefined) item.reservationName = input.reservationName;
      if (input.customer !== undefined) item.customer = input.customer;
      items.push(item);
    }
  }
  // The API answers in order already: check in one pass before paying for a sort.
  for (let i = 1; i < items.length; i++) {
    if (byStart(items[i - 1] as CalendarItem, items[i] as CalendarItem) > 0) return { items: items.sort(byStart), rejected };
  }
  return { items, rejected };
}

/** Item order: by start, then longer first, then by id. */
function byStart(a: CalendarItem, b: CalendarItem): number {
  return a.start - b.start || b.end - a.end || (a.id < b.id ? -1 : 1);
}

/** True when an event is all-day or crosses at least one local midnight (shown in the all-day lane). */
export function isLongEvent(item: CalendarItem, boundaries: readonly number[]): boolean {
  if (item.allDay) return true;
  return boundaries.some((b, i) => i > 0 && i < boundaries.length - 1 && b > item.start && b < item.end) || item.end - item.start >= 86_400_000;
}

/** First index i with boundaries[i] > t (binary search). */
function upperBound(boundaries: readonly number[], t: number): number {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((boundaries[mid] ?? 0) > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Groups sorted items by the local days they touch: `boundaries` holds each day's start and the end
 * of the last (from `dayBoundaries`). A multi-day event is listed on every day it covers. O(n log d).
 */
export function eventsByDay(items: readonly CalendarItem[], boundaries: readonly number[]): CalendarItem[][] {
  const days = Math.max(0, boundaries.length - 1);
  const out: CalendarItem[][] = Array.from({ length: days }, () => []);
  const first = boundaries[0] ?? 0;
  const last = boundaries[days] ?? 0;
  for (const item of items) {
    if (item.end <= first || item.start >= last) continue;
    let day = Math.max(0, upperBound(boundaries, item.start) - 1);
    while (day < days && (boundaries[day] ?? 0) < item.end) {
      out[day]?.push(item);
      day++;
    }
  }
  return out;
}

/** Items of the range that start at or after `from`, soonest first, at most `limit`. */
export function upcomingItems(items: readonly CalendarItem[], from: number, limit = Infinity): CalendarItem[] {
  const out: CalendarItem[] = [];
  for (const item of items) {
    if (item.end > from) out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}
