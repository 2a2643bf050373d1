// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type DataLayer } from '../database.ts';
import { MAX_LOG_DATA_CHARS, storeLogs } from './client-logs.ts';

const { engines: ENGINES } = engineDatabases('client-logs-');

const lines = (...names: string[]) => names.map((message) => ({ level: 'info', message }));

describe.each(ENGINES)('storeLogs on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    for (const id of ['org_harbor', 'org_northwind', 'org_busy']) {
      await layer.db
        .insertInto('tenants')
        .values({ id, site_name: id, host: `${id}.example`, name: id, time_zone: 'Europe/London' })
        .execute();
    }
  }, 30_000);
  afterAll(() => layer?.close());

  const messages = async (tenantId: string) =>
    (await layer.db.selectFrom('client_logs').select('message').where('tenant_id', '=', tenantId).orderBy('id').execute()).map(
      (row) => row.message,
    );

  it('keeps only the latest lines of a tenant, dropping the oldest first, and leaves other tenants alone', async () => {
    await storeLogs(layer.db, 'org_harbor', lines('h1', 'h2'), 3);
    expect(await storeLogs(layer.db, 'org_northwind', lines('a', 'b'), 3)).toBe(2);
    await storeLogs(layer.db, 'org_northwind', lines('c', 'd'), 3);
    expect(await messages('org_northwind')).toEqual(['b', 'c', 'd']);
    await storeLogs(layer.db, 'org_northwind', lines('e', 'f', 'g', 'h', 'i'), 3);
    expect(await messages('org_northwind')).toEqual(['g', 'h', 'i']);
    expect(await messages('org_harbor')).toEqual(['h1', 'h2']);
  });

  it('keeps the message but drops data larger than the limit', async () => {
    await storeLogs(layer.db, 'org_harbor', [
      { level: 'error', message: 'big', data: { blob: 'x'.repeat(MAX_LOG_DATA_CHARS) } },
      { level: 'error', message: 'small', data: { at: 'cart' } },
    ]);
    const rows = await layer.db
      .selectFrom('client_logs')
      .select(['message', 'data'])
      .where('tenant_id', '=', 'org_harbor')
      .where('level', '=', 'error')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { message: 'big', data: null },
      { message: 'small', data: '{"at":"cart"}' },
    ]);
  });

  it('takes an empty batch without storing or dropping anything', async () => {
    const before = await messages('org_harbor');
    expect(await storeLogs(layer.db, 'org_harbor', [])).toBe(0);
    expect(await messages('org_harbor')).toEqual(before);
  });

  it("stores every line of batches that arrive together, each under its own number, and keeps the tenant's cap", async () => {
    const batches = Array.from({ length: 6 }, (_, batch) => lines(...Array.from({ length: 5 }, (_, line) => `b${batch}-${line}`)));
    expect(await Promise.all(batches.map((batch) => storeLogs(layer.db, 'org_busy', batch, 20)))).toEqual([5, 5, 5, 5, 5, 5]);
    const ids = (await layer.db.selectFrom('client_logs').select('id').where('tenant_id', '=', 'org_busy').orderBy('id').execute()).map(
      (row) => row.id,
    );
    expect(ids).toEqual(Array.from({ length: 20 }, (_, index) => 11 + index));
    const kept = await messages('org_busy');
    for (const batch of batches) {
      const keptOfBatch = batch.filter((line) => kept.includes(line.message)).length;
      expect([0, 5]).toContain(keptOfBatch);
    }
    expect(await messages('org_harbor')).toEqual(['h1', 'h2', 'big', 'small']);
  });
});
