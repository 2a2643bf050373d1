/**
 * Paying a reservation by code through the widget's Pay mode:
 * the card goes to the card-and-bank-transfer provider (the demo's simulator), the server verifies it
 * and only then confirms the reservation. Exports `payReservation` for the preset journeys.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, test } from './harness.ts';
import {
  bookingServer,
  CUSTOMER,
  clickButton,
  expectHeading,
  fill,
  reservationByCode,
  setServerClock,
  switchMode,
  widgetOf,
} from './booking-support.e2e.ts';

/** Types a card into the widget's payment form and presses Pay. */
async function payWithCard(page: Page, number: string): Promise<void> {
  const w = widgetOf(page);
  await fill(page, 'Card number', number);
  await fill(page, 'Expiry date', '1230');
  await fill(page, 'CVV', '123');
  await fill(page, 'Name on card', 'Ada Lovelace');
  await w.locator('[data-card-form] button[type="submit"]').click();
}

/** Pays a pending reservation through the widget's Pay mode; resolves once the server confirmed it. */
export async function payReservation(page: Page, base: string, journey: { path: string; org: string }, code: string): Promise<void> {
  await page.goto(`${base}${journey.path}?org=${journey.org}`);
  await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
  await switchMode(page, 'Pay');
  await expectHeading(page, 'Pay for a Reservation');
  await fill(page, 'Confirmation code', code.toLowerCase());
  await fill(page, 'Email or phone used to book', CUSTOMER.email);
  await clickButton(page, 'Find Reservation');
  await widgetOf(page).locator('[data-card-form]').waitFor({ timeout: 10_000 });
  await payWithCard(page, '4242 4242 4242 4242');
  await expectHeading(page, 'Payment Successful', 15_000);
}

test(
  'payment: a visitor pays a reservation by code; a declined card keeps the form; the server confirms it',
  async ({ page }) => {
    const { baseURL: base } = await bookingServer();
    await setServerClock(page, base, null);
    const api = (path: string, data: unknown) =>
      page.request.post(`${base}/api/reservations/${path}`, { data, headers: { orgid: 'northwind' } });

    // A priced styling session waits for payment (Northwind's configuration has the payment step on).
    const day = new Date(Date.now() + 3 * 86_400_000);
    let created: { confirmationCode: string; id: string; status: string; price: number } | undefined;
    for (let i = 0; i < 7 && !created; i++) {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(day.getTime() + i * 86_400_000);
      const slots = (await (await api('slots', { locationId: 'loc_nw_soho', serviceId: 'svc_nw_styling', date })).json()) as {
        slots: { startTime: string; available: boolean }[];
      };
      const free = slots.slots.find((s) => s.available);
      if (!free) continue;
      const answer = await page.request.post(`${base}/api/reservations/create`, {
        data: {
          locationId: 'loc_nw_soho',
          serviceId: 'svc_nw_styling',
          date,
          time: free.startTime.slice(11, 16),
          startTime: free.startTime,
          customerName: 'Pay Later',
          customerEmail: 'pay@example.com',
          customerPhone: '+1 212 555 0123',
        },
        headers: { orgid: 'northwind', 'idempotency-key': `e2e-pay-${Date.now()}` },
      });
      assert.equal(answer.status(), 201);
      created = ((await answer.json()) as { reservation: typeof created }).reservation;
    }
    assert.ok(created, 'a styling slot was free in the coming week');
    assert.equal(created.status, 'pending');

    await page.goto(`${base}/book/meeting?org=northwind`);
    await widgetOf(page).locator('[data-step-heading]').first().waitFor({ timeout: 15_000 });
    await switchMode(page, 'Pay');
    await expectHeading(page, 'Pay for a Reservation');
    await clickButton(page, 'Find Reservation');
    await widgetOf(page).getByText('Please enter a confirmation code').first().waitFor();
    await fill(page, 'Confirmation code', created.confirmationCode.toLowerCase());
    await clickButton(page, 'Find Reservation');
    await widgetOf(page).getByText('Please enter the email address or phone number used to book').first().waitFor();
    await fill(page, 'Email or phone used to book', '+1 (212) 555-0123');
    await clickButton(page, 'Find Reservation');
    const totals = widgetOf(page).locator('[data-totals]');
    await totals.waitFor();
    assert.match((await totals.textContent()) ?? '', /\$49\.00.*\$4\.04.*\$53\.04/);
    await expectNoAxeViolations(page);

    // The form's own card checks first, then a card the provider declines: the form stays.
    await widgetOf(page).locator('[data-card-form] button[type="submit"]').click();
    await widgetOf(page).getByText('Please enter a valid card number').first().waitFor();
    await payWithCard(page, '4000 0000 0000 0002');
    await widgetOf(page).locator('[data-payment-problem]').waitFor({ timeout: 10_000 });
    assert.equal((await reservationByCode(page, base, 'northwind', created.confirmationCode, 'pay@example.com')).status, 'pending');

    await payWithCard(page, '4242 4242 4242 4242');
    await expectHeading(page, 'Payment Successful', 15_000);
    assert.equal((await reservationByCode(page, base, 'northwind', created.confirmationCode, 'pay@example.com')).status, 'confirmed');
    await expectNoAxeViolations(page);
    await clickButton(page, 'New Payment');
    await expectHeading(page, 'Pay for a Reservation');
    assert.equal(await widgetOf(page).getByLabel('Confirmation code').inputValue(), '');
    assert.equal(await widgetOf(page).getByLabel('Email or phone used to book').inputValue(), '');
  },
  { timeout: 120_000 },
);
