/**
 * The order e-mail's link: a shopper places an offline order, the "Order received" e-mail (read from
 * the demo outbox, as staff read it) carries "View your order", and that link opens the order with
 * how to pay in a fresh browser that never saw the checkout (the shopper's phone).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { choose, confirmationReference, fillCustomer, openCheckoutWith, recordOrders } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';
import { staffRequest, test } from './harness.ts';

/** The "View your order" link of the e-mail `subject` to `email` in the demo outbox (waits for the job runner to send it). */
async function orderLinkFromOutbox(baseURL: string, email: string, subject: string): Promise<string> {
  const staff = await staffRequest(baseURL);
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const page = await (await staff.get('/staff/outbox?org=northwind')).text();
      const message = page.split('<li class="outbox-message">').find((item) => item.includes(`<h2>${subject}</h2>`) && item.includes(`To ${email}`));
      const link = message ? /View your order: (\S+?)(?=\s|<)/.exec(message)?.[1] : undefined;
      if (link) return link.replaceAll('&amp;', '&');
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error(`no "${subject}" e-mail to ${email} with "View your order" in the outbox`);
  } finally {
    await staff.dispose();
  }
}

/** A new browser context (no cookies, no storage) and its page. */
async function freshPage(page: Page): Promise<Page> {
  const browser = page.context().browser();
  assert.ok(browser, 'the page belongs to a launched browser');
  return (await browser.newContext()).newPage();
}

test("order link: the offline order's e-mail opens the order with how to pay in a fresh browser; a forged link does not", async ({ page, baseURL }) => {
  const email = `order.link.${Date.now()}@example.com`;
  const checkout = await openCheckoutWith(page);
  const orders = recordOrders(page);
  await fillCustomer(checkout, email);
  const panel = await choose(checkout, 'Pay offline (bank transfer, cash, check)', 'offline');
  await panel.getByRole('radio', { name: 'Check' }).check();
  await panel.getByRole('checkbox', { name: /I understand/ }).check();
  await panel.getByRole('button', { name: 'Place order' }).click();
  await confirmationReference(page);
  const [order] = await orders.created();
  assert.ok(order, 'the order was created');

  const link = new URL(await orderLinkFromOutbox(baseURL, email, `Order ${order.number} received`));
  assert.equal(link.origin, baseURL, "the link goes to the tenant's own site");
  assert.equal(link.pathname, `/store/order-confirmation/${order.id}`);
  assert.deepEqual([...link.searchParams.keys()].sort(), ['org', 'token'], 'no tracking parameters');

  const phone = await freshPage(page);
  try {
    const response = await phone.goto(link.toString());
    assert.equal(response?.status(), 200);
    assert.equal(response?.headers()['referrer-policy'], 'strict-origin-when-cross-origin', 'the token never leaves in a Referer to another site');
    const view = await upgraded(phone, 'store-order-confirmation');
    await view.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor({ timeout: 15_000 });
    assert.equal((await view.locator('[data-status]').textContent())?.trim(), 'Awaiting payment');
    await view.getByRole('heading', { name: 'How to pay' }).waitFor();
    assert.match((await view.textContent()) ?? '', /Mail a check for/);
    assert.match((await view.textContent()) ?? '', /Nimbus USB-C Charging Hub/);
    const stored = await phone.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    assert.ok(!stored.includes(link.searchParams.get('token') ?? '-'), 'the token is not kept in storage');

    const token = link.searchParams.get('token') ?? '';
    const forged = new URL(link);
    forged.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    await phone.goto(forged.toString());
    const refused = await upgraded(phone, 'store-order-confirmation');
    await refused.getByRole('alert').getByText('We could not find this order.').waitFor({ timeout: 15_000 });
    assert.doesNotMatch((await refused.textContent()) ?? '', /Mail a check for/);
  } finally {
    await phone.context().close();
  }
});
