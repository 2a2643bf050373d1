// @vitest-environment node
/**
 * Holes a stranger found by attacking the demo server's API from outside (issue 17), each kept
 * closed by a test: what an anonymous caller can learn or change with what the public answers give.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PICKUP, body, bookingApp } from '../../test/helpers/server/booking-app.ts';
import { createStaffAccount } from './auth/staff-accounts.ts';
import { staffCookie } from '../../test/helpers/server/test-app.ts';

let t: ReturnType<typeof bookingApp>;
afterEach(() => t.close());

/** A paid booking (personal styling, $49) made as a visitor: its answer with the manage token. */
const STYLING = { ...PICKUP, serviceId: 'svc_nw_styling', time: '11:00', customerName: 'Vera Victim', customerEmail: 'vera@example.com' };

const anonymous = (path: string, init: { method?: string; json?: unknown; org?: string } = {}) =>
  t.app.request(path, {
    method: init.method ?? 'GET',
    headers: { orgid: init.org ?? 'org_northwind', ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });

describe('the public calendar', () => {
  it('names no booking by its id, so a stranger cannot aim payments at it and read its confirmation code', async () => {
    t = bookingApp();
    const booked = await body(await t.post('/create', STYLING, { as: 'visitor' }));
    const { id, confirmationCode } = booked.reservation;
    const response = await anonymous('/api/calendar?from=2026-03-01&to=2026-03-08&view=public');
    expect(response.status).toBe(200);
    const text = await response.text();
    const events = JSON.parse(text).events as { sk?: string }[];
    expect(events).toHaveLength(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(confirmationCode);
    for (const event of events) {
      const paid = await anonymous('/api/payments/offline', { method: 'POST', json: { method: 'bank_transfer', reservationId: event.sk } });
      // Refused before the id is even looked up: an id alone pays for nothing.
      expect([401, 404]).toContain(paid.status);
      expect(await paid.text()).not.toContain(confirmationCode);
    }
  });

  it('keeps one key per event across reads, so the calendar can tell events apart', async () => {
    t = bookingApp();
    await t.post('/create', PICKUP, { as: 'visitor' });
    await t.post('/create', STYLING, { as: 'visitor' });
    const keys = async () =>
      ((await body(await anonymous('/api/calendar?from=2026-03-01&to=2026-03-08&view=public'))).events as { sk: string }[]).map((e) => e.sk);
    const first = await keys();
    expect(new Set(first).size).toBe(2);
    expect(await keys()).toEqual(first);
  });
});

describe('a staff password change', () => {
  it('signs out every session of that account, so whoever knew the old password is locked out', async () => {
    t = bookingApp();
    const cookie = await staffCookie(t.data, 'org_northwind', 'staff');
    const other = await staffCookie(t.data, 'org_northwind', 'owner');
    const calendar = (as: string) => t.app.request('/api/calendar?from=2026-03-01&to=2026-03-08', { headers: { orgid: 'org_northwind', cookie: as } });
    expect((await calendar(cookie)).status).toBe(200);
    await createStaffAccount(t.data, { tenantId: 'org_northwind', email: 'staff@org_northwind.test', password: 'a-brand-new-password', role: 'staff' }, { replace: true });
    expect((await calendar(cookie)).status).toBe(401);
    expect((await calendar(other)).status).toBe(200);
  });
});

describe('an Idempotency-Key', () => {
  it("replays a signed-in caller's answer to that caller only, never its manage token to a stranger", async () => {
    t = bookingApp();
    const first = await t.post('/create', PICKUP, { key: 'staff-key-1' });
    expect(first.status).toBe(201);
    const stored = await body(first);
    const again = await t.post('/create', PICKUP, { key: 'staff-key-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const stranger = await t.post('/create', PICKUP, { key: 'staff-key-1', as: 'visitor' });
    expect(stranger.headers.get('idempotent-replayed')).toBeNull();
    const answer = await body(stranger);
    expect(answer.manageToken).not.toBe(stored.manageToken);
    expect(answer.reservation.id).not.toBe(stored.reservation.id);
  });
});
