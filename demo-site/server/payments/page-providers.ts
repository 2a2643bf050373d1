/**
 * Which providers' browser code a tenant's pages may load, for the page's Content Security Policy
 * (middleware/security.ts): Stripe and PayPal when their real keys are set (`gatewayMode` 'real', never
 * a simulator, which is served from this site) and the tenant offers that gateway, and the Maps API
 * when GOOGLE_MAPS_API_KEY is set (the checkout's address suggestions).
 */
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { prepared } from '../statements.ts';
import type { PageProvider } from '../middleware/provider-sources.ts';
import { CARDBANK_API } from './cardbank-live.ts';
import { gatewayMode } from './modes.ts';

/**
 * True when the tenant has this gateway enabled. Read on the connection itself: the page shell that
 * asks is built synchronously (the data layer's `gatewayEnabled` is the async twin).
 */
function enabled(db: Db, tenantId: string, name: string): boolean {
  return prepared(db, 'SELECT 1 FROM payment_gateways WHERE tenant_id = ? AND name = ? AND enabled = 1').get(tenantId, name) !== undefined;
}

/** The providers whose scripts the tenant's pages may load; empty without real keys or a Maps key. */
export function pageProviders(config: Config, db: Db, tenantId: string): PageProvider[] {
  const real = (name: 'stripe' | 'paypal') => gatewayMode(config.payments, config.demoMode, name) === 'real' && enabled(db, tenantId, name);
  return [
    ...(real('stripe') ? ['stripe' as const] : []),
    ...(real('paypal') ? ['paypal' as const] : []),
    ...(config.googleMapsApiKey ? ['maps' as const] : []),
  ];
}

/**
 * Origins the tenant's checkout calls straight from the browser: the card-or-bank-transfer provider's
 * API when its real keys are set and the tenant offers it (card numbers go from the browser to the
 * provider, never through this site). Empty otherwise.
 */
export function pageConnectOrigins(config: Config, db: Db, tenantId: string): string[] {
  const cardbank = config.payments?.cardbank;
  if (!cardbank || gatewayMode(config.payments, config.demoMode, 'cardbank') !== 'real' || !enabled(db, tenantId, 'cardbank')) return [];
  return [new URL(cardbank.apiUrl ?? (cardbank.live ? CARDBANK_API.live : CARDBANK_API.sandbox)).origin];
}
