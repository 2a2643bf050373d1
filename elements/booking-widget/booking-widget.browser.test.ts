import { BookingWidgetElement } from './booking-widget.element.ts';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, keyboard, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';

/**
 * Presses a key on the focused element (a dispatched keydown: the runner's real keyboard command can
 * stall when several test files run in one session, and these handlers are the widget's own).
 */
const pressKey = async (key: string): Promise<boolean> => keyboard(document.activeElement ?? document.body, key);
import { addDaysTo } from '../../shared/booking/calendar.ts';
import { fakeManageToken } from '../../test/fakes/booking-server.ts';
import { button, dayCell, heading, londonDay, mountWidget, press, toDateStep, typeInto, unmountWidget, waitForHeading, journey } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

/** Chooses a day `offset` days ahead in the calendar and waits for its slots. */
async function pickDay(el: HTMLElement, offset = 2): Promise<void> {
  await click(await dayCell(el, offset));
  await waitFor(() => el.querySelector('[role="listbox"] [role="option"]'), { message: 'slots', timeout: 4000 });
}

describe('<booking-widget> booking flow', () => {
  it(
    'registers the tag and draws location cards with today’s hours, Continue disabled until a choice',
    journey(async () => {
      expect(customElements.get('booking-widget')).toBe(BookingWidgetElement);
      const { el } = await mountWidget('data-preset="salon"');
      await waitForHeading(el, 'Choose a Location');
      const cards = Array.from(el.querySelectorAll('[data-card]'));
      expect(cards.map((c) => c.querySelector('span')?.textContent)).toEqual(['Old Town', 'Marina']);
      expect(cards[0]?.textContent).toMatch(/Today: /);
      expect(button(el, 'Continue').disabled).toBe(true);
      await click(defined(cards[0]));
      expect(cards[0]).toHaveAttribute('aria-pressed', 'true');
      expect(button(el, 'Continue').disabled).toBe(false);
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'shows service tabs and cards with duration, price and Staff required; tabs work with the arrow keys',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await waitForHeading(el, 'Choose a Location');
      await click(defined(el.querySelectorAll<HTMLElement>('[data-card]')[1]));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Service');
      expect(document.activeElement).toBe(heading(el));
      const tabs = Array.from(el.querySelectorAll<HTMLElement>('[role="tab"]'));
      expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Hair', 'Grooming']);
      tabs[0]?.focus();
      await pressKey('ArrowRight');
      expect(document.activeElement).toBe(tabs[1]);
      expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      expect(el.querySelectorAll('[data-card]')).toHaveLength(1);
      const card = defined(el.querySelector('[data-card]'));
      expect(card.textContent).toMatch('60 min');
      expect(card.textContent).toMatch('$55.00');
      expect(card.textContent).toMatch('Staff required');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'shows No Preference, initials, ratings and two specialties then +N more',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await waitForHeading(el, 'Choose a Location');
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Service');
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose Your Staff Member');
      const cards = Array.from(el.querySelectorAll('[data-card]'));
      expect(cards[0]?.textContent).toMatch('No Preference');
      expect(cards[1]?.textContent).toMatch('AH');
      expect(cards[1]?.textContent).toMatch('+2 more');
      expect(defined(cards[1]?.querySelector('[role="img"]'))).toHaveAttribute('aria-label', 'Rated 4.9 out of 5');
      expect(el.textContent).not.toMatch('Tom Whitfield');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'offers the month calendar as a grid and the slots as a listbox grouped by hour, all by keyboard',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await toDateStep(el);
      const grid = defined(el.querySelector<HTMLElement>('[role="grid"]'));
      const focusable = defined(grid.querySelector<HTMLElement>('td[tabindex="0"]'));
      focusable.focus();
      await pressKey('ArrowRight');
      const tomorrow = addDaysTo(defined(focusable.dataset.date), 1);
      const next = await waitFor(() => (document.activeElement as HTMLElement | null)?.dataset.date === tomorrow ? (document.activeElement as HTMLElement) : null, {
        message: `focus on ${tomorrow}`,
      });
      await pressKey('Enter');
      await waitFor(() => el.querySelector('[role="listbox"] [role="option"]'), { message: 'slots' });
      expect(next).toHaveAttribute('aria-selected', 'true');
      const listbox = defined(el.querySelector<HTMLElement>('[role="listbox"]'));
      expect(listbox.querySelectorAll('[role="group"]').length).toBeGreaterThan(1);
      expect(listbox.textContent).toMatch(/1 spot left/);
      listbox.focus();
      await pressKey('ArrowDown');
      await pressKey('Enter');
      const chosen = defined(listbox.querySelector('[aria-selected="true"]'));
      expect(listbox.getAttribute('aria-activedescendant')).toBe(chosen.id);
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'asks for a date and slot first, then books: re-check, create, Appointment Confirmed! with code, policy and calendar links',
    journey(async () => {
      const events = recordEvents<{ reservation: { confirmationCode: string } }>(document, 'booking-reservation-created');
      // The meeting preset has no payment step, so the priced booking goes straight to its confirmation.
      const { el, server } = await mountWidget('data-preset="meeting" data-manage-href="/manage-booking?from=email"');
      await toDateStep(el);
      await press(el, 'Book Appointment');
      expect(el.querySelector('[role="alert"]')?.textContent).toMatch('Please select a date and time slot first');
      await pickDay(el);
      await click(defined(el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])')));
      await press(el, 'Book Appointment');
      await waitForHeading(el, 'Your Details');
      await press(el, 'Confirm Booking');
      expect(el.textContent).toMatch('Name is required');
      expect(el.textContent).toMatch('Email is required');
      expect(el.textContent).toMatch('Phone is required');
      await typeInto(el, 'Full name', 'Ada Lovelace');
      await typeInto(el, 'Email', 'ada@example');
      await typeInto(el, 'Phone', '+44 20 7946 0000');
      await press(el, 'Confirm Booking');
      expect(el.textContent).toMatch('Email is invalid');
      await expectNoAxeViolations(el);
      await typeInto(el, 'Email', 'ada@example.com');
      await press(el, 'Confirm Booking');
      await waitForHeading(el, 'Appointment Confirmed!');
      expect(server.calls.map((c) => c.path).slice(-2)).toEqual(['/slots', '/create']);
      expect((server.calls.at(-2)?.body as { check?: boolean }).check).toBe(true);
      const code = defined(el.querySelector('[data-confirmation-code]')).textContent ?? '';
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(el.textContent).toMatch('Free cancellation or rescheduling up to 24 hours before your appointment.');
      await press(el, 'Add to Calendar');
      const links = Array.from(el.querySelectorAll<HTMLAnchorElement>('[data-calendar-links] a'));
      expect(decodeURIComponent(defined(links[0]).href)).toMatch('DTSTART;TZID=Europe/London:');
      expect(defined(links[1]).href).toMatch('ctz=Europe%2FLondon');
      expect(events.events.map((e) => e.detail.reservation.confirmationCode)).toEqual([code]);
      events.stop();
      // 'Manage this booking': data-manage-href with the signed token the server gave for the new booking.
      const made = defined(server.reservations.at(-1));
      const link = defined(el.querySelector<HTMLAnchorElement>('[data-manage-link] a'));
      expect(link.textContent).toBe('Manage this booking');
      const target = new URL(link.href);
      expect(target.origin + target.pathname).toBe(`${location.origin}/manage-booking`);
      expect(target.searchParams.get('from')).toBe('email');
      expect(target.searchParams.get('manage')).toBe(fakeManageToken('reservation', made.id));
      await expectNoAxeViolations(el);
      await press(el, 'Book Another Appointment');
      await waitForHeading(el, 'Choose a Location');
      expect(el.querySelector('[data-manage-link]')).toBeNull();
    }),
  );

  it(
    'says The selected time is no longer available when the slot went meanwhile',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon"');
      await toDateStep(el);
      await pickDay(el);
      const option = defined(el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])'));
      await click(option);
      await press(el, 'Book Appointment');
      await waitForHeading(el, 'Your Details');
      server.options.fullSlots = [defined(option.dataset.start)];
      await typeInto(el, 'Full name', 'Ada');
      await typeInto(el, 'Email', 'ada@example.com');
      await typeInto(el, 'Phone', '1');
      await press(el, 'Confirm Booking');
      await waitForHeading(el, 'Choose a Date and Time');
      expect(defined(el.querySelector('[role="alert"]')).textContent).toMatch('The selected time is no longer available');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'shows the guest count 1 to 8 plus More than 8 with the 1..20 rule and the call hint',
    journey(async () => {
      const { el } = await mountWidget('data-preset="restaurant"', { filter: { serviceIds: ['svc_table'] } });
      await waitForHeading(el, 'Choose a Location');
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Service');
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Date and Time');
      const radios = Array.from(el.querySelectorAll('[role="radio"]'));
      expect(radios.map((r) => r.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', 'More than 8']);
      await click(defined(radios[8]));
      await typeInto(el, 'How many guests? (9 to 20)', '25');
      await press(el, 'Set');
      expect(el.textContent).toMatch('Please enter a valid party size between 1 and 20');
      await typeInto(el, 'How many guests? (9 to 20)', '12');
      await press(el, 'Set');
      expect(el.textContent).toMatch('we recommend calling the restaurant');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'states the location’s time zone when the visitor’s differs',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await toDateStep(el);
      const note = el.querySelector('[data-zone-note]');
      if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Europe/London') expect(defined(note).textContent).toMatch('Europe/London');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'never renders a stale slot answer: the newer date wins',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon"');
      await toDateStep(el);
      await pickDay(el, 2);
      const day = (offset: number) =>
        defined(el.querySelector<HTMLElement>(`td[data-date="${londonDay(offset)}"]`), `day +${offset} in this month`);
      const [slow, fast] = [3, 4].map((n) => (londonDay(n).slice(0, 7) === londonDay(2).slice(0, 7) ? n : 0));
      if (!slow || !fast) return;
      server.options.delayMs = 700;
      await click(day(slow));
      server.options.delayMs = 0;
      await click(day(fast));
      await new Promise((done) => setTimeout(done, 900));
      await settle();
      const starts = Array.from(el.querySelectorAll<HTMLElement>('[role="option"]')).map((o) => o.dataset.start?.slice(0, 10));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.every((d) => d === londonDay(fast))).toBe(true);
    }),
  );
});
