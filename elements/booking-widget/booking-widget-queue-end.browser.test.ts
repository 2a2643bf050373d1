import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { waitFor } from '../../test/browser/fixture.ts';
import { FAKE_STAFF, type FakeServer } from '../../test/fakes/booking-server.ts';
import { button, joinAndFollow, mountWidget, press, typeInto, unmountWidget, waitForHeading, journey, walkIn } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

const GONE = 'You are no longer in the queue. Please speak with our staff for assistance.';

/** Staff act on the line as the console does, with their session (the visitor's page holds none). */
async function staffActs(server: FakeServer, path: '/update' | '/delete', body: Record<string, unknown>): Promise<void> {
  server.options.staff = FAKE_STAFF;
  try {
    const answer = await fetch(`/api/reservations${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
  } finally {
    server.options.staff = null;
  }
}

/** Records the URL of every reservation read the page makes from now on. */
function recordReads(): string[] {
  const urls: string[] = [];
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if ((init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'GET' && url.includes('/api/reservations?')) urls.push(url);
    return fakeFetch(input, init);
  };
  return urls;
}

/** The visitor's card once it says the entry is out of the line with `status`. */
function outCard(el: HTMLElement, status: 'left' | 'cancelled'): Promise<HTMLElement> {
  return waitFor(() => el.querySelector<HTMLElement>(`[data-your-status] [data-out-of-queue="${status}"]`), {
    message: `the card saying the entry is ${status}`,
  });
}

describe('<booking-widget> the visitor’s card after staff take the entry off the line', () => {
  it(
    'says the visitor is no longer in the queue when staff remove them, with no Leave button and no position',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      const reads = recordReads();
      const id = await joinAndFollow(el, server);
      expect(button(el, 'Leave the Queue')).toBeTruthy();
      await staffActs(server, '/delete', { queueEntryId: id });
      await press(el, 'Refresh');
      const said = await outCard(el, 'left');
      expect(said.textContent).toBe(GONE);
      const card = defined(el.querySelector('[data-your-status]'));
      // Off the public board, the card still has the visitor's own name and phone.
      expect(el.querySelector('table')).toBeNull();
      expect(card.textContent).toMatch('Grace Hopper');
      expect(card.textContent).toMatch('+44 20 7946 0555');
      expect(card.querySelector('[data-my-position]')).toBeNull();
      expect(card.querySelector('[data-caption]')).toBeNull();
      expect(() => button(el, 'Leave the Queue')).toThrow();
      await waitFor(() => el.querySelector('[aria-live="polite"]')?.textContent === GONE, { message: 'the change announced' });
      // The card came from the visitor's own read by the token from joining.
      expect(reads.some((url) => url.includes('manageToken='))).toBe(true);
      await expectNoAxeViolations(el);
      // Final: later refreshes read the board only, not the visitor's own entry again.
      // One refresh at a time: a press while a refresh is still running joins it instead of reading again.
      const before = reads.length;
      await press(el, 'Refresh');
      await waitFor(() => reads.length >= before + 1, { message: 'one more board read' });
      await press(el, 'Refresh');
      await waitFor(() => reads.length >= before + 2, { message: 'two more board reads' });
      expect(reads.slice(before).some((url) => url.includes('manageToken='))).toBe(false);
      expect(el.querySelector('[data-out-of-queue="left"]')?.textContent).toBe(GONE);
    }),
  );

  it(
    'says the same when staff mark the visitor a no-show',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      const id = await joinAndFollow(el, server);
      await staffActs(server, '/update', { queueEntryId: id, status: 'cancelled' });
      await press(el, 'Refresh');
      expect((await outCard(el, 'cancelled')).textContent).toBe(GONE);
      expect(el.querySelector('[data-your-status] [data-tone="other"]')?.textContent).toBe('No-show');
      expect(() => button(el, 'Leave the Queue')).toThrow();
    }),
  );

  it(
    'still says “You have left the queue.” when the visitors leave themselves',
    journey(async () => {
      const { el, server } = await mountWidget('data-preset="salon" data-mode="walk-in"');
      await joinAndFollow(el, server);
      await press(el, 'Leave the Queue');
      await press(el, 'Yes, Leave');
      await waitFor(() => el.textContent?.includes('You have left the queue.'), { message: 'left notice' });
      expect(el.textContent).not.toMatch(GONE);
    }),
  );

  it(
    'speaks Spanish to a visitor found by phone and then removed',
    journey(async () => {
      const { el, server } = await mountWidget('lang="es" data-preset="salon" data-mode="view-queue-progress"', undefined, {
        queue: [walkIn('q_ana', 'Ana Morales', '+44 20 7946 0101', 5)],
      });
      await waitForHeading(el, 'Estado de la cola');
      await typeInto(el, 'Buscarme', '+44 20 7946 0101');
      await press(el, 'Buscarme');
      await waitFor(() => el.querySelector('[data-your-status="q_ana"] [data-caption]'), { message: 'the found entry' });
      await staffActs(server, '/delete', { queueEntryId: 'q_ana' });
      await press(el, 'Actualizar');
      expect((await outCard(el, 'left')).textContent).toBe('Ya no estás en la cola. Habla con nuestro personal para que te ayude.');
      expect(el.querySelector('[data-your-status] [data-tone="other"]')?.textContent).toBe('Fuera de la cola');
      expect(el.querySelector('[data-your-status]')?.textContent).toMatch('Ana Morales');
    }),
  );
});
