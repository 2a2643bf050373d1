/**
 * The checkout's payment panels and the express checkout area in each engine.
 *
 * - Every engine, on the demo server (no provider keys, so the providers' simulators answer): the card
 *   panel and the PayPal panel render, pass axe, and raise no error or CSP violation.
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
import { expectNoAxeViolations } from './axe.ts';
import { choose, fillCustomer, openCheckoutWith } from './checkout-steps.ts';
import { click, takeProblems, waitFor, waitUntil, type EnginePage } from './engine.ts';
import { launchFirefox, newFirefoxPage, type Answer } from './firefox.ts';
import { engineTest } from './suite.ts';

const CANDLES = { id: 'prod-candles', sku: 'NW-HOM-015', name: 'Glow Soy Candle Trio', price: 2520, quantity: 1 };

engineTest('payments: the checkout’s card and PayPal panels render, pass axe and raise no error', async (page) => {
  await openCheckoutWith(page, [CANDLES]);
  await fillCustomer(page);
  const card = await choose(page, 'Credit or debit card', 'stripe');
  await waitFor(page, { within: card, role: 'group', name: 'Card details (payment provider simulator)', exact: true });
  await waitFor(page, { within: card, label: 'Card number' });
  await waitFor(page, { within: card, role: 'button', name: /^Pay \$/ });
  const paypal = await choose(page, 'PayPal', 'paypal');
  await waitFor(page, { within: paypal, role: 'button', name: 'Pay with PayPal (simulator)', exact: true });
  await expectNoAxeViolations(page, 'store-checkout');
});

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
      await openCheckoutWith(live, [CANDLES]);
      await fillCustomer(live);
      const card = await choose(live, 'Credit or debit card', 'stripe');
      await frameMounted(live, card, 'Secure payment input frame');
      await waitFor(live, { within: card, role: 'button', name: /^Pay / });
      const paypal = await choose(live, 'PayPal', 'paypal');
      await frameMounted(live, paypal, 'PayPal');
      assert.ok(asked.includes('https://js.stripe.com/endive/stripe.js'), `loadStripe asked for Stripe.js: ${asked.join(', ')}`);
      assert.ok(asked.some((url) => url.startsWith(`https://www.paypal.com/sdk/js?client-id=${KEYS.PAYPAL_CLIENT_ID}&`)), `the PayPal SDK was asked for: ${asked.join(', ')}`);

      await live.open('/store/product/NW-BOO-017');
      // Express checkout loads on the visitor's first input.
      await live.press('Tab');
      await frameMounted(live, 'store-express-checkout', 'Secure express checkout frame');
      await click(live, { within: 'store-product', role: 'button', name: 'Add to Cart', exact: true });
      await click(live, { css: 'site-cart button[aria-label^="Open cart"]' });
      await frameMounted(live, 'site-cart dialog[open]', 'Secure express checkout frame');
      const problems = await takeProblems(live);
      assert.deepEqual(problems, [], 'no page error, console error or CSP / Trusted Types violation');
    } finally {
      await live.close();
      await browser.close();
      await server.stop();
    }
  },
  { engines: ['firefox'], timeout: 90_000 },
);
