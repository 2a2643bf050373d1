/**
 * Which providers' browser code a tenant's pages may load, for the page's Content Security Policy
 * (middleware/security.ts): Stripe and PayPal when their real keys are set (`gatewayMode` 'real', never
 * a simulator, which is served from this site) and the tenant offers that gateway, and the Maps API
 * when GOOGLE_MAPS_API_KEY is set (the checkout's address suggestions).
 */
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import type { PageProvider } from '../middleware/provider-sources.ts';
import { gatewayEnabled } from '../domain/gateways.ts';
import { CARDBANK_API } from './cardbank-live.ts';
import { gatewayMode } from './modes.ts';

/** The providers whose scripts the tenant's pages may load; empty without real keys or a Maps key. */
export async function pageProviders(config: Config, data: Data, tenantId: string): Promise<PageProvider[]> {
  const real = async (name: 'stripe' | 'paypal') =>
    gatewayMode(config.payments, config.demoMode, name) === 'real' && (await gatewayEnabled(data, tenantId, name));
  return [
    ...((await real('stripe')) ? ['stripe' as const] : []),
    ...((await real('paypal')) ? ['paypal' as const] : []),
    ...(config.googleMapsApiKey ? ['maps' as const] : []),
  ];
}

/**
 * Origins the tenant's checkout calls straight from the browser: the card-or-bank-transfer provider's
 * API when its real keys are set and the tenant offers it (card numbers go from the browser to the
 * provider, never through this site). Empty otherwise.
 */
export async function pageConnectOrigins(config: Config, data: Data, tenantId: string): Promise<string[]> {
  const cardbank = config.payments?.cardbank;
  if (!cardbank || gatewayMode(config.payments, config.demoMode, 'cardbank') !== 'real' || !(await gatewayEnabled(data, tenantId, 'cardbank')))
    return [];
  return [new URL(cardbank.apiUrl ?? (cardbank.live ? CARDBANK_API.live : CARDBANK_API.sandbox)).origin];
}
