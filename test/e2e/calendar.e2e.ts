import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { bookThrough, dayInZone } from './booking-support.e2e.ts';
import { expectNoAxeViolations, test } from './harness.ts';

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

const upgraded = (page: Page) => page.locator('site-calendar site-element-root').first().waitFor({ state: 'attached', timeout: 15_000 });

test('calendar: the page loads, switches views and shows the reservations from the API', async ({ page, baseURL }) => {
  const { code, date } = await bookPickup(page, baseURL, 'Grace Hopper');
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
