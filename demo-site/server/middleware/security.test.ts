// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_PROVIDERS, type PageProvider } from './provider-sources.ts';
import { contentSecurityPolicy } from './security.ts';

const BASE =
  "script-src 'nonce-N' 'strict-dynamic'; object-src 'none'; base-uri 'none'; default-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify site-elements#inert";

const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com https://*.venmo.com';

/** The exact policy with each provider alone. */
const ALONE: Record<PageProvider, string> = {
  stripe:
    "script-src 'nonce-N' 'strict-dynamic' https://js.stripe.com https://*.js.stripe.com https://maps.googleapis.com; object-src 'none'; base-uri 'none'; default-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' https://api.stripe.com https://maps.googleapis.com; frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify site-elements#inert default",
  paypal: `script-src 'nonce-N' 'strict-dynamic' ${PAYPAL}; object-src 'none'; base-uri 'none'; default-src 'self'; style-src 'self' 'nonce-N' ${PAYPAL}; img-src 'self' data: ${PAYPAL}; connect-src 'self' ${PAYPAL}; frame-src 'self' ${PAYPAL}; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify site-elements#inert default`,
  maps: "script-src 'nonce-N' 'strict-dynamic'; object-src 'none'; base-uri 'none'; default-src 'self'; style-src 'self' 'nonce-N' https://fonts.googleapis.com; img-src 'self' data: https://*.googleapis.com https://*.gstatic.com https://*.google.com https://*.googleusercontent.com; font-src 'self' https://fonts.gstatic.com; connect-src 'self' https://*.googleapis.com https://*.google.com https://*.gstatic.com data: blob:; frame-src 'self' https://*.google.com; worker-src blob:; frame-ancestors 'self'; form-action 'self'; require-trusted-types-for 'script'; trusted-types dompurify site-elements#inert default @googlemaps/js-api-loader google-maps-api-loader google-maps-api#html lit-html",
};

/** A policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0] ?? '', part.split(' ').slice(1)]));
}

/** Every non-empty combination of the providers. */
const COMBINATIONS: PageProvider[][] = [1, 2, 3, 4, 5, 6, 7].map((bits) => PAGE_PROVIDERS.filter((_, i) => bits & (1 << i)));

describe('contentSecurityPolicy', () => {
  it('without providers is the strict base policy, exactly as before', () => {
    expect(contentSecurityPolicy('N')).toBe(BASE);
    expect(contentSecurityPolicy('N', [])).toBe(BASE);
  });

  it.each(PAGE_PROVIDERS)('with %s alone adds the sources that provider documents, and the default Trusted Types policy', (provider) => {
    expect(contentSecurityPolicy('N', [provider])).toBe(ALONE[provider]);
  });

  it.each(COMBINATIONS.filter((c) => c.length > 1).map((c) => [c.join(' + '), c] as const))(
    'with %s has exactly the union of what each provider adds, each source once, in any order asked',
    (_, combination) => {
      const policy = directives(contentSecurityPolicy('N', combination));
      const expected = new Map<string, Set<string>>();
      for (const provider of combination)
        for (const [name, sources] of directives(ALONE[provider])) expected.set(name, new Set([...(expected.get(name) ?? []), ...sources]));
      expect([...policy.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [name, sources] of policy) {
        expect(new Set(sources).size, `${name} repeats a source`).toBe(sources.length);
        expect(new Set(sources), name).toEqual(expected.get(name));
      }
      expect(contentSecurityPolicy('N', [...combination].reverse())).toBe(contentSecurityPolicy('N', combination));
    },
  );

  it.each([[[] as PageProvider[]], ...COMBINATIONS.map((c) => [c])])('with %j keeps the nonce and strict-dynamic and adds nothing unsafe', (providers) => {
    const policy = directives(contentSecurityPolicy('R4nd0m', providers));
    expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'nonce-R4nd0m'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')?.includes('default')).toBe(providers.length > 0);
    expect([...policy.values()].flat().filter((source) => /unsafe|^https:$|^\*$/.test(source))).toEqual([]);
  });
});
