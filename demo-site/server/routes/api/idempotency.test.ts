// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { dataOverSqlite } from '../../database.ts';
import { migrate, openDatabase, type Db } from '../../db.ts';
import { KEY_TTL_MS, LEASE_MS } from '../../domain/idempotency-keys.ts';
import { canonicalJson } from '../../../../shared/api/canonical-json.ts';
import { idempotent, type JsonAnswer } from './idempotency.ts';

describe('canonicalJson', () => {
  it('ignores key order and undefined values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(canonicalJson({ a: [{ d: 2 }], b: 1 }));
  });
});

/** A migrated SQLite database with the Northwind tenant; `onClose` gets what closes and removes it. */
function migratedDatabase(onClose: (close: () => void) => void): Db {
  const dir = mkdtempSync(join(tmpdir(), 'idempotency-'));
  const db = openDatabase(dir);
  migrate(db);
  db.prepare(
    "INSERT INTO tenants (id, site_name, host, name, time_zone) VALUES ('org_northwind', 'northwind', 'northwind.localhost', 'Northwind', 'UTC')",
  ).run();
  onClose(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

describe('idempotent', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  const migratedDb = (): Db => migratedDatabase((close) => (cleanup = close));

  /**
   * A route creating "things" under a key, with a movable clock. `hold()` makes the next attempt hang
   * until the returned function is called, like a request still running (or a process that died).
   */
  function appWithCounter() {
    const db = migratedDb();
    let now = Date.parse('2030-01-01T12:00:00.000Z');
    let created = 0;
    let held: Promise<void> | undefined;
    const router = new Hono<AppEnv>();
    router.use('*', async (c, next) => {
      c.set('data', dataOverSqlite(db));
      c.set('tenant', { id: 'org_northwind' } as AppEnv['Variables']['tenant']);
      await next();
    });
    router.post('/things', async (c) => {
      const body = await c.req.json();
      const wait = held;
      held = undefined;
      return idempotent(
        c,
        'thing.create',
        body,
        async (): Promise<JsonAnswer> => {
          if (wait) await wait;
          if (body.fail) return { status: 500, body: { error: { code: 'boom', message: 'boom' } } };
          created += 1;
          return { status: 201, body: { id: `t${created}` } };
        },
        { now: () => new Date(now) },
      );
    });
    const post = (body: unknown, key?: string) =>
      router.request('/things', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      });
    const hold = () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    };
    return { db, post, hold, created: () => created, advance: (ms: number) => (now += ms) };
  }

  it('answers a repeat with the first answer and creates one record', async () => {
    const { post, created } = appWithCounter();
    const first = await post({ a: 1 }, 'k1');
    const second = await post({ a: 1 }, 'k1');
    expect(first.status).toBe(201);
    expect(await second.json()).toEqual({ id: 't1' });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(created()).toBe(1);
  });

  it('rejects the same key with a different body', async () => {
    const { post } = appWithCounter();
    await post({ a: 1 }, 'k2');
    const reused = await post({ a: 2 }, 'k2');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
  });

  it('lets a failed (5xx) attempt be retried with the same key', async () => {
    const { post, created } = appWithCounter();
    expect((await post({ fail: true }, 'k3')).status).toBe(500);
    expect((await post({ fail: true }, 'k3')).status).toBe(500);
    expect(created()).toBe(0);
  });

  it('runs every request without a key', async () => {
    const { post, created } = appWithCounter();
    await post({ a: 1 });
    await post({ a: 1 });
    expect(created()).toBe(2);
  });

  it('answers 409 with Retry-After while the first attempt is genuinely still running', async () => {
    const { post, hold, created, advance } = appWithCounter();
    const release = hold();
    const first = post({ a: 1 }, 'slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    advance(LEASE_MS - 30_000);
    const retry = await post({ a: 1 }, 'slow');
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { error: { code: string } }).error.code).toBe('request_in_progress');
    expect(retry.headers.get('Retry-After')).toBe('30');
    release();
    expect((await first).status).toBe(201);
    expect(await (await post({ a: 1 }, 'slow')).json()).toEqual({ id: 't1' });
    expect(created()).toBe(1);
  });

  it('takes over a key left pending by a crash once its lease has run out', async () => {
    const { post, hold, created, advance } = appWithCounter();
    const release = hold();
    const crashed = post({ a: 1 }, 'crash');
    await new Promise((resolve) => setTimeout(resolve, 10));
    advance(LEASE_MS + 1000);
    const retry = await post({ a: 1 }, 'crash');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: 't1' });
    // The abandoned attempt finishing late does not replace the answer the retry recorded.
    release();
    await crashed;
    const replay = await post({ a: 1 }, 'crash');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual({ id: 't1' });
    expect(created()).toBe(2);
  });

  it('takes over a pending key written before leases existed', async () => {
    const { db, post, created } = appWithCounter();
    expect((await post({ a: 1 }, 'old')).status).toBe(201);
    db.prepare("UPDATE idempotency_keys SET state = 'pending', status = NULL, response = NULL, claim = NULL, lease_until = NULL").run();
    const retry = await post({ a: 1 }, 'old');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: 't2' });
    expect(created()).toBe(2);
  });

  it('forgets keys after 24 hours: never answered from, and deleted on the way', async () => {
    const { db, post, created, advance } = appWithCounter();
    await post({ a: 1 }, 'day');
    await post({ a: 1 }, 'other');
    advance(KEY_TTL_MS - 1000);
    expect((await post({ a: 1 }, 'day')).headers.get('Idempotent-Replayed')).toBe('true');
    advance(2000);
    const later = await post({ a: 2 }, 'day');
    expect(later.status).toBe(201);
    expect(await later.json()).toEqual({ id: 't3' });
    expect(created()).toBe(3);
    expect(db.prepare('SELECT key FROM idempotency_keys').pluck().all()).toEqual(['day']);
  });
});

describe('idempotent with databaseOnly (one SQLite transaction)', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  /** A route that writes a tenant row through the data layer it is given, then answers, or throws after the write. */
  function appWritingRows() {
    const db = migratedDatabase((close) => (cleanup = close));
    const router = new Hono<AppEnv>();
    router.use('*', async (c, next) => {
      c.set('data', dataOverSqlite(db));
      c.set('tenant', { id: 'org_northwind' } as AppEnv['Variables']['tenant']);
      await next();
    });
    router.post('/rows', async (c) => {
      const body = (await c.req.json()) as { id: string; thenFail?: boolean };
      return idempotent(
        c,
        'row.create',
        body,
        async (data): Promise<JsonAnswer> => {
          await data
            .insertInto('tenants')
            .values({ id: body.id, site_name: body.id, host: `${body.id}.localhost`, name: body.id, time_zone: 'UTC' })
            .execute();
          if (body.thenFail) throw new Error('failed after writing');
          return { status: 201, body: { id: body.id } };
        },
        { databaseOnly: true },
      );
    });
    const post = (body: unknown, key: string) =>
      router.request('/rows', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const rows = () => db.prepare("SELECT id FROM tenants WHERE id <> 'org_northwind' ORDER BY id").pluck().all();
    const keys = () => db.prepare('SELECT key, state, status FROM idempotency_keys ORDER BY key').all();
    return { post, rows, keys };
  }

  it('records the answer with the write it describes, and replays it without writing again', async () => {
    const { post, rows, keys } = appWritingRows();
    expect((await post({ id: 'org_one' }, 'k1')).status).toBe(201);
    const repeat = await post({ id: 'org_one' }, 'k1');
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await repeat.json()).toEqual({ id: 'org_one' });
    expect(rows()).toEqual(['org_one']);
    expect(keys()).toEqual([{ key: 'k1', state: 'done', status: 201 }]);
  });

  it('rolls back the write and the claim together when the operation fails, so a retry runs anew', async () => {
    const { post, rows, keys } = appWritingRows();
    expect((await post({ id: 'org_two', thenFail: true }, 'k2')).status).toBe(500);
    expect(rows()).toEqual([]);
    expect(keys()).toEqual([]);
    const retry = await post({ id: 'org_two' }, 'k2');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(rows()).toEqual(['org_two']);
  });
});
