import type { CalendarEventInput } from './events.ts';

/** The answer of the calendar endpoint. */
export interface TimedData {
  events: CalendarEventInput[];
  truncated: boolean;
}

/**
 * Loads the timed data (events and reservations) of a range from the calendar endpoint
 * (`GET {url}?from=&to=`). Pass the AbortSignal of the current range: a request for a range the user
 * has left is aborted, so a stale answer never renders. Throws with a readable message on failure.
 */
export async function loadTimedData(url: string, range: { from: string; to: string; locationId?: string }, signal: AbortSignal): Promise<TimedData> {
  const target = new URL(url, location.href);
  target.searchParams.set('from', range.from);
  target.searchParams.set('to', range.to);
  if (range.locationId) target.searchParams.set('locationId', range.locationId);
  const response = await fetch(target, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const body = (await response.json().catch(() => null)) as { events?: unknown; truncated?: boolean; error?: { message?: string } } | null;
  if (!response.ok) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
  if (!body || !Array.isArray(body.events)) throw new Error('The calendar answer had no events list.');
  return { events: body.events as CalendarEventInput[], truncated: body.truncated === true };
}
