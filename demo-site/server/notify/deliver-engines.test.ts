// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import type { Data } from '../database.ts';
import { BATCH_SIZE, claimDueDeliveries, LEASE_MS } from './deliver.ts';
import { deleteEndpoint, endpointTarget } from './endpoints.ts';

const { engines: ENGINES, postgres } = engineDatabases('deliver-engines-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const layer = layersClosedAfterEach();

/** A tenant with one event and `due` deliveries of it due now, one due in an hour and one already sent. */
async function seed(data: Data, due: number): Promise<Data> {
  await data
    .insertInto('tenants')
    .values({ id: 'org_one', site_name: 'one', host: 'one.example', name: 'One', time_zone: 'UTC' })
    .execute();
  await data
    .insertInto('events')
    .values({ tenant_id: 'org_one', id: 'evt_1', type: 'order.paid', subject_id: 'ord_1', data: '{}', created_at: at(0) })
    .execute();
  const delivery = (recipient: string, nextAttemptAt: string, status = 'pending') => ({
    tenant_id: 'org_one',
    event_id: 'evt_1',
    channel: 'email',
    recipient,
    status,
    next_attempt_at: nextAttemptAt,
    created_at: at(0),
  });
  await data
    .insertInto('deliveries')
    .values([
      ...Array.from({ length: due }, (_, i) => delivery(`shopper${i}@example.com`, at(-1000 * (due - i)))),
      delivery('later@example.com', at(60 * 60_000)),
      delivery('sent@example.com', at(-1000), 'sent'),
    ])
    .execute();
  return data;
}

describe.each(ENGINES)('claiming deliveries on %s', (_engine, where) => {
  it('claims due deliveries longest waiting first, a batch at a time, and again only once their lease has lapsed', async () => {
    const data = await seed(await layer(await where()), BATCH_SIZE + 2);
    const first = await claimDueDeliveries(data, NOW);
    expect(first.map((row) => row.recipient)).toEqual(Array.from({ length: BATCH_SIZE }, (_, i) => `shopper${i}@example.com`));
    expect(new Set(first.map((row) => row.token)).size).toBe(1);
    expect((await claimDueDeliveries(data, NOW)).map((row) => row.recipient)).toEqual([
      `shopper${BATCH_SIZE}@example.com`,
      `shopper${BATCH_SIZE + 1}@example.com`,
    ]);
    expect(await claimDueDeliveries(data, new Date(NOW.getTime() + LEASE_MS - 1))).toEqual([]);
    expect(await claimDueDeliveries(data, new Date(NOW.getTime() + LEASE_MS))).toHaveLength(BATCH_SIZE);
  });

  it('ends the pending webhook deliveries of a removed endpoint, and never another tenant’s endpoint', async () => {
    const data = await seed(await layer(await where()), 0);
    await data
      .insertInto('tenants')
      .values({ id: 'org_two', site_name: 'two', host: 'two.example', name: 'Two', time_zone: 'UTC' })
      .execute();
    for (const tenant of ['org_one', 'org_two']) {
      await data
        .insertInto('webhook_endpoints')
        .values({ tenant_id: tenant, id: 'we_1', url: `https://${tenant}.example/hook`, secret: 's', created_at: at(0) })
        .execute();
    }
    await data
      .insertInto('deliveries')
      .values({ tenant_id: 'org_one', event_id: 'evt_1', channel: 'webhook', recipient: 'we_1', next_attempt_at: at(0), created_at: at(0) })
      .execute();
    expect(await deleteEndpoint(data, 'org_one', 'we_1')).toBe(true);
    expect(await deleteEndpoint(data, 'org_one', 'we_1')).toBe(false);
    expect(await endpointTarget(data, 'org_two', 'we_1')).toEqual({ url: 'https://org_two.example/hook', secret: 's' });
    const webhook = await data
      .selectFrom('deliveries')
      .select(['status', 'last_error'])
      .where('channel', '=', 'webhook')
      .executeTakeFirstOrThrow();
    expect(webhook).toEqual({ status: 'failed', last_error: 'The webhook endpoint was removed.' });
  });
});

describe('claiming deliveries over two processes on one PostgreSQL', () => {
  it('gives every due delivery to exactly one of many claimers through two pools', async () => {
    const url = await postgres().freshDatabase();
    const due = BATCH_SIZE * 3;
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }), due);
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDueDeliveries(i % 2 ? one : two, NOW)));
    const recipients = claims.flat().map((row) => row.recipient);
    expect(recipients).toHaveLength(due);
    expect(new Set(recipients).size).toBe(due);
    expect(recipients).not.toContain('later@example.com');
  });
});
