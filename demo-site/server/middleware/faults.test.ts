// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { FAULT_COOKIE, FaultRules, faultsEnabled, mountFaultInjection, parseFaultRule } from './faults.ts';

/** A small app with fault injection on: a JSON route that counts its calls. */
function faultyApp() {
  const app = new Hono<AppEnv>();
  mountFaultInjection(app, { FAULT_INJECTION: '1' });
  let calls = 0;
  app.get('/api/things', (c) => c.json({ data: [{ id: 'a' }, { id: 'b' }] }));
  app.post('/api/orders', (c) => {
    calls++;
    return c.json({ data: { id: `order-${calls}` } });
  });
  const post = (body: unknown, scope?: string) =>
    app.request('/__faults', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(scope ? { cookie: `${FAULT_COOKIE}=${scope}` } : {}) },
    });
  const get = (path: string, scope?: string) => app.request(path, { headers: scope ? { cookie: `${FAULT_COOKIE}=${scope}` } : {} });
  return { app, post, get, calls: () => calls };
}

describe('fault injection switch', () => {
  it('is on only with FAULT_INJECTION=1', () => {
    expect(faultsEnabled({ FAULT_INJECTION: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'true', 'yes']) expect(faultsEnabled({ FAULT_INJECTION: value })).toBe(false);
    const app = new Hono<AppEnv>();
    expect(mountFaultInjection(app, {})).toBe(false);
  });

  const t = makeTestApp();
  afterAll(() => t.close());
  it('the demo app has no /__faults in a normal start', async () => {
    expect((await t.app.request('/__faults', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('parseFaultRule', () => {
  it('accepts a full rule and upper-cases the method', () => {
    expect(parseFaultRule({ method: 'post', path: '/api/x', kind: 'drop', times: 2, skip: 1, when: 'after', ms: 5 })).toEqual({
      ok: true,
      rule: { method: 'POST', path: '/api/x', kind: 'drop', times: 2, skip: 1, when: 'after', ms: 5 },
    });
  });

  it.each([
    [null, 'object'],
    [{ path: 'api', kind: '500' }, 'path'],
    [{ path: '^(', kind: '500' }, 'regular expression'],
    [{ path: '/api', kind: 'explode' }, 'kind'],
    [{ path: '/api', kind: '500', times: 0 }, 'times'],
    [{ path: '/api', kind: 'delay', ms: -1 }, 'ms'],
    [{ path: '/api', kind: '500', when: 'later' }, 'when'],
  ])('refuses %j (%s)', (input, word) => {
    const result = parseFaultRule(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(word);
  });
});

describe('FaultRules', () => {
  it('matches by method and prefix or pattern, honours skip and times, and keeps scopes apart', () => {
    const rules = new FaultRules();
    rules.add('a', [{ method: 'POST', path: '/api/orders', kind: '500', times: 1, skip: 1 }]);
    rules.add('', [{ path: '^/api/things$', kind: 'drop' }]);
    expect(rules.take('a', 'GET', '/api/orders')).toBeUndefined();
    expect(rules.take('a', 'POST', '/api/orders')).toBeUndefined(); // skipped
    expect(rules.take('b', 'POST', '/api/orders')).toBeUndefined(); // another scope
    expect(rules.take('a', 'POST', '/api/orders/1')?.kind).toBe('500');
    expect(rules.take('a', 'POST', '/api/orders')).toBeUndefined(); // spent
    expect(rules.list('a')).toEqual([]);
    expect(rules.take('b', 'GET', '/api/things')?.kind).toBe('drop'); // server-wide hits every scope
    expect(rules.take('', 'GET', '/api/things/1')).toBeUndefined();
    rules.clear('');
    expect(rules.take('b', 'GET', '/api/things')).toBeUndefined();
  });
});

describe('faults on requests', () => {
  it('500 answers the API error body and the route does not run', async () => {
    const f = faultyApp();
    expect((await f.post({ method: 'POST', path: '/api/orders', kind: '500', times: 1 }, 's1')).status).toBe(200);
    const failed = await f.app.request('/api/orders', { method: 'POST', headers: { cookie: `${FAULT_COOKIE}=s1` } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } });
    expect(f.calls()).toBe(0);
    const retried = await f.app.request('/api/orders', { method: 'POST', headers: { cookie: `${FAULT_COOKIE}=s1` } });
    expect(await retried.json()).toEqual({ data: { id: 'order-1' } });
  });

  it('when "after" runs the route and still loses the answer', async () => {
    const f = faultyApp();
    await f.post({ path: '/api/orders', kind: '500', when: 'after' });
    expect((await f.app.request('/api/orders', { method: 'POST' })).status).toBe(500);
    expect(f.calls()).toBe(1);
  });

  it('malformed-json answers 200 with a body JSON.parse refuses', async () => {
    const f = faultyApp();
    await f.post({ path: '/api/things', kind: 'malformed-json', times: 1 }, 's2');
    const response = await f.get('/api/things', 's2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(await (await f.get('/api/things', 's2')).json()).toEqual({ data: [{ id: 'a' }, { id: 'b' }] });
  });

  it('delay answers normally after the wait; timeout holds, then answers 504', async () => {
    const f = faultyApp();
    await f.post({ rules: [{ path: '/api/things', kind: 'delay', ms: 80, times: 1 }, { path: '/api/things', kind: 'timeout', ms: 60, times: 1 }] });
    let started = performance.now();
    const delayed = await f.get('/api/things');
    expect(delayed.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    started = performance.now();
    expect((await f.get('/api/things')).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('GET lists and DELETE clears only the caller scope', async () => {
    const f = faultyApp();
    await f.post({ path: '/api/things', kind: '500' }, 'x');
    await f.post({ path: '/api/things', kind: 'drop' }, 'y');
    expect(((await (await f.get('/__faults', 'x')).json()) as { rules: unknown[] }).rules).toHaveLength(1);
    await f.app.request('/__faults', { method: 'DELETE', headers: { cookie: `${FAULT_COOKIE}=x` } });
    expect((await f.get('/api/things', 'x')).status).toBe(200);
    expect((await f.get('/api/things', 'y')).status).toBe(502);
    expect((await f.post({ path: 'nope', kind: '500' })).status).toBe(400);
  });

  it('drop destroys the socket on a real server: the client gets no answer', async () => {
    const f = faultyApp();
    const server = serve({ fetch: f.app.fetch, port: 0 });
    await new Promise<void>((done) => server.once('listening', () => done()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/__faults`, { method: 'POST', body: JSON.stringify({ path: '/api/orders', kind: 'drop', times: 1, when: 'after' }) });
      await expect(fetch(`${base}/api/orders`, { method: 'POST' })).rejects.toThrow();
      expect(f.calls()).toBe(1);
      expect(await (await fetch(`${base}/api/orders`, { method: 'POST' })).json()).toEqual({ data: { id: 'order-2' } });
    } finally {
      server.close();
    }
  });
});
