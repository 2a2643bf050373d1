import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { waitFor } from '../../test/browser/fixture.ts';
import { fakeManageToken } from '../../test/fakes/booking-server.ts';
import { choose, journey, joinAndFollow, mountWidget, press, typeInto, unmountWidget, waitForHeading, type WalkInWords } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

/** The body of the page's last walk-in join. */
const joinBody = (calls: { path: string; body: unknown }[]) =>
  defined(calls.filter((c) => c.path === '/create').at(-1), 'a join call').body as Record<string, unknown>;

/** The walk-in form in Spanish. */
const SPANISH_WALK_IN: WalkInWords = {
  title: 'Únete a la cola',
  name: 'Tu nombre',
  phone: 'Teléfono',
  location: 'Ubicación',
  service: 'Servicio',
  join: 'Unirse a la cola',
  viewStatus: 'Ver el estado de la cola',
};

describe('<booking-widget> walk-ins told by e-mail, and leaving the queue', () => {
  it(
    'takes an optional e-mail and sends it with the visitor’s language; refuses one that is not an address',
    journey(async () => {
      const { el, server } = await mountWidget('lang="es" data-preset="salon" data-mode="walk-in"');
      await waitForHeading(el, 'Únete a la cola');
      const email = el.querySelector<HTMLInputElement>('input[name="email"]');
      expect(defined(email).type).toBe('email');
      await typeInto(el, 'Tu nombre', 'Ana Morales');
      await typeInto(el, 'Teléfono', '+44 20 7946 0101');
      await typeInto(el, 'Correo electrónico (opcional)', 'ana at example');
      await choose(el, 'Ubicación', 'loc_a');
      await choose(el, 'Servicio', 'svc_cut');
      await press(el, 'Unirse a la cola');
      await waitFor(() => el.textContent?.includes('El correo electrónico no es válido'), { message: 'the Spanish e-mail problem' });
      expect(server.calls.some((c) => c.path === '/create')).toBe(false);
      await expectNoAxeViolations(el);
      await typeInto(el, 'Correo electrónico (opcional)', ' ana@example.com ');
      await press(el, 'Unirse a la cola');
      await waitFor(() => server.queue.length === 1, { message: 'the join' });
      const sent = joinBody(server.calls);
      expect([sent.customerEmail, sent.language, sent.customerName]).toEqual(['ana@example.com', 'es', 'Ana Morales']);
    }),
  );

  it(
    'joins without an e-mail as before',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      await waitForHeading(el, 'Join the Queue');
      await typeInto(el, 'Your name', 'Grace Hopper');
      await typeInto(el, 'Phone', '+44 20 7946 0555');
      await choose(el, 'Location', 'loc_a');
      await choose(el, 'Service', 'svc_cut');
      await press(el, 'Join Queue');
      await waitFor(() => server.queue.length === 1, { message: 'the join' });
      expect(joinBody(server.calls).customerEmail).toBe(undefined);
      expect(joinBody(server.calls).language).toBe('en');
    }),
  );

  it(
    'lets a Spanish-speaking walk-in leave from the status screen after confirming, and says so',
    journey(async () => {
      const { el, server } = await mountWidget('lang="es" data-preset="salon" data-mode="walk-in"');
      const id = await joinAndFollow(el, server, SPANISH_WALK_IN);
      await press(el, 'Salir de la cola');
      const dialog = defined(el.querySelector<HTMLDialogElement>('dialog'));
      expect(dialog.textContent).toMatch('¿Seguro que quieres salir de la cola?');
      await press(el, 'Sí, salir');
      await waitFor(() => el.textContent?.includes('Has salido de la cola.'), { message: 'the Spanish left notice' });
      expect(server.calls.find((c) => c.path === '/delete')?.body).toEqual({ queueEntryId: id, manageToken: fakeManageToken('queue', id) });
      expect(server.queue).toHaveLength(0);
      expect(el.querySelector('[data-your-status]')).toBeNull();
    }),
  );
});
