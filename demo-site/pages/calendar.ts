import { html } from './html.ts';
import type { Page, PageContext } from './types.ts';

/**
 * The calendar page: `<site-calendar>` in month view over the tenant's reservations, loaded per
 * visible range from `/api/calendar`. Add Reservation goes to the booking hub.
 */
export function calendarPage(ctx: PageContext): Page {
  return {
    title: 'Calendar',
    description: `Reservations and events at ${ctx.tenant.name}.`,
    body: html`<h1>Calendar</h1>
<p class="lead">Every reservation at ${ctx.tenant.name}, by day, week, month or year. Times are shown in ${ctx.tenant.timeZone}.</p>
<site-calendar data-label="${ctx.tenant.name} calendar" data-view="month" data-time-zone="${ctx.tenant.timeZone}" data-api="${ctx.link('/api/calendar')}" data-booking-url="${ctx.link('/book')}">
  <p>The calendar needs JavaScript. <a href="${ctx.link('/book')}">Book an appointment</a>.</p>
</site-calendar>`,
  };
}
