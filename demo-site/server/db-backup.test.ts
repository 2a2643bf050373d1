import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../test/helpers/data-layers.ts';
import { postgresProgram, withClient } from '../../test/helpers/postgres.ts';
import { type DataLayer } from './database.ts';
import { searchProductIds, syncSearchIndex } from './domain/search.ts';

const run = promisify(execFile);
const { postgres, tempFolder } = engineDatabases('db-backup-');
const openLayer = layersClosedAfterEachTest();
const layerAt = (databaseUrl: string): Promise<DataLayer> => openLayer({ dataDir: '/nonexistent', databaseUrl });

/** Every row of every table of the public schema, as JSON text in key order, by table. */
async function everyRow(databaseUrl: string): Promise<Record<string, string[]>> {
  return withClient(databaseUrl, async (client) => {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const rows: Record<string, string[]> = {};
    for (const { table_name: table } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`);
      rows[table] = result.rows.map((r) => r.row).sort();
    }
    return rows;
  });
}

/** The commands docs/deploy.md gives for a backup and a restore, exactly. */
async function backUp(databaseUrl: string, file: string): Promise<void> {
  await run(await postgresProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}
async function restore(file: string, databaseUrl: string): Promise<void> {
  await run(await postgresProgram('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

describe('a PostgreSQL backup with pg_dump, restored with pg_restore', () => {
  it('gives back every row of every table, a search index that still finds, and ids that go on after the last one', async () => {
    const sourceUrl = await postgres().freshDatabase();
    const source = await layerAt(sourceUrl);
    await source.db
      .insertInto('tenants')
      .values([
        {
          id: 'org_one',
          site_name: 'one',
          host: 'one.example',
          name: 'Straße Café ☕',
          time_zone: 'Europe/Berlin',
          allowed_origins: '["https://shop.one.example"]',
        },
        { id: 'org_two', site_name: 'two', host: 'two.example', name: 'Two', time_zone: 'America/New_York' },
      ])
      .execute();
    await source.db
      .insertInto('products')
      .values({
        tenant_id: 'org_one',
        id: 'p1',
        sk: 1,
        sku: 'MUG-1',
        slug: 'enamel-mug',
        name: 'Enamel mug',
        description: '<p>A blue enamel mug</p>',
        category: 'kitchen',
        price_cents: 1800,
        created_at: '2026-11-01T09:00:00.000Z',
      })
      .execute();
    await syncSearchIndex(source.db);
    const jobIds = [];
    for (const kind of ['first', 'second']) {
      const row = await source.db
        .insertInto('jobs')
        .values({
          tenant_id: 'org_two',
          kind,
          due_at: '2026-11-02T00:00:00.000Z',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(row.id);
    }

    const file = join(tempFolder(), 'site.dump');
    await backUp(sourceUrl, file);
    const restoredUrl = await postgres().freshDatabase();
    await restore(file, restoredUrl);

    const [before, after] = [await everyRow(sourceUrl), await everyRow(restoredUrl)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    expect(after.tenants!.some((row) => row.includes('Straße Café ☕'))).toBe(true);

    const restored = await layerAt(restoredUrl);
    const migrations = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(restored.db);
    expect(migrations.rows[0]!.n).toBe(before.schema_migrations!.length);
    expect(await searchProductIds(restored.db, 'org_one', 'enamel', 10)).toEqual(['p1']);
    expect(await searchProductIds(restored.db, 'org_two', 'enamel', 10)).toEqual([]);
    const next = await restored.db
      .insertInto('jobs')
      .values({
        kind: 'after-restore',
        due_at: '2026-11-03T00:00:00.000Z',
        created_at: '2026-11-03T00:00:00.000Z',
        updated_at: '2026-11-03T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(Math.max(...jobIds));
  }, 60_000);

  it('refuses to restore into a database that already holds the schema, and changes nothing there', async () => {
    const sourceUrl = await postgres().freshDatabase();
    await layerAt(sourceUrl);
    const file = join(tempFolder(), 'site.dump');
    await backUp(sourceUrl, file);
    const busyUrl = await postgres().freshDatabase();
    const busy = await layerAt(busyUrl);
    await busy.db
      .insertInto('tenants')
      .values({ id: 'org_kept', site_name: 'kept', host: 'kept.example', name: 'Kept', time_zone: 'UTC' })
      .execute();

    await expect(restore(file, busyUrl)).rejects.toThrow(/already exists/);
    expect((await everyRow(busyUrl)).tenants).toHaveLength(1);
  }, 60_000);
});
