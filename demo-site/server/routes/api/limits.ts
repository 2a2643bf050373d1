import type { Context, Hono } from 'hono';
import { isStaffLike, principalOf } from '../../auth/principal.ts';
import type { AppEnv } from '../../context.ts';
import { addressKey, rateLimit, tenantKey, type RateLimitKeys } from '../../middleware/rate-limit.ts';
import type { RateLimitPolicyName } from '../../middleware/rate-limits.ts';
import { peekJsonObject } from './validation.ts';

type Method = 'GET' | 'POST';

/** A string field of the JSON body (looked at before the route reads it). */
async function jsonField(c: Context<AppEnv>, name: string): Promise<string | undefined> {
  const value = (await peekJsonObject(c))?.[name];
  return typeof value === 'string' ? value : undefined;
}

const staff = (c: Context<AppEnv>) => isStaffLike(principalOf(c));

/** Per address, and per e-mail too when the body names one: a guesser cannot spread over addresses. */
async function addressAndEmail(c: Context<AppEnv>): Promise<RateLimitKeys> {
  const email = await jsonField(c, 'email');
  return email ? [addressKey(c), tenantKey(c, 'email', email)] : addressKey(c);
}

/** A visitor's reservation look-up (code, manage link or Find Me); the public board and staff are free. */
function lookupKey(c: Context<AppEnv>): RateLimitKeys {
  if (staff(c)) return undefined;
  // eslint-disable-next-line no-restricted-syntax -- a rate-limit key, before the route: it only looks for which names are present.
  const query = c.req.query();
  return query.code !== undefined || query.manageToken !== undefined || query.find !== undefined ? addressKey(c) : undefined;
}

/** A visitor's booking or walk-in, counted under its own policy; staff and the tenant's server are free. */
function creationKey(kind: 'queue' | 'booking') {
  return async (c: Context<AppEnv>): Promise<RateLimitKeys> => {
    if (staff(c)) return undefined;
    const isQueue = (await jsonField(c, 'type')) === 'queue';
    return isQueue === (kind === 'queue') ? addressKey(c) : undefined;
  };
}

/** The caller's address, unless staff or the tenant's server are calling (they are free). */
const visitorAddress = (c: Context<AppEnv>): RateLimitKeys => (staff(c) ? undefined : addressKey(c));

/** Every rate-limited operation: method, path under `/api`, policy and what is counted. */
const LIMITS: readonly [Method, string, RateLimitPolicyName, (c: Context<AppEnv>) => RateLimitKeys | Promise<RateLimitKeys>][] = [
  ['POST', '/auth/code', 'one-time-code', addressAndEmail],
  ['POST', '/auth/code/verify', 'one-time-code', addressAndEmail],
  ['GET', '/reservations', 'confirmation-lookup', lookupKey],
  ['POST', '/reservations/create', 'booking-create', creationKey('booking')],
  ['POST', '/reservations/create', 'queue-join', creationKey('queue')],
  ['POST', '/storefront/order/create', 'order-create', visitorAddress],
  // PayPal express checkout makes a PayPal order, then our order: counted like order creation.
  ['POST', '/payments/wallet/express', 'order-create', visitorAddress],
  ['POST', '/payments/wallet/express/:id/capture', 'order-create', visitorAddress],
  // Each address the buyer picks in PayPal's window re-prices and may update PayPal's order.
  ['POST', '/payments/wallet/express/:id/shipping', 'express-address', visitorAddress],
  ['GET', '/storefront/order/email/:email/:id', 'order-lookup', addressKey],
  ['POST', '/payments/gift-card/check', 'gift-card', addressKey],
  ['POST', '/payments/gift-card', 'gift-card', addressKey],
  ['POST', '/storefront/products/:id/reviews', 'review-write', visitorAddress],
  ['POST', '/storefront/reviews/:id/helpful', 'review-vote', addressKey],
  ['POST', '/forms/newsletter', 'newsletter', addressKey],
  ['POST', '/forms/:formId/submissions', 'form', addressKey],
  ['POST', '/data/upload', 'upload', addressKey],
  ['POST', '/data/batch-log', 'log', addressKey],
  ['POST', '/app-key', 'app-key', addressKey],
];

/**
 * Puts the abuse limits in front of the routes of `api` (after the tenant and principal middleware):
 * a spent limit answers 429 with Retry-After and "Too many attempts. Try again in N minutes.".
 */
export function mountRateLimits(api: Hono<AppEnv>): void {
  for (const [method, path, policy, key] of LIMITS) api.on(method, path, rateLimit(policy, key));
}
