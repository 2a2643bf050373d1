/**
 * The checkout's payment panels and the express checkout area in each engine.
 *
 * - Every engine, on the demo server (no provider keys, so the providers' simulators answer): the
 *   PayPal panel renders and the card panel pays, in journeys.engine.ts's card checkout.
 * - Firefox, with real-looking provider keys on a second server: the real loaders fetch Stripe.js and
 *   the PayPal JS SDK, answered by the stand-ins of test/fakes/provider-scripts/ through WebDriver
 *   BiDi's network interception; the Payment Element, the PayPal buttons and express checkout (product
 *   page and cart drawer) mount under the site's CSP and Trusted Types.
 * - WebKit has no such test: its classic WebDriver cannot intercept requests, and WebKitWebDriver's
 *   `sslProxy` capability sends no https request through a proxy here, so with no internet nothing
 *   can answer js.stripe.com or www.paypal.com.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startDemoServer } from '../e2e/harness.ts';
import { choose, fillCustomer } from './checkout-steps.ts';
import { click, takeProblems, upgraded, waitFor, waitForURL, waitUntil, type EnginePage } from './engine.ts';
import { launchFirefox, newFirefoxPage, type Answer } from './firefox.ts';
import { engineTest } from './suite.ts';

/** Test-looking keys: real mode for Stripe and PayPal (no Maps key: the address is typed). */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_enginesLiveProviders01',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_enginesLiveProviders01',
  PAYPAL_CLIENT_ID: 'engines-live-paypal-client',
  PAYPAL_CLIENT_SECRET: 'engines-live-paypal-secret',
};

const standIn = (file: string): string => readFileSync(join(repoRoot, 'test/fakes/provider-scripts', file), 'utf8');
const frame = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** The providers' hosts as the stand-ins answer them; every URL asked is kept in `asked`. */
function providers(asked: string[]): (url: URL) => Answer | undefined {
  const answers: Record<string, () => Answer> = {
    'https://js.stripe.com/endive/stripe.js': () => ({ contentType: 'text/javascript', body: standIn('stripe.js') }),
    'https://js.stripe.com/v3/elements-inner-payment.html': () => ({ contentType: 'text/html', body: frame('Card', '<label>Card number <input inputmode="numeric"></label>') }),
    'https://js.stripe.com/v3/elements-inner-express-checkout.html': () => ({ contentType: 'text/html', body: frame('Express checkout', '<button type="button">Google Pay</button>') }),
    'https://www.paypal.com/sdk/js': () => ({ contentType: 'text/javascript', body: standIn('paypal.js') }),
    'https://www.paypal.com/smart/buttons': () => ({ contentType: 'text/html', body: frame('PayPal', '<button type="button">PayPal</button>') }),
  };
  return (url) => {
    if (url.protocol !== 'https:') return undefined;
    asked.push(url.href);
    return answers[`${url.origin}${url.pathname}`]?.() ?? { contentType: 'text/plain', body: 'not answered by the test' };
  };
}

/** Waits until an iframe with this title, inside `within`, has loaded a document and takes room. */
async function frameMounted(page: EnginePage, within: string, title: string): Promise<void> {
  await waitUntil(
    page,
    `the "${title}" frame in ${within}`,
    `const f = document.querySelector(arg.within + ' iframe[title="' + arg.title + '"]');
     return !!f && f.getBoundingClientRect().height > 0 && f.getBoundingClientRect().width > 0;`,
    { within, title },
  );
}

engineTest(
  'payments (real provider loaders, stand-in scripts): the Payment Element, PayPal buttons and express checkout mount in Firefox under the CSP and Trusted Types',
  async (_page) => {
    const server = await startDemoServer({ env: KEYS });
    const browser = await launchFirefox();
    const asked: string[] = [];
    const live = await newFirefoxPage(browser, server.baseURL, providers(asked));
    try {
      // As a shopper goes: the product page, its express checkout, the cart drawer's, then the drawer's
      // Checkout link (each page settled before it is left: Firefox rejects a dynamic import cut off
      // by leaving the page, and the element then logs that it could not load).
      await live.open('/store/product/NW-BOO-017');
      // Express checkout loads on the visitor's first input.
      await live.press('Tab');
      await frameMounted(live, 'store-express-checkout', 'Secure express checkout frame');
      await click(live, { within: 'store-product', role: 'button', name: 'Add to Cart', exact: true });
      await click(live, { css: 'site-cart button[aria-label^="Open cart"]' });
      await frameMounted(live, 'site-cart dialog[open]', 'Secure express checkout frame');
      assert.deepEqual(await takeProblems(live), [], 'no page error, console error or CSP / Trusted Types violation on the product page');

      await click(live, { within: 'site-cart dialog[open]', role: 'link', name: 'Checkout', exact: true });
      await waitForURL(live, /\/store\/checkout$/);
      await upgraded(live, 'store-checkout');
      await waitFor(live, { css: 'store-checkout aside li', text: 'The Quiet Trail' });
      await fillCustomer(live);
      const card = await choose(live, 'Credit or debit card', 'stripe');
      await frameMounted(live, card, 'Secure payment input frame');
      await waitFor(live, { within: card, role: 'button', name: /^Pay / });
      const paypal = await choose(live, 'PayPal', 'paypal');
      await frameMounted(live, paypal, 'PayPal');
      assert.ok(asked.includes('https://js.stripe.com/endive/stripe.js'), `loadStripe asked for Stripe.js: ${asked.join(', ')}`);
      assert.ok(asked.some((url) => url.startsWith(`https://www.paypal.com/sdk/js?client-id=${KEYS.PAYPAL_CLIENT_ID}&`)), `the PayPal SDK was asked for: ${asked.join(', ')}`);
      assert.deepEqual(await takeProblems(live), [], 'no page error, console error or CSP / Trusted Types violation in the checkout');
    } finally {
      await live.close();
      await browser.close();
      await server.stop();
    }
  },
  { engines: ['firefox'], timeout: 90_000 },
);
