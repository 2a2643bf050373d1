/**
 * Loads a provider's browser SDK when its panel shows, in its own chunk: a stand-in injected through
 * the seam (`setPaymentSdks()` / `window.__siteElementsProviders`), else, with `data-simulators` and a
 * gateway in simulator mode, the demo server's simulator-backed stand-ins (shared/checkout/simulator-*.ts), else the real
 * SDK (`@stripe/stripe-js`, `@paypal/paypal-js`) through its own loader, after the Trusted Types
 * policy that admits exactly the providers' script URLs (shared/checkout/provider-scripts.ts). Nothing
 * here loads until a panel asks.
 */
import type { PaymentGateway } from '../../../shared/api/payments.ts';
import { loadRealPayPal, loadRealStripe } from '../../../shared/checkout/provider-loaders.ts';
import { injectedLoader, type CardSdk, type WalletSdk } from '../../../shared/checkout/sdks.ts';

/** True when the fakes should stand in: asked for by the page, and the server says it runs a simulator. */
function simulatorApplies(gateway: PaymentGateway, simulators: boolean): boolean {
  // The wallet gateway's data says `mode: 'live'` with real keys and carries no mode for the simulator, so only 'live' refuses.
  return simulators && (gateway.data?.mode === 'simulator' || (gateway.name === 'paypal' && gateway.data?.mode !== 'live'));
}

/** The card provider's SDK (Stripe.js) for the gateway's publishable key; null when its script failed. */
export async function loadCardSdk(gateway: PaymentGateway, simulators: boolean): Promise<CardSdk | null> {
  const key = gateway.data?.publishableKey ?? '';
  const injected = injectedLoader('stripe');
  if (injected) return injected(key);
  if (simulatorApplies(gateway, simulators) && gateway.data?.endpoint) {
    const { simulatorStripeLoader } = await import('../../../shared/checkout/simulator-stripe.ts');
    return simulatorStripeLoader({ endpoint: gateway.data.endpoint })(key);
  }
  return loadRealStripe(key);
}

/** The wallet provider's SDK (PayPal JS) for the gateway's client id; null when its script failed. */
export async function loadWalletSdk(gateway: PaymentGateway, currency: string, simulators: boolean): Promise<WalletSdk | null> {
  const clientId = gateway.data?.clientId ?? '';
  const injected = injectedLoader('paypal');
  if (injected) return injected({ clientId, currency });
  if (simulatorApplies(gateway, simulators)) {
    const { simulatorPayPalLoader } = await import('../../../shared/checkout/simulator-paypal.ts');
    return simulatorPayPalLoader({ origin: location.origin })({ clientId, currency });
  }
  return loadRealPayPal(clientId, currency);
}
