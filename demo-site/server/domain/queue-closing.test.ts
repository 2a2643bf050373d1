import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { addClosure, addSpecialHours } from './capacity.ts';
import { CLOSED_REASON, closeStaleWalkIns } from './queue-closing.ts';
import { joinQueue, listQueue, notifyNext } from './queue.ts';

let test: ReturnType<typeof makeTestApp>;
afterEach(() => test.close());

const walkIn = async (locationId: string, customerName: string, joinedAt: string) => {
  const result = await joinQueue(
    test.data,
    'org_harbor',
    { locationId, customerName, customerPhone: '020 7946 0100', partySize: 1 },
    new Date(joinedAt),
  );
  if (!result.ok) throw new Error(result.message);
  return result.queueEntry.id;
};
const statusOf = (id: string) =>
  test.data.selectFrom('queue_entries').select(['status', 'closed_reason as reason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('closeStaleWalkIns', () => {
  it('closes waiting and called walk-ins once their location has closed that day, and no others', async () => {
    test = makeTestApp();
    // Harbor Salon, Marina: Wednesday 4 March 2026, 10:00-18:00 London (GMT).
    const waiting = await walkIn('loc_hb_marina', 'Sam', '2026-03-04T16:00:00Z');
    const called = await walkIn('loc_hb_marina', 'Kim', '2026-03-04T16:30:00Z');
    await notifyNext(test.data, 'org_harbor', 'loc_hb_marina', new Date('2026-03-04T17:00:00Z'));
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-04T17:59:00Z'))).toBe(0);
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-04T18:00:00Z'))).toBe(2);
    expect(await statusOf(waiting)).toEqual({ status: 'left', reason: CLOSED_REASON });
    expect((await statusOf(called)).status).toBe('left');
    // The next morning's line starts empty, and a second run finds nothing.
    const next = await walkIn('loc_hb_marina', 'Lee', '2026-03-05T10:05:00Z');
    expect(await listQueue(test.data, 'org_harbor', { locationId: 'loc_hb_marina', now: new Date('2026-03-05T10:05:00Z') })).toMatchObject([
      { id: next, position: 1 },
    ]);
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-05T10:06:00Z'))).toBe(0);
  });

  it('leaves seated, served and left entries alone', async () => {
    test = makeTestApp();
    const seated = await walkIn('loc_hb_marina', 'Sam', '2026-03-04T16:00:00Z');
    await test.data.updateTable('queue_entries').set({ status: 'seated' }).where('id', '=', seated).execute();
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-05T09:00:00Z'))).toBe(0);
    expect(await statusOf(seated)).toEqual({ status: 'seated', reason: null });
  });

  it('follows a day’s special hours in the location’s zone', async () => {
    test = makeTestApp();
    await addSpecialHours(
      test.data,
      'org_harbor',
      { locationId: 'loc_hb_marina', date: '2026-07-01', open: '10:00', close: '14:00' },
      new Date(),
    );
    // Summer: 14:00 in London is 13:00 UTC.
    const id = await walkIn('loc_hb_marina', 'Sam', '2026-07-01T11:00:00Z');
    expect(await closeStaleWalkIns(test.data, new Date('2026-07-01T12:59:00Z'))).toBe(0);
    expect(await closeStaleWalkIns(test.data, new Date('2026-07-01T13:00:00Z'))).toBe(1);
    expect((await statusOf(id)).status).toBe('left');
  });

  it('gives 12 hours where the location has no hours that day (a Monday at the Marina, a closure)', async () => {
    test = makeTestApp();
    const monday = await walkIn('loc_hb_marina', 'Sam', '2026-03-02T09:00:00Z');
    await addClosure(test.data, 'org_harbor', { locationId: 'loc_hb_oldtown', startDate: '2026-03-04', endDate: '2026-03-04' }, new Date());
    const closed = await walkIn('loc_hb_oldtown', 'Kim', '2026-03-04T10:00:00Z');
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-02T20:59:00Z'))).toBe(0);
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-02T21:00:00Z'))).toBe(1);
    expect((await statusOf(monday)).status).toBe('left');
    expect(await closeStaleWalkIns(test.data, new Date('2026-03-04T22:00:00Z'))).toBe(1);
    expect((await statusOf(closed)).status).toBe('left');
  });
});
