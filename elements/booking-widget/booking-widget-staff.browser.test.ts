import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { settle, waitFor } from '../../test/browser/fixture.ts';
import type { QueueEntry } from '../../shared/api/schemas.ts';
import { FAKE_STAFF } from '../../test/fakes/booking-server.ts';
import { button, mountWidget, press, unmountWidget, waitForHeading, journey, walkIn } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

const LINE = (): QueueEntry[] => [
  walkIn('q_ana', 'Ana Morales', '+44 20 7946 0101', 20, { notes: 'Window seat please' }),
  walkIn('q_ben', 'Ben Okafor', '+44 20 7946 0102', 10, { customerEmail: 'ben@example.com' }),
];

/** Only Old Town, so the console has one Call next button. */
const ONE_LOCATION = { filter: { locationIds: ['loc_a'] } };

const consoleOf = (el: Element) => el.querySelector<HTMLElement>('[data-staff-queue]');
const live = (el: Element) => defined(el.querySelector('[aria-live="polite"]'), 'live region').textContent ?? '';

/** Mounts the queue screen over the fake server, as staff unless `staff` is null, and waits for the console (or the board). */
async function openQueue(attrs = '', staff: typeof FAKE_STAFF | null = FAKE_STAFF) {
  const mounted = await mountWidget(`data-preset="salon" data-mode="view-queue-progress" ${attrs}`, ONE_LOCATION, { queue: LINE(), staff });
  await waitForHeading(mounted.el, /Queue Status|Estado de la cola/);
  await waitFor(() => mounted.el.querySelector('table'), { message: 'the queue table' });
  if (staff) await waitFor(() => mounted.el.querySelector('[data-staff-entry]'), { message: 'the staff console' });
  return mounted;
}

describe('<booking-widget> staff queue console (issue 17)', () => {
  it(
    'never shows visitors the console, their names or phones',
    journey(async () => {
      const { el, server } = await openQueue('', null);
      // Give the session answer time to arrive: nothing appears for a visitor.
      await settle();
      await new Promise((done) => setTimeout(done, 300));
      await settle();
      expect(consoleOf(el)).toBeNull();
      expect(el.textContent).not.toMatch(/Morales|7946|Call next|Staff Console/);
      // The public board still shows the wait in words (the plural text of the mode catalogue).
      expect(el.querySelector('table')?.textContent).toMatch('15 minutes');
      expect(server.calls.some((c) => c.path === '/update' || c.path === '/delete')).toBe(false);
    }),
  );

  it(
    'shows staff the full line with accessible names, and each action sends its request, reloads the line and is announced',
    journey(async () => {
      const { el, server } = await openQueue();
      const panel = defined(consoleOf(el));
      expect(panel.querySelector('h3')?.textContent).toBe('Staff Console');
      const rows = Array.from(panel.querySelectorAll('[data-staff-entry]'));
      expect(rows.map((r) => r.querySelector('th[scope="row"]')?.textContent)).toEqual(['Ana Morales', 'Ben OkaforE-mail on call']);
      // Ben gave an e-mail, so staff know he will be e-mailed when called; Ana did not.
      expect(rows[0]?.querySelector('[data-email-on-call]')).toBeNull();
      expect(rows[1]?.querySelector('[data-email-on-call]')?.getAttribute('href')).toBe('mailto:ben@example.com');
      expect(rows[0]?.textContent).toMatch('+44 20 7946 0101');
      expect(rows[0]?.textContent).toMatch('Window seat please');
      expect(rows[0]?.textContent).toMatch('Waiting');
      expect(rows[1]?.textContent).toMatch('15 minutes');
      expect(Array.from(panel.querySelectorAll('thead th')).map((th) => th.textContent)).toEqual([
        'Name',
        'Phone',
        'Party Size',
        'Notes',
        'Status',
        'Wait Time',
        'Actions',
      ]);
      // The public board above keeps its public columns: no names there.
      expect(el.querySelector('table:not([data-staff-queue] table)')?.textContent).not.toMatch('Morales');
      await expectNoAxeViolations(el);

      // Call next: notify-next for the location; Ana is called, and the row says so after the reload.
      const listsBefore = server.calls.filter((c) => c.method === 'GET' && c.path === '').length;
      await press(el, 'Call next');
      await waitFor(() => live(el) === 'Ana Morales called', { message: 'the call announced' });
      expect(server.calls.find((c) => c.path === '/update')?.body).toEqual({ locationId: 'loc_a', action: 'notify-next' });
      await waitFor(() => el.querySelector('[data-staff-entry="q_ana"] [data-tone="notified"]'), { message: 'Ana shown as notified' });
      expect(server.calls.filter((c) => c.method === 'GET' && c.path === '').length).toBeGreaterThan(listsBefore);

      // Served: status seated, named for the customer.
      await press(el, 'Served: Ana Morales');
      await waitFor(() => live(el) === 'Ana Morales served', { message: 'served announced' });
      expect(server.calls.filter((c) => c.path === '/update').at(-1)?.body).toEqual({ queueEntryId: 'q_ana', status: 'seated' });
      await waitFor(() => el.querySelector('[data-staff-entry="q_ana"] [data-tone="seated"]'), { message: 'Ana seated' });
      expect(() => button(el, 'Served: Ana Morales')).toThrow();

      // No-show: the entry is cancelled and leaves the line.
      await press(el, 'No-show: Ben Okafor');
      await waitFor(() => live(el) === 'Ben Okafor marked as no-show', { message: 'no-show announced' });
      expect(server.calls.filter((c) => c.path === '/update').at(-1)?.body).toEqual({ queueEntryId: 'q_ben', status: 'cancelled' });
      await waitFor(() => !el.querySelector('[data-staff-entry="q_ben"]'), { message: 'Ben gone from the line' });
    }),
  );

  it(
    'asks before removing, keeps the entry on No, and removes it without a token on Yes',
    journey(async () => {
      const { el, server } = await openQueue();
      await press(el, 'Remove: Ben Okafor');
      const dialog = defined(el.querySelector<HTMLDialogElement>('[data-staff-queue] dialog'));
      await waitFor(() => dialog.open, { message: 'the question open' });
      expect(dialog.textContent).toMatch('Remove Ben Okafor from the queue?');
      await expectNoAxeViolations(el);
      await press(el, 'Keep in Queue');
      expect(dialog.open).toBe(false);
      expect(server.calls.some((c) => c.path === '/delete')).toBe(false);
      await press(el, 'Remove: Ben Okafor');
      await press(el, 'Yes, Remove');
      await waitFor(() => live(el) === 'Ben Okafor removed from the queue', { message: 'removal announced' });
      expect(server.calls.find((c) => c.path === '/delete')?.body).toEqual({ queueEntryId: 'q_ben' });
      await waitFor(() => !el.querySelector('[data-staff-entry="q_ben"]'), { message: 'Ben gone from the line' });
      expect(server.queue.map((e) => e.id)).toEqual(['q_ana']);
    }),
  );

  it(
    'says the staff session has ended on a 401 and links to sign in again, coming back here',
    journey(async () => {
      const { el, server } = await openQueue();
      server.options.staff = null;
      await press(el, 'Served: Ana Morales');
      const alert = await waitFor(() => el.querySelector<HTMLElement>('[data-staff-session-ended]'), { message: 'the session-ended text' });
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe('Your staff session has ended. Sign in again.');
      const link = defined(alert.querySelector('a'));
      expect(link.getAttribute('href')).toBe(`/staff/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`);
      expect(server.queue[0]?.status).toBe('waiting');
      // The actions are gone with the session.
      expect(() => button(el, 'Call next')).toThrow();
      await expectNoAxeViolations(el);
    }),
  );

  it(
    'shows the specified error text when an action fails for another reason, and keeps the console',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="view-queue-progress"', ONE_LOCATION, {
        queue: LINE(),
        staff: FAKE_STAFF,
        failures: { 'POST /update': 500 },
      });
      await waitFor(() => el.querySelector('[data-staff-entry]'), { message: 'the staff console' });
      await press(el, 'Call next');
      await waitFor(() => consoleOf(el)?.querySelector('[role="alert"]')?.textContent === 'Failed to notify next customer', {
        message: 'the notify-next failure text',
      });
      expect(button(el, 'Call next').disabled).toBe(false);
    }),
  );

  it(
    'offers Call next per location when the screen shows several, and sends the signed-in page to the sign-in page it is given',
    journey(async () => {
      const { el, server } = await mountWidget(
        'data-preset="salon" data-mode="view-queue-progress" data-sign-in-href="/staff/sign-in?org=harbor"',
        undefined,
        {
          queue: LINE(),
          staff: FAKE_STAFF,
        },
      );
      await waitFor(() => el.querySelector('[data-staff-entry]'), { message: 'the staff console' });
      await press(el, 'Call next: Marina');
      await waitFor(() => live(el) === 'Nobody is waiting', { message: 'nobody waits at the Marina' });
      expect(server.calls.find((c) => c.path === '/update')?.body).toEqual({ locationId: 'loc_b', action: 'notify-next' });
      server.options.staff = null;
      await press(el, 'Call next: Old Town');
      const link = await waitFor(() => el.querySelector<HTMLAnchorElement>('[data-staff-session-ended] a'), {
        message: 'the sign-in link',
      });
      expect(link.getAttribute('href')).toMatch(/^\/staff\/sign-in\?org=harbor&next=/);
    }),
  );

  it(
    'speaks Spanish',
    journey(async () => {
      const { el } = await openQueue('lang="es"');
      const panel = defined(consoleOf(el));
      expect(panel.querySelector('h3')?.textContent).toBe('Consola del personal');
      expect(button(el, 'Atendido: Ana Morales')).toBeTruthy();
      expect(button(el, 'No se presentó: Ana Morales')).toBeTruthy();
      await press(el, 'Llamar al siguiente');
      await waitFor(() => live(el) === 'Se ha llamado a Ana Morales', { message: 'the Spanish announcement' });
      await press(el, 'Quitar: Ben Okafor');
      expect(el.querySelector('dialog')?.textContent).toMatch('¿Quitar a Ben Okafor de la cola?');
      await press(el, 'Mantener en la cola');
      await expectNoAxeViolations(el);
    }),
  );
});
