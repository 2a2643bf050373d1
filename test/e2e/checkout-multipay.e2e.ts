import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders } from './checkout-journey.ts';

/** Clicks Pay and returns the provider's payment page the checkout opens. */
async function payAndCatchPaymentPage(page: Page, panel: Locator): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  const payment = await popup;
  await payment.waitForLoadState();
  assert.match(payment.url(), /\/sim\/multipay\/mps_/);
  return payment;
}

test('checkout multi-method: crypto session, the payment page completes it, the poll sees it', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card, bank account, mobile wallet or crypto', 'multipay');
  await panel.getByRole('radio', { name: 'Crypto' }).check();
  await panel.getByRole('radio', { name: 'USDC' }).check();
  await expectNoAxeViolations(page);
  const payment = await payAndCatchPaymentPage(page, panel);
  assert.match((await payment.textContent('body')) ?? '', /Cryptocurrency \(USDC\)/);
  await panel.getByText('Finish the payment in the window that opened.').waitFor();
  await expectNoAxeViolations(page);
  await payment.getByRole('button', { name: 'Complete payment' }).click();
  await payment.waitForLoadState();
  await payment.close();
  const reference = await confirmationReference(page);
  assert.match(reference, /^mps_/);
  const [order] = await orders.created();
  assert.equal((await readOrder(page, order?.id ?? '')).paymentStatus, 'paid');
});

test('checkout multi-method: a session left to expire says "Payment failed or expired" (next poll, within 5 s)', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card, bank account, mobile wallet or crypto', 'multipay');
  const payment = await payAndCatchPaymentPage(page, panel);
  await payment.getByRole('button', { name: 'Let it expire' }).click();
  await payment.waitForLoadState();
  // The window stays open: the regular 5-second poll finds the result.
  await panel.getByRole('alert').filter({ hasText: 'Payment failed or expired' }).waitFor({ timeout: 12_000 });
  await payment.close();
  assert.equal(await panel.getByRole('button', { name: 'Pay $113.59' }).isEnabled(), true);
  await expectNoAxeViolations(page);
});

test('checkout multi-method: a failed payment says "Payment failed or expired"', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card, bank account, mobile wallet or crypto', 'multipay');
  await panel.getByRole('radio', { name: 'Mobile wallet' }).check();
  const payment = await payAndCatchPaymentPage(page, panel);
  await payment.getByRole('button', { name: 'Fail payment' }).click();
  await payment.waitForLoadState();
  await payment.close();
  await panel.getByRole('alert').filter({ hasText: 'Payment failed or expired' }).waitFor({ timeout: 10_000 });
});
