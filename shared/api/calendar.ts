import * as v from 'valibot';
import type { CalendarEventInput } from '../calendar/events.ts';
import { createApiClient, pageApi, type ApiClient, type ApiClientOptions } from './client.ts';

/** Who a calendar is for: `staff` (customer details, needs a staff session) or `public` (a published schedule). */
export type CalendarAudience = 'staff' | 'public';

/** The range one calendar request asks for. */
export interface CalendarRangeQuery {
  from: string;
  to: string;
  locationId?: string;
  audience?: CalendarAudience;
}

const isRecord = (value: unknown): value is CalendarEventInput => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer of `GET /api/calendar`. Events are only checked to be objects here: each one is read by
 * `normalizeEvents`, which leaves out a bad event with a visible note instead of failing the whole range.
 */
export const calendarAnswerSchema = v.object({
  events: v.array(v.custom<CalendarEventInput>(isRecord, 'an event object')),
  truncated: v.optional(v.boolean(), false),
});

/** A client for one calendar endpoint URL, with the path and fixed query to call it with. */
export interface CalendarEndpoint {
  client: ApiClient;
  path: string;
  query: Record<string, string>;
}

/**
 * A typed client for the endpoint URL an element was given (`/api/calendar`, or an absolute URL):
 * the page's organisation headers and bearer token (from `pageApi()`'s options) go with it, and the
 * browser's same-origin credentials, so a staff session cookie reaches a same-origin API and never a
 * foreign one. A query string already in the URL is kept.
 */
export function calendarEndpoint(endpoint: string, page: ApiClientOptions = pageApi().options): CalendarEndpoint {
  const url = new URL(endpoint, globalThis.location?.href);
  const slash = url.pathname.lastIndexOf('/');
  return {
    client: createApiClient({ ...page, baseUrl: `${url.origin}${url.pathname.slice(0, slash)}` }),
    path: url.pathname.slice(slash + 1),
    query: Object.fromEntries(url.searchParams),
  };
}

/** Calendar calls (calendar spec §3; staff-only unless `audience` is `public`). */
export const calendarApi = {
  /** Events overlapping the local days `from` up to, not including, `to`; `view=public` for a public calendar. */
  range: (endpoint: CalendarEndpoint, query: CalendarRangeQuery, signal?: AbortSignal) =>
    endpoint.client.call({
      method: 'get',
      path: endpoint.path,
      query: { ...endpoint.query, from: query.from, to: query.to, locationId: query.locationId, view: query.audience === 'public' ? 'public' : undefined },
      schema: calendarAnswerSchema,
      signal,
    }),
};
