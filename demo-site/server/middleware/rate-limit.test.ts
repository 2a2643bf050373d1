import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { dataOverSqlite } from '../database.ts';
import type { Db } from '../db.ts';
import type { Tenant } from '../tenants.ts';
import {
  addressKey,
  checkLimit,
  clientAddress,
  consumeLimit,
  normaliseAddress,
  rateLimit,
  resetLimit,
  tenantKey,
  tooManyAttemptsMessage,
} from './rate-limit.ts';
import { RATE_LIMIT_POLICIES } from './rate-limits.ts';

let db: Db;

beforeEach(() => {
  db = new Database(':memory:');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  db.close();
});

/** A tiny app: the tenant from the `orgid` header, a limited lookup keyed by address, and a sign-in keyed by account and address. */
function makeApp(config: Partial<Config> = {}) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('data', dataOverSqlite(db));
    c.set('config', { rateLimits: true, ...config } as Config);
    c.set('tenant', { id: c.req.header('orgid') ?? 'org_a' } as Tenant);
    await next();
  });
  app.get('/lookup', rateLimit('confirmation-lookup', addressKey), (c) => c.json({ ok: true }));
  app.post(
    '/newsletter',
    rateLimit('newsletter', async (c) => {
      const body = await c.req.json<{ email: string }>();
      return [addressKey(c), tenantKey(c, 'email', body.email)];
    }),
    async (c) => c.json({ email: (await c.req.json<{ email: string }>()).email }),
  );
  return app;
}

/** A request from a given TCP peer, the way @hono/node-server hands it to Hono. */
function from(address: string, headers: Record<string, string> = {}) {
  return [{ headers }, { incoming: { socket: { remoteAddress: address } } }] as const;
}

async function get(app: Hono<AppEnv>, address: string, headers: Record<string, string> = {}) {
  const [init, env] = from(address, headers);
  return app.request('/lookup', init, env);
}

describe('rateLimit middleware', () => {
  it('answers the 11th confirmation lookup from one address with 429, Retry-After and the JSON error', async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) expect((await get(app, '203.0.113.7')).status).toBe(200);
    const limited = await get(app, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Try again in 15 minutes.', retryAfter: 900 },
    });
  });

  it('counts the wait down and lets the address in again once the window is over', async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) await get(app, '203.0.113.7');
    vi.setSystemTime(new Date('2025-03-01T10:14:00Z'));
    const almost = await get(app, '203.0.113.7');
    expect(almost.headers.get('retry-after')).toBe('60');
    expect(((await almost.json()) as { error: { message: string } }).error.message).toBe('Too many attempts. Try again in 1 minute.');
    vi.setSystemTime(new Date('2025-03-01T10:15:01Z'));
    expect((await get(app, '203.0.113.7')).status).toBe(200);
  });

  it('keeps separate counters per address and per tenant', async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) await get(app, '203.0.113.7');
    expect((await get(app, '203.0.113.7')).status).toBe(429);
    expect((await get(app, '203.0.113.8')).status).toBe(200);
    expect((await get(app, '203.0.113.7', { orgid: 'org_b' })).status).toBe(200);
  });

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per request', async () => {
    const app = makeApp();
    for (let i = 0; i < 10; i++) await get(app, '203.0.113.7', { 'x-forwarded-for': `198.51.100.${i}` });
    expect((await get(app, '203.0.113.7', { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it('counts the client a trusted load balancer names, and a client cannot choose its own address through it', async () => {
    const app = makeApp({ trustedProxies: [{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }] });
    for (let i = 0; i < 10; i++) await get(app, '10.0.0.5', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` });
    expect((await get(app, '10.0.0.6', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await get(app, '10.0.0.5', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    // A peer that is not a listed balancer is counted itself, whatever header it sends.
    for (let i = 0; i < 10; i++) await get(app, '192.0.2.1', { 'x-forwarded-for': `198.51.100.${i}` });
    expect((await get(app, '192.0.2.1', { 'x-forwarded-for': '198.51.100.77' })).status).toBe(429);
  });

  it('limits per account and per address at once, and leaves the body for the handler', async () => {
    const app = makeApp();
    const post = (address: string, email: string) => {
      const [, env] = from(address);
      return app.request('/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }, env);
    };
    const first = await post('203.0.113.7', 'ana@example.com');
    expect(await first.json()).toEqual({ email: 'ana@example.com' });
    // The same address with ten different e-mails: spent by address.
    for (let i = 1; i < 10; i++) expect((await post('203.0.113.7', `guest${i}@example.com`)).status).toBe(200);
    expect((await post('203.0.113.7', 'new@example.com')).status).toBe(429);
    // The same e-mail from ten addresses: spent by e-mail, whatever the case.
    for (let i = 1; i < 10; i++) expect((await post(`198.51.100.${i}`, 'bo@example.com')).status).toBe(200);
    expect((await post('198.51.100.50', 'bo@example.com')).status).toBe(200);
    expect((await post('198.51.100.51', 'BO@example.com')).status).toBe(429);
  });

  it('lets every request through when RATE_LIMITS=off', async () => {
    const app = makeApp({ rateLimits: false });
    for (let i = 0; i < 15; i++) expect((await get(app, '203.0.113.7')).status).toBe(200);
  });

  it('keeps counting across a restart: counters live in the database', async () => {
    for (let i = 0; i < 10; i++) await get(makeApp(), '203.0.113.7');
    expect(db.prepare('SELECT COUNT(*) FROM rate_limits').pluck().get()).toBe(1);
    expect((await get(makeApp(), '203.0.113.7')).status).toBe(429);
  });
});

describe('failure counting with a growing lockout (staff sign-in)', () => {
  const account = 'org_a|account|owner@northwind.example';
  const { points } = RATE_LIMIT_POLICIES['staff-sign-in'];

  async function failUntilLocked(): Promise<void> {
    for (let i = 0; i < points; i++) {
      expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: false });
      expect(await consumeLimit(db, 'staff-sign-in', account)).toEqual({ limited: false });
    }
  }

  it('locks the account after 5 failures: checking first refuses even the right password', async () => {
    await failUntilLocked();
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 15 * 60 });
  });

  it('doubles the lockout each time it comes back within a day', async () => {
    await failUntilLocked();
    vi.setSystemTime(new Date('2025-03-01T10:16:00Z'));
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: false });
    await failUntilLocked();
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 30 * 60 });
    vi.setSystemTime(new Date('2025-03-01T10:47:00Z'));
    await failUntilLocked();
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 60 * 60 });
  });

  it('a failure during the lockout does not extend it', async () => {
    await failUntilLocked();
    vi.setSystemTime(new Date('2025-03-01T10:05:00Z'));
    expect(await consumeLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 10 * 60 });
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 10 * 60 });
  });

  it('a successful sign-in resets the account: its failures and its lockout history', async () => {
    for (let i = 0; i < points - 1; i++) await consumeLimit(db, 'staff-sign-in', account);
    await resetLimit(db, 'staff-sign-in', account);
    for (let i = 0; i < points - 1; i++) await consumeLimit(db, 'staff-sign-in', account);
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: false });
    await consumeLimit(db, 'staff-sign-in', account);
    await resetLimit(db, 'staff-sign-in', account);
    await failUntilLocked();
    expect(await checkLimit(db, 'staff-sign-in', account)).toEqual({ limited: true, retryAfter: 15 * 60 });
  });

  it('does not let one account or tenant lock another', async () => {
    await failUntilLocked();
    expect(await checkLimit(db, 'staff-sign-in', 'org_a|account|owner@harbor.example')).toEqual({ limited: false });
    expect(await checkLimit(db, 'staff-sign-in', 'org_b|account|owner@northwind.example')).toEqual({ limited: false });
  });

  it('locks an address that tries many accounts, while no single account is locked', async () => {
    const address = 'org_a|address|203.0.113.7';
    const accounts = Array.from({ length: 5 }, (_, i) => `org_a|account|user${i}@example.com`);
    for (const user of accounts) {
      for (let j = 0; j < points - 1; j++) {
        await consumeLimit(db, 'staff-sign-in', user);
        await consumeLimit(db, 'staff-sign-in-address', address);
      }
    }
    expect(await checkLimit(db, 'staff-sign-in-address', address)).toEqual({ limited: true, retryAfter: 60 * 60 });
    for (const user of accounts) expect(await checkLimit(db, 'staff-sign-in', user)).toEqual({ limited: false });
  });
});

describe('policies', () => {
  it('refuse every guessable lookup well before 40 guesses', () => {
    for (const name of ['staff-sign-in', 'staff-sign-in-address', 'one-time-code', 'confirmation-lookup', 'order-lookup', 'gift-card'] as const) {
      expect(RATE_LIMIT_POLICIES[name].points, name).toBeLessThanOrEqual(20);
    }
  });
});

describe('addresses and messages', () => {
  it('reads the TCP peer and counts an IPv6 client by its /64', () => {
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:db8:0:12:a:b:c:d')).toBe('2001:db8:0:12::/64');
    expect(normaliseAddress('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('names no address when the request came without a socket', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c)));
    expect(await (await app.request('/')).text()).toBe('unknown');
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
