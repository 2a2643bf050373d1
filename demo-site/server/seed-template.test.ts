// @vitest-environment node
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_TEMPLATE_ENV, seedTemplateFile } from './seed-template.ts';
import { makeTestApp } from '../../test/helpers/server/test-app.ts';

const tenantsOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id FROM tenants ORDER BY rowid').pluck().all();
  } finally {
    db.close();
  }
};

describe('the seeded template tests start from', () => {
  const closes: (() => void)[] = [];
  afterEach(() => closes.splice(0).forEach((close) => close()));

  it('is made once for the run and holds the demo tenants in one file', () => {
    const file = seedTemplateFile();
    expect(file).toBe(process.env[SEED_TEMPLATE_ENV]);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(tenantsOf(file)).toEqual(['org_northwind', 'org_harbor']);
  });

  it('gives each test app its own copy: what one writes, another never sees', () => {
    const first = makeTestApp();
    const second = makeTestApp();
    closes.push(first.close, second.close);
    first.db.prepare("DELETE FROM gift_cards WHERE code = 'GIFT100'").run();
    const count = (db: typeof first.db) => db.prepare("SELECT count(*) FROM gift_cards WHERE code = 'GIFT100'").pluck().get();
    expect(count(first.db)).toBe(0);
    expect(count(second.db)).toBe(1);
    expect(tenantsOf(seedTemplateFile())).toEqual(['org_northwind', 'org_harbor']);
    const empty = makeTestApp({}, { seed: false });
    closes.push(empty.close);
    expect(empty.db.prepare('SELECT count(*) FROM tenants').pluck().get()).toBe(0);
  });

  it('is built in a child process when no run made one', { timeout: 60_000 }, () => {
    const given = process.env[SEED_TEMPLATE_ENV];
    delete process.env[SEED_TEMPLATE_ENV];
    try {
      const file = seedTemplateFile();
      expect(file).not.toBe(given);
      expect(tenantsOf(file)).toEqual(['org_northwind', 'org_harbor']);
      expect(seedTemplateFile()).toBe(file);
    } finally {
      if (given) process.env[SEED_TEMPLATE_ENV] = given;
    }
  });
});
