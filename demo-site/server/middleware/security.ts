import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** A fresh random nonce (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Trusted Types policies pages may create: `dompurify` (DOMPurify's, for sanitized HTML) and
 * `site-elements#inert` (the kit's, for reading text out of HTML with an inert DOMParser). Any other
 * policy, and any string given to an HTML or script sink, is refused.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'site-elements#inert'];

/** The Content-Security-Policy for a response with this nonce: nonce scripts only, no inline styles. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "default-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
  ].join('; ');
}

/**
 * The policy of a stored e-mail shown to staff: its inline styles (e-mail HTML has no other kind),
 * no script, no request to anywhere, and a sandbox that gives the document an opaque origin.
 */
export const EMAIL_PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; sandbox";

/**
 * Gives every request its own nonce (`c.get('nonce')`) and sets the security headers on every
 * response, including errors and 404s.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();
    c.res.headers.set('Content-Security-Policy', c.get('contentPolicy') === 'email-preview' ? EMAIL_PREVIEW_POLICY : contentSecurityPolicy(nonce));
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
