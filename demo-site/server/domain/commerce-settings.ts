/**
 * A tenant's commerce settings (migration 017): how its orders are taxed and shipped, and how long
 * an unpaid order holds its stock. A tenant without settings keeps the default
 * rules (8 % tax on the subtotal at home, nothing abroad, 10 shipping, free above 100). See docs/tax-and-shipping.md.
 */
import { regionCode } from '../../../shared/pricing/regions.ts';
import { SPEC_PRICING, type PricingRules, type ShippingRule } from '../../../shared/pricing/totals.ts';
import type { Data } from '../database.ts';

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
export async function commerceSettings(data: Data, tenantId: string): Promise<CommerceSettings> {
  const row = (await data.selectFrom('commerce_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()) as
    SettingsRow | undefined;
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
export async function taxRateFor(data: Data, tenantId: string, destination: TaxDestination = {}): Promise<number> {
  const settings = await data.selectFrom('commerce_settings').select('home_country').where('tenant_id', '=', tenantId).executeTakeFirst();
  const hasSettings = settings !== undefined;
  const home = settings?.home_country ?? DEFAULT_COMMERCE_SETTINGS.homeCountry;
  const country = countryCode(destination.country) ?? home;
  if (!hasSettings) return country === home ? SPEC_PRICING.taxBasisPoints : 0;
  const region = regionCode(country, destination.region);
  const rates = await data
    .selectFrom('tax_rates')
    .select(['region', 'basis_points'])
    .where('tenant_id', '=', tenantId)
    .where('country', '=', country)
    .where('region', 'in', [region, ''])
    .execute();
  // The region's own rate before the country's.
  return (rates.find((rate) => rate.region !== '') ?? rates[0])?.basis_points ?? 0;
}

/**
 * True when the tenant ships to the country: its home country, or one it keeps a tax rate for (the
 * markets it has set up). Express checkout refuses other addresses before the buyer approves.
 */
export async function shipsTo(data: Data, tenantId: string, country: string): Promise<boolean> {
  const code = countryCode(country);
  if (!code) return false;
  if (code === (await commerceSettings(data, tenantId)).homeCountry) return true;
  const rate = await data
    .selectFrom('tax_rates')
    .select('country')
    .where('tenant_id', '=', tenantId)
    .where('country', '=', code)
    .limit(1)
    .executeTakeFirst();
  return rate !== undefined;
}

/** The pricing rules of an order of the tenant going to `destination`. */
export async function pricingRulesFor(data: Data, tenantId: string, destination: TaxDestination = {}): Promise<PricingRules> {
  const settings = await commerceSettings(data, tenantId);
  return {
    taxBasisPoints: await taxRateFor(data, tenantId, destination),
    taxIncluded: settings.pricesIncludeTax,
    shipping: settings.shipping,
  };
}
