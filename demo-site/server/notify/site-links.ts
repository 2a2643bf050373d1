import { PRESET_PAGES } from '../booking-pages.ts';
import { manageTokenExpiry, signManageToken } from '../auth/manage-tokens.ts';
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import { serverSecret } from '../domain/secrets.ts';
import { findTenant, type Tenant } from '../tenants.ts';

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
export async function bookingPagePath(data: Data, tenant: Tenant, reservationId: string): Promise<string> {
  const row = await data
    .selectFrom('reservations')
    .select(['service_id as serviceId', 'location_id as locationId'])
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', reservationId)
    .executeTakeFirst();
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
export async function manageLink(config: Config, data: Data, tenant: Tenant, reservationId: string, endUtc: string): Promise<string> {
  const token = signManageToken(
    serverSecret(config),
    tenant.id,
    'reservation',
    reservationId,
    manageTokenExpiry('reservation', endUtc),
  );
  return siteLink(config, tenant, await bookingPagePath(data, tenant, reservationId), { manage: token });
}

/** When the tenant's order was placed; undefined when it is gone. */
async function orderPlacedAt(data: Data, tenantId: string, orderId: string): Promise<string | undefined> {
  return (
    await data.selectFrom('orders').select('created_at').where('tenant_id', '=', tenantId).where('id', '=', orderId).executeTakeFirst()
  )?.created_at;
}

/**
 * The signed link to an order's confirmation page, made at send time (the token is never stored):
 * `/store/order-confirmation/<order id>?token=<token>`, valid until 90 days after the order was
 * placed (`fallbackAnchor` when the order is gone). It opens the order in any browser, no session needed.
 */
export async function orderLink(config: Config, data: Data, tenant: Tenant, orderId: string, fallbackAnchor: string): Promise<string> {
  const placed = await orderPlacedAt(data, tenant.id, orderId);
  const token = signManageToken(
    serverSecret(config),
    tenant.id,
    'order',
    orderId,
    manageTokenExpiry('order', placed ?? fallbackAnchor),
  );
  return siteLink(config, tenant, `/store/order-confirmation/${encodeURIComponent(orderId)}`, { token });
}

/**
 * The review links of a paid order's e-mail, one per product bought: the product page with
 * `?review=<token>#reviews`, the token signed for the order (never stored), valid 180 days after the
 * order. The page's review block lets whoever holds it review each line of that order once.
 */
export async function reviewLinks(config: Config, data: Data, tenant: Tenant, orderId: string): Promise<{ name: string; url: string }[]> {
  const placed = await orderPlacedAt(data, tenant.id, orderId);
  if (!placed) return [];
  const token = signManageToken(serverSecret(config), tenant.id, 'review', orderId, manageTokenExpiry('review', placed));
  const products = await data
    .selectFrom('order_items as i')
    .innerJoin('products as p', (join) => join.onRef('p.tenant_id', '=', 'i.tenant_id').onRef('p.id', '=', 'i.product_id'))
    .select(['p.name', 'p.slug'])
    .where('i.tenant_id', '=', tenant.id)
    .where('i.order_id', '=', orderId)
    .groupBy(['p.id', 'p.name', 'p.slug'])
    .orderBy((eb) => eb.fn.min('i.line'))
    .execute();
  return products.map((product) => ({
    name: product.name,
    url: `${siteLink(config, tenant, `/shop/${encodeURIComponent(product.slug)}`, { review: token })}#reviews`,
  }));
}

/**
 * The signed link to a walk-in's place in the queue, made at send time (the token is never stored):
 * `/queue?manage=<queue token>`, valid until 2 days after joining. It opens the entry on any device.
 */
export function queueLink(config: Config, tenant: Tenant, entryId: string, joinedAt: string): string {
  const token = signManageToken(serverSecret(config), tenant.id, 'queue', entryId, manageTokenExpiry('queue', joinedAt));
  return siteLink(config, tenant, '/queue', { manage: token });
}

/** The tenant of a delivery (by id); throws when it is gone, which fails the delivery visibly. */
export async function tenantOf(data: Data, tenantId: string): Promise<Tenant> {
  const tenant = await findTenant(data, tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
  return tenant;
}
