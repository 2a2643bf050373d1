import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders } from './checkout-journey.ts';

/** Clicks the (simulated) PayPal button and makes the buyer's decision in its approval step. */
async function walletDecision(panel: Locator, decision: 'Approve' | 'Decline' | 'Cancel'): Promise<void> {
  await panel.getByRole('button', { name: 'Pay with PayPal (simulator)' }).click();
  await panel.getByRole('group', { name: 'PayPal (simulator) approval' }).getByRole('button', { name: decision }).click();
}

test('checkout wallet: approved in the wallet, captured by the server, order paid', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'PayPal', 'paypal');
  await panel.getByRole('button', { name: 'Pay with PayPal (simulator)' }).waitFor();
  await expectNoAxeViolations(page);
  await walletDecision(panel, 'Approve');
  const reference = await confirmationReference(page);
  const [order] = await orders.created();
  const saved = await readOrder(page, order?.id ?? '');
  assert.equal(saved.paymentStatus, 'paid');
  assert.equal(saved.paymentIntentId, reference);
});

test('checkout wallet: a canceled wallet says "Payment was canceled" and the shopper can pay again', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'PayPal', 'paypal');
  await walletDecision(panel, 'Cancel');
  await page.locator('site-toast [role="status"]', { hasText: 'Payment was canceled' }).waitFor();
  await panel.getByText('Payment was canceled').waitFor();
  // Announced once, by the toast: the panel keeps the words out of its alert.
  assert.equal((await panel.getByRole('alert').textContent())?.trim(), '');
  await expectNoAxeViolations(page);
  await walletDecision(panel, 'Approve');
  await confirmationReference(page);
  assert.equal(orders.requests.length, 1);
});

test('checkout wallet: a declined funding source shows the provider message', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'PayPal', 'paypal');
  await walletDecision(panel, 'Decline');
  await panel.getByRole('alert').filter({ hasText: /declined by the processor or bank/ }).waitFor();
});

test('checkout wallet: without a valid email the Customer Information Required panel shows', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const panel = await choose(checkout, 'PayPal', 'paypal');
  await panel.getByRole('alert').filter({ hasText: 'Customer Information Required' }).waitFor();
  assert.match((await panel.textContent()) ?? '', /Customer email is required and must be valid for wallet payments/);
  await expectNoAxeViolations(page);
});
