import type { Page } from 'playwright-core';
import { DEFAULT_LINES } from '../../test/e2e/checkout-journey.ts';

/** A page of the demo site that the page benchmarks load. */
export interface DemoPage {
  label: string;
  path: string;
  /** The checkout needs lines in the cart, else it sends the shopper back to the store. */
  withCart?: boolean;
  /** Covered by the target "all JS on the demo product page (header, grid or product, cart) <= 100 KB gz". */
  storefront?: boolean;
}

/** The main demo pages: every page with elements on it, one of each kind. */
export const DEMO_PAGES: readonly DemoPage[] = [
  { label: 'home', path: '/' },
  { label: 'store', path: '/store', storefront: true },
  { label: 'product', path: '/shop/trailhead-merino-t-shirt', storefront: true },
  { label: 'collection', path: '/collections/electronics', storefront: true },
  { label: 'checkout', path: '/store/checkout', withCart: true },
  { label: 'booking', path: '/book/meeting' },
  { label: 'queue', path: '/queue' },
  { label: 'calendar', path: '/calendar' },
  { label: 'help', path: '/help' },
  { label: 'docs', path: '/docs/install' },
  { label: 'contact', path: '/contact' },
  { label: 'media', path: '/media' },
  { label: 'sliders', path: '/sliders' },
  { label: 'presentation', path: '/presentation' },
];

/** Puts the checkout journeys' default lines in the cart (localStorage, as the cart store keeps them). */
export async function fillCart(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/store`);
  await page.evaluate((items) => {
    const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
    localStorage.setItem(`site-cart:${tenant}`, JSON.stringify({ version: 1, items }));
  }, DEFAULT_LINES);
}

/**
 * Waits until the page has settled after load: no network request for 500 ms (the loader has fetched
 * the code of the tags in view), then one more second for late work (renders, images, fonts). Tags
 * the loader fetches later by design (below the fold, on idle or on interaction) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}
