import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import type { AppEnv, AppVariables } from '../context.ts';
import type { Data } from '../database.ts';
import { findTenant, findTenantByHost, firstTenantId, type Tenant } from '../tenants.ts';

/** The id of the organisation used when a request names none: ORGANISATION_ID, else SITE_NAME's, else the first seeded. */
export async function defaultTenantKey(config: Config, data: Data): Promise<string | undefined> {
  return config.organisationId ?? config.siteName ?? (await firstTenantId(data));
}

/** The host name of a request URL, lower case, without port. */
export function requestHost(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

/** The cookie that keeps a tenant chosen with `?org=` for the visitor's next pages. */
export const TENANT_COOKIE = 'site_org';

/** The outcome of tenant resolution: the tenant (or undefined when unknown) and how it was chosen. */
export interface TenantChoice {
  tenant: Tenant | undefined;
  source: AppVariables['tenantSource'];
}

/**
 * Picks the tenant of a request. With DOMAIN_AS_ORGANISATION the Host alone decides; otherwise the
 * `orgid` header, then the `org` query param, then the tenant an earlier `?org=` chose (its cookie),
 * then the default organisation.
 */
export async function resolveTenant(c: Context<AppEnv>): Promise<TenantChoice> {
  const config = c.get('config');
  const data = c.get('data');
  if (config.domainAsOrganisation) return { tenant: await findTenantByHost(data, requestHost(c.req.url)), source: 'host' };
  const header = c.req.header('orgid')?.trim();
  if (header) return { tenant: await findTenant(data, header), source: 'header' };
  const query = c.req.query('org')?.trim();
  if (query) return { tenant: await findTenant(data, query), source: 'query' };
  const remembered = getCookie(c, TENANT_COOKIE)?.trim();
  const rememberedTenant = remembered ? await findTenant(data, remembered) : undefined;
  if (rememberedTenant) return { tenant: rememberedTenant, source: 'cookie' };
  const key = await defaultTenantKey(config, data);
  return { tenant: key === undefined ? undefined : await findTenant(data, key), source: 'default' };
}

/**
 * Sets `c.get('tenant')` for the routes after it. An unknown tenant ends the request with
 * `onUnknown` (a 404 JSON body for the API, a 404 page for pages). A tenant chosen with `?org=` is
 * remembered in a cookie, so links that do not carry the parameter stay on that site.
 */
export function tenantMiddleware(onUnknown: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await adoptTenant(c))) return onUnknown(c);
    await next();
  };
}

/**
 * Resolves the request's tenant and, when it exists, sets `c.get('tenant')` and its source, and
 * remembers a `?org=` choice in a cookie. Answers the tenant, or undefined when it is unknown.
 */
export async function adoptTenant(c: Context<AppEnv>): Promise<Tenant | undefined> {
  const { tenant, source } = await resolveTenant(c);
  if (!tenant) return undefined;
  c.set('tenant', tenant);
  c.set('tenantSource', source);
  if (source === 'query') setCookie(c, TENANT_COOKIE, tenant.siteName, { path: '/', sameSite: 'Lax', httpOnly: true });
  return tenant;
}
