import { html } from './html.ts';
import type { Page, PageContext, PageRoute } from './types.ts';

/** One section of a policy page: a heading and its paragraphs (plain text). */
interface PolicySection {
  heading: string;
  paragraphs: string[];
}

function policyPage(ctx: PageContext, title: string, intro: string, sections: readonly PolicySection[]): Page {
  return {
    title,
    description: `${title} of ${ctx.tenant.name} (demo site).`,
    features: { hasStore: true },
    body: html`<h1>${title}</h1>
<p class="lead">${intro}</p>
${sections.map(
  (section) => html`<section>
<h2>${section.heading}</h2>
${section.paragraphs.map((text) => html`<p>${text}</p>`)}
</section>`,
)}`,
  };
}

/** What the demo keeps, and where: the facts every policy page states. */
const STORED_IN_BROWSER: PolicySection = {
  heading: 'What this site keeps in your browser',
  paragraphs: [
    'Your cart, the items you saved for later, which menus you opened and, in the booking widget, the mode you last used, in local storage on this device only.',
    'One cookie, site_org, when you choose a demo site with ?org=: it keeps you on that site as you follow links. It is not used for anything else.',
  ],
};

/** `/privacy`, `/terms`, `/cookies`: the footer's policy links, stating what the demo really does. */
export const legalRoutes: readonly PageRoute[] = [
  {
    path: '/privacy',
    render: (ctx) =>
      policyPage(ctx, 'Privacy Policy', `How ${ctx.tenant.name} handles what you enter on this demo site.`, [
        {
          heading: 'What you send us',
          paragraphs: [
            'Orders, bookings, queue entries, form messages and newsletter sign-ups are stored in the demo database so that you can see them work: confirmation pages, managing a booking, the queue board.',
            'Card numbers never reach this site: they go only to the payment provider (here, its local simulator).',
          ],
        },
        STORED_IN_BROWSER,
        { heading: 'Sample data', paragraphs: ['This is a demonstration: no real orders are shipped and no real payments are taken.'] },
      ]),
  },
  {
    path: '/terms',
    render: (ctx) =>
      policyPage(ctx, 'Terms of Service', `The terms of using the ${ctx.tenant.name} demo site.`, [
        {
          heading: 'Orders and payments',
          paragraphs: [
            'Prices, totals and discounts are always computed by the server; an order is created once per payment attempt.',
            'Payments on this site go to local provider simulators: nothing is charged.',
          ],
        },
        {
          heading: 'Bookings',
          paragraphs: ['Bookings can be changed or cancelled as the business allows; self check-in opens 15 minutes before the start time on the day of the booking.'],
        },
      ]),
  },
  {
    path: '/cookies',
    render: (ctx) => policyPage(ctx, 'Cookie Policy', `The one cookie ${ctx.tenant.name}'s demo site sets, and what it keeps in your browser.`, [STORED_IN_BROWSER]),
  },
];

/** `/sitemap`: every page of the site, from the same routes the server serves. */
export function sitemapPage(ctx: PageContext, routes: readonly PageRoute[]): Page {
  const listed = routes.filter((route) => !route.path.includes(':'));
  const label = (route: PageRoute): string => {
    const words = route.path.replace(/^\//, '').replace(/[/-]/g, ' ');
    return route.navLabel ?? words.charAt(0).toUpperCase() + words.slice(1);
  };
  return {
    title: 'Sitemap',
    description: `Every page of ${ctx.tenant.name}.`,
    features: { hasStore: true },
    body: html`<h1>Sitemap</h1>
<ul>
${listed.map((route) => html`<li><a href="${ctx.link(route.path)}">${label(route)}</a></li>`)}
</ul>`,
  };
}
