/**
 * The Trusted Types `default` policy that lets the providers' own loaders add their scripts on a page
 * that requires Trusted Types (`require-trusted-types-for 'script'`). `loadStripe` and PayPal's
 * `loadScript` assign plain strings to `script.src`, so only the `default` policy can admit them (the
 * Maps loader brings its own policy and falls back to a string, then this one). The policy admits a
 * script URL only when it is exactly one of the loaders' URLs below, alone or followed by a query; it
 * refuses every other script URL, every HTML string and every script text, so the browser blocks them.
 * Nothing happens at import time: the checkout installs it just before a real loader runs.
 */

/**
 * The script URLs the provider loaders inject, without their query: @stripe/stripe-js 10 (release
 * train `endive`), @paypal/paypal-js 11 (production base; the checkout passes no `environment`) and
 * @googlemaps/js-api-loader 2. A loader upgrade that changes its URL must change this list.
 */
export const PROVIDER_SCRIPT_URLS: readonly string[] = [
  'https://js.stripe.com/endive/stripe.js',
  'https://www.paypal.com/sdk/js',
  'https://maps.googleapis.com/maps/api/js',
];

/** The URL itself when it is one of `PROVIDER_SCRIPT_URLS`, alone or with a query; otherwise null (refused). */
export function providerScriptUrl(input: string): string | null {
  return PROVIDER_SCRIPT_URLS.some((url) => input === url || input.startsWith(`${url}?`)) ? input : null;
}

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string | null; createHTML(input: string): null; createScript(input: string): null },
  ): unknown;
}

const refuse = (): null => null;

/**
 * Creates the `default` policy with the allow-list, when the browser has Trusted Types and the page
 * has no default policy yet (a page's own default policy is left in charge). Safe to call often.
 */
export function allowProviderScripts(): void {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  try {
    trustedTypes.createPolicy('default', { createScriptURL: providerScriptUrl, createHTML: refuse, createScript: refuse });
  } catch {
    // The page's `trusted-types` directive does not list `default`: the provider's script is then
    // blocked and its panel says it could not load, as without this policy.
  }
}
