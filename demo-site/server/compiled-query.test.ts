// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../test/helpers/data-layers.ts';
import { compiledCommand, compiledQuery } from './compiled-query.ts';
import type { Data } from './database.ts';

const { engines: ENGINES } = engineDatabases('compiled-query-');

describe.each(ENGINES)('compiledQuery on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  async function tenants(): Promise<Data> {
    const { db } = await openLayer(await where());
    const rows = ['org_a', 'org_b', 'org_c'].map((id, i) => ({
      id,
      site_name: id.slice(4),
      host: `${id.slice(4)}.example`,
      name: `Shop ${i}`,
      time_zone: 'Europe/Paris',
      currency: i === 1 ? 'USD' : 'EUR',
      created_at: `2026-01-01T00:00:00.00${i}Z`,
    }));
    await db.insertInto('tenants').values(rows).execute();
    return db;
  }

  it('answers each call with its own arguments, constants of the query kept, in and out of a transaction', async () => {
    const data = await tenants();
    const build = (db: Data, args: { currency: string; id: string }) =>
      db
        .selectFrom('tenants')
        .select(['id', 'name'])
        .where('currency', '=', args.currency)
        .where('id', '<>', args.id)
        .where('time_zone', '=', 'Europe/Paris')
        .orderBy('id');
    const tenantsPaying = compiledQuery(build);
    expect(await tenantsPaying(data, { currency: 'EUR', id: 'org_a' })).toEqual([{ id: 'org_c', name: 'Shop 2' }]);
    expect(await tenantsPaying(data, { currency: 'EUR', id: 'org_c' })).toEqual([{ id: 'org_a', name: 'Shop 0' }]);
    expect(await tenantsPaying(data, { currency: 'USD', id: 'org_a' })).toEqual([{ id: 'org_b', name: 'Shop 1' }]);
    expect(await data.transaction().execute((trx) => tenantsPaying(trx, { currency: 'USD', id: 'org_b' }))).toEqual([]);
    // The same answers as the query built and run on every call.
    for (const args of [
      { currency: 'EUR', id: 'org_b' },
      { currency: 'GBP', id: 'org_a' },
    ])
      expect(await tenantsPaying(data, args)).toEqual(await build(data, args).execute());
  });

  it('runs an insert or update with new arguments each time, null inserted as NULL, and counts the rows it changed', async () => {
    const data = await tenants();
    const closeAll = compiledCommand((db: Data, args: { id: string; locationId: string | null; reason: string }) =>
      db
        .insertInto('location_closures')
        .values({
          tenant_id: 'org_a',
          id: args.id,
          location_id: args.locationId,
          start_date: '2026-03-01',
          end_date: '2026-03-02',
          reason: args.reason,
          created_at: '2026-02-01T00:00:00.000Z',
        })
        .onConflict((oc) => oc.doNothing()),
    );
    const rename = compiledCommand((db: Data, args: { currency: string; name: string }) =>
      db.updateTable('tenants').set({ name: args.name }).where('currency', '=', args.currency),
    );
    expect(await closeAll(data, { id: 'c1', locationId: null, reason: 'Inventory' })).toBe(1);
    expect(await closeAll(data, { id: 'c2', locationId: null, reason: 'Holiday' })).toBe(1);
    expect(await closeAll(data, { id: 'c1', locationId: null, reason: 'Again' })).toBe(0);
    const closures = await data.selectFrom('location_closures').select(['id', 'location_id', 'reason']).orderBy('id').execute();
    expect(closures).toEqual([
      { id: 'c1', location_id: null, reason: 'Inventory' },
      { id: 'c2', location_id: null, reason: 'Holiday' },
    ]);
    expect(await rename(data, { currency: 'EUR', name: 'Euro shop' })).toBe(2);
    expect(await rename(data, { currency: 'JPY', name: 'Yen shop' })).toBe(0);
  });

  it('refuses a query whose shape swallows an argument instead of binding it', async () => {
    const data = await tenants();
    const unbound = compiledQuery((db: Data, args: { id: string }) =>
      db.selectFrom('tenants').select('id').where('id', '=', String(args.id)),
    );
    await expect(unbound(data, { id: 'org_a' })).rejects.toThrow(/the argument id is not a parameter/);
  });
});
