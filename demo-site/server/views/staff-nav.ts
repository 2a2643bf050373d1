import { html, type SafeHtml } from './html.ts';

/** The staff pages, in the order the navigation lists them. */
export const STAFF_PAGES = [
  { path: '/staff/orders', label: 'Orders and refunds' },
  { path: '/staff/reviews', label: 'Reviews' },
  { path: '/staff/forms', label: 'Forms' },
  { path: '/staff/outbox', label: 'Outbox' },
] as const;

/** The path of one staff page. */
export type StaffPagePath = (typeof STAFF_PAGES)[number]['path'];

/** The links between the staff pages, the current one marked; `link` keeps an explicit `?org=`. */
export function staffNav(link: (path: string) => string, current: StaffPagePath): SafeHtml {
  return html`<nav aria-label="Staff pages"><ul class="staff-tabs">${STAFF_PAGES.map(
    (page) => html`<li><a href="${link(page.path)}"${page.path === current ? html` aria-current="page"` : ''}>${page.label}</a></li>`,
  )}</ul></nav>`;
}
