import { afterEach, describe, expect, it } from 'vitest';
import { appAuthorization, makeTestApp, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { setClock } from '../../clock.ts';

let test: ReturnType<typeof makeTestApp>;
let restore: () => void;
afterEach(() => {
  restore();
  test.close();
});

function start() {
  test = makeTestApp();
  restore = setClock('2026-03-02T14:00:00Z');
}
const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  test.app.request(`/api/availability${path}`, {
    method,
    headers: { 'content-type': 'application/json', orgid: 'org_harbor', origin: 'http://localhost', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const harbor = () => ({ authorization: appAuthorization(test.config, 'org_harbor') });
const amelia = async () => {
  const res = await test.app.request('/api/reservations/slots', {
    method: 'POST',
    headers: { 'content-type': 'application/json', orgid: 'org_harbor' },
    body: JSON.stringify({ locationId: 'loc_hb_oldtown', serviceId: 'svc_hb_cut', attendantId: 'att_hb_amelia', date: '2026-03-10' }),
  });
  return ((await res.json()) as { slots: { available: boolean }[] }).slots.filter((s) => s.available).length;
};

describe('/api/availability', () => {
  it('lets staff close a day, see it listed, and open it again; the slots follow', async () => {
    start();
    const open = await amelia();
    expect(open).toBeGreaterThan(0);
    const made = await send(
      'POST',
      '',
      { cookie: await staffCookie(test.data, 'org_harbor') },
      {
        kind: 'closure',
        locationId: 'loc_hb_oldtown',
        startDate: '2026-03-10',
        endDate: '2026-03-10',
        reason: 'Refit',
      },
    );
    expect(made.status).toBe(201);
    const { data } = (await made.json()) as { data: { id: string; kind: string } };
    expect(data).toMatchObject({ kind: 'closure', locationId: 'loc_hb_oldtown', reason: 'Refit' });
    expect(await amelia()).toBe(0);
    const listed = (await (await send('GET', '', harbor())).json()) as { data: { id: string }[] };
    expect(listed.data.map((e) => e.id)).toContain(data.id);
    expect((await send('DELETE', `/${data.id}`, harbor())).status).toBe(204);
    expect(await amelia()).toBe(open);
    expect((await send('DELETE', `/${data.id}`, harbor())).status).toBe(404);
    const overlong = await send('DELETE', `/${'x'.repeat(101)}`, harbor());
    expect(overlong.status).toBe(400);
    expect(await overlong.json()).toEqual({ error: { code: 'invalid', message: 'id: must be at most 100 characters', field: 'id' } });
  });

  it('records time off and special hours, and checks what it is given', async () => {
    start();
    const away = await send('POST', '', harbor(), {
      kind: 'time-off',
      attendantId: 'att_hb_amelia',
      start: '2026-03-10T00:00:00Z',
      end: '2026-03-11T00:00:00Z',
    });
    expect(away.status).toBe(201);
    expect(await amelia()).toBe(0);
    expect(
      (await send('POST', '', harbor(), { kind: 'hours', locationId: 'loc_hb_oldtown', date: '2026-03-17', open: '12:00', close: '14:00' }))
        .status,
    ).toBe(201);
    for (const [body, status] of [
      [{ kind: 'closure', startDate: '2026-03-10', endDate: '2026-03-09' }, 400],
      [{ kind: 'holiday', startDate: '2026-03-10', endDate: '2026-03-10' }, 400],
      [{ kind: 'time-off', attendantId: 'att_hb_amelia', start: '2026-03-10T10:00:00Z', end: '2026-03-10T09:00:00Z' }, 400],
      [{ kind: 'hours', locationId: 'loc_hb_oldtown', date: '2026-02-30', open: '12:00', close: '14:00' }, 400],
      [{ kind: 'closure', locationId: 'loc_nw_soho', startDate: '2026-03-10', endDate: '2026-03-10' }, 404],
      [{ kind: 'time-off', attendantId: 'att_nw_maya', start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:00:00Z' }, 404],
    ] as const) {
      expect((await send('POST', '', harbor(), body)).status, JSON.stringify(body)).toBe(status);
    }
  });

  it('refuses anonymous callers and the other organisation’s staff and server', async () => {
    start();
    const made = (await (await send('POST', '', harbor(), { kind: 'closure', startDate: '2026-03-10', endDate: '2026-03-10' })).json()) as {
      data: { id: string };
    };
    const body = { kind: 'closure', startDate: '2026-03-11', endDate: '2026-03-11' };
    const callers: Record<string, string>[] = [
      {},
      { cookie: await staffCookie(test.data, 'org_northwind') },
      { authorization: appAuthorization(test.config, 'org_northwind') },
    ];
    for (const headers of callers) {
      expect([401, 403]).toContain((await send('GET', '', headers)).status);
      expect([401, 403]).toContain((await send('POST', '', headers, body)).status);
      expect([401, 403]).toContain((await send('DELETE', `/${made.data.id}`, headers)).status);
    }
    const listed = (await (await send('GET', '', harbor())).json()) as { data: { id: string; startDate?: string }[] };
    expect(listed.data.filter((e) => e.startDate === '2026-03-11')).toEqual([]);
    expect(listed.data.map((e) => e.id)).toContain(made.data.id);
    // Northwind's own list does not show Harbor's closure.
    const northwind = await test.app.request('/api/availability', {
      headers: { orgid: 'org_northwind', authorization: appAuthorization(test.config) },
    });
    expect(((await northwind.json()) as { data: { id: string }[] }).data.map((e) => e.id)).not.toContain(made.data.id);
  });
});
