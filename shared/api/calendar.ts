import * as v from 'valibot';
import type { CalendarEventWrite } from '../calendar/event-draft.ts';
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

/** The answer of a staff-made event's create or update: the event as the calendar reads it. */
export const calendarEventAnswerSchema = v.object({ event: v.custom<CalendarEventInput>(isRecord, 'an event object') });

/** The path of the staff-made events under the calendar endpoint. */
const eventsPath = (endpoint: CalendarEndpoint, id?: string) => `${endpoint.path}/events${id ? `/${encodeURIComponent(id)}` : ''}`;

/** Calendar calls (staff-only unless `audience` is `public`; event writes staff-only). */
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
  /** Adds a meeting, scheduled post or scheduled message (`POST {endpoint}/events`). */
  create: (endpoint: CalendarEndpoint, event: CalendarEventWrite) =>
    endpoint.client.call({ method: 'post', path: eventsPath(endpoint), json: event, schema: calendarEventAnswerSchema }).then((a) => a.event),
  /** Changes a staff-made event's fields (a move sends `start` and `end`): `PUT {endpoint}/events/{id}`. */
  update: (endpoint: CalendarEndpoint, id: string, changes: Partial<Omit<CalendarEventWrite, 'kind'>>) =>
    endpoint.client.call({ method: 'put', path: eventsPath(endpoint, id), json: changes, schema: calendarEventAnswerSchema }).then((a) => a.event),
  /** Deletes a staff-made event (`DELETE {endpoint}/events/{id}`). */
  remove: (endpoint: CalendarEndpoint, id: string) => endpoint.client.call({ method: 'delete', path: eventsPath(endpoint, id), schema: v.unknown() }).then(() => undefined),
};
