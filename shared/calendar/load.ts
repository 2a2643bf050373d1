import type { CalendarRangeQuery } from '../api/calendar.ts';
import type { CalendarEventInput } from './events.ts';

/** The answer of the calendar endpoint. */
export interface TimedData {
  events: CalendarEventInput[];
  truncated: boolean;
}

/**
 * Loads the timed data (events and reservations) of a range from the calendar endpoint
 * (`GET {url}?from=&to=`, plus `view=public` for a public calendar) through the typed API client,
 * imported on the first load so calendars with inline events never carry the HTTP client.
 * Pass the AbortSignal of the current range: a request for a range the user has left is aborted, so a
 * stale answer never renders. Throws an `ApiError` with a readable message on failure (its `status`
 * is 401 or 403 when the caller must sign in as staff).
 */
export async function loadTimedData(url: string, range: CalendarRangeQuery, signal: AbortSignal): Promise<TimedData> {
  const { calendarApi, calendarEndpoint } = await import('../api/calendar.ts');
  const answer = await calendarApi.range(calendarEndpoint(url), range, signal);
  return { events: answer.events, truncated: answer.truncated };
}

/** True when a failed load means the visitor has to sign in as staff (401, or 403 for another tenant's session). */
export function needsStaffSignIn(error: unknown): boolean {
  // Read by name, not instanceof: the client's error class stays out of the calendar's first chunk.
  const { name, status } = (error ?? {}) as { name?: string; status?: number };
  return name === 'ApiError' && (status === 401 || status === 403);
}
