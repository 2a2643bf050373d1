/**
 * Helpers for the `<booking-widget>` browser tests: mount the tag over the fake reservation server
 * (which replaces `fetch` for `/api/reservations/...`), find things by role and text, and wait.
 */
import '../../elements/booking-widget/booking-widget.element.ts';
import type { QueueEntry, Reservation } from '../../shared/api/schemas.ts';
import { installFakeReservationServer, type FakeServer, type FakeServerOptions } from '../fakes/booking-server.ts';
import { SAMPLE_CATALOG } from '../fixtures/booking-catalog.ts';
import { isoInZoneIntl, zoneDateOf } from '../../shared/booking/wall-clock.ts';
import { defined } from '../browser/assert.ts';
import { cleanup, click, fixture, settle, waitFor } from '../browser/fixture.ts';

let server: FakeServer | null = null;

/** How long one of these journeys may take: several steps, each with a render and an axe run (slow machines). */
export const JOURNEY_TIMEOUT_MS = 30_000;

/** Wraps a test body so mocha gives it `JOURNEY_TIMEOUT_MS` instead of the default 10 s. */
export function journey(fn: () => Promise<void>): () => Promise<void> {
  return function (this: { timeout?: (ms: number) => void } | undefined) {
    this?.timeout?.(JOURNEY_TIMEOUT_MS);
    return fn();
  };
}

/** Puts `<booking-widget>` on the page over a fake API; returns the element and the fake server. */
export async function mountWidget(
  attrs: string,
  config: unknown = undefined,
  serverOptions: Partial<FakeServerOptions> = {},
): Promise<{ el: HTMLElement; server: FakeServer }> {
  localStorage.clear();
  server?.restore();
  server = installFakeReservationServer({ catalog: SAMPLE_CATALOG, ...serverOptions });
  const json = config === undefined ? '' : `<script type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  const el = await fixture(`<booking-widget ${attrs}>${json}</booking-widget>`);
  return { el, server };
}

/** Removes the fixture and puts the real `fetch` back (use in `afterEach`). */
export function unmountWidget(): void {
  cleanup();
  server?.restore();
  server = null;
  localStorage.clear();
}

/** The step heading shown now. */
export function heading(el: Element): HTMLElement {
  return defined(el.querySelector<HTMLElement>('[data-step-heading]'), 'step heading');
}

/** Waits until the step heading reads `text`. */
export function waitForHeading(el: Element, text: string | RegExp, timeout = 4000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const h = el.querySelector<HTMLElement>('[data-step-heading]');
      const value = h?.textContent ?? '';
      return (typeof text === 'string' ? value === text : text.test(value)) ? h : null;
    },
    { timeout, message: `the heading "${String(text)}" (now "${el.querySelector('[data-step-heading]')?.textContent ?? ''}")` },
  );
}

/** The first button whose text (or accessible name) matches. */
export function button(el: Element, name: string | RegExp): HTMLButtonElement {
  const found = Array.from(el.querySelectorAll<HTMLButtonElement>('button')).find((b) => {
    const text = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  });
  return defined(found, `button "${String(name)}"`);
}

/** Clicks the button named `name` once it exists. */
export async function press(el: Element, name: string | RegExp): Promise<void> {
  await waitFor(
    () => {
      try {
        return button(el, name);
      } catch {
        return null;
      }
    },
    { message: `button "${String(name)}"` },
  );
  await click(button(el, name));
}

/** Types into the input labelled `label`, firing React's input events. */
export async function typeInto(el: Element, label: string, value: string): Promise<HTMLInputElement | HTMLTextAreaElement> {
  const labelEl = defined(
    Array.from(el.querySelectorAll('label')).find((l) => l.textContent?.replace('(optional)', '').trim() === label),
    `label "${label}"`,
  );
  const input = defined(document.getElementById(labelEl.htmlFor) as HTMLInputElement | null, `input for "${label}"`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
  return input;
}

/** Fills the lookup form (code, and the e-mail or phone used to book when given) and presses its button. */
export async function lookUp(el: Element, code: string, contact?: string, submit = 'Find Reservation'): Promise<void> {
  await typeInto(el, 'Confirmation code', code);
  if (contact !== undefined) await typeInto(el, 'Email or phone used to book', contact);
  await press(el, submit);
}

/** Chooses an option of the select labelled `label`. */
export async function choose(el: Element, label: string, value: string): Promise<void> {
  const labelEl = defined(
    Array.from(el.querySelectorAll('label')).find((l) => l.textContent?.trim().startsWith(label)),
    `label "${label}"`,
  );
  const select = defined(document.getElementById(labelEl.htmlFor) as HTMLSelectElement | null, `select "${label}"`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

/** Today and a later day in London, `YYYY-MM-DD`. */
export function londonDay(offsetDays = 0): string {
  return zoneDateOf(Date.now() + offsetDays * 86_400_000, 'Europe/London');
}

/**
 * The calendar's cell for the day `offsetDays` ahead in London, once the calendar is shown, turning to
 * the next month first when that day is not in the month shown: near a month's end, two days ahead is
 * next month's.
 */
export async function dayCell(el: Element, offsetDays: number): Promise<HTMLElement> {
  await waitFor(() => el.querySelector('td[data-date]'), { message: 'the calendar' });
  const selector = `td[data-date="${londonDay(offsetDays)}"]`;
  const shown = el.querySelector<HTMLElement>(selector);
  if (shown) return shown;
  await click(button(el, /^(Next month|Mes siguiente)$/));
  return waitFor(() => el.querySelector<HTMLElement>(selector), { message: `day ${londonDay(offsetDays)} after turning to the next month` });
}

/** Zones a same-day catalogue may move the locations to, the fixture's own (London) first. */
const SAME_DAY_ZONES = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles'];

/**
 * The sample catalogue with every location in the first zone where now and `minutes` (plus five for
 * the test itself) from now fall on the same day. Check-in is for today's bookings only, so a test of
 * a booking starting soon must not depend on the hour it runs at: near London's midnight a booking an
 * hour ahead is tomorrow's.
 */
export function sameDayCatalog(minutes: number): typeof SAMPLE_CATALOG {
  const later = Date.now() + (minutes + 5) * 60_000;
  const zone = SAME_DAY_ZONES.find((z) => zoneDateOf(Date.now(), z) === zoneDateOf(later, z)) ?? 'Europe/London';
  return { ...SAMPLE_CATALOG, locations: SAMPLE_CATALOG.locations.map((location) => ({ ...location, timeZone: zone })) };
}

/** A reservation at Old Town starting `minutes` from now (London). */
export function reservationIn(minutes: number, change: Partial<Reservation> = {}): Reservation {
  const start = Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000;
  return {
    id: 'res_test',
    locationId: 'loc_a',
    serviceId: 'svc_cut',
    attendantId: 'att_amelia',
    startTime: isoInZoneIntl(start, 'Europe/London'),
    endTime: isoInZoneIntl(start + 3_600_000, 'Europe/London'),
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '+44 20 7946 0000',
    partySize: 1,
    status: 'confirmed',
    confirmationCode: 'K7QX2M9P',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    price: 5500,
    ...change,
  };
}

/** A walk-in at Old Town for the cut who joined `minutesAgo` minutes ago, waiting unless `change` says otherwise. */
export function walkIn(
  id: string,
  customerName: string,
  customerPhone: string,
  minutesAgo: number,
  change: Partial<QueueEntry> = {},
): QueueEntry {
  const joinedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    id,
    locationId: 'loc_a',
    serviceId: 'svc_cut',
    customerName,
    customerPhone,
    partySize: 2,
    estimatedWaitTime: 0,
    notes: null,
    status: 'waiting',
    position: 0,
    joinedAt,
    notifiedAt: null,
    createdAt: joinedAt,
    ...change,
  };
}

/** The walk-in form's texts that joinAndFollow reads, in one language. */
export interface WalkInWords {
  title: string;
  name: string;
  phone: string;
  location: string;
  service: string;
  join: string;
  viewStatus: string;
}

const ENGLISH_WALK_IN: WalkInWords = {
  title: 'Join the Queue',
  name: 'Your name',
  phone: 'Phone',
  location: 'Location',
  service: 'Service',
  join: 'Join Queue',
  viewStatus: 'View Queue Status',
};

/** A visitor (Grace Hopper) joins the queue through the walk-in form and opens its status; returns the entry's id. */
export async function joinAndFollow(el: HTMLElement, server: FakeServer, words: WalkInWords = ENGLISH_WALK_IN): Promise<string> {
  await waitForHeading(el, words.title);
  await typeInto(el, words.name, 'Grace Hopper');
  await typeInto(el, words.phone, '+44 20 7946 0555');
  await choose(el, words.location, 'loc_a');
  await choose(el, words.service, 'svc_cut');
  await press(el, words.join);
  await press(el, words.viewStatus);
  await waitFor(() => el.querySelector('[data-your-status] [data-caption]'), { message: 'Your Status card' });
  return defined(server.queue[0]).id;
}

/** Picks the first location and service and the first staff card, ending on the date step. */
export async function toDateStep(el: HTMLElement): Promise<void> {
  await waitForHeading(el, 'Choose a Location');
  await click(defined(el.querySelector('[data-card]')));
  await press(el, 'Continue');
  await waitForHeading(el, 'Choose a Service');
  await click(defined(el.querySelector('[data-card]')));
  await press(el, 'Continue');
  await waitForHeading(el, 'Choose Your Staff Member');
  await press(el, 'Continue');
  await waitForHeading(el, 'Choose a Date and Time');
}
