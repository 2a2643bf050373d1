import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { findRecords } from './faults-support.ts';
import { expectNoAxeViolations, test } from './harness.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layout-shifts.ts';
import { upgraded } from './upgraded.ts';

/** Presses Tab until `check` holds for the focused element (at most `max` presses). */
async function tabTo(page: Page, check: (el: HTMLElement) => boolean, what: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${check.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The text of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * Waits until every element tag on the page has upgraded. A harmless Shift press first stands for the
 * visitor's first input, which loads `data-load="interaction"` elements (the search button); each
 * element is scrolled into view, as a reader would, which loads `data-load="visible"` ones (the footer).
 */
async function allUpgraded(page: Page, tags: string[]): Promise<void> {
  await page.keyboard.press('Shift');
  for (const tag of tags) {
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await upgraded(page, tag, 15_000);
  }
}

test('navigation: by keyboard only through the header, the mega-menu and search to a product page', async ({ page }) => {
  await page.goto('/');
  await allUpgraded(page, ['site-header', 'site-mega-menu', 'site-search']);

  // Header: the Docs dropdown (disclosure navigation) to a documentation page.
  await tabTo(page, (el) => el.getAttribute('aria-label') === 'Docs submenu', 'the Docs submenu button');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Install');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Navigation list');
  await Promise.all([page.waitForURL('**/docs/navigation-list'), page.keyboard.press('Enter')]);
  await allUpgraded(page, ['site-header', 'site-docs-sidebar']);
  assert.equal(await page.locator('site-docs-sidebar a[aria-current="page"]').textContent(), 'Navigation list');
  assert.equal(await page.locator('site-header a[data-trail]').textContent(), 'Docs');

  // Back home through the brand link (Tab: skip link, then the brand).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'Northwind Outfitters');
  await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.keyboard.press('Enter')]);
  await allUpgraded(page, ['site-mega-menu', 'site-search']);

  // Mega-menu: open Shop, walk its panel, close it again.
  await tabTo(page, (el) => el.closest('site-mega-menu') !== null && el.textContent === 'Shop', 'the mega-menu Shop button');
  await page.keyboard.press('Enter');
  const shop = page.locator('site-mega-menu button', { hasText: 'Shop' });
  assert.equal(await shop.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Shop new arrivals');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.match(await focusedText(page), /^Electronics/);
  await page.keyboard.press('Escape');
  assert.equal(await shop.getAttribute('aria-expanded'), 'false');
  assert.equal(await focusedText(page), 'Shop');

  // Search: "/" opens it; type, choose the first result with ArrowDown, open it with Enter.
  await page.keyboard.press('/');
  const box = page.getByRole('combobox');
  await box.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
  await page.keyboard.type('aurora headphones');
  await page.getByRole('option').first().waitFor({ timeout: 10_000 });
  assert.match((await page.getByRole('option').first().textContent()) ?? '', /Aurora Wireless Headphones/);
  await page.keyboard.press('ArrowDown');
  assert.equal(await box.getAttribute('aria-activedescendant'), await page.getByRole('option').first().getAttribute('id'));
  await Promise.all([page.waitForURL('**/store/product/NW-ELE-001'), page.keyboard.press('Enter')]);
  assert.match((await page.locator('h1').first().textContent()) ?? '', /Aurora Wireless Headphones/);
});

test('navigation: subscribes to the newsletter from the footer and the address is stored', async ({ page }) => {
  await page.goto('/docs');
  await allUpgraded(page, ['site-footer']);
  const email = page.locator('site-footer input[type="email"]');
  await email.focus();
  await page.keyboard.type('e2e-reader@example.com');
  await page.keyboard.press('Enter');
  const status = page.locator('site-footer [role="status"]');
  await status.filter({ hasText: 'Thank you for subscribing' }).waitFor({ timeout: 10_000 });
  assert.equal((await status.textContent())?.trim(), 'Thank you for subscribing! Our news will go to e2e-reader@example.com.');
  assert.equal((await findRecords(page, 'newsletter_subscriber', { email: 'e2e-reader@example.com' })).length, 1);
  // Again: told kindly, still one record.
  await email.fill('E2E-Reader@example.com');
  await page.locator('site-footer button[type="submit"]').click();
  await status.filter({ hasText: 'already subscribed' }).waitFor({ timeout: 10_000 });
  await expectNoAxeViolations(page);
});

test('navigation: the contact form explains its errors, then is filled in and submitted', async ({ page }) => {
  await page.goto('/contact');
  await allUpgraded(page, ['site-form']);
  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'alert');
  assert.equal(await page.locator('site-form').getByRole('textbox', { name: 'Your name' }).getAttribute('aria-invalid'), 'true');
  await expectNoAxeViolations(page);

  const form = page.locator('site-form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('order');
  await form.getByRole('textbox', { name: 'Order number' }).fill('NW-1042');
  await form.getByRole('radio', { name: 'By email' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('Where is my parcel?');
  await form.getByRole('checkbox', { name: 'I agree that you store my message to answer it' }).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: 'Your message is on its way' }).waitFor({ timeout: 10_000 });
  // Other files on this worker's server send forms too: this message is the one stored with its answers, once.
  const records = await findRecords<{ data: { formId: string; values: Record<string, unknown> } }>(page, 'form_submission');
  const mine = records.filter((r) => r.data.values.message === 'Where is my parcel?');
  assert.equal(mine.length, 1);
  assert.equal(mine[0]?.data.formId, 'contact');
  assert.deepEqual(mine[0]?.data.values, { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'order', order: 'NW-1042', guests: null, visit: null, reply: 'email', message: 'Where is my parcel?', consent: true });
  await expectNoAxeViolations(page);
});

test('navigation: the form designer adds and orders a field and exports the schema', async ({ page }) => {
  await page.goto('/contact/designer');
  await page.getByRole('heading', { name: 'Form designer' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('New field type').selectOption('number');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Loyalty card number');
  const up = page.getByRole('button', { name: 'Move Loyalty card number up' });
  await up.click();
  await up.click();
  const schema = JSON.parse(await page.getByLabel('Form schema (JSON)').inputValue()) as { fields: { label: string; type: string }[] };
  assert.deepEqual(schema.fields.slice(-3).map((f) => f.label), ['Loyalty card number', 'Message', 'I agree that you store my message to answer it']);
  assert.equal(await page.locator('form').getByLabel('Loyalty card number').getAttribute('type'), 'number');
  await expectNoAxeViolations(page);
});

test('navigation: a site without search says so', async ({ page }) => {
  await page.goto('/?org=harbor');
  await allUpgraded(page, ['site-search']);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('haircut');
  await page.getByText('Search Not Configured').waitFor({ timeout: 10_000 });
  await expectNoAxeViolations(page);
});

test('navigation: links are in the server HTML before JavaScript', async ({ page }) => {
  const home = await (await page.request.get('/')).text();
  assert.match(home, /<site-header[^>]*>\s*<a href="\/" data-brand>/);
  assert.match(home, /<nav id="site-menu" aria-label="Main"><ul><li><a href="\/" aria-current="page">Home<\/a>/);
  assert.match(home, /<site-mega-menu[^>]*><script type="application\/json">/);
  assert.match(home, /<site-footer[^>]*>[\s\S]*<a href="\/privacy">Privacy Policy<\/a>/);
  const docs = await (await page.request.get('/docs/tabs')).text();
  assert.match(docs, /<site-docs-sidebar[^>]*>[\s\S]*<a href="\/docs\/tabs" aria-current="page">Tabs<\/a>/);
});

for (const width of [1280, 375]) {
  test(`navigation: upgrading header, menus, sidebar, tabs, form and footer shifts nothing (CLS 0) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    for (const [path, tags] of [
      ['/', ['site-header', 'site-mega-menu', 'site-search', 'site-footer']],
      ['/docs', ['site-header', 'site-docs-sidebar', 'site-tabs', 'site-nav-list', 'site-footer']],
      ['/contact', ['site-header', 'site-form', 'site-footer']],
    ] as const) {
      await page.goto(path);
      await allUpgraded(page, [...tags]);
      const shifts = await layoutShifts(page);
      assert.equal(totalShift(shifts), 0, `${path}: layout shift ${describeShifts(shifts)}`);
      await expectNoAxeViolations(page);
    }
  });
}
