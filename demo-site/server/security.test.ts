// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { cspNonce, makeTestApp } from '../../test/helpers/server/test-app.ts';

const t = makeTestApp({ APP_SECRET: 'top-secret-value-123', APP_KEY: 'app-key-value-456' });
afterAll(() => t.close());

const EXPECTED_CSP =
  "script-src 'nonce-NONCE' 'strict-dynamic'; object-src 'none'; base-uri 'none'; default-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify site-elements#inert";

describe('security headers', () => {
  it('sends the strict CSP with a nonce that matches the page script and meta tags', async () => {
    const response = await t.app.request('/');
    const nonce = cspNonce(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP.replace('NONCE', nonce ?? ''));
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    const page = await response.text();
    expect(page).toContain(`<script type="module" nonce="${nonce}" src="/elements/site-elements.js"></script>`);
    expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('uses a new nonce for every request', async () => {
    const nonces = await Promise.all([1, 2, 3].map(async () => cspNonce(await t.app.request('/help'))));
    expect(new Set(nonces).size).toBe(3);
  });

  it('puts the nonce on every executable script and uses no inline styles', async () => {
    for (const path of ['/', '/help', '/no-such-page']) {
      const response = await t.app.request(path);
      const page = await response.text();
      const nonce = cspNonce(response);
      for (const [tag] of page.matchAll(/<script\b[^>]*>/g)) {
        if (!tag.includes('type="application/json"')) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
      expect(page, path).not.toMatch(/\sstyle=|<style[\s>]|\son[a-z]+=/i);
    }
  });

  it('sets the headers on pages, API answers, files and errors alike', async () => {
    for (const path of ['/', '/api/health', '/api/storefront/config', '/elements/site-elements.js', '/nope', '/api/nope']) {
      const response = await t.app.request(path);
      expect(response.headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never sends APP_SECRET or APP_KEY', async () => {
    for (const path of ['/', '/help', '/nope', '/api/health', '/api/storefront/config', '/api/storefront/config?org=harbor']) {
      const response = await t.app.request(path);
      const text = (await response.text()) + JSON.stringify([...response.headers]);
      expect(text, path).not.toContain('top-secret-value-123');
      expect(text, path).not.toContain('app-key-value-456');
    }
  });
});

describe('the policy of a tenant’s pages follows the providers configured', () => {
  const LIVE = {
    STRIPE_SECRET_KEY: 'sk_test_pagepolicy123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_pagepolicy123',
    PAYPAL_CLIENT_ID: 'page-policy-client',
    PAYPAL_CLIENT_SECRET: 'page-policy-secret',
  };
  const policyOf = async (app: ReturnType<typeof makeTestApp>['app'], path: string) => {
    const response = await app.request(path);
    return { policy: response.headers.get('content-security-policy') ?? '', nonce: cspNonce(response) ?? '' };
  };

  it('with real Stripe and PayPal keys: Northwind (both gateways) gets both, Harbor (Stripe only) gets Stripe’s, the API keeps the base', async () => {
    const live = makeTestApp(LIVE);
    try {
      const northwind = await policyOf(live.app, '/store/checkout?org=northwind');
      expect(northwind.policy).toContain('https://js.stripe.com');
      expect(northwind.policy).toContain('https://*.paypal.com');
      expect(northwind.policy).toContain(`style-src 'self' 'nonce-${northwind.nonce}'`);
      expect(northwind.policy).toMatch(/trusted-types dompurify site-elements#inert default$/);
      const harbor = await policyOf(live.app, '/store/checkout?org=harbor');
      expect(harbor.policy).toContain('frame-src \'self\' https://js.stripe.com');
      expect(harbor.policy).not.toContain('paypal');
      // PayPal's checkout window must be able to answer the page that opened it; without PayPal the page stays fully isolated.
      expect((await live.app.request('/store/checkout?org=northwind')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect((await live.app.request('/store/checkout?org=harbor')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect((await t.app.request('/store/checkout?org=northwind')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const api = await policyOf(live.app, '/api/storefront/config?org=northwind');
      expect(api.policy).toBe(EXPECTED_CSP.replace('NONCE', api.nonce));
    } finally {
      live.close();
    }
  });

  it('with real card-or-bank keys: the checkout may post to that provider’s API origin, and only then', async () => {
    const live = makeTestApp({ CARDBANK_API_KEY: 'cb_live_pagepolicy', CARDBANK_PUBLISHABLE_KEY: 'cbpk_pagepolicy', CARDBANK_API_URL: 'https://api.bank-provider.example/v2' });
    try {
      const policy = (await live.app.request('/store/checkout?org=northwind')).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("connect-src 'self' https://api.bank-provider.example;");
      expect(policy).not.toContain('/v2');
      const api = (await live.app.request('/api/storefront/config?org=northwind')).headers.get('content-security-policy') ?? '';
      expect(api).toContain("connect-src 'self';");
    } finally {
      live.close();
    }
    expect((await t.app.request('/store/checkout?org=northwind')).headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('with a Maps key only: pages get the Maps sources and the checkout carries the key; without one, neither', async () => {
    const maps = makeTestApp({ GOOGLE_MAPS_API_KEY: 'AIzaPagePolicyTestKey123' });
    try {
      const checkout = await maps.app.request('/store/checkout?org=harbor');
      expect(checkout.headers.get('content-security-policy')).toContain('trusted-types dompurify site-elements#inert default @googlemaps/js-api-loader');
      expect(checkout.headers.get('content-security-policy')).not.toContain('stripe');
      expect(await checkout.text()).toMatch(/<store-checkout [^>]*data-maps-key="AIzaPagePolicyTestKey123"/);
    } finally {
      maps.close();
    }
    const checkout = await t.app.request('/store/checkout?org=harbor');
    expect(checkout.headers.get('content-security-policy')).toBe(EXPECTED_CSP.replace('NONCE', cspNonce(checkout) ?? ''));
    expect(await checkout.text()).not.toContain('data-maps-key');
  });
});
