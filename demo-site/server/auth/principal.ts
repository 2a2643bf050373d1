import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { serverSecret, verifyAppToken } from '../domain/secrets.ts';
import { findStaffAccount, type StaffRole } from './staff-accounts.ts';
import { findSession, type SessionKind } from './sessions.ts';

/** The HttpOnly cookie of a staff session. */
export const STAFF_COOKIE = 'staff_session';
/** The HttpOnly cookie of a customer's one-time-code session. */
export const CUSTOMER_COOKIE = 'customer_session';

/**
 * Who is calling. `foreign` is a valid staff session or app token of another tenant: it may use
 * public operations and gets 403 on the rest.
 */
export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'customer'; email: string }
  | { kind: 'staff'; staffId: string; email: string; role: StaffRole }
  | { kind: 'machine' }
  | { kind: 'foreign' };

/** True for a tenant's staff and its servers (app token): they may do every staff operation. */
export function isStaffLike(principal: Principal): boolean {
  return principal.kind === 'staff' || principal.kind === 'machine';
}

/** The principal of this request (anonymous before the principal middleware ran). */
export function principalOf(c: Context<AppEnv>): Principal {
  return c.get('principal') ?? { kind: 'anonymous' };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** The tenant named inside an app token (`app.{tenant}.{exp}.{mac}`), unverified. */
function appTokenTenant(token: string): string | undefined {
  return /^app\.([A-Za-z0-9_.-]{1,100})\.\d{1,12}\.[A-Za-z0-9_-]{43}$/.exec(token)?.[1];
}

/** Sets a session cookie: HttpOnly, SameSite=Lax, Path=/, Secure when the site is served over https. */
export function setSessionCookie(c: Context<AppEnv>, name: string, value: string, maxAgeSeconds: number): void {
  setCookie(c, name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('config').siteUrl.startsWith('https:'),
    maxAge: maxAgeSeconds,
  });
}

/** Removes a session cookie. */
export function clearSessionCookie(c: Context<AppEnv>, name: string): void {
  deleteCookie(c, name, { path: '/', httpOnly: true, sameSite: 'Lax', secure: c.get('config').siteUrl.startsWith('https:') });
}

async function fromSession(
  c: Context<AppEnv>,
  kind: SessionKind,
  cookie: string,
): Promise<{ tenantId: string; subject: string } | undefined> {
  const id = getCookie(c, cookie);
  return id ? findSession(c.get('data'), kind, id) : undefined;
}

/** Works out the principal of a request for the current tenant (see `Principal`). */
export async function resolvePrincipal(c: Context<AppEnv>): Promise<Principal> {
  const tenantId = c.get('tenant').id;
  const data = c.get('data');
  const token = bearer(c.req.header('authorization'));
  if (token?.startsWith('app.')) {
    const owner = appTokenTenant(token);
    if (owner && owner !== tenantId && verifyAppToken(serverSecret(c.get('config')), owner, token)) return { kind: 'foreign' };
    if (verifyAppToken(serverSecret(c.get('config')), tenantId, token)) return { kind: 'machine' };
  }
  const staff = await fromSession(c, 'staff', STAFF_COOKIE);
  if (staff) {
    if (staff.tenantId !== tenantId) return { kind: 'foreign' };
    const account = await findStaffAccount(data, tenantId, staff.subject);
    if (account) return { kind: 'staff', staffId: account.id, email: account.email, role: account.role };
  }
  const customer = await fromSession(c, 'customer', CUSTOMER_COOKIE);
  if (customer && customer.tenantId === tenantId) return { kind: 'customer', email: customer.subject };
  return { kind: 'anonymous' };
}

/** Works out who is calling (after the tenant is known) and keeps it as `c.get('principal')` for the rest of the request. */
export async function adoptPrincipal(c: Context<AppEnv>): Promise<Principal> {
  const principal = await resolvePrincipal(c);
  c.set('principal', principal);
  return principal;
}

/** Middleware (after the tenant middleware): sets `c.get('principal')` for the routes, the guard and the page header. */
export function principalMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await adoptPrincipal(c);
    await next();
  };
}
