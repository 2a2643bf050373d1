import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import type { EventMapOf } from '../../shared/element/event-spec.ts';
import { CALENDAR_MODES, CALENDAR_VIEWS } from '../../shared/calendar/dates.ts';
import { calendarPayloadSchema } from '../../shared/calendar/event-schema.ts';
import { DEFAULT_SIGN_IN_HREF } from '../../shared/calendar/sign-in-link.ts';
import { calendarMessages } from './messages.ts';
import { SiteCalendar } from './SiteCalendar.tsx';

const CALENDAR_AUDIENCES = ['staff', 'public'] as const;

/** Attributes of `<site-calendar>`. */
export const calendarAttributes = {
  label: stringAttr({ description: 'Accessible name of the calendar.', maxLength: 120 }),
  view: enumAttr(CALENDAR_VIEWS, { default: 'day', description: 'The grid view shown first: day (the default), week, month or year.' }),
  mode: enumAttr(CALENDAR_MODES, { default: 'calendar', description: 'The mode shown first: upcoming, calendar, timeline or montage.' }),
  date: stringAttr({ description: "The date shown first, YYYY-MM-DD (default today in the zone). An invalid date logs 'Invalid date' and today is used.", maxLength: 40 }),
  timeZone: stringAttr({ description: "IANA zone times are shown in (default: the events' location zone, else the page's zone).", maxLength: 64 }),
  weekStart: numberAttr({ default: 0, min: 0, max: 6, integer: true, description: 'First day of the week: 0 Sunday (the default) … 6 Saturday.' }),
  api: stringAttr({ description: "URL of the calendar endpoint (GET ?from=&to=) loaded on mount, on refresh and when the range changes, e.g. /api/calendar; called through the page's API client (organisation headers, same-origin credentials).", maxLength: 500 }),
  audience: enumAttr(CALENDAR_AUDIENCES, {
    default: 'staff',
    description: "Who the calendar is for: staff (customer details; the endpoint needs a staff session, and without one a sign-in prompt shows) or public (a published schedule: requests view=public and never shows customer names, contacts or confirmation codes).",
  }),
  signInHref: stringAttr({ description: 'The staff sign-in page the prompt links to when the endpoint answers 401 or 403; ?next= with the current path is added.', default: DEFAULT_SIGN_IN_HREF, maxLength: 500 }),
  locationId: stringAttr({ description: 'Only this location’s reservations (passed to the endpoint).', maxLength: 80 }),
  url: booleanAttr({ default: true, description: 'Keep view, mode and date in the URL query (calendar-view, calendar-mode, calendar-date).' }),
  bookingUrl: stringAttr({ description: 'Where Add Reservation goes when the page has no booking-widget and no listener prevented the event (same-origin path).', maxLength: 500 }),
  now: stringAttr({ description: 'Fixed "now" (ISO date-time) for demos and tests; default the clock.', maxLength: 40 }),
};

/** Events `<site-calendar>` sends (bubbling, composed); each member's type is its `event.detail`. */
export interface SiteCalendarEvents {
  /** An add menu item was chosen; cancel it to stop the form or the move to the booking widget. @cancelable */
  'site-calendar-add': CalendarAddDetail;
  /** The view, mode or date changed. */
  'site-calendar-change': { view: string; mode: string; date: string; from: string; to: string };
  /** An event’s details were opened. */
  'site-calendar-open': { id: string };
}

/**
 * `<site-calendar>`: the calendar and scheduler screen: a header with the date, Today,
 * previous/next, refresh, a view dropdown (Day, Week, Month, Year) and an add menu; modes upcoming,
 * calendar, timeline and montage; day and week time grids (48 half-hour rows), a 6×7 month grid
 * (WAI-ARIA grid: arrows, Home/End, PageUp/PageDown) with 2 events per cell then '+ N more', a year of
 * months with event density. Events from inline JSON, `data-src`, or `data-api` (loaded per visible
 * range through the page's API client, stale requests aborted). Only what is visible is rendered.
 * Below 768 px a menu offers Schedule Event, Go to Today and the views. The endpoint is staff-only by
 * default: on 401 or 403 a sign-in prompt links to `data-sign-in-href`; `data-audience="public"`
 * shows a published schedule without customer fields.
 * Staff with `data-api` add events: Add Meeting, Scheduled Post and Scheduled Message (and Schedule
 * Event on phones) open a form (title, start, end, location, host, notes; checked with each message
 * beside its field) that creates the event through the API (`POST {api}/events`). A staff-made event
 * opens with Edit and Delete (asked first), and moves by drag in the week and day views or by the
 * arrow keys while focused (half an hour up and down, a day left and right), announced in a polite
 * live region. Changes show at once and are undone with a message when the server refuses them.
 * Events: `site-calendar-add` `{ kind, date }` (kind: event, meeting, reservation, post, message; cancelable:
 * without a listener calling preventDefault a reservation scrolls to the page's `booking-widget` and
 * the other kinds open the form), `site-calendar-change` `{ view, mode, date, from, to }`, `site-calendar-open` `{ id }`.
 */
export const SiteCalendarElement = defineElement('site-calendar', SiteCalendar, {
  description: 'Calendar and scheduler: day, week, month and year views, fast with thousands of events; staff add, edit, move and delete meetings, posts and messages.',
  attributes: calendarAttributes,
  payload: { schema: calendarPayloadSchema, description: 'a list of calendar events { sk, name, data: { startTime, endTime } }' },
  messages: calendarMessages,
});

/** Detail of `site-calendar-add`. */
export interface CalendarAddDetail {
  kind: 'event' | 'meeting' | 'reservation' | 'post' | 'message';
  date: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'site-calendar': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<SiteCalendarEvents> {}
}
