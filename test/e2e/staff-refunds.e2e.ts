/**
 * Staff refunds against the real demo server (issue 19): a shopper's card order is paid through the
 * card simulator; staff, signed in through the plain form, refund part of it from /staff/orders (a
 * form that needs no JavaScript), read what happened after the redirect, and the order page then
 * says "Partially refunded"; the shopper's "Refund for order …" e-mail is in the outbox.
 */
import assert from 'node:assert/strict';
import { request as apiRequest } from 'playwright-core';
import { expectNoAxeViolations, signInAsStaff, staffRequest, test } from './harness.ts';

/** A Northwind order of one book paid by card through the simulator, as a shopper's browser would: its id, number and total. */
async function paidCardOrder(baseURL: string, email: string): Promise<{ id: string; number: string; total: number }> {
  const shopper = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { orgid: 'northwind', origin: baseURL } });
  try {
    const address = {
      firstName: 'Ada',
      lastName: 'Refund',
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      country: 'US',
    };
    const created = await shopper.post('/api/storefront/order/create', {
      data: {
        customerInfo: { email },
        shippingAddress: address,
        items: [{ sku: 'NW-BOO-017', quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const order = ((await created.json()) as { data: { id: string; number: string; total: number } }).data;
    const intent = (await (await shopper.post('/api/storefront/payment-intent', { data: { email, orderId: order.id } })).json()) as {
      paymentIntentId: string;
      client_secret: string;
    };
    const confirmed = await shopper.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
      data: { client_secret: intent.client_secret, simulate: 'succeeded' },
    });
    assert.ok(confirmed.ok(), await confirmed.text());
    return order;
  } finally {
    await shopper.dispose();
  }
}

test('staff refund part of a paid card order from /staff/orders; the order page says Partially refunded and the shopper is e-mailed', async ({
  page,
  baseURL,
}) => {
  const email = `refund.${Date.now()}@example.com`;
  const order = await paidCardOrder(baseURL, email);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await signInAsStaff(page);
  await page.goto('/staff/orders');
  const row = page.locator(`#order-${order.id}`);
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', new RegExp(`${order.number}.*${email}.*Paid`, 's'));
  await expectNoAxeViolations(page);

  const amount = row.getByLabel(/^Amount/);
  assert.equal(await amount.inputValue(), (order.total / 100).toFixed(2), 'prefilled with what can be refunded');
  await amount.fill('10.00');
  await row.getByLabel('Reason').fill('Scuffed cover');
  await Promise.all([page.waitForURL(/refund=rf_/), row.getByRole('button', { name: `Refund order ${order.number}` }).click()]);
  const notice = page.getByRole('status').filter({ hasText: 'Refunded $10.00' });
  assert.equal(
    (await notice.textContent())?.trim(),
    `Refunded $10.00 of order ${order.number} to the card or wallet it was paid with. The customer has been e-mailed.`,
  );
  assert.match((await row.textContent()) ?? '', new RegExp(`\\$10\\.00 of \\${dollars(order.total)}`));
  assert.equal(await row.getByLabel(/^Amount/).inputValue(), ((order.total - 1000) / 100).toFixed(2), 'the rest is what remains');
  await expectNoAxeViolations(page);

  await page.goto(`/store/order-confirmation/${order.id}`);
  const status = page.locator('store-order-confirmation [data-status]');
  await status.filter({ hasText: 'Partially refunded' }).waitFor({ timeout: 15_000 });
  assert.equal((await status.textContent())?.trim(), `Partially refunded: $10.00 of ${dollars(order.total)} refunded`);

  const staff = await staffRequest(baseURL);
  try {
    const deadline = Date.now() + 20_000;
    let outbox = '';
    while (Date.now() < deadline && !outbox.includes(`<h2>Refund for order ${order.number}</h2><p>To ${email}`)) {
      await new Promise((done) => setTimeout(done, 500));
      outbox = await (await staff.get('/staff/outbox?org=northwind')).text();
    }
    assert.ok(outbox.includes(`<h2>Refund for order ${order.number}</h2><p>To ${email}`), 'the refund e-mail reached the outbox');
  } finally {
    await staff.dispose();
  }
});
