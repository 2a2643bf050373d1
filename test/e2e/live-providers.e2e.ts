/**
 * With real provider keys (issue #19), the checkout loads the providers' scripts through their real
 * loaders — `loadStripe` (@stripe/stripe-js), `loadScript` (@paypal/paypal-js) and `setOptions` /
 * `importLibrary` (@googlemaps/js-api-loader) — under the site's own Content Security Policy and
 * Trusted Types, with no simulator answering for them. This browser has no internet: Playwright
 * answers the providers' hosts with the stand-ins of test/fakes/provider-scripts/ (and their frames
 * and data requests), so everything between our page and the provider's code is real. The journey
 * stops where each provider's UI has mounted: the Payment Element and the PayPal buttons show before
 * any call from our server to the provider, which this machine could not reach.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { FAKE_PLACES } from '../fakes/places.ts';
import { DEFAULT_LINES, choose } from './checkout-journey.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';
import { upgraded } from './upgraded.ts';
import { repoRoot, startDemoServer, test } from './harness.ts';

/** Test-looking keys: real mode for Stripe and PayPal, and a Maps key for the address suggestions. */
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2eLiveProviders0001',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2eLiveProviders0001',
  PAYPAL_CLIENT_ID: 'e2e-live-paypal-client',
  PAYPAL_CLIENT_SECRET: 'e2e-live-paypal-secret',
  GOOGLE_MAPS_API_KEY: 'AIzaE2eLiveProvidersStandInKey0000000000',
};

const standIn = (file: string): string => readFileSync(join(repoRoot, 'test/fakes/provider-scripts', file), 'utf8');

const frame = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** A suggestions request as the Maps stand-in sends it (the body of `POST /v1/places:autocomplete`). */
interface SuggestionsRequest {
  input: string;
  sessionToken?: string;
  includedRegionCodes?: string[];
  includedPrimaryTypes?: string[];
}

/** What the page asked the providers' hosts: every URL, and every address suggestions request. */
interface Asked {
  urls: string[];
  suggestions: SuggestionsRequest[];
}

/** The providers' hosts as this test answers them, and what the page asked them. */
async function answerProviders(context: BrowserContext): Promise<Asked> {
  const asked: Asked = { urls: [], suggestions: [] };
  const send = (route: Route, contentType: string, body: string) =>
    route.fulfill({ status: 200, contentType, body, headers: { 'Access-Control-Allow-Origin': '*' } });
  const answer = (routes: Record<string, (route: Route, url: URL) => Promise<void>>) => async (route: Route) => {
    const url = new URL(route.request().url());
    asked.urls.push(url.href);
    const handler = routes[url.pathname];
    return handler ? handler(route, url) : route.fulfill({ status: 404, body: 'not answered by the test' });
  };
  await context.route(
    'https://js.stripe.com/**',
    answer({
      '/endive/stripe.js': (route) => send(route, 'text/javascript', standIn('stripe.js')),
      '/v3/elements-inner-payment.html': (route) =>
        send(route, 'text/html', frame('Card', '<label>Card number <input inputmode="numeric" autocomplete="cc-number"></label>')),
      '/v3/elements-inner-express-checkout.html': (route) => send(route, 'text/html', frame('Express checkout', '<button type="button">Google Pay</button>')),
    }),
  );
  await context.route(
    'https://www.paypal.com/**',
    answer({
      '/sdk/js': (route) => send(route, 'text/javascript', standIn('paypal.js')),
      '/smart/buttons': (route) => send(route, 'text/html', frame('PayPal', '<button type="button">PayPal</button>')),
    }),
  );
  await context.route(
    'https://maps.googleapis.com/**',
    answer({
      '/maps/api/js': (route) => send(route, 'text/javascript', standIn('maps.js')),
    }),
  );
  await context.route(
    'https://places.googleapis.com/**',
    answer({
      '/v1/places:autocomplete': (route) => {
        const request = route.request().postDataJSON() as SuggestionsRequest;
        asked.suggestions.push(request);
        const found = FAKE_PLACES.filter((p) => p.text.toLowerCase().startsWith(request.input.toLowerCase()));
        const suggestions = found.map((p) => ({
          placePrediction: { placeId: p.placeId, text: { text: p.text }, structuredFormat: { mainText: { text: p.mainText }, secondaryText: { text: p.secondaryText } } },
        }));
        return send(route, 'application/json', JSON.stringify({ suggestions }));
      },
      ...Object.fromEntries(
        FAKE_PLACES.map(({ placeId, details: { location, ...rest } }) => [
          `/v1/places/${placeId}`,
          (route: Route) => send(route, 'application/json', JSON.stringify({ ...rest, ...(location ? { location: { latitude: location.lat, longitude: location.lng } } : {}) })),
        ]),
      ),
    }),
  );
  return asked;
}

/**
 * Watches a page for what must never happen with real keys: a Content Security Policy or Trusted Types
 * refusal (console lines, and the violations the page records) and a request to a simulator.
 * `expectClean()` asserts there was none.
 */
function watchLivePage(page: Page): { expectClean: () => Promise<void> } {
  const refusals: string[] = [];
  const simulators: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted ?Type|TrustedScriptURL|TrustedHTML|TrustedScript\b|Refused to/i.test(message.text()))
      refusals.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/sim/') && simulators.push(request.url())));
  return {
    expectClean: async () => {
      assert.deepEqual(simulators, [], 'no simulator answers for a provider with real keys');
      const violations = await page.evaluate(() => (window as unknown as { __e2eCspViolations?: string[] }).__e2eCspViolations ?? []);
      assert.deepEqual([...violations, ...refusals], [], 'no CSP or Trusted Types refusal');
    },
  };
}

/** Waits (up to 10 s) until a field holds `value`. */
async function valueBecomes(field: Locator, value: string): Promise<void> {
  for (let tries = 0; tries < 100 && (await field.inputValue()) !== value; tries++) await new Promise((done) => setTimeout(done, 100));
  assert.equal(await field.inputValue(), value);
}

/**
 * The street field's suggestions (served by the Maps stand-in) fill the address, and the entry is one
 * billing session: every suggestions request and the picked place's fields carry the same token.
 */
async function addressBySuggestion(shipping: Locator, asked: Asked): Promise<void> {
  const street = shipping.getByRole('combobox', { name: 'Address' });
  await street.waitFor({ timeout: 10_000 });
  await street.pressSequentially('1200', { delay: 20 });
  await shipping.getByRole('option', { name: /1200 Main Street/ }).waitFor();
  await street.pressSequentially(' Ma', { delay: 20 });
  for (let tries = 0; tries < 100 && asked.suggestions.length < 2; tries++) await new Promise((done) => setTimeout(done, 100));
  await shipping.getByRole('option', { name: /1200 Main Street/ }).click();
  await valueBecomes(shipping.getByLabel('City'), 'Springfield');
  assert.equal(await shipping.getByLabel('ZIP code').inputValue(), '62704');
  assert.equal(await street.inputValue(), '1200 Main Street');

  const tokens = new Set(asked.suggestions.map((request) => request.sessionToken));
  assert.ok(asked.suggestions.length >= 2 && tokens.size === 1 && !tokens.has(undefined), `one session token for the entry: ${JSON.stringify(asked.suggestions)}`);
  const fetched = asked.urls.filter((url) => url.startsWith('https://places.googleapis.com/v1/places/')).map((url) => new URL(url));
  assert.deepEqual(
    fetched.map((url) => [url.pathname, url.searchParams.get('fields'), url.searchParams.get('sessionToken')]),
    [['/v1/places/p-main', 'addressComponents,formattedAddress,location', [...tokens][0]]],
  );
}

test(
  'live providers: with real keys, Stripe.js, the PayPal SDK and the Maps API load through their real loaders under the site’s CSP and Trusted Types, and their UI mounts',
  async ({ page }) => {
    const server = await startDemoServer({ env: KEYS });
    try {
      const base = server.baseURL;
      const asked = await answerProviders(page.context());
      const watch = watchLivePage(page);

      await page.goto(`${base}/store`);
      await page.evaluate((items) => {
        const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
        localStorage.setItem(`site-cart:${tenant}`, JSON.stringify({ version: 1, items }));
      }, DEFAULT_LINES);
      await recordLayoutShifts(page);
      await page.goto(`${base}/store/checkout`);
      const checkout = await upgraded(page, 'store-checkout');
      // The express buttons above the form arrive into the room the page kept for them: nothing moves.
      const express = page.locator('store-express-checkout');
      await express.frameLocator('iframe[title="Secure express checkout frame"]').getByRole('button', { name: 'Google Pay' }).waitFor({ timeout: 10_000 });
      await express.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: 'PayPal' }).waitFor({ timeout: 10_000 });
      await express.getByText('Express checkout').waitFor();
      const shifts = await layoutShifts(page);
      assert.equal(totalShift(shifts), 0, `the checkout moved while the express buttons loaded: ${describeShifts(shifts)}`);

      const contact = checkout.locator('section[data-step="contact"]');
      await contact.getByLabel('Email').fill('ada@example.com');
      await contact.getByRole('button', { name: 'Continue' }).click();
      const shipping = checkout.locator('section[data-step="shipping"]');
      await shipping.getByLabel('First name').fill('Ada');
      await shipping.getByLabel('Last name').fill('Lovelace');
      await addressBySuggestion(shipping, asked);
      await shipping.getByRole('button', { name: 'Continue' }).click();
      await shipping.getByRole('button', { name: 'Edit Shipping Address' }).waitFor();

      const card = await choose(checkout, 'Credit or debit card', 'stripe');
      await card.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number').waitFor({ timeout: 10_000 });
      assert.ok(await card.getByRole('button', { name: /^Pay / }).isEnabled(), 'Pay is enabled once the Payment Element is ready');

      const wallet = await choose(checkout, 'PayPal', 'paypal');
      await wallet.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: 'PayPal' }).waitFor({ timeout: 10_000 });

      const urls = asked.urls;
      assert.ok(urls.includes('https://js.stripe.com/endive/stripe.js'), `loadStripe asked for Stripe.js: ${urls.join(', ')}`);
      assert.ok(
        urls.some((url) => url.startsWith(`https://www.paypal.com/sdk/js?client-id=${KEYS.PAYPAL_CLIENT_ID}&`)),
        `loadScript asked for the PayPal SDK with the configured client id: ${urls.join(', ')}`,
      );
      assert.ok(
        urls.some((url) => url.startsWith('https://maps.googleapis.com/maps/api/js?') && new URL(url).searchParams.get('key') === KEYS.GOOGLE_MAPS_API_KEY),
        `importLibrary asked for the Maps API with the configured key: ${urls.join(', ')}`,
      );
      await watch.expectClean();
    } finally {
      await server.stop();
    }
  },
  { timeout: 120_000 },
);

test(
  'live providers: with real Stripe keys, the product page and the cart drawer show express checkout (Stripe.js through loadStripe, its frame mounted) under the site’s CSP and Trusted Types',
  async ({ page }) => {
    const server = await startDemoServer({ env: KEYS });
    try {
      const asked = await answerProviders(page.context());
      const watch = watchLivePage(page);

      await recordLayoutShifts(page);
      await page.goto(`${server.baseURL}/store/product/NW-BOO-017`);
      // The product page loads express checkout on the visitor's first input (data-load="interaction").
      await page.mouse.move(20, 20);
      const express = await upgraded(page, 'store-express-checkout');
      await express.frameLocator('iframe[title="Secure express checkout frame"]').getByRole('button', { name: 'Google Pay' }).waitFor({ timeout: 10_000 });
      await express.getByText('Express checkout').waitFor();
      const box = await express.boundingBox();
      assert.ok(box && box.height > 0, 'the express area takes room once a wallet is ready');
      // A mouse move is no input that excuses a shift: the product's details below must not move when the buttons arrive.
      const shifts = await layoutShifts(page);
      assert.equal(totalShift(shifts), 0, `the product page moved while the express buttons loaded: ${describeShifts(shifts)}`);

      // The cart drawer shows the cart's express buttons through site-cart's actions slot.
      await page.locator('store-product').getByRole('button', { name: 'Add to Cart' }).click();
      await page.locator('site-cart').getByRole('button', { name: /^Open cart/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.frameLocator('iframe[title="Secure express checkout frame"]').getByRole('button', { name: 'Google Pay' }).waitFor({ timeout: 10_000 });
      const scripts = asked.urls.filter((url) => url.startsWith('https://js.stripe.com/endive/stripe.js'));
      assert.equal(scripts.length, 1, `loadStripe asked for Stripe.js once: ${asked.urls.join(', ')}`);
      await watch.expectClean();
    } finally {
      await server.stop();
    }
  },
  { timeout: 120_000 },
);
