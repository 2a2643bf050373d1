import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { captureConsoleErrors, click, recordEvents, waitFor } from '../../test/browser/fixture.ts';
import { button, dayCell, heading, mountWidget, press, toDateStep, typeInto, unmountWidget, waitForHeading, journey } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

const errorNotice = (el: Element) => el.querySelector<HTMLElement>('[data-site-config-error]');

describe('<booking-widget> configuration', () => {
  it(
    'shows the kit’s visible error for an unknown preset, logs it once and sends site-error',
    journey(async () => {
      const errors = recordEvents<{ attribute: string }>(document, 'site-error');
      const { result, calls } = await captureConsoleErrors(() => mountWidget('data-preset="bakery"'));
      errors.stop();
      const text = errorNotice(result.el)?.textContent ?? '';
      expect(text).toMatch('<booking-widget> data-preset: expected one of meeting, pickup, salon, license, restaurant, healthcare, retail');
      expect(calls).toHaveLength(1);
      expect(errors.events.map((e) => e.detail.attribute)).toEqual(['data-preset']);
      await expectNoAxeViolations(result.el);
    }),
  );

  it(
    'names the bad field of the inline JSON, never a blank widget',
    journey(async () => {
      const { result } = await captureConsoleErrors(() => mountWidget('data-preset="salon"', { enabledModes: ['booking'] }));
      expect(errorNotice(result.el)?.textContent).toMatch('inline JSON: expected enabledModes[0]: one of new-reservation');
      const { result: broken } = await captureConsoleErrors(() => mountWidget('data-preset="salon"', { ui: { primaryColor: 'teal' } }));
      expect(errorNotice(broken.el)?.textContent).toMatch('ui.primaryColor');
      await expectNoAxeViolations(broken.el);
    }),
  );

  it(
    'applies the inline configuration: business name, tint, enabled modes, and an explicit flow',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"', {
        enabledModes: ['new-reservation', 'manage'],
        ui: { businessName: 'Studio Nine', primaryColor: '#0b6e6e' },
        flow: { steps: [{ id: 'location', nextStep: 'date', title: 'Where would you like to come?' }] },
      });
      await waitForHeading(el, 'Where would you like to come?');
      expect(el.textContent).toMatch('Studio Nine');
      expect(el.querySelector('nav')?.textContent).toBe('BookManage Booking');
      expect(() => button(el, 'View Queue')).toThrow();
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Date and Time');
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'uses preloaded server data without fetching the catalogue: one location starts at service',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="meeting"', {
        serverData: {
          title: 'Dr. Rivera’s office',
          locations: [{ id: 'loc_a', name: 'Old Town', timeZone: 'Europe/London', hours: [] }],
          services: [{ id: 'svc_table', name: 'Consultation', duration: 30, price: 0 }],
          people: [],
        },
      });
      await waitForHeading(el, 'Choose a Service');
      expect(el.textContent).toMatch('Dr. Rivera’s office');
      expect(server.calls.some((c) => c.path === '/definitions')).toBe(false);
      await expectNoAxeViolations(el);
    }),
  );
});

describe('<booking-widget> preview', () => {
  it(
    'is labelled, offers hourly placeholder slots from 09:00 and makes a local CONF reservation without a create call',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="meeting" data-preview');
      await waitForHeading(el, 'Choose a Location');
      expect(el.textContent).toMatch('Preview');
      await toDateStep(el);
      await click(await dayCell(el, 1));
      const options = await waitFor(() => {
        const found = Array.from(el.querySelectorAll<HTMLElement>('[role="option"]'));
        return found.length > 0 ? found : null;
      });
      expect(options.map((o) => o.dataset.start?.slice(11, 16))).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      await click(defined(options[0]));
      await press(el, 'Book Appointment');
      await waitForHeading(el, 'Your Details');
      await typeInto(el, 'Full name', 'Preview Person');
      await typeInto(el, 'Email', 'p@example.com');
      await typeInto(el, 'Phone', '1');
      await press(el, 'Confirm Booking');
      await waitForHeading(el, 'Appointment Confirmed!');
      expect(el.querySelector('[data-confirmation-code]')?.textContent).toMatch(/^CONF[A-Z2-9]{8}$/);
      expect(server.calls.filter((c) => c.path === '/create' || c.path === '/slots')).toHaveLength(0);
      await expectNoAxeViolations(el);
    }),
  );
});

describe('<booking-widget> frame', () => {
  it(
    'moves focus to the step heading on a step change, never on page load',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"');
      await waitForHeading(el, 'Choose a Location');
      expect(el.contains(document.activeElement)).toBe(false);
      await click(defined(el.querySelector('[data-card]')));
      await press(el, 'Continue');
      await waitForHeading(el, 'Choose a Service');
      await waitFor(() => document.activeElement === heading(el), { message: 'focus on the new heading' });
    }),
  );

  it(
    'shows load failures in a red alert banner that clears after 5 seconds, with a retry',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon"', undefined, { failures: { 'GET /definitions': 500 } });
      const banner = defined(el.querySelector('[data-error-banner]'));
      expect(banner).toHaveAttribute('role', 'alert');
      await waitFor(() => banner.textContent?.includes('Failed to load locations'), { message: 'the banner', timeout: 6000 });
      await expectNoAxeViolations(el);
      await waitFor(() => banner.textContent === '', { message: 'the banner to clear', timeout: 6000 });
      delete server.options.failures;
      await press(el, 'Try again');
      await waitForHeading(el, 'Choose a Location', 6000);
    }),
  );

  it(
    'shows the loading overlay while a call runs',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon"', undefined, { delayMs: 400 });
      await waitFor(() => el.querySelector('[data-loading]'), { message: 'overlay' });
      await waitForHeading(el, 'Choose a Location');
      await waitFor(() => !el.querySelector('[data-loading]'), { message: 'overlay gone' });
    }),
  );
});
