import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { accessGuard } from '../../auth/guard.ts';
import { principalMiddleware } from '../../auth/principal.ts';
import { pingDatabase } from '../../domain/health.ts';
import { tenantMiddleware } from '../../middleware/tenant.ts';
import { availabilityRoutes } from './availability.ts';
import { authRoutes } from './auth.ts';
import { mountRateLimits } from './limits.ts';
import { apiError } from '../../api-errors.ts';
import { calendarRoutes } from './calendar.ts';
import { webhookEndpointRoutes } from './webhook-endpoints.ts';
import { dataRoutes } from './data/routes.ts';
import { formRoutes } from './forms.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { paymentRoutes, paymentStorefrontRoutes, webhookRoutes } from './payments/routes.ts';
import { searchRoutes } from './search.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { storefrontRoutes } from './storefront/routes.ts';

/**
 * The reference platform API, mounted at `/api`. `GET /health` needs no tenant; every other route
 * runs after the tenant middleware (`c.get('tenant')`, unknown organisation: 404 JSON).
 * Add new route groups below as `api.route('/<group>', <group>Routes())`, one file per group.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  api.get('/health', async (c) => {
    try {
      await pingDatabase(c.get('data'));
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      console.error('Health check: database unavailable:', error);
      return c.json({ status: 'error', database: 'unavailable' }, 503);
    }
  });

  api.route('/', openApiRoutes());
  // Provider webhooks carry no organisation: the tenant comes from the verified event.
  api.route('/webhooks', webhookRoutes());

  api.use(
    '*',
    tenantMiddleware((c) => apiError(c, 404, 'organisation_not_found', 'Unknown organisation.')),
  );
  // Who is calling, then what they may do: one access table (auth/access.ts) guards every route.
  api.use('*', principalMiddleware());
  api.use('*', accessGuard());
  mountRateLimits(api);

  api.route('/auth', authRoutes());

  api.route('/storefront', paymentStorefrontRoutes()); // payment-intent, extended payment-gateways (before storefront)
  api.route('/storefront', storefrontRoutes());
  api.route('/search-data', searchRoutes());
  api.route('/', dataRoutes());
  api.route('/reservations', reservationRoutes());
  api.route('/forms', formRoutes());
  api.route('/payments', paymentRoutes());
  api.route('/calendar', calendarRoutes());
  api.route('/webhooks', webhookEndpointRoutes());
  api.route('/availability', availabilityRoutes());
  // Later groups go here, e.g. api.route('/products', productRoutes()); api.route('/reservations', reservationRoutes());

  return api;
}
