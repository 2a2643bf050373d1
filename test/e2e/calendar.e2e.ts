import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { bookThrough, dayInZone } from './booking-support.e2e.ts';
import { E2E_STAFF_PASSWORD, expectNoAxeViolations, signInAsStaff, test } from './harness.ts';
import { upgraded as upgradedTag } from './upgraded.ts';

const upgraded = (page: Page) => upgradedTag(page, 'site-calendar', 15_000);

const ZONE = 'America/New_York';

/** `YYYY-MM-DD` `days` after today in New York. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000);

/** Books a pickup at Northwind SoHo through the reference API on the first open day from `days` ahead; returns its code and day. */
async function bookPickup(page: Page, baseURL: string, name: string): Promise<{ code: string; date: string }> {
  for (let days = 2; days < 12; days++) {
    const date = dayAhead(days);
    for (const time of ['11:00', '13:00', '15:00']) {
      const response = await page.request.post(`${baseURL}/api/reservations/create`, {
        headers: { orgid: 'org_northwind', 'idempotency-key': `calendar-e2e-${name}-${date}-${time}` },
        data: { locationId: 'loc_nw_soho', serviceId: 'svc_nw_pickup', date, time, customerName: name, customerEmail: 'cal.e2e@example.com', customerPhone: '+1 212 555 0100' },
      });
      if (response.status() === 201 || response.status() === 200) {
        const body = (await response.json()) as { reservation: { confirmationCode: string } };
        return { code: body.reservation.confirmationCode, date };
      }
    }
  }
  throw new Error('no open pickup slot in the next 12 days');
}


test('calendar: staff sign in, switch views and see the reservations with their customers', async ({ page, baseURL }) => {
  const { code, date } = await bookPickup(page, baseURL, 'Grace Hopper');
  await signInAsStaff(page);
  await page.goto(`/calendar?calendar-date=${date}`);
  await upgraded(page);
  assert.equal(await page.locator('site-calendar h2').first().textContent(), new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`)));
  const cell = page.locator(`site-calendar [role="gridcell"][data-date="${date}"]`);
  await cell.locator('[data-event-id]').first().waitFor({ timeout: 10_000 });
  await expectNoAxeViolations(page, 'site-calendar');

  // Open the day with Enter on its cell: the day view lists the reservation; its details name the customer and code.
  await cell.focus();
  await page.keyboard.press('Enter');
  await page.locator('site-calendar [role="grid"] [role="row"]').nth(47).waitFor();
  assert.match(page.url(), /calendar-view=day/);
  const event = page.locator('site-calendar [data-event-id]').filter({ hasText: 'pickup' }).first();
  await event.click();
  const dialog = page.locator('site-calendar dialog[open]');
  await dialog.waitFor();
  const details = (await dialog.textContent()) ?? '';
  assert.ok(details.includes('Grace Hopper') && details.includes(code), `details show the customer and code: ${details}`);
  await page.keyboard.press('Escape');

  // Week and year views from the view dropdown.
  await page.locator('site-calendar select').selectOption('week');
  await page.locator('site-calendar [data-event-id]').first().waitFor();
  assert.match(page.url(), /calendar-view=week/);
  await page.locator('site-calendar select').selectOption('year');
  await page.locator('site-calendar [role="grid"]').nth(11).waitFor();
  assert.notEqual(await page.locator(`site-calendar [data-date="${date}"]`).getAttribute('data-density'), '0');
  await expectNoAxeViolations(page, 'site-calendar');
});

test('calendar: a reservation booked through the booking widget appears on the calendar', async ({ page }) => {
  await page.goto('/book/pickup');
  await page.locator('booking-widget [data-step-heading]').first().waitFor({ timeout: 15_000 });
  const { code, startTime } = await bookThrough(page, { from: dayInZone(ZONE, 2), serviceName: 'In-store pickup' });
  assert.ok(code, 'the widget showed a confirmation code');
  const date = startTime.slice(0, 10);
  await signInAsStaff(page);
  await page.goto(`/calendar?calendar-view=day&calendar-mode=calendar&calendar-date=${date}`);
  await upgraded(page);
  const chips = page.locator('site-calendar [data-event-id]');
  await chips.first().waitFor({ timeout: 10_000 });
  const texts: string[] = [];
  for (let i = 0; i < (await chips.count()); i++) {
    await chips.nth(i).click();
    const dialog = page.locator('site-calendar dialog[open]');
    await dialog.waitFor();
    texts.push((await dialog.textContent()) ?? '');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (texts.at(-1)?.includes(code)) break;
  }
  assert.ok(texts.some((t) => t.includes(code) && t.includes('Ada Lovelace')), `an event on ${date} names ${code}: ${texts.join(' | ')}`);
});

/** Records the text of every answer of `/api/calendar` the page receives, with its status. */
function calendarAnswers(page: Page): { status: number; body: string }[] {
  const answers: { status: number; body: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/calendar') return;
    void response.text().then(
      (body) => answers.push({ status: response.status(), body }),
      () => answers.push({ status: response.status(), body: '' }),
    );
  });
  return answers;
}

/** Waits until the page has received at least one calendar answer and read its body. */
async function received(page: Page, answers: readonly unknown[]): Promise<void> {
  for (let i = 0; i < 50 && answers.length === 0; i++) await page.waitForTimeout(100);
}

/** What a visitor must never see of a booking: the customer's name, e-mail and phone, and its code. */
const privateFields = (name: string, code: string) => [name, 'cal.e2e@example.com', '555 0100', code];

test('calendar: a visitor sees a sign-in prompt and no customer data; signing in from it comes back with the bookings', async ({ page, baseURL }) => {
  const { code, date } = await bookPickup(page, baseURL, 'Katherine Johnson');
  const answers = calendarAnswers(page);
  await page.goto(`/calendar?calendar-date=${date}`);
  await upgraded(page);
  const prompt = page.locator('site-calendar [data-sign-in]');
  await prompt.waitFor({ timeout: 10_000 });
  assert.equal(await prompt.getAttribute('role'), 'status');
  assert.match((await prompt.textContent()) ?? '', /Sign in as staff to see bookings\./);
  const link = prompt.getByRole('link', { name: 'Sign in' });
  const href = new URL((await link.getAttribute('href')) ?? '', baseURL);
  assert.equal(href.pathname, '/staff/sign-in');
  const next = new URL(href.searchParams.get('next') ?? '', baseURL);
  assert.equal(next.pathname, '/calendar');
  assert.equal(next.searchParams.get('calendar-date'), date);
  assert.equal(await page.locator('site-calendar [data-event-id]').count(), 0);
  await expectNoAxeViolations(page, 'site-calendar');

  await received(page, answers);
  assert.ok(answers.length > 0 && answers.every((a) => a.status === 401), `every calendar answer is a 401: ${answers.map((a) => a.status).join(', ')}`);
  const html = await page.content();
  const bodies = answers.map((a) => a.body).join('\n');
  for (const secret of privateFields('Katherine Johnson', code)) {
    assert.ok(!html.includes(secret), `the visitor's page does not show ${secret}`);
    assert.ok(!bodies.includes(secret), `the visitor's calendar answers do not carry ${secret}`);
  }

  // The prompt's link signs in and returns to the same month, now with the reservation.
  await link.click();
  await page.getByLabel('Email', { exact: true }).fill('owner@northwind.example');
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF_PASSWORD);
  await Promise.all([page.waitForURL((url) => url.pathname === '/calendar'), page.getByRole('button', { name: 'Sign in' }).click()]);
  assert.equal(new URL(page.url()).searchParams.get('calendar-date'), date);
  await page.locator(`site-calendar [role="gridcell"][data-date="${date}"] [data-event-id]`).first().waitFor({ timeout: 10_000 });
  assert.equal(await prompt.count(), 0);
});

test('calendar: a visitor in Spanish sees the prompt in Spanish', async ({ page }) => {
  await page.goto('/calendar?lang=es');
  await upgraded(page);
  const prompt = page.locator('site-calendar [data-sign-in]');
  await prompt.waitFor({ timeout: 10_000 });
  assert.match((await prompt.textContent()) ?? '', /Inicia sesión como personal para ver las reservas\./);
  const href = new URL((await prompt.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')) ?? '', 'http://x');
  assert.equal(href.pathname, '/staff/sign-in');
  assert.match(href.searchParams.get('next') ?? '', /^\/calendar\?(.*&)?lang=es/);
});

test('calendar: the public schedule shows bookings without any customer details, signed out', async ({ page, baseURL }) => {
  const { code, date } = await bookPickup(page, baseURL, 'Dorothy Vaughan');
  const answers = calendarAnswers(page);
  await page.goto(`/calendar/public?calendar-date=${date}`);
  await upgraded(page);
  const chip = page.locator(`site-calendar [role="gridcell"][data-date="${date}"] [data-event-id]`).first();
  await chip.waitFor({ timeout: 10_000 });
  await chip.click();
  const dialog = page.locator('site-calendar dialog[open]');
  await dialog.waitFor();
  const details = (await dialog.textContent()) ?? '';
  assert.ok(!details.includes('Customer'), `no customer section: ${details}`);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('site-calendar [data-sign-in]').count(), 0);
  await received(page, answers);
  assert.ok(answers.length > 0 && answers.every((a) => a.status === 200), `the public answers are 200: ${answers.map((a) => a.status).join(', ')}`);
  const html = await page.content();
  const bodies = answers.map((a) => a.body).join('\n');
  for (const secret of privateFields('Dorothy Vaughan', code)) {
    assert.ok(!html.includes(secret), `the public schedule page does not show ${secret}`);
    assert.ok(!bodies.includes(secret), `the public calendar answers do not carry ${secret}`);
  }
});
