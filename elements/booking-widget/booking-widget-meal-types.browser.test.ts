import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { click, waitFor } from '../../test/browser/fixture.ts';
import type { FakeServer } from '../../test/fakes/booking-server.ts';
import { button, dayCell, journey, mountWidget, press, typeInto, unmountWidget, waitForHeading } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

/** The restaurant widget on its date step (location, then the table service). */
async function restaurantDateStep(attrs = '', config: object = {}): Promise<{ el: HTMLElement; server: FakeServer }> {
  const mounted = await mountWidget(`${attrs} data-preset="restaurant"`, { filter: { serviceIds: ['svc_table'] }, ...config });
  const { el } = mounted;
  await waitFor(() => el.querySelector('[data-card]'), { message: 'location cards' });
  await click(defined(el.querySelector('[data-card]')));
  await click(button(el, /^(Continue|Continuar)$/));
  await waitFor(() => el.querySelector('[data-card]'), { message: 'service cards' });
  await click(defined(el.querySelector('[data-card]')));
  await click(button(el, /^(Continue|Continuar)$/));
  await waitFor(() => el.querySelector('td[data-date]'), { message: 'the calendar' });
  return mounted;
}

/** The meal-type radios by their label text. */
const meals = (el: HTMLElement) =>
  Array.from(el.querySelectorAll<HTMLInputElement>('[data-meal-types] input[type="radio"]')).map((input) => ({
    input,
    label: defined(input.closest('label')).textContent ?? '',
  }));

/** The mealType of every slot request so far. */
const slotRequests = (server: FakeServer) =>
  server.calls
    .filter((c) => c.path === '/slots' && !(c.body as { check?: boolean }).check)
    .map((c) => (c.body as { mealType?: string }).mealType);

/** Opens a day two days ahead and waits for its times; answers the last time offered. */
async function dayWithTimes(el: HTMLElement): Promise<string> {
  await click(await dayCell(el, 2));
  await waitFor(() => el.querySelector('[role="listbox"] [role="option"]'), { message: 'slots', timeout: 4000 });
  return defined(Array.from(el.querySelectorAll<HTMLElement>('[role="option"]')).at(-1)?.dataset.start, 'last slot');
}

describe('<booking-widget> restaurant meal types', () => {
  it(
    "offers the meal types with their lengths, asks for 120-minute slots for the Chef's Table and books it",
    journey(async () => {
      const { el, server } = await restaurantDateStep();
      await waitForHeading(el, 'Choose a Date and Time');
      const fieldset = defined(el.querySelector('fieldset[data-meal-types]'));
      expect(fieldset.querySelector('legend')?.textContent).toBe('Meal type');
      expect(meals(el).map((m) => m.label)).toEqual([
        'Regular Dining90 min',
        "Chef's Table Experience120 min",
        'Private Dining Room120 min',
      ]);
      expect(meals(el).map((m) => m.input.checked)).toEqual([true, false, false]);
      expect(meals(el)[0]?.input.tabIndex).toBe(0);
      const regularLast = await dayWithTimes(el);
      expect(slotRequests(server).every((m) => m === 'regular-dining')).toBe(true);
      await expectNoAxeViolations(el);

      await click(defined(meals(el)[1]).input);
      await waitFor(() => slotRequests(server).at(-1) === 'chefs-table' || null, { message: "a Chef's Table slot request" });
      expect(meals(el).map((m) => m.input.checked)).toEqual([false, true, false]);
      const chefsLast = await waitFor(() => {
        const last = Array.from(el.querySelectorAll<HTMLElement>('[role="option"]')).at(-1)?.dataset.start;
        return last && last !== regularLast ? last : null;
      });
      // Two hours must end by closing time: the last table starts half an hour earlier than for 90 minutes.
      expect(Date.parse(regularLast) - Date.parse(chefsLast)).toBe(30 * 60_000);

      await click(defined(el.querySelector<HTMLElement>('[role="option"]:not([aria-disabled])')));
      await press(el, 'Book Appointment');
      await waitForHeading(el, 'Your Details');
      expect(el.querySelector('dl')?.textContent).toMatch("Meal typeChef's Table Experience");
      await typeInto(el, 'Full name', 'Ada Lovelace');
      await typeInto(el, 'Email', 'ada@example.com');
      await typeInto(el, 'Phone', '+44 20 7946 0000');
      await press(el, 'Confirm Booking');
      await waitForHeading(el, 'Appointment Confirmed!');
      const create = defined(server.calls.find((c) => c.path === '/create'));
      expect((create.body as { mealType?: string }).mealType).toBe('chefs-table');
      const made = defined(server.reservations[0]);
      expect((Date.parse(made.endTime) - Date.parse(made.startTime)) / 60_000).toBe(120);
      expect(defined(el.querySelector('[data-confirmation] dl')).textContent).toMatch("Meal typeChef's Table Experience");
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'shows the picker in Spanish, and none where the configuration has no meal types',
    journey(async () => {
      const { el } = await restaurantDateStep('lang="es"');
      await waitFor(() => (el.querySelector('[data-meal-types] legend')?.textContent === 'Tipo de comida' ? true : null), {
        message: 'the Spanish legend',
      });
      expect(meals(el)[1]?.label).toBe("Chef's Table Experience120 min");
      await expectNoAxeViolations(el);
      unmountWidget();
      const none = await restaurantDateStep('', { mealTypes: [] });
      expect(none.el.querySelector('[data-meal-types]')).toBe(null);
      await dayWithTimes(none.el);
      expect(slotRequests(none.server).every((m) => m === undefined)).toBe(true);
    }),
  );
});
