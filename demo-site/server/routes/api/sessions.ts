import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { FOREIGN_MESSAGE } from '../../auth/guard.ts';
import { bearer } from '../../auth/principal.ts';
import type { AppEnv } from '../../context.ts';
import { createSession, lookupSession, SESSION_COOKIE, SESSION_TTL_SECONDS } from '../../domain/sessions.ts';
import { fail } from './validation.ts';

export { SESSION_COOKIE };

// The session of each request, set by withSession() (kept beside the request rather than in the
// shared AppVariables type, so session routes stay plain Hono<AppEnv> handlers). `hash` is undefined
// until the request shows a valid token or a route records something under a new session.
const sessions = new WeakMap<Request, { hash: string | undefined }>();

function sessionOf(c: Context<AppEnv>): { hash: string | undefined } {
  const session = sessions.get(c.req.raw);
  if (!session) throw new Error(`${c.req.method} ${c.req.path} reads the session without withSession()`);
  return session;
}

/**
 * The sha256 of the shopper's session token, for a route that records something under the session
 * (an order). A request without a valid token gets a new session here, on first use: its row is
 * stored and its token set as the `site_token` cookie (readable by scripts so the client can send it
 * as a bearer; SameSite=Lax; 7 days). Only routes that run after `withSession()` may call it.
 */
export async function sessionHashOf(c: Context<AppEnv>): Promise<string> {
  const session = sessionOf(c);
  if (session.hash !== undefined) return session.hash;
  const created = await createSession(c.get('data'), c.get('tenant').id);
  setCookie(c, SESSION_COOKIE, created.token, {
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
    sameSite: 'Lax',
    httpOnly: false,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  session.hash = created.hash;
  return created.hash;
}

/** The session hash when the request came with a valid token, else undefined; never creates a session. */
export function existingSessionHashOf(c: Context<AppEnv>): string | undefined {
  return sessionOf(c).hash;
}

/**
 * Finds the request's anonymous shopper session. The token comes from `Authorization: Bearer`, else
 * the `site_token` cookie; a token of another organisation is refused with 403. Nothing is stored
 * here: reads see `existingSessionHashOf(c)` (undefined without a valid token), and a new session is
 * created only when a route asks for `sessionHashOf(c)`, so anonymous reads leave no rows behind.
 */
export function withSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const candidates = [bearer(c.req.header('authorization')), getCookie(c, SESSION_COOKIE)].filter((t): t is string => Boolean(t));
    let foreign = false;
    for (const token of candidates) {
      const found = await lookupSession(data, tenantId, token);
      if (found.state === 'valid') {
        sessions.set(c.req.raw, { hash: found.hash });
        return next();
      }
      if (found.state === 'foreign') foreign = true;
    }
    if (foreign) return fail(c, 403, 'forbidden', FOREIGN_MESSAGE);
    sessions.set(c.req.raw, { hash: undefined });
    return next();
  };
}
