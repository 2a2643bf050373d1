import { Hono } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { catalogRoutes } from '../catalog.ts';
import { orderRoutes } from '../orders.ts';
import { reviewRoutes } from '../reviews.ts';
import { commerceSettings } from '../../../domain/commerce-settings.ts';
import { catalogueSizes } from '../../../domain/products.ts';
import { cartRoutes } from './carts.ts';
import { checkoutRoutes } from './checkout.ts';
import { pageShellRoutes } from './page-shell.ts';
import { jsonBodyLimit } from '../validation.ts';

/** Public storefront settings of a tenant (no secrets), as `GET /api/storefront/config` returns them. */
export interface StorefrontConfig {
  organisationId: string;
  name: string;
  siteName: string;
  currency: string;
  locale: string;
  timeZone: string;
  /** The country a new address starts in (ISO 3166-1 alpha-2), from the tenant's commerce settings. */
  homeCountry: string;
  maxAttachmentSize: number;
  demoMode: boolean;
  features: { store: boolean; booking: boolean; search: boolean };
}

/**
 * Storefront routes under `/api/storefront` (the tenant is already resolved): `GET config` here, and
 * the catalogue, checkout, cart, order, review and page-shell groups from their own files.
 */
export function storefrontRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/config', async (c) => {
    try {
      const tenant = c.get('tenant');
      const db = c.get('db');
      const sizes = await catalogueSizes(c.get('data'), tenant.id);
      const body: StorefrontConfig = {
        organisationId: tenant.id,
        name: tenant.name,
        siteName: tenant.siteName,
        currency: tenant.currency,
        locale: tenant.locale,
        timeZone: tenant.timeZone,
        homeCountry: commerceSettings(db, tenant.id).homeCountry,
        maxAttachmentSize: c.get('config').maxAttachmentSize,
        demoMode: c.get('config').demoMode,
        features: { store: sizes.products > 0, booking: sizes.services > 0, search: tenant.searchEnabled },
      };
      return c.json(body);
    } catch (error) {
      // The client treats this call as optional: on any failure it gets {} and uses its defaults.
      console.error('GET /api/storefront/config failed:', error);
      return c.json({}, 500);
    }
  });

  router.use('*', jsonBodyLimit());
  router.route('/', catalogRoutes());
  router.route('/', checkoutRoutes());
  router.route('/', cartRoutes());
  router.route('/', orderRoutes());
  router.route('/', reviewRoutes());
  router.route('/', pageShellRoutes());

  return router;
}
