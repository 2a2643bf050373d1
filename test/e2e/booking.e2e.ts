import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import {
  bookingServer,
  bookThrough,
  CUSTOMER,
  clickButton,
  chooseDayAndSlot,
  dayInZone,
  expectHeading,
  fill,
  reservationByCode,
  setServerClock,
  switchMode,
  widgetOf,
} from './booking-support.e2e.ts';
import { payReservation } from './booking-payment.e2e.ts';

/** One preset journey: which page, which tenant, and what its booking needs. */
interface Journey {
  preset: string;
  path: string;
  org: 'northwind' | 'harbor';
  zone: string;
  serviceName?: string;
  fields?: Record<string, string>;
  /** The tenant's configuration has the payment step on for this service: pay before checking in. */
  paid?: boolean;
}

const JOURNEYS: Journey[] = [
  {
    preset: 'meeting',
    path: '/book/meeting',
    org: 'northwind',
    zone: 'America/New_York',
    serviceName: 'Personal styling session',
    paid: true,
  },
  { preset: 'pickup', path: '/book/pickup', org: 'northwind', zone: 'America/New_York', serviceName: 'In-store pickup' },
  { preset: 'license', path: '/book/license', org: 'northwind', zone: 'America/New_York', fields: { 'Service type': 'ID Card' } },
  {
    preset: 'salon',
    path: '/book/salon',
    org: 'harbor',
    zone: 'Europe/London',
    serviceName: "Men's cut",
    paid: true,
  },
  { preset: 'restaurant', path: '/book/restaurant', org: 'harbor', zone: 'Europe/London', serviceName: 'Lunch table' },
];

/** Opens a preset page on the booking server and waits for the widget's first step. */
async function openPage(page: Page, base: string, journey: Journey): Promise<void> {
  const response = await page.goto(`${base}${journey.path}?org=${journey.org}`);
  assert.equal(response?.status(), 200);
  await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
}

/** Looks a reservation up in the given mode's lookup form: the code in lower case and the e-mail or phone used to book. */
async function lookUp(page: Page, code: string, contact: string, submit = 'Find Reservation'): Promise<void> {
  await fill(page, 'Confirmation code', code.toLowerCase());
  await fill(page, 'Email or phone used to book', contact);
  await clickButton(page, submit);
}

/** Self check-in at a fixed time (the server's and the browser's clocks both): the texts it shows. */
async function checkInAt(page: Page, base: string, journey: Journey, code: string, at: Date): Promise<void> {
  await setServerClock(page, base, at);
  await page.clock.setFixedTime(at);
  await openPage(page, base, journey);
  await switchMode(page, 'Check In');
  await expectHeading(page, 'Self Check-In');
  await lookUp(page, code, CUSTOMER.phone);
}

for (const journey of JOURNEYS) {
  test(
    `booking ${journey.preset}: book, find, modify, refused outside the check-in window, checked in within it`,
    async ({ page }) => {
      const server = await bookingServer();
      const base = server.baseURL;
      try {
        await setServerClock(page, base, null);
        await openPage(page, base, journey);
        await expectNoAxeViolations(page);

        // Book two days ahead or later (the salon and license presets need 24 hours' notice).
        const booked = await bookThrough(page, {
          from: dayInZone(journey.zone, 2),
          serviceName: journey.serviceName,
          fields: journey.fields,
        });
        assert.match(booked.code, /^[A-Z2-9]{8}$/, 'a confirmation code is shown');
        const created = await reservationByCode(page, base, journey.org, booked.code);
        assert.equal(created.startTime, booked.startTime);
        assert.equal(created.status, journey.paid ? 'pending' : 'confirmed');
        await expectNoAxeViolations(page);
        // The confirmation (or the payment step) of a free booking carries the signed manage link.
        const manageLink = journey.paid ? null : await widgetOf(page).locator('[data-manage-link] a').getAttribute('href');
        if (manageLink) assert.match(manageLink, /[?&]manage=[^&]+/);

        // Find it (code typed in lower case, with the e-mail used to book; a wrong one finds nothing) and move it to another day.
        await switchMode(page, 'Manage Booking');
        await expectHeading(page, 'Find Your Reservation');
        await lookUp(page, booked.code, 'someone.else@example.com');
        await widgetOf(page).getByText('No reservation found with this confirmation code').first().waitFor();
        await lookUp(page, booked.code, CUSTOMER.email.toUpperCase());
        await expectHeading(page, 'Your Reservation');
        await clickButton(page, 'Modify');
        const after = dayInZone(journey.zone, 1, Date.parse(booked.startTime));
        const moved = await chooseDayAndSlot(page, after);
        await clickButton(page, 'Save New Time');
        await widgetOf(page).getByText('Your reservation has been moved to the new time.').first().waitFor();
        const modified = await reservationByCode(page, base, journey.org, booked.code);
        assert.equal(modified.startTime, moved, 'the reservation moved to the chosen slot');
        assert.notEqual(modified.startTime, created.startTime);
        await expectNoAxeViolations(page);

        // The manage link opens the booking again without typing anything.
        if (manageLink) {
          await page.goto(new URL(manageLink, `${base}${journey.path}`).href);
          await expectHeading(page, 'Your Reservation', 15_000);
          assert.equal((await widgetOf(page).locator('[data-reservation-code]').textContent())?.trim(), booked.code);
        }

        if (journey.paid) {
          await payReservation(page, base, journey, booked.code);
          assert.equal((await reservationByCode(page, base, journey.org, booked.code)).status, 'confirmed');
        }

        const start = Date.parse(modified.startTime);
        // The day before: another day.
        await checkInAt(page, base, journey, booked.code, new Date(start - 86_400_000));
        await widgetOf(page)
          .getByText(/This reservation is for .+\. Self-check-in is only available for today's reservations\./)
          .first()
          .waitFor();
        // Half an hour before: too early.
        await checkInAt(page, base, journey, booked.code, new Date(start - 30 * 60_000));
        await widgetOf(page)
          .getByText(/Check-in is available starting 15 minutes before your appointment time \(.+\)\./)
          .first()
          .waitFor();
        await expectNoAxeViolations(page);
        // Ten minutes before: checked in.
        await checkInAt(page, base, journey, booked.code, new Date(start - 10 * 60_000));
        await expectHeading(page, 'Confirm Your Details');
        await clickButton(page, 'Check In Now');
        await widgetOf(page).getByText('Check-in successful! A staff member will assist you shortly.').first().waitFor();
        await widgetOf(page)
          .getByText(/This screen resets in \d seconds\./)
          .first()
          .waitFor();
        assert.equal((await reservationByCode(page, base, journey.org, booked.code)).status, 'checked-in');
        await expectNoAxeViolations(page);
      } finally {
        await setServerClock(page, base, null).catch(() => undefined);
      }
    },
    { timeout: 180_000 },
  );
}
