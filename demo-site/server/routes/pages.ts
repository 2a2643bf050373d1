import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { getCookie } from 'hono/cookie';
import { AUDIO_SHELL_COOKIE } from '../../../shared/audio/shell-cookie.ts';
import { mountBookingTestClock } from '../views/book-test-clock.ts';
import { navItems, pageRoutes } from '../views/index.ts';
import { renderLayout, type ShellContext } from '../views/layout.ts';
import { errorPage, notFoundPage } from '../views/not-found.ts';
import { storePageRoutes } from '../views/store-routes.ts';
import type { PageData } from '../views/page-data.ts';
import type { Page, PageRoute, PageTenant } from '../views/types.ts';
import { adoptPrincipal, principalOf } from '../auth/principal.ts';
import type { AppEnv } from '../context.ts';
import { localPageData } from './local-page-data.ts';
import { languageMiddleware, pageLocale } from '../middleware/language.ts';
import { pageProviders } from '../payments/page-providers.ts';
import { adoptTenant, resolveTenant } from '../middleware/tenant.ts';
import type { Tenant } from '../tenants.ts';
import { validate } from './api/validation.ts';

function publicTenant(tenant: Tenant): PageTenant {
  const { id, name, siteName, currency, locale, timeZone } = tenant;
  return { id, name, siteName, currency, locale, timeZone };
}

/** The signed-in staff member of this request's tenant (as the principal middleware or `adoptPrincipal` found), for the header line. */
function staffOf(c: Context<AppEnv>): { email: string; role: string } | undefined {
  if (!c.get('tenant')) return undefined;
  const principal = principalOf(c);
  return principal.kind === 'staff' ? { email: principal.email, role: principal.role } : undefined;
}

/** What the shell shows about a request besides its path: the tenant, express checkout and the signed-in staff member. */
export interface ShellFacts {
  tenant: PageTenant | undefined;
  /** How the tenant was chosen; a `?org=` choice is kept on the site's links. */
  tenantSource?: AppEnv['Variables']['tenantSource'];
  /** How many of Stripe and PayPal the tenant takes with real keys (the rows of express buttons; 0: none, the demo's simulators stay in the checkout). */
  expressRows: number;
  staff?: { email: string; role: string };
}

/** Builds the shell context of a request from its facts; the tenant is optional (error pages may have none). */
export function shellContextOf(c: Context<AppEnv>, facts: ShellFacts, routes: readonly PageRoute[] = pageRoutes): ShellContext {
  const config = c.get('config');
  const { tenant } = facts;
  const keepOrg = tenant && facts.tenantSource === 'query' ? tenant.siteName : undefined;
  return {
    tenant: tenant ? { ...tenant, locale: pageLocale(c, tenant.locale) } : undefined,
    nonce: c.get('nonce'),
    site: {
      url: config.siteUrl,
      defaultTitle: config.defaultTitle,
      defaultDescription: config.defaultDescription,
      defaultLocale: pageLocale(c, config.defaultLocale),
      demoMode: config.demoMode,
      ...(config.googleMapsApiKey ? { mapsKey: config.googleMapsApiKey } : {}),
      ...(tenant && facts.expressRows > 0 ? { expressRows: facts.expressRows } : {}),
    },
    path: c.req.path,
    url: c.req.path + new URL(c.req.url).search,
    nav: tenant ? navItems(routes) : [],
    audioInProgress: getCookie(c, AUDIO_SHELL_COOKIE) === '1',
    link: (path) => (keepOrg ? `${path}?org=${encodeURIComponent(keepOrg)}` : path),
    staff: facts.staff,
  };
}

/** Builds the shell context of a request from this server's own database; the tenant is optional (error pages may have none). */
export async function shellContext(c: Context<AppEnv>, tenant: Tenant | undefined, routes: readonly PageRoute[] = pageRoutes): Promise<ShellContext> {
  const wallets = tenant ? (await pageProviders(c.get('config'), c.get('data'), tenant.id)).filter((p) => p === 'stripe' || p === 'paypal') : [];
  return shellContextOf(
    c,
    { tenant: tenant && publicTenant(tenant), tenantSource: c.get('tenantSource'), expressRows: wallets.length, staff: staffOf(c) },
    routes,
  );
}

/** The site's link to a local path for this request (keeping an `?org=` choice), without reading the database. */
export function shellLink(c: Context<AppEnv>, tenant: Tenant | undefined, path: string): string {
  return shellContextOf(c, { tenant: tenant && publicTenant(tenant), tenantSource: c.get('tenantSource'), expressRows: 0 }).link(path);
}

/**
 * Sends a page wrapped in the layout, never cached (each response has its own nonce). The layout
 * renders the shell elements' first views on the server, so the response comes once they are in.
 */
export async function sendPage(c: Context<AppEnv>, page: Page, ctx: ShellContext, status: 200 | 401 | 404 | 429 | 500 = 200): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  return c.html(await renderLayout(page, ctx), status);
}

/** The 404 page for a request, with the tenant's shell when the tenant is known. */
export async function sendNotFound(c: Context<AppEnv>, what?: string): Promise<Response> {
  let tenant: Tenant | undefined = c.get('tenant');
  if (!tenant) {
    try {
      const choice = await resolveTenant(c);
      tenant = choice.tenant;
      if (tenant) c.set('tenantSource', choice.source);
    } catch {
      tenant = undefined;
    }
  }
  const ctx = await shellContext(c, tenant);
  return sendPage(c, notFoundPage(what, ctx.link('/')), ctx, 404);
}

/** The 500 page, without the tenant (whatever failed may be the tenant lookup itself). */
export async function sendErrorPage(c: Context<AppEnv>): Promise<Response> {
  return sendPage(c, errorPage(), await shellContext(c, undefined), 500);
}

/** A request the page router can render: its shell context (with the tenant) and the tenant's page data. */
export interface PageRequest {
  ctx: ShellContext & { tenant: PageTenant };
  data: PageData;
}

/**
 * Where the pages get the tenant of a request and its data: this server's own database, or the
 * platform this server is a page shell in front of (platform/page-source.ts).
 */
export interface PageSource {
  /** The request's shell context and page data; a Response (the 404 page) when the site does not exist. */
  resolve(c: Context<AppEnv>, routes: readonly PageRoute[]): Promise<PageRequest | Response>;
}

/** Pages from this server's own database: the tenant middleware's choice, and the same domain functions the API answers with. */
export const localPageSource: PageSource = {
  async resolve(c, routes) {
    const tenant = await adoptTenant(c);
    if (!tenant) return sendNotFound(c, 'This site does not exist.');
    await adoptPrincipal(c);
    const ctx = await shellContext(c, tenant, routes);
    return { ctx: { ...ctx, tenant: ctx.tenant ?? publicTenant(tenant) }, data: localPageData(tenant.id, c.get('config'), c.get('data')) };
  },
};

/** A store page's path parameters or query string: text by name, which each page reads and checks itself. */
const pageInput = v.record(v.string(), v.string());

/**
 * The router of the server-rendered pages: one GET route per page, each resolving the tenant first
 * through `source`. Store pages also read the tenant's page data (catalogue, reviews, policies).
 */
export function pageRouter(routes: readonly PageRoute[] = pageRoutes, source: PageSource = localPageSource): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Test-only clock for the booking journeys; 404 unless DEMO_MODE and BOOKING_TEST_CLOCK=1.
  mountBookingTestClock(router);
  router.use('*', languageMiddleware());
  // Registered first, so /store here wins over its data-free entry in pageRoutes (kept for the nav).
  for (const route of storePageRoutes) {
    router.get(route.path, validate('param', pageInput), validate('query', pageInput), async (c) => {
      const resolved = await source.resolve(c, routes);
      if (resolved instanceof Response) return resolved;
      const url = new URL(c.req.url);
      const params = c.req.valid('param');
      const query = c.req.valid('query');
      const request = {
        data: resolved.data,
        param: (name: string) => params[name],
        query: (name: string) => query[name],
        url: { pathname: url.pathname, search: url.search },
      };
      const result = await route.render(resolved.ctx, request);
      return sendPage(c, result.page, resolved.ctx, result.status ?? 200);
    });
  }
  for (const route of routes) {
    router.get(route.path, async (c) => {
      const resolved = await source.resolve(c, routes);
      if (resolved instanceof Response) return resolved;
      return sendPage(c, await route.render(resolved.ctx), resolved.ctx);
    });
  }
  return router;
}
