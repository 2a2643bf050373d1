/**
 * No card number, security code or secret key anywhere it must not be, during every payment journey
 * (issue #10, Security): every request the browser sends to the demo server (address and body), the
 * page's localStorage, sessionStorage and cookies, every console message, and what the server prints.
 * The two provider-simulator endpoints that take the card (as Stripe's and the card-and-bank-transfer
 * provider's servers would) are the only requests allowed to carry it.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { startedDemoServers, test } from './harness.ts';
import { choose, confirmationReference, fillCustomer, openCheckoutWith } from './checkout-journey.ts';
import { bookingServer, clickButton, expectHeading, fill, stopBookingServer, switchMode, widgetOf } from './booking-support.e2e.ts';

/** The test card and a security code no page, id or price contains by chance. */
const CARD = '4242424242424242';
const CVC = '739';

/** Requests that are meant to carry the card: the provider simulators' own card endpoints. */
const CARD_ENDPOINTS = [/^\/sim\/stripe\/payment_intents\/[^/]+\/confirm$/, /^\/sim\/cardbank\/payments\/process$/];

/** What must never show up: the card in any spacing, the security code on its own, secret keys. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'card number', pattern: new RegExp(CARD.split('').join('(?:[\\s+-]|%20)*')) },
  { name: 'security code', pattern: new RegExp(`(?<![\\w.,$-])${CVC}(?![\\w.,])`) },
  { name: 'secret key', pattern: /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{4,}/ },
  { name: 'webhook secret', pattern: /\bwhsec_[A-Za-z0-9_]{4,}/ },
];

function findings(where: string, text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${name} in ${where}: ${text.slice(0, 300)}`);
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Watches a browser context and the demo servers; `leaks(page)` also reads the page's storage and cookies. */
function watchSecrets(context: BrowserContext): { leaks: (page: Page) => Promise<string[]>; scanned: () => number } {
  const found: string[] = [];
  let requests = 0;
  const logStart = startedDemoServers().map((server) => server.output().length);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.hostname.match(/^(localhost|127\.0\.0\.1)$/)) return;
    if (CARD_ENDPOINTS.some((endpoint) => endpoint.test(url.pathname))) return;
    requests++;
    found.push(...findings(`${request.method()} ${url.pathname}`, `${decoded(request.url())}\n${request.postData() ?? ''}`));
  });
  context.on('console', (message) => found.push(...findings(`console.${message.type()}`, message.text())));
  return {
    scanned: () => requests,
    leaks: async (page) => {
      // A string, not a function: tsx would add a `__name` helper the page does not have.
      const stored = await page.evaluate<string>(
        '[localStorage, sessionStorage].map((s) => Array.from({ length: s.length }, (_, i) => s.key(i) + "=" + s.getItem(s.key(i))).join("\\n")).join("\\n")',
      );
      found.push(...findings('storage', stored));
      for (const cookie of await context.cookies()) found.push(...findings(`cookie ${cookie.name}`, cookie.value));
      startedDemoServers().forEach((server, i) => found.push(...findings('server output', server.output().slice(logStart[i] ?? 0))));
      return found;
    },
  };
}

/** Proof the scan would see the card: it counts the card-endpoint requests that did carry it. */
function cardSentToProvider(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (CARD_ENDPOINTS.some((endpoint) => endpoint.test(path)) && FORBIDDEN[0]?.pattern.test(request.postData() ?? '')) sent++;
  });
  return () => sent;
}

async function checkoutUpToPayment(page: Page, label: string, gateway: string): Promise<Locator> {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  return choose(checkout, label, gateway);
}

test('payment secrets: checkout by card keeps the card and CVC out of our API, storage, cookies, console and server log', async ({ page, context }) => {
  const watch = watchSecrets(context);
  const sent = cardSentToProvider(page);
  const panel = await checkoutUpToPayment(page, 'Credit or debit card', 'stripe');
  const element = panel.getByRole('group', { name: 'Card details (payment provider simulator)' });
  await element.getByLabel('Card number').fill('4242 4242 4242 4242');
  await element.getByLabel('Expiration (MM/YY)').fill('1234');
  await element.getByLabel('Security code').fill(CVC);
  await panel.getByRole('button', { name: /^Pay / }).click();
  await confirmationReference(page);
  await page.locator('store-order-confirmation [data-status]').waitFor();
  assert.equal(sent(), 1, 'the card went to the provider endpoint');
  assert.ok(watch.scanned() > 3);
  assert.deepEqual(await watch.leaks(page), []);
});

test('payment secrets: checkout by card-and-bank-transfer keeps the card and CVV out of everything but the provider', async ({ page, context }) => {
  const watch = watchSecrets(context);
  const sent = cardSentToProvider(page);
  const panel = await checkoutUpToPayment(page, 'Card or bank transfer', 'cardbank');
  await panel.getByLabel('Card number').fill(CARD);
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('Security code (CVV)').fill(CVC);
  await panel.getByRole('button', { name: /^Pay / }).click();
  await confirmationReference(page);
  assert.equal(sent(), 1, 'the card went to the provider endpoint');
  assert.deepEqual(await watch.leaks(page), []);
});

test('payment secrets: checkout by wallet and by multi-method payment page leak no secret', async ({ page, context }) => {
  const watch = watchSecrets(context);
  const wallet = await checkoutUpToPayment(page, 'PayPal', 'paypal');
  await wallet.getByRole('button', { name: 'Pay with PayPal (simulator)' }).click();
  await wallet.getByRole('group', { name: 'PayPal (simulator) approval' }).getByRole('button', { name: 'Approve' }).click();
  await confirmationReference(page);
  assert.deepEqual(await watch.leaks(page), []);

  const multipay = await checkoutUpToPayment(page, 'Card, bank account, mobile wallet or crypto', 'multipay');
  await multipay.getByRole('radio', { name: 'Crypto' }).check();
  await multipay.getByRole('radio', { name: 'USDC' }).check();
  const popup = context.waitForEvent('page');
  await multipay.getByRole('button', { name: /^Pay / }).click();
  const paymentPage = await popup;
  await paymentPage.getByRole('button', { name: 'Complete payment' }).click();
  await paymentPage.waitForLoadState();
  await paymentPage.close();
  await confirmationReference(page);
  assert.deepEqual(await watch.leaks(page), []);
});

test(
  'payment secrets: paying a reservation keeps the card and CVV out of our API, storage, console and server log',
  async ({ page, context }) => {
    try {
      const { baseURL: base } = await bookingServer();
      const watch = watchSecrets(context);
      const sent = cardSentToProvider(page);
      const api = (path: string, data: unknown) => page.request.post(`${base}/api/reservations/${path}`, { data, headers: { orgid: 'northwind' } });
      let code = '';
      for (let i = 3; i < 10 && !code; i++) {
        const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + i * 86_400_000);
        const { slots } = (await (await api('slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_styling', date })).json()) as {
          slots: { startTime: string; available: boolean }[];
        };
        const free = slots.find((s) => s.available);
        if (!free) continue;
        const answer = await page.request.post(`${base}/api/reservations/create`, {
          data: {
            locationId: 'loc_nw_soho',
            serviceId: 'svc_nw_styling',
            date,
            time: free.startTime.slice(11, 16),
            startTime: free.startTime,
            customerName: 'Secret Keeper',
            customerEmail: 'secrets@example.com',
            customerPhone: '+1 212 555 0142',
          },
          headers: { orgid: 'northwind', 'idempotency-key': `e2e-secrets-${Date.now()}` },
        });
        assert.equal(answer.status(), 201);
        code = ((await answer.json()) as { reservation: { confirmationCode: string } }).reservation.confirmationCode;
      }
      assert.ok(code, 'a styling slot was free');
      await page.goto(`${base}/book/meeting?org=northwind`);
      await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
      await switchMode(page, 'Pay');
      await fill(page, 'Confirmation code', code);
      await fill(page, 'Email or phone used to book', 'secrets@example.com');
      await clickButton(page, 'Find Reservation');
      await widgetOf(page).locator('[data-card-form]').waitFor({ timeout: 10_000 });
      await fill(page, 'Card number', '4242 4242 4242 4242');
      await fill(page, 'Expiry date', '1230');
      await fill(page, 'CVV', CVC);
      await fill(page, 'Name on card', 'Secret Keeper');
      await widgetOf(page).locator('[data-card-form] button[type="submit"]').click();
      await expectHeading(page, 'Payment Successful', 15_000);
      assert.equal(sent(), 1, 'the card went to the provider endpoint');
      assert.deepEqual(await watch.leaks(page), []);
    } finally {
      await stopBookingServer();
    }
  },
  { timeout: 120_000 },
);
