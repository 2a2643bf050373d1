/**
 * The providers' real browser SDKs, each through its own loader and in its own chunk, after the
 * Trusted Types policy that admits exactly the providers' script URLs (provider-scripts.ts). The
 * checkout and express checkout both come here once no stand-in is injected (sdks.ts).
 */
import type { PayPalNamespace } from '@paypal/paypal-js';
import type { Stripe } from '@stripe/stripe-js';
import { allowProviderScripts } from './provider-scripts.ts';

/** The page's CSP nonce (`<meta property="csp-nonce" nonce>`, else the loader script's), or undefined. */
export function pageNonce(): string | undefined {
  const carrier = document.querySelector<HTMLElement>('meta[property="csp-nonce"][nonce], script[nonce]');
  return carrier?.nonce || undefined;
}

/** Stripe.js for a publishable key (`loadStripe`); null when its script failed to load. */
export async function loadRealStripe(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  allowProviderScripts();
  return loadStripe(publishableKey);
}

/** PayPal's JS SDK for a client id and currency (`loadScript`, capture intent); null when it failed to load. */
export async function loadRealPayPal(clientId: string, currency: string): Promise<PayPalNamespace | null> {
  const { loadScript } = await import('@paypal/paypal-js');
  allowProviderScripts();
  // PayPal puts this nonce on the inline styles it adds to the page (its way through a CSP without 'unsafe-inline').
  return loadScript({ clientId, currency, intent: 'capture', dataCspNonce: pageNonce() });
}
