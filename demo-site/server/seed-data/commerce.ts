import type { Data } from '../database.ts';
import { insertInChunks } from './chunks.ts';

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

/** Inserts a seeded tenant's commerce settings and tax rates, when it has any (call inside a transaction: `trx`). */
export async function insertCommerceSettings(trx: Data, tenantId: string): Promise<void> {
  const c = SEED_COMMERCE[tenantId];
  if (!c) return;
  await trx
    .insertInto('commerce_settings')
    .values({
      tenant_id: tenantId,
      home_country: c.homeCountry,
      prices_include_tax: c.pricesIncludeTax ? 1 : 0,
      tax_label: c.taxLabel,
      shipping_rule: c.shippingRule,
      flat_shipping_cents: c.flatShippingCents,
      free_shipping_over_cents: c.freeShippingOverCents,
      card_hold_minutes: c.cardHoldMinutes,
      offline_hold_minutes: c.offlineHoldMinutes,
    })
    .execute();
  await insertInChunks(
    Object.entries(c.taxRates).map(([place, basisPoints]) => {
      const [country = '', region = ''] = place.split('-');
      return { tenant_id: tenantId, country, region, basis_points: basisPoints };
    }),
    (rows) => trx.insertInto('tax_rates').values(rows).execute(),
  );
}
