// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { issueAppToken, serverSecret } from '../../../domain/secrets.ts';
import { contactMatches, shortName } from './ownership.ts';
import { body, bookingApp, PICKUP } from '../../../../../test/helpers/server/booking-app.ts';

/** A token with its last character changed (to another one: a token ending in A would otherwise stay the same). */
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

const visitor = { as: 'visitor' as const };
async function bookAsVisitor() {
  const res = await app.post('/create', PICKUP, visitor);
  expect(res.status).toBe(201);
  const answer = await body(res);
  return { ...(answer.reservation as { id: string; confirmationCode: string }), manageToken: answer.manageToken as string };
}
const lookup = (query: string) => app.get(`?${query}`, 'org_northwind', 'visitor');

describe('a visitor proves a booking is theirs', () => {
  it('looks it up only with the code and the e-mail or phone used to book; wrong contact reads like a wrong code', async () => {
    app = bookingApp();
    const { confirmationCode: code } = await bookAsVisitor();
    const noContact = await lookup(`code=${code}`);
    expect(noContact.status).toBe(400);
    expect((await body(noContact)).error).toEqual({ code: 'invalid', message: 'Please enter the email address or phone number used to book', field: 'contact' });
    for (const contact of ['ADA@example.com', '+1 (212) 555-0100', '12125550100']) {
      const found = await lookup(`code=${code.toLowerCase()}&contact=${encodeURIComponent(contact)}`);
      expect(found.status, contact).toBe(200);
      const answer = await body(found);
      expect(answer.reservations[0].confirmationCode).toBe(code);
      expect(answer.manageToken).toMatch(/^res_[^.]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    }
    const wrongContact = await lookup(`code=${code}&contact=eve@example.com`);
    const wrongCode = await lookup(`code=ZZZZ9999&contact=ada@example.com`);
    expect(wrongContact.status).toBe(404);
    expect(await body(wrongContact)).toEqual(await body(wrongCode));
    expect(JSON.stringify(await body(await lookup(`code=${code}&contact=5550`)))).not.toContain('Ada');
  });

  it('lists nothing by location and day, and the reservation id alone opens nothing', async () => {
    app = bookingApp();
    const { id } = await bookAsVisitor();
    const listed = await lookup('locationId=loc_nw_soho&date=2026-03-03');
    expect(listed.status).toBe(401);
    expect(JSON.stringify(await body(listed))).not.toContain('ada@example.com');
    expect((await lookup(`code=${id}`)).status).toBe(400);
  });

  it('changes nothing by id alone: 401 without a token, 403 with another booking’s token; the own token works', async () => {
    app = bookingApp();
    const mine = await bookAsVisitor();
    const theirs = await bookAsVisitor();
    const anonymous = await app.post('/delete', { reservationId: theirs.id }, visitor);
    expect(anonymous.status).toBe(401);
    expect((await body(anonymous)).error.code).toBe('unauthorized');
    expect((await app.post('/delete', { reservationId: theirs.id, manageToken: mine.manageToken }, visitor)).status).toBe(403);
    expect((await app.post('/update', { reservationId: theirs.id, date: '2026-03-04', time: '10:00', manageToken: mine.manageToken }, visitor)).status).toBe(403);
    expect((await app.post('/update', { reservationId: theirs.id, status: 'cancelled', manageToken: 'res_x.1.aaa' }, visitor)).status).toBe(403);
    const moved = await app.post('/update', { reservationId: mine.id, date: '2026-03-04', time: '10:00', manageToken: mine.manageToken }, visitor);
    expect(moved.status).toBe(200);
    expect((await app.post('/delete', { reservationId: mine.id, manageToken: mine.manageToken }, visitor)).status).toBe(200);
    const still = await body(await lookup(`code=${theirs.confirmationCode}&contact=ada@example.com`));
    expect(still.reservations[0].status).toBe('confirmed');
  });

  it('lets a visitor check in, pay and cancel, but not mark no-show or completed (staff only)', async () => {
    app = bookingApp();
    const mine = await bookAsVisitor();
    for (const status of ['no-show', 'completed']) {
      const refused = await app.post('/update', { reservationId: mine.id, status, manageToken: mine.manageToken }, visitor);
      expect(refused.status, status).toBe(401);
    }
    expect((await app.post('/update', { reservationId: mine.id, status: 'no-show' })).status).toBe(200);
  });

  it('opens the booking from the signed manage link alone; a tampered or other tenant’s link opens nothing', async () => {
    app = bookingApp();
    const mine = await bookAsVisitor();
    const opened = await lookup(`manageToken=${encodeURIComponent(mine.manageToken)}`);
    expect((await body(opened)).reservations[0].id).toBe(mine.id);
    expect((await lookup(`manageToken=${encodeURIComponent(tampered(mine.manageToken))}`)).status).toBe(404);
    expect((await app.get(`?manageToken=${encodeURIComponent(mine.manageToken)}`, 'org_harbor', 'visitor')).status).toBe(404);
  });
});

describe('the walk-in queue in public', () => {
  it('shows first name and initial, no phone or notes; Find Me by full phone gives the own entry and its token', async () => {
    app = bookingApp();
    const join = await app.post(
      '/create',
      { type: 'queue', locationId: 'loc_nw_soho', customerName: 'Grace Brewster Hopper', customerPhone: '+1 212 555 0199', partySize: 2, notes: 'wheelchair' },
      visitor,
    );
    expect(join.status).toBe(201);
    const joined = await body(join);
    const board = await body(await app.get('?type=queue&locationId=loc_nw_soho', 'org_northwind', 'visitor'));
    const shown = board.queue.find((e: { id: string }) => e.id === joined.queueEntry.id);
    expect(shown).toMatchObject({ customerName: 'Grace H.', customerPhone: '', position: 1 });
    expect(JSON.stringify(board)).not.toMatch(/555 0199|wheelchair|Hopper/);
    const byPhone = await body(await app.get('?type=queue&find=%2B12125550199', 'org_northwind', 'visitor'));
    expect(byPhone.queue).toHaveLength(1);
    expect(byPhone.queue[0]).toMatchObject({ customerName: 'Grace Brewster Hopper', customerPhone: '+1 212 555 0199' });
    expect(byPhone.manageToken).toBeTruthy();
    const byId = await body(await app.get(`?type=queue&find=${joined.queueEntry.id}`, 'org_northwind', 'visitor'));
    expect(byId.queue[0].customerName).toBe('Grace H.');
    expect(byId.manageToken).toBeUndefined();
    expect((await app.get('?type=queue&find=5550199', 'org_northwind', 'visitor')).status).toBe(404);
    const staffBoard = await body(await app.get('?type=queue&locationId=loc_nw_soho'));
    expect(JSON.stringify(staffBoard)).toContain('wheelchair');
  });

  it('lets only the walk-in leave with its token; call next, status changes and removal are staff actions', async () => {
    app = bookingApp();
    const joined = await body(
      await app.post('/create', { type: 'queue', locationId: 'loc_nw_soho', customerName: 'Ann Lee', customerPhone: '2125550111' }, visitor),
    );
    const id = joined.queueEntry.id;
    expect((await app.post('/update', { locationId: 'loc_nw_soho', action: 'notify-next' }, visitor)).status).toBe(401);
    expect((await app.post('/update', { queueEntryId: id, status: 'seated' }, visitor)).status).toBe(401);
    expect((await app.post('/delete', { queueEntryId: id }, visitor)).status).toBe(401);
    expect((await app.post('/delete', { queueEntryId: id, manageToken: joined.manageToken }, visitor)).status).toBe(200);
    const other = await body(
      await app.post('/create', { type: 'queue', locationId: 'loc_nw_soho', customerName: 'Bo Kim', customerPhone: '2125550112' }, visitor),
    );
    expect((await app.post('/update', { locationId: 'loc_nw_soho', action: 'notify-next' })).status).toBe(200);
    expect((await app.post('/delete', { queueEntryId: other.queueEntry.id })).status).toBe(200);
  });
});

describe('matching helpers', () => {
  it('compares e-mail without case and phones by digits, never a short fragment', () => {
    expect(contactMatches('ADA@Example.com ', 'ada@example.com', '')).toBe(true);
    expect(contactMatches('212-555-0100', 'a@b.c', '(212) 555 0100')).toBe(true);
    expect(contactMatches('0100', 'a@b.c', '(212) 555 0100')).toBe(false);
    expect(contactMatches('', 'a@b.c', '')).toBe(false);
    expect(contactMatches('x@b.c', 'a@b.c', '')).toBe(false);
  });

  it('shortens names to first name and initial', () => {
    expect(shortName('Ana María López')).toBe('Ana L.');
    expect(shortName('  cher ')).toBe('cher');
    expect(shortName('Émile ß')).toBe('Émile SS.');
  });
});

describe("another organisation's staff", () => {
  it('gets 403 on staff actions and on lists, and proves nothing with its own staff rights', async () => {
    app = bookingApp();
    const mine = await bookAsVisitor();
    const harborServer = { authorization: `Bearer ${harborToken()}` };
    const send = (path: string, data: unknown) =>
      app.app.request(`/api/reservations${path}`, { method: 'POST', headers: { 'content-type': 'application/json', orgid: 'org_northwind', ...harborServer }, body: JSON.stringify(data) });
    expect((await send('/update', { locationId: 'loc_nw_soho', action: 'notify-next' })).status).toBe(403);
    expect((await send('/delete', { reservationId: mine.id })).status).toBe(401);
    const listed = await app.app.request('/api/reservations?locationId=loc_nw_soho&date=2026-03-03', { headers: { orgid: 'org_northwind', ...harborServer } });
    expect(listed.status).toBe(403);
  });
});

/** Harbor's app token (a valid token of the other organisation). */
function harborToken(): string {
  return issueAppToken(serverSecret(app.config), 'org_harbor');
}

describe("a walk-in's own entry", () => {
  it('reads by its token in any status, even once off the board; another token or tenant reads nothing', async () => {
    app = bookingApp();
    const joined = await body(
      await app.post('/create', { type: 'queue', locationId: 'loc_nw_soho', customerName: 'Dee Ray', customerPhone: '2125550123' }, visitor),
    );
    const own = (token: string, org = 'org_northwind') => app.get(`?type=queue&manageToken=${encodeURIComponent(token)}`, org, 'visitor');
    expect((await body(await own(joined.manageToken))).queue[0]).toMatchObject({ id: joined.queueEntry.id, status: 'waiting', customerPhone: '2125550123' });
    expect((await app.post('/update', { queueEntryId: joined.queueEntry.id, status: 'cancelled' })).status).toBe(200);
    const board = await body(await app.get('?type=queue&locationId=loc_nw_soho', 'org_northwind', 'visitor'));
    expect(board.queue.some((e: { id: string }) => e.id === joined.queueEntry.id)).toBe(false);
    expect((await body(await own(joined.manageToken))).queue[0].status).toBe('cancelled');
    expect((await own(tampered(joined.manageToken))).status).toBe(404);
    expect((await own(joined.manageToken, 'org_harbor')).status).toBe(404);
  });
});
