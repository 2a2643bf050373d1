/**
 * Helpers for the booking journeys (test/e2e/booking*.e2e.ts; this file registers no test itself): a
 * demo server of their own with the
 * test clock on (BOOKING_TEST_CLOCK=1, so the shared server's clock is never moved), walking the
 * widget's steps by their headings, and reading reservations back from the real API.
 */
import assert from 'node:assert/strict';
import type { APIResponse, Locator, Page } from 'playwright-core';
import { E2E_STAFF_PASSWORD, startDemoServer, type DemoServer } from './harness.ts';
import { OWN_VIEW } from './upgraded.ts';

let own: Promise<DemoServer> | null = null;

/**
 * The booking journeys' own demo server (started once; it stops with the runner). Rate limits are off
 * on it: every journey looks bookings up many times from one address (the limits have tests of their own).
 */
export function bookingServer(): Promise<DemoServer> {
  own ??= startDemoServer({ env: { BOOKING_TEST_CLOCK: '1', DEMO_MODE: 'true', RATE_LIMITS: 'off' } });
  return own;
}

/** Stops the booking journeys' server (the last journey calls it). */
export async function stopBookingServer(): Promise<void> {
  const running = own;
  own = null;
  if (running) await (await running).stop();
}

/** Fixes the server's reservation clock (`null` puts the real clock back). */
export async function setServerClock(page: Page, base: string, now: Date | null): Promise<void> {
  const response = await page.request.post(`${base}/__booking-test/clock`, { data: { now: now ? now.toISOString() : null } });
  assert.equal(response.status(), 200, `the test clock answered ${response.status()}`);
}

/** The widget on the page. */
export function widgetOf(page: Page): Locator {
  // The element's own view, not the server-rendered first view it replaces on upgrade nor the copy of
  // it shown while a lazy part loads: those look the same but do nothing when clicked, so steps wait
  // until the widget's own view is in.
  return page.locator('booking-widget').first().locator(OWN_VIEW);
}

/** Waits for the step heading to read `text`. */
export async function expectHeading(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await widgetOf(page).locator('[data-step-heading]').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** The step heading's text now. */
export async function currentHeading(page: Page): Promise<string> {
  return (await widgetOf(page).locator('[data-step-heading]').first().textContent({ timeout: 10_000 }))?.trim() ?? '';
}

/** Clicks a button of the widget body by its exact name (the header's mode buttons are left out). */
export async function clickButton(page: Page, name: string): Promise<void> {
  await widgetOf(page).locator('[aria-busy]').getByRole('button', { name, exact: true }).first().click();
}

/** Switches the widget to a mode through the header's mode buttons. */
export async function switchMode(page: Page, name: string): Promise<void> {
  await widgetOf(page).getByRole('navigation', { name: 'Booking options' }).getByRole('button', { name, exact: true }).click();
}

/** Fills the input labelled `label` in the widget. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await widgetOf(page).getByLabel(label, { exact: true }).fill(value);
}

/**
 * On the date step: chooses the first bookable day on or after `from` (moving months as needed)
 * that has a free slot, then that slot. Returns the slot's ISO start.
 */
export async function chooseDayAndSlot(page: Page, from: string): Promise<string> {
  const w = widgetOf(page);
  for (let tries = 0; tries < 20; tries++) {
    const days = w.locator('td[data-date]:not([aria-disabled])');
    const dates = (await days.evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.date ?? ''))).filter((d) => d >= from);
    for (const date of dates) {
      await w.locator(`td[data-date="${date}"]`).click();
      await w.locator('[data-slots], [data-no-slots]').first().waitFor({ timeout: 10_000 });
      const option = w.locator('[role="option"]:not([aria-disabled])').first();
      if ((await option.count()) > 0) {
        await option.click();
        return (await option.getAttribute('data-start')) ?? '';
      }
    }
    await w.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`no free slot on or after ${from}`);
}

/** What a booking journey types into the customer form. */
export const CUSTOMER = { name: 'Ada Lovelace', email: 'ada.e2e@example.com', phone: '+1 212 555 0100' };

/**
 * Books through every step the widget shows (location, service, staff, date, details) and returns
 * the confirmation code. `serviceName` picks a service card; the first otherwise.
 */
export async function bookThrough(
  page: Page,
  options: { from: string; serviceName?: string; fields?: Record<string, string> },
): Promise<{ code: string; startTime: string }> {
  const w = widgetOf(page);
  let startTime = '';
  for (let step = 0; step < 10; step++) {
    const title = await currentHeading(page);
    if (title === 'Choose a Location') {
      await w.locator('[data-card]').first().click();
      await clickButton(page, 'Continue');
    } else if (title === 'Choose a Service') {
      const card = options.serviceName ? w.locator('[data-card]').filter({ hasText: options.serviceName }) : w.locator('[data-card]');
      await card.first().click();
      await clickButton(page, 'Continue');
    } else if (title === 'Choose Your Staff Member') {
      await clickButton(page, 'Continue');
    } else if (title === 'Choose a Date and Time') {
      startTime = await chooseDayAndSlot(page, options.from);
      await clickButton(page, 'Book Appointment');
    } else if (title === 'Your Details') {
      await fill(page, 'Full name', CUSTOMER.name);
      await fill(page, 'Email', CUSTOMER.email);
      await fill(page, 'Phone', CUSTOMER.phone);
      for (const [label, value] of Object.entries(options.fields ?? {})) await w.getByLabel(label).selectOption(value);
      await clickButton(page, 'Confirm Booking');
    } else if (title === 'Appointment Confirmed!' || title === 'Payment') {
      const code = (await w.locator('[data-confirmation-code], [data-reservation-code]').first().textContent())?.trim() ?? '';
      return { code, startTime };
    }
    await page.waitForFunction((before) => document.querySelector('booking-widget [data-step-heading]')?.textContent !== before, title, {
      timeout: 10_000,
    });
  }
  throw new Error(`the booking did not finish (last step: ${await currentHeading(page)})`);
}

/**
 * The reservation with this code, read from the real API of the tenant as its customer would: the
 * code together with the e-mail or phone used to book (the journeys' phone by default).
 */
export async function reservationByCode(
  page: Page,
  base: string,
  org: string,
  code: string,
  contact = CUSTOMER.phone,
): Promise<{ id: string; status: string; startTime: string; locationId: string }> {
  const query = `code=${encodeURIComponent(code)}&contact=${encodeURIComponent(contact)}`;
  const response = await page.request.get(`${base}/api/reservations?${query}`, { headers: { orgid: org } });
  assert.equal(response.status(), 200, `GET reservation ${code} answered ${response.status()}`);
  const body = (await response.json()) as { reservations: { id: string; status: string; startTime: string; locationId: string }[] };
  const found = body.reservations[0];
  assert.ok(found, `reservation ${code} exists`);
  return found;
}

/** API calls as a tenant's staff (the seeded owner), from a browser context of their own. */
export interface StaffApi {
  get(path: string): Promise<APIResponse>;
  post(path: string, data: unknown): Promise<APIResponse>;
  close(): Promise<void>;
}

/**
 * Signs the seeded owner of `org` (`owner@<org>.example`) in, in a second browser context, so staff
 * calls (notify next, lists by day, the full queue) never give the visitor's page a staff session.
 */
export async function staffApi(page: Page, base: string, org: 'northwind' | 'harbor'): Promise<StaffApi> {
  const browser = page.context().browser();
  assert.ok(browser, 'the page belongs to a launched browser');
  const context = await browser.newContext({ baseURL: base });
  const headers = { orgid: org, origin: base };
  // The plain sign-in form's POST (what the page's form sends); the session cookie stays in this context.
  const signIn = await context.request.post(`${base}/staff/sign-in?org=${org}`, {
    form: { email: `owner@${org}.example`, password: E2E_STAFF_PASSWORD },
    headers,
    maxRedirects: 0,
  });
  assert.ok([200, 302, 303].includes(signIn.status()), `staff sign-in answered ${signIn.status()}`);
  return {
    get: (path) => context.request.get(`${base}${path}`, { headers }),
    post: (path, data) => context.request.post(`${base}${path}`, { data, headers }),
    close: () => context.close(),
  };
}

/** `YYYY-MM-DD` `days` after today in a zone. */
export function dayInZone(zone: string, days: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    from + days * 86_400_000,
  );
}
