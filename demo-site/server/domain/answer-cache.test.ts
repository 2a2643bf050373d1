import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { cachedAnswer } from './answer-cache.ts';

describe('answers kept until the database changes', () => {
  let dir: string;
  let db: Db;
  let other: Db;
  let computed: number;
  const count = () => cachedAnswer(db, 'count', () => (computed++, (db.prepare('SELECT count(*) FROM spots').pluck().get() as number)));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'answer-cache-'));
    db = new Database(join(dir, 'db.sqlite'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE spots (id INTEGER PRIMARY KEY); CREATE TABLE other (id INTEGER PRIMARY KEY)');
    other = new Database(join(dir, 'db.sqlite'));
    computed = 0;
  });
  afterEach(() => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('computes once for the same key while nothing changes', () => {
    expect([count(), count(), count()]).toEqual([0, 0, 0]);
    expect(computed).toBe(1);
  });

  it('keeps one answer per key', () => {
    expect(cachedAnswer(db, 'a', () => 'A')).toBe('A');
    expect(cachedAnswer(db, 'b', () => 'B')).toBe('B');
    expect(cachedAnswer(db, 'a', () => 'changed')).toBe('A');
  });

  it('computes again after a write through the same connection, to any table', () => {
    count();
    db.prepare('INSERT INTO spots DEFAULT VALUES').run();
    expect(count()).toBe(1);
    db.prepare('INSERT INTO other DEFAULT VALUES').run();
    expect(count()).toBe(1);
    expect(computed).toBe(3);
  });

  it('computes again after another connection (another process) commits', () => {
    count();
    other.prepare('INSERT INTO spots DEFAULT VALUES').run();
    expect(count()).toBe(1);
    expect(computed).toBe(2);
  });

  it('keeps nothing from a computation that wrote', () => {
    const writing = () =>
      cachedAnswer(db, 'writing', () => {
        db.prepare('INSERT INTO other DEFAULT VALUES').run();
        return db.prepare('SELECT count(*) FROM other').pluck().get() as number;
      });
    expect([writing(), writing()]).toEqual([1, 2]);
  });
});
