import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, signInAsStaff, test } from './harness.ts';
import { addFromStore, choose, confirmationReference, fillCustomer, openCheckoutWith, readOrder, recordOrders, type StoredLine } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';

test('checkout journey from /store: add a product, fill the customer steps, pay offline, pending_payment', async ({ page }) => {
  await addFromStore(page, 'Plush Otter');
  await page.locator('site-cart button[aria-label^="Open cart"]').click();
  await page.locator('site-cart dialog[open]').getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/store\/checkout$/);
  const checkout = await upgraded(page, 'store-checkout');
  await checkout.locator('aside li', { hasText: 'Plush Otter' }).waitFor();
  assert.match((await checkout.locator('aside dl').textContent()) ?? '', /Subtotal\$22\.00Shipping\$10\.00Tax\$1\.76Total\$33\.76/);
  await expectNoAxeViolations(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  await expectNoAxeViolations(page);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('radio', { name: 'Check' }).check();
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Place order' }).click();
  const reference = await confirmationReference(page);
  const [order] = await orders.created();
  assert.ok(order);
  const saved = await readOrder(page, order.id);
  assert.equal(saved.paymentStatus, 'pending_payment');
  assert.equal(saved.paymentIntentId, reference);
  assert.match(saved.paymentInstructions ?? '', /Mail a check for \$33\.76/);
  assert.equal(saved.total, 3376);
  const cart = await page.evaluate(() => localStorage.getItem(`site-cart:${document.querySelector('meta[name="site-tenant"]')?.getAttribute('content')}`));
  assert.match(cart ?? '', /"items":\[\]/, 'the cart is cleared');

  // The confirmation page reads the order from the server, and reads it again after a reload.
  for (const pass of ['first load', 'reload']) {
    if (pass === 'reload') await page.reload();
    const confirmation = await upgraded(page, 'store-order-confirmation');
    await confirmation.locator('h1', { hasText: `Order ${order.number}` }).waitFor();
    assert.equal(await confirmation.locator('[data-status]').textContent(), 'Awaiting payment', pass);
    assert.match((await confirmation.textContent()) ?? '', /How to pay.*Mail a check for \$33\.76/s, pass);
    assert.match((await confirmation.locator('dl').textContent()) ?? '', /Total\$33\.76/);
    assert.match((await confirmation.textContent()) ?? '', /12 Analytical Way/);
    assert.match((await confirmation.textContent()) ?? '', /Plush Otter/);
  }
  await expectNoAxeViolations(page);
});

test('order confirmation: an unknown payment reference answers 404 and says so', async ({ page }) => {
  const response = await page.goto('/store/order-confirmation/pi_does_not_exist');
  assert.equal(response?.status(), 404);
  const confirmation = await upgraded(page, 'store-order-confirmation');
  await confirmation.getByRole('alert').filter({ hasText: 'We could not find this order.' }).waitFor();
  assert.equal(await confirmation.getByRole('link', { name: 'Continue shopping' }).getAttribute('href'), '/store');
  await expectNoAxeViolations(page);
});

test('checkout: a double click on the pay button creates one order and one payment', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  let payments = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/payments/offline' && payments++));
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  await panel.getByRole('button', { name: 'Place order' }).dblclick();
  await confirmationReference(page);
  assert.equal(orders.requests.length, 1, 'one order request');
  assert.equal(payments, 1, 'one payment request');
});

test('checkout: a tampered order request (prices, totals, discount) changes nothing', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  await page.route('**/api/storefront/order/create', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown> & { items: Record<string, unknown>[] };
    body.items = body.items.map((item) => ({ ...item, price: 1 }));
    Object.assign(body, { subtotal: 1, tax: 0, shipping: 0, discount: 999999, discountCode: 'FREEBIE', total: 1, status: 'paid' });
    await route.continue({ postData: JSON.stringify(body) });
  });
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  await panel.getByRole('button', { name: 'Place order' }).click();
  await confirmationReference(page);
  const [order] = await orders.created();
  assert.ok(order);
  // The server's prices: 2 × $39.99 + $25.20 = $105.18 (the cart's stale $41.99 is ignored too);
  // free shipping over $100; 8% tax $8.41; no discount.
  assert.deepEqual([order.subtotal, order.shipping, order.tax, order.discount, order.total], [10518, 0, 841, 0, 11359]);
  assert.deepEqual(order.items.map((i) => i.price), [3999, 2520]);
  assert.equal(order.paymentStatus, 'unpaid', 'the create answer; the offline request made it pending');
});

test('checkout: a server error during payment leaves a retryable screen, and the retry pays the same order', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  let failures = 3; // the client retries a keyed POST twice on a 500: fail all three
  await page.route('**/api/payments/offline', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } }) });
    return route.continue();
  });
  const orders = recordOrders(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  const place = panel.getByRole('button', { name: 'Place order' });
  await place.click();
  await panel.getByRole('alert').filter({ hasText: 'Failed to create offline payment request' }).waitFor({ timeout: 15_000 });
  assert.equal(await place.isEnabled(), true, 'the shopper can try again');
  await expectNoAxeViolations(page);
  await place.click();
  await confirmationReference(page);
  assert.equal(orders.requests.length, 1, 'the retry reused the order');
});

test('checkout: a timeout while creating the order leaves a retryable screen', async ({ page }) => {
  const checkout = await openCheckoutWith(page);
  let aborts = 3;
  await page.route('**/api/storefront/order/create', async (route) => (aborts-- > 0 ? route.abort('timedout') : route.continue()));
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  await panel.getByRole('button', { name: 'Place order' }).click();
  await panel.getByRole('alert').filter({ hasText: 'Failed to create offline payment request' }).waitFor({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Place order' }).click();
  await confirmationReference(page);
});

const GIFT_LINES: StoredLine[] = [{ id: 'puzzle', sku: 'NW-TOY-023', name: 'Puzzle Planet 500 Pieces', price: 1800, quantity: 1 }];

test('checkout: gift card: empty, invalid, insufficient, then paid', async ({ page }) => {
  const checkout = await openCheckoutWith(page, GIFT_LINES);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Gift card', 'gift_card');
  const pay = panel.getByRole('button', { name: 'Pay $29.44' });
  await pay.click();
  await panel.getByRole('alert').filter({ hasText: 'Please enter a gift card code' }).waitFor();
  await panel.getByLabel('Gift card code').fill('nope-123');
  assert.equal(await panel.getByLabel('Gift card code').inputValue(), 'NOPE-123');
  await pay.click();
  await panel.getByRole('alert').filter({ hasText: 'Invalid gift card code' }).waitFor();
  await panel.getByLabel('Gift card code').fill('gift25');
  await pay.click();
  await panel.getByRole('alert').filter({ hasText: 'Insufficient Gift Card Balance' }).waitFor();
  await expectNoAxeViolations(page);
  await panel.getByLabel('Gift card code').fill('gift50');
  await pay.click();
  const reference = await confirmationReference(page);
  assert.match(reference, /^pay_/);
});

const SHOPPER = 'shopper@northwind.example';

/**
 * The newest sign-in code e-mailed to `email`, read the way the demo's staff read it: the owner signs
 * in, in a browser context of its own (the shopper's page never gets a staff session), and opens
 * /staff/outbox (demo mode without SMTP_URL).
 */
async function codeFromOutbox(page: Page, email: string): Promise<string> {
  const browser = page.context().browser();
  assert.ok(browser, 'the page belongs to a launched browser');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const staff = await context.newPage();
    await signInAsStaff(staff);
    await staff.goto('/staff/outbox');
    const subject = await staff.locator('li.outbox-message', { hasText: `To ${email}` }).first().locator('h2').textContent();
    const code = /sign-in code: (\d{6})$/.exec(subject ?? '')?.[1];
    assert.ok(code, `a sign-in code in the outbox subject "${subject ?? ''}"`);
    return code;
  } finally {
    await context.close();
  }
}

test('checkout: account balance: the customer signs in with the e-mailed code, sees an insufficient balance, then pays and signs out', async ({ page }) => {
  const expensive: StoredLine[] = [{ id: 'jacket', sku: 'NW-FAS-007', name: 'Summit Rain Jacket', price: 12665, quantity: 2 }];
  let checkout = await openCheckoutWith(page, expensive);
  await fillCustomer(checkout, SHOPPER);
  let panel = await choose(checkout, 'Account balance', 'account_balance');
  const email = panel.getByLabel('Account email');
  assert.equal(await email.inputValue(), SHOPPER, "the checkout's e-mail is offered");
  assert.equal(await panel.getByRole('button', { name: /^Pay / }).count(), 0, 'no Pay before signing in');
  assert.equal((await page.request.get('/api/payments/account-balance/me')).status(), 401, 'no balance without a customer session');
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Send code' }).click();
  const codeField = panel.getByLabel('6-digit code');
  await codeField.waitFor();
  assert.equal(await codeField.evaluate((el) => el === document.activeElement), true, 'focus moves to the code');
  assert.equal(await codeField.getAttribute('autocomplete'), 'one-time-code');
  await panel.getByText(`We sent a 6-digit code to ${SHOPPER}. It works for 10 minutes.`).waitFor();
  const code = await codeFromOutbox(page, SHOPPER);

  const wrong = code.replace(/.$/, (d) => String((Number(d) + 1) % 10));
  await codeField.fill(wrong);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await panel.getByRole('alert').filter({ hasText: 'That code is not valid. Check the email or ask for a new code.' }).waitFor();
  assert.equal(await codeField.inputValue(), wrong, 'the typed code is kept');
  assert.equal(await codeField.getAttribute('aria-invalid'), 'true');
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await panel.getByText(`Signed in as ${SHOPPER}.`).waitFor();
  await panel.getByText('Available balance: $250.00').waitFor();
  await panel.getByText('Insufficient Balance').waitFor();
  assert.equal(await panel.getByRole('button', { name: /^Pay / }).isDisabled(), true);
  await expectNoAxeViolations(page);

  // The session is the customer's: a new checkout in the same browser shows the balance straight away.
  checkout = await openCheckoutWith(page, GIFT_LINES);
  await fillCustomer(checkout, SHOPPER);
  panel = await choose(checkout, 'Account balance', 'account_balance');
  await panel.getByText('Available balance: $250.00').waitFor();
  const pay = panel.getByRole('button', { name: 'Pay $29.44' });
  assert.equal(await pay.isDisabled(), true, 'the confirmation checkbox is required');
  await panel.getByRole('checkbox', { name: 'I confirm paying $29.44 from my account balance.' }).check();
  await pay.click();
  await confirmationReference(page);
  const after = (await (await page.request.get('/api/payments/account-balance/me')).json()) as { userId: string; balance: number };
  assert.deepEqual({ userId: after.userId, balance: after.balance }, { userId: SHOPPER, balance: 25000 - 2944 });

  // Not you? Sign out: the balance asks for the sign-in again and the API refuses the balance.
  checkout = await openCheckoutWith(page, GIFT_LINES);
  await fillCustomer(checkout, SHOPPER);
  panel = await choose(checkout, 'Account balance', 'account_balance');
  await panel.getByText('Available balance: $220.56').waitFor();
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await panel.getByRole('button', { name: 'Send code' }).waitFor();
  assert.equal((await page.request.get('/api/payments/account-balance/me')).status(), 401);
});
