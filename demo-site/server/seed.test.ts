// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOverSqlite } from './database.ts';
import { migrate, openDatabase, type Db } from './db.ts';
import { seedIfEmpty } from './seed.ts';
import { tempDir } from '../../test/helpers/server/test-app.ts';

const cleanup: (() => void)[] = [];
async function seeded(): Promise<Db> {
  const dir = tempDir();
  const db = openDatabase(dir);
  migrate(db);
  cleanup.push(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  expect(await seedIfEmpty(dataOverSqlite(db))).toBe(true);
  return db;
}
afterEach(() => cleanup.splice(0).forEach((fn) => fn()));

const count = (db: Db, table: string, tenant: string) =>
  db.prepare(`SELECT count(*) FROM ${table} WHERE tenant_id = ?`).pluck().get(tenant) as number;

describe('seedIfEmpty', () => {
  it('seeds two tenants once', async () => {
    const db = await seeded();
    expect(await seedIfEmpty(dataOverSqlite(db))).toBe(false);
    const tenants = db.prepare('SELECT id, site_name, host, time_zone, currency FROM tenants ORDER BY rowid').all();
    expect(tenants).toEqual([
      { id: 'org_northwind', site_name: 'northwind', host: 'northwind.localhost', time_zone: 'America/New_York', currency: 'USD' },
      { id: 'org_harbor', site_name: 'harbor', host: 'harbor.localhost', time_zone: 'Europe/London', currency: 'GBP' },
    ]);
  });

  it('gives each tenant its own products, locations, services, attendants and business configuration', async () => {
    const db = await seeded();
    for (const tenant of ['org_northwind', 'org_harbor']) {
      expect(count(db, 'products', tenant)).toBeGreaterThan(0);
      expect(count(db, 'locations', tenant)).toBeGreaterThanOrEqual(2);
      expect(count(db, 'locations', tenant)).toBeLessThanOrEqual(3);
      expect(count(db, 'services', tenant)).toBeGreaterThan(0);
      expect(count(db, 'attendants', tenant)).toBeGreaterThan(0);
      expect(count(db, 'business_config', tenant)).toBeGreaterThan(0);
    }
    const shared = db.prepare(
      "SELECT count(*) FROM products a JOIN products b ON a.id = b.id WHERE a.tenant_id = 'org_northwind' AND b.tenant_id = 'org_harbor'",
    );
    expect(shared.pluck().get()).toBe(0);
  });

  it('gives Northwind 24 products over five categories, with options, variations, low and zero stock', async () => {
    const db = await seeded();
    const products = db.prepare("SELECT * FROM products WHERE tenant_id = 'org_northwind' ORDER BY sk").all() as Record<string, unknown>[];
    expect(products).toHaveLength(24);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['electronics', 'fashion', 'home', 'books', 'toys']));
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(products.filter((p) => (p.stock as number) > 0 && (p.stock as number) < 10).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => (JSON.parse(p.variations as string) as unknown[]).length > 0)).toBe(true);
    const attributeNames = new Set(products.flatMap((p) => (JSON.parse(p.attributes as string) as { name: string }[]).map((a) => a.name)));
    expect(attributeNames).toEqual(new Set(['Color', 'Size']));
    for (const p of products) {
      expect(Number.isInteger(p.price_cents), String(p.sku)).toBe(true);
      expect(p.description).toMatch(/^<p>/);
      for (const image of JSON.parse(p.images as string) as { url: string; alt: string }[])
        expect(image.url).toMatch(/^\/demo-images\/[a-z0-9-]+\.svg$/);
    }
    const attr = JSON.parse(products[5]?.attributes as string) as {
      options: { value: string; label: string; param: string }[];
      required: boolean;
    }[];
    expect(attr[0]).toMatchObject({ required: true, options: expect.arrayContaining([{ value: 'navy', label: 'Navy', param: 'color' }]) });
  });

  it('keeps every reference inside its own tenant', async () => {
    const db = await seeded();
    const services = db.prepare('SELECT tenant_id, location_ids FROM services').all() as { tenant_id: string; location_ids: string }[];
    const attendants = db.prepare('SELECT tenant_id, location_ids, service_ids FROM attendants').all() as {
      tenant_id: string;
      location_ids: string;
      service_ids: string;
    }[];
    const has = (table: string, tenant: string, id: string) =>
      db.prepare(`SELECT 1 FROM ${table} WHERE tenant_id = ? AND id = ?`).get(tenant, id) !== undefined;
    for (const s of services)
      for (const id of JSON.parse(s.location_ids) as string[]) expect(has('locations', s.tenant_id, id), id).toBe(true);
    for (const a of attendants) {
      for (const id of JSON.parse(a.location_ids) as string[]) expect(has('locations', a.tenant_id, id), id).toBe(true);
      for (const id of JSON.parse(a.service_ids) as string[]) expect(has('services', a.tenant_id, id), id).toBe(true);
    }
    const hours = JSON.parse(db.prepare("SELECT hours FROM locations WHERE id = 'loc_hb_marina'").pluck().get() as string) as {
      day: string;
    }[];
    expect(hours.map((h) => h.day)).toEqual(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
  });

  it('applies the preset figures to business configurations', async () => {
    const db = await seeded();
    const salon = JSON.parse(
      db.prepare("SELECT json FROM business_config WHERE tenant_id = 'org_harbor' AND preset = 'hair-salon'").pluck().get() as string,
    );
    expect(salon).toMatchObject({
      defaultDuration: 60,
      timeSlotInterval: 30,
      advanceBookingDays: 60,
      minAdvanceBookingHours: 24,
      depositCents: 1000,
      allowWalkIn: true,
    });
    const restaurant = JSON.parse(db.prepare("SELECT json FROM business_config WHERE preset = 'restaurant'").pluck().get() as string);
    expect(restaurant).toMatchObject({ defaultDuration: 90, timeSlotInterval: 15, maxPartySize: 20 });
  });

  it('is deterministic', async () => {
    const dump = (db: Db) => db.prepare('SELECT * FROM products ORDER BY tenant_id, sk').all();
    expect(dump(await seeded())).toEqual(dump(await seeded()));
  });
});
