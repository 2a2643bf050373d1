import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { addFromStore, choose, confirmationReference, fillCustomer } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, signInAsStaff, startDemoServer, test } from './harness.ts';
import { freePort } from '../helpers/free-port.ts';

const CREDENTIALS = { APP_ID: 'e2e-shell', APP_KEY: 'e2e-shell-key-0123456789', APP_SECRET: 'e2e-shell-secret-0123456789' };

async function enterCard(panel: Locator): Promise<void> {
  const element = panel.getByRole('group', { name: 'Card details (payment provider simulator)' });
  await element.getByLabel('Card number').fill('4242 4242 4242 4242');
  await element.getByLabel('Expiration (MM/YY)').fill('1234');
  await element.getByLabel('Security code').fill('123');
}

/** Page errors and console errors of a page the harness does not watch (it is on the shell's address). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => void (message.type() === 'error' && problems.push(`console: ${message.text()}`)));
  return problems;
}

test(
  'platform mode: a shopper buys through a page shell in front of the platform, staff see the order there, and the pages speak Spanish',
  async ({ context }) => {
    const port = await freePort();
    const shellUrl = `http://localhost:${port}`;
    // The platform is told the site's public address (its links, e-mails and own-origin checks), as in production.
    const platform = await startDemoServer({ env: { ...CREDENTIALS, SITE_URL: shellUrl } });
    const shell = await startDemoServer({ env: { ...CREDENTIALS, PORT: String(port), APP_ENGINE_HOST: platform.baseURL } });
    const browser = context.browser();
    assert.ok(browser);
    const visitor = await browser.newContext({ baseURL: shell.baseURL });
    try {
      assert.match(shell.output(), /Platform mode: pages rendered with the data of http:\/\/localhost:\d+/);
      const page = await visitor.newPage();
      const problems = problemsOf(page);
      await addFromStore(page, 'Nimbus USB-C Charging Hub');
      await page.goto('/store/checkout');
      const checkout = await upgraded(page, 'store-checkout');
      await checkout.locator('aside').waitFor({ timeout: 10_000 });
      await fillCustomer(checkout, 'shell.shopper@example.com');
      const panel = await choose(checkout, 'Credit or debit card', 'stripe');
      await enterCard(panel);
      await panel.getByRole('button', { name: /^Pay \$/ }).click();
      const reference = await confirmationReference(page);
      assert.match(reference, /^pi_sim_/);
      assert.equal(new URL(page.url()).origin, shell.baseURL, 'the shopper never left the shell');
      await page.locator('store-order-confirmation [data-status]', { hasText: 'Paid' }).waitFor({ timeout: 20_000 });

      // A reload is rendered by the shell, which finds the order with its app token.
      await page.reload();
      const heading = await page.locator('main h1').first().textContent();
      assert.match(heading ?? '', /^Order NW-1\d{5}$/);
      const number = (heading ?? '').replace('Order ', '');
      await expectNoAxeViolations(page);

      // The platform's staff pages, forwarded: the new order is there.
      const staff = await visitor.newPage();
      await signInAsStaff(staff);
      await staff.goto('/staff/orders');
      await staff.getByText(number).first().waitFor();
      assert.match(await staff.locator('header').first().innerText(), /Signed in as owner@northwind\.example/);
      await staff.close();

      await page.goto('/store?lang=es');
      const grid = await upgraded(page, 'store-product-grid');
      await grid
        .getByRole('button', { name: /^Añadir al carrito/ })
        .first()
        .waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await visitor.close();
      await shell.stop();
      await platform.stop();
    }
  },
  { timeout: 120_000 },
);
