/**
 * Loads the PayPal JS SDK stand-in of test/fakes/provider-scripts/paypal.js into the page as a plain
 * script, as PayPal's `loadScript` would, for the express checkout's browser tests and story; inject
 * its namespace with `setPaymentSdks({ paypal: () => loadPaypalStandIn(clientId) })`. The buyer's part
 * in PayPal's window is `standIn.buy(address)`.
 */
import type { WalletSdk } from '../../shared/checkout/sdks.ts';

/** What the buyer did in the stand-in's window. */
export type StandInOutcome = { orderID: string; approved: true } | { orderID: string; rejected: string } | { error: true };

/** The stand-in's namespace: PayPal's `Buttons` and the buyer's part. */
export interface PaypalStandIn extends WalletSdk {
  standIn: {
    /** Runs createOrder, onShippingAddressChange with `address` (when given), then onApprove unless the page rejected it. */
    buy(address?: { countryCode: string; state?: string; city?: string; postalCode?: string }): Promise<StandInOutcome>;
    /** PayPal's texts for a rejected address, by kind. */
    errors: Record<'ADDRESS_ERROR' | 'COUNTRY_ERROR' | 'STATE_ERROR' | 'ZIP_ERROR', string>;
    /** The address an in-page button's click buys with (`inline` only). */
    address: { countryCode: string; state?: string; city?: string; postalCode?: string } | undefined;
  };
}

const scriptUrl = new URL('./provider-scripts/paypal.js', import.meta.url);
let loading: Promise<PaypalStandIn> | null = null;

/**
 * The stand-in's namespace, its script added to the page the first time. `inline`: the buttons are an
 * in-page 'PayPal (stand-in)' button instead of PayPal's frame (for a story, which has no network).
 */
export function loadPaypalStandIn(clientId = 'pp-live-client', options: { inline?: boolean } = {}): Promise<PaypalStandIn> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (options.inline) script.setAttribute('data-inline', '');
    script.src = `${scriptUrl.href}${scriptUrl.search ? '&' : '?'}client-id=${encodeURIComponent(clientId)}`;
    script.onload = () => resolve((window as unknown as { paypal: PaypalStandIn }).paypal);
    script.onerror = () => reject(new Error('The PayPal stand-in script did not load'));
    document.head.append(script);
  });
  return loading;
}
