import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from './auth/principal.ts';
import { startSession } from './auth/sessions.ts';
import { createStaffAccount, findStaffAccountByEmail, type StaffRole } from './auth/staff-accounts.ts';
import { dataOverSqlite } from './database.ts';
import { issueAppToken, serverSecret } from './domain/secrets.ts';
import { loadConfig, type Config } from './config.ts';
import { migrate, openDatabase, type Db } from './db.ts';
import { seedTemplateFile } from './seed-template.ts';

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
 * A test app over a migrated, seeded database in a temp folder (a copy of the run's seeded template,
 * or an empty migrated database with `seed: false`); call `close()` when done.
 */
export function makeTestApp(env: Record<string, string> = {}, options: { seed?: boolean } = {}) {
  const config = testConfig(env);
  if (options.seed !== false) copyFileSync(seedTemplateFile(), join(config.dataDir, 'site.db'));
  const db: Db = openDatabase(config.dataDir);
  migrate(db);
  const data = dataOverSqlite(db);
  const distDir = fakeDist();
  const app = createApp({ config, data, distDir });
  const close = () => {
    db.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
  return { app, db, data, config, distDir, close };
}

/** The nonce of the CSP header of a response. */
export function cspNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

/**
 * A `Cookie` header value signing the caller in as staff of a tenant: the account
 * `staff@{tenantId}.test` (created on first use, password hashed for real) with a fresh session.
 */
export async function staffCookie(db: Db, tenantId = 'org_northwind', role: StaffRole = 'owner'): Promise<string> {
  const email = `${role}@${tenantId}.test`;
  const data = dataOverSqlite(db);
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
export async function customerCookie(db: Db, email: string, tenantId = 'org_northwind'): Promise<string> {
  return `${CUSTOMER_COOKIE}=${await startSession(dataOverSqlite(db), 'customer', tenantId, email.toLowerCase())}`;
}
