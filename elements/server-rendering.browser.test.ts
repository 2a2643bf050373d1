/**
 * The first view `site-elements/server` renders is the element's own: HTML rendered from an element's
 * view (the renderer runs here, in the page, on the same modules) is parsed as a page would receive
 * it, then upgraded. The painted markup at the first frame after the upgrade, and once the element's
 * own view has replaced the server's, is the markup the server sent, and every box is where it was at
 * that first frame: nothing moves or changes.
 */
import { renderFirstView } from '../shared/element/react/render-first-view.tsx';
import type { ServerDefinition } from '../shared/element/react/server-definitions.ts';
import { cart } from '../shared/cart/store.ts';
import { afterEach, before, describe, it, knownBug } from '../test/browser/mocha.ts';
import { expect } from '../test/browser/assert.ts';
import { cleanup, nextFrame, settle, waitFor } from '../test/browser/fixture.ts';
import { firstDifference, firstMovedBox, paintedBoxes, paintedMarkup } from '../test/browser/first-view.ts';
import { serverRenderCases } from '../test/server-render-cases.ts';
import { sampleCatalogue } from '../test/fixtures/catalog-products.ts';
import type { AttributeValue } from '../shared/element/server-markup.ts';
import { fakeCheckoutApi } from '../test/fakes/checkout-api.ts';

type View = ServerDefinition['View'];

/** Each element's view, as its element module passes it to defineElement. */
const views: Record<string, () => Promise<View>> = {
  'booking-widget': async () => (await import('./booking-widget/BookingWidget.tsx')).BookingWidget as View,
  'store-checkout': async () => (await import('./store-checkout/StoreCheckout.tsx')).StoreCheckout as View,
  'site-calendar': async () => (await import('./site-calendar/SiteCalendar.tsx')).SiteCalendar as View,
  'site-search': async () => (await import('./site-search/SiteSearch.tsx')).SiteSearch as View,
  'site-mega-menu': async () => (await import('./site-mega-menu/SiteMegaMenu.tsx')).SiteMegaMenu as View,
  'site-nav-list': async () => (await import('./site-nav-list/SiteNavList.tsx')).SiteNavList as View,
  'site-accordion': async () => (await import('./site-accordion/SiteAccordion.tsx')).SiteAccordion as View,
  'site-tabs': async () => (await import('./site-tabs/SiteTabs.tsx')).SiteTabs as View,
  'site-docs-sidebar': async () => (await import('./site-docs-sidebar/SiteDocsSidebar.tsx')).SiteDocsSidebar as View,
  'site-header': async () => (await import('./site-header/SiteHeader.tsx')).SiteHeader as View,
  'site-footer': async () => (await import('./site-footer/SiteFooter.tsx')).SiteFooter as View,
  'site-theme-switch': async () => (await import('./site-theme-switch/SiteThemeSwitch.tsx')).SiteThemeSwitch as View,
  'site-toast': async () => (await import('./site-toast/SiteToast.tsx')).SiteToast as View,
  'site-cart': async () => (await import('./site-cart/SiteCart.tsx')).SiteCart as View,
  'store-saved-items': async () => (await import('./store-saved-items/StoreSavedItems.tsx')).StoreSavedItems as View,
  'site-form': async () => (await import('./site-form/SiteForm.tsx')).SiteForm as View,
  'site-presentation': async () => (await import('./site-presentation/SitePresentation.tsx')).SitePresentation as View,
  'store-order-confirmation': async () => (await import('./store-order-confirmation/OrderConfirmation.tsx')).OrderConfirmation as View,
  'site-audio-bar': async () => (await import('./site-audio-bar/SiteAudioBar.tsx')).SiteAudioBar as View,
  'store-express-checkout': async () => (await import('./store-express-checkout/ExpressCheckout.tsx')).ExpressCheckout as View,
  'site-carousel': async () => (await import('./site-carousel/SiteCarousel.tsx')).SiteCarousel as View,
  'site-video': async () => (await import('./site-video/SiteVideo.tsx')).SiteVideo as View,
  'store-product': async () => (await import('./store-product/StoreProduct.tsx')).StoreProduct as View,
  'store-product-grid': async () => (await import('./store-product-grid/StoreProductGrid.tsx')).StoreProductGrid as View,
  'store-reviews': async () => (await import('./store-reviews/StoreReviews.tsx')).StoreReviews as View,
};

/** Registers the element and returns what the server renderer needs of it. */
async function definitionOf(tag: string): Promise<ServerDefinition> {
  await import(`./${tag}/${tag}.element.ts`);
  const element = customElements.get(tag) as unknown as { definition: ServerDefinition['options'] } | undefined;
  const view = views[tag];
  if (!element || !view) throw new Error(`no element or view for <${tag}>`);
  return { View: await view(), options: element.definition };
}

/** The element's own view is on the page: the server's copy is gone and the element's box has content. */
function ownViewShown(host: Element): boolean {
  return !host.querySelector('[data-server]') && !!host.querySelector(':scope > site-element-root:not([data-fallback])');
}

/** Elements whose first view still changes at upgrade, and why. */
const stillChanging: Record<string, string> = {
};

const keepPage = (event: Event): void => event.preventDefault();

/**
 * What a visitor has on their device that an element's first view cannot know, set up before its
 * upgrade; each returns its undoing. The checkout's server view is the form with its summary loading:
 * a cart keeps it (an empty cart sends the shopper to the store), with the pricing not answered yet.
 */
const visitorState: Record<string, () => () => void> = {
  'store-checkout': () => {
    cart.replace([{ id: 'p1', sku: 'NW-MUG-001', name: 'Enamel Camp Mug', price: 1800, quantity: 2 }]);
    const api = fakeCheckoutApi({ fail: { 'POST /api/storefront/checkout': 'hang', 'GET /api/storefront/payment-gateways': 'hang' } });
    return () => {
      api.restore();
      cart.replace([]);
    };
  },
};

before(() => {
  // An empty checkout sends the shopper to the store; the test page stays.
  document.addEventListener('store-checkout-empty', keepPage);
  localStorage.clear();
  cart.replace([]);
});

afterEach(() => cleanup());

/**
 * Renders the element's first view as the server would, parses it into the page, upgrades it and
 * fails unless the painted markup is the same before the upgrade, at the first frame and once the
 * element's own view is in, and no box moved or changed size between that frame and the view.
 */
async function expectSameMarkupAfterUpgrade(tag: string, attributes: Record<string, AttributeValue>, data: unknown): Promise<void> {
  // The toast region renders only in the page's first <site-toast>; earlier tests may have added one.
  for (const toast of Array.from(document.querySelectorAll('site-toast'))) toast.remove();
  const undoVisitorState = visitorState[tag]?.();
  const html = await renderFirstView(tag, await definitionOf(tag), attributes, data, { url: location.href });
  const container = document.createElement('div');
  container.setAttribute('data-test-fixture', '');
  container.innerHTML = html;
  const host = container.firstElementChild as HTMLElement;
  expect(host.localName).toBe(tag);
  expect(host.querySelector(':scope > site-element-root[data-server]') !== null).toBe(true);
  const before = paintedMarkup(host);

  document.body.append(container);
  await nextFrame();
  const firstFrame = paintedMarkup(host);
  const firstBoxes = paintedBoxes(host);
  await waitFor(() => ownViewShown(host), { message: `<${tag}>'s own view`, timeout: 5000 });
  const adopted = paintedMarkup(host);
  const moved = firstMovedBox(firstBoxes, paintedBoxes(host));
  container.remove();
  await settle();
  undoVisitorState?.();

  if (firstFrame !== before) throw new Error(`<${tag}> changed at the first frame:\n${firstDifference(before, firstFrame)}`);
  if (adopted !== before) throw new Error(`<${tag}> changed when its view replaced the server's:\n${firstDifference(before, adopted)}`);
  if (moved) throw new Error(`<${tag}> moved when its view replaced the server's: ${moved}`);
}

describe('server-rendered first views are adopted without a visible change', () => {
  for (const { tag, attributes, data } of serverRenderCases) {
    const test = stillChanging[tag] ? knownBug : it;
    test(`<${tag}>: the page shows the same markup before the upgrade, at the first frame after it, and once its own view is in`, () =>
      expectSameMarkupAfterUpgrade(tag, attributes, data),
    );
  }

  it('<booking-widget> on its queue board: the board, a lazily loaded screen, is in the first view and stays the same while its code loads', async () => {
    // The queue and the staff session are still being asked for when the view comes in, as on a slow network.
    const realFetch = window.fetch;
    window.fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('/api/') ? new Promise<Response>(() => undefined) : realFetch(input, init));
    try {
      await expectSameMarkupAfterUpgrade(
        'booking-widget',
        { 'data-preset': 'restaurant', 'data-mode': 'view-queue-progress' },
        {
          ui: { businessName: 'Harbor Bistro walk-in queue' },
          serverData: {
            locations: [{ id: 'loc_quay', name: 'Quayside', address: '2 Harbour Walk', timeZone: 'Europe/London', hours: [] }],
            services: [
              { id: 'svc_lunch', name: 'Lunch', duration: 60, price: 0 },
              { id: 'svc_dinner', name: 'Dinner', duration: 90, price: 0 },
            ],
            people: [],
          },
        },
      );
    } finally {
      window.fetch = realFetch;
    }
  });

  it('<store-product-grid data-filters>: the filter form, a lazily loaded part, is in the first view and stays the same', () =>
    expectSameMarkupAfterUpgrade(
      'store-product-grid',
      { 'data-filters': true, 'data-url-state': 'false', 'data-limit': '2' },
      { data: sampleCatalogue.slice(0, 2), total: 6, page: 1, limit: 2, brands: ['Lumen', 'Trailhead'] },
    ));
});
