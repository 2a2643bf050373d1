import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, settle, waitFor } from '../../test/browser/fixture.ts';

interface Stored {
  sk: string;
  name: string;
  location?: string;
  host?: string;
  description?: string;
  timeZone: string;
  data: { startTime: string; endTime: string };
}

/**
 * A stand-in for the calendar API on `window.fetch`: the range answers the stored events, and
 * POST, PUT and DELETE under /events change them (each after `delay` ms), unless `fail` names the
 * method, which is then answered 500. Every request is recorded with its body.
 */
function fakeApi(start: Stored[] = []) {
  const original = window.fetch;
  const stored = new Map(start.map((e) => [e.sk, e]));
  const requests: { method: string; path: string; headers: Headers; body: Record<string, string> | null }[] = [];
  const api = { stored, requests, fail: '', delay: 40, restore: () => void (window.fetch = original) };
  let next = 1;
  const answer = (status: number, body: unknown) => new Promise<Response>((done) => setTimeout(() => done(new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), api.delay));
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    const body = text ? (JSON.parse(text) as Record<string, string>) : null;
    requests.push({ method: request.method, path, headers: request.headers, body });
    if (request.method === 'GET') return answer(200, { events: [...stored.values()], truncated: false });
    if (api.fail === request.method) return answer(500, { error: { code: 'internal', message: 'The server broke' } });
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    if (request.method === 'DELETE') {
      stored.delete(id);
      return answer(204, null);
    }
    const old = request.method === 'PUT' ? defined(stored.get(id)) : undefined;
    const b = body ?? {};
    const event: Stored = {
      sk: old?.sk ?? `cev_${next++}`,
      name: b.title ?? old?.name ?? '',
      ...(b.location ? { location: b.location } : {}),
      ...(b.host ? { host: b.host } : {}),
      ...(b.notes ? { description: b.notes } : {}),
      timeZone: b.timeZone ?? old?.timeZone ?? 'UTC',
      data: { startTime: b.start ?? old?.data.startTime ?? '', endTime: b.end ?? old?.data.endTime ?? '' },
    };
    stored.set(event.sk, event);
    return answer(request.method === 'POST' ? 201 : 200, { event });
  }) as typeof fetch;
  return api;
}

const meeting: Stored = { sk: 'cev_9', name: 'Stock check', location: 'Back room', timeZone: 'America/New_York', data: { startTime: '2026-11-20T09:00:00-05:00', endTime: '2026-11-20T10:00:00-05:00' } };
const calendar = (view = 'day') => fixture(`<site-calendar data-url="false" data-api="/api/calendar" data-view="${view}" data-time-zone="America/New_York" data-date="2026-11-20" data-now="2026-11-20T15:00:00Z"></site-calendar>`);
const focused = () => document.activeElement as HTMLElement;
const button = (root: ParentNode, name: string) => defined(Array.from(root.querySelectorAll('button')).find((b) => b.textContent === name), name);
const field = (dialog: Element, label: string) => {
  const found = Array.from(dialog.querySelectorAll('label')).find((l) => l.textContent === label);
  return defined(dialog.querySelector<HTMLInputElement>(`#${CSS.escape(defined(found, label).htmlFor)}`), label);
};
const openDialog = (el: Element) => waitFor(() => Array.from(el.querySelectorAll('dialog')).find((d) => d.open));
const chip = (el: Element, id: string) => waitFor(() => el.querySelector<HTMLElement>(`[data-event-id="${id}"]`), { message: id });
const status = (el: Element) => Array.from(el.querySelectorAll('[role="status"]')).map((s) => s.textContent).join(' ');

let api: ReturnType<typeof fakeApi>;

before(async () => {
  const meta = document.createElement('meta');
  meta.name = 'site-organisation-id';
  meta.content = 'org_calendar_test';
  document.head.append(meta);
  await import('./site-calendar.element.ts');
});

afterEach(async () => {
  api?.restore();
  cleanup();
  await setViewport({ width: 1280, height: 900 });
});

describe('<site-calendar> adding events', () => {
  it('Add Meeting opens a form that creates the event through the API, shows it at once, and returns focus to Add', async () => {
    api = fakeApi();
    await setViewport({ width: 1280, height: 900 });
    const el = await calendar();
    await waitFor(() => api.requests.length > 0);
    const add = button(el, 'Add');
    await click(add);
    await click(button(el, 'Add Meeting'));
    const dialog = await openDialog(el);
    expect(defined(dialog.querySelector('h2')).textContent).toBe('Add Meeting');
    expect(focused()).toBe(field(dialog, 'Title'));
    expect(field(dialog, 'Start').value).toBe('2026-11-20T09:00');
    await sendKeys({ type: 'Supplier call' });
    field(dialog, 'Start').value = '2026-11-20T13:00';
    field(dialog, 'End').value = '2026-11-20T14:30';
    field(dialog, 'Location').value = 'Office';
    await expectNoAxeViolations(dialog);
    api.delay = 300;
    await click(button(dialog, 'Save'));
    expect(dialog.open).toBe(false);
    expect(focused()).toBe(add);
    // Shown before the server answers.
    const shown = await waitFor(() => Array.from(el.querySelectorAll<HTMLElement>('[data-event-id]')).find((c) => c.textContent?.includes('Supplier call')));
    expect(shown.textContent).toContain('1:00 PM');
    const post = await waitFor(() => api.requests.find((r) => r.method === 'POST'));
    expect(post.path).toBe('/api/calendar/events');
    expect(post.headers.get('orgid')).toBe('org_calendar_test');
    expect(post.body).toEqual({ kind: 'meeting', title: 'Supplier call', start: '2026-11-20T13:00:00-05:00', end: '2026-11-20T14:30:00-05:00', timeZone: 'America/New_York', location: 'Office' });
    await waitFor(() => status(el).includes('Saved “Supplier call”.'));
    await chip(el, 'cev_1');
    await expectNoAxeViolations(el);
  });

  it('writes each problem beside its field, focuses the first, and sends nothing', async () => {
    api = fakeApi();
    const el = await calendar();
    await click(button(el, 'Add'));
    await click(button(el, 'Scheduled Post'));
    const dialog = await openDialog(el);
    expect(defined(dialog.querySelector('h2')).textContent).toBe('Scheduled Post');
    field(dialog, 'End').value = '2026-11-20T08:00';
    await click(button(dialog, 'Save'));
    const title = field(dialog, 'Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(defined(document.getElementById(defined(title.getAttribute('aria-describedby')))).textContent).toBe('Enter a title.');
    const end = field(dialog, 'End');
    expect(defined(document.getElementById(defined(end.getAttribute('aria-describedby')))).textContent).toBe('The end must be after the start.');
    expect(field(dialog, 'Start').hasAttribute('aria-invalid')).toBe(false);
    expect(focused()).toBe(title);
    expect(dialog.open).toBe(true);
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await expectNoAxeViolations(dialog);
  });

  it('keeps Tab inside the form, and Esc closes it with focus back on Add', async () => {
    api = fakeApi();
    const el = await calendar();
    const add = button(el, 'Add');
    await click(add);
    await click(button(el, 'Scheduled Message'));
    const dialog = await openDialog(el);
    expect(focused()).toBe(field(dialog, 'Title'));
    await pressKey('Shift+Tab');
    expect(focused()).toBe(button(dialog, 'Save'));
    await pressKey('Tab');
    expect(focused()).toBe(field(dialog, 'Title'));
    for (let i = 0; i < 12; i++) {
      await pressKey('Tab');
      expect(dialog.contains(focused())).toBe(true);
    }
    await pressKey('Escape');
    await waitFor(() => !dialog.open);
    expect(focused()).toBe(add);
  });
});

describe('<site-calendar> adding on a phone', () => {
  it('Schedule Event in the phone menu opens the same form', async () => {
    api = fakeApi();
    await setViewport({ width: 375, height: 800 });
    const el = await calendar();
    await click(button(el, 'Menu'));
    await click(button(el, 'Schedule Event'));
    const dialog = await openDialog(el);
    expect(defined(dialog.querySelector('h2')).textContent).toBe('Schedule Event');
    expect(dialog.getBoundingClientRect().right).toBeLessThan(376);
    field(dialog, 'Title').value = 'Call back';
    await click(button(dialog, 'Save'));
    await waitFor(() => api.stored.size === 1);
    expect(defined([...api.stored.values()][0]).name).toBe('Call back');
    expect(defined(api.requests.find((r) => r.method === 'POST')).body?.kind).toBe('meeting');
  });
});

describe('<site-calendar> changing events', () => {
  it('the details dialog keeps Tab inside and returns focus to the event', async () => {
    api = fakeApi([meeting]);
    const el = await calendar();
    const event = await chip(el, 'cev_9');
    event.focus();
    await pressKey('Enter');
    const dialog = await openDialog(el);
    const close = button(dialog, 'Close');
    close.focus();
    await pressKey('Tab');
    expect(focused()).toBe(button(dialog, 'Edit'));
    await pressKey('Shift+Tab');
    expect(focused()).toBe(close);
    await pressKey('Escape');
    await waitFor(() => !dialog.open);
    expect(focused()).toBe(event);
  });

  it('Edit fills the form with the event, and saving changes it at once and on the server', async () => {
    api = fakeApi([meeting]);
    const el = await calendar();
    await click(await chip(el, 'cev_9'));
    await click(button(await openDialog(el), 'Edit'));
    const dialog = await openDialog(el);
    expect(defined(dialog.querySelector('h2')).textContent).toBe('Edit event');
    const title = field(dialog, 'Title');
    expect(title.value).toBe('Stock check');
    expect(field(dialog, 'Start').value).toBe('2026-11-20T09:00');
    expect(field(dialog, 'Location').value).toBe('Back room');
    title.value = 'Stocktake';
    field(dialog, 'Location').value = '';
    await click(button(dialog, 'Save'));
    await waitFor(() => el.querySelector('[data-event-id="cev_9"]')?.textContent?.includes('Stocktake'));
    const put = await waitFor(() => api.requests.find((r) => r.method === 'PUT'));
    expect(put.path).toBe('/api/calendar/events/cev_9');
    expect(put.body).toEqual({ title: 'Stocktake', location: '', host: '', notes: '', start: '2026-11-20T09:00:00-05:00', end: '2026-11-20T10:00:00-05:00', timeZone: 'America/New_York' });
    await waitFor(() => status(el).includes('Saved “Stocktake”.'));
    expect(focused().dataset.eventId).toBe('cev_9');
    expect(api.stored.get('cev_9')?.location).toBeUndefined();
    await expectNoAxeViolations(el);
  });

  it('arrow keys move a focused event by half an hour and a day, say so, and keep the focus on it', async () => {
    api = fakeApi([meeting]);
    const el = await calendar('week');
    const event = await chip(el, 'cev_9');
    const top = event.getBoundingClientRect().top;
    expect(document.getElementById(event.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Arrow keys move it: up and down by half an hour, left and right by a day.');
    event.focus();
    await pressKey('ArrowDown');
    const moved = await chip(el, 'cev_9');
    expect(moved.textContent).toContain('9:30 AM');
    expect(moved.getBoundingClientRect().top).toBeGreaterThan(top);
    await waitFor(() => focused() === moved || null, { message: 'focus on the moved event' });
    await waitFor(() => status(el).includes('Moved “Stock check” to Fri, Nov 20, 9:30 AM – 10:30 AM.'), { message: 'the move announced' });
    await waitFor(() => api.requests.some((r) => r.method === 'PUT'));
    expect(defined(api.requests.find((r) => r.method === 'PUT')).body).toEqual({ title: 'Stock check', start: '2026-11-20T09:30:00-05:00', end: '2026-11-20T10:30:00-05:00', timeZone: 'America/New_York', location: 'Back room', host: '', notes: '' });
    const left = moved.getBoundingClientRect().left;
    await pressKey('ArrowLeft');
    const dayBefore = await waitFor(() => Array.from(el.querySelectorAll<HTMLElement>('[data-event-id="cev_9"]')).find((c) => c.getBoundingClientRect().left < left), { message: 'the event a column to the left' });
    await waitFor(() => focused() === dayBefore || null, { message: 'focus on the event a day earlier' });
    await waitFor(() => api.stored.get('cev_9')?.data.startTime === '2026-11-19T09:30:00-05:00');
    await expectNoAxeViolations(el);
  });

  it('a drag in the week view moves the event to the day and half hour it is dropped on', async () => {
    api = fakeApi([meeting]);
    const el = await calendar('week');
    const event = await chip(el, 'cev_9');
    const box = event.getBoundingClientRect();
    const columns = el.querySelectorAll('[data-day-column]');
    const target = defined(columns[3]).getBoundingClientRect(); // Wednesday, November 18.
    const x = Math.round(box.left + 10);
    const y = Math.round(box.top + 5);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(target.left + 10), y + 50] });
    await sendMouse({ type: 'move', position: [Math.round(target.left + 10), y + 96] });
    await sendMouse({ type: 'up' });
    await settle();
    expect(Array.from(el.querySelectorAll('dialog')).some((d) => d.open)).toBe(false);
    await waitFor(() => api.stored.get('cev_9')?.data.startTime === '2026-11-18T10:00:00-05:00', { message: 'moved on the server' });
    await waitFor(() => status(el).includes('Moved “Stock check” to Wed, Nov 18, 10:00 AM – 11:00 AM.'), { message: 'the move announced' });
  });

  it('Delete asks first, then removes the event at once and on the server', async () => {
    api = fakeApi([meeting]);
    const el = await calendar();
    await click(await chip(el, 'cev_9'));
    const dialog = await openDialog(el);
    await click(button(dialog, 'Delete'));
    expect(dialog.textContent).toContain('Delete “Stock check”? This cannot be undone.');
    expect(focused()).toBe(button(dialog, 'Keep'));
    await expectNoAxeViolations(dialog);
    await click(button(dialog, 'Keep'));
    expect(el.querySelector('[data-event-id="cev_9"]')).not.toBeNull();
    await click(button(dialog, 'Delete'));
    await click(button(dialog, 'Delete'));
    await waitFor(() => !el.querySelector('[data-event-id="cev_9"]'));
    expect(dialog.open).toBe(false);
    expect(el.contains(focused())).toBe(true);
    await waitFor(() => !api.stored.has('cev_9'));
    expect(defined(api.requests.find((r) => r.method === 'DELETE')).path).toBe('/api/calendar/events/cev_9');
    await waitFor(() => status(el).includes('Deleted “Stock check”.'));
    await expectNoAxeViolations(el);
  });

  it('a refused move is undone with a message, and reservations cannot be moved', async () => {
    api = fakeApi([meeting, { ...meeting, sk: 'res_1', name: 'Haircut' }]);
    api.fail = 'PUT';
    const el = await calendar();
    const event = await chip(el, 'cev_9');
    event.focus();
    await pressKey('ArrowDown');
    expect((await chip(el, 'cev_9')).textContent).toContain('9:30 AM');
    const alert = await waitFor(() => el.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('Could not save “Stock check”: The server broke. The change was undone.');
    expect((await chip(el, 'cev_9')).textContent).toContain('9:00 AM');
    const reservation = await chip(el, 'res_1');
    expect(reservation.hasAttribute('aria-describedby')).toBe(false);
    const puts = api.requests.filter((r) => r.method === 'PUT').length;
    reservation.focus();
    await pressKey('ArrowDown');
    await new Promise((done) => setTimeout(done, 100));
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(puts);
    await click(reservation);
    const dialog = await openDialog(el);
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Close']);
  });

  it('in Spanish the form and the notes read in Spanish', async () => {
    api = fakeApi([meeting]);
    const host = await fixture(`<div lang="es"><site-calendar data-url="false" data-api="/api/calendar" data-time-zone="America/New_York" data-date="2026-11-20"></site-calendar></div>`);
    const el = defined(host.querySelector('site-calendar'));
    await click(await waitFor(() => button(el, 'Añadir')));
    await click(button(el, 'Añadir reunión'));
    const dialog = await openDialog(el);
    await click(button(dialog, 'Guardar'));
    expect(dialog.textContent).toContain('Escribe un título.');
    for (const label of ['Título', 'Inicio', 'Fin', 'Notas']) field(dialog, label);
    await expectNoAxeViolations(dialog);
  });
});
