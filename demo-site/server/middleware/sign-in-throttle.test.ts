import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { dataOverSqlite } from '../database.ts';
import type { Db } from '../db.ts';
import type { Tenant } from '../tenants.ts';
import { tooManyAttempts } from './rate-limit.ts';
import { signInFailed, signInLocked, signInSucceeded } from './sign-in-throttle.ts';

const PASSWORD = 'correct horse battery staple';
let db: Db;

beforeEach(() => {
  db = new Database(':memory:');
});

afterEach(() => db.close());

/** A sign-in handler wired the way the module's comment says. */
function signInApp() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('data', dataOverSqlite(db));
    c.set('config', { rateLimits: true } as Config);
    c.set('tenant', { id: 'org_northwind' } as Tenant);
    await next();
  });
  app.post('/sign-in', async (c) => {
    const { email, password } = await c.req.json<{ email: string; password: string }>();
    const locked = await signInLocked(c, email);
    if (locked.limited) return tooManyAttempts(c, locked.retryAfter);
    if (password !== PASSWORD) {
      await signInFailed(c, email);
      return c.json({ error: { code: 'unauthorized', message: 'Wrong e-mail address or password' } }, 401);
    }
    await signInSucceeded(c, email);
    return c.json({ ok: true });
  });
  return (email: string, password: string, address = '203.0.113.7') =>
    app.request(
      '/sign-in',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) },
      { incoming: { socket: { remoteAddress: address } } },
    );
}

describe('staff sign-in throttle', () => {
  it('refuses even the right password once an account had 5 wrong ones', async () => {
    const signIn = signInApp();
    for (let i = 0; i < 5; i++) expect((await signIn('owner@northwind.example', `guess ${i}`)).status).toBe(401);
    const locked = await signIn('owner@northwind.example', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
  });

  it('locks the account for guesses from many addresses too', async () => {
    const signIn = signInApp();
    for (let i = 0; i < 5; i++) await signIn('owner@northwind.example', 'wrong', `198.51.100.${i}`);
    expect((await signIn('owner@northwind.example', PASSWORD, '198.51.100.200')).status).toBe(429);
  });

  it('a right password clears the earlier failures of the account', async () => {
    const signIn = signInApp();
    for (let i = 0; i < 4; i++) await signIn('owner@northwind.example', 'wrong');
    expect((await signIn('owner@northwind.example', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('owner@northwind.example', 'wrong')).status).toBe(401);
    expect((await signIn('owner@northwind.example', PASSWORD)).status).toBe(200);
  });

  it('stops an address spraying many accounts, whose own accounts stay usable from elsewhere', async () => {
    const signIn = signInApp();
    for (let i = 0; i < 20; i++) await signIn(`user${i % 10}@northwind.example`, 'wrong');
    expect((await signIn('user0@northwind.example', 'wrong')).status).toBe(429);
    expect((await signIn('user0@northwind.example', PASSWORD, '198.51.100.9')).status).toBe(200);
  });
});
