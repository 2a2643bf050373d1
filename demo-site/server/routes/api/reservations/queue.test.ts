import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { queueEntrySchema } from '../../../../../shared/api/schemas.ts';
import { appAuthorization, staffCookie } from '../../../../../test/helpers/server/test-app.ts';
import { body, bookingApp, changeBusinessConfig } from '../../../../../test/helpers/server/booking-app.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

const walkIn = (change: Record<string, unknown> = {}) => ({
  type: 'queue',
  locationId: 'loc_hb_marina',
  serviceId: 'svc_hb_mens',
  customerName: 'Sam',
  customerPhone: '07700 900123',
  partySize: 1,
  joinedAt: '1999-01-01T00:00:00Z',
  status: 'waiting',
  ...change,
});
async function join(change: Record<string, unknown> = {}, key?: string) {
  const res = await app.post('/create', walkIn(change), { org: 'org_harbor', key });
  expect(res.status).toBe(201);
  return v.parse(queueEntrySchema, (await body(res)).queueEntry);
}
const queue = async (query = '?type=queue&locationId=loc_hb_marina') => (await body(await app.get(query, 'org_harbor'))).queue;

describe('walk-in queue', () => {
  it('joins at the end: position = waiting + 1, wait = waiting × service duration (or 15 minutes)', async () => {
    app = bookingApp();
    const first = await join();
    expect(first).toMatchObject({
      status: 'waiting',
      position: 1,
      estimatedWaitTime: 0,
      joinedAt: '2026-03-02T14:00:00.000Z',
      notifiedAt: null,
    });
    const second = await join({ customerName: 'Kim' }); // men's cut: 30 minutes each
    expect(second).toMatchObject({ position: 2, estimatedWaitTime: 30 });
    const third = await join({ customerName: 'Lee', serviceId: undefined }); // no service: 15 minutes each
    expect(third).toMatchObject({ position: 3, estimatedWaitTime: 30, serviceId: null });
    expect((await queue()).map((e: { customerName: string; position: number }) => [e.customerName, e.position])).toEqual([
      ['Sam', 1],
      ['Kim', 2],
      ['Lee', 3],
    ]);
  });

  it('notifies the next customer, moves the line up, and answers null when nobody waits', async () => {
    app = bookingApp();
    const sam = await join();
    await join({ customerName: 'Kim' });
    app.at('2026-03-02T14:10:00Z');
    const next = await app.post('/update', { locationId: 'loc_hb_marina', action: 'notify-next' }, { org: 'org_harbor' });
    expect((await body(next)).nextEntry).toMatchObject({
      id: sam.id,
      status: 'notified',
      notifiedAt: '2026-03-02T14:10:00.000Z',
      position: 0,
    });
    expect(
      (await queue()).map((e: { customerName: string; position: number; estimatedWaitTime: number }) => [
        e.customerName,
        e.position,
        e.estimatedWaitTime,
      ]),
    ).toEqual([
      ['Sam', 0, 0],
      ['Kim', 1, 0],
    ]);
    await app.post('/update', { locationId: 'loc_hb_marina', action: 'notify-next' }, { org: 'org_harbor' });
    expect(await body(await app.post('/update', { locationId: 'loc_hb_marina', action: 'notify-next' }, { org: 'org_harbor' }))).toEqual({
      nextEntry: null,
    });
    expect((await app.post('/update', { locationId: 'loc_nope', action: 'notify-next' }, { org: 'org_harbor' })).status).toBe(404);
  });

  it('updates fields of an entry, leaves the queue, and refuses to reopen a closed entry', async () => {
    app = bookingApp();
    const sam = await join();
    const kim = await join({ customerName: 'Kim' });
    const changed = await app.post(
      '/update',
      { queueEntryId: sam.id, notes: 'Beard too', partySize: 2, status: 'seated' },
      { org: 'org_harbor' },
    );
    expect((await body(changed)).queueEntry).toMatchObject({ notes: 'Beard too', partySize: 2, status: 'seated', position: 0 });
    expect((await queue()).find((e: { id: string }) => e.id === kim.id).position).toBe(1);
    expect(await body(await app.post('/delete', { queueEntryId: kim.id }, { org: 'org_harbor' }))).toEqual({ ok: true });
    expect(await body(await app.post('/delete', { queueEntryId: kim.id }, { org: 'org_harbor' }))).toEqual({ ok: true });
    expect((await queue()).map((e: { id: string }) => e.id)).toEqual([sam.id]);
    const reopen = await app.post('/update', { queueEntryId: kim.id, status: 'waiting' }, { org: 'org_harbor' });
    expect(reopen.status).toBe(409);
    expect((await app.post('/update', { queueEntryId: sam.id, status: 'gone' }, { org: 'org_harbor' })).status).toBe(400);
    expect((await app.post('/update', { queueEntryId: 'q_nope', notes: 'x' }, { org: 'org_harbor' })).status).toBe(404);
  });

  it('validates a walk-in with the specified messages', async () => {
    app = bookingApp();
    for (const [change, message] of [
      [{ customerName: '' }, 'Please enter your name'],
      [{ customerPhone: undefined }, 'Please enter your phone number'],
      [{ locationId: '' }, 'Please select a location'],
      [{ partySize: 0 }, 'Please enter a valid party size between 1 and 20'],
    ] as const) {
      const res = await app.post('/create', walkIn(change), { org: 'org_harbor' });
      expect(res.status).toBe(400);
      expect((await body(res)).error.message).toBe(message);
    }
    expect((await app.post('/create', walkIn({ locationId: 'loc_nope' }), { org: 'org_harbor' })).status).toBe(404);
    expect((await app.post('/create', walkIn({ serviceId: 'svc_hb_lunch' }), { org: 'org_harbor' })).status).toBe(400);
  });

  it('is idempotent and tenant-scoped', async () => {
    app = bookingApp();
    const a = await join({}, 'walk-1');
    const b = await join({}, 'walk-1');
    expect(b.id).toBe(a.id);
    expect(await queue()).toHaveLength(1);
    expect((await app.post('/delete', { queueEntryId: a.id })).status).toBe(404); // as northwind
    expect((await body(await app.get('?type=queue'))).queue).toEqual([]);
    expect((await app.get('?type=queue&locationId=loc_hb_marina')).status).toBe(404);
  });
});

describe('waits shared by the staff or tables serving at once', () => {
  const bistro = (name: string) => ({
    locationId: 'loc_hb_quayside',
    serviceId: 'svc_hb_dinner',
    customerName: name,
    customerPhone: '020 7946 0100',
  });

  it('tells the bistro’s fifth walk-in for dinner about 36 minutes with its 10 tables, not 6 hours', async () => {
    app = bookingApp();
    for (const name of ['Ann', 'Bo', 'Cy', 'Di']) await join(bistro(name));
    const fifth = await join(bistro('Ed'));
    expect(fifth).toMatchObject({ position: 5, estimatedWaitTime: 36 }); // 4 × 90 minutes / 10 tables
  });

  it('divides a salon’s wait by the attendants on duty there that day, less those away', async () => {
    app = bookingApp('2026-03-04T11:00:00Z'); // Wednesday: Oliver and Nadia work at the Marina
    await join();
    const second = await join({ customerName: 'Kim' });
    expect(second).toMatchObject({ position: 2, estimatedWaitTime: 15 }); // 30 minutes / 2
    await app.data
      .insertInto('staff_time_off')
      .values({
        tenant_id: 'org_harbor',
        id: 'off_1',
        attendant_id: 'att_hb_nadia',
        start_utc: '2026-03-04T10:00:00.000Z',
        end_utc: '2026-03-04T18:00:00.000Z',
        created_at: 'now',
      })
      .execute();
    expect((await queue()).map((e: { estimatedWaitTime: number }) => e.estimatedWaitTime)).toEqual([0, 30]);
  });
});

describe('telling walk-ins when staff call', () => {
  /** The events of one subject in the order they were recorded (`sequence` counts the subject's earlier events). */
  const eventsOf = (id: string) =>
    app.data
      .selectFrom('events')
      .select(['id', 'type', 'language'])
      .where('tenant_id', '=', 'org_harbor')
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .orderBy('sequence')
      .execute();
  const emailsOf = async (id: string) =>
    (
      await app.data
        .selectFrom('deliveries as d')
        .innerJoin('events as e', (join) => join.onRef('e.tenant_id', '=', 'd.tenant_id').onRef('e.id', '=', 'd.event_id'))
        .select('d.recipient')
        .where('e.subject_id', '=', id)
        .where('d.channel', '=', 'email')
        .execute()
    ).map((row) => row.recipient);
  const callNext = () => app.post('/update', { locationId: 'loc_hb_marina', action: 'notify-next' }, { org: 'org_harbor' });

  it('records "it’s your turn" for the called entry and "you’re next" for the one now first, once each', async () => {
    app = bookingApp();
    const sam = await join({ customerEmail: ' Sam@Example.co.uk ', language: 'es-MX' });
    const kim = await join({ customerName: 'Kim', customerEmail: 'kim@example.co.uk' });
    const lee = await join({ customerName: 'Lee' });
    await callNext();
    expect(await eventsOf(sam.id)).toEqual([{ id: `queue.called:${sam.id}`, type: 'queue.called', language: 'es' }]);
    expect(await eventsOf(kim.id)).toEqual([{ id: `queue.next:${kim.id}`, type: 'queue.next', language: 'en' }]);
    expect(await emailsOf(sam.id)).toEqual(['sam@example.co.uk']);
    await callNext();
    expect((await eventsOf(kim.id)).map((e) => e.type)).toEqual(['queue.next', 'queue.called']);
    expect((await eventsOf(lee.id)).map((e) => e.type)).toEqual(['queue.next']);
    expect(await emailsOf(lee.id)).toEqual([]); // no address given: nothing to send
    // Staff marking an already called entry notified again tells nobody twice.
    await app.post('/update', { queueEntryId: kim.id, status: 'notified' }, { org: 'org_harbor' });
    expect(await eventsOf(kim.id)).toHaveLength(2);
    const called = await app.data.selectFrom('events').select('data').where('id', '=', `queue.called:${sam.id}`).executeTakeFirstOrThrow();
    const data = JSON.parse(called.data) as unknown;
    expect(data).toMatchObject({
      kind: 'queue',
      customerName: 'Sam',
      locationName: 'Harbor Salon, Marina',
      tenantName: 'Harbor Bistro & Salon',
    });
  });

  it('refuses a walk-in e-mail that is not one, with the booking form’s message; a blank one is fine', async () => {
    app = bookingApp();
    const res = await app.post('/create', walkIn({ customerEmail: 'sam at example' }), { org: 'org_harbor' });
    expect(res.status).toBe(400);
    expect((await body(res)).error.message).toBe('Email is invalid');
    const blank = await join({ customerEmail: '  ' });
    expect(
      (await app.data.selectFrom('queue_entries').select('customer_email').where('id', '=', blank.id).executeTakeFirstOrThrow())
        .customer_email,
    ).toBe('');
  });

  it('shows staff which walk-ins gave an e-mail; the public board never shows it', async () => {
    app = bookingApp();
    const sam = await join({ customerEmail: 'sam@example.co.uk' });
    const kim = await join({ customerName: 'Kim' });
    const emails = (entries: { id: string; customerEmail?: string | null }[]) => entries.map((e) => [e.id, e.customerEmail]);
    expect(emails(await queue())).toEqual([
      [sam.id, 'sam@example.co.uk'],
      [kim.id, null],
    ]);
    const board = await body(await app.get('?type=queue&locationId=loc_hb_marina', 'org_harbor', 'visitor'));
    expect(board.queue.map((e: object) => 'customerEmail' in e)).toEqual([false, false]);
    const byId = await body(await app.get(`?type=queue&find=${sam.id}`, 'org_harbor', 'visitor'));
    expect(byId.queue[0]).not.toHaveProperty('customerEmail');
  });
});

describe('leaving the queue from the status view', () => {
  it('lets the walk-in leave with its token; anonymous callers and the other organisation cannot', async () => {
    app = bookingApp();
    const joined = await body(await app.post('/create', walkIn(), { org: 'org_harbor', as: 'visitor' }));
    const id = joined.queueEntry.id;
    expect((await app.post('/delete', { queueEntryId: id }, { org: 'org_harbor', as: 'visitor' })).status).toBe(401);
    const northwindStaff = await app.app.request('/api/reservations/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: 'org_harbor', authorization: appAuthorization(app.config, 'org_northwind') },
      body: JSON.stringify({ queueEntryId: id }),
    });
    expect([401, 403]).toContain(northwindStaff.status);
    expect((await queue()).map((e: { id: string }) => e.id)).toEqual([id]);
    const left = await app.post('/delete', { queueEntryId: id, manageToken: joined.manageToken }, { org: 'org_harbor', as: 'visitor' });
    expect(await body(left)).toEqual({ ok: true });
    expect(await queue()).toEqual([]);
    const own = await body(await app.get(`?type=queue&manageToken=${encodeURIComponent(joined.manageToken)}`, 'org_harbor', 'visitor'));
    expect(own.queue[0]).toMatchObject({ id, status: 'left', position: 0 });
  });
});

describe('walk-ins the configuration has not enabled', () => {
  const closeWalkIns = () =>
    changeBusinessConfig(app.data, 'org_harbor', { allowWalkIn: false, enabledModes: ['new-reservation', 'manage'] });
  const asCookie = (cookie: string) =>
    app.app.request('/api/reservations/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: 'org_harbor', origin: 'http://localhost', cookie },
      body: JSON.stringify(walkIn()),
    });

  it('refuses a visitor with the policy message; the seeded bistro and salon take walk-ins', async () => {
    app = bookingApp();
    expect((await app.post('/create', walkIn(), { org: 'org_harbor', as: 'visitor' })).status).toBe(201);
    expect((await app.post('/create', walkIn({ serviceId: undefined }), { org: 'org_harbor', as: 'visitor' })).status).toBe(201);
    await closeWalkIns();
    const refused = await app.post('/create', walkIn({ customerName: 'Kim' }), { org: 'org_harbor', as: 'visitor' });
    expect(refused.status).toBe(409);
    expect((await body(refused)).error).toMatchObject({
      code: 'mode_disabled',
      message: 'Joining the queue online is not available here. Please speak with our staff for assistance.',
      reason: 'walkInClosed',
    });
    expect((await queue()).map((e: { customerName: string }) => e.customerName)).not.toContain('Kim');
  });

  it('lets the organisation’s staff add a walk-in, but not the other organisation’s staff', async () => {
    app = bookingApp();
    await closeWalkIns();
    expect((await app.post('/create', walkIn({ customerName: 'By app' }), { org: 'org_harbor' })).status).toBe(201);
    expect((await asCookie(await staffCookie(app.data, 'org_harbor'))).status).toBe(201);
    const stranger = await asCookie(await staffCookie(app.data, 'org_northwind'));
    expect(stranger.status).not.toBe(201);
    expect((await queue()).length).toBe(2);
  });
});
