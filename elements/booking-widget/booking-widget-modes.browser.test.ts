import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { click, recordEvents, waitFor } from '../../test/browser/fixture.ts';
import { fakeManageToken } from '../../test/fakes/booking-server.ts';
import {
  button,
  choose,
  heading,
  joinAndFollow,
  lookUp,
  mountWidget,
  press,
  reservationIn,
  sameDayCatalog,
  typeInto,
  unmountWidget,
  waitForHeading,
  journey,
} from '../../test/helpers/booking-widget-browser.ts';

const EMAIL = 'ada@example.com';
const TOKEN = fakeManageToken('reservation', 'res_test');

afterEach(() => unmountWidget());

describe('<booking-widget> manage', () => {
  it(
    'looks up by code in any case with the e-mail or phone used to book, with the specified lookup texts',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(24 * 60)],
      });
      await waitForHeading(el, 'Find Your Reservation');
      await press(el, 'Find Reservation');
      expect(el.textContent).toMatch('Please enter a confirmation code');
      await lookUp(el, 'k7qx2m9p');
      expect(el.textContent).toMatch('Please enter the email address or phone number used to book');
      const contact = defined(el.querySelector<HTMLInputElement>('input[name="contact"]'));
      expect(document.activeElement === contact || el.shadowRoot?.activeElement === contact).toBe(true);
      expect(contact).toHaveAttribute('aria-invalid', 'true');
      expect(server.calls.some((c) => c.method === 'GET' && c.path === '')).toBe(false);
      await lookUp(el, 'NOPE2345', EMAIL);
      await waitFor(() => el.textContent?.includes('No reservation found with this confirmation code'), { message: 'not found text' });
      await expectNoAxeViolations(el);
      await lookUp(el, 'k7qx2m9p', 'someone@else.example');
      await waitFor(() => el.textContent?.includes('No reservation found with this confirmation code'), {
        message: 'the same not found text for a wrong contact',
      });
      expect(defined(el.querySelector<HTMLInputElement>('input[name="code"]')).value).toBe('k7qx2m9p');
      expect(contact.value).toBe('someone@else.example');
      await lookUp(el, 'k7qx2m9p', '+44 (20) 7946-0000');
      await waitForHeading(el, 'Your Reservation');
      expect(el.textContent).toMatch('K7QX2M9P');
      const body = defined(el.querySelector('[aria-busy]'), 'widget body');
      expect(button(body, 'Modify')).toBeTruthy();
      expect(button(body, 'Check In')).toBeTruthy();
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'asks before cancelling in an in-widget dialog (Esc keeps it), then cancels and hides Modify and Check In',
    journey(async () => {
      const events = recordEvents(document, 'booking-reservation-cancelled');
      const { el, server } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(24 * 60)],
      });
      await waitForHeading(el, 'Find Your Reservation');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitForHeading(el, 'Your Reservation');
      await press(el, 'Cancel Reservation');
      const dialog = defined(el.querySelector<HTMLDialogElement>('dialog'));
      expect(dialog.open).toBe(true);
      expect(dialog).toHaveAttribute('role', 'alertdialog');
      expect(dialog.textContent).toMatch('Are you sure you want to cancel this reservation?');
      expect(document.activeElement?.textContent).toBe('Keep Reservation');
      await expectNoAxeViolations(el);
      await pressKey('Escape');
      expect(dialog.open).toBe(false);
      expect(server.calls.some((c) => c.path === '/delete')).toBe(false);
      await press(el, 'Cancel Reservation');
      await press(el, 'Yes, Cancel');
      await waitFor(() => el.textContent?.includes('Your reservation has been cancelled.'), { message: 'cancelled notice' });
      expect(el.querySelector('[data-status]')).toHaveAttribute('data-status', 'cancelled');
      const body = defined(el.querySelector('[aria-busy]'), 'widget body');
      expect(() => button(body, 'Modify')).toThrow();
      expect(() => button(body, 'Check In')).toThrow();
      expect(events.events).toHaveLength(1);
      expect(server.calls.find((c) => c.path === '/delete')?.body).toEqual({ reservationId: 'res_test', manageToken: TOKEN });
      events.stop();
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'opens the booking of a signed manage link (?manage=), and says not found with the empty form for a bad one',
    journey(async () => {
      const before = location.href;
      history.replaceState(null, '', `?manage=${encodeURIComponent(TOKEN)}`);
      try {
        const { el, server } = await mountWidget('data-preset="salon"', undefined, { reservations: [reservationIn(24 * 60)] });
        await waitForHeading(el, 'Your Reservation');
        expect(el.querySelector('[data-reservation-code]')?.textContent).toBe('K7QX2M9P');
        expect(server.calls.some((c) => c.method === 'GET' && c.path === '')).toBe(true);
        await press(el, 'Cancel Reservation');
        await press(el, 'Yes, Cancel');
        await waitFor(() => server.reservations[0]?.status === 'cancelled', { message: 'cancelled with the link’s token' });
      } finally {
        history.replaceState(null, '', before);
      }
      unmountWidget();
      const { el } = await mountWidget('data-preset="salon" data-manage-token="fake-reservation.expired"', undefined, {
        reservations: [reservationIn(24 * 60)],
      });
      await waitFor(() => el.textContent?.includes('No reservation found with this confirmation code'), { message: 'not found text' });
      expect(heading(el).textContent).toBe('Find Your Reservation');
      expect(defined(el.querySelector<HTMLInputElement>('input[name="code"]')).value).toBe('');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'asks to look the booking up again when the server refuses the change, keeping what was typed',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(24 * 60)],
        failures: { 'POST /delete': 403 },
      });
      await waitForHeading(el, 'Find Your Reservation');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitForHeading(el, 'Your Reservation');
      await press(el, 'Cancel Reservation');
      await press(el, 'Yes, Cancel');
      await waitForHeading(el, 'Find Your Reservation');
      expect(el.textContent).toMatch('Please look up your booking again to manage it.');
      expect(defined(el.querySelector<HTMLInputElement>('input[name="code"]')).value).toBe('K7QX2M9P');
      expect(defined(el.querySelector<HTMLInputElement>('input[name="contact"]')).value).toBe(EMAIL);
      expect(server.reservations[0]?.status).toBe('confirmed');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'says how long to wait when lookups are rate limited, keeping what was typed',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(24 * 60)],
        failures: { 'GET ': 429 },
      });
      await waitForHeading(el, 'Find Your Reservation');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitFor(() => el.textContent?.includes('Too many attempts. Try again in 1 minute.'), { message: 'the rate limit text' });
      expect(defined(el.querySelector<HTMLInputElement>('input[name="code"]')).value).toBe('K7QX2M9P');
      expect(defined(el.querySelector<HTMLInputElement>('input[name="contact"]')).value).toBe(EMAIL);
    }),
  );

  it(
    'modifies to a new date and slot',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="manage"', undefined, {
        reservations: [reservationIn(2 * 24 * 60)],
      });
      await waitForHeading(el, 'Find Your Reservation');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitForHeading(el, 'Your Reservation');
      await press(el, 'Modify');
      await waitFor(() => el.querySelector('[role="option"]:not([aria-disabled])'), { message: 'slots', timeout: 4000 });
      const option = defined(el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])'));
      await click(option);
      await press(el, 'Save New Time');
      await waitFor(() => el.textContent?.includes('Your reservation has been moved to the new time.'), { message: 'moved notice' });
      expect(server.reservations[0]?.startTime).toBe(option.dataset.start);
      const update = defined(server.calls.find((c) => c.path === '/update')).body as { reservationId: string; manageToken: string };
      expect([update.reservationId, update.manageToken]).toEqual(['res_test', TOKEN]);
      await expectNoAxeViolations(el);
    }),
  );
});

describe('<booking-widget> self check-in (sections 2.6, 4.6, 5)', () => {
  it(
    'refuses earlier than 15 minutes before the start',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="check-in"', undefined, {
        reservations: [reservationIn(60)],
        catalog: sameDayCatalog(60),
      });
      await waitForHeading(el, 'Self Check-In');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitFor(() => /Check-in is available starting 15 minutes before your appointment time \(.+\)\./.test(el.textContent ?? ''), {
        message: 'too early text',
      });
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'refuses a reservation on another day, and a cancelled one',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="check-in"', undefined, {
        reservations: [reservationIn(3 * 24 * 60)],
      });
      await waitForHeading(el, 'Self Check-In');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitFor(
        () => /This reservation is for .+\. Self-check-in is only available for today's reservations\./.test(el.textContent ?? ''),
        { message: 'other day text' },
      );
      defined(server.reservations[0]).status = 'cancelled';
      await press(el, 'Find Reservation');
      await waitFor(() => el.textContent?.includes('This reservation has been cancelled.'), { message: 'cancelled text' });
    }),
  );

  it(
    'confirms the details, checks in, and resets after a visible 5-second countdown',
    journey(async () => {
      const events = recordEvents(document, 'booking-reservation-checked-in');
      const { el, server } = await mountWidget('data-preset="salon" data-mode="check-in"', undefined, {
        reservations: [reservationIn(10)],
        catalog: sameDayCatalog(10),
      });
      await waitForHeading(el, 'Self Check-In');
      await lookUp(el, 'K7QX2M9P', EMAIL);
      await waitForHeading(el, 'Confirm Your Details');
      await expectNoAxeViolations(el);
      await press(el, 'Check In Now');
      await waitForHeading(el, 'You Are Checked In');
      expect(server.calls.find((c) => c.path === '/update')?.body).toEqual({
        reservationId: 'res_test',
        status: 'checked-in',
        manageToken: TOKEN,
      });
      expect(el.textContent).toMatch('Check-in successful! A staff member will assist you shortly.');
      expect(el.textContent).toMatch('This screen resets in 5 seconds.');
      await waitFor(() => el.textContent?.includes('resets in 4 seconds'), { message: 'countdown', timeout: 2000 });
      expect(events.events).toHaveLength(1);
      events.stop();
      await expectNoAxeViolations(el);
      await waitForHeading(el, 'Self Check-In', 6000);
    }),
  );
});

describe('<booking-widget> walk-in and queue status (sections 2.7, 2.8)', () => {
  it(
    'validates the walk-in form, joins, shows position and wait, and follows the queue',
    journey(async () => {
      const joined = recordEvents(document, 'booking-queue-joined');
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      await waitForHeading(el, 'Join the Queue');
      await press(el, 'Join Queue');
      for (const text of [
        'Please enter your name',
        'Please enter your phone number',
        'Please select a location',
        'Please select a service',
      ])
        expect(el.textContent).toMatch(text);
      await expectNoAxeViolations(el);
      await typeInto(el, 'Your name', 'Grace Hopper');
      await typeInto(el, 'Phone', '+44 20 7946 0555');
      await choose(el, 'Location', 'loc_a');
      await choose(el, 'Service', 'svc_cut');
      await press(el, 'Join Queue');
      await waitForHeading(el, "You're in the Queue");
      expect(el.querySelector('[data-position]')).toHaveAttribute('data-position', '1');
      expect(joined.events).toHaveLength(1);
      joined.stop();
      await expectNoAxeViolations(el);
      await press(el, 'View Queue Status');
      await waitForHeading(el, 'Queue Status');
      await waitFor(() => el.querySelector('[data-your-status]'), { message: 'Your Status card' });
      expect(el.querySelector('[data-caption]')?.textContent).toBe('Almost Ready');
      expect(el.querySelector('[data-instructions="salon"]')).toBeTruthy();
      await waitFor(() => el.querySelector('table'), { message: 'the Current Queue table' });
      expect(el.querySelector('table')?.textContent).toMatch('Position');
      expect(el.querySelector('[aria-live="polite"]')?.textContent).toMatch('You are number 1 in the queue');
      await expectNoAxeViolations(el);
      server.queue.unshift({ ...defined(server.queue[0]), id: 'q_other', customerPhone: '+44 1', joinedAt: '2000-01-01T00:00:00Z' });
      await press(el, 'Refresh');
      await waitFor(() => el.querySelector('[data-my-position="2"]'), { message: 'position 2 after someone joined ahead' });
      // The visitor's own card keeps the full name and phone; the public board has neither.
      expect(el.querySelector('[data-your-status]')?.textContent).toMatch('+44 20 7946 0555');
      expect(el.querySelector('table')?.textContent).not.toMatch(/7946|Grace|Hopper/);
      await press(el, 'Back');
      await waitForHeading(el, "You're in the Queue");
    }),
  );

  it(
    'lets a walk-in leave the queue with the token from joining, after asking',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      const id = await joinAndFollow(el, server);
      await press(el, 'Leave the Queue');
      const dialog = defined(el.querySelector<HTMLDialogElement>('dialog'));
      expect(dialog.textContent).toMatch('Are you sure you want to leave the queue?');
      await expectNoAxeViolations(el);
      await press(el, 'Yes, Leave');
      await waitFor(() => el.textContent?.includes('You have left the queue.'), { message: 'left notice' });
      expect(server.queue).toHaveLength(0);
      expect(server.calls.find((c) => c.path === '/delete')?.body).toEqual({ queueEntryId: id, manageToken: fakeManageToken('queue', id) });
      expect(el.querySelector('[data-your-status]')).toBeNull();
      expect(el.textContent).toMatch('Check Your Status');
    }),
  );

  it(
    'says the walk-in form text when joining fails',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="walk-in"', undefined, { failures: { 'POST /create': 500 } });
      await waitForHeading(el, 'Join the Queue');
      await typeInto(el, 'Your name', 'Grace');
      await typeInto(el, 'Phone', '1');
      await choose(el, 'Location', 'loc_a');
      await choose(el, 'Service', 'svc_cut');
      await press(el, 'Join Queue');
      await waitFor(() => el.textContent?.includes('Failed to add to queue. Please try again.'), { message: 'failure text' });
    }),
  );

  it(
    'shows the empty queue text, pauses updates, finds by the full phone number only, and follows the page event',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="restaurant" data-mode="view-queue-progress"');
      await waitForHeading(el, 'Queue Status');
      await waitFor(() => el.textContent?.includes('No one is currently in the queue'), { message: 'empty text' });
      await press(el, 'Pause Updates');
      expect(button(el, 'Resume Updates')).toHaveAttribute('aria-pressed', 'true');
      expect(el.textContent).toMatch('Updates paused.');
      await press(el, 'Find Me');
      expect(el.textContent).toMatch('Please enter a queue ID or phone number');
      await expectNoAxeViolations(el);
      server.queue.push({
        id: 'q_55',
        locationId: 'loc_a',
        serviceId: null,
        customerName: 'Linus',
        customerPhone: '+44 20 7946 0999',
        partySize: 3,
        estimatedWaitTime: 0,
        notes: null,
        status: 'notified',
        position: 0,
        joinedAt: new Date().toISOString(),
        notifiedAt: null,
        createdAt: new Date().toISOString(),
      });
      await typeInto(el, 'Find Me', '7946 0999');
      await press(el, 'Find Me');
      await waitFor(() => el.textContent?.includes('No entry found with this ID or phone number'), {
        message: 'a part of the phone finds nobody',
      });
      await typeInto(el, 'Find Me', '+44 (20) 7946-0999');
      await press(el, 'Find Me');
      await waitFor(() => el.querySelector('[data-your-status="q_55"]'), { message: 'found by the full phone number' });
      expect(el.querySelector('[data-your-status]')?.textContent).toMatch('+44 20 7946 0999');
      localStorage.clear();
      unmountWidget();
      const again = await mountWidget('data-preset="restaurant" data-mode="view-queue-progress"', undefined, { queue: [...server.queue] });
      const el2 = again.el;
      await waitForHeading(el2, 'Queue Status');
      document.dispatchEvent(new CustomEvent('view-queue-progress', { detail: { queueId: 'q_55' } }));
      await waitFor(() => el2.querySelector('[data-your-status="q_55"]'), { message: 'status of q_55' });
      // Followed by id only: the board's public view, no phone, and no way to leave.
      expect(el2.querySelector('[data-your-status]')?.textContent).toMatch('Linus');
      expect(el2.querySelector('[data-your-status]')?.textContent).not.toMatch('7946');
      expect(() => button(el2, 'Leave the Queue')).toThrow();
      expect(el2.querySelector('[data-caption]')?.textContent).toBe('Ready!');
      expect(el2.querySelector('[data-tone="notified"]')?.textContent).toBe('Notified');
      expect(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('booking-widget:')) ?? '')).toMatch('q_55');
      await expectNoAxeViolations(el2);
    }),
  );

  it(
    'switches to queue mode from another mode with the page event',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await waitForHeading(el, 'Choose a Location');
      document.dispatchEvent(new CustomEvent('view-queue-progress', { detail: {} }));
      await waitForHeading(el, 'Queue Status');
      await press(el, 'Back');
      await waitForHeading(el, 'Choose a Location');
    }),
  );
});

describe('<booking-widget> pay a reservation (sections 2.9, 4.8)', () => {
  it(
    'looks the reservation up, shows price, 8.25% tax and total, pays by card and shows Payment Successful',
    journey(async () => {
      const paid = recordEvents<{ reservation: { status: string } }>(document, 'booking-payment-completed');
      const { el, server } = await mountWidget('data-preset="salon" data-mode="payment"', undefined, {
        reservations: [reservationIn(24 * 60, { status: 'pending' })],
        payments: true,
      });
      await waitForHeading(el, 'Pay for a Reservation');
      await press(el, 'Find Reservation');
      expect(el.textContent).toMatch('Please enter a confirmation code');
      await lookUp(el, 'k7qx2m9p', EMAIL);
      await waitFor(() => el.querySelector('[data-card-form]'), { message: 'the card form' });
      const totals = defined(el.querySelector('[data-totals]')).textContent ?? '';
      expect(totals).toMatch('$55.00');
      expect(totals).toMatch('$4.54');
      expect(totals).toMatch('$59.54');
      expect(el.textContent).toMatch('Reservation Details');
      expect(el.textContent).toMatch('Payment Information');
      await expectNoAxeViolations(el);
      const pay = defined(el.querySelector<HTMLButtonElement>('[data-card-form] button[type="submit"]'));
      await click(pay);
      for (const text of [
        'Please enter a valid card number',
        'Please enter a valid expiry date',
        'Please enter a valid CVV',
        'Please enter the name on card',
      ]) {
        expect(el.textContent).toMatch(text);
      }
      expect(defined(await typeInto(el, 'Card number', '4000000000000002')).value).toBe('4000 0000 0000 0002');
      await typeInto(el, 'Expiry date', '1230');
      await typeInto(el, 'CVV', '123');
      await typeInto(el, 'Name on card', 'Ada Lovelace');
      await click(pay);
      await waitFor(() => el.querySelector('[data-payment-problem]')?.textContent === 'Your card was declined.', {
        message: 'the decline',
      });
      expect(server.reservations[0]?.status).toBe('pending');
      await typeInto(el, 'Card number', '4242424242424242');
      await typeInto(el, 'CVV', '123');
      await click(pay);
      await waitForHeading(el, 'Payment Successful');
      expect(server.reservations[0]?.status).toBe('confirmed');
      expect(server.calls.filter((c) => c.path === '/provider/process').map((c) => (c.body as { amount: number }).amount)).toEqual([
        5954, 5954,
      ]);
      expect(paid.events.map((e) => e.detail.reservation.status)).toEqual(['confirmed']);
      paid.stop();
      await expectNoAxeViolations(el);
      await press(el, 'New Payment');
      await waitForHeading(el, 'Pay for a Reservation');
    }),
  );
});
