// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { customerCookie, makeTestApp, staffCookie } from '../../../../test/helpers/server/test-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

/** The demo site's own origin: a browser sends it with every fetch from its pages. */
const SITE = 'http://localhost';
const meeting = { kind: 'meeting', title: 'Stock check', start: '2026-03-03T09:00:00-05:00', end: '2026-03-03T10:00:00-05:00', timeZone: 'America/New_York', location: 'Back room' };

const call = (method: string, path: string, options: { body?: unknown; cookie?: string; org?: string } = {}) =>
  t.app.request(`/api/calendar${path}`, {
    method,
    headers: { orgid: options.org ?? 'org_northwind', origin: SITE, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
const range = async (cookie: string, query = 'from=2026-03-01&to=2026-03-08', org?: string) => ((await (await call('GET', `?${query}`, { cookie, org })).json()) as { events: { sk: string; name: string; data: { startTime: string } }[] }).events;

describe('staff-made calendar events', () => {
  it('are created, shown with the range, moved, edited and deleted by the tenant’s staff', async () => {
    t = makeTestApp();
    const cookie = await staffCookie(t.data);
    const created = await call('POST', '/events', { body: meeting, cookie });
    expect(created.status).toBe(201);
    const { event } = (await created.json()) as { event: { sk: string } };
    expect(event).toMatchObject({ name: 'Stock check', location: 'Back room', timeZone: 'America/New_York', data: { startTime: '2026-03-03T09:00:00-05:00', endTime: '2026-03-03T10:00:00-05:00' } });
    expect(event.sk).toMatch(/^cev_/);
    expect((await range(cookie)).find((e) => e.sk === event.sk)?.name).toBe('Stock check');

    const moved = await call('PUT', `/events/${event.sk}`, { body: { start: '2026-03-09T09:00:00-04:00', end: '2026-03-09T10:00:00-04:00' }, cookie });
    expect(moved.status).toBe(200);
    expect((await range(cookie)).some((e) => e.sk === event.sk)).toBe(false);
    const later = await range(cookie, 'from=2026-03-09&to=2026-03-10');
    expect(later.find((e) => e.sk === event.sk)).toMatchObject({ name: 'Stock check', location: 'Back room', data: { startTime: '2026-03-09T09:00:00-04:00' } });

    await call('PUT', `/events/${event.sk}`, { body: { title: 'Inventory', location: '' }, cookie });
    const edited = (await range(cookie, 'from=2026-03-09&to=2026-03-10')).find((e) => e.sk === event.sk);
    expect(edited).toMatchObject({ name: 'Inventory' });
    expect(edited).not.toHaveProperty('location');

    expect((await call('DELETE', `/events/${event.sk}`, { cookie })).status).toBe(204);
    expect(await range(cookie, 'from=2026-03-09&to=2026-03-10')).toEqual([]);
    expect((await call('DELETE', `/events/${event.sk}`, { cookie })).status).toBe(404);
    for (const method of ['PUT', 'DELETE'] as const) {
      const overlong = await call(method, `/events/${'x'.repeat(101)}`, { body: { title: 'Inventory' }, cookie });
      expect(overlong.status, method).toBe(400);
      expect(await overlong.json()).toEqual({ error: { code: 'invalid', message: 'id: must be at most 100 characters', field: 'id' } });
    }
  });

  it('refuse anonymous callers and customers (401) and the other tenant’s staff (403)', async () => {
    t = makeTestApp();
    const cookie = await staffCookie(t.data);
    const { event } = (await (await call('POST', '/events', { body: meeting, cookie })).json()) as { event: { sk: string } };
    const customer = await customerCookie(t.data, 'ada@example.com');
    const harbor = await staffCookie(t.data, 'org_harbor');
    for (const [who, caller, status] of [
      ['anonymous', undefined, 401],
      ['customer', customer, 401],
      ['other tenant', harbor, 403],
    ] as const) {
      expect((await call('POST', '/events', { body: meeting, cookie: caller })).status, who).toBe(status);
      expect((await call('PUT', `/events/${event.sk}`, { body: { title: 'Taken' }, cookie: caller })).status, who).toBe(status);
      expect((await call('DELETE', `/events/${event.sk}`, { cookie: caller })).status, who).toBe(status);
    }
    expect((await range(cookie)).find((e) => e.sk === event.sk)?.name).toBe('Stock check');
  });

  it('do not reach another tenant’s event: its id is a 404 for Harbor’s staff on Harbor', async () => {
    t = makeTestApp();
    const { event } = (await (await call('POST', '/events', { body: meeting, cookie: await staffCookie(t.data) })).json()) as { event: { sk: string } };
    const harbor = await staffCookie(t.data, 'org_harbor');
    expect((await call('PUT', `/events/${event.sk}`, { body: { title: 'Taken' }, cookie: harbor, org: 'org_harbor' })).status).toBe(404);
    expect((await call('DELETE', `/events/${event.sk}`, { cookie: harbor, org: 'org_harbor' })).status).toBe(404);
    expect((await range(harbor, undefined, 'org_harbor')).map((e) => e.sk)).not.toContain(event.sk);
  });

  it('stay out of the public schedule: no title, host, location or notes of a staff meeting reach an anonymous visitor', async () => {
    t = makeTestApp();
    const cookie = await staffCookie(t.data);
    const privateMeeting = { ...meeting, title: 'Call Valentina Privata about her complaint', host: 'Owner Olga', notes: 'Her e-mail is victim.private@example.com' };
    expect((await call('POST', '/events', { body: privateMeeting, cookie })).status).toBe(201);
    expect((await range(cookie)).map((e) => e.name)).toContain(privateMeeting.title);
    const anonymous = await (await call('GET', '?from=2026-03-01&to=2026-03-08&view=public')).text();
    expect(anonymous).toContain('"events":[');
    for (const secret of ['Valentina', 'Back room', 'Owner Olga', 'victim.private', 'cev_']) expect(anonymous).not.toContain(secret);
  });

  it('refuse bad input with a 400 naming the field', async () => {
    t = makeTestApp();
    const cookie = await staffCookie(t.data);
    for (const [body, field] of [
      [{ ...meeting, title: '  ' }, 'title'],
      [{ ...meeting, kind: 'party' }, 'kind'],
      [{ ...meeting, start: '2026-03-03 09:00' }, 'start'],
      [{ ...meeting, end: '2026-03-03T08:00:00-05:00' }, 'end'],
      [{ ...meeting, end: '2026-03-13T08:00:00-05:00' }, 'end'],
      [{ ...meeting, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...meeting, notes: 'x'.repeat(2001) }, 'notes'],
    ] as const) {
      const answer = await call('POST', '/events', { body, cookie });
      expect(answer.status, field).toBe(400);
      expect(((await answer.json()) as { error: { field: string } }).error.field, field).toBe(field);
    }
    const { event } = (await (await call('POST', '/events', { body: meeting, cookie })).json()) as { event: { sk: string } };
    const backwards = await call('PUT', `/events/${event.sk}`, { body: { end: '2026-03-03T08:00:00-05:00' }, cookie });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: { field: string } }).error.field).toBe('end');
  });
});
