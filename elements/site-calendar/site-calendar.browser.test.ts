import { setViewport } from '@web/test-runner-commands';
import { sampleEvents } from '../../test/fixtures/calendar-events.ts';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';

const json = (events: unknown) => `<script type="application/json">${JSON.stringify(events)}</script>`;
const calendar = (attrs: string, events: unknown = []) =>
  fixture(`<site-calendar data-url="false" data-time-zone="America/New_York" data-now="2026-11-22T15:00:00Z" ${attrs}>${json(events)}</site-calendar>`);
const focused = () => document.activeElement as HTMLElement;
const eventNodes = (el: Element) => el.querySelectorAll('[data-event-id]').length;
const TEN = sampleEvents(10, '2026-11-16', 10);

before(async () => {
  const meta = document.createElement('meta');
  meta.name = 'site-organisation-id';
  meta.content = 'org_calendar_test';
  document.head.append(meta);
  await import('./site-calendar.element.ts');
});

afterEach(async () => {
  cleanup();
  history.replaceState(null, '', location.pathname);
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-calendar> month view', () => {
  it('shows a 6×7 grid with 2 events per cell then "+ N more", and passes axe', async () => {
    const crowded = Array.from({ length: 5 }, (_, i) => ({ sk: `c${i}`, name: `Event ${i}`, data: { startTime: `2026-11-10T1${i}:00:00-05:00` } }));
    const el = await calendar('data-view="month" data-date="2026-11-10"', crowded);
    const grid = defined(el.querySelector('[role="grid"]'));
    expect(grid.querySelectorAll('[role="row"]')).toHaveLength(7);
    expect(grid.querySelectorAll('[role="gridcell"]')).toHaveLength(42);
    const cell = defined(el.querySelector('[data-date="2026-11-10"]'));
    expect(cell.querySelectorAll('[data-event-id]')).toHaveLength(2);
    expect(cell.textContent).toContain('+ 3 more');
    expect(defined(el.querySelector('h2')).textContent).toBe('November 2026');
    await expectNoAxeViolations(el);
  });

  it('moves with arrows, Home/End and PageUp/PageDown (WAI-ARIA grid), Enter opens the day', async () => {
    const el = await calendar('data-view="month" data-date="2026-11-25"', TEN);
    defined(el.querySelector<HTMLElement>('[data-date="2026-11-25"]')).focus();
    await pressKey('ArrowRight');
    expect(focused().dataset.date).toBe('2026-11-26');
    await pressKey('ArrowDown');
    expect(focused().dataset.date).toBe('2026-12-03');
    expect(defined(el.querySelector('h2')).textContent).toBe('December 2026');
    await pressKey('Home');
    expect(focused().dataset.date).toBe('2026-11-29');
    await pressKey('End');
    expect(focused().dataset.date).toBe('2026-12-05');
    await pressKey('PageUp');
    expect(focused().dataset.date).toBe('2026-11-05');
    expect(focused().tabIndex).toBe(0);
    await pressKey('Enter');
    expect(defined(el.querySelector('h2')).textContent).toBe('Thursday, November 5, 2026');
    await expectNoAxeViolations(el);
  });

  it('with 5,000 events in one month keeps fewer than 300 event nodes', async () => {
    const el = await calendar('data-view="month" data-date="2026-11-10"', sampleEvents(5000, '2026-11-01', 30));
    const nodes = eventNodes(el) + el.querySelectorAll('button').length;
    expect(eventNodes(el)).toBeLessThan(300);
    expect(nodes).toBeLessThan(300);
    expect(el.textContent).toContain('more');
  });
});

describe('<site-calendar> details, header and events', () => {
  it('Enter on an event opens its details; Esc closes and focus returns', async () => {
    const el = await calendar('data-view="month" data-date="2026-11-16"', [
      { sk: 'r1', name: 'Haircut', location: 'SoHo', host: 'Ana', venue: 'Chair 2', service: 'Cut', reservationName: 'ABC123', customer: { name: 'Ada', email: 'ada@example.com' }, data: { startTime: '2026-11-16T10:00:00-05:00', endTime: '2026-11-16T11:00:00-05:00' } },
    ]);
    defined(el.querySelector<HTMLElement>('[data-date="2026-11-16"]')).focus();
    await pressKey('Tab');
    const chip = focused();
    expect(chip.dataset.eventId).toBe('r1');
    await pressKey('Enter');
    const dialog = defined(el.querySelector('dialog'));
    expect(dialog.open).toBe(true);
    for (const text of ['Haircut', 'SoHo', 'Ana', 'Chair 2', 'Cut', 'ABC123', 'ada@example.com', '10:00 AM']) expect(dialog.textContent).toContain(text);
    await expectNoAxeViolations(el);
    await pressKey('Escape');
    await waitFor(() => !dialog.open);
    expect(focused()).toBe(chip);
  });

  it('previous/next step by the view, Today resets, and the URL keeps view and date', async () => {
    const el = await fixture(`<site-calendar data-time-zone="UTC" data-view="week" data-date="2026-11-25">${json([])}</site-calendar>`);
    const button = (name: string) => defined(Array.from(el.querySelectorAll('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name), name);
    await click(button('Next'));
    expect(new URLSearchParams(location.search).get('calendar-date')).toBe('2026-12-02');
    expect(new URLSearchParams(location.search).get('calendar-view')).toBe('week');
    const select = defined(el.querySelector('select'));
    select.value = 'year';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await click(button('Previous'));
    expect(new URLSearchParams(location.search).get('calendar-date')).toBe('2025-12-02');
    await click(button('Today'));
    expect(new URLSearchParams(location.search).get('calendar-date')).toBe(new Date().toISOString().slice(0, 10));
  });

  it('the add menu emits site-calendar-add with the kind and date', async () => {
    const el = await calendar('data-date="2026-11-20"');
    const events = recordEvents<{ kind: string; date: string }>(document, 'site-calendar-add');
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Add')));
    const items = Array.from(el.querySelectorAll('button')).map((b) => b.textContent);
    for (const label of ['Add Meeting', 'Add Reservation', 'Scheduled Post', 'Scheduled Message']) expect(items).toContain(label);
    // The open menu covers part of the mini month under it, as a menu does; check the menu itself.
    await expectNoAxeViolations(defined(el.querySelector('[aria-expanded="true"]')?.parentElement));
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Scheduled Post')));
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([{ kind: 'post', date: '2026-11-20' }]);
  });

  it('Add Reservation takes the visitor to the booking widget on the page', async () => {
    const el = await calendar('data-date="2026-11-20"');
    // A stand-in for the page's booking widget (not registered here: only its first control matters).
    const booking = document.createElement('booking-widget');
    booking.innerHTML = '<button type="button">Choose a location</button>';
    defined(el.parentElement).append(booking);
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Add')));
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Add Reservation')));
    expect(focused().textContent).toBe('Choose a location');
  });

  it("rejects an invalid date, logging 'Invalid date', and shows today", async () => {
    const { result: el, calls } = await captureConsoleErrors(() => calendar('data-date="2026-02-30"'));
    expect(calls.some((c) => c[0] === 'Invalid date')).toBe(true);
    expect(defined(el.querySelector('h2')).textContent).toBe('Sunday, November 22, 2026');
  });
});

describe('<site-calendar> day, week, year and modes', () => {
  it('day view: 48 half-hour rows, mini month, overlapping events side by side, keyboard slots, axe', async () => {
    const events = [
      { sk: 'a', name: 'A', data: { startTime: '2026-11-22T09:00:00-05:00', endTime: '2026-11-22T10:00:00-05:00' } },
      { sk: 'b', name: 'B', data: { startTime: '2026-11-22T09:30:00-05:00', endTime: '2026-11-22T10:30:00-05:00' } },
      { sk: 'all', name: 'Conference', allDay: true, data: { startTime: '2026-11-22T00:00:00-05:00', endTime: '2026-11-23T00:00:00-05:00' } },
    ];
    const el = await calendar('data-date="2026-11-22"', events);
    const grid = defined(el.querySelector('[role="grid"]'));
    expect(grid.querySelectorAll('[role="row"]')).toHaveLength(48);
    expect(el.querySelector('nav')?.getAttribute('aria-label')).toBe('Pick a day');
    const a = defined(el.querySelector<HTMLElement>('[data-event-id="a"]')).getBoundingClientRect();
    const b = defined(el.querySelector<HTMLElement>('[data-event-id="b"]')).getBoundingClientRect();
    expect(b.left).toBeGreaterThan(a.left + a.width / 2);
    expect(Math.round(b.top - a.top)).toBe(48); // half an hour is one 3 rem row
    expect(el.querySelector('[data-event-id="all"]')?.textContent).toContain('All day');
    defined(grid.querySelector<HTMLElement>('[tabindex="0"]')).focus();
    await pressKey('ArrowDown');
    expect(focused().dataset.slot).toBe('0-17');
    await pressKey('PageUp');
    expect(focused().dataset.slot).toBe('0-9');
    await expectNoAxeViolations(el);
  });

  it('a spring-forward day marks the skipped rows', async () => {
    const el = await calendar('data-date="2026-03-08"');
    expect(el.querySelectorAll('[aria-label$="(skipped by the clock change)"]')).toHaveLength(2);
  });

  it('week view: 7 days starting Sunday, arrows move across days, axe', async () => {
    const el = await calendar('data-view="week" data-date="2026-11-18"', TEN);
    const grid = defined(el.querySelector('[role="grid"]'));
    expect(defined(grid.querySelector('[role="row"]')).querySelectorAll('[role="gridcell"]')).toHaveLength(7);
    expect(defined(el.querySelector('h2')).textContent).toBe('Nov 15 – Nov 21, 2026');
    defined(grid.querySelector<HTMLElement>('[tabindex="0"]')).focus();
    await pressKey('End');
    expect(focused().dataset.slot).toBe('6-16');
    await pressKey('ArrowLeft');
    expect(focused().dataset.slot).toBe('5-16');
    await expectNoAxeViolations(el);
  });

  it('year view: twelve months with density, arrows move, Enter opens the day, axe', async () => {
    const el = await calendar('data-view="year" data-date="2026-11-18"', sampleEvents(300, '2026-01-01', 365));
    expect(el.querySelectorAll('[role="grid"]')).toHaveLength(12);
    expect(el.querySelectorAll('[data-density="0"]').length).toBeLessThan(365);
    defined(el.querySelector<HTMLElement>('[data-date="2026-11-18"]')).focus();
    await pressKey('ArrowUp');
    expect(focused().dataset.date).toBe('2026-11-11');
    await expectNoAxeViolations(el);
    await pressKey('Enter');
    expect(defined(el.querySelector('h2')).textContent).toBe('Wednesday, November 11, 2026');
  });

  it('upcoming mode lists Upcoming Events, virtualised with 5,000 events', async () => {
    const el = await calendar('data-mode="upcoming" data-date="2026-11-01"', sampleEvents(5000, '2026-11-01', 30));
    expect(defined(el.querySelector('section h2:not(:first-child), section section h2')).textContent).toBe('Upcoming Events');
    expect(el.querySelectorAll('li').length).toBeLessThan(30);
    expect(el.querySelectorAll('li').length).toBeGreaterThan(3);
    await expectNoAxeViolations(el);
  });

  it('timeline and montage modes show the events, axe-clean', async () => {
    const el = await calendar('data-mode="timeline" data-date="2026-11-16"', TEN);
    expect(el.textContent).toContain('By location');
    await expectNoAxeViolations(el);
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Montage')));
    expect(el.querySelectorAll('[data-event-id]')).toHaveLength(10);
    await expectNoAxeViolations(el);
  });

  it('below 768 px a menu offers Schedule Event, Go to Today and the views', async () => {
    await setViewport({ width: 600, height: 800 });
    const el = await calendar('data-date="2026-11-20"');
    const menu = defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Menu'));
    expect(menu.getBoundingClientRect().width).toBeGreaterThan(0);
    await click(menu);
    const labels = Array.from(el.querySelectorAll('button')).map((b) => b.textContent);
    for (const label of ['Schedule Event', 'Go to Today', 'Day', 'Week', 'Month', 'Year']) expect(labels).toContain(label);
    await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Month')));
    expect(defined(el.querySelector('h2')).textContent).toBe('November 2026');
    await expectNoAxeViolations(el);
  });
});

/** Answers the calendar endpoint's requests with `answer` after `delay` ms, recording each request. */
function serveCalendar(answer: (url: URL) => { status?: number; body: unknown }, delay = 30): { requests: Request[]; restore(): void } {
  const original = window.fetch;
  const requests: Request[] = [];
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const { status = 200, body } = answer(new URL(request.url));
    return new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), delay));
  }) as typeof fetch;
  return { requests, restore: () => void (window.fetch = original) };
}

const UNAUTHORIZED = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in to continue' } } };
const apiEvent = (from: string) => ({ sk: `api-${from}`, name: `From API ${from}`, timeZone: 'America/New_York', data: { startTime: `${from}T10:00:00-05:00` } });

describe('<site-calendar> data from the API', () => {
  it('loads the visible range on mount and refresh, and aborts a stale request', async () => {
    const server = serveCalendar((url) => ({ body: { events: [apiEvent(defined(url.searchParams.get('from')))], truncated: false } }));
    try {
      const el = await fixture(`<site-calendar data-url="false" data-api="/api/calendar" data-date="2026-11-22"></site-calendar>`);
      await waitFor(() => el.querySelector('[data-event-id="api-2026-11-22"]'));
      expect(server.requests[0]?.url).toContain('from=2026-11-22&to=2026-11-23');
      const next = defined(el.querySelector<HTMLElement>('button[aria-label="Next"]'));
      next.click();
      await waitFor(() => server.requests.some((r) => r.url.includes('from=2026-11-23')));
      next.click();
      await waitFor(() => el.querySelector('[data-event-id="api-2026-11-24"]'));
      expect(server.requests.some((r) => r.url.includes('from=2026-11-23') && r.signal.aborted)).toBe(true);
      const before = server.requests.length;
      await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Refresh')));
      // The typed client sends once its module is in: wait for the request, then check there was only one.
      await waitFor(() => server.requests.length > before, { message: 'the refresh request' });
      await settle();
      expect(server.requests.length).toBe(before + 1);
    } finally {
      server.restore();
    }
  });

  it("sends the page's organisation header and same-origin credentials, never view=public for staff", async () => {
    const server = serveCalendar(() => ({ body: { events: [] } }));
    try {
      await fixture(`<site-calendar data-url="false" data-api="/api/calendar" data-date="2026-11-22"></site-calendar>`);
      const request = await waitFor(() => server.requests[0]);
      expect(request.headers.get('orgid')).toBe('org_calendar_test');
      expect(request.credentials).toBe('same-origin');
      expect(new URL(request.url).searchParams.has('view')).toBe(false);
    } finally {
      server.restore();
    }
  });
});

describe('<site-calendar> staff sign-in', () => {
  it('on 401 shows a sign-in prompt in a status region with a link back to this page, and nothing moves', async () => {
    history.replaceState(null, '', `${location.pathname}?calendar-date=2026-11-22`);
    const server = serveCalendar(() => UNAUTHORIZED, 80);
    try {
      const el = await fixture(`<site-calendar data-url="false" data-view="month" data-api="/api/calendar" data-date="2026-11-22" data-sign-in-href="/staff/sign-in?org=org_harbor"></site-calendar>`);
      const heightWhileLoading = el.getBoundingClientRect().height;
      const gridTop = defined(el.querySelector('[role="grid"]')).getBoundingClientRect().top;
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value)));
      observer.observe({ type: 'layout-shift' });
      const prompt = await waitFor(() => el.querySelector<HTMLElement>('[data-sign-in]'));
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
      observer.disconnect();
      expect(shifts).toEqual([]);
      expect(prompt.getAttribute('role')).toBe('status');
      expect(prompt.textContent).toContain('Sign in as staff to see bookings.');
      const link = defined(prompt.querySelector('a'));
      expect(link.textContent).toBe('Sign in');
      const href = new URL(link.href);
      expect(href.pathname).toBe('/staff/sign-in');
      expect(href.searchParams.get('org')).toBe('org_harbor');
      expect(href.searchParams.get('next')).toBe(`${location.pathname}?calendar-date=2026-11-22`);
      link.focus();
      expect(document.activeElement).toBe(link);
      expect(el.getBoundingClientRect().height).toBe(heightWhileLoading);
      expect(defined(el.querySelector('[role="grid"]')).getBoundingClientRect().top).toBe(gridTop);
      expect(el.querySelector('[data-event-id]')).toBeNull();
      expect(el.querySelector('[role="alert"]')).toBeNull();
      await expectNoAxeViolations(el);
    } finally {
      server.restore();
    }
  });

  it('says it in Spanish, links to /staff/sign-in by default, and drops events it had before a 403', async () => {
    let refuse = false;
    const server = serveCalendar((url) => (refuse ? { status: 403, body: { error: { code: 'forbidden', message: 'Forbidden' } } } : { body: { events: [apiEvent(defined(url.searchParams.get('from')))] } }));
    try {
      const host = await fixture(`<div lang="es"><site-calendar data-url="false" data-api="/api/calendar" data-date="2026-11-22"></site-calendar></div>`);
      const el = defined(host.querySelector('site-calendar'));
      await waitFor(() => el.querySelector('[data-event-id="api-2026-11-22"]'));
      refuse = true;
      await click(defined(Array.from(el.querySelectorAll('button')).find((b) => b.textContent === 'Actualizar')));
      const prompt = await waitFor(() => el.querySelector('[data-sign-in]'));
      expect(prompt.textContent).toContain('Inicia sesión como personal para ver las reservas.');
      const link = defined(prompt.querySelector('a'));
      expect(link.textContent).toBe('Iniciar sesión');
      expect(link.getAttribute('href')).toBe(`/staff/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`);
      expect(el.querySelector('[data-event-id]')).toBeNull();
    } finally {
      server.restore();
    }
  });
});

describe('<site-calendar> public mode', () => {
  const booked = {
    sk: 'r1',
    name: 'Haircut',
    location: 'SoHo',
    reservationName: 'ABC123',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100' },
    timeZone: 'America/New_York',
    data: { startTime: '2026-11-22T10:00:00-05:00', endTime: '2026-11-22T11:00:00-05:00' },
  };

  it('asks for view=public and never shows customer fields, even when the answer carries them', async () => {
    const server = serveCalendar(() => ({ body: { events: [booked] } }));
    try {
      const el = await fixture(`<site-calendar data-url="false" data-audience="public" data-api="/api/calendar" data-date="2026-11-22"></site-calendar>`);
      const chip = await waitFor(() => el.querySelector<HTMLElement>('[data-event-id="r1"]'));
      expect(new URL(defined(server.requests[0]).url).searchParams.get('view')).toBe('public');
      await click(chip);
      const dialog = defined(el.querySelector('dialog'));
      expect(dialog.open).toBe(true);
      const text = dialog.textContent ?? '';
      expect(text).toContain('Haircut');
      expect(text).toContain('SoHo');
      for (const secret of ['Customer', 'Ada Lovelace', 'ada@example.com', '555 0100', 'ABC123', 'Reservation']) expect(text).not.toContain(secret);
      expect(el.textContent ?? '').not.toContain('Ada Lovelace');
    } finally {
      server.restore();
    }
  });

  it('the staff calendar shows the customer of the same event', async () => {
    const el = await calendar('data-date="2026-11-22"', [booked]);
    await click(defined(el.querySelector<HTMLElement>('[data-event-id="r1"]')));
    expect(defined(el.querySelector('dialog')).textContent).toContain('Ada Lovelace');
  });
});

describe('<site-calendar> bad input', () => {
  it('leaves out an event with an unreadable date, says so, and shows the rest', async () => {
    const { result: el } = await captureConsoleErrors(() =>
      calendar('data-view="month" data-date="2026-11-16"', [
        { sk: 'ok', name: 'Fine', data: { startTime: '2026-11-16T10:00:00-05:00' } },
        { sk: 'bad', name: 'Broken', data: { startTime: 'next Tuesday' } },
      ]),
    );
    expect(el.querySelector('[data-event-id="ok"]')).not.toBeNull();
    expect(el.textContent).toContain('Left out 1 event with bad data: bad: Invalid date');
  });

  it('names a bad payload field in a visible configuration error', async () => {
    const { result: el } = await captureConsoleErrors(() => fixture(`<site-calendar data-url="false">${json([{ sk: 'x', name: '', data: { startTime: '2026-11-16T10:00:00Z' } }])}</site-calendar>`));
    expect(el.querySelector('[data-site-config-error]')?.textContent).toMatch('[0].name');
  });
});
