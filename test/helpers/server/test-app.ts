import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../demo-site/server/app.ts';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from '../../../demo-site/server/auth/principal.ts';
import { startSession } from '../../../demo-site/server/auth/sessions.ts';
import { createStaffAccount, findStaffAccountByEmail, type StaffRole } from '../../../demo-site/server/auth/staff-accounts.ts';
import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { connectionOf, dataOverPostgres, dataOverSqlite, type Data, type Engine } from '../../../demo-site/server/database.ts';
import { migratePostgres, openPostgres } from '../../../demo-site/server/db-postgres.ts';
import { issueAppToken, serverSecret } from '../../../demo-site/server/domain/secrets.ts';
import { loadConfig, type Config } from '../../../demo-site/server/config.ts';
import { migrate, openDatabase, type Db } from '../../../demo-site/server/db.ts';
import { POSTGRES_TEMPLATE_ENV, seedTemplateFile } from '../../../demo-site/server/seed-template.ts';

/** A fresh temporary folder (os.tmpdir + mkdtemp). */
export function tempDir(prefix = 'demo-site-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A configuration for tests: DATA_DIR in a fresh temp folder plus any overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  const result = loadConfig({ DATA_DIR: tempDir(), ...env });
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

/** A fake `dist/` with a loader, one element and one hashed chunk. */
export function fakeDist(): string {
  const dir = tempDir('demo-dist-');
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'elements'));
  writeFileSync(join(dir, 'site-elements.js'), 'console.log("loader");\n');
  writeFileSync(join(dir, 'elements', 'site-accordion.js'), 'export {};\n');
  writeFileSync(join(dir, 'chunks', 'runtime-AbCd12_-.js'), 'export const runtime = 1;\n');
  return dir;
}

/**
 * The engine the test apps keep their data in: PostgreSQL with TEST_DATABASE=postgres (the test
 * command runs the API's HTTP-level test files a second time that way), else SQLite.
 */
export const TEST_ENGINE: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A test app over a migrated, seeded database (a copy of the run's seeded template, or an empty
 * migrated database with `seed: false`); call `close()` when done. On SQLite the database is a file
 * in a temp folder and `db` its connection; on PostgreSQL (TEST_ENGINE) a database of its own, copied
 * from the template while the first query waits, and there is no `db`: a test that runs on both
 * engines reads and writes through `data`.
 */
export function makeTestApp(env: Record<string, string> = {}, options: { seed?: boolean } = {}) {
  const config = testConfig(env);
  const distDir = fakeDist();
  const database =
    TEST_ENGINE === 'postgres' ? postgresTestDatabase(options.seed !== false) : sqliteTestDatabase(config, options.seed !== false);
  const { db, data, url } = database;
  const app = createApp({ config, data, distDir });
  const close = async (): Promise<void> => {
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
  return { app, db: db as Db, data, databaseUrl: url, config, distDir, close };
}

/**
 * A test app's database: the data layer, the SQLite connection when there is one, the PostgreSQL
 * database's URL when there is one (for another process of the test to open the same database), and
 * how to close it.
 */
interface TestDatabase {
  db: Db | undefined;
  data: Data;
  url: string | undefined;
  close(): Promise<void>;
}

function sqliteTestDatabase(config: Config, seeded: boolean): TestDatabase {
  if (seeded) copyFileSync(seedTemplateFile(), join(config.dataDir, 'site.db'));
  const db: Db = openDatabase(config.dataDir);
  migrate(db);
  return {
    db,
    data: dataOverSqlite(db),
    url: undefined,
    close: async () => {
      db.close();
    },
  };
}

/** A new PostgreSQL database for one test app: a copy of the run's seeded template, or empty and migrated. */
function postgresTestDatabase(seeded: boolean): TestDatabase {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const server = process.env.TEST_POSTGRES_URL;
  if (!template || !server)
    throw new Error('TEST_DATABASE=postgres needs the vitest global setup (test/helpers/seed-template-setup.ts) to make the template');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const url = new URL(`/${name}`, server).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const pool = openPostgres(url, { max: 4 });
  const ready = (async () => {
    await admin(seeded ? `CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}` : `CREATE DATABASE ${name}`);
    if (!seeded) await migratePostgres(pool);
  })();
  // A failure shows in the first query that waits for it; it must not also end the run unhandled.
  ready.catch(() => undefined);
  const data = dataOverPostgres(pool, ready);
  return {
    db: undefined,
    data,
    url,
    close: async () => {
      await ready.catch(() => undefined);
      await data.destroy();
      if (!pool.ended) await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A second connection to a test app's database, as a second server process would open it: another
 * SQLite connection to the same file, or another pool on the same PostgreSQL database. Close it when done.
 */
export function secondConnection(test: { data: Data; config: Config; databaseUrl: string | undefined }): { data: Data; close(): Promise<void> } {
  if (connectionOf(test.data).sqlite) {
    const other = openDatabase(test.config.dataDir);
    return {
      data: dataOverSqlite(other),
      close: async () => {
        other.close();
      },
    };
  }
  const url = test.databaseUrl;
  if (!url) throw new Error('This test app has no PostgreSQL database URL');
  const pool = openPostgres(url, { max: 2 });
  const data = dataOverPostgres(pool);
  return {
    data,
    close: async () => {
      await data.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

/** The data layer itself, or one over an SQLite connection (tests written before the data layer pass `t.db`). */
function dataOf(database: Data | Db): Data {
  if (database instanceof Kysely) return database;
  if (!database) throw new Error('This test app has no SQLite connection (TEST_DATABASE=postgres): pass its data layer, t.data');
  return dataOverSqlite(database);
}

/** A product's stock, read through the data layer (either engine); throws when the tenant has no such sku. */
export async function productStock(data: Data, sku: string, tenantId = 'org_northwind'): Promise<number> {
  const row = await data
    .selectFrom('products')
    .select('stock')
    .where('tenant_id', '=', tenantId)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** The nonce of the CSP header of a response. */
export function cspNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

/**
 * A `Cookie` header value signing the caller in as staff of a tenant: the account
 * `staff@{tenantId}.test` (created on first use, password hashed for real) with a fresh session.
 */
export async function staffCookie(database: Data | Db, tenantId = 'org_northwind', role: StaffRole = 'owner'): Promise<string> {
  const email = `${role}@${tenantId}.test`;
  const data = dataOf(database);
  const id =
    (await findStaffAccountByEmail(data, tenantId, email))?.id ??
    (await createStaffAccount(data, { tenantId, email, password: 'test-password-123', role })).id;
  return `${STAFF_COOKIE}=${await startSession(data, 'staff', tenantId, id)}`;
}

/** An `Authorization` header value with a tenant's app token (a machine caller). */
export function appAuthorization(config: Config, tenantId = 'org_northwind'): string {
  return `Bearer ${issueAppToken(serverSecret(config), tenantId)}`;
}

/** A `Cookie` header value signing the caller in as a customer (the session a one-time code starts). */
export async function customerCookie(database: Data | Db, email: string, tenantId = 'org_northwind'): Promise<string> {
  return `${CUSTOMER_COOKIE}=${await startSession(dataOf(database), 'customer', tenantId, email.toLowerCase())}`;
}
