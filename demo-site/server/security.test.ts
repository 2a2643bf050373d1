// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { cspNonce, makeTestApp } from './testing.ts';

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
