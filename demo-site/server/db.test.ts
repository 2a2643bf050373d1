// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readMigrations, type Db } from './db.ts';
import { tempDir } from '../../test/helpers/server/test-app.ts';

const opened: { db: Db; dir: string }[] = [];
function fresh(): { db: Db; dir: string } {
  const dir = tempDir();
  const entry = { db: openDatabase(dir), dir };
  opened.push(entry);
  return entry;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const TENANT_TABLES = ['products', 'locations', 'service_categories', 'services', 'attendants', 'business_config'];

describe('openDatabase', () => {
  it('creates site.db in WAL mode with foreign keys on', () => {
    const { db } = fresh();
    expect(db.name.endsWith('site.db')).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});

describe('migrate', () => {
  it('applies the migrations once, in order, and records them', () => {
    const { db } = fresh();
    expect(migrate(db)).toEqual(readMigrations().map((m) => m.name));
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual([{ version: 1, name: '001-initial.sql' }, ...rows.slice(1)]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['tenants', ...TENANT_TABLES, 'schema_migrations']));
  });

  it('is idempotent across restarts', () => {
    const { db, dir } = fresh();
    migrate(db);
    db.close();
    const again = openDatabase(dir);
    opened.push({ db: again, dir });
    expect(migrate(again)).toEqual([]);
    expect(again.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(readMigrations().length);
  });

  it('rolls back a failing migration completely and keeps the earlier ones', () => {
    const { db, dir } = fresh();
    const migrations = join(dir, 'migrations');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '001-first.sql'), 'CREATE TABLE first (id INTEGER PRIMARY KEY);');
    writeFileSync(join(migrations, '002-broken.sql'), 'CREATE TABLE second (id INTEGER); INSERT INTO missing VALUES (1);');
    writeFileSync(join(migrations, 'notes.txt'), 'not a migration');
    expect(() => migrate(db, migrations)).toThrow(/missing/);
    expect(db.prepare('SELECT name FROM schema_migrations').pluck().all()).toEqual(['001-first.sql']);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain('first');
    expect(tables).not.toContain('second');
  });

  it('scopes every tenant table by tenant_id: primary key and every index start with it', () => {
    const { db } = fresh();
    migrate(db);
    for (const table of TENANT_TABLES) {
      const indexes = db.prepare(`PRAGMA index_list(${table})`).all() as { name: string }[];
      expect(indexes.length, table).toBeGreaterThan(0);
      for (const index of indexes) {
        const first = (db.prepare(`PRAGMA index_info(${JSON.stringify(index.name)})`).all() as { seqno: number; name: string }[]).find(
          (c) => c.seqno === 0,
        );
        expect(first?.name, `${table}.${index.name}`).toBe('tenant_id');
      }
    }
  });

  it('keeps money in INTEGER cents columns', () => {
    const { db } = fresh();
    migrate(db);
    for (const table of ['products', 'services']) {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[];
      for (const column of columns.filter((c) => c.name.endsWith('_cents'))) expect(column.type, `${table}.${column.name}`).toBe('INTEGER');
    }
  });
});
