import { html, jsonScript, type SafeHtml } from './html.ts';
import { renderedElement, renderedStructuredData } from './element-renderer.ts';
import type { StorePageResult, StoreRequest } from './store-routes.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/** One preset page: the tag's preset, which tenant's data it shows, and the configuration it writes inline. */
interface PresetPage {
  path: string;
  navLabel: string;
  preset: 'meeting' | 'pickup' | 'salon' | 'license' | 'restaurant';
  title: string;
  lead: string;
  /** The seeded tenant (site name) whose locations and services fit the preset. */
  siteName: 'northwind' | 'harbor';
  config: Record<string, unknown>;
  /** Said on the page when the seed has no business of this kind and another one stands in. */
  standIn?: string;
}

/** The five preset pages of the booking widget, each on the tenant whose data fits. */
export const PRESET_PAGES: readonly PresetPage[] = [
  {
    path: '/book/meeting',
    navLabel: 'Meet a specialist',
    preset: 'meeting',
    title: 'Meet a specialist',
    lead: 'Book a styling consultation or a device setup with one of our specialists, in store.',
    siteName: 'northwind',
    // The sessions are priced and Northwind takes payment when booking: the payment step and Pay mode are on.
    config: {
      enabledModes: ['new-reservation', 'manage', 'payment', 'check-in'],
      ui: { businessName: 'Northwind specialists', currency: 'USD', primaryColor: '#1f5fbf' },
      flow: { skipPayment: false },
      filter: { serviceIds: ['svc_nw_styling', 'svc_nw_tech'] },
    },
  },
  {
    path: '/book/pickup',
    navLabel: 'In-store pickup',
    preset: 'pickup',
    title: 'In-store pickup',
    lead: 'Choose when to collect your online order, or book a boot fitting.',
    siteName: 'northwind',
    config: {
      ui: {
        businessName: 'Northwind pickup',
        currency: 'USD',
        primaryColor: '#1f5fbf',
        additionalFields: [{ name: 'orderNumber', label: 'Order number (for pickups)', type: 'text' }],
      },
      filter: { serviceIds: ['svc_nw_pickup', 'svc_nw_fitting'] },
    },
  },
  {
    path: '/book/license',
    navLabel: 'License renewal',
    preset: 'license',
    title: 'License renewal appointments',
    lead: 'Book a counter appointment to renew a license, apply for a new one, get an ID card or change your address.',
    siteName: 'northwind',
    config: {
      ui: { businessName: 'Counter appointments', currency: 'USD', primaryColor: '#5a4a2f' },
      filter: { serviceIds: ['svc_nw_counter'] },
    },
    standIn:
      'The demo data has no government office, so this page runs the license-renewal preset (15-minute slots, 90 days ahead, 24 hours notice, a service-type field) on Northwind’s store counters.',
  },
  {
    path: '/book/salon',
    navLabel: 'Hair salon',
    preset: 'salon',
    title: 'Book a hair appointment',
    lead: 'Cuts, colour and grooming at our Old Town and Marina salons. No booking? Join the walk-in queue.',
    siteName: 'harbor',
    config: {
      ui: { businessName: 'Harbor Salon', currency: 'GBP', primaryColor: '#a33a6b' },
      filter: { locationIds: ['loc_hb_oldtown', 'loc_hb_marina'] },
    },
  },
  {
    path: '/book/restaurant',
    navLabel: 'Book a table',
    preset: 'restaurant',
    title: 'Book a table',
    lead: 'Lunch, dinner or the chef’s tasting menu at Harbor Bistro, Quayside. Walk-ins welcome: join the queue.',
    siteName: 'harbor',
    config: {
      ui: { businessName: 'Harbor Bistro', currency: 'GBP', primaryColor: '#0b6e6e' },
      filter: { locationIds: ['loc_hb_quayside'] },
    },
  },
];

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
    const payload = { ...page.config, serverData: { locations: catalog.locations, services: catalog.services, people: catalog.attendants } };
    const attributes = { 'data-preset': page.preset };
    const widget = await renderedElement('booking-widget', attributes, payload, { lang: ctx.tenant.locale, url: request.url.pathname + request.url.search });
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
