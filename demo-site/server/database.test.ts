// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../test/helpers/data-layers.ts';
import Database from 'better-sqlite3';
import { migrate } from './db.ts';
import { dataOverSqlite, engineOf, openDataLayer, type DataLayer, type DataLayerOptions } from './database.ts';

const { engines: ENGINES } = engineDatabases('data-layer-');

describe.each(ENGINES)('the data layer on %s', (engine, where) => {
  let layer: DataLayer;
  let options: DataLayerOptions;
  beforeAll(async () => {
    options = await where();
    layer = await openDataLayer(options);
  }, 30_000);
  afterAll(() => layer?.close());

  it('opens the engine it was asked for, with the schema of the last migration', async () => {
    expect(layer.engine).toBe(engine);
    expect(engineOf(layer.db)).toBe(engine);
    const latest = await layer.db
      .selectFrom('schema_migrations')
      .select((eb) => eb.fn.max('version').as('version'))
      .executeTakeFirstOrThrow();
    expect(latest.version).toBe(27);
  });

  it('fills in the defaults and reads integers as numbers and times as ISO text, the same on both engines', async () => {
    await layer.db
      .insertInto('tenants')
      .values({ id: 'org_layer', site_name: 'layer', host: 'layer.example', name: 'Layer Shop', time_zone: 'Europe/London' })
      .execute();
    const tenant = await layer.db.selectFrom('tenants').selectAll().where('id', '=', 'org_layer').executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ currency: 'USD', locale: 'en-US', search_enabled: 1, name: 'Layer Shop' });
    expect(typeof tenant.search_enabled).toBe('number');
    expect(tenant.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses what the schema forbids: an unknown tenant, a bad currency, text that is not JSON', async () => {
    const product = {
      tenant_id: 'org_layer',
      id: 'p1',
      sk: 1,
      sku: 'SKU-1',
      slug: 'p1',
      name: 'Lamp',
      category: 'home',
      price_cents: 1200,
      created_at: '2026-11-28T00:00:00.000Z',
    };
    await expect(
      layer.db
        .insertInto('products')
        .values({ ...product, tenant_id: 'org_nobody' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      layer.db
        .insertInto('tenants')
        .values({ id: 'org_bad', site_name: 'bad', host: 'bad.example', name: 'Bad', time_zone: 'UTC', currency: 'DOLLARS' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      layer.db
        .insertInto('products')
        .values({ ...product, tags: '[not json' })
        .execute(),
    ).rejects.toThrow();
    await layer.db.insertInto('products').values(product).execute();
    const stored = await layer.db.selectFrom('products').select(['tags', 'price_cents']).where('id', '=', 'p1').executeTakeFirstOrThrow();
    expect(stored).toEqual({ tags: '[]', price_cents: 1200 });
  });

  it('undoes a whole transaction that fails half way', async () => {
    await expect(
      layer.db.transaction().execute(async (trx) => {
        await trx.updateTable('tenants').set({ name: 'Renamed' }).where('id', '=', 'org_layer').execute();
        await sql`SELECT * FROM no_such_table`.execute(trx);
      }),
    ).rejects.toThrow();
    const tenant = await layer.db.selectFrom('tenants').select('name').where('id', '=', 'org_layer').executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Layer Shop');
  });

  it('opens the same database again without applying anything twice, keeping its rows', async () => {
    const again = await openDataLayer(options);
    try {
      const rows = await again.db.selectFrom('tenants').select('id').where('id', '=', 'org_layer').execute();
      expect(rows).toEqual([{ id: 'org_layer' }]);
    } finally {
      await again.close();
    }
  });
});

describe('the data layer over an open SQLite connection', () => {
  it("compiles each SQL text once and reuses it, as the server's own statements do", async () => {
    const database = new Database(':memory:');
    migrate(database);
    let compiled = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = ((source: string) => {
      compiled++;
      return prepare(source);
    }) as typeof database.prepare;
    const data = dataOverSqlite(database);
    for (const id of ['org_a', 'org_b', 'org_c']) await data.selectFrom('tenants').select('id').where('id', '=', id).execute();
    expect(compiled).toBe(1);
    database.close();
  });
});
