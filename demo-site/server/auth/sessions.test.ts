// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../../test/helpers/data-layers.ts';
import { type Data } from '../database.ts';
import {
  CUSTOMER_ABSOLUTE_SECONDS,
  endSession,
  findSession,
  STAFF_ABSOLUTE_SECONDS,
  STAFF_IDLE_SECONDS,
  startSession,
} from './sessions.ts';

const { engines: ENGINES } = engineDatabases('sessions-');

const START = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const MINUTE = 60_000;

/** Two tenants, each with one staff account (the same id in both). */
async function seed(data: Data): Promise<void> {
  for (const tenant of ['org_one', 'org_two']) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant.slice(4), host: `${tenant}.example`, name: tenant, time_zone: 'UTC' })
      .execute();
    await data
      .insertInto('staff_accounts')
      .values({ tenant_id: tenant, id: 'staff_kim', email: 'kim@example.com', role: 'owner', password_hash: 'x' })
      .execute();
  }
}

describe.each(ENGINES)('sessions on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  /** A fresh database, and a second connection (pool) to it, as a second server process has. */
  async function twoProcesses(): Promise<[Data, Data]> {
    const options = await where();
    const first = await openLayer(options);
    const second = await openLayer(options);
    await seed(first.db);
    return [first.db, second.db];
  }

  it('finds a session started by another process, touches it and ends it there', async () => {
    const [one, two] = await twoProcesses();
    const id = await startSession(one, 'staff', 'org_one', 'staff_kim', START);
    expect(await findSession(two, 'staff', id, at(20 * MINUTE))).toEqual({ tenantId: 'org_one', subject: 'staff_kim' });
    // Touched at 20 minutes by the second process: still live at 45 minutes on the first.
    expect(await findSession(one, 'staff', id, at(45 * MINUTE))).toEqual({ tenantId: 'org_one', subject: 'staff_kim' });
    await endSession(two, 'staff', id);
    expect(await findSession(one, 'staff', id, at(46 * MINUTE))).toBeUndefined();
  });

  it('tells the caller which tenant a session belongs to, so another tenant never takes it as its own', async () => {
    const [one] = await twoProcesses();
    const id = await startSession(one, 'staff', 'org_two', 'staff_kim', START);
    expect((await findSession(one, 'staff', id, START))?.tenantId).toBe('org_two');
    const customer = await startSession(one, 'customer', 'org_one', 'ada@example.com', START);
    expect(await findSession(one, 'customer', customer, START)).toEqual({ tenantId: 'org_one', subject: 'ada@example.com' });
    // A customer session id is no staff session, and the reverse.
    expect(await findSession(one, 'staff', customer, START)).toBeUndefined();
    expect(await findSession(one, 'customer', id, START)).toBeUndefined();
  });

  it('ends a session after 30 idle minutes, and at its absolute end whatever happens', async () => {
    const [one] = await twoProcesses();
    const idle = await startSession(one, 'staff', 'org_one', 'staff_kim', START);
    expect(await findSession(one, 'staff', idle, at((STAFF_IDLE_SECONDS + 60) * 1000))).toBeUndefined();
    // Gone for good: a later look finds nothing either.
    expect(await findSession(one, 'staff', idle, at(MINUTE))).toBeUndefined();
    const busy = await startSession(one, 'staff', 'org_one', 'staff_kim', START);
    for (let minutes = 25; minutes < STAFF_ABSOLUTE_SECONDS / 60; minutes += 25)
      expect(await findSession(one, 'staff', busy, at(minutes * MINUTE))).toBeDefined();
    expect(await findSession(one, 'staff', busy, at(STAFF_ABSOLUTE_SECONDS * 1000 + 1000))).toBeUndefined();
    const customer = await startSession(one, 'customer', 'org_one', 'ada@example.com', START);
    expect(await findSession(one, 'customer', customer, at(CUSTOMER_ABSOLUTE_SECONDS * 1000))).toBeUndefined();
  });

  it('refuses ids that are not session ids, and a sign-out of one tenant leaves the other tenant signed in', async () => {
    const [one] = await twoProcesses();
    expect(await findSession(one, 'staff', 'not-a-session', START)).toBeUndefined();
    const first = await startSession(one, 'staff', 'org_one', 'staff_kim', START);
    const second = await startSession(one, 'staff', 'org_two', 'staff_kim', START);
    expect(first).not.toBe(second);
    await endSession(one, 'staff', first);
    expect(await findSession(one, 'staff', second, START)).toEqual({ tenantId: 'org_two', subject: 'staff_kim' });
  });
});
