/**
 * A tenant's commerce settings (migration 017): how its orders are taxed and shipped, and how long
 * an unpaid order holds its stock. A tenant without settings keeps the default
 * rules (8 % tax on the subtotal at home, nothing abroad, 10 shipping, free above 100). See docs/tax-and-shipping.md.
 */
import { regionCode } from '../../../shared/pricing/regions.ts';
import { SPEC_PRICING, type PricingRules, type ShippingRule } from '../../../shared/pricing/totals.ts';
import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';

/** A tenant's commerce settings. */
export interface CommerceSettings {
  /** The country taxed before the shopper gives an address (two letters). */
  homeCountry: string;
  /** True when catalogue prices include the tax (VAT). */
  pricesIncludeTax: boolean;
  /** What the tax is called in messages ('VAT', 'Sales tax'). */
  taxLabel: string;
  shipping: ShippingRule;
  /** How long an order paid online (card, wallet) holds its stock unpaid. */
  cardHoldMinutes: number;
  /** How long an order paid offline (bank transfer, cash, cheque) holds its stock unpaid. */
  offlineHoldMinutes: number;
}

/** Where an order goes, as far as tax is concerned: a country and, optionally, a region (a US state). */
export interface TaxDestination {
  country?: string | null;
  region?: string | null;
}

/** The settings of a tenant that has none: the default rules, a 30-minute and a 3-day hold. */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  homeCountry: 'US',
  pricesIncludeTax: false,
  taxLabel: 'Tax',
  shipping: SPEC_PRICING.shipping,
  cardHoldMinutes: 30,
  offlineHoldMinutes: 3 * 24 * 60,
};

interface SettingsRow {
  home_country: string;
  prices_include_tax: number;
  tax_label: string;
  shipping_rule: 'flat' | 'free_over';
  flat_shipping_cents: number;
  free_shipping_over_cents: number;
  card_hold_minutes: number;
  offline_hold_minutes: number;
}

/** The tenant's commerce settings, or the defaults when it has none. */
export function commerceSettings(db: Db, tenantId: string): CommerceSettings {
  const row = prepared(db, 'SELECT * FROM commerce_settings WHERE tenant_id = ?').get(tenantId) as SettingsRow | undefined;
  if (!row) return DEFAULT_COMMERCE_SETTINGS;
  return {
    homeCountry: row.home_country,
    pricesIncludeTax: row.prices_include_tax === 1,
    taxLabel: row.tax_label,
    shipping: { rule: row.shipping_rule, flatCents: row.flat_shipping_cents, freeOverCents: row.free_shipping_over_cents },
    cardHoldMinutes: row.card_hold_minutes,
    offlineHoldMinutes: row.offline_hold_minutes,
  };
}

/** Reads a country as two upper-case letters, or undefined. */
function countryCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * The tax rate in basis points for a destination: the region's own rate, else the country's, else
 * none. Without a country the tenant's home country is taxed. A tenant without settings has the
 * default 8 % at home and nothing abroad.
 */
export function taxRateFor(db: Db, tenantId: string, destination: TaxDestination = {}): number {
  const hasSettings = prepared(db, 'SELECT 1 FROM commerce_settings WHERE tenant_id = ?').get(tenantId) !== undefined;
  const home = hasSettings ? commerceSettings(db, tenantId).homeCountry : DEFAULT_COMMERCE_SETTINGS.homeCountry;
  const country = countryCode(destination.country) ?? home;
  if (!hasSettings) return country === home ? SPEC_PRICING.taxBasisPoints : 0;
  const region = regionCode(country, destination.region);
  const rate = prepared(
    db,
    `SELECT basis_points FROM tax_rates WHERE tenant_id = ? AND country = ? AND (region = ? OR region = '')
       ORDER BY region = '' LIMIT 1`,
    'pluck',
  ).get(tenantId, country, region) as number | undefined;
  return rate ?? 0;
}

/**
 * True when the tenant ships to the country: its home country, or one it keeps a tax rate for (the
 * markets it has set up). Express checkout refuses other addresses before the buyer approves.
 */
export function shipsTo(db: Db, tenantId: string, country: string): boolean {
  const code = countryCode(country);
  if (!code) return false;
  if (code === commerceSettings(db, tenantId).homeCountry) return true;
  return prepared(db, 'SELECT 1 FROM tax_rates WHERE tenant_id = ? AND country = ? LIMIT 1').get(tenantId, code) !== undefined;
}

/** The pricing rules of an order of the tenant going to `destination`. */
export function pricingRulesFor(db: Db, tenantId: string, destination: TaxDestination = {}): PricingRules {
  const settings = commerceSettings(db, tenantId);
  return { taxBasisPoints: taxRateFor(db, tenantId, destination), taxIncluded: settings.pricesIncludeTax, shipping: settings.shipping };
}
