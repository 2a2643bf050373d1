/**
 * Layout differences between engines that a visitor sees: on a phone-width viewport (375 and 390 px,
 * the common iPhone widths) no page may scroll sideways. WebKitGTK's window cannot be narrower than
 * 447 px, so there the pages open in an iframe of the phone's width (webkit.ts); the first check
 * proves the page really lays out at that width in each engine.
 */
import assert from 'node:assert/strict';
import { upgraded, waitFor, type EnginePage } from './engine.ts';
import { engineTest } from './suite.ts';

/** How far the page scrolls sideways beyond the viewport, in CSS pixels. */
function sidewaysScroll(page: EnginePage): Promise<number> {
  return page.script<number>('return document.documentElement.scrollWidth - document.documentElement.clientWidth;');
}

/** Waits until no request of the page has completed for 500 ms (what it loads lazily is in). */
function quiet(page: EnginePage): Promise<unknown> {
  return page.script(
    `await new Promise((done) => {
       let seen = -1;
       const check = () => {
         const now = performance.getEntriesByType('resource').length;
         if (now === seen) return done();
         seen = now;
         setTimeout(check, 500);
       };
       check();
     });`,
  );
}

/** Throws unless the page's viewport is `width` CSS pixels wide and a phone's media query matches. */
async function expectPhoneViewport(page: EnginePage, width: number): Promise<void> {
  const seen = await page.script<{ width: number; narrow: boolean }>('return { width: innerWidth, narrow: matchMedia("(max-width: 446px)").matches };');
  assert.deepEqual(seen, { width, narrow: true }, `the page lays out ${width} px wide`);
}

engineTest('layout: the calendar month at phone width, full of events, does not scroll the page sideways', async (page) => {
  await page.resize(375, 812);
  await page.open('/calendar/public?calendar-view=month');
  await expectPhoneViewport(page, 375);
  await upgraded(page, 'site-calendar');
  await waitFor(page, { css: 'site-calendar [role="gridcell"] button' });
  assert.equal(await sidewaysScroll(page), 0, 'event titles wider than their day are clipped without widening the page');
});

/** The pages a shopper or guest opens on a phone, with the element each must upgrade. */
const PHONE_PAGES: [path: string, tag: string][] = [
  ['/', 'site-header'],
  ['/store', 'store-product-grid'],
  ['/store/product/NW-ELE-001', 'store-product'],
  ['/store/checkout', 'store-checkout'],
  ['/book/meeting', 'booking-widget'],
  ['/help', 'site-accordion'],
];

engineTest(
  'layout: the home, store, product, checkout, booking and help pages at 390 px do not scroll sideways',
  async (page) => {
    await page.resize(390, 844);
    await page.open('/store');
    await page.script(
      `const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
       localStorage.setItem('site-cart:' + tenant, JSON.stringify({ version: 1, items: [{ id: 'prod-candles', sku: 'NW-HOM-015', name: 'Glow Soy Candle Trio', price: 2520, quantity: 1 }] }));`,
    );
    const wide: string[] = [];
    for (const [path, tag] of PHONE_PAGES) {
      await page.open(path);
      await expectPhoneViewport(page, 390);
      await upgraded(page, tag);
      await page.script('await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300)));');
      const extra = await sidewaysScroll(page);
      // Before the next page: let what this one started loading arrive (the checkout's card form),
      // or the navigation cuts it off and the element reports the cut-off load as a console error.
      await quiet(page);
      if (extra > 0) wide.push(`${path}: ${extra} px`);
    }
    assert.deepEqual(wide, [], 'pages that scroll sideways at 390 px');
  },
  { timeout: 90_000 },
);
