import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PageRoute } from '../views/types.ts';
import { STAFF_COOKIE } from '../auth/principal.ts';
import type { AppEnv } from '../context.ts';
import { TENANT_COOKIE } from '../middleware/tenant.ts';
import { sendPage, shellContextOf, type PageSource } from '../routes/pages.ts';
import { notFoundPage } from '../views/not-found.ts';
import type { PlatformConnection, PlatformTenant } from './connection.ts';
import { platformPageData } from './page-data.ts';

type Source = AppEnv['Variables']['tenantSource'];

/** The tenant key a request names, by the platform's own rules: `orgid` header, `?org=`, the `?org=` cookie; none is the default tenant. */
function requestedTenant(c: Context<AppEnv>): { key: string | undefined; source: Source } {
  const header = c.req.header('orgid')?.trim();
  if (header) return { key: header, source: 'header' };
  const query = c.req.query('org')?.trim();
  if (query) return { key: query, source: 'query' };
  const remembered = getCookie(c, TENANT_COOKIE)?.trim();
  if (remembered) return { key: remembered, source: 'cookie' };
  return { key: undefined, source: 'default' };
}

/** The platform's tenant for a request; an unknown remembered tenant falls back to the default, as on the platform. */
async function tenantOf(platform: PlatformConnection, c: Context<AppEnv>): Promise<{ tenant: PlatformTenant; source: Source } | undefined> {
  const { key, source } = requestedTenant(c);
  const tenant = await platform.tenant(key);
  if (tenant) return { tenant, source };
  if (source !== 'cookie') return undefined;
  const fallback = await platform.tenant(undefined);
  return fallback && { tenant: fallback, source: 'default' };
}

/** The 404 page of a shell request whose site the platform does not know (no tenant, so no navigation). */
export function sendShellNotFound(c: Context<AppEnv>, what = 'This site does not exist.'): Promise<Response> {
  const ctx = shellContextOf(c, { tenant: undefined, expressRows: 0 });
  return sendPage(c, notFoundPage(what, ctx.link('/')), ctx, 404);
}

/**
 * Pages of a tenant of the platform: the tenant and its public settings from the platform, the page
 * data through the tenant's app-token client, the signed-in staff member asked of the platform with
 * the visitor's own cookie, and the page's payment sources (its CSP) from the tenant's live wallets.
 */
export function platformPageSource(platform: PlatformConnection): PageSource {
  return {
    async resolve(c: Context<AppEnv>, routes: readonly PageRoute[]) {
      const found = await tenantOf(platform, c);
      if (!found) return sendShellNotFound(c);
      const { tenant, source } = found;
      if (source === 'query') setCookie(c, TENANT_COOKIE, tenant.siteName, { path: '/', sameSite: 'Lax', httpOnly: true });
      const cookie = c.req.header('cookie');
      const [wallets, staff] = await Promise.all([
        platform.liveWallets(tenant.id).catch(() => []),
        cookie && getCookie(c, STAFF_COOKIE) ? platform.staff(tenant.id, cookie).catch(() => undefined) : undefined,
      ]);
      const mapsKey = c.get('config').googleMapsApiKey;
      c.set('pageSources', { providers: [...wallets, ...(mapsKey ? ['maps' as const] : [])], connectOrigins: [] });
      const { homeCountry, ...pageTenant } = tenant;
      const ctx = shellContextOf(c, { tenant: pageTenant, tenantSource: source, expressRows: wallets.length, staff }, routes);
      return { ctx: { ...ctx, tenant: ctx.tenant ?? pageTenant }, data: platformPageData(platform.client(tenant.id), homeCountry) };
    },
  };
}
