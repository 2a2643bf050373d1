import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { queueEntrySchema } from '../../../../shared/api/schemas.ts';
import { body, bookingApp } from './testing.ts';

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

  it('validates a walk-in with the spec messages', async () => {
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
