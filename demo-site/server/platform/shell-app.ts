import { Hono } from 'hono';
import { DEFAULT_DIST_DIR, DEFAULT_PUBLIC_DIR, mountStaticFiles } from '../app.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { securityHeaders } from '../middleware/security.ts';
import { pageRouter, sendPage, shellContextOf } from '../routes/pages.ts';
import { errorPage } from '../views/not-found.ts';
import type { PlatformConnection } from './connection.ts';
import { forwardToPlatform } from './forward.ts';
import { platformPageSource, sendShellNotFound } from './page-source.ts';

/**
 * Paths the platform answers itself, forwarded as they are: the API the elements call, the staff
 * pages and forms, saved-form pages, tenant themes and the payment simulators.
 */
export const FORWARDED_PATHS = ['/api', '/api/*', '/staff', '/staff/*', '/forms/*', '/themes/*', '/sim/*'] as const;

/**
 * The demo server as a page shell in front of a platform (APP_ENGINE_HOST): it has no database of its
 * own. It renders the site's pages with the platform's data (read with the app-token client), serves
 * the built elements and the demo's static files, and forwards the API, staff, form, theme and
 * simulator paths to the platform with the visitor's cookies and headers, so tenant and sign-in are
 * the platform's own. Forwarded answers keep the platform's headers (its CSP and nonce included).
 */
export function createShellApp(deps: { config: Config; platform: PlatformConnection; fetch?: typeof fetch; distDir?: string; publicDir?: string }): Hono<AppEnv> {
  const { config, platform } = deps;
  const app = new Hono<AppEnv>();
  for (const path of FORWARDED_PATHS) app.all(path, (c) => forwardToPlatform(c, platform.origin, deps.fetch));

  app.use('*', securityHeaders((c) => c.get('pageSources') ?? { providers: [], connectOrigins: [] }));
  app.use('*', async (c, next) => {
    c.set('config', config);
    await next();
  });
  mountStaticFiles(app, deps.distDir ?? DEFAULT_DIST_DIR, deps.publicDir ?? DEFAULT_PUBLIC_DIR);
  app.route('/', pageRouter(undefined, platformPageSource(platform)));

  app.notFound((c) => sendShellNotFound(c, 'This page does not exist.'));
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    try {
      return sendPage(c, errorPage(), shellContextOf(c, { tenant: undefined, expressRows: 0 }), 500);
    } catch {
      return c.text('Something went wrong.', 500);
    }
  });
  return app;
}
