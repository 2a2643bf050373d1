/**
 * Faults in the booking widget's journeys (issue #10): book, manage, check in, walk in, queue status
 * and pay a reservation. Each breaks the call of its journey for its own browser context, expects the
 * booking catalogue's message (the product's specified wording), the visitor's input kept, and a retry that works without a
 * second reservation or queue entry. These run on a demo server of their own with the booking test
 * clock and fault injection on (check-in needs the clock).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, startDemoServer, test, type DemoServer } from './harness.ts';
import {
  chooseDayAndSlot,
  clickButton,
  currentHeading,
  CUSTOMER,
  dayInZone,
  expectHeading,
  fill,
  reservationByCode,
  setServerClock,
  staffApi,
  switchMode,
  widgetOf,
} from './booking-support.e2e.ts';
import { clearFaults, injectFaults } from './faults-support.ts';

let own: Promise<DemoServer> | null = null;

/** The fault journeys' own server: booking test clock, demo mode and fault injection. */
function faultyBookingServer(): Promise<DemoServer> {
  own ??= startDemoServer({ env: { BOOKING_TEST_CLOCK: '1', DEMO_MODE: 'true', FAULT_INJECTION: '1', RATE_LIMITS: 'off' } });
  return own;
}

const PICKUP = { path: '/book/pickup', org: 'northwind' as const, zone: 'America/New_York', serviceName: 'In-store pickup' };
const MEETING = { path: '/book/meeting', org: 'northwind' as const, zone: 'America/New_York', serviceName: 'Personal styling session' };

/** Fills a lookup form: the code (in lower case) and the phone number every fault journey books with. */
async function lookUp(page: Page, code: string): Promise<void> {
  await fill(page, 'Confirmation code', code.toLowerCase());
  await fill(page, 'Email or phone used to book', CUSTOMER.phone);
  await clickButton(page, 'Find Reservation');
}

/** Opens Manage Booking and looks the reservation up by its code and the phone used to book. */
async function openInManage(page: Page, code: string): Promise<void> {
  await switchMode(page, 'Manage Booking');
  await expectHeading(page, 'Find Your Reservation');
  await lookUp(page, code);
  await expectHeading(page, 'Your Reservation');
}

/** Cancel Reservation, then the confirmation's Yes, Cancel. */
async function cancelReservation(page: Page): Promise<void> {
  await clickButton(page, 'Cancel Reservation');
  await clickButton(page, 'Yes, Cancel');
}

/** The widget says the reservation is cancelled and the server agrees. */
async function expectCancelled(page: Page, base: string, code: string): Promise<void> {
  await widgetOf(page).getByText('Your reservation has been cancelled.').first().waitFor({ timeout: 10_000 });
  assert.equal((await reservationByCode(page, base, PICKUP.org, code)).status, 'cancelled');
}

/** The widget's red banner showing exactly this catalogue message. */
async function expectBanner(page: Page, message: string, timeout = 15_000): Promise<void> {
  await widgetOf(page).locator('[data-error-banner]').filter({ hasText: message }).waitFor({ timeout });
}

async function openWidget(page: Page, base: string, journey: { path: string; org: string }): Promise<void> {
  const response = await page.goto(`${base}${journey.path}?org=${journey.org}`);
  assert.equal(response?.status(), 200);
  await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
}

/** Walks the booking steps up to the filled-in details form (location, service, staff, slot). */
async function detailsFilled(page: Page, journey: typeof PICKUP, email: string): Promise<string> {
  const w = widgetOf(page);
  let startTime = '';
  for (let step = 0; step < 8; step++) {
    const title = await currentHeading(page);
    if (title === 'Your Details') {
      await fill(page, 'Full name', 'Ada Lovelace');
      await fill(page, 'Email', email);
      await fill(page, 'Phone', CUSTOMER.phone);
      return startTime;
    }
    if (title === 'Choose a Location') await w.locator('[data-card]').first().click();
    else if (title === 'Choose a Service') await w.locator('[data-card]').filter({ hasText: journey.serviceName }).first().click();
    else if (title === 'Choose a Date and Time') {
      startTime = await chooseDayAndSlot(page, dayInZone(journey.zone, 2));
      await clickButton(page, 'Book Appointment');
    }
    if (title !== 'Choose a Date and Time') await clickButton(page, 'Continue');
    await page.waitForFunction((before) => document.querySelector('booking-widget [data-step-heading]')?.textContent !== before, title, { timeout: 10_000 });
  }
  throw new Error(`the details step never came (last: ${await currentHeading(page)})`);
}

/** Confirms the details step and returns the confirmation code. */
async function confirmBooking(page: Page): Promise<string> {
  await clickButton(page, 'Confirm Booking');
  await expectHeading(page, /Appointment Confirmed!|Payment/, 15_000);
  return (await widgetOf(page).locator('[data-confirmation-code], [data-reservation-code]').first().textContent())?.trim() ?? '';
}

/** The reservations of one customer email at a location on a day, read from the API as the tenant's staff. */
async function reservationsOf(page: Page, base: string, org: 'northwind' | 'harbor', locationId: string, startTime: string, zone: string, email: string): Promise<{ id: string }[]> {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(startTime));
  const staff = await staffApi(page, base, org);
  try {
    const response = await staff.get(`/api/reservations?locationId=${encodeURIComponent(locationId)}&date=${date}`);
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { reservations: { id: string; customerEmail?: string; status: string }[] };
    return body.reservations.filter((r) => r.customerEmail === email && r.status !== 'cancelled');
  } finally {
    await staff.close();
  }
}

/** Books a pickup through the widget and returns its code and reservation. */
async function bookPickup(page: Page, base: string): Promise<{ code: string; startTime: string }> {
  await openWidget(page, base, PICKUP);
  const startTime = await detailsFilled(page, PICKUP, `faults-${randomUUID().slice(0, 8)}@example.com`);
  return { code: await confirmBooking(page), startTime };
}

test(
  'faults book: a failed create says "Failed to create reservation", keeps the details, and the retry books one reservation',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    await setServerClock(page, base, null);
    const email = `faults-${randomUUID().slice(0, 8)}@example.com`;
    await openWidget(page, base, PICKUP);
    const startTime = await detailsFilled(page, PICKUP, email);
    // The first attempt's answer is lost after the server booked it, every time the client asks.
    await injectFaults(page, base, { method: 'POST', path: '/api/reservations/create', kind: 'drop', when: 'after' });
    await clickButton(page, 'Confirm Booking');
    await expectBanner(page, 'Failed to create reservation');
    assert.equal(await currentHeading(page), 'Your Details');
    assert.equal(await widgetOf(page).getByLabel('Email', { exact: true }).inputValue(), email, 'the details are kept');
    await expectNoAxeViolations(page);
    await clearFaults(page, base);
    const code = await confirmBooking(page);
    const found = await reservationByCode(page, base, PICKUP.org, code);
    assert.equal(found.startTime, startTime);
    assert.equal((await reservationsOf(page, base, PICKUP.org, found.locationId, startTime, PICKUP.zone, email)).length, 1, 'one reservation');
  },
  { timeout: 120_000 },
);

test(
  'faults book: the slots cannot load ("Failed to load available time slots"); the calendar stays usable and another day loads',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    await openWidget(page, base, PICKUP);
    const w = widgetOf(page);
    for (let step = 0; step < 4 && (await currentHeading(page)) !== 'Choose a Date and Time'; step++) {
      const title = await currentHeading(page);
      if (title === 'Choose a Location') await w.locator('[data-card]').first().click();
      if (title === 'Choose a Service') await w.locator('[data-card]').filter({ hasText: PICKUP.serviceName }).first().click();
      await clickButton(page, 'Continue');
      await page.waitForFunction((before) => document.querySelector('booking-widget [data-step-heading]')?.textContent !== before, title, { timeout: 10_000 });
    }
    await expectHeading(page, 'Choose a Date and Time');
    const days = w.locator('td[data-date]:not([aria-disabled])');
    await days.first().waitFor();
    // Near a month's end the month shown has fewer than three bookable days left: the test needs three.
    if ((await days.count()) < 3) {
      const shown = await w.locator('td[data-date]').first().getAttribute('data-date');
      await w.getByRole('button', { name: 'Next month' }).click();
      await page.waitForFunction((before) => document.querySelector('booking-widget td[data-date]')?.getAttribute('data-date') !== before, shown);
    }
    await injectFaults(page, base, { method: 'POST', path: '/api/reservations/slots', kind: '500' });
    await days.nth(1).click();
    await expectBanner(page, 'Failed to load available time slots');
    await clearFaults(page, base);
    await days.nth(2).click();
    await w.locator('[role="option"], [data-no-slots]').first().waitFor({ timeout: 10_000 });
  },
  { timeout: 120_000 },
);

test(
  'faults book: the business cannot load ("Failed to load locations"); Try again loads the first step',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    // The demo's booking pages bring the catalogue with them; a page builder's tag without it (as
    // here) has the widget fetch it, and that fetch fails.
    await page.route(`**${PICKUP.path}?*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<booking-widget[\s\S]*?<\/booking-widget>/, '<booking-widget data-preset="pickup"></booking-widget>');
      await route.fulfill({ response, body });
    });
    await injectFaults(page, base, { method: 'GET', path: '/api/reservations/definitions', kind: '500' });
    await page.goto(`${base}${PICKUP.path}?org=${PICKUP.org}`);
    await expectBanner(page, 'Failed to load locations');
    await expectNoAxeViolations(page);
    await clearFaults(page, base);
    await widgetOf(page).getByRole('button', { name: 'Try again' }).click();
    await expectHeading(page, 'Choose a Location');
  },
  { timeout: 120_000 },
);

test(
  'faults manage: a failed cancel says "Failed to cancel reservation", the reservation stays, and the retry cancels it',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    const { code } = await bookPickup(page, base);
    await openInManage(page, code);
    await injectFaults(page, base, { method: 'POST', path: '/api/reservations/delete', kind: '500' });
    await cancelReservation(page);
    await expectBanner(page, 'Failed to cancel reservation');
    assert.notEqual((await reservationByCode(page, base, PICKUP.org, code)).status, 'cancelled');
    await expectNoAxeViolations(page);
    await clearFaults(page, base);
    await cancelReservation(page);
    await expectCancelled(page, base, code);
  },
  { timeout: 120_000 },
);

test(
  'faults manage: a cancel whose answer is lost after the server cancelled it ends cancelled on the retry, not stuck failing',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    const { code } = await bookPickup(page, base);
    await openInManage(page, code);
    await injectFaults(page, base, { method: 'POST', path: '/api/reservations/delete', kind: 'drop', when: 'after' });
    await cancelReservation(page);
    await expectBanner(page, 'Failed to cancel reservation');
    await clearFaults(page, base);
    await cancelReservation(page);
    await expectCancelled(page, base, code);
  },
  { timeout: 120_000 },
);

test(
  'faults check in: a failed check-in shows the staff message, and the retry checks in',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    try {
      const { code, startTime } = await bookPickup(page, base);
      const at = new Date(Date.parse(startTime) - 10 * 60_000);
      await setServerClock(page, base, at);
      await page.clock.setFixedTime(at);
      await openWidget(page, base, PICKUP);
      await switchMode(page, 'Check In');
      await expectHeading(page, 'Self Check-In');
      await lookUp(page, code);
      await expectHeading(page, 'Confirm Your Details');
      await injectFaults(page, base, { method: 'POST', path: '/api/reservations/update', kind: '500' });
      await clickButton(page, 'Check In Now');
      await widgetOf(page)
        .getByText('There was an error checking in. Please speak with our staff for assistance.')
        .first()
        .waitFor({ timeout: 15_000 });
      assert.notEqual((await reservationByCode(page, base, PICKUP.org, code)).status, 'checked-in');
      await expectNoAxeViolations(page);
      await clearFaults(page, base);
      await clickButton(page, 'Check In Now');
      await widgetOf(page).getByText('Check-in successful! A staff member will assist you shortly.').first().waitFor({ timeout: 10_000 });
      assert.equal((await reservationByCode(page, base, PICKUP.org, code)).status, 'checked-in');
    } finally {
      await setServerClock(page, base, null).catch(() => undefined);
    }
  },
  { timeout: 120_000 },
);

const QUEUE_LOCATION = 'loc_hb_quayside';

/** How many queue entries carry this full name (staff see full names; the public board shortens them). */
async function queueEntriesNamed(page: Page, base: string, name: string): Promise<number> {
  const staff = await staffApi(page, base, 'harbor');
  try {
    const response = await staff.get(`/api/reservations?locationId=${QUEUE_LOCATION}&type=queue`);
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { queue: { customerName: string }[] };
    return body.queue.filter((entry) => entry.customerName === name).length;
  } finally {
    await staff.close();
  }
}

test(
  'faults walk in: a failed join says "Failed to add to queue. Please try again.", keeps the form, and the retry adds one entry',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    const name = `Walk-in ${randomUUID().slice(0, 6)}`;
    await page.goto(`${base}/queue?org=harbor`);
    await expectHeading(page, 'Queue Status');
    await clickButton(page, 'Join the Queue');
    await expectHeading(page, 'Join the Queue');
    await fill(page, 'Your name', name);
    await fill(page, 'Phone', '+44 20 7946 0777');
    await widgetOf(page).getByLabel('Service', { exact: true }).selectOption('svc_hb_lunch');
    await injectFaults(page, base, { method: 'POST', path: '/api/reservations/create', kind: 'drop', when: 'after' });
    await clickButton(page, 'Join Queue');
    await widgetOf(page).getByText('Failed to add to queue. Please try again.').first().waitFor({ timeout: 15_000 });
    assert.equal(await widgetOf(page).getByLabel('Your name', { exact: true }).inputValue(), name, 'the form is kept');
    await expectNoAxeViolations(page);
    await clearFaults(page, base);
    await clickButton(page, 'Join Queue');
    await expectHeading(page, "You're in the Queue");
    assert.equal(await queueEntriesNamed(page, base, name), 1, 'one queue entry');
  },
  { timeout: 120_000 },
);

test(
  'faults queue status: the queue cannot load ("Failed to load queue information"); Refresh loads it',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    await injectFaults(page, base, { method: 'GET', path: '^/api/reservations$', kind: '500' });
    await page.goto(`${base}/queue?org=harbor`);
    await expectHeading(page, 'Queue Status');
    await expectBanner(page, 'Failed to load queue information');
    await expectNoAxeViolations(page);
    await clearFaults(page, base);
    await clickButton(page, 'Refresh');
    await widgetOf(page).locator('table').waitFor({ timeout: 10_000 });
  },
  { timeout: 120_000 },
);

test(
  'faults pay a reservation: a failed payment says "Payment processing failed. Please try again.", keeps the form, and the retry confirms it',
  async ({ page }) => {
    const { baseURL: base } = await faultyBookingServer();
    try {
      await openWidget(page, base, MEETING);
      await detailsFilled(page, MEETING, `faults-${randomUUID().slice(0, 8)}@example.com`);
      const code = await confirmBooking(page);
      assert.equal((await reservationByCode(page, base, MEETING.org, code)).status, 'pending');
      await openWidget(page, base, MEETING);
      await switchMode(page, 'Pay');
      await expectHeading(page, 'Pay for a Reservation');
      await lookUp(page, code);
      const form = widgetOf(page).locator('[data-card-form]');
      await form.waitFor({ timeout: 10_000 });
      await fill(page, 'Card number', '4242 4242 4242 4242');
      await fill(page, 'Expiry date', '1230');
      await fill(page, 'CVV', '123');
      await fill(page, 'Name on card', 'Ada Lovelace');
      await injectFaults(page, base, { method: 'POST', path: '/sim/cardbank/payments/process', kind: '500' });
      await form.locator('button[type="submit"]').click();
      await widgetOf(page).getByText('Payment processing failed. Please try again.').first().waitFor({ timeout: 15_000 });
      assert.equal(await widgetOf(page).getByLabel('Name on card', { exact: true }).inputValue(), 'Ada Lovelace', 'the form is kept');
      assert.equal((await reservationByCode(page, base, MEETING.org, code)).status, 'pending');
      await expectNoAxeViolations(page);
      await clearFaults(page, base);
      // The card number and CVV are cleared after a failure (never kept in the page): typed again.
      await fill(page, 'Card number', '4242 4242 4242 4242');
      await fill(page, 'CVV', '123');
      await form.locator('button[type="submit"]').click();
      await expectHeading(page, 'Payment Successful', 15_000);
      assert.equal((await reservationByCode(page, base, MEETING.org, code)).status, 'confirmed');
    } finally {
      // The last fault journey: its server stops here (the runner's own server is the suite's).
      const running = own;
      own = null;
      if (running) await (await running).stop();
    }
  },
  { timeout: 120_000 },
);
