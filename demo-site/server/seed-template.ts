import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dataOverSqlite } from './database.ts';
import { migrate, openDatabase } from './db.ts';
import { seedIfEmpty } from './seed.ts';

/** The environment variable naming a ready seeded database file (the test run's template). */
export const SEED_TEMPLATE_ENV = 'DEMO_SEED_TEMPLATE';

/** The environment variable naming the test run's seeded PostgreSQL template database (its URL), with TEST_DATABASE=postgres. */
export const POSTGRES_TEMPLATE_ENV = 'DEMO_SEED_TEMPLATE_POSTGRES';

/** The script that writes a template into the folder it is given (`node --import tsx <script> <folder>`). */
const TEMPLATE_SCRIPT = resolve(import.meta.dirname, '../../scripts/seed-template.ts');

/**
 * Writes a migrated, seeded demo database to `folder/site.db` and closes it cleanly, in rollback
 * journal mode so the one file holds everything (no -wal beside it): copying that file gives a
 * seeded database at once. Returns the file's path.
 */
export async function writeSeedTemplate(folder: string): Promise<string> {
  const db = openDatabase(folder);
  try {
    migrate(db);
    await seedIfEmpty(dataOverSqlite(db));
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
  return join(folder, 'site.db');
}

let builtHere: string | undefined;

/**
 * The seeded template database for tests: the test run's (made once by its global setup and named in
 * `DEMO_SEED_TEMPLATE`), else one this process builds synchronously in a child process on first use
 * and removes when it exits. The seed stamps the tenants' `created_at` with the time it ran, so a
 * template is as old as its run: fine for a run of minutes, and nothing else in the seed reads the clock.
 */
export function seedTemplateFile(): string {
  const given = process.env[SEED_TEMPLATE_ENV];
  if (given && existsSync(given)) return given;
  if (builtHere && existsSync(builtHere)) return builtHere;
  const folder = mkdtempSync(join(tmpdir(), 'demo-seed-template-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  execFileSync(process.execPath, ['--import', 'tsx', TEMPLATE_SCRIPT, folder], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
  return (builtHere = join(folder, 'site.db'));
}
