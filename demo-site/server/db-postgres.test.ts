// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testPostgres, type TestPostgres } from '../../test/helpers/postgres.ts';
import { migrate, readMigrations, type Db } from './db.ts';
import { migratePostgres, openPostgres, POSTGRES_MIGRATIONS_DIR } from './db-postgres.ts';
import { diffSchemas, postgresSchema, sqliteSchema, type SchemaShape } from './schema-inspect.ts';

/**
 * Where the engines differ on purpose: SQLite's FTS5 table search_fts is a tsvector table on
 * PostgreSQL, and the case-insensitive (COLLATE NOCASE) uniqueness of e-mail addresses is a unique
 * index on lower(email) there.
 */
const FTS_TABLE = 'search_fts';
const NOCASE_INDEXES: Record<string, { name: string; columns: string[]; unique: boolean; partial: boolean }> = {
  staff_accounts: { name: 'staff_accounts_email_nocase', columns: ['tenant_id', 'lower(email)'], unique: true, partial: false },
  customer_codes: { name: 'customer_codes_email_nocase', columns: ['tenant_id', 'lower(email)'], unique: true, partial: false },
};

function withoutDeliberateDifferences(schema: SchemaShape, engine: 'sqlite' | 'postgres'): SchemaShape {
  const copy: SchemaShape = structuredClone(schema);
  delete copy[FTS_TABLE];
  if (engine === 'postgres') {
    for (const [table, index] of Object.entries(NOCASE_INDEXES)) {
      const shape = copy[table];
      if (shape) shape.indexes = shape.indexes.filter((candidate) => candidate.name !== index.name);
    }
  }
  return copy;
}

function migratedSqlite(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

let server: TestPostgres;
const pools: pg.Pool[] = [];
async function migratedPostgres(): Promise<pg.Pool> {
  const pool = openPostgres(await server.freshDatabase());
  pools.push(pool);
  await migratePostgres(pool);
  return pool;
}

beforeAll(async () => {
  server = await testPostgres();
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
  await server?.close();
}, 60_000);

describe('the PostgreSQL baseline', () => {
  let baseline: pg.Pool;
  beforeAll(async () => {
    baseline = await migratedPostgres();
  }, 30_000);

  it('has the tables, columns, keys, foreign keys and indexes of the SQLite schema', async () => {
    const sqlite = sqliteSchema(migratedSqlite());
    const postgres = await postgresSchema(baseline);

    const differences = diffSchemas(withoutDeliberateDifferences(sqlite, 'sqlite'), withoutDeliberateDifferences(postgres, 'postgres'));
    expect(differences, `schemas differ:\n${differences.join('\n')}`).toEqual([]);
    expect(Object.keys(postgres).length).toBeGreaterThan(40);
    // The deliberate differences are there, not just tolerated.
    for (const [table, index] of Object.entries(NOCASE_INDEXES)) expect(postgres[table]?.indexes).toContainEqual(index);
    expect(postgres[FTS_TABLE]?.columns.map((column) => column.name)).toEqual(['rowid_id', 'document']);
    expect(postgres[FTS_TABLE]?.indexes).toContainEqual({
      name: 'search_fts_document',
      columns: ['document'],
      unique: false,
      partial: false,
    });
  });

  it('has a trigger of the same name, on the same table, for each SQLite trigger', async () => {
    const sqlite = migratedSqlite()
      .prepare("SELECT name, tbl_name AS on_table FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
      .all();
    const postgres =
      await baseline.query(`SELECT DISTINCT t.tgname AS name, c.relname AS on_table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
              WHERE NOT t.tgisinternal ORDER BY name`);
    // Deleting a search document drops its tsvector row by ON DELETE CASCADE instead of a trigger.
    expect(postgres.rows).toEqual(sqlite.filter((trigger) => (trigger as { name: string }).name !== 'search_docs_ad'));
  });

  it('names each of its migrations after the SQLite migration it brings the schema up to', () => {
    const latestSqlite = readMigrations().at(-1)?.version;
    expect(readMigrations(POSTGRES_MIGRATIONS_DIR).at(-1)?.version).toBe(latestSqlite);
  });
});

describe('migratePostgres', () => {
  it('applies each file once, and nothing on a second call', async () => {
    const pool = openPostgres(await server.freshDatabase());
    pools.push(pool);
    const names = readMigrations(POSTGRES_MIGRATIONS_DIR).map((migration) => migration.name);
    expect(await migratePostgres(pool)).toEqual(names);
    expect(await migratePostgres(pool)).toEqual([]);
    const recorded = await pool.query('SELECT version, name, applied_at FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((row: { name: string }) => row.name)).toEqual(names);
    expect(recorded.rows[0].applied_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('applies each file exactly once when two servers start together on one empty database', async () => {
    const url = await server.freshDatabase();
    const first = openPostgres(url);
    const second = openPostgres(url);
    pools.push(first, second);
    const [a, b] = await Promise.all([migratePostgres(first), migratePostgres(second)]);
    const names = readMigrations(POSTGRES_MIGRATIONS_DIR).map((migration) => migration.name);
    expect([...a, ...b].sort()).toEqual(names);
    const counts = await first.query('SELECT version, count(*) AS times FROM schema_migrations GROUP BY version');
    expect(counts.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
  });

  it('rolls back a failing file completely and keeps the files before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-migrations-'));
    try {
      writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first (id bigint PRIMARY KEY);');
      writeFileSync(join(dir, '002-broken.sql'), 'CREATE TABLE second (id bigint); INSERT INTO missing VALUES (1);');
      const pool = openPostgres(await server.freshDatabase());
      pools.push(pool);
      await expect(migratePostgres(pool, dir)).rejects.toThrow(/missing/);
      const tables = await pool.query('SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename');
      expect(tables.rows.map((row: { tablename: string }) => row.tablename)).toEqual(['first', 'schema_migrations']);
      expect((await pool.query('SELECT name FROM schema_migrations')).rows).toEqual([{ name: '001-first.sql' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A statement with `?` placeholders, numbered `$1, $2, …` as PostgreSQL wants them. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Resolves once `check` holds, asking every 10 ms; fails after 5 s. */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 10) {
    if (waited >= 5000) throw new Error('waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Engines {
  sqlite: Db;
  postgres: pg.Pool;
}
/** Runs the same statement on both engines; each side is 'accepted' or the error it raised. */
async function runOnBoth(engines: Engines, sql: string, params: unknown[] = []): Promise<{ sqlite: unknown; postgres: unknown }> {
  const attempt = async (work: () => unknown) => {
    try {
      await work();
      return 'accepted';
    } catch (error) {
      return error as Error;
    }
  };
  return {
    sqlite: await attempt(() => engines.sqlite.prepare(sql).run(...params)),
    postgres: await attempt(() => engines.postgres.query(numbered(sql), params)),
  };
}

const TENANT = ['org_demo', 'demo', 'demo.example', 'Demo', 'UTC'];
const PRODUCT_COLUMNS = 'tenant_id, id, sk, sku, slug, name, category, price_cents, created_at';
const product = (id: string, sku: string, overrides: Partial<{ price: number; tags: string }> = {}) => ({
  sql: `INSERT INTO products (${PRODUCT_COLUMNS}, tags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  params: [
    'org_demo',
    id,
    Number(id.replace(/\D/g, '')),
    sku,
    `slug-${id}`,
    `Product ${id}`,
    'tools',
    overrides.price ?? 1200,
    '2026-01-01T00:00:00.000Z',
    overrides.tags ?? '[]',
  ],
});

describe('constraints and triggers on both engines', () => {
  let engines: Engines;
  beforeAll(async () => {
    engines = { sqlite: migratedSqlite(), postgres: await migratedPostgres() };
    await runOnBoth(engines, 'INSERT INTO tenants (id, site_name, host, name, time_zone) VALUES (?, ?, ?, ?, ?)', TENANT);
    const first = product('p1', 'SKU-1');
    expect(await runOnBoth(engines, first.sql, first.params)).toEqual({ sqlite: 'accepted', postgres: 'accepted' });
  }, 30_000);

  const refusedOnBoth = (result: { sqlite: unknown; postgres: unknown }, postgresCode: string) => {
    expect(result.sqlite).toBeInstanceOf(Error);
    expect(result.postgres).toBeInstanceOf(Error);
    expect((result.postgres as { code?: string }).code).toBe(postgresCode);
  };

  it('refuses text that is not JSON in a JSON column', async () => {
    const bad = product('p2', 'SKU-2', { tags: '[unclosed' });
    refusedOnBoth(await runOnBoth(engines, bad.sql, bad.params), '23514');
  });

  it('refuses a negative price', async () => {
    const bad = product('p3', 'SKU-3', { price: -1 });
    refusedOnBoth(await runOnBoth(engines, bad.sql, bad.params), '23514');
  });

  it('refuses a second product with the same SKU in one tenant', async () => {
    const duplicate = product('p4', 'SKU-1');
    refusedOnBoth(await runOnBoth(engines, duplicate.sql, duplicate.params), '23505');
  });

  it('refuses a second staff account whose e-mail differs only in case', async () => {
    const insert = 'INSERT INTO staff_accounts (tenant_id, id, email, role, password_hash) VALUES (?, ?, ?, ?, ?)';
    expect(await runOnBoth(engines, insert, ['org_demo', 's1', 'owner@demo.example', 'owner', 'x'])).toEqual({
      sqlite: 'accepted',
      postgres: 'accepted',
    });
    refusedOnBoth(await runOnBoth(engines, insert, ['org_demo', 's2', 'Owner@Demo.example', 'staff', 'x']), '23505');
  });

  it('queues a product for the search index once when its name changes twice', async () => {
    await runOnBoth(engines, 'DELETE FROM search_queue');
    await runOnBoth(engines, 'UPDATE products SET name = ? WHERE id = ?', ['Renamed', 'p1']);
    await runOnBoth(engines, 'UPDATE products SET name = ? WHERE id = ?', ['Renamed again', 'p1']);
    await runOnBoth(engines, 'UPDATE products SET stock = 5 WHERE id = ?', ['p1']);
    const expected = [{ tenant_id: 'org_demo', datatype: 'products', ref: 'p1' }];
    expect(engines.sqlite.prepare('SELECT * FROM search_queue').all()).toEqual(expected);
    expect((await engines.postgres.query('SELECT * FROM search_queue')).rows).toEqual(expected);
  });

  it("keeps a product's rating in step with its published reviews", async () => {
    const insert = `INSERT INTO reviews (tenant_id, id, product_id, rating, title, body, display_name, language, status, created_at)
                    VALUES ('org_demo', ?, 'p1', ?, 't', 'b', 'd', 'en', 'published', '2026-01-01T00:00:00.000Z')`;
    await runOnBoth(engines, insert, ['r1', 5]);
    await runOnBoth(engines, insert, ['r2', 4]);
    await runOnBoth(engines, insert, ['r3', 4]);
    const read = 'SELECT rating, rating_count FROM products WHERE id = ?';
    expect(engines.sqlite.prepare(read).get('p1')).toEqual({ rating: 4.3, rating_count: 3 });
    expect((await engines.postgres.query(numbered(read), ['p1'])).rows).toEqual([{ rating: 4.3, rating_count: 3 }]);
  });

  /** A confirmed booking of the service 'cut' (capacity 2) at location 'l1', 10:00 to 11:00 on the given day. */
  const book = `INSERT INTO reservations (tenant_id, id, location_id, service_id, start_utc, end_utc, block_start_utc, block_end_utc,
                  party_size, customer_name, status, confirmation_code, currency, created_at, updated_at)
                VALUES ('org_demo', ?, 'l1', 'cut', ? || 'T10:00:00.000Z', ? || 'T11:00:00.000Z', ? || 'T10:00:00.000Z', ? || 'T11:00:00.000Z',
                  ?, 'Ann', 'confirmed', ?, 'USD', 'x', 'x')`;
  const booking = (id: string, day: string, partySize: number) => [id, day, day, day, day, partySize, `CONFIRM-${id.toUpperCase()}`];

  it('refuses a booking beyond the service capacity with slot_unavailable', async () => {
    await runOnBoth(engines, "INSERT INTO locations (tenant_id, id, name, time_zone) VALUES ('org_demo', 'l1', 'Main', 'UTC')");
    await runOnBoth(engines, "INSERT INTO service_categories (tenant_id, id, name) VALUES ('org_demo', 'general', 'General')");
    await runOnBoth(engines, "INSERT INTO services (tenant_id, id, name, capacity) VALUES ('org_demo', 'cut', 'Cut', 2)");
    expect(await runOnBoth(engines, book, booking('b1', '2026-02-01', 1))).toEqual({ sqlite: 'accepted', postgres: 'accepted' });
    const full = await runOnBoth(engines, book, booking('b2', '2026-02-01', 2));
    expect((full.sqlite as Error).message).toContain('slot_unavailable');
    expect((full.postgres as Error).message).toContain('slot_unavailable');
  });

  it('lets only one of two bookings made at the same moment take the last places on PostgreSQL', async () => {
    const first = await engines.postgres.connect();
    const second = await engines.postgres.connect();
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      await first.query(numbered(book), booking('c1', '2026-02-02', 2));
      // The second waits for the first to finish instead of counting without its uncommitted booking.
      const late = second.query(numbered(book), booking('c2', '2026-02-02', 1)).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
      await waitFor(
        async () =>
          (await engines.postgres.query("SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).rows[0].n === 1,
      );
      await first.query('COMMIT');
      expect(await late).toBe('slot_unavailable');
    } finally {
      // Harmless after COMMIT; after a failure it frees the rows the next tests delete.
      await first.query('ROLLBACK');
      await second.query('ROLLBACK');
      first.release();
      second.release();
    }
  });

  it('indexes search documents for full-text search, accents and case left aside', async () => {
    const insert = "INSERT INTO search_docs (tenant_id, datatype, ref, url, title, body) VALUES ('org_demo', 'pages', ?, ?, ?, ?)";
    await engines.postgres.query(numbered(insert), ['help', '/help', 'Café opening hours', 'We open at nine.']);
    const match = await engines.postgres.query(
      "SELECT d.ref FROM search_fts f JOIN search_docs d ON d.rowid_id = f.rowid_id WHERE f.document @@ to_tsquery('simple', unaccent('CAFE'))",
    );
    expect(match.rows).toEqual([{ ref: 'help' }]);
    await engines.postgres.query("UPDATE search_docs SET title = 'Tea room' WHERE ref = 'help'");
    expect(
      (await engines.postgres.query("SELECT count(*) AS n FROM search_fts WHERE document @@ to_tsquery('simple', 'cafe')")).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('deletes everything of a tenant with the tenant', async () => {
    expect(await runOnBoth(engines, 'DELETE FROM tenants WHERE id = ?', ['org_demo'])).toEqual({
      sqlite: 'accepted',
      postgres: 'accepted',
    });
    for (const table of ['products', 'reviews', 'staff_accounts', 'reservations', 'services', 'locations']) {
      expect(engines.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
      expect((await engines.postgres.query(`SELECT count(*) AS n FROM ${table}`)).rows, table).toEqual([{ n: 0 }]);
    }
  });
});

describe('openPostgres', () => {
  it('reads bigint as a JS number and refuses one a number cannot hold exactly', async () => {
    const pool = openPostgres(await server.freshDatabase());
    pools.push(pool);
    const { rows } = await pool.query(
      'SELECT 42::bigint AS small, 9007199254740991::bigint AS largest, count(*) AS counted FROM (VALUES (1), (2)) v(x)',
    );
    expect(rows).toEqual([{ small: 42, largest: 9007199254740991, counted: 2 }]);
    await expect(pool.query('SELECT 9007199254740993::bigint AS beyond')).rejects.toThrow(/9007199254740993.*cannot hold exactly/);
    // The pool still answers after the refused value.
    expect((await pool.query('SELECT 1::bigint AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('logs an idle connection the server cuts and keeps answering, instead of ending the process', async () => {
    const url = await server.freshDatabase();
    const pool = openPostgres(url);
    pools.push(pool);
    const { rows } = await pool.query('SELECT pg_backend_pid() AS pid');
    const logged: unknown[] = [];
    const log = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      const admin = openPostgres(url);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await vi.waitFor(() => expect(logged.join('\n')).toMatch(/PostgreSQL closed an idle connection/), { timeout: 5000 });
    } finally {
      log.mockRestore();
    }
    expect((await pool.query('SELECT 1::bigint AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('says what a PostgreSQL URL looks like when given something else', () => {
    expect(() => openPostgres('/var/data/site.db')).toThrow(/postgres:\/\//);
  });
});
