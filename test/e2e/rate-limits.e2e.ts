/**
 * Abuse limits as a guesser meets them, on a server of their own with the limits on (every other
 * journey runs with RATE_LIMITS=off, since one browser repeats many look-ups).
 */
import assert from 'node:assert/strict';
import { startDemoServer, test, type DemoServer } from './harness.ts';
import { clickButton, fill, switchMode, widgetOf } from './booking-support.e2e.ts';

let own: Promise<DemoServer> | undefined;
/** The limited server, started once for this file. */
function limitedServer(): Promise<DemoServer> {
  own ??= startDemoServer({ env: { RATE_LIMITS: 'on' } });
  return own;
}

test('rate limits: a booking look-up guesser is told to wait, and keeps what was typed', async ({ page }) => {
  const { baseURL } = await limitedServer();
  await page.goto(`${baseURL}/book/pickup?org=northwind`);
  await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
  await switchMode(page, 'Manage Booking');
  const banner = widgetOf(page).getByText(/No reservation found with this confirmation code|Too many attempts\. Try again in \d+ minutes?\./).first();
  let limited = false;
  for (let guess = 0; guess < 15 && !limited; guess++) {
    await fill(page, 'Confirmation code', `CONF${String(guess).padStart(4, '0')}`);
    await fill(page, 'Email or phone used to book', 'someone@example.com');
    await clickButton(page, 'Find Reservation');
    await banner.waitFor({ timeout: 10_000 });
    limited = /Too many attempts/.test((await banner.textContent()) ?? '');
    if (!limited) await page.waitForTimeout(50);
    assert.ok(guess < 12 || limited, `guess ${guess + 1} was still answered`);
  }
  assert.ok(limited, 'no "Too many attempts" after 15 guesses');
  assert.equal(await widgetOf(page).getByLabel('Email or phone used to book', { exact: true }).inputValue(), 'someone@example.com');
});

test('rate limits: staff sign-in locks an account after 5 wrong passwords, with the e-mail kept', async ({ page }) => {
  const { baseURL } = await limitedServer();
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.goto(`${baseURL}/staff/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill('owner@northwind.example');
    await page.getByLabel('Password', { exact: true }).fill(`wrong password ${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.locator('#sign-in-error');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    if (attempt <= 5) assert.equal(text.trim(), 'Incorrect email or password.');
    else assert.match(text, /Too many attempts\. Try again in 15 minutes\./);
  }
  assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), 'owner@northwind.example');
});
