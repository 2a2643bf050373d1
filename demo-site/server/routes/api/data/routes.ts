import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { appKeyRoutes } from './app-key.ts';
import { recordRoutes } from './records.ts';
import { siteRoutes } from './sites.ts';
import { uploadRoutes } from '../uploads.ts';

/**
 * The data API (paths of shared/api/data.ts), mounted at `/api`: records under `data/...`, uploads,
 * `site/...`, `page/...`, `tools/preview/...` and `app-key`. No router here registers a catch-all
 * middleware, so mounting at the root affects no other group.
 */
export function dataRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.route('/', recordRoutes());
  router.route('/', uploadRoutes());
  router.route('/', siteRoutes());
  router.route('/', appKeyRoutes());
  return router;
}
