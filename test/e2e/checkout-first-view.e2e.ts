/**
 * The checkout's server-rendered first view: without JavaScript the page shows the checkout form, the
 * tenant's payment methods (its inline JSON carries their names only) and an order summary that says
 * the order is loading (and that the checkout needs JavaScript); with it,
 * the element takes that view over without a layout shift, keeps what the shopper typed before its
 * code arrived, and fills in the summary from the cart.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEFAULT_LINES } from './checkout-journey.ts';
import { upgraded } from './upgraded.ts';
import { expectNoAxeViolations, test } from './harness.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';

/** Puts the default lines in the visitor's cart (localStorage, as the cart store keeps it), from a page of the site without a cart of its own. */
async function fillCart(page: Page): Promise<void> {
  await page.goto('/help');
  await page.evaluate((items) => {
    const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
    localStorage.setItem(`site-cart:${tenant}`, JSON.stringify({ version: 1, items }));
  }, DEFAULT_LINES);
}

for (const [lang, texts] of [
  ['en', { contact: 'Contact Information', email: 'Email', shipping: 'Shipping Address', payment: 'Payment', card: 'Credit or debit card', loading: 'Loading your order…' }],
  ['es', { contact: 'Información de contacto', email: 'Correo electrónico', shipping: 'Dirección de envío', payment: 'Pago', card: 'Tarjeta de crédito o débito', loading: 'Cargando tu pedido…' }],
] as const) {
  test(`checkout first view (${lang}): without JavaScript, the form and a summary that says the order is loading`, async ({ context, baseURL }) => {
    const browser = context.browser();
    assert.ok(browser);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await noScript.newPage();
    const response = await page.goto(`/store/checkout?lang=${lang}`);
    assert.equal(response?.status(), 200);
    const body = (await response?.text()) ?? '';
    const payload = /<store-checkout [^>]*><script type="application\/json">([^<]*)<\/script><site-element-root data-server="">/.exec(body);
    assert.ok(payload, 'the tag holds its inline JSON, then the server-rendered first view');
    const gateways = (JSON.parse(payload[1] ?? '') as { gateways: Record<string, unknown>[] }).gateways;
    assert.ok(gateways.length > 1);
    assert.ok(gateways.every((gateway) => Object.keys(gateway).join() === 'name'), 'each listed gateway carries its name only');
    const checkout = page.locator('store-checkout');
    await checkout.getByRole('heading', { name: texts.contact }).waitFor();
    assert.equal(await checkout.getByLabel(texts.email).count(), 1, 'the email field is there, with its label');
    assert.equal(await checkout.getByRole('heading', { name: texts.shipping }).count(), 1);
    assert.equal(await checkout.getByRole('heading', { name: texts.payment }).count(), 1);
    assert.equal(await checkout.getByRole('radio', { name: texts.card }).count(), 1, 'the payment methods are listed');
    assert.equal((await checkout.getByRole('status').first().textContent())?.trim(), texts.loading);
    // Playwright's text locators skip <noscript>; the page's rendered text shows it.
    if (lang === 'en') assert.match(await page.locator('main').innerText(), /The checkout needs JavaScript\. Back to the store/);
    await noScript.close();
  });
}

for (const [width, height] of [[1280, 800], [390, 844]] as const) {
  test(`checkout first view: with a cart, the upgrade and the priced summary move nothing (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await fillCart(page);
    await recordLayoutShifts(page);
    await page.goto('/store/checkout');
    const checkout = await upgraded(page, 'store-checkout');
    await checkout.locator('aside').waitFor({ timeout: 15_000 });
    assert.match((await checkout.locator('aside').textContent()) ?? '', /Nimbus USB-C Charging Hub/);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    const shifts = await layoutShifts(page);
    assert.equal(totalShift(shifts), 0, `layout shift ${describeShifts(shifts)}`);
  }, { timeout: 60_000 });
}

test('checkout first view: what the shopper types before the code arrives stays, and typing goes on in the same field', async ({ page }) => {
  await fillCart(page);
  // Hold the page's element code back until the shopper has typed into the server's email field.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/elements\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: wait only for the response, then for the server's field.
  await page.goto('/store/checkout', { waitUntil: 'commit' });
  const checkout = page.locator('store-checkout');
  const serverEmail = checkout.locator('site-element-root[data-server] input[type="email"]');
  await serverEmail.click();
  await page.keyboard.type('ada@exa');
  release();
  await upgraded(page, 'store-checkout');
  await checkout.locator('site-element-root[data-server]').waitFor({ state: 'detached', timeout: 15_000 });
  await page.keyboard.type('mple.com');
  const email = checkout.getByLabel('Email');
  assert.equal(await email.inputValue(), 'ada@example.com');
  await checkout.locator('section[data-step="contact"]').getByRole('button', { name: 'Continue' }).waitFor();
  await checkout.locator('aside').waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page);
}, { timeout: 60_000 });
