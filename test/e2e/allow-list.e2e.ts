/**
 * Redirect and action addresses outside the allow-list are refused with a visible error (issue #10,
 * Security): the provider's answers are rewritten on the wire to point elsewhere, as a compromised or
 * misconfigured provider would, and the checkout's card-and-bank-transfer and multi-method payments
 * and the booking widget's reservation payment must show an error, open no window and send no
 * request to that host.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from './harness.ts';
import { choose, fillCustomer, openCheckoutWith } from './checkout-journey.ts';
import { clickButton, fill, switchMode, widgetOf } from './booking-support.e2e.ts';

const BLOCKED = 'The payment page address is not allowed, so it was not opened.';

/** Counts requests to hosts other than the demo site and pages other than the first one. */
function watchEscapes(context: BrowserContext, page: Page): () => string[] {
  const escapes: string[] = [];
  const site = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).hostname;
  context.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== site && host !== 'localhost' && host !== '127.0.0.1') escapes.push(`request to ${request.url()}`);
  });
  context.on('page', (opened) => escapes.push(`window opened: ${opened.url()}`));
  return () => escapes;
}

for (const actionUrl of ['https://evil.example/3ds', 'http://localhost:9/3ds', 'javascript:alert(1)']) {
  test(`allow-list: checkout card-and-bank-transfer refuses the action page ${actionUrl} with a visible error`, async ({ page, context }) => {
    const escapes = watchEscapes(context, page);
    await page.route('**/sim/cardbank/payments/process', (route) =>
      route.fulfill({ json: { status: 'requires_action', payment_id: 'cbp_outside', action_url: actionUrl } }),
    );
    const checkout = await openCheckoutWith(page);
    await fillCustomer(checkout);
    const panel = await choose(checkout, 'Card or bank transfer', 'cardbank');
    await panel.getByLabel('Card number').fill('4000 0000 0000 3220');
    await panel.getByLabel('Expiry (MM/YY)').fill('12/34');
    await panel.getByLabel('Security code (CVV)').fill('123');
    await panel.getByRole('button', { name: /^Pay / }).click();
    await panel.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
    assert.ok(await panel.getByRole('alert').filter({ hasText: BLOCKED }).isVisible());
    assert.match(page.url(), /\/store\/checkout$/);
    assert.deepEqual(escapes(), []);
  });
}

test('allow-list: checkout multi-method refuses a payment page on another host with a visible error', async ({ page, context }) => {
  const escapes = watchEscapes(context, page);
  await page.route('**/api/payments/multi/sessions', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { payment_url?: string };
    await route.fulfill({ response, json: { ...body, payment_url: 'https://evil.example/pay' } });
  });
  const checkout = await openCheckoutWith(page);
  await fillCustomer(checkout);
  const panel = await choose(checkout, 'Card, bank account, mobile wallet or crypto', 'multipay');
  await panel.getByRole('radio', { name: 'Crypto' }).check();
  await panel.getByRole('radio', { name: 'USDC' }).check();
  await panel.getByRole('button', { name: /^Pay / }).click();
  await panel.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
  assert.match(page.url(), /\/store\/checkout$/);
  assert.deepEqual(escapes(), []);
});

test('allow-list: the booking widget refuses a payment action page on another host with a visible error', async ({ page, context }) => {
  const escapes = watchEscapes(context, page);
  const api = (path: string, data: unknown) => page.request.post(`/api/reservations/${path}`, { data, headers: { orgid: 'northwind' } });
  let code = '';
  for (let i = 4; i < 12 && !code; i++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + i * 86_400_000);
    const { slots } = (await (await api('slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_styling', date })).json()) as {
      slots: { startTime: string; available: boolean }[];
    };
    const free = slots.find((s) => s.available);
    if (!free) continue;
    const answer = await page.request.post('/api/reservations/create', {
      data: {
        locationId: 'loc_nw_soho',
        serviceId: 'svc_nw_styling',
        date,
        time: free.startTime.slice(11, 16),
        startTime: free.startTime,
        customerName: 'Allow List',
        customerEmail: 'allow-list@example.com',
        customerPhone: '+1 212 555 0143',
      },
      headers: { orgid: 'northwind', 'idempotency-key': `e2e-allow-list-${Date.now()}` },
    });
    assert.equal(answer.status(), 201);
    code = ((await answer.json()) as { reservation: { confirmationCode: string } }).reservation.confirmationCode;
  }
  assert.ok(code, 'a styling slot was free');
  await page.route('**/sim/cardbank/payments/process', (route) =>
    route.fulfill({ json: { status: 'requires_action', payment_id: 'cbp_outside', action_url: 'https://evil.example/3ds' } }),
  );
  await page.goto('/book/meeting?org=northwind');
  await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
  await switchMode(page, 'Pay');
  await fill(page, 'Confirmation code', code);
  await fill(page, 'Email or phone used to book', 'allow-list@example.com');
  await clickButton(page, 'Find Reservation');
  await widgetOf(page).locator('[data-card-form]').waitFor({ timeout: 10_000 });
  await fill(page, 'Card number', '4000 0000 0000 3220');
  await fill(page, 'Expiry date', '1230');
  await fill(page, 'CVV', '123');
  await fill(page, 'Name on card', 'Allow List');
  await widgetOf(page).locator('[data-card-form] button[type="submit"]').click();
  const problem = widgetOf(page).locator('[data-payment-problem]');
  await problem.waitFor({ timeout: 10_000 });
  assert.ok(await problem.isVisible(), 'the refusal is shown');
  assert.equal(await widgetOf(page).locator('a[href*="evil.example"]').count(), 0, 'no link to the refused page');
  assert.deepEqual(escapes(), []);
});
