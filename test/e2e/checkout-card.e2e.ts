import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { cardNumbersIn, choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders, watchForCardNumbers } from './checkout-journey.ts';

/** Types a card into the card provider's (simulated) Payment Element. */
async function enterCard(panel: Locator, number: string): Promise<void> {
  const element = panel.getByRole('group', { name: 'Card details (payment provider simulator)' });
  await element.getByLabel('Card number').fill(number);
  await element.getByLabel('Expiration (MM/YY)').fill('1234');
  await element.getByLabel('Security code').fill('123');
}

test('checkout card: 4242 pays, the order is paid by the server, and no card number reaches our API, storage or console', async ({ page, context }) => {
  const watch = watchForCardNumbers(context);
  // The number does go to the provider (its simulator, outside /api): proof the scan would see it.
  const toProvider: string[] = [];
  page.on('request', (r) => void (r.url().includes('/sim/stripe/') && toProvider.push(...cardNumbersIn(r.postData() ?? ''))));
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  await enterCard(panel, '4242 4242 4242 4242');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  const reference = await confirmationReference(page);
  assert.match(reference, /^pi_sim_/);
  const [order] = await orders.created();
  assert.ok(order);
  const saved = await readOrder(page, order.id);
  assert.equal(saved.paymentStatus, 'paid');
  assert.equal(saved.paymentIntentId, reference);
  assert.ok(watch.requests() > 3, 'the scan saw the API requests');
  // Only the entered number is looked for: the provider's random ids can hold a Luhn-valid run of digits.
  assert.deepEqual(
    toProvider.filter((n) => n === '4242424242424242'),
    ['4242424242424242'],
    'the card number went to the provider, once',
  );
  await page.locator('store-order-confirmation [data-status]', { hasText: 'Paid' }).waitFor();
  assert.deepEqual(await watch.check(page), []);
});

test('checkout card: a declined card says so in a toast and in the panel, stays on the page, and another card pays the same order', async ({ page, context }) => {
  const watch = watchForCardNumbers(context);
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  await enterCard(panel, '4000 0000 0000 0002');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  await page.locator('site-toast [role="status"]', { hasText: 'Payment was not successful, please try again' }).waitFor();
  await panel.getByText('Your payment was not successful, please try again.').waitFor();
  // The toast's live region announces the failure; the panel's alert adds only the reason, so nothing is read twice.
  assert.equal((await panel.getByRole('alert').textContent())?.trim(), 'Your card was declined.');
  assert.equal(await page.locator('[role="alert"], [role="status"], [aria-live]').filter({ hasText: /not successful/ }).count(), 1);
  await expectNoAxeViolations(page);
  await enterCard(panel, '4242 4242 4242 4242');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  await confirmationReference(page);
  assert.equal(orders.requests.length, 1);
  assert.deepEqual(await watch.check(page), []);
});

test('checkout card: in Spanish a declined card shows the toast in Spanish, once', async ({ page }) => {
  const checkout = await openCheckoutWith(page, undefined, '/store/checkout?lang=es');
  const contact = checkout.locator('section[data-step="contact"]');
  await contact.getByLabel('Correo electrónico').fill('ada@example.com');
  await contact.getByRole('button', { name: 'Continuar' }).click();
  const shipping = checkout.locator('section[data-step="shipping"]');
  await shipping.getByLabel('Nombre', { exact: true }).fill('Ada');
  await shipping.getByLabel('Apellidos').fill('Lovelace');
  await shipping.getByLabel('Dirección', { exact: true }).fill('12 Analytical Way');
  await shipping.getByLabel('Ciudad').fill('Springfield');
  await shipping.getByLabel('Provincia o estado').fill('IL');
  await shipping.getByLabel('Código postal').fill('62701');
  await shipping.getByRole('button', { name: 'Continuar' }).click();
  const panel = await choose(checkout, 'Tarjeta de crédito o débito', 'stripe');
  await enterCard(panel, '4000 0000 0000 0002');
  await panel.getByRole('button', { name: /^Pagar / }).click();
  const toast = 'El pago no se ha completado; inténtalo de nuevo';
  await page.locator('site-toast [role="status"]', { hasText: toast }).waitFor();
  assert.equal(await page.locator('[role="alert"], [role="status"], [aria-live]').filter({ hasText: /no se ha completado/ }).count(), 1);
  await expectNoAxeViolations(page);
});

test('checkout card: a processing payment goes to the confirmation with the processing status', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  await enterCard(panel, '4000 0000 0000 0077');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  await confirmationReference(page);
  const [order] = await orders.created();
  assert.equal((await readOrder(page, order?.id ?? '')).paymentStatus, 'processing');
  const confirmation = page.locator('store-order-confirmation');
  await confirmation.locator('[data-status]', { hasText: 'Your payment is processing.' }).waitFor();
  await expectNoAxeViolations(page);
});

test('checkout card: the provider return page /store/checkout/success reads the intent from the server and finishes', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  // The intent's secret, read from the answer that created it on its way to the page: a body read from
  // the browser after the event is gone once the page has moved on to the confirmation (the test once
  // waited for it until it timed out).
  let resolveSecret: (secret: string) => void = () => undefined;
  const secretRead = new Promise<string>((resolve) => (resolveSecret = resolve));
  await page.route('**/api/storefront/payment-intent', async (route) => {
    const response = await route.fetch();
    resolveSecret(((await response.json()) as { client_secret: string }).client_secret);
    await route.fulfill({ response });
  });
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Credit or debit card', 'stripe');
  await enterCard(panel, '4000 0000 0000 0077');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  const intent = await confirmationReference(page);
  const secret = await secretRead;
  // The bank answers later (what a redirect-based payment does); the shopper comes back to the return URL.
  const settled = await page.request.post(`/sim/stripe/payment_intents/${intent}/settle`, { data: { client_secret: secret, outcome: 'succeeded' } });
  assert.equal(settled.status(), 200);
  await page.goto(`/store/checkout/success?payment_intent=${intent}&payment_intent_client_secret=${encodeURIComponent(secret)}&redirect_status=succeeded`);
  assert.equal(await confirmationReference(page), intent);
  await page.locator('store-order-confirmation [data-status]', { hasText: 'Paid' }).waitFor();
});

test('checkout card: the return page says so when the payment did not succeed', async ({ page }) => {
  await page.goto('/store/checkout/success?payment_intent=pi_sim_unknown&redirect_status=failed');
  await page.locator('store-checkout').getByRole('alert').filter({ hasText: /Unable to verify payment status|Something went wrong\./ }).waitFor();
  assert.equal(await page.locator('store-checkout').getByRole('link', { name: 'Back to checkout' }).getAttribute('href'), '/store/checkout');
  await expectNoAxeViolations(page);
});
