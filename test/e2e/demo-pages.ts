/**
 * Every kind of demo page, for both tenants where they differ: the pages the accessibility and the
 * language sweeps visit.
 */
export const DEMO_PAGES = [
  '/',
  '/help',
  '/store',
  '/store?org=harbor',
  '/store/product/NW-ELE-005',
  '/store/saved',
  '/collections/electronics',
  '/docs',
  '/docs/tabs',
  '/contact',
  '/book/meeting',
  '/book/pickup',
  '/book/license',
  '/book/salon?org=harbor',
  '/book/restaurant?org=harbor',
  '/queue',
  '/store/order-confirmation/pi_unknown',
  '/calendar',
  '/calendar/public',
  '/presentation',
  '/media',
  '/sliders',
  '/privacy',
  '/sitemap',
  '/no-such-page',
] as const;
