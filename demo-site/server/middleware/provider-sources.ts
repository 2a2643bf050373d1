/**
 * What each browser-side provider needs in a page's Content Security Policy, as the provider
 * documents it. Hosts are given with their scheme (`https://`), stricter than the bare hosts some
 * guides print; `'unsafe-inline'` and `'unsafe-eval'` are never taken over, and script hosts are only
 * a fallback for browsers without `'strict-dynamic'` (which ignore them next to the nonce).
 *
 * - Stripe.js: Stripe's integration security guide, "Content Security Policy"
 *   (https://docs.stripe.com/security/guide#content-security-policy).
 * - PayPal JS SDK: PayPal's JavaScript SDK best practices, "Content Security Policy"
 *   (https://developer.paypal.com/sdk/js/best-practices/), with the nonce instead of 'unsafe-inline':
 *   the SDK puts the `data-csp-nonce` nonce on the styles it adds, so style-src carries the nonce.
 * - Maps JavaScript API: Google's "Content Security Policy Guide", strict CSP
 *   (https://developers.google.com/maps/documentation/javascript/content-security-policy); its Trusted
 *   Types policy names come from @googlemaps/js-api-loader (its own policy, and the three it names as
 *   needed by the Maps API itself).
 */

/** A provider whose browser code a page may load. */
export type PageProvider = 'stripe' | 'paypal' | 'maps';

/** The providers in the order their sources are added. */
export const PAGE_PROVIDERS: readonly PageProvider[] = ['stripe', 'paypal', 'maps'];

/** The directives a provider may add sources to. */
export type ProviderDirective = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src' | 'worker-src';

/** One provider's additions. */
export interface ProviderSources {
  sources: Partial<Record<ProviderDirective, readonly string[]>>;
  /** The provider adds inline styles carrying the page's nonce: style-src allows that nonce. */
  styleNonce: boolean;
  /** Trusted Types policies the provider's own code creates (besides `default`, see security.ts). */
  trustedTypes: readonly string[];
}

const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

/** Each provider's additions. */
export const PROVIDER_SOURCES: Record<PageProvider, ProviderSources> = {
  stripe: {
    sources: {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://maps.googleapis.com'],
      'connect-src': ['https://api.stripe.com', 'https://maps.googleapis.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    },
    styleNonce: false,
    trustedTypes: [],
  },
  paypal: {
    sources: {
      'script-src': PAYPAL_HOSTS,
      'style-src': PAYPAL_HOSTS,
      'img-src': PAYPAL_HOSTS,
      'connect-src': PAYPAL_HOSTS,
      'frame-src': PAYPAL_HOSTS,
    },
    styleNonce: true,
    trustedTypes: [],
  },
  maps: {
    sources: {
      'style-src': ['https://fonts.googleapis.com'],
      'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
      'font-src': ['https://fonts.gstatic.com'],
      'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
      'frame-src': ['https://*.google.com'],
      'worker-src': ['blob:'],
    },
    styleNonce: true,
    trustedTypes: ['@googlemaps/js-api-loader', 'google-maps-api-loader', 'google-maps-api#html', 'lit-html'],
  },
};
