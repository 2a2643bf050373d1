import { renderedElement, renderOptions } from './element-renderer.ts';
import { html, type SafeHtml } from './html.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/**
 * `<site-calendar>` with its first view rendered on the server: this month (in the tenant's time
 * zone) with its toolbar, and 'Loading events…' until the element fetches the range on upgrade.
 */
function calendar(ctx: PageContext, attributes: Record<string, string>): Promise<SafeHtml> {
  return renderedElement('site-calendar', attributes, undefined, renderOptions(ctx));
}

/**
 * The staff calendar: `<site-calendar>` in month view over the tenant's reservations with customer
 * details, loaded per visible range from `/api/calendar` (staff only: a visitor sees a sign-in
 * prompt linking to `/staff/sign-in`). Add Reservation goes to the booking hub.
 */
export async function calendarPage(ctx: PageContext): Promise<Page> {
  const view = await calendar(ctx, {
    'data-label': `${ctx.tenant.name} calendar`,
    'data-view': 'month',
    'data-time-zone': ctx.tenant.timeZone,
    'data-api': ctx.link('/api/calendar'),
    'data-sign-in-href': ctx.link('/staff/sign-in'),
    'data-booking-url': ctx.link('/book'),
  });
  return {
    title: 'Calendar',
    description: `Reservations and events at ${ctx.tenant.name}.`,
    body: html`<h1>Calendar</h1>
<p class="lead">Every reservation at ${ctx.tenant.name}, by day, week, month or year, for staff. Times are shown in ${ctx.tenant.timeZone}. Visitors can see <a href="${ctx.link('/calendar/public')}">the public schedule</a>.</p>
${view}
<noscript><p>The calendar needs JavaScript. <a href="${ctx.link('/book')}">Book an appointment</a>.</p></noscript>`,
  };
}

/**
 * The public schedule: the same calendar with `data-audience="public"`, which asks `/api/calendar`
 * for `view=public` (no customer names, contacts, notes or confirmation codes) and needs no sign-in.
 */
export async function publicCalendarPage(ctx: PageContext): Promise<Page> {
  const view = await calendar(ctx, {
    'data-label': `${ctx.tenant.name} schedule`,
    'data-view': 'month',
    'data-audience': 'public',
    'data-time-zone': ctx.tenant.timeZone,
    'data-api': ctx.link('/api/calendar'),
    'data-booking-url': ctx.link('/book'),
  });
  return {
    title: 'Schedule',
    description: `When ${ctx.tenant.name} is booked.`,
    body: html`<h1>Schedule</h1>
<p class="lead">When ${ctx.tenant.name} is booked, by day, week, month or year, without any customer's details. Times are shown in ${ctx.tenant.timeZone}.</p>
${view}
<noscript><p>The schedule needs JavaScript. <a href="${ctx.link('/book')}">Book an appointment</a>.</p></noscript>`,
  };
}

/** The calendar pages: the staff calendar (in the navigation) and the public schedule. */
export const calendarRoutes: readonly PageRoute[] = [
  { path: '/calendar', navLabel: 'Calendar', render: calendarPage },
  { path: '/calendar/public', render: publicCalendarPage },
];
