import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, signInAsStaff, test } from './harness.ts';
import { upgraded as upgradedTag } from './upgraded.ts';

const upgraded = (page: Page) => upgradedTag(page, 'site-calendar', 15_000);

const ZONE = 'America/New_York';
/** `YYYY-MM-DD` `days` after today in New York (Northwind's zone). */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000);
/** Waits for the answer of one calendar event write (`POST`, `PUT` or `DELETE` under /api/calendar/events). */
const written = (page: Page, method: string) => page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/calendar/events'), { timeout: 10_000 });

test('calendar events: staff add a meeting, move it with the keyboard, it stays after a reload, then delete it', async ({ page }) => {
  const date = dayAhead(3);
  const title = `Supplier call ${Date.now().toString(36)}`;
  await signInAsStaff(page);
  await page.goto(`/calendar?calendar-view=week&calendar-mode=calendar&calendar-date=${date}`);
  await upgraded(page);
  const calendar = page.locator('site-calendar');
  await calendar.getByRole('button', { name: 'Add', exact: true }).click();
  await calendar.getByRole('button', { name: 'Add Meeting' }).click();
  const form = page.locator('site-calendar dialog[open]');
  await form.waitFor();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Start').fill(`${date}T13:00`);
  await form.getByLabel('End').fill(`${date}T14:00`);
  await form.getByLabel('Location').fill('Back office');
  await expectNoAxeViolations(page, 'site-calendar dialog[open]');
  const created = written(page, 'POST');
  await form.getByRole('button', { name: 'Save' }).click();
  assert.equal((await created).status(), 201);
  const chip = calendar.locator('[data-event-id^="cev_"]').filter({ hasText: title });
  await chip.waitFor();
  assert.match((await chip.textContent()) ?? '', /1:00\s?PM/);

  // Arrow down moves it half an hour; the live region says so.
  await chip.focus();
  const moved = written(page, 'PUT');
  await page.keyboard.press('ArrowDown');
  assert.equal((await moved).status(), 200);
  await calendar.locator('[role="status"]').filter({ hasText: `Moved “${title}”` }).waitFor();

  await page.reload();
  await upgraded(page);
  const after = calendar.locator('[data-event-id^="cev_"]').filter({ hasText: title });
  await after.waitFor({ timeout: 10_000 });
  assert.match((await after.textContent()) ?? '', /1:30\s?PM/);
  await after.click();
  const details = page.locator('site-calendar dialog[open]');
  assert.match((await details.textContent()) ?? '', /Back office/);
  await details.getByRole('button', { name: 'Delete' }).click();
  const deleted = written(page, 'DELETE');
  await details.getByRole('button', { name: 'Delete' }).click();
  assert.equal((await deleted).status(), 204);
  await after.waitFor({ state: 'detached' });
  await page.reload();
  await upgraded(page);
  await calendar.locator('[data-event-id]').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  assert.equal(await calendar.locator('[data-event-id^="cev_"]').filter({ hasText: title }).count(), 0);
});
