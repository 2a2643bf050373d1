import { randomFillSync } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { pageConnectOrigins, pageProviders } from '../payments/page-providers.ts';
import type { Tenant } from '../tenants.ts';
import { PAGE_PROVIDERS, PROVIDER_SOURCES, type PageProvider, type ProviderDirective } from './provider-sources.ts';
import { takePageStyles } from './style-hashes.ts';

/** Random bytes for nonces, drawn from the system's generator 4 KiB at a time instead of 16 bytes per request. */
const noncePool = Buffer.alloc(4096);
let noncePoolUsed = noncePool.length;

/** A fresh random nonce (128 bits, base64): 16 bytes of the pool that no other nonce uses. */
export function createNonce(): string {
  if (noncePoolUsed === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolUsed, noncePoolUsed + 16);
  noncePoolUsed += 16;
  return nonce;
}

/**
 * The Trusted Types policies pages may create: `dompurify` (DOMPurify's, for sanitized HTML) and
 * `site-elements#inert` (the kit's, for reading text out of HTML with an inert DOMParser). Any other
 * policy, and any string given to an HTML or script sink, is refused.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'site-elements#inert'];

/** The Trusted Types policy the checkout creates for the providers' loaders (shared/checkout/provider-scripts.ts). */
const PROVIDER_SCRIPTS_POLICY = 'default';

/**
 * The Content-Security-Policy for a response with this nonce: nonce scripts only, no inline styles
 * but the style attributes whose hashes `styleHashes` lists (sources from style-hashes.ts).
 * Without providers it is the strict base policy; each provider adds the sources it documents
 * (provider-sources.ts), the `default` Trusted Types policy that admits exactly the providers' script
 * URLs, and its own Trusted Types policies. `connectOrigins` are further origins the page's code calls
 * (a provider API the browser posts to directly). Nonce and 'strict-dynamic' stay; nothing unsafe is added.
 */
export function contentSecurityPolicy(
  nonce: string,
  providers: readonly PageProvider[] = [],
  connectOrigins: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  const chosen = PAGE_PROVIDERS.filter((provider) => providers.includes(provider)).map((provider) => PROVIDER_SOURCES[provider]);
  const added = (directive: ProviderDirective) => [
    ...new Set([...chosen.flatMap((provider) => provider.sources[directive] ?? []), ...(directive === 'connect-src' ? connectOrigins : [])]),
  ];
  const directive = (name: ProviderDirective, base: string[]) => [name, ...base, ...added(name)].join(' ');
  const optional = (name: ProviderDirective, base: string[]) => (added(name).length > 0 ? [directive(name, base)] : []);
  const styleNonce = chosen.some((provider) => provider.styleNonce) ? [`'nonce-${nonce}'`] : [];
  // Style attributes the server rendered (style-hashes.ts), each allowed by its exact hash only.
  const styleAttributes = styleHashes.length > 0 ? ["'unsafe-hashes'", ...styleHashes] : [];
  const trustedTypes = [
    ...TRUSTED_TYPES_POLICIES,
    ...(chosen.length > 0 ? [PROVIDER_SCRIPTS_POLICY] : []),
    ...chosen.flatMap((provider) => provider.trustedTypes),
  ];
  return [
    directive('script-src', [`'nonce-${nonce}'`, "'strict-dynamic'"]),
    "object-src 'none'",
    "base-uri 'none'",
    "default-src 'self'",
    directive('style-src', ["'self'", ...styleNonce, ...styleAttributes]),
    directive('img-src', ["'self'", 'data:']),
    ...optional('font-src', ["'self'"]),
    directive('connect-src', ["'self'"]),
    ...optional('frame-src', ["'self'"]),
    ...optional('worker-src', []),
    "frame-ancestors 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypes.join(' ')}`,
  ].join('; ');
}

/**
 * The policy of a stored e-mail shown to staff: its inline styles (e-mail HTML has no other kind),
 * no script, no request to anywhere, and a sandbox that gives the document an opaque origin.
 */
export const EMAIL_PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; sandbox";

/** The base policy split around its one nonce, built once: every JSON answer and most pages carry it. */
let basePolicyParts: string[] | undefined;

/** `contentSecurityPolicy(nonce, providers, connectOrigins, styleHashes)`, without rebuilding the base policy for each response. */
function policyWith(nonce: string, providers: readonly PageProvider[], connectOrigins: readonly string[], styleHashes: readonly string[]): string {
  if (providers.length > 0 || connectOrigins.length > 0 || styleHashes.length > 0) return contentSecurityPolicy(nonce, providers, connectOrigins, styleHashes);
  basePolicyParts ??= contentSecurityPolicy('\u0000').split('\u0000');
  return basePolicyParts.join(nonce);
}

/**
 * The Cross-Origin-Opener-Policy of a response: `same-origin`, except on the pages of a tenant with
 * real PayPal keys, whose checkout opens PayPal's window and must hear back from it
 * (`same-origin-allow-popups` keeps the page isolated from windows that open it).
 */
export function crossOriginOpenerPolicy(providers: readonly PageProvider[]): string {
  return providers.includes('paypal') ? 'same-origin-allow-popups' : 'same-origin';
}

/** What a page response may load: the providers whose sources its CSP names, and further origins its code calls. */
export interface PageSources {
  providers: PageProvider[];
  connectOrigins: string[];
}

const NO_PAGE_SOURCES: PageSources = { providers: [], connectOrigins: [] };

/** A page of one of this server's tenants: the providers its gateways and keys allow (payments/page-providers.ts). */
export async function tenantPageSources(c: Context<AppEnv>): Promise<PageSources> {
  const tenant = c.get('tenant') as Tenant | undefined;
  if (tenant === undefined) return NO_PAGE_SOURCES;
  const [providers, connectOrigins] = await Promise.all([
    pageProviders(c.get('config'), c.get('data'), tenant.id),
    pageConnectOrigins(c.get('config'), c.get('data'), tenant.id),
  ]);
  return { providers, connectOrigins };
}

/**
 * Gives every request its own nonce (`c.get('nonce')`) and sets the security headers on every
 * response, including errors and 404s. An HTML page gets the sources `sourcesOf` allows it (by
 * default the tenant's: real payment keys for a gateway the tenant offers, a Maps key); every other
 * response, and every page without such a provider, gets the base policy.
 */
export function securityHeaders(
  sourcesOf: (c: Context<AppEnv>) => PageSources | Promise<PageSources> = tenantPageSources,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set('nonce', nonce);
    let styleHashes: string[];
    try {
      await next();
    } finally {
      styleHashes = takePageStyles(nonce);
    }
    const page = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const { providers, connectOrigins } = page ? await sourcesOf(c) : NO_PAGE_SOURCES;
    c.res.headers.set(
      'Content-Security-Policy',
      c.get('contentPolicy') === 'email-preview' ? EMAIL_PREVIEW_POLICY : policyWith(nonce, providers, connectOrigins, page ? styleHashes : []),
    );
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Cross-Origin-Opener-Policy', crossOriginOpenerPolicy(providers));
  };
}
