/**
 * Test-only fault injection for the end-to-end suite. Off unless `FAULT_INJECTION=1` (and
 * DEMO_MODE: app.ts mounts it only in demo mode).
 *
 * Rules are added with `POST /__faults` (one rule, or `{ rules: [...] }`), listed with
 * `GET /__faults` and cleared with `DELETE /__faults`. A rule posted with the `site-faults` cookie
 * belongs to that cookie's value (its scope) and only hits requests carrying the same cookie: every
 * e2e test sets its own random value in its browser context, so tests sharing one server never see
 * each other's faults. A rule posted without the cookie hits every request of the server.
 *
 * A rule: `{ method?, path, kind, ms?, times?, skip?, when? }`.
 * - `path`: a path prefix (`/api/storefront/order`), or a regular expression when it starts with `^`.
 * - `kind`: `delay` (waits `ms`, default 1000, then answers normally); `500` (the API's JSON 500);
 *   `timeout` (holds the answer `ms`, default 20 s, longer than the client's 15 s, then 504);
 *   `drop` (destroys the socket, no answer at all); `malformed-json` (200 with a truncated JSON body).
 * - `times`: how many matching requests it hits before it is spent (default: every one), so a retry
 *   can succeed; `skip`: how many matching requests pass untouched first.
 * - `when`: `before` (default: the request never reaches the route) or `after` (the route runs, its
 *   effects are kept, and the answer is lost: the "order created but the response never came" case).
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';

/** The faults a rule can inject. */
export const FAULT_KINDS = ['delay', '500', 'timeout', 'drop', 'malformed-json'] as const;
/** One of {@link FAULT_KINDS}. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault rule as posted to `/__faults`. */
export interface FaultRule {
  method?: string;
  path: string;
  kind: FaultKind;
  ms?: number;
  times?: number;
  skip?: number;
  when?: 'before' | 'after';
}

/** The cookie whose value scopes rules to one browser context. */
export const FAULT_COOKIE = 'site-faults';
/** The test-only endpoint that manages the rules. */
export const FAULT_ENDPOINT = '/__faults';

const DEFAULT_DELAY_MS = 1000;
const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_MS = 120_000;

/** Whether fault injection is switched on: exactly `FAULT_INJECTION=1`. */
export function faultsEnabled(env: Record<string, string | undefined>): boolean {
  return env.FAULT_INJECTION === '1';
}

function isWholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** Checks a posted rule; returns it normalised, or the reason it is refused. */
export function parseFaultRule(input: unknown): { ok: true; rule: FaultRule } | { ok: false; error: string } {
  if (!input || typeof input !== 'object') return { ok: false, error: 'a rule must be an object' };
  const raw = input as Record<string, unknown>;
  if (typeof raw.path !== 'string' || !raw.path.startsWith('/') && !raw.path.startsWith('^')) {
    return { ok: false, error: 'path must start with "/" (a prefix) or "^" (a regular expression)' };
  }
  if (raw.path.startsWith('^')) {
    try {
      new RegExp(raw.path);
    } catch {
      return { ok: false, error: `path is not a valid regular expression: ${raw.path}` };
    }
  }
  if (!FAULT_KINDS.includes(raw.kind as FaultKind)) return { ok: false, error: `kind must be one of ${FAULT_KINDS.join(', ')}` };
  if (raw.method !== undefined && typeof raw.method !== 'string') return { ok: false, error: 'method must be a string' };
  if (raw.ms !== undefined && !isWholeNumber(raw.ms, MAX_MS)) return { ok: false, error: `ms must be a whole number from 0 to ${MAX_MS}` };
  if (raw.times !== undefined && (!isWholeNumber(raw.times) || raw.times === 0)) return { ok: false, error: 'times must be a whole number above 0' };
  if (raw.skip !== undefined && !isWholeNumber(raw.skip)) return { ok: false, error: 'skip must be a whole number' };
  if (raw.when !== undefined && raw.when !== 'before' && raw.when !== 'after') return { ok: false, error: 'when must be "before" or "after"' };
  const rule: FaultRule = { path: raw.path, kind: raw.kind as FaultKind };
  if (raw.method !== undefined) rule.method = raw.method.toUpperCase();
  if (raw.ms !== undefined) rule.ms = raw.ms;
  if (raw.times !== undefined) rule.times = raw.times;
  if (raw.skip !== undefined) rule.skip = raw.skip;
  if (raw.when !== undefined) rule.when = raw.when;
  return { ok: true, rule };
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method.toUpperCase()) return false;
  return rule.path.startsWith('^') ? new RegExp(rule.path).test(path) : path.startsWith(rule.path);
}

/**
 * The rules of one server, by scope (`''` is server-wide). `take` finds the first rule hitting a
 * request and counts the hit, so `skip` and `times` are honoured across requests.
 */
export class FaultRules {
  private readonly scopes = new Map<string, FaultRule[]>();

  /** Adds rules to a scope. */
  add(scope: string, rules: FaultRule[]): void {
    this.scopes.set(scope, [...(this.scopes.get(scope) ?? []), ...rules.map((rule) => ({ ...rule }))]);
  }

  /** Removes a scope's rules (the server-wide ones with `''`). */
  clear(scope: string): void {
    this.scopes.delete(scope);
  }

  /** The rules still active in a scope (`times` and `skip` show what is left). */
  list(scope: string): FaultRule[] {
    return (this.scopes.get(scope) ?? []).map((rule) => ({ ...rule }));
  }

  /** The rule that hits this request, if any: the scope's own rules first, then the server-wide ones. */
  take(scope: string, method: string, path: string): FaultRule | undefined {
    for (const key of scope ? [scope, ''] : ['']) {
      const rules = this.scopes.get(key);
      if (!rules) continue;
      for (const [index, rule] of rules.entries()) {
        if (!matches(rule, method, path)) continue;
        if (rule.skip) {
          rule.skip--;
          continue;
        }
        if (rule.times !== undefined) {
          rule.times--;
          if (rule.times === 0) rules.splice(index, 1);
        }
        return { ...rule };
      }
    }
    return undefined;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function serverError(c: Context<AppEnv>): Response {
  if (isApi(c.req.path)) return c.json({ error: { code: 'internal_error', message: 'Something went wrong on the server.' } }, 500);
  return c.text('Something went wrong.', 500);
}

/** Destroys the connection of the request (Node server), so the client gets no answer at all. */
function dropConnection(c: Context<AppEnv>): Response {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  incoming?.socket.destroy();
  // Without a socket (app.request in unit tests) the nearest thing: an empty 502 the client cannot use.
  return new Response(null, { status: 502, headers: { 'X-Fault': 'drop' } });
}

async function truncatedJson(c: Context<AppEnv>, response: Response | undefined): Promise<Response> {
  const text = response ? await response.text() : '{"data":{"id":"';
  const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  return c.body(cut, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
}

async function inject(c: Context<AppEnv>, rule: FaultRule, next: () => Promise<void>): Promise<Response | undefined> {
  c.header('X-Fault', rule.kind);
  if (rule.kind === 'delay') {
    await sleep(rule.ms ?? DEFAULT_DELAY_MS);
    await next();
    return undefined;
  }
  const after = rule.when === 'after';
  if (after) await next();
  switch (rule.kind) {
    case '500':
      return serverError(c);
    case 'drop':
      return dropConnection(c);
    case 'malformed-json':
      return truncatedJson(c, after ? c.res : undefined);
    case 'timeout':
      await sleep(rule.ms ?? DEFAULT_TIMEOUT_MS);
      return after ? c.res : c.json({ error: { code: 'timeout', message: 'The server took too long.' } }, 504);
  }
}

/** The middleware that applies the rules to every request except `/__faults` itself. */
export function faultMiddleware(rules: FaultRules): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path === FAULT_ENDPOINT) return next();
    const rule = rules.take(getCookie(c, FAULT_COOKIE) ?? '', c.req.method, c.req.path);
    if (!rule) return next();
    const response = await inject(c, rule, next);
    if (response) c.res = response;
  };
}

/**
 * Mounts `/__faults` and the fault middleware on the app when `FAULT_INJECTION=1`, and says so on
 * the console. Returns whether it did. Never on in a normal start.
 */
export function mountFaultInjection(app: Hono<AppEnv>, env: Record<string, string | undefined> = process.env): boolean {
  if (!faultsEnabled(env)) return false;
  const rules = new FaultRules();
  const scopeOf = (c: Context<AppEnv>): string => getCookie(c, FAULT_COOKIE) ?? '';
  app.post(FAULT_ENDPOINT, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const inputs = body && typeof body === 'object' && Array.isArray((body as { rules?: unknown }).rules) ? (body as { rules: unknown[] }).rules : [body];
    const parsed: FaultRule[] = [];
    for (const input of inputs) {
      const result = parseFaultRule(input);
      if (!result.ok) return c.json({ error: { code: 'invalid_fault', message: result.error } }, 400);
      parsed.push(result.rule);
    }
    rules.add(scopeOf(c), parsed);
    return c.json({ scope: scopeOf(c) || null, rules: rules.list(scopeOf(c)) });
  });
  app.get(FAULT_ENDPOINT, (c) => c.json({ scope: scopeOf(c) || null, rules: rules.list(scopeOf(c)) }));
  app.delete(FAULT_ENDPOINT, (c) => {
    rules.clear(scopeOf(c));
    return c.json({ scope: scopeOf(c) || null, rules: [] });
  });
  app.use('*', faultMiddleware(rules));
  console.log('Fault injection is on (FAULT_INJECTION=1): test use only, POST /__faults to add a fault.');
  return true;
}
