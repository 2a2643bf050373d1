// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { STAFF_IDLE_SECONDS } from '../auth/sessions.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import { cleanUp, removedInAll } from './cleanup.ts';

const { engines: ENGINES } = engineDatabases('clean-up-');

const NOW = new Date('2026-03-02T14:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const TENANTS = ['org_one', 'org_two'] as const;

/**
 * Both tenants get the same rows: a live and an idle staff session, a live and an ended customer and
 * shopper session, a live and an expired code, a recent and an old done job, and two old events with
 * the same id in each tenant: the first tenant's delivered, the second tenant's still failing.
 */
async function seed(data: Data): Promise<void> {
  for (const tenant of TENANTS) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant, host: `${tenant}.example`, name: tenant, time_zone: 'UTC' })
      .execute();
    await data
      .insertInto('staff_accounts')
      .values({ tenant_id: tenant, id: 'staff_kim', email: 'kim@example.com', role: 'staff', password_hash: 'x' })
      .execute();
    const staff = (id: string, lastSeen: string) => ({
      id_hash: `${tenant}-${id}`,
      tenant_id: tenant,
      staff_id: 'staff_kim',
      created_at: lastSeen,
      last_seen_at: lastSeen,
      expires_at: ago(-DAY),
    });
    await data
      .insertInto('staff_sessions')
      .values([staff('live', ago(60_000)), staff('idle', ago(STAFF_IDLE_SECONDS * 1000 + 1))])
      .execute();
    const customer = (id: string, expires: string) => ({
      id_hash: `${tenant}-${id}`,
      tenant_id: tenant,
      email: 'ada@example.com',
      created_at: ago(DAY),
      last_seen_at: ago(60_000),
      expires_at: expires,
    });
    await data
      .insertInto('customer_sessions')
      .values([customer('live', ago(-DAY)), customer('over', ago(1))])
      .execute();
    await data
      .insertInto('sessions')
      .values([
        { token_hash: `${tenant}-live`, tenant_id: tenant, expires_at: ago(-DAY) },
        { token_hash: `${tenant}-over`, tenant_id: tenant, expires_at: NOW.toISOString() },
      ])
      .execute();
    await data
      .insertInto('customer_codes')
      .values([
        { tenant_id: tenant, email: 'ada@example.com', code_hash: 'live', expires_at: ago(-60_000) },
        { tenant_id: tenant, email: 'bob@example.com', code_hash: 'over', expires_at: ago(60_000) },
      ])
      .execute();
    const job = (key: string, updated: string) => ({
      tenant_id: tenant,
      kind: 'mail',
      key: `${tenant}-${key}`,
      due_at: ago(30 * DAY),
      status: 'done',
      created_at: ago(30 * DAY),
      updated_at: updated,
    });
    await data
      .insertInto('jobs')
      .values([job('recent', ago(6 * DAY)), job('old', ago(8 * DAY))])
      .execute();
    await data
      .insertInto('events')
      .values({ tenant_id: tenant, id: 'evt_1', type: 'order.paid', subject_id: 'ord_1', data: '{}', created_at: ago(91 * DAY) })
      .execute();
    const status = tenant === 'org_one' ? 'sent' : 'failed';
    await data
      .insertInto('deliveries')
      .values({
        tenant_id: tenant,
        event_id: 'evt_1',
        channel: 'email',
        recipient: 'ada@example.com',
        status,
        next_attempt_at: ago(91 * DAY),
        created_at: ago(91 * DAY),
      })
      .execute();
  }
}

describe.each(ENGINES)('clean-up on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await seed(layer.db);
  }, 30_000);
  afterAll(() => layer?.close());

  it('removes what has ended in every tenant, keeps what is live, and counts it by kind', async () => {
    const counts = await cleanUp(layer.db, { now: NOW, wallNow: NOW });
    expect(counts).toEqual({ staffSessions: 2, customerSessions: 2, shopperSessions: 2, codes: 2, idempotencyKeys: 0, jobs: 2, events: 1 });
    expect(removedInAll(counts)).toBe(11);
    const data = layer.db;
    for (const tenant of TENANTS) {
      const ofTenant = <T extends { tenant_id: string | null }>(rows: T[]) => rows.filter((row) => row.tenant_id === tenant);
      expect(
        ofTenant(await data.selectFrom('staff_sessions').select(['tenant_id', 'id_hash']).execute()).map((row) => row.id_hash),
      ).toEqual([`${tenant}-live`]);
      expect(
        ofTenant(await data.selectFrom('customer_sessions').select(['tenant_id', 'id_hash']).execute()).map((row) => row.id_hash),
      ).toEqual([`${tenant}-live`]);
      expect(
        ofTenant(await data.selectFrom('sessions').select(['tenant_id', 'token_hash']).execute()).map((row) => row.token_hash),
      ).toEqual([`${tenant}-live`]);
      expect(
        ofTenant(await data.selectFrom('customer_codes').select(['tenant_id', 'code_hash']).execute()).map((row) => row.code_hash),
      ).toEqual(['live']);
      expect(ofTenant(await data.selectFrom('jobs').select(['tenant_id', 'key']).execute()).map((row) => row.key)).toEqual([
        `${tenant}-recent`,
      ]);
    }
  });

  it("removes an old event whose deliveries were all sent with them, and never another tenant's event of the same id that still has a failed delivery", async () => {
    const events = await layer.db.selectFrom('events').select(['tenant_id', 'id']).execute();
    expect(events).toEqual([{ tenant_id: 'org_two', id: 'evt_1' }]);
    const deliveries = await layer.db.selectFrom('deliveries').select(['tenant_id', 'status']).execute();
    expect(deliveries).toEqual([{ tenant_id: 'org_two', status: 'failed' }]);
  });

  it('finds nothing more to remove when run again', async () => {
    expect(removedInAll(await cleanUp(layer.db, { now: NOW, wallNow: NOW }))).toBe(0);
  });
});
