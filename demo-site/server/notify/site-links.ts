import { PRESET_PAGES } from '../booking-pages.ts';
import { manageTokenExpiry, signManageToken } from '../auth/manage-tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { serverSecret } from '../domain/secrets.ts';
import { findTenantNow, type Tenant } from '../tenants.ts';

/**
 * A page of a tenant's site as a full URL: on the tenant's own host when the site resolves tenants by
 * domain, else on `SITE_URL` with `?org=<site name>`. Never a tracking parameter.
 */
export function siteLink(config: Config, tenant: Tenant, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, config.siteUrl);
  if (config.domainAsOrganisation) url.hostname = tenant.host;
  else url.searchParams.set('org', tenant.siteName);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The booking page that shows a reservation's service or location (a preset page), else the booking hub. */
export function bookingPagePath(db: Db, tenant: Tenant, reservationId: string): string {
  const row = db.prepare('SELECT service_id AS serviceId, location_id AS locationId FROM reservations WHERE tenant_id = ? AND id = ?').get(tenant.id, reservationId) as
    | { serviceId: string; locationId: string }
    | undefined;
  if (!row) return '/book';
  const page = PRESET_PAGES.find((candidate) => {
    if (candidate.siteName !== tenant.siteName) return false;
    const filter = (candidate.config.filter ?? {}) as { serviceIds?: string[]; locationIds?: string[] };
    return Boolean(filter.serviceIds?.includes(row.serviceId) || filter.locationIds?.includes(row.locationId));
  });
  return page?.path ?? '/book';
}

/**
 * The signed manage link of a booking, made at send time (the token is never stored): the booking
 * page with `?manage=<token>`, valid until 30 days after the booking ends.
 */
export function manageLink(config: Config, db: Db, tenant: Tenant, reservationId: string, endUtc: string): string {
  const token = signManageToken(serverSecret(config.dataDir), tenant.id, 'reservation', reservationId, manageTokenExpiry('reservation', endUtc));
  return siteLink(config, tenant, bookingPagePath(db, tenant, reservationId), { manage: token });
}

/**
 * The signed link to an order's confirmation page, made at send time (the token is never stored):
 * `/store/order-confirmation/<order id>?token=<token>`, valid until 90 days after the order was
 * placed (`fallbackAnchor` when the order is gone). It opens the order in any browser, no session needed.
 */
export function orderLink(config: Config, db: Db, tenant: Tenant, orderId: string, fallbackAnchor: string): string {
  const placed = db.prepare('SELECT created_at FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenant.id, orderId) as string | undefined;
  const token = signManageToken(serverSecret(config.dataDir), tenant.id, 'order', orderId, manageTokenExpiry('order', placed ?? fallbackAnchor));
  return siteLink(config, tenant, `/store/order-confirmation/${encodeURIComponent(orderId)}`, { token });
}

/**
 * The review links of a paid order's e-mail, one per product bought: the product page with
 * `?review=<token>#reviews`, the token signed for the order (never stored), valid 180 days after the
 * order. The page's review block lets whoever holds it review each line of that order once.
 */
export function reviewLinks(config: Config, db: Db, tenant: Tenant, orderId: string): { name: string; url: string }[] {
  const placed = db.prepare('SELECT created_at FROM orders WHERE tenant_id = ? AND id = ?').pluck().get(tenant.id, orderId) as string | undefined;
  if (!placed) return [];
  const token = signManageToken(serverSecret(config.dataDir), tenant.id, 'review', orderId, manageTokenExpiry('review', placed));
  const products = db
    .prepare(
      `SELECT p.name, p.slug FROM order_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
       WHERE i.tenant_id = ? AND i.order_id = ? GROUP BY p.id ORDER BY min(i.line)`,
    )
    .all(tenant.id, orderId) as { name: string; slug: string }[];
  return products.map((product) => ({ name: product.name, url: `${siteLink(config, tenant, `/shop/${encodeURIComponent(product.slug)}`, { review: token })}#reviews` }));
}

/**
 * The signed link to a walk-in's place in the queue, made at send time (the token is never stored):
 * `/queue?manage=<queue token>`, valid until 2 days after joining. It opens the entry on any device.
 */
export function queueLink(config: Config, tenant: Tenant, entryId: string, joinedAt: string): string {
  const token = signManageToken(serverSecret(config.dataDir), tenant.id, 'queue', entryId, manageTokenExpiry('queue', joinedAt));
  return siteLink(config, tenant, '/queue', { manage: token });
}

/** The tenant of a delivery (by id); throws when it is gone, which fails the delivery visibly. */
export function tenantOf(db: Db, tenantId: string): Tenant {
  const tenant = findTenantNow(db, tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
  return tenant;
}
