import type { Db } from '../db.ts';

/** A tenant's seeded commerce settings (columns of `commerce_settings`) and tax rates. */
export interface SeedCommerce {
  homeCountry: string;
  pricesIncludeTax: boolean;
  taxLabel: string;
  shippingRule: 'flat' | 'free_over';
  flatShippingCents: number;
  freeShippingOverCents: number;
  cardHoldMinutes: number;
  offlineHoldMinutes: number;
  /** Basis points by `COUNTRY` or `COUNTRY-REGION` (`US-CA`). */
  taxRates: Record<string, number>;
}

/**
 * The demo tenants' commerce settings. Northwind (USD) adds sales tax: the specification's 8 % in
 * the United States, the base rate of a few states where it differs, free shipping above $100 and
 * $10 below. Harbor (GBP) prices include 20 % VAT, ships for £3.95 and free above £40.
 */
export const SEED_COMMERCE: Record<string, SeedCommerce> = {
  org_northwind: {
    homeCountry: 'US',
    pricesIncludeTax: false,
    taxLabel: 'Sales tax',
    shippingRule: 'free_over',
    flatShippingCents: 10_00,
    freeShippingOverCents: 100_00,
    cardHoldMinutes: 30,
    offlineHoldMinutes: 3 * 24 * 60,
    taxRates: { US: 800, 'US-CA': 725, 'US-NY': 400, 'US-TX': 625, 'US-WA': 650, 'US-OR': 0, 'US-MT': 0, 'US-NH': 0, 'US-DE': 0 },
  },
  org_harbor: {
    homeCountry: 'GB',
    pricesIncludeTax: true,
    taxLabel: 'VAT',
    shippingRule: 'free_over',
    flatShippingCents: 3_95,
    freeShippingOverCents: 40_00,
    cardHoldMinutes: 30,
    offlineHoldMinutes: 3 * 24 * 60,
    taxRates: { GB: 2000 },
  },
};

/** Inserts a seeded tenant's commerce settings and tax rates, when it has any (call inside a transaction). */
export function insertCommerceSettings(db: Db, tenantId: string): void {
  const c = SEED_COMMERCE[tenantId];
  if (!c) return;
  db.prepare(
    `INSERT INTO commerce_settings (tenant_id, home_country, prices_include_tax, tax_label, shipping_rule, flat_shipping_cents,
       free_shipping_over_cents, card_hold_minutes, offline_hold_minutes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(tenantId, c.homeCountry, c.pricesIncludeTax ? 1 : 0, c.taxLabel, c.shippingRule, c.flatShippingCents, c.freeShippingOverCents, c.cardHoldMinutes, c.offlineHoldMinutes);
  const rate = db.prepare('INSERT INTO tax_rates (tenant_id, country, region, basis_points) VALUES (?, ?, ?, ?)');
  for (const [place, basisPoints] of Object.entries(c.taxRates)) {
    const [country = '', region = ''] = place.split('-');
    rate.run(tenantId, country, region, basisPoints);
  }
}
