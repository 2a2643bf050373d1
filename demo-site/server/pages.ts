import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUDIO_SHELL_COOKIE } from '../../shared/audio/shell-cookie.ts';
import { mountBookingTestClock } from '../pages/book-test-clock.ts';
import { navItems, pageRoutes } from '../pages/index.ts';
import { renderLayout, type ShellContext } from '../pages/layout.ts';
import { errorPage, notFoundPage } from '../pages/not-found.ts';
import { storePageRoutes } from '../pages/store-routes.ts';
import type { Page, PageContext, PageRoute, PageTenant } from '../pages/types.ts';
import { resolvePrincipal } from './auth/principal.ts';
import type { AppEnv } from './context.ts';
import { languageMiddleware, pageLocale } from './middleware/language.ts';
import { pageProviders } from './payments/page-providers.ts';
import { resolveTenant, tenantMiddleware } from './middleware/tenant.ts';
import type { Tenant } from './tenants.ts';

function publicTenant(tenant: Tenant): PageTenant {
  const { id, name, siteName, currency, locale, timeZone } = tenant;
  return { id, name, siteName, currency, locale, timeZone };
}

/** The signed-in staff member of this request's tenant, for the header line. */
function staffOf(c: Context<AppEnv>): { email: string; role: string } | undefined {
  if (!c.get('tenant')) return undefined;
  const principal = resolvePrincipal(c);
  return principal.kind === 'staff' ? { email: principal.email, role: principal.role } : undefined;
}

/** Builds the shell context of a request; the tenant is optional (error pages may have none). */
export function shellContext(c: Context<AppEnv>, tenant: Tenant | undefined, routes: readonly PageRoute[] = pageRoutes): ShellContext {
  const config = c.get('config');
  const keepOrg = tenant && c.get('tenantSource') === 'query' ? tenant.siteName : undefined;
  return {
    tenant: tenant ? { ...publicTenant(tenant), locale: pageLocale(c, tenant.locale) } : undefined,
    nonce: c.get('nonce'),
    site: {
      url: config.siteUrl,
      defaultTitle: config.defaultTitle,
      defaultDescription: config.defaultDescription,
      defaultLocale: pageLocale(c, config.defaultLocale),
      demoMode: config.demoMode,
      ...(config.googleMapsApiKey ? { mapsKey: config.googleMapsApiKey } : {}),
      // Express checkout needs a real wallet gateway; the demo's simulators stay in the checkout.
      ...(tenant && pageProviders(config, c.get('db'), tenant.id).some((p) => p === 'stripe' || p === 'paypal') ? { expressCheckout: true } : {}),
    },
    path: c.req.path,
    nav: tenant ? navItems(routes) : [],
    audioInProgress: getCookie(c, AUDIO_SHELL_COOKIE) === '1',
    link: (path) => (keepOrg ? `${path}?org=${encodeURIComponent(keepOrg)}` : path),
    staff: staffOf(c),
  };
}

/** Sends a page wrapped in the layout, never cached (each response has its own nonce). */
export function sendPage(c: Context<AppEnv>, page: Page, ctx: ShellContext, status: 200 | 401 | 404 | 429 | 500 = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(renderLayout(page, ctx), status);
}

/** The 404 page for a request, with the tenant's shell when the tenant is known. */
export function sendNotFound(c: Context<AppEnv>, what?: string): Response {
  let tenant: Tenant | undefined = c.get('tenant');
  if (!tenant) {
    try {
      const choice = resolveTenant(c);
      tenant = choice.tenant;
      if (tenant) c.set('tenantSource', choice.source);
    } catch {
      tenant = undefined;
    }
  }
  const ctx = shellContext(c, tenant);
  return sendPage(c, notFoundPage(what, ctx.link('/')), ctx, 404);
}

/** The 500 page, without the tenant (whatever failed may be the tenant lookup itself). */
export function sendErrorPage(c: Context<AppEnv>): Response {
  return sendPage(c, errorPage(), shellContext(c, undefined), 500);
}

/** The router of the server-rendered pages: one GET route per page, each resolving the tenant first. */
export function pageRouter(routes: readonly PageRoute[] = pageRoutes): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Test-only clock for the booking journeys; 404 unless DEMO_MODE and BOOKING_TEST_CLOCK=1.
  mountBookingTestClock(router);
  router.use('*', languageMiddleware());
  const tenant = tenantMiddleware((c) => sendNotFound(c, 'This site does not exist.'));
  // Store pages read the catalogue: they get the database and the request (pages/store-routes.ts).
  // Registered first, so /store here wins over its database-free entry in pageRoutes (kept for the nav).
  for (const route of storePageRoutes) {
    router.get(route.path, tenant, (c) => {
      const ctx = shellContext(c, c.get('tenant'), routes);
      const pageCtx: PageContext = { ...ctx, tenant: ctx.tenant ?? publicTenant(c.get('tenant')) };
      const url = new URL(c.req.url);
      const request = { db: c.get('db'), param: (name: string) => c.req.param(name), query: (name: string) => c.req.query(name), url: { pathname: url.pathname, search: url.search } };
      const result = route.render(pageCtx, request);
      return sendPage(c, result.page, ctx, result.status ?? 200);
    });
  }
  for (const route of routes) {
    router.get(route.path, tenant, (c) => {
      const ctx = shellContext(c, c.get('tenant'), routes);
      const pageCtx: PageContext = { ...ctx, tenant: ctx.tenant ?? publicTenant(c.get('tenant')) };
      return sendPage(c, route.render(pageCtx), ctx);
    });
  }
  return router;
}
