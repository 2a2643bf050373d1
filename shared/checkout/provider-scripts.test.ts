// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (happy-dom fetches no script here: one that may not be fetched counts as loaded, and each loader then finds no SDK and rejects quietly.)
import { afterEach, describe, expect, it } from 'vitest';
import { PROVIDER_SCRIPT_URLS, providerScriptUrl } from './provider-scripts.ts';

describe('providerScriptUrl (the Trusted Types allow-list of provider script URLs)', () => {
  it.each([
    'https://js.stripe.com/endive/stripe.js',
    'https://js.stripe.com/endive/stripe.js?advancedFraudSignals=false',
    'https://www.paypal.com/sdk/js?client-id=abc&currency=USD&intent=capture',
    'https://maps.googleapis.com/maps/api/js?libraries=places&key=k&v=weekly&callback=google.maps.__ib__',
  ])('admits the loader URL %s unchanged', (url) => {
    expect(providerScriptUrl(url)).toBe(url);
  });

  it.each([
    ['another host that starts like Stripe’s', 'https://js.stripe.com.evil.example/endive/stripe.js'],
    ['user info before another host', 'https://js.stripe.com@evil.example/endive/stripe.js'],
    ['another path on the provider', 'https://js.stripe.com/v3/evil.js'],
    ['a longer path', 'https://js.stripe.com/endive/stripe.js/../../evil.js'],
    ['a longer file name', 'https://js.stripe.com/endive/stripe.jsx'],
    ['a fragment instead of a query', 'https://www.paypal.com/sdk/js#x'],
    ['a sibling path', 'https://www.paypal.com/sdk/json?x=1'],
    ['http instead of https', 'http://www.paypal.com/sdk/js?client-id=abc'],
    ['a port', 'https://maps.googleapis.com:8443/maps/api/js?key=k'],
    ['upper case', 'HTTPS://MAPS.GOOGLEAPIS.COM/maps/api/js?key=k'],
    ['leading space', ' https://maps.googleapis.com/maps/api/js?key=k'],
    ['a relative URL', '/maps/api/js?key=k'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/javascript,alert(1)'],
    ['the sandbox SDK (the checkout never asks for it)', 'https://www.sandbox.paypal.com/sdk/js?client-id=abc'],
    ['an empty string', ''],
  ])('refuses %s', (_label, url) => {
    expect(providerScriptUrl(url)).toBeNull();
  });
});

describe('the real loaders ask only for allowed URLs', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  /** The src of the script a loader added to the page, once it has added one. */
  async function injectedSrc(): Promise<string> {
    for (let tries = 0; tries < 50; tries++) {
      const script = document.querySelector('script[src]');
      if (script) return script.getAttribute('src') ?? '';
      await new Promise((done) => setTimeout(done, 10));
    }
    throw new Error('the loader added no script');
  }

  it('@stripe/stripe-js loadStripe', async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    void loadStripe('pk_test_allowlist').catch(() => undefined);
    const src = await injectedSrc();
    expect(providerScriptUrl(src)).toBe(src);
    expect(src.startsWith(PROVIDER_SCRIPT_URLS[0] ?? '-')).toBe(true);
  });

  it('@paypal/paypal-js loadScript', async () => {
    const { loadScript } = await import('@paypal/paypal-js');
    void loadScript({ clientId: 'allowlist', currency: 'USD', intent: 'capture', dataCspNonce: 'n' }).catch(() => undefined);
    const src = await injectedSrc();
    expect(providerScriptUrl(src)).toBe(src);
    expect(src.startsWith(`${PROVIDER_SCRIPT_URLS[1] ?? '-'}?client-id=allowlist&`)).toBe(true);
  });

  it('@googlemaps/js-api-loader setOptions and importLibrary', async () => {
    const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
    setOptions({ key: 'allowlist', v: 'weekly' });
    void importLibrary('places').catch(() => undefined);
    const src = await injectedSrc();
    expect(providerScriptUrl(src)).toBe(src);
    expect(new URL(src).searchParams.get('key')).toBe('allowlist');
  });
});
