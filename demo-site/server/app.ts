import { resolve } from 'node:path';
import { Hono } from 'hono';
import { apiRoutes } from './routes/api/index.ts';
import { apiError } from './api-errors.ts';
import { repoRoot } from './config.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { demoImage, placeholderSvg } from './images.ts';
import { serveMedia } from './media.ts';
import { corsMiddleware } from './middleware/cors.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { mountFaultInjection } from './middleware/faults.ts';
import { jsonOnly } from './middleware/json-only.ts';
import { refuseNulInAddress } from './middleware/no-nul.ts';
import { securityHeaders } from './middleware/security.ts';
import { pageRouter, sendErrorPage, sendNotFound } from './routes/pages.ts';
import { simulatorRoutes } from './routes/simulators.ts';
import { serveDirectory, serveFile } from './static.ts';
import { compressResponses } from './middleware/compression.ts';
import { savedFormPageRoutes } from './routes/form-pages.ts';
import { staffRoutes } from './routes/staff-routes.ts';
import { serveTenantTheme } from './tenant-themes.ts';

/** Default folder of the built elements. */
export const DEFAULT_DIST_DIR = resolve(repoRoot, 'dist');
/** Default folder of the demo's own static files. */
export const DEFAULT_PUBLIC_DIR = resolve(import.meta.dirname, '../public');

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The files every server of the demo serves itself: the built elements under `/elements/`,
 * `/demo.css`, the demo's media clips and placeholder images, and the favicon.
 */
export function mountStaticFiles(app: Hono<AppEnv>, distDir: string, publicDir: string): void {
  app.get('/elements/*', serveDirectory(distDir, '/elements/'));
  app.get('/demo.css', serveFile(resolve(publicDir, 'demo.css')));
  app.get('/demo-media/*', serveMedia(resolve(publicDir, 'media'), '/demo-media/')); // small generated clips for the /media page
  app.get('/demo-images/:file', demoImage());
  app.get('/favicon.svg', (c) =>
    c.body(placeholderSvg('site-elements'), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }),
  );
}

/**
 * Builds the demo-site app: security headers with a per-request CSP nonce on every response,
 * the built elements under `/elements/`, `/demo.css`, placeholder images, the JSON API under
 * `/api`, and the server-rendered pages. Errors are logged and answered, never thrown out.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, data } = deps;
  const distDir = deps.distDir ?? DEFAULT_DIST_DIR;
  const publicDir = deps.publicDir ?? DEFAULT_PUBLIC_DIR;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders());
  app.use('*', compressResponses()); // pages and API answers gzip-compressed for browsers that accept it (middleware/compression.ts)
  app.use('*', async (c, next) => {
    c.set('config', config);
    c.set('data', data);
    await next();
  });
  app.use('/api/*', corsMiddleware()); // pages on a tenant's allowed origins may call the API (middleware/cors.ts)
  app.use('*', csrfProtection()); // cookie-carrying state changes only from the site or allowed origins (middleware/csrf.ts)
  app.use('/api/*', jsonOnly()); // a body sent to the API must be JSON, else 415 (middleware/json-only.ts)
  app.use('/api/*', refuseNulInAddress()); // no id or value holds a NUL (middleware/no-nul.ts)
  if (config.demoMode) mountFaultInjection(app); // test-only: FAULT_INJECTION=1 with DEMO_MODE (middleware/faults.ts)

  mountStaticFiles(app, distDir, publicDir);
  app.get('/themes/:file', serveTenantTheme); // each tenant's own theme (tenant-themes.ts)

  app.route('/api', apiRoutes());
  app.route('/sim', simulatorRoutes()); // local payment provider simulators (demo mode only; 404 otherwise)
  app.route('/staff', staffRoutes()); // staff sign-in and sign-out (plain forms)
  app.route('/forms', savedFormPageRoutes()); // the page of a saved form (form-pages.ts)
  app.route('/', pageRouter());

  app.notFound((c) => (isApi(c.req.path) ? apiError(c, 404, 'not_found', 'No such API route.') : sendNotFound(c)));

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    if (isApi(c.req.path)) return apiError(c, 500, 'internal_error', 'Something went wrong on the server.');
    try {
      return sendErrorPage(c);
    } catch {
      return c.text('Something went wrong.', 500);
    }
  });

  return app;
}
