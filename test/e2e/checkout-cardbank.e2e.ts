import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { cardNumbersIn, choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders, watchForCardNumbers } from './checkout-journey.ts';

async function enterCard(panel: Locator, number: string): Promise<void> {
  await panel.getByLabel('Card number').fill(number);
  await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
  await panel.getByLabel('Security code (CVV)').fill('123');
}

/** Clicks Pay and returns the provider's action window the checkout opens. */
async function payAndCatchActionWindow(page: Page, panel: Locator): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  const action = await popup;
  await action.waitForLoadState();
  assert.match(action.url(), /\/sim\/cardbank\/action\/cbp_/);
  return action;
}

test('checkout card-and-bank-transfer: a card pays; the number goes only to the provider endpoint', async ({ page, context }) => {
  const watch = watchForCardNumbers(context);
  const sent: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/sim/cardbank/payments/process' && sent.push(...cardNumbersIn(r.postData() ?? ''))));
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
  await enterCard(panel, '4242424242424242');
  assert.equal(await panel.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Pay $113.59' }).click();
  const reference = await confirmationReference(page);
  assert.match(reference, /^cbp_/);
  const [order] = await orders.created();
  assert.equal((await readOrder(page, order?.id ?? '')).paymentStatus, 'paid');
  assert.deepEqual(sent, ['4242424242424242']);
  assert.deepEqual(await watch.check(page), []);
});

test('checkout card-and-bank-transfer: requires_action opens the action page; Approve pays', async ({ page, context }) => {
  const watch = watchForCardNumbers(context);
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
  await enterCard(panel, '4000 0000 0000 3220');
  const action = await payAndCatchActionWindow(page, panel);
  await panel.getByText('Additional authentication required').waitFor();
  await expectNoAxeViolations(page);
  await action.getByRole('button', { name: 'Approve' }).click();
  await action.waitForLoadState();
  await action.close();
  await confirmationReference(page);
  assert.deepEqual(await watch.check(page), []);
});

test('checkout card-and-bank-transfer: Decline on the action page fails with the server message', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
  await enterCard(panel, '4000 0000 0000 3220');
  const action = await payAndCatchActionWindow(page, panel);
  await action.getByRole('button', { name: 'Decline' }).click();
  await action.waitForLoadState();
  await action.close();
  await page.locator('site-toast [role="status"]', { hasText: 'Payment failed: The authentication was declined.' }).waitFor({ timeout: 10_000 });
  await panel.getByText('The authentication was declined.').waitFor();
  await expectNoAxeViolations(page);
});

test('checkout card-and-bank-transfer: a bank transfer goes through the bank page', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
  await panel.getByRole('radio', { name: 'Bank transfer' }).check();
  assert.equal(await panel.getByLabel('Bank', { exact: true }).locator('option').count(), 18, 'a prompt and 17 banks');
  await panel.getByLabel('Bank', { exact: true }).selectOption('WELLS');
  const action = await payAndCatchActionWindow(page, panel);
  await action.getByRole('button', { name: 'Approve' }).click();
  await action.waitForLoadState();
  await action.close();
  await confirmationReference(page);
});
