// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../test/helpers/data-layers.ts';
import type { Data } from './database.ts';
import { seedPastActivity } from './seed-activity.ts';
import { seedUpcomingClosures } from './seed-data/capacity.ts';
import { retireSeededGiftCards, seededGiftCards } from './seed-data/storefront-extras.ts';
import { seedIfEmpty } from './seed.ts';

const { engines: ENGINES, postgres } = engineDatabases('seed-');
const open = layersClosedAfterEachTest();

const NOW = new Date('2026-11-22T15:00:00Z');

/** Tables of the schema and how many rows each holds (migration records and full-text internals left out). */
async function rowCounts(data: Data): Promise<Record<string, number>> {
  const tables = (await data.introspection.getTables()).map((t) => t.name).filter((name) => name !== 'schema_migrations');
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const { rows } = await sql<{ n: unknown }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(data);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

/** The key tables' rows in a fixed order, without the stamps of when the seed ran. */
async function keyRows(data: Data) {
  return {
    tenants: await data
      .selectFrom('tenants')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(({ created_at: _, ...row }) => row)),
    products: await data.selectFrom('products').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    services: await data.selectFrom('services').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    locations: await data.selectFrom('locations').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    attendants: await data.selectFrom('attendants').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    reviews: await data.selectFrom('reviews').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    giftCards: await data
      .selectFrom('gift_cards')
      .select(['tenant_id', 'code', 'balance_cents', 'currency', 'active', 'expires_at'])
      .orderBy('tenant_id')
      .orderBy('code')
      .execute(),
    closures: await data.selectFrom('location_closures').selectAll().orderBy('tenant_id').orderBy('id').execute(),
    // Which attendant takes a booking follows the attendants' creation order, which only SQLite keeps
    // (its rowid); PostgreSQL falls back to their ids, so the attendant is left out of the comparison.
    bookings: await data
      .selectFrom('reservations')
      .select(['tenant_id', 'location_id', 'service_id', 'start_utc', 'end_utc', 'customer_name', 'customer_email', 'status'])
      .orderBy('tenant_id')
      .orderBy('start_utc')
      .orderBy('location_id')
      .orderBy('service_id')
      .execute(),
  };
}

/** Seeds like a fresh demo server: the static seed, a week of past bookings, the upcoming closures. */
async function seedDemo(data: Data): Promise<void> {
  expect(await seedIfEmpty(data)).toBe(true);
  expect(await seedPastActivity(data, NOW, 7)).toBeGreaterThan(10);
  expect(await seedUpcomingClosures(data, NOW)).toBe(2);
}

describe.each(ENGINES)('the demo seed on %s', { timeout: 60_000 }, (_engine, where) => {
  it('seeds both demo tenants once: seeding a seeded database changes nothing', async () => {
    const { db: data } = await open(await where());
    expect(await seedIfEmpty(data)).toBe(true);
    const counts = await rowCounts(data);
    expect(counts).toMatchObject({ tenants: 2, products: 30, locations: 5, gift_cards: seededGiftCards().length });
    expect(await seedIfEmpty(data)).toBe(false);
    expect(await rowCounts(data)).toEqual(counts);
    const tenants = await data.selectFrom('tenants').select(['id', 'created_at']).orderBy('created_at').execute();
    expect(tenants.map((t) => t.id)).toEqual(['org_northwind', 'org_harbor']);
  });

  it('leaves a database that already has a merchant’s tenant alone', async () => {
    const { db: data } = await open(await where());
    await data
      .insertInto('tenants')
      .values({ id: 'org_own', site_name: 'own', host: 'own.example', name: 'Own shop', time_zone: 'Europe/London' })
      .execute();
    expect(await seedIfEmpty(data)).toBe(false);
    expect((await data.selectFrom('tenants').select('id').execute()).map((t) => t.id)).toEqual(['org_own']);
    expect(await data.selectFrom('products').select('id').execute()).toEqual([]);
  });

  it('switches off only the seeded gift cards, never another card of the tenant or of another tenant', async () => {
    const { db: data } = await open(await where());
    await seedIfEmpty(data);
    await data
      .insertInto('tenants')
      .values({ id: 'org_own', site_name: 'own', host: 'own.example', name: 'Own shop', time_zone: 'Europe/London' })
      .execute();
    await data
      .insertInto('gift_cards')
      .values([
        { tenant_id: 'org_northwind', code: 'MERCHANT-OWN-1', balance_cents: 1000, currency: 'USD' },
        { tenant_id: 'org_own', code: 'GIFT100', balance_cents: 1000, currency: 'USD' },
      ])
      .execute();
    expect(await retireSeededGiftCards(data)).toBe(seededGiftCards().length);
    expect(await retireSeededGiftCards(data)).toBe(0);
    const active = await data.selectFrom('gift_cards').select(['tenant_id', 'code']).where('active', '=', 1).orderBy('tenant_id').execute();
    expect(active).toEqual([
      { tenant_id: 'org_northwind', code: 'MERCHANT-OWN-1' },
      { tenant_id: 'org_own', code: 'GIFT100' },
    ]);
  });
});

describe('the demo seed on both engines', { timeout: 120_000 }, () => {
  it('gives the same rows in every table on SQLite and PostgreSQL', async () => {
    const [[, sqliteWhere], [, postgresWhere]] = ENGINES as [(typeof ENGINES)[number], (typeof ENGINES)[number]];
    const sqlite = (await open(await sqliteWhere())).db;
    const pg = (await open(await postgresWhere())).db;
    await seedDemo(sqlite);
    await seedDemo(pg);
    const sqliteCounts = await rowCounts(sqlite);
    const pgCounts = await rowCounts(pg);
    const shared = Object.keys(sqliteCounts).filter((table) => table in pgCounts);
    expect(shared.length).toBeGreaterThan(30);
    // The made-up past visitors are e-mailed on neither engine.
    expect(pgCounts).toMatchObject({ events: 0, deliveries: 0 });
    expect(Object.fromEntries(shared.map((t) => [t, pgCounts[t]]))).toEqual(Object.fromEntries(shared.map((t) => [t, sqliteCounts[t]])));
    const rows = await keyRows(sqlite);
    expect(rows.bookings.length).toBeGreaterThan(10);
    expect(await keyRows(pg)).toEqual(rows);
  });
});

describe('two servers starting together on one empty PostgreSQL database', { timeout: 60_000 }, () => {
  it('seed it once', async () => {
    const url = await postgres().freshDatabase();
    const first = await open({ dataDir: '/nonexistent', databaseUrl: url });
    const second = await open({ dataDir: '/nonexistent', databaseUrl: url });
    const seeded = await Promise.all([seedIfEmpty(first.db), seedIfEmpty(second.db)]);
    expect(seeded.sort()).toEqual([false, true]);
    const counts = await rowCounts(first.db);
    expect(counts).toMatchObject({ tenants: 2, products: 30, gift_cards: seededGiftCards().length });
    expect(await seedIfEmpty(second.db)).toBe(false);
    expect(await rowCounts(second.db)).toEqual(counts);
  });
});
