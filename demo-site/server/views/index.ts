import { bookingRoutes } from './book.ts';
import { calendarRoutes } from './calendar.ts';
import { contactRoutes } from './contact.ts';
import { docsRoutes } from './docs.ts';
import { helpPage } from './help.ts';
import { homePage } from './home.ts';
import type { NavItem } from './layout.ts';
import { legalRoutes, sitemapPage } from './legal.ts';
import { mediaRoutes } from './media.ts';
import { queuePage } from './queue.ts';
import { slidersPage } from './sliders.ts';
import { presentationPage } from './presentation.ts';
import type { PageRoute } from './types.ts';
import { savedPage } from './saved.ts';
import { storeFallbackPage } from './store.ts';

/** The navigation: every page route that has a label. */
export function navItems(routes: readonly PageRoute[]): NavItem[] {
  return routes.flatMap((route) => (route.navLabel ? [{ path: route.path, label: route.navLabel }] : []));
}

/**
 * Every server-rendered page of the demo site. Add a page here (path, nav label, render function)
 * and it is served, listed in the navigation and linked from the home page.
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', navLabel: 'Home', render: (ctx) => homePage(ctx, navItems(pageRoutes)) },
  // Served with the tenant's booking policy by the store routes (pages/store-routes.ts); this entry puts it in the nav.
  { path: '/help', navLabel: 'Help', render: helpPage },
  // Served with the catalogue by the store routes (pages/store-routes.ts); this entry puts it in the nav.
  { path: '/store', navLabel: 'Store', render: storeFallbackPage },
  // Linked from the cart drawer (layout.ts), not the navigation: the header has no room for one more entry in Spanish.
  { path: '/store/saved', render: savedPage },
  ...bookingRoutes,
  // Served with the booking catalogue by the store routes (pages/store-routes.ts); this entry puts it in the nav.
  { path: '/queue', navLabel: 'Queue', render: (ctx) => queuePage(ctx) },
  ...calendarRoutes,
  ...docsRoutes,
  ...contactRoutes,
  ...legalRoutes,
  { path: '/sitemap', render: (ctx) => sitemapPage(ctx, pageRoutes) },
  { path: '/presentation', render: presentationPage },
  ...mediaRoutes,
  { path: '/sliders', render: slidersPage },
];
