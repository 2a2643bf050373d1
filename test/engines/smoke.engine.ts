/**
 * A smoke test of every element on its demo page, in each engine: the element upgrades, axe finds
 * nothing on it, and its main keyboard path works (Tab to its control, then the key a user presses).
 * The page's uncaught errors, console errors and CSP violations fail the test (see run.ts).
 * `<store-express-checkout>` is left out: it renders only with real Stripe or PayPal keys, which the
 * demo server here has not.
 */
import { expectNoAxeViolations } from './axe.ts';
import { attribute, expectFocus, firstInput, tabTo, textOf, toast, upgraded, waitFor, waitForURL, waitUntil, type EnginePage } from './engine.ts';
import { engineTest } from './suite.ts';

/** One element's smoke: where it lives and what its keyboard path does. */
interface Smoke {
  tag: string;
  path: string;
  /** What the page needs before the element can show (e.g. a cart for the checkout). */
  prepare?: (page: EnginePage) => Promise<void>;
  keyboard: (page: EnginePage) => Promise<void>;
}

/** Tabs to a disclosure button and checks that Enter flips its `aria-expanded`. */
async function toggles(page: EnginePage, within: string, name: string | RegExp): Promise<void> {
  const button = { within, role: 'button', name, exact: true };
  const before = await attribute(page, button, 'aria-expanded');
  await tabTo(page, button);
  await page.press('Enter');
  const after = before === 'true' ? 'false' : 'true';
  await waitFor(page, { ...button, css: `[aria-expanded="${after}"]` });
}

const SMOKES: Smoke[] = [
  { tag: 'site-accordion', path: '/help', keyboard: (page) => toggles(page, 'site-accordion', 'How long does shipping take?') },
  {
    tag: 'site-audio-bar',
    path: '/media',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-audio-bar', role: 'button', name: 'Play Tuning note A', exact: true });
      await page.press('Enter');
      await waitFor(page, { within: 'site-audio-bar', role: 'button', name: /^Pause/ });
    },
  },
  {
    tag: 'site-calendar',
    path: '/calendar/public',
    keyboard: async (page) => {
      const before = await page.url();
      await tabTo(page, { within: 'site-calendar', role: 'button', name: 'Next', exact: true });
      await page.press('Enter');
      await waitUntil(page, 'the calendar to move to the next day', 'return location.href !== arg;', before);
    },
  },
  {
    tag: 'site-carousel',
    path: '/sliders',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-carousel', role: 'button', name: 'Next slide', exact: true });
      await page.press('Enter');
      await waitFor(page, { within: 'site-carousel', role: 'button', name: 'Go to slide 2', css: 'button[aria-current="true"], button[aria-pressed="true"], button[aria-selected="true"]', exact: true });
    },
  },
  {
    tag: 'site-cart',
    path: '/store',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-cart', role: 'button', name: /^Open cart/ });
      await page.press('Enter');
      await expectFocus(page, 'the cart dialog', (f) => f.dialog && f.within === 'site-cart');
      await page.press('Escape');
      await expectFocus(page, 'the cart button again', (f) => /^Open cart/.test(f.name));
    },
  },
  { tag: 'site-docs-sidebar', path: '/docs', keyboard: (page) => toggles(page, 'site-docs-sidebar', 'Getting started') },
  {
    tag: 'site-footer',
    path: '/',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-footer', role: 'link', name: 'Privacy Policy', exact: true });
      await page.press('Enter');
      await waitForURL(page, /\/privacy$/);
    },
  },
  {
    tag: 'site-form',
    path: '/contact',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-form', label: /^Your name/ });
      await page.type('Ada');
      await tabTo(page, { within: 'site-form', role: 'button', name: /^(Send|Submit)/ }, 40);
      await page.press('Enter');
      await waitFor(page, { within: 'site-form', css: '[aria-invalid="true"]' });
    },
  },
  {
    tag: 'site-header',
    path: '/',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-header', role: 'link', name: 'Help', exact: true });
      await page.press('Enter');
      await waitForURL(page, /\/help$/);
    },
  },
  {
    tag: 'site-mega-menu',
    path: '/',
    // Open Shop, walk its panel with the arrows, close it with Escape: focus returns to Shop.
    keyboard: async (page) => {
      await toggles(page, 'site-mega-menu', 'Shop');
      await page.press('ArrowDown');
      await expectFocus(page, 'the panel\'s first link', (f) => f.name === 'Shop new arrivals');
      await page.press('Escape');
      await waitFor(page, { within: 'site-mega-menu', role: 'button', name: 'Shop', exact: true, css: '[aria-expanded="false"]' });
      await expectFocus(page, 'Shop again', (f) => f.name === 'Shop' && f.within === 'site-mega-menu');
    },
  },
  { tag: 'site-nav-list', path: '/docs', keyboard: (page) => toggles(page, 'site-nav-list', 'Navigation') },
  {
    tag: 'site-presentation',
    path: '/presentation',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-presentation', role: 'button', name: 'Next slide', exact: true });
      await page.press('Enter');
      await waitFor(page, { within: 'site-presentation', css: '*', text: /^2 \/ \d+$/ });
    },
  },
  {
    tag: 'site-search',
    path: '/',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-search', role: 'button', name: /search/i });
      await page.press('Enter');
      await expectFocus(page, 'the search field', (f) => f.tag === 'input' && f.within === 'site-search');
    },
  },
  {
    tag: 'site-tabs',
    path: '/docs',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-tabs', css: '[role="tab"][aria-selected="true"]' });
      const first = await textOf(page, { within: 'site-tabs', css: '[role="tab"][aria-selected="true"]' });
      await page.press('ArrowRight');
      await expectFocus(page, 'the next tab', (f) => f.role === 'tab' && f.name !== first);
      await waitUntil(page, 'the next tab selected', 'const t = document.querySelector("site-tabs [role=tab][aria-selected=true]"); return t && textOf(t) !== arg;', first);
    },
  },
  {
    tag: 'site-theme-switch',
    path: '/',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-theme-switch', css: 'input[type="radio"]:checked' });
      const before = await page.script<string>('return document.documentElement.dataset.siteTheme || "";');
      await page.press('ArrowRight');
      await waitUntil(page, 'another theme on <html>', 'return (document.documentElement.dataset.siteTheme || "") !== arg;', before);
    },
  },
  {
    tag: 'site-toast',
    path: '/store',
    // The live region has no control of its own: a toast from the grid's Add to Cart shows in it.
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-product-grid', role: 'button', name: /^Add to Cart/ }, 80);
      await page.press('Enter');
      await toast(page, 'Added to cart');
    },
  },
  {
    tag: 'site-video',
    path: '/media',
    keyboard: async (page) => {
      await tabTo(page, { within: 'site-video', role: 'button', name: 'Play', exact: true });
      await page.press('Enter');
      await waitFor(page, { within: 'site-video', role: 'button', name: 'Pause', exact: true });
    },
  },
  {
    tag: 'store-order-confirmation',
    path: '/store/order-confirmation/pi_unknown',
    keyboard: async (page) => {
      await waitFor(page, { within: 'store-order-confirmation', css: '*', text: 'We could not find this order.' });
      await tabTo(page, { within: 'store-order-confirmation', role: 'link' });
      await page.press('Enter');
      await waitForURL(page, /\/store$/);
    },
  },
  {
    tag: 'store-product',
    path: '/store/product/NW-ELE-005',
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-product', role: 'button', name: /^Add to Cart/ });
      await page.press('Enter');
      await toast(page, /Added to cart: 1/);
    },
  },
  {
    tag: 'store-product-grid',
    path: '/store',
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-product-grid', role: 'button', name: 'Add to Cart: Aurora Wireless Headphones', exact: true });
      await page.press('Enter');
      await toast(page, 'Added to cart');
    },
  },
  {
    tag: 'store-reviews',
    path: '/store/product/NW-ELE-001',
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-reviews', role: 'button', name: 'Show more reviews', exact: true });
      await page.press('Enter');
      await expectFocus(page, 'the first review shown next', (f) => f.within === 'store-reviews' && f.name !== 'Show more reviews' && f.tag !== 'body');
    },
  },
  {
    tag: 'store-saved-items',
    path: '/store/saved',
    // One product saved for later (as the product page's Save for Later keeps it).
    prepare: async (page) => {
      await page.script(
        `const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
         localStorage.setItem('site-saved:' + tenant, JSON.stringify({ version: 1, items: [{ id: 'NW-ELE-003', sku: 'NW-ELE-003', name: 'Lumen Smart Desk Lamp', price: 4599 }] }));`,
      );
      await page.open('/store/saved');
    },
    // Add to Cart moves it into the cart; focus lands on Continue Shopping, whose Enter goes to the store.
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-saved-items', role: 'button', name: 'Add to Cart', exact: true });
      await page.press('Enter');
      await waitFor(page, { within: 'store-saved-items', role: 'status', text: 'Moved to your cart: Lumen Smart Desk Lamp', hidden: true });
      await expectFocus(page, 'Continue Shopping', (f) => f.name === 'Continue Shopping');
      await page.press('Enter');
      await waitForURL(page, /\/store$/);
    },
  },
  {
    tag: 'booking-widget',
    path: '/book/meeting',
    keyboard: async (page) => {
      await waitFor(page, { within: 'booking-widget', css: '[data-step-heading]', text: 'Choose a Location' }, 15_000);
      await tabTo(page, { within: 'booking-widget', css: '[data-card]' }, 20);
      const role = await page.script<string>('return document.activeElement.getAttribute("role") || "";');
      await page.press(role === 'radio' ? 'Space' : 'Enter');
      await waitFor(page, { within: 'booking-widget', css: '[data-card][aria-checked="true"], [data-card][aria-pressed="true"], [data-card][aria-selected="true"]' });
    },
  },
  {
    tag: 'store-checkout',
    path: '/store/checkout',
    prepare: async (page) => {
      await page.script(
        `const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
         localStorage.setItem('site-cart:' + tenant, JSON.stringify({ version: 1, items: [{ id: 'prod-candles', sku: 'NW-HOM-015', name: 'Glow Soy Candle Trio', price: 2520, quantity: 1 }] }));`,
      );
      await page.open('/store/checkout');
    },
    keyboard: async (page) => {
      await tabTo(page, { within: 'store-checkout', label: /^Email/ }, 20);
      await page.type('ada@example.com');
      await tabTo(page, { within: 'store-checkout section[data-step="contact"]', role: 'button', name: 'Continue', exact: true });
      await page.press('Enter');
      await expectFocus(page, 'the First name field', (f) => f.tag === 'input' && f.name.startsWith('First name'));
    },
  },
];

for (const smoke of SMOKES) {
  engineTest(`smoke <${smoke.tag}> on ${smoke.path}: upgrades, no axe violation, keyboard path`, async (page) => {
    await page.open(smoke.path);
    await smoke.prepare?.(page);
    // A first input, as a visitor's: tags loaded on interaction (search, reviews) start loading.
    await firstInput(page);
    await page.script('const el = document.querySelector(arg); if (el) el.scrollIntoView({ block: "center" });', smoke.tag);
    await upgraded(page, smoke.tag);
    // Let its first data arrive before axe reads it.
    await page.script('await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200)));');
    await expectNoAxeViolations(page, smoke.tag);
    await smoke.keyboard(page);
  });
}
