/**
 * Faults during checkout (issue #10), for each payment method (card, wallet, card-or-bank-transfer,
 * multi-method): the order submission fails (a 500, or the answer lost after the server created the
 * order), the panel shows a payment message of the catalogue, the shopper's details stay, and paying
 * again creates exactly one order for the session and pays it once.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, type ApiOrder } from './checkout-journey.ts';
import { clearFaults, countRequests, injectFaults, type Fault } from './faults-support.ts';

/** The payment texts of the storefront catalogue (outcomes and failures) a failed submission may show. */
const CATALOGUE = [
  'An unexpected error occurred.',
  'Something went wrong.',
  'Payment failed',
  'Payment processing failed',
  'Payment could not be processed',
  'Payment was not successful, please try again',
];

/** How one payment method is driven: start a payment, and pay for real once the server is back. */
interface Method {
  name: string;
  label: string;
  gateway: string;
  start(page: Page, panel: Locator): Promise<void>;
  finish(page: Page, panel: Locator): Promise<void>;
}

async function enterStripeCard(panel: Locator): Promise<void> {
  const element = panel.getByRole('group', { name: 'Card details (payment provider simulator)' });
  await element.getByLabel('Card number').fill('4242 4242 4242 4242');
  await element.getByLabel('Expiration (MM/YY)').fill('1234');
  await element.getByLabel('Security code').fill('123');
}

async function enterCardbankCard(panel: Locator): Promise<void> {
  await panel.getByLabel('Card number').fill('4242424242424242');
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('Security code (CVV)').fill('123');
}

const pay = (panel: Locator): Promise<void> => panel.getByRole('button', { name: 'Pay $113.59' }).click();

const METHODS: Method[] = [
  {
    name: 'card',
    label: 'Credit or debit card',
    gateway: 'stripe',
    start: async (_page, panel) => {
      await enterStripeCard(panel);
      await pay(panel);
    },
    finish: async (_page, panel) => pay(panel),
  },
  {
    name: 'wallet',
    label: 'PayPal',
    gateway: 'paypal',
    start: async (_page, panel) => panel.getByRole('button', { name: 'Pay with PayPal (simulator)' }).click(),
    finish: async (_page, panel) => {
      await panel.getByRole('button', { name: 'Pay with PayPal (simulator)' }).click();
      await panel.getByRole('group', { name: 'PayPal (simulator) approval' }).getByRole('button', { name: 'Approve' }).click();
    },
  },
  {
    name: 'card-or-bank-transfer',
    label: 'Card or bank transfer',
    gateway: 'cardbank',
    start: async (_page, panel) => {
      await enterCardbankCard(panel);
      await pay(panel);
    },
    finish: async (_page, panel) => pay(panel),
  },
  {
    name: 'multi-method',
    label: 'Card, bank account, mobile wallet or crypto',
    gateway: 'multipay',
    start: async (_page, panel) => {
      await panel.getByRole('radio', { name: 'Crypto' }).check();
      await panel.getByRole('radio', { name: 'USDC' }).check();
      await pay(panel);
    },
    finish: async (page, panel) => {
      const popup = page.context().waitForEvent('page');
      await pay(panel);
      const payment = await popup;
      await payment.waitForLoadState();
      await payment.getByRole('button', { name: 'Complete payment' }).click();
      await payment.waitForLoadState();
      await payment.close();
    },
  },
];

/** The orders of this browser session, read from the API. */
async function sessionOrders(page: Page): Promise<ApiOrder[]> {
  const response = await page.request.get('/api/storefront/orders');
  assert.equal(response.status(), 200, `GET orders answered ${response.status()}`);
  return ((await response.json()) as { data: ApiOrder[] }).data;
}

/** Waits for the panel's error notice and checks it is one of the catalogue's payment messages. */
async function expectCatalogueError(panel: Locator): Promise<string> {
  const alert = panel.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor({ timeout: 20_000 });
  const text = ((await alert.textContent()) ?? '').trim();
  assert.ok(
    CATALOGUE.some((message) => text.includes(message)),
    `the panel says a catalogue message, got ${JSON.stringify(text)}`,
  );
  return text;
}

/** Checks the shopper's details survived: still on the checkout, contact and address kept. */
async function expectDetailsKept(page: Page, checkout: Locator, email: string): Promise<void> {
  assert.equal(new URL(page.url()).pathname, '/store/checkout');
  const text = (await checkout.textContent()) ?? '';
  assert.ok(text.includes(email), 'the contact email is kept');
  assert.ok(text.includes('12 Analytical Way'), 'the shipping address is kept');
}

for (const method of METHODS) {
  for (const fault of [
    { title: 'a server error', rule: { method: 'POST', path: '/api/storefront/order/create', kind: '500' } as Fault },
    { title: 'an answer lost after the order was created', rule: { method: 'POST', path: '/api/storefront/order/create', kind: 'drop', when: 'after' } as Fault },
  ]) {
    test(`faults checkout ${method.name}: ${fault.title} on submitting the order shows the catalogue message, keeps the details, and the retry pays one order`, async ({
      page,
      baseURL,
    }) => {
      const email = `faults-${randomUUID().slice(0, 8)}@example.com`;
      const checkout = await openCheckoutWith(page);
      await fillCustomer(checkout, email);
      const panel = await choose(checkout, method.label, method.gateway);
      await injectFaults(page, baseURL, fault.rule);
      await method.start(page, panel);
      await expectCatalogueError(panel);
      await expectDetailsKept(page, checkout, email);
      await expectNoAxeViolations(page);

      await clearFaults(page, baseURL);
      await method.finish(page, panel);
      const reference = await confirmationReference(page);
      const orders = await sessionOrders(page);
      assert.equal(orders.length, 1, `exactly one order, got ${orders.length}`);
      const saved = await readOrder(page, orders[0]?.id ?? '');
      assert.equal(saved.paymentStatus, 'paid');
      assert.equal(saved.paymentIntentId, reference);
    });
  }
}

test('faults checkout card: the payment intent answer is lost after the server made it; the retry reuses it and pays once', async ({ page, baseURL }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  const intents = countRequests(page, 'POST', '/api/storefront/payment-intent');
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/storefront/payment-intent', kind: 'drop', when: 'after' });
  await enterStripeCard(panel);
  await pay(panel);
  await expectCatalogueError(panel);
  assert.ok(intents() >= 1);
  await clearFaults(page, baseURL);
  await pay(panel);
  const reference = await confirmationReference(page);
  const orders = await sessionOrders(page);
  assert.equal(orders.length, 1);
  assert.equal((await readOrder(page, orders[0]?.id ?? '')).paymentIntentId, reference);
});

test('faults checkout wallet: the capture answer is lost once; the client retries with the same key and the order is paid once', async ({ page, baseURL }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'PayPal', 'paypal');
  await injectFaults(page, baseURL, { method: 'POST', path: '^/api/payments/wallet/orders/[^/]+/capture$', kind: '500', when: 'after', times: 1 });
  const captures = countRequests(page, 'POST', /^\/api\/payments\/wallet\/orders\/[^/]+\/capture$/);
  await METHODS[1]?.finish(page, panel);
  const reference = await confirmationReference(page);
  assert.equal(captures(), 2, 'the lost answer was asked for again once');
  const orders = await sessionOrders(page);
  assert.equal(orders.length, 1);
  const saved = await readOrder(page, orders[0]?.id ?? '');
  assert.equal(saved.paymentStatus, 'paid');
  assert.equal(saved.paymentIntentId, reference);
});

test('faults checkout: a slow order submission (3 s) and a second click still pay one order', async ({ page, baseURL }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/storefront/order/create', kind: 'delay', ms: 3000 });
  await enterCardbankCard(panel);
  const orderCalls = countRequests(page, 'POST', '/api/storefront/order/create');
  await pay(panel);
  // An impatient second click while the order is on its way (the button may be busy: send it anyway).
  await panel.locator('button[type="submit"], button').filter({ hasText: /Pay|Processing/ }).first().dispatchEvent('click');
  await confirmationReference(page);
  assert.equal(orderCalls(), 1, 'one order request');
  assert.equal((await sessionOrders(page)).length, 1);
});

test(
  'faults checkout: an order answer held past the client timeout (15 s) is asked for again with the same key: one order, paid',
  async ({ page, baseURL }) => {
    const checkout = await openCheckoutWith(page);
    await fillCustomer(checkout);
    const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
    const orderCalls = countRequests(page, 'POST', '/api/storefront/order/create');
    await injectFaults(page, baseURL, { method: 'POST', path: '/api/storefront/order/create', kind: 'timeout', ms: 20_000, when: 'after', times: 1 });
    await enterCardbankCard(panel);
    await pay(panel);
    await page.waitForURL(/\/store\/order-confirmation\/[^/]+$/, { timeout: 40_000 });
    assert.equal(orderCalls(), 2, 'the timed-out request and one retry');
    const orders = await sessionOrders(page);
    assert.equal(orders.length, 1);
    assert.equal((await readOrder(page, orders[0]?.id ?? '')).paymentStatus, 'paid');
  },
  { timeout: 90_000 },
);
