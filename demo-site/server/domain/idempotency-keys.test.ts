// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import { claimKey, finishKey, KEY_TTL_MS, LEASE_MS, purgeExpiredKeys, releaseKey, type KeyRef } from './idempotency-keys.ts';

const { engines: ENGINES, postgres } = engineDatabases('idempotency-keys-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const ref = (key: string, tenantId = 'org_one'): KeyRef => ({ tenantId, scope: 'order.create', key });

const layer = layersClosedAfterEach();

describe.each(ENGINES)('idempotency keys on %s', (_engine, where) => {
  it('claims a new key, replays its answer, refuses another body and tells a retry the first is still running', async () => {
    const data = await twoTenants(await layer(await where()));
    const first = await claimKey(data, ref('k1'), 'hash-a', NOW);
    expect(first).toMatchObject({ kind: 'claimed', takenOver: false });
    expect(await claimKey(data, ref('k1'), 'hash-a', later(1000))).toEqual({ kind: 'running', retryAfterSeconds: LEASE_MS / 1000 - 1 });
    expect(await claimKey(data, ref('k1'), 'hash-b', later(1000))).toEqual({ kind: 'mismatch' });
    expect(await finishKey(data, ref('k1'), first.kind === 'claimed' ? first.claim : '', 201, { id: 'ord_1' })).toBe(true);
    expect(await claimKey(data, ref('k1'), 'hash-a', later(2000))).toEqual({ kind: 'replay', status: 201, body: { id: 'ord_1' } });
  });

  it('keeps each tenant’s keys apart: the same key in another tenant is a new claim', async () => {
    const data = await twoTenants(await layer(await where()));
    await claimKey(data, ref('shared'), 'hash-a', NOW);
    expect(await claimKey(data, ref('shared', 'org_two'), 'hash-z', NOW)).toMatchObject({ kind: 'claimed' });
  });

  it('lets a retry take over a key whose attempt died, and the dead attempt can no longer finish it', async () => {
    const data = await twoTenants(await layer(await where()));
    const dead = await claimKey(data, ref('k2'), 'hash-a', NOW);
    const retry = await claimKey(data, ref('k2'), 'hash-a', later(LEASE_MS + 1));
    expect(retry).toMatchObject({ kind: 'claimed', takenOver: true });
    expect(await finishKey(data, ref('k2'), dead.kind === 'claimed' ? dead.claim : '', 201, { id: 'late' })).toBe(false);
    await releaseKey(data, ref('k2'), retry.kind === 'claimed' ? retry.claim : '');
    expect(await claimKey(data, ref('k2'), 'hash-b', later(LEASE_MS + 2))).toMatchObject({ kind: 'claimed', takenOver: false });
  });

  it('forgets keys after 24 hours, every tenant’s, oldest first, in batches', async () => {
    const data = await twoTenants(await layer(await where()));
    const rows = Array.from({ length: 600 }, (_, i) => ({
      tenant_id: i % 2 ? 'org_one' : 'org_two',
      scope: 'order.create',
      key: `old-${i}`,
      request_hash: 'h',
      state: 'done',
      created_at: new Date(NOW.getTime() - KEY_TTL_MS - 1000 - i).toISOString(),
    }));
    await data.insertInto('idempotency_keys').values(rows).execute();
    await data
      .insertInto('idempotency_keys')
      .values({
        tenant_id: 'org_one',
        scope: 'order.create',
        key: 'young',
        request_hash: 'h',
        state: 'done',
        created_at: NOW.toISOString(),
      })
      .execute();
    expect(await purgeExpiredKeys(data, NOW)).toBe(500);
    const left = await data.selectFrom('idempotency_keys').select('key').orderBy('key').execute();
    expect(left).toHaveLength(101);
    expect(left.map((r) => r.key)).toContain('old-0');
    expect(left.map((r) => r.key)).not.toContain('old-599');
    expect(await purgeExpiredKeys(data, NOW)).toBe(100);
    expect((await data.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key)).toEqual(['young']);
  });
});

describe('idempotency keys over two processes on one PostgreSQL', () => {
  it('gives a key to exactly one of many claims sent at once through two pools, and a dead attempt’s key to one retry', async () => {
    const url = await postgres().freshDatabase();
    const one = await twoTenants(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimKey(i % 2 ? one : two, ref('race'), 'hash-a', NOW)));
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'running')).toHaveLength(19);

    const takeovers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claimKey(i % 2 ? one : two, ref('race'), 'hash-a', later(LEASE_MS + 1))),
    );
    expect(takeovers.filter((c) => c.kind === 'claimed')).toEqual([expect.objectContaining({ takenOver: true })]);
    expect(takeovers.filter((c) => c.kind === 'running')).toHaveLength(19);
  });
});
