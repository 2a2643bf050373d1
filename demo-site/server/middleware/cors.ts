import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { normalizeOrigin, originAllowed, tenantOrigins } from '../origins.ts';
import { allTenantOrigins } from '../tenants.ts';
import { resolveTenant } from './tenant.ts';

/** Request headers the elements' API client sends (shared/api/client.ts), all allowed cross-origin. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'idempotency-key', 'orgid', 'authorization', 'domainasorg', 'shared-org-id'];

/** Methods the API answers. */
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Response headers a page on another origin may read: the wait of a 429. */
const EXPOSED_HEADERS = ['Retry-After'];

/** How long a browser may keep a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/** The origins the request's tenant allows besides the site itself (none when the tenant is unknown). */
async function requestTenantOrigins(c: Context<AppEnv>): Promise<string[]> {
  const { tenant } = await resolveTenant(c);
  return tenant ? tenantOrigins(tenant, c.get('config').corsOrigins) : [];
}

/**
 * A preflight carries no `orgid` value and no cookie, so it cannot name its tenant: it passes for an
 * origin some tenant lists (or any, with `CORS_ORIGINS`). The real request is then checked against
 * its own tenant's list before its answer is readable.
 */
async function preflightOrigins(c: Context<AppEnv>): Promise<string[]> {
  const { corsOrigins } = c.get('config');
  return [...(await allTenantOrigins(c.get('data'))), ...corsOrigins.everyTenant, ...Object.values(corsOrigins.byTenant).flat()];
}

function addVary(headers: Headers, value: string): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', value);
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === value.toLowerCase())) headers.set('Vary', `${vary}, ${value}`);
}

/**
 * CORS for `/api/*`: a browser page on an origin the tenant lists (its `allowed_origins` setting or
 * `CORS_ORIGINS`), or the site itself, may call the API with credentials. Such a request is answered
 * with its exact origin in `Access-Control-Allow-Origin` and `Access-Control-Allow-Credentials:
 * true`; any other origin gets no CORS header at all. Never `*`. Preflights are answered here (204).
 */
export function corsMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.header('origin');
    const origin = raw ? normalizeOrigin(raw) : undefined;
    const { siteUrl } = c.get('config');
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;

    if (isPreflight) {
      const allowed = origin !== undefined && originAllowed(origin, c.req.url, siteUrl, await preflightOrigins(c));
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers', 'Cache-Control': 'no-store' });
      if (allowed && origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
        headers.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
      }
      return c.body(null, 204, Object.fromEntries(headers));
    }

    await next();
    addVary(c.res.headers, 'Origin');
    if (origin && originAllowed(origin, c.req.url, siteUrl, await requestTenantOrigins(c))) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    }
  };
}
