/**
 * Throttling of staff sign-in: failed passwords count per account (5, then a lockout from 15 minutes
 * doubling up to a day) and per address (20, then from an hour). The handler asks before it checks
 * the password, so a right password during a lockout is refused like a wrong one and a guesser
 * learns nothing:
 *
 *   const locked = await signInLocked(c, email);
 *   if (locked.limited) return tooManyAttempts(c, locked.retryAfter);
 *   if (!(await passwordMatches(...))) { await signInFailed(c, email); return wrongPassword(); }
 *   await signInSucceeded(c, email);
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { addressKey, checkRequest, consumeRequest, resetRequest, tenantKey, type RateLimitVerdict } from './rate-limit.ts';

function accountKey(c: Context<AppEnv>, email: string): string {
  return tenantKey(c, 'staff-account', email);
}

function longer(a: RateLimitVerdict, b: RateLimitVerdict): RateLimitVerdict {
  if (!a.limited) return b;
  if (!b.limited) return a;
  return a.retryAfter >= b.retryAfter ? a : b;
}

/** Whether this account or this address is locked out now (nothing is counted). */
export async function signInLocked(c: Context<AppEnv>, email: string): Promise<RateLimitVerdict> {
  const [account, address] = await Promise.all([
    checkRequest(c, 'staff-sign-in', accountKey(c, email)),
    checkRequest(c, 'staff-sign-in-address', addressKey(c)),
  ]);
  return longer(account, address);
}

/** Counts a wrong password against the account and the address (the one that empties either starts its lockout). */
export async function signInFailed(c: Context<AppEnv>, email: string): Promise<void> {
  await Promise.all([consumeRequest(c, 'staff-sign-in', accountKey(c, email)), consumeRequest(c, 'staff-sign-in-address', addressKey(c))]);
}

/** Clears the account's failures after a right password; the address keeps its count (one good account must not unlock guessing others). */
export async function signInSucceeded(c: Context<AppEnv>, email: string): Promise<void> {
  await resetRequest(c, 'staff-sign-in', accountKey(c, email));
}
