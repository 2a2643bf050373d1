import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import { dayCell, lookUp, mountWidget, press, reservationIn, toDateStep, typeInto, unmountWidget, waitForHeading, journey } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

/** Books the salon's first service (priced, payment step on) and stops on the payment step, unpaid. */
async function bookUnpaid(el: HTMLElement): Promise<void> {
  await toDateStep(el);
  await click(await dayCell(el, 2));
  await click(await waitFor(() => el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])'), { message: 'a free slot' }));
  await press(el, 'Book Appointment');
  await waitForHeading(el, 'Your Details');
  await typeInto(el, 'Full name', 'Ada Lovelace');
  await typeInto(el, 'Email', 'ada@example.com');
  await typeInto(el, 'Phone', '+44 20 7946 0000');
  await press(el, 'Confirm Booking');
  await waitFor(() => el.querySelector('[data-card-form]'), { message: 'the card form' });
}

describe('<booking-widget> a booking left unpaid', () => {
  it(
    'is not called confirmed: its confirmation says pay by the hold’s end, and Pay now opens its payment, which confirms it',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon"', undefined, { payments: true });
      await bookUnpaid(el);
      // Away and back within the minute: the widget shows the new booking's confirmation screen.
      await press(el, 'Manage Booking');
      await press(el, 'Book');
      await waitForHeading(el, 'Almost Done: Pay to Confirm');
      expect(el.textContent).not.toMatch('Appointment Confirmed!');
      const made = defined(server.reservations[0]);
      expect(made.status).toBe('pending');
      const payBy = defined(el.querySelector<HTMLElement>('[data-pay-by]'));
      expect(payBy.dataset.payBy).toBe(new Date(Date.parse(made.createdAt) + 15 * 60_000).toISOString());
      const shown = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit' }).format(Date.parse(made.createdAt) + 15 * 60_000);
      expect(payBy.textContent).toMatch(`Pay by ${shown} to keep this time.`);
      await expectNoAxeViolations(el);
      await press(el, 'Pay now');
      await waitFor(() => el.querySelector('[data-card-form]'), { message: 'the card form again' });
      expect(el.querySelector('[data-lookup-form], input[name="code"]')).toBeNull();
      await typeInto(el, 'Card number', '4242424242424242');
      await typeInto(el, 'Expiry date', '1230');
      await typeInto(el, 'CVV', '123');
      await typeInto(el, 'Name on card', 'Ada Lovelace');
      await click(defined(el.querySelector<HTMLButtonElement>('[data-card-form] button[type="submit"]')));
      await waitForHeading(el, 'Appointment Confirmed!');
      expect(server.reservations[0]?.status).toBe('confirmed');
      expect(el.querySelector('[data-pay-by]')).toBeNull();
    }),
  );
  it(
    'gives the booking’s payment hold: with the server’s paymentHoldMinutes 30 (the configuration says 15) it says pay by 30 minutes after booking',
    journey(async () => {
      const server30 = { payments: true, policy: { paymentHoldMinutes: 30 } };
      const { el, server } = await mountWidget('data-preset="salon"', { paymentHoldMinutes: 15 }, server30);
      await bookUnpaid(el);
      await press(el, 'Manage Booking');
      await press(el, 'Book');
      await waitForHeading(el, 'Almost Done: Pay to Confirm');
      const created = Date.parse(defined(server.reservations[0]).createdAt);
      const payBy = defined(el.querySelector<HTMLElement>('[data-pay-by]'));
      expect(payBy.dataset.payBy).toBe(new Date(created + 30 * 60_000).toISOString());
      const shown = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit' }).format(created + 30 * 60_000);
      expect(payBy.textContent).toMatch(`Pay by ${shown} to keep this time.`);
    }),
  );
});

describe('<booking-widget> a booking whose price includes VAT', () => {
  it(
    'shows Includes VAT inside the price and asks the price itself, which the server accepts',
    journey(async () => {
      const booking = reservationIn(24 * 60, { status: 'pending', taxIncluded: true, taxBasisPoints: 2000 });
      const { el, server } = await mountWidget('data-preset="salon" data-mode="payment"', { ui: { currency: 'GBP' } }, { reservations: [booking], payments: true });
      await waitForHeading(el, 'Pay for a Reservation');
      await lookUp(el, 'k7qx2m9p', 'ada@example.com');
      await waitFor(() => el.querySelector('[data-card-form]'), { message: 'the card form' });
      const totals = defined(el.querySelector('[data-totals]')).textContent ?? '';
      expect(totals).toMatch('Includes VAT');
      expect(totals).not.toMatch('8.25');
      expect(totals).toMatch('£9.17');
      expect(defined(el.querySelector<HTMLElement>('[data-total]')).dataset.total).toBe('5500');
      await typeInto(el, 'Card number', '4242424242424242');
      await typeInto(el, 'Expiry date', '1230');
      await typeInto(el, 'CVV', '123');
      await typeInto(el, 'Name on card', 'Ada Lovelace');
      await click(defined(el.querySelector<HTMLButtonElement>('[data-card-form] button[type="submit"]')));
      await waitForHeading(el, 'Payment Successful');
      expect(server.calls.filter((c) => c.path === '/provider/process').map((c) => (c.body as { amount: number }).amount)).toEqual([5500]);
    }),
  );
});
