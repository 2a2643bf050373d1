import { html, jsonScript, type SafeHtml } from './html.ts';
import { renderedElement, renderedStructuredData, renderOptions } from './element-renderer.ts';
import { bookingServerData } from './page-data.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { Page, PageContext, PageRoute } from './types.ts';
import { PRESET_PAGES, type PresetPage } from '../booking-pages.ts';

export { PRESET_PAGES };

/** The link to a page on the tenant it belongs to. */
function onTenant(page: { path: string; siteName: string }): string {
  return `${page.path}?org=${encodeURIComponent(page.siteName)}`;
}

/** Shown instead of the widget when the page's tenant is not the one asked for. */
function otherTenant(ctx: PageContext, page: PresetPage): SafeHtml {
  return html`<p class="lead">This booking page belongs to another demo business.</p>
<p><a href="${onTenant(page)}">Open “${page.title}” on the ${page.siteName === 'harbor' ? 'Harbor Bistro & Salon' : 'Northwind Outfitters'} site</a>. You are on the ${ctx.tenant.name} site.</p>`;
}

/** One preset page around its widget: a heading, a lead, the widget (on the page's own tenant) and how to manage a booking. */
function presetPage(ctx: PageContext, page: PresetPage, widget: SafeHtml): Page {
  const here = ctx.tenant.siteName === page.siteName;
  return {
    title: page.title,
    description: page.lead,
    body: html`<h1>${page.title}</h1>
${here ? html`<p class="lead">${page.lead}</p>` : otherTenant(ctx, page)}
${here && page.standIn ? html`<p><em>${page.standIn}</em></p>` : ''}
${here ? widget : ''}
${here ? html`<p>Already booked? Use <strong>Manage Booking</strong> to find, move or cancel it, or <strong>Check In</strong> when you arrive.</p>` : ''}`,
  };
}

/** Renders one preset page with the `<booking-widget>` tag and its inline configuration only (the widget loads its catalogue itself). */
export function bookingPage(page: PresetPage): (ctx: PageContext) => Page {
  return (ctx) => presetPage(ctx, page, html`<booking-widget data-preset="${page.preset}">${jsonScript(page.config)}</booking-widget>`);
}

/**
 * Renders one preset page as it is served: the tenant's catalogue goes into the widget's payload as
 * `serverData` (so the widget fetches nothing to start), and its first view, the first step with the
 * locations or services, is rendered on the server inside the tag by `site-elements/server`, which
 * also gives each location's schema.org local business (address, opening hours) for search engines.
 */
export function renderedBookingPage(page: PresetPage): (ctx: PageContext, request: StoreRequest) => Promise<StorePageResult> {
  return async (ctx, request) => {
    if (ctx.tenant.siteName !== page.siteName) return { page: bookingPage(page)(ctx) };
    const catalog = await request.data.bookingCatalog();
    const payload = { ...page.config, serverData: bookingServerData(catalog) };
    const attributes = { 'data-preset': page.preset };
    const widget = await renderedElement('booking-widget', attributes, payload, renderOptions(ctx));
    const pageUrl = new URL(ctx.link(page.path), ctx.site.url).toString();
    const structured = await renderedStructuredData('booking-widget', attributes, payload, { pageUrl });
    return { page: presetPage(ctx, page, html`${widget}${structured}`) };
  };
}

/** The booking hub: one link per preset page, on the tenant whose data it shows. */
export function bookingHub(ctx: PageContext): Page {
  const items = PRESET_PAGES.map(
    (page) =>
      html`<li><a href="${page.siteName === ctx.tenant.siteName ? ctx.link(page.path) : onTenant(page)}">${page.navLabel}</a>: ${page.lead}</li>`,
  );
  return {
    title: 'Book',
    description: 'Book an appointment, a table, a pickup or a meeting.',
    body: html`<h1>Book</h1>
<p class="lead">One booking widget, five kinds of business. Each page below is the same tag with another preset.</p>
<ul class="page-list">${items}</ul>
<p>Waiting without a booking? See the <a href="${ctx.link('/queue')}">live queue</a>.</p>`,
  };
}

/**
 * The booking hub and the five preset pages, for the page list in index.ts (only the hub is in the
 * navigation). The preset pages are served with their catalogue by the store routes (store-routes.ts).
 */
export const bookingRoutes: readonly PageRoute[] = [
  { path: '/book', navLabel: 'Book', render: bookingHub },
  ...PRESET_PAGES.map((page) => ({ path: page.path, render: bookingPage(page) })),
];
