import { inTransaction, oneAtATime, type Data } from './database.ts';
import { insertCapacitySeed } from './seed-data/capacity.ts';
import { insertInChunks } from './seed-data/chunks.ts';
import { insertCommerceSettings } from './seed-data/commerce.ts';
import { harbor } from './seed-data/harbor.ts';
import { northwind } from './seed-data/northwind.ts';
import { insertStorefrontExtras } from './seed-data/storefront-extras.ts';
import type { SeedTenantData } from './seed-data/types.ts';

/** The demo tenants, in seeding order: the first is the default organisation. */
export const SEED_TENANTS: readonly SeedTenantData[] = [northwind, harbor];

const json = (value: unknown) => JSON.stringify(value);
const flag = (value: boolean) => (value ? 1 : 0);

/** Inserts one tenant and everything it owns (call inside a transaction: `trx`). */
export async function insertTenant(trx: Data, data: SeedTenantData): Promise<void> {
  const t = data.tenant;
  const tenantId = t.id;
  // Each tenant is created strictly after the one before it, so the first seeded is the earliest created (the default organisation).
  const latest =
    (
      await trx
        .selectFrom('tenants')
        .select((eb) => eb.fn.max('created_at').as('latest'))
        .executeTakeFirst()
    )?.latest ?? null;
  const createdAt = new Date(Math.max(Date.now(), latest ? Date.parse(latest) + 1 : 0)).toISOString();
  await trx
    .insertInto('tenants')
    .values({
      id: t.id,
      site_name: t.siteName,
      host: t.host,
      name: t.name,
      currency: t.currency,
      locale: t.locale,
      time_zone: t.timeZone,
      search_enabled: flag(t.searchEnabled),
      created_at: createdAt,
    })
    .execute();

  await insertInChunks(
    data.products.map((p) => ({
      tenant_id: tenantId,
      id: p.id,
      sk: p.sk,
      sku: p.sku,
      slug: p.slug,
      name: p.name,
      description: p.description,
      category: p.category,
      brand: p.brand,
      tags: json(p.tags),
      price_cents: p.priceCents,
      base_price_cents: p.basePriceCents,
      discount_percent: p.discountPercent,
      stock: p.stock,
      images: json(p.images),
      attributes: json(p.attributes),
      variations: json(p.variations),
      material: p.material,
      created_at: p.createdAt,
    })),
    (rows) => trx.insertInto('products').values(rows).execute(),
  );

  // Published demo reviews: the reviews migration's triggers give each product its rating and count.
  await insertInChunks(
    data.reviews.map((r) => ({
      tenant_id: tenantId,
      id: r.id,
      product_id: r.productId,
      rating: r.rating,
      title: r.title,
      body: r.body,
      display_name: r.displayName,
      verified_purchase: 0,
      language: r.language,
      status: 'published',
      helpful: r.helpful,
      created_at: r.createdAt,
    })),
    (rows) => trx.insertInto('reviews').values(rows).execute(),
  );

  await insertInChunks(
    data.locations.map((l, index) => ({
      tenant_id: tenantId,
      created_order: index + 1,
      id: l.id,
      name: l.name,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      phone: l.phone,
      email: l.email,
      image_url: l.imageUrl,
      hours: json(l.hours),
      latitude: l.latitude,
      longitude: l.longitude,
      time_zone: l.timeZone,
    })),
    (rows) => trx.insertInto('locations').values(rows).execute(),
  );

  await insertInChunks(
    data.serviceCategories.map((c) => ({ tenant_id: tenantId, id: c.id, name: c.name, description: c.description, color: c.color })),
    (rows) => trx.insertInto('service_categories').values(rows).execute(),
  );

  await insertInChunks(
    data.services.map((s, index) => ({
      tenant_id: tenantId,
      created_order: index + 1,
      id: s.id,
      name: s.name,
      description: s.description,
      duration: s.duration,
      price_cents: s.priceCents,
      category_id: s.categoryId,
      categories: json(s.categories),
      capacity: s.capacity,
      requires_attendant: flag(s.requiresAttendant),
      location_ids: json(s.locationIds),
      image_url: s.imageUrl,
      buffer_before: s.bufferBefore,
      buffer_after: s.bufferAfter,
      color: s.color,
    })),
    (rows) => trx.insertInto('services').values(rows).execute(),
  );

  await insertInChunks(
    data.attendants.map((a, index) => ({
      tenant_id: tenantId,
      created_order: index + 1,
      id: a.id,
      name: a.name,
      title: a.title,
      bio: a.bio,
      image_url: a.imageUrl,
      location_ids: json(a.locationIds),
      service_ids: json(a.serviceIds),
      schedule: json(a.schedule),
      availability: '{}',
      specialties: json(a.specialties),
      // Not rated: no customer feedback stands behind a number yet, so the widget shows none.
      rating: 0,
      status: a.status,
    })),
    (rows) => trx.insertInto('attendants').values(rows).execute(),
  );

  await insertInChunks(
    data.businessConfigs.map((b, index) => ({ tenant_id: tenantId, preset: b.preset, json: json(b.config), created_order: index + 1 })),
    (rows) => trx.insertInto('business_config').values(rows).execute(),
  );
  await insertStorefrontExtras(trx, tenantId);
  await insertCapacitySeed(trx, tenantId);
  await insertCommerceSettings(trx, tenantId);
}

/**
 * Seeds the demo tenants when the database has no tenant yet, all in one transaction. Servers
 * starting together on one empty database seed it once: the emptiness check runs under a lock.
 * Returns true when it seeded. Deterministic: the same data every time.
 */
export async function seedIfEmpty(data: Data, tenants: readonly SeedTenantData[] = SEED_TENANTS): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    await oneAtATime(trx, 'seed', 'demo');
    const found = await trx.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
    if (found) return false;
    for (const tenant of tenants) await insertTenant(trx, tenant);
    return true;
  });
}
