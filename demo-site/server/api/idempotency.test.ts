import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { makeTestApp } from '../testing.ts';
import { canonicalJson, idempotent } from './idempotency.ts';

describe('canonicalJson', () => {
  it('ignores key order and undefined values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(canonicalJson({ a: [{ d: 2 }], b: 1 }));
  });
});

describe('idempotent', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  function appWithCounter() {
    const test = makeTestApp();
    close = test.close;
    let created = 0;
    const router = new Hono<AppEnv>();
    router.use('*', async (c, next) => {
      c.set('db', test.db);
      c.set('tenant', { id: 'org_northwind' } as AppEnv['Variables']['tenant']);
      await next();
    });
    router.post('/things', async (c) => {
      const body = await c.req.json();
      return idempotent(c, 'thing.create', body, () => {
        if (body.fail) return { status: 500, body: { error: { code: 'boom', message: 'boom' } } };
        created += 1;
        return { status: 201, body: { id: `t${created}` } };
      });
    });
    const post = (body: unknown, key?: string) =>
      router.request('/things', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) } });
    return { post, created: () => created };
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
});
