import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

/** A better-sqlite3 connection. */
export type Db = Database.Database;

/** The folder of `NNN-name.sql` migration files shipped with the server. */
export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Opens (creating when needed) `${dataDir}/site.db` with WAL journaling, foreign keys on and a
 * busy timeout, so concurrent writers wait instead of failing at once.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'site.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

/** One migration file: its number, file name and SQL text. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads the migration files of a folder in version order; a duplicate version is an error. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(join(dir, file), 'utf8') }));
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) throw new Error(`Two migrations share version ${migrations[i]?.version}`);
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in order, each in its own
 * transaction (a failing file leaves nothing behind). Returns the names applied now.
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    // Asked again under the write lock: two servers starting together on one empty database each
    // apply a migration only if the other has not just done so.
    const ran = db
      .transaction((): boolean => {
        if (isApplied.get(migration.version)) return false;
        db.exec(migration.sql);
        record.run(migration.version, migration.name);
        return true;
      })
      .immediate();
    if (ran) applied.push(migration.name);
  }
  return applied;
}
