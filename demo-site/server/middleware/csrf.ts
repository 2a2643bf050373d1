import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { errorBody } from '../api-errors.ts';
import { SESSION_COOKIE } from '../domain/sessions.ts';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from '../auth/principal.ts';
import type { AppEnv } from '../context.ts';
import { originAllowed, tenantOrigins } from '../origins.ts';
import { resolveTenant } from './tenant.ts';

/** HttpOnly sign-in cookies: a state change carrying one must show that it comes from an allowed page. */
export const SIGN_IN_COOKIES = [STAFF_COOKIE, CUSTOMER_COOKIE];

/** Every cookie that makes a request act as someone, including the shopper's anonymous session. */
export const CREDENTIAL_COOKIES = [...SIGN_IN_COOKIES, SESSION_COOKIE];

/** The one message of a refused cross-site request. */
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a request says it comes from: a page we allow, another page, or nothing a browser adds. */
export type Provenance = 'allowed' | 'refused' | 'unknown';

/**
 * Reads the browser's own headers: `Origin` first; without it `Sec-Fetch-Site` (`same-origin`, or
 * `none` for a user's own action); without both, the origin of `Referer`. None of them: `unknown`
 * (a client that is not a browser).
 */
export function requestProvenance(
  headers: { origin?: string; secFetchSite?: string; referer?: string },
  isAllowed: (origin: string) => boolean,
): Provenance {
  if (headers.origin !== undefined) return isAllowed(headers.origin) ? 'allowed' : 'refused';
  if (headers.secFetchSite !== undefined)
    return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none' ? 'allowed' : 'refused';
  if (headers.referer !== undefined) {
    try {
      return isAllowed(new URL(headers.referer).origin) ? 'allowed' : 'refused';
    } catch {
      return 'refused';
    }
  }
  return 'unknown';
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function checked(path: string): boolean {
  if (path === '/api/webhooks' || path.startsWith('/api/webhooks/')) return false; // providers sign their events
  return isApi(path) || path === '/staff' || path.startsWith('/staff/');
}

function refuse(c: Context<AppEnv>): Response {
  if (isApi(c.req.path)) return c.json(errorBody('forbidden', CROSS_SITE_REFUSED), 403);
  return c.text(`${CROSS_SITE_REFUSED} Open the page on this site and send the form again.`, 403);
}

/**
 * The CSRF check of state changes (POST, PUT, PATCH, DELETE) on `/api/*` (webhooks exempt) and the
 * `/staff/*` forms. A request carrying a session cookie must not come from a page other than the
 * site itself or an origin its tenant allows (see origins.ts). With a staff or customer sign-in
 * cookie it must also show where it comes from (`Origin`, `Sec-Fetch-Site` or `Referer`, which every
 * browser adds to a cross-site post); the shopper's anonymous `site_token`, which the elements send
 * as a bearer token anyway, is not refused for showing nothing (scripts and test tools). A staff form
 * posted from another site is refused even without a cookie (no signing a visitor into someone
 * else's account). Calls with `Authorization: Bearer` and no cookie (a tenant's server) pass.
 * Refusals: 403 `forbidden`.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || !checked(c.req.path)) return next();
    const has = (name: string) => getCookie(c, name) !== undefined;
    const withCookie = CREDENTIAL_COOKIES.some(has);
    const signedIn = SIGN_IN_COOKIES.some(has);
    const staffForm = !isApi(c.req.path);
    if (!withCookie && !staffForm) return next();
    const { siteUrl, corsOrigins } = c.get('config');
    const { tenant } = await resolveTenant(c);
    const allowed = tenant ? tenantOrigins(tenant, corsOrigins) : [];
    const provenance = requestProvenance(
      { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site')?.toLowerCase(), referer: c.req.header('referer') },
      (origin) => originAllowed(origin, c.req.url, siteUrl, allowed),
    );
    if (provenance === 'refused' || (provenance === 'unknown' && signedIn)) return refuse(c);
    return next();
  };
}
