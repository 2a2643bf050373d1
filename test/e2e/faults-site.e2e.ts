/**
 * Faults on the site journeys (issue #10): browse, cart, search, newsletter and form. Each test
 * breaks one API route for its own browser context only (faults-support.ts) and checks that the
 * shopper sees the catalogue's message, can keep going, that a retry works and that nothing is
 * stored twice.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import { upgraded } from './upgraded.ts';
import { clearFaults, countRequests, findRecords, injectFaults } from './faults-support.ts';

const SERVER_MESSAGE = 'Something went wrong on the server.';

test('faults browse: the product grid says it could not load, stays usable, and Try again loads it', async ({ page, baseURL }) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/storefront/products', kind: '500' });
  const calls = countRequests(page, 'GET', '/api/storefront/products');
  await grid.locator('.store-grid__select').selectOption('price-low');
  const error = grid.locator('[data-kind="error"]');
  await error.filter({ hasText: `Products could not be loaded: ${SERVER_MESSAGE}` }).waitFor({ timeout: 15_000 });
  assert.equal(calls(), 3, 'a GET is retried twice by itself before the shopper is told');
  await expectNoAxeViolations(page);

  await clearFaults(page, baseURL);
  await grid.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => {
    const prices = Array.from(document.querySelectorAll('.store-grid__price')).map((p) => Number(p.firstChild?.textContent?.replace(/[^\d.]/g, '')));
    return prices.length > 1 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
  });
  assert.equal(await error.count(), 0, 'the message goes once the products load');
  // Still usable: another choice loads too.
  await grid.locator('.store-grid__chip', { hasText: 'Books' }).click();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.store-grid__category')).every((p) => p.textContent === 'Books'));
});

test('faults browse: a dropped connection and a malformed answer both leave a retryable grid', async ({ page, baseURL }) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  // Chromium itself silently resends a request whose kept-alive connection died, so a drop counted
  // in `times` is not deterministic: drop every request until the message shows, then stop.
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/storefront/products', kind: 'drop' });
  await grid.locator('.store-grid__select').selectOption('price-high');
  const error = grid.locator('[data-kind="error"]').filter({ hasText: /^Products could not be loaded: .+/ });
  await error.waitFor({ timeout: 15_000 });
  await clearFaults(page, baseURL);
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/storefront/products', kind: 'malformed-json', times: 1 });
  await grid.getByRole('button', { name: 'Try again' }).click();
  await error.waitFor({ timeout: 15_000 });
  await grid.getByRole('button', { name: 'Try again' }).click();
  await grid.locator('.store-grid__card').first().waitFor();
  assert.equal(await grid.locator('[data-kind="error"]').count(), 0);
});

test('faults browse: a transient server error is retried by itself and the shopper never sees it', async ({ page, baseURL }) => {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/storefront/products', kind: '500', times: 1 });
  await grid.locator('.store-grid__chip', { hasText: 'Toys' }).click();
  await page.waitForFunction(() => {
    const categories = Array.from(document.querySelectorAll('.store-grid__category'));
    return categories.length > 0 && categories.every((p) => p.textContent === 'Toys');
  });
  assert.equal(await grid.locator('[data-kind="error"]').count(), 0);
});

test('faults cart: the server cannot save the cart; the shopper is told, the cart is kept, the retry gives a working link', async ({ page, context, baseURL }) => {
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/storefront/cart/save', kind: '500' });
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.getByRole('button', { name: /^Add to Cart\s?: Plush Otter$/ }).click();
  const fab = page.locator('site-cart button[aria-label^="Open cart"]');
  await page.locator('site-cart button[aria-label^="Open cart, 1 item"]').click();
  await page.getByRole('button', { name: 'Copy cart link' }).click();
  await page.locator('site-toast [role="status"]', { hasText: 'The cart link could not be created. Please try again.' }).waitFor({ timeout: 20_000 });
  const drawer = page.locator('site-cart dialog[open]');
  assert.match((await drawer.textContent()) ?? '', /Plush Otter/, 'the cart is kept');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.reload();
  await upgraded(page, 'site-cart');
  await page.locator('site-cart button[aria-label^="Open cart, 1 item"]').waitFor();
  assert.match((await fab.getAttribute('aria-label')) ?? '', /^Open cart, 1 item$/, 'kept across a reload too');

  await clearFaults(page, baseURL);
  await fab.click();
  await page.getByRole('button', { name: 'Copy cart link' }).click();
  const link = await page.locator('site-cart input[readonly]').inputValue({ timeout: 15_000 });
  assert.match(link, /\/store\?cart=cart_/);
  const browser = context.browser();
  assert.ok(browser);
  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await other.locator('site-cart button[aria-label^="Open cart, 1 item"]').waitFor();
  } finally {
    await fresh.close();
  }
});

test('faults search: a server error shows the server message in the toast and an empty result; the next search works', async ({ page, baseURL }) => {
  await openSearchPage(page);
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/search-data', kind: '500' });
  await page.keyboard.press('/');
  const box = page.getByRole('combobox');
  await box.waitFor({ state: 'visible' });
  await box.fill('aurora');
  await page.locator('site-toast [role="status"]', { hasText: SERVER_MESSAGE }).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByRole('option').count(), 0, 'an empty result');
  assert.equal(await box.inputValue(), 'aurora', 'the words are kept');
  await clearFaults(page, baseURL);
  await box.fill('aurora headphones');
  await page.getByRole('option').first().waitFor({ timeout: 10_000 });
  assert.match((await page.getByRole('option').first().textContent()) ?? '', /Aurora Wireless Headphones/);
});

test('faults search: a malformed answer is an error in the toast, never a crash', async ({ page, baseURL }) => {
  await openSearchPage(page);
  await injectFaults(page, baseURL, { method: 'GET', path: '/api/search-data', kind: 'malformed-json', times: 1 });
  await page.keyboard.press('/');
  const box = page.getByRole('combobox');
  await box.fill('merino');
  await page.locator('site-toast [role="status"]').filter({ hasText: 'The server sent an unexpected answer' }).first().waitFor({ timeout: 15_000 });
  await box.fill('merino t-shirt');
  await page.getByRole('option').first().waitFor({ timeout: 10_000 });
});

test('faults newsletter: a server error says "We could not subscribe you", keeps the address, and the retry stores one subscriber', async ({ page, baseURL }) => {
  const address = `faults-${randomUUID().slice(0, 8)}@example.com`;
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/forms/newsletter', kind: '500' });
  await page.goto('/docs');
  await upgraded(page, 'site-footer');
  const email = page.locator('site-footer input[type="email"]');
  await email.fill(address);
  await page.locator('site-footer button[type="submit"]').click();
  await page
    .locator('site-footer [role="alert"]')
    .filter({ hasText: `We could not subscribe you: ${SERVER_MESSAGE} Please try again.` })
    .waitFor({ timeout: 15_000 });
  assert.equal(await email.inputValue(), address, 'the address is kept');
  await expectNoAxeViolations(page);
  await clearFaults(page, baseURL);
  await page.locator('site-footer button[type="submit"]').click();
  await page.locator('site-footer [role="status"]').filter({ hasText: 'Thank you for subscribing' }).waitFor({ timeout: 10_000 });
  assert.equal((await findRecords(page, 'newsletter_subscriber', { email: address })).length, 1);
});

test('faults newsletter: a dropped answer after the server stored it is retried by itself: one subscriber, thanked', async ({ page, baseURL }) => {
  const address = `faults-${randomUUID().slice(0, 8)}@example.com`;
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/forms/newsletter', kind: 'drop', when: 'after', times: 1 });
  await page.goto('/docs');
  await upgraded(page, 'site-footer');
  await page.locator('site-footer input[type="email"]').fill(address);
  await page.locator('site-footer button[type="submit"]').click();
  // The retry carries the first attempt's Idempotency-Key, so it gets the first answer: a new subscriber, thanked.
  await page.locator('site-footer [role="status"]').filter({ hasText: 'Thank you for subscribing' }).waitFor({ timeout: 15_000 });
  assert.doesNotMatch((await page.locator('site-footer [role="status"]').textContent()) ?? '', /already/i);
  assert.equal(await page.locator('site-footer [role="alert"]').textContent(), '');
  assert.equal((await findRecords(page, 'newsletter_subscriber', { email: address })).length, 1);
});

/** Opens the home page and waits for its search button to upgrade (the loader starts on first input). */
async function openSearchPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.keyboard.press('Shift');
  // The element's own view, not the server-rendered first view the page starts with.
  await upgraded(page, 'site-search', 15_000);
}

/**
 * The contact form of the second tenant: its submissions stay out of the first tenant's records,
 * which navigation.e2e.ts counts.
 */
const CONTACT = '/contact?org=harbor';

/** Fills the demo's contact form with a message that names this test. */
async function fillContact(page: Page, message: string): Promise<void> {
  const form = page.locator('site-form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('order');
  await form.getByRole('textbox', { name: 'Order number' }).fill('NW-1042');
  await form.getByRole('radio', { name: 'By email' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('checkbox', { name: 'I agree that you store my message to answer it' }).check();
}

async function submissionsWith(page: Page, message: string): Promise<number> {
  const records = await findRecords<{ data: { values: Record<string, unknown> } }>(page, 'form_submission', {}, 'harbor');
  return records.filter((r) => r.data.values.message === message).length;
}

test('faults form: a server error says "Your answers could not be sent", keeps every answer, and the retry stores one submission', async ({ page, baseURL }) => {
  const message = `Where is my parcel? ${randomUUID()}`;
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/forms/contact/submissions', kind: '500' });
  await page.goto(CONTACT);
  await upgraded(page, 'site-form');
  await fillContact(page, message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page
    .locator('site-form [role="alert"]')
    .filter({ hasText: `Your answers could not be sent: ${SERVER_MESSAGE} Please try again.` })
    .waitFor({ timeout: 15_000 });
  const form = page.locator('site-form');
  assert.equal(await form.getByRole('textbox', { name: 'Message' }).inputValue(), message, 'the answers are kept');
  assert.equal(await form.getByRole('textbox', { name: 'Order number' }).inputValue(), 'NW-1042');
  await expectNoAxeViolations(page);
  await clearFaults(page, baseURL);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: 'Your message is on its way' }).waitFor({ timeout: 10_000 });
  assert.equal(await submissionsWith(page, message), 1);
});

test('faults form: answers lost after the server stored them (every retry too) fail, and Send again stores one submission', async ({ page, baseURL }) => {
  const message = `Lost answer ${randomUUID()}`;
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/forms/contact/submissions', kind: 'drop', when: 'after' });
  await page.goto(CONTACT);
  await upgraded(page, 'site-form');
  await fillContact(page, message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.locator('site-form [role="alert"]').filter({ hasText: /^Your answers could not be sent: .+ Please try again\.$/ }).waitFor({ timeout: 15_000 });
  await clearFaults(page, baseURL);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: 'Your message is on its way' }).waitFor({ timeout: 10_000 });
  assert.equal(await submissionsWith(page, message), 1, 'one submission for one action, however many tries');
});

test('faults form: after a lost answer the visitor edits an answer and sends again: the edited answers are stored, never refused', async ({ page, baseURL }) => {
  const message = `First words ${randomUUID()}`;
  const edited = `${message} (edited)`;
  await injectFaults(page, baseURL, { method: 'POST', path: '/api/forms/contact/submissions', kind: 'drop', when: 'after' });
  await page.goto(CONTACT);
  await upgraded(page, 'site-form');
  await fillContact(page, message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.locator('site-form [role="alert"]').filter({ hasText: /^Your answers could not be sent: .+/ }).waitFor({ timeout: 15_000 });
  await clearFaults(page, baseURL);
  await page.locator('site-form').getByRole('textbox', { name: 'Message' }).fill(edited);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: 'Your message is on its way' }).waitFor({ timeout: 10_000 });
  assert.equal(await submissionsWith(page, edited), 1, 'the edited answers are stored once');
});
