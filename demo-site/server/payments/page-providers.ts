/**
 * Which providers' browser code a tenant's pages may load, for the page's Content Security Policy
 * (middleware/security.ts): Stripe and PayPal when their real keys are set (`gatewayMode` 'real', never
 * a simulator, which is served from this site) and the tenant offers that gateway, and the Maps API
 * when GOOGLE_MAPS_API_KEY is set (the checkout's address suggestions).
 */
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { gatewayEnabled } from '../domain/gateways.ts';
import type { PageProvider } from '../middleware/provider-sources.ts';
import { gatewayMode } from './modes.ts';

/** The providers whose scripts the tenant's pages may load; empty without real keys or a Maps key. */
export function pageProviders(config: Config, db: Db, tenantId: string): PageProvider[] {
  const real = (name: 'stripe' | 'paypal') => gatewayMode(config.payments, config.demoMode, name) === 'real' && gatewayEnabled(db, tenantId, name);
  return [...(real('stripe') ? ['stripe' as const] : []), ...(real('paypal') ? ['paypal' as const] : []), ...(config.googleMapsApiKey ? ['maps' as const] : [])];
}
