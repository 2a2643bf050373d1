import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { dataOverSqlite, openDataLayer, type Data } from '../database.ts';
import type { Db } from '../db.ts';
import { cachedAnswer } from './answer-cache.ts';

describe('answers kept until the database changes', () => {
  let dir: string;
  let db: Db;
  let data: Data;
  let other: Db;
  let computed: number;
  const count = () =>
    cachedAnswer(data, 'count', async () => {
      computed++;
      return db.prepare('SELECT count(*) FROM spots').pluck().get() as number;
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'answer-cache-'));
    db = new Database(join(dir, 'db.sqlite'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE spots (id INTEGER PRIMARY KEY); CREATE TABLE other (id INTEGER PRIMARY KEY)');
    other = new Database(join(dir, 'db.sqlite'));
    data = dataOverSqlite(db);
    computed = 0;
  });
  afterEach(async () => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('computes once for the same key while nothing changes', async () => {
    expect([await count(), await count(), await count()]).toEqual([0, 0, 0]);
    expect(computed).toBe(1);
  });

  it('keeps one answer per key', async () => {
    expect(await cachedAnswer(data, 'a', async () => 'A')).toBe('A');
    expect(await cachedAnswer(data, 'b', async () => 'B')).toBe('B');
    expect(await cachedAnswer(data, 'a', async () => 'changed')).toBe('A');
  });

  it('computes again after a write through the same connection, to any table', async () => {
    await count();
    db.prepare('INSERT INTO spots DEFAULT VALUES').run();
    expect(await count()).toBe(1);
    db.prepare('INSERT INTO other DEFAULT VALUES').run();
    expect(await count()).toBe(1);
    expect(computed).toBe(3);
  });

  it('computes again after another connection (another process) commits', async () => {
    await count();
    other.prepare('INSERT INTO spots DEFAULT VALUES').run();
    expect(await count()).toBe(1);
    expect(computed).toBe(2);
  });

  it('keeps nothing from a computation that wrote', async () => {
    const writing = () =>
      cachedAnswer(data, 'writing', async () => {
        db.prepare('INSERT INTO other DEFAULT VALUES').run();
        return db.prepare('SELECT count(*) FROM other').pluck().get() as number;
      });
    expect([await writing(), await writing()]).toEqual([1, 2]);
  });
});

describe('answers on PostgreSQL', () => {
  const { engines } = engineDatabases('answer-cache-');
  const where = engines.find(([engine]) => engine === 'postgres')![1];

  it("are computed afresh on every call: PostgreSQL has no change count as cheap as SQLite's", async () => {
    const layer = await openDataLayer(await where());
    try {
      let computed = 0;
      const ask = () => cachedAnswer(layer.db, 'count', async () => ++computed);
      expect([await ask(), await ask()]).toEqual([1, 2]);
    } finally {
      await layer.close();
    }
  });
});
