import type { Db } from './db.ts';
import { insertCapacitySeed } from './seed-data/capacity.ts';
import { insertCommerceSettings } from './seed-data/commerce.ts';
import { harbor } from './seed-data/harbor.ts';
import { northwind } from './seed-data/northwind.ts';
import { insertStorefrontExtras } from './seed-data/storefront-extras.ts';
import type { SeedTenantData } from './seed-data/types.ts';

/** The demo tenants, in seeding order: the first is the default organisation. */
export const SEED_TENANTS: readonly SeedTenantData[] = [northwind, harbor];

const json = (value: unknown) => JSON.stringify(value);
const flag = (value: boolean) => (value ? 1 : 0);

/** Inserts one tenant and everything it owns (call inside a transaction). */
export function insertTenant(db: Db, data: SeedTenantData): void {
  const t = data.tenant;
  const tenantId = t.id;
  // Each tenant is created strictly after the one before it, so the first seeded is the earliest created (the default organisation).
  const latest = db.prepare('SELECT max(created_at) FROM tenants').pluck().get() as string | null;
  const createdAt = new Date(Math.max(Date.now(), latest ? Date.parse(latest) + 1 : 0)).toISOString();
  db.prepare(
    `INSERT INTO tenants (id, site_name, host, name, currency, locale, time_zone, search_enabled, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.id, t.siteName, t.host, t.name, t.currency, t.locale, t.timeZone, flag(t.searchEnabled), createdAt);

  const product = db.prepare(
    `INSERT INTO products (tenant_id, id, sk, sku, slug, name, description, category, brand, tags, price_cents, base_price_cents,
       discount_percent, stock, images, attributes, variations, material, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of data.products) {
    product.run(
      tenantId,
      p.id,
      p.sk,
      p.sku,
      p.slug,
      p.name,
      p.description,
      p.category,
      p.brand,
      json(p.tags),
      p.priceCents,
      p.basePriceCents,
      p.discountPercent,
      p.stock,
      json(p.images),
      json(p.attributes),
      json(p.variations),
      p.material,
      p.createdAt,
    );
  }

  // Published demo reviews: the triggers of 022-reviews.sql give each product its rating and count.
  const review = db.prepare(
    `INSERT INTO reviews (tenant_id, id, product_id, rating, title, body, display_name, verified_purchase, language, status, helpful, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, 'published', ?, ?)`,
  );
  for (const r of data.reviews) review.run(tenantId, r.id, r.productId, r.rating, r.title, r.body, r.displayName, r.language, r.helpful, r.createdAt);

  const location = db.prepare(
    `INSERT INTO locations (tenant_id, id, name, address, city, state, zip, phone, email, image_url, hours, latitude, longitude, time_zone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const l of data.locations) {
    location.run(
      tenantId,
      l.id,
      l.name,
      l.address,
      l.city,
      l.state,
      l.zip,
      l.phone,
      l.email,
      l.imageUrl,
      json(l.hours),
      l.latitude,
      l.longitude,
      l.timeZone,
    );
  }

  const category = db.prepare('INSERT INTO service_categories (tenant_id, id, name, description, color) VALUES (?, ?, ?, ?, ?)');
  for (const c of data.serviceCategories) category.run(tenantId, c.id, c.name, c.description, c.color);

  const service = db.prepare(
    `INSERT INTO services (tenant_id, id, name, description, duration, price_cents, category_id, categories, capacity, requires_attendant,
       location_ids, image_url, buffer_before, buffer_after, color)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of data.services) {
    service.run(
      tenantId,
      s.id,
      s.name,
      s.description,
      s.duration,
      s.priceCents,
      s.categoryId,
      json(s.categories),
      s.capacity,
      flag(s.requiresAttendant),
      json(s.locationIds),
      s.imageUrl,
      s.bufferBefore,
      s.bufferAfter,
      s.color,
    );
  }

  const attendant = db.prepare(
    `INSERT INTO attendants (tenant_id, id, name, title, bio, image_url, location_ids, service_ids, schedule, availability, specialties, rating, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of data.attendants) {
    attendant.run(
      tenantId,
      a.id,
      a.name,
      a.title,
      a.bio,
      a.imageUrl,
      json(a.locationIds),
      json(a.serviceIds),
      json(a.schedule),
      '{}',
      json(a.specialties),
      // Not rated: no customer feedback stands behind a number yet (issue 25), so the widget shows none.
      0,
      a.status,
    );
  }

  const config = db.prepare('INSERT INTO business_config (tenant_id, preset, json) VALUES (?, ?, ?)');
  for (const b of data.businessConfigs) config.run(tenantId, b.preset, json(b.config));
  insertStorefrontExtras(db, tenantId);
  insertCapacitySeed(db, tenantId);
  insertCommerceSettings(db, tenantId);
}

/**
 * Seeds the demo tenants when the database has no tenant yet, all in one transaction.
 * Returns true when it seeded. Deterministic: the same data every time.
 */
export function seedIfEmpty(db: Db, tenants: readonly SeedTenantData[] = SEED_TENANTS): boolean {
  return db
    .transaction(() => {
      const count = db.prepare('SELECT count(*) FROM tenants').pluck().get() as number;
      if (count > 0) return false;
      for (const data of tenants) insertTenant(db, data);
      return true;
    })
    .immediate();
}
