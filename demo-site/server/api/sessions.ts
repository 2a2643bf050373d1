import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { createSession, lookupSession, SESSION_TTL_SECONDS } from '../domain/sessions.ts';
import { fail } from './validation.ts';

/** The cookie holding the shopper's session token (read by the elements and sent back as a bearer). */
export const SESSION_COOKIE = 'site_token';

// The session of each request, set by withSession() (kept beside the request rather than in the
// shared AppVariables type, so session routes stay plain Hono<AppEnv> handlers).
const sessions = new WeakMap<Request, string>();

/**
 * The sha256 of the shopper's session token (what orders are recorded under). Only routes that run
 * after `withSession()` have one; calling it elsewhere is a programming error.
 */
export function sessionHashOf(c: Context<AppEnv>): string {
  const hash = sessions.get(c.req.raw);
  if (hash === undefined) throw new Error(`${c.req.method} ${c.req.path} reads the session without withSession()`);
  return hash;
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Gives the request an anonymous shopper session. The token comes from `Authorization: Bearer`, else
 * the `site_token` cookie. A token of another organisation is refused with 403. Without a valid
 * token a new session is recorded for the tenant and its token set as the `site_token` cookie
 * (readable by scripts so the client can send it as a bearer; SameSite=Lax; 7 days).
 */
export function withSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.get('db');
    const tenantId = c.get('tenant').id;
    const candidates = [bearer(c.req.header('authorization')), getCookie(c, SESSION_COOKIE)].filter((t): t is string => Boolean(t));
    let foreign = false;
    for (const token of candidates) {
      const found = lookupSession(db, tenantId, token);
      if (found.state === 'valid') {
        sessions.set(c.req.raw, found.hash);
        return next();
      }
      if (found.state === 'foreign') foreign = true;
    }
    if (foreign) return fail(c, 403, 'forbidden', 'This session belongs to another organisation.');
    const session = createSession(db, tenantId);
    setCookie(c, SESSION_COOKIE, session.token, {
      path: '/',
      maxAge: SESSION_TTL_SECONDS,
      sameSite: 'Lax',
      httpOnly: false,
      secure: new URL(c.req.url).protocol === 'https:',
    });
    sessions.set(c.req.raw, session.hash);
    return next();
  };
}
