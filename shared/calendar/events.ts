/** What an event may say besides its name and times, as given and as drawn. */
export interface CalendarEventDetails {
  location?: string;
  description?: string;
  host?: string;
  venue?: string;
  service?: string;
  reservationName?: string;
  customer?: { name?: string; email?: string; phone?: string };
}

/** A calendar event as the API and inline JSON give it. */
export interface CalendarEventInput extends CalendarEventDetails {
  sk?: string;
  id?: string;
  name: string;
  allDay?: boolean;
  /** Zone of the event's location, used when the element has none. */
  timeZone?: string;
  data: { startTime: string; endTime?: string; color?: string };
}

/** An event ready to place: instants in milliseconds; details the input did not give are undefined. */
export interface CalendarItem extends CalendarEventDetails {
  id: string;
  name: string;
  start: number;
  end: number;
  allDay: boolean;
  /** The event's own valid colour; `itemColor` gives the colour to draw. */
  color?: string;
}

/**
 * Event colours: each keeps white text at WCAG AA contrast (4.5:1 or more). Instead of a colour
 * assigned randomly at render, a hash of the event id, so a colour never changes between renders.
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
 * Thousands of events pass through here on a calendar's first render, while the code is still cold:
 * every item is built by one object literal (one shape), the colour is left to `itemColor`, and the
 * order is checked as the items are made, so input that is already in order (the API's) is not sorted.
 */
export function normalizeEvents(inputs: readonly CalendarEventInput[]): { items: CalendarItem[]; rejected: string[] } {
  const items: CalendarItem[] = [];
  const rejected: string[] = [];
  let inOrder = true;
  let last: CalendarItem | undefined;
  for (let index = 0; index < inputs.length; index++) {
    const input = inputs[index] as CalendarEventInput;
    const id = input?.sk ?? input?.id ?? `event-${index}`;
    const data = input?.data;
    if (typeof input?.name !== 'string' || typeof data?.startTime !== 'string') {
      rejected.push(`${id}: needs a name and data.startTime`);
      continue;
    }
    const start = Date.parse(data.startTime);
    const end = data.endTime ? Date.parse(data.endTime) : start + HALF_HOUR;
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      rejected.push(`${id}: Invalid date`);
      continue;
    }
    if (end < start) {
      rejected.push(`${id}: ends before it starts`);
      continue;
    }
    const item: CalendarItem = {
      id,
      name: input.name,
      start,
      end: end > start ? end : start + 1,
      allDay: input.allDay ?? false,
      color: data.color !== undefined && HEX.test(data.color) ? data.color : undefined,
      location: input.location,
      description: input.description,
      host: input.host,
      venue: input.venue,
      service: input.service,
      reservationName: input.reservationName,
      customer: input.customer,
    };
    if (inOrder && last !== undefined && byStart(last, item) > 0) inOrder = false;
    last = item;
    items.push(item);
  }
  return { items: inOrder ? items : items.sort(byStart), rejected };
}

/** The colour an event is drawn in: its valid given colour, else the stable colour of its id. */
export function itemColor(item: CalendarItem): string {
  return item.color ?? eventColor(item.id);
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
