/**
 * Rate limits on the app's own database, with rate-limiter-flexible's SQLite store, or its
 * PostgreSQL store on a PostgreSQL pool, where every server process on the database shares the
 * counts. Counters live in the `rate_limits` table, so they survive a restart.
 *
 * Two ways to use it:
 * - `rateLimit(policy, key)`: middleware that spends a point per request for each key and answers
 *   429 once any key is spent. `app.post('/gift-cards/check', rateLimit('gift-card', addressKey), handler)`.
 * - `checkLimit` / `consumeLimit` / `resetLimit` (or the `…Request` forms that take the context):
 *   for handlers that count only failures (staff sign-in: see sign-in-throttle.ts).
 *
 * Keys are strings the caller builds; `addressKey(c)` and `tenantKey(c, kind, value)` scope them to
 * the tenant, so two tenants never share a counter. `RATE_LIMITS=off` (config.rateLimits false)
 * switches every limit off, for test suites that make many requests from one address.
 *
 * The client address is the TCP peer (`@hono/node-server`'s socket). X-Forwarded-For is believed
 * only from the load balancers listed in TRUSTED_PROXIES, and read from its right end, since anyone
 * can write the header; without that list every visitor behind a balancer would share its address.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { addressBehindProxies } from './client-address.ts';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { connectionOf } from '../database.ts';
import type { Db } from '../db.ts';
import { RATE_LIMIT_POLICIES, type RateLimitPolicy, type RateLimitPolicyName } from './rate-limits.ts';

/** The outcome for a request: go on, or wait `retryAfter` whole seconds. */
export type RateLimitVerdict = { limited: false } | { limited: true; retryAfter: number };

/** The body of a 429 answer. */
export interface RateLimitedBody {
  error: { code: 'rate_limited'; message: string; retryAfter: number };
}

/** One key or several (each is counted; any spent one limits), or undefined to count nothing. */
export type RateLimitKeys = string | readonly string[] | undefined;

/** The table the store keeps its counters in. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Where the counters are kept: the server's SQLite connection, or its PostgreSQL pool (the data
 * layer's `pool`), which every server process on that database shares, so a limit spent through
 * one process is spent for all.
 */
export type RateLimitStore = Db | pg.Pool;

const SWEEP_EVERY_MS = 10 * 60 * 1000;

type Limiter = RateLimiterSQLite | RateLimiterPostgres;

interface PolicyLimiters {
  policy: RateLimitPolicy;
  window: Limiter;
  lockouts: Limiter | undefined;
}

interface StoreLimiters {
  /** Settles once the counters' table exists (at once on SQLite). */
  ready: Promise<void>;
  policies: Map<RateLimitPolicyName, PolicyLimiters>;
  lastSweep: number;
}

const limitersByStore = new WeakMap<RateLimitStore, StoreLimiters>();

/** True for the SQLite connection (better-sqlite3 prepares statements; a pg pool does not). */
function isSqlite(store: RateLimitStore): store is Db {
  return 'prepare' in store;
}

/**
 * rate-limiter-flexible creates its table asynchronously and refuses to count until it has; the
 * same table (its own columns) is created here first: synchronously on SQLite, so the first request
 * is counted, and awaited before the first count on PostgreSQL. There the key is text (the
 * library's varchar(255) could not hold a long e-mail with its prefixes), in the C collation.
 */
function createTable(store: RateLimitStore): Promise<void> {
  if (isSqlite(store)) {
    store.exec(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (
    key TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire INTEGER
  )`);
    return Promise.resolve();
  }
  const create = `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (
    key text COLLATE "C" PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`;
  // Two processes creating it at the same moment: the loser's error means the table is there. It is
  // a unique violation (23505), "relation already exists" (42P07) or, when the race is lost on the
  // table's row type, "type already exists" (42710).
  return store.query(create).then(
    () => undefined,
    (error: { code?: string }) => {
      if (error.code !== '23505' && error.code !== '42P07' && error.code !== '42710') throw error;
    },
  );
}

function limiter(store: RateLimitStore, keyPrefix: string, points: number, duration: number): Limiter {
  const options = { tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix, points, duration };
  return isSqlite(store)
    ? new RateLimiterSQLite({ ...options, storeClient: store, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...options, storeClient: store, storeType: 'pool' });
}

function limitersOf(store: RateLimitStore): StoreLimiters {
  let limiters = limitersByStore.get(store);
  if (!limiters) {
    const ready = createTable(store);
    // A failed creation is reported by the first count that awaits it; it is never left unhandled.
    ready.catch(() => undefined);
    limiters = { ready, policies: new Map(), lastSweep: 0 };
    limitersByStore.set(store, limiters);
  }
  return limiters;
}

/** Removes expired counters now and then (the library's own timer is off: one per policy and store would pile up). */
function sweep(store: RateLimitStore, limiters: StoreLimiters): void {
  const now = Date.now();
  if (now - limiters.lastSweep < SWEEP_EVERY_MS) return;
  limiters.lastSweep = now;
  const expired = `DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire IS NOT NULL AND expire < `;
  if (isSqlite(store)) store.prepare(`${expired}?`).run(now);
  else
    void limiters.ready
      .then(() => store.query(`${expired}$1`, [now]))
      .catch((error: Error) => console.error(`Rate limits: expired counters not removed: ${error.message}`));
}

async function policyLimiters(store: RateLimitStore, name: RateLimitPolicyName): Promise<PolicyLimiters> {
  const limiters = limitersOf(store);
  sweep(store, limiters);
  await limiters.ready;
  let found = limiters.policies.get(name);
  if (!found) {
    const policy: RateLimitPolicy = RATE_LIMIT_POLICIES[name];
    const lockout = policy.lockout;
    found = {
      policy,
      window: limiter(store, name, policy.points, policy.durationSeconds),
      lockouts: lockout ? limiter(store, `${name}.lockouts`, Number.MAX_SAFE_INTEGER, lockout.memorySeconds) : undefined,
    };
    limiters.policies.set(name, found);
  }
  return found;
}

function keyList(keys: RateLimitKeys): string[] {
  if (keys === undefined) return [];
  return [...new Set(typeof keys === 'string' ? [keys] : keys)].filter((key) => key !== '');
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Combines per-key verdicts: limited when any key is, for the longest wait among them. */
function combine(verdicts: RateLimitVerdict[]): RateLimitVerdict {
  let longest = 0;
  for (const verdict of verdicts) if (verdict.limited) longest = Math.max(longest, verdict.retryAfter);
  return longest > 0 ? { limited: true, retryAfter: longest } : { limited: false };
}

/** Locks a key out after it spent its last point: longer for each lockout it had within the policy's memory. */
async function lockOut(limiters: PolicyLimiters, key: string): Promise<number> {
  const lockout = limiters.policy.lockout;
  if (!lockout || !limiters.lockouts) return 0;
  const earlier = await limiters.lockouts.penalty(key, 1);
  const duration = Math.min(lockout.maxSeconds, lockout.firstSeconds * 2 ** Math.min(earlier.consumedPoints - 1, 30));
  await limiters.window.block(key, duration);
  return duration;
}

async function consumeOne(limiters: PolicyLimiters, key: string): Promise<RateLimitVerdict> {
  try {
    const spent = await limiters.window.consume(key, 1);
    if (limiters.policy.lockout && spent.consumedPoints === limiters.policy.points) await lockOut(limiters, key);
    return { limited: false };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { limited: true, retryAfter: seconds(error.msBeforeNext) };
    throw error;
  }
}

async function checkOne(limiters: PolicyLimiters, key: string): Promise<RateLimitVerdict> {
  const state = await limiters.window.get(key);
  if (!state || state.consumedPoints < limiters.policy.points) return { limited: false };
  return { limited: true, retryAfter: seconds(state.msBeforeNext) };
}

/**
 * Spends one point of a policy on each key. Limited when a key had nothing left; with a growing
 * lockout, the point that empties a key also starts its lockout (the next attempt is refused).
 */
export async function consumeLimit(store: RateLimitStore, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<RateLimitVerdict> {
  const limiters = await policyLimiters(store, name);
  return combine(await Promise.all(keyList(keys).map((key) => consumeOne(limiters, key))));
}

/** Whether the next point of any key would be refused, without spending one (check before a password is tried). */
export async function checkLimit(store: RateLimitStore, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<RateLimitVerdict> {
  const limiters = await policyLimiters(store, name);
  return combine(await Promise.all(keyList(keys).map((key) => checkOne(limiters, key))));
}

/** Forgets the keys' counters and earlier lockouts (a successful sign-in resets its account). */
export async function resetLimit(store: RateLimitStore, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<void> {
  const limiters = await policyLimiters(store, name);
  await Promise.all(keyList(keys).flatMap((key) => [limiters.window.delete(key), limiters.lockouts?.delete(key)]));
}

/** Whether limits apply to this request: on unless the configuration says `RATE_LIMITS=off`. */
export function rateLimitsOn(c: Context<AppEnv>): boolean {
  return c.get('config')?.rateLimits !== false;
}

/** Where the request's counters are: the SQLite connection or PostgreSQL pool under the app's data layer. */
function requestStore(c: Context<AppEnv>): RateLimitStore {
  const connection = connectionOf(c.get('data'));
  return connection.sqlite ?? connection.pool;
}

/** `consumeLimit` on the request's database; never limited when limits are off. */
export function consumeRequest(c: Context<AppEnv>, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<RateLimitVerdict> {
  return rateLimitsOn(c) ? consumeLimit(requestStore(c), name, keys) : Promise.resolve({ limited: false });
}

/** `checkLimit` on the request's database; never limited when limits are off. */
export function checkRequest(c: Context<AppEnv>, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<RateLimitVerdict> {
  return rateLimitsOn(c) ? checkLimit(requestStore(c), name, keys) : Promise.resolve({ limited: false });
}

/** `resetLimit` on the request's database. */
export function resetRequest(c: Context<AppEnv>, name: RateLimitPolicyName, keys: RateLimitKeys): Promise<void> {
  return resetLimit(requestStore(c), name, keys);
}

/** The user-facing text: "Too many attempts. Try again in N minutes." (N rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The 429 answer: `Retry-After` in whole seconds and `{ error: { code: 'rate_limited', message, retryAfter } }`. */
export function tooManyAttempts(c: Context, retryAfter: number): Response {
  const wait = Math.max(1, Math.ceil(retryAfter));
  c.header('Retry-After', String(wait));
  const body: RateLimitedBody = { error: { code: 'rate_limited', message: tooManyAttemptsMessage(wait), retryAfter: wait } };
  return c.json(body, 429);
}

/**
 * Middleware: spends a point of `name` per request on each key `key(c)` returns (it may read the
 * JSON body: Hono keeps it for the handler) and answers 429 when any key is spent.
 */
export function rateLimit(
  name: RateLimitPolicyName,
  key: (c: Context<AppEnv>) => RateLimitKeys | Promise<RateLimitKeys>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!rateLimitsOn(c)) return next();
    const verdict = await consumeRequest(c, name, await key(c));
    if (verdict.limited) return tooManyAttempts(c, verdict.retryAfter);
    await next();
  };
}

function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The address a counter is kept for: IPv4 as is (also when written `::ffff:1.2.3.4`); IPv6 as its
 * /64 network, since one home or phone gets a whole /64 and could otherwise step through it.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!trimmed.includes(':')) return trimmed;
  const groups = expandIpv6(trimmed.split('%')[0] ?? '');
  if (!groups) return trimmed;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The caller's address, or 'unknown': the TCP peer from @hono/node-server, or, when that peer is a
 * trusted proxy (TRUSTED_PROXIES), the client it names in X-Forwarded-For.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const trusted = (c.get('config') as Config | undefined)?.trustedProxies ?? [];
  const address = addressBehindProxies(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), trusted);
  return address ? normaliseAddress(address) : 'unknown';
}

function tenantOf(c: Context<AppEnv>): string {
  return c.get('tenant')?.id ?? '-';
}

/** A key for the caller's address within this request's tenant. */
export function addressKey(c: Context<AppEnv>): string {
  return `${tenantOf(c)}|address|${clientAddress(c)}`;
}

/** A key for a value (an account e-mail, a gift-card code…) within this request's tenant; case and outer spaces ignored. */
export function tenantKey(c: Context<AppEnv>, kind: string, value: string): string {
  return `${tenantOf(c)}|${kind}|${value.trim().toLowerCase()}`;
}
