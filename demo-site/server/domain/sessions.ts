import { randomBytes } from 'node:crypto';
import type { Data } from '../database.ts';
import { sha256 } from './ids.ts';

/** The cookie holding the shopper's session token (read by the elements and sent back as a bearer). */
export const SESSION_COOKIE = 'site_token';

/** How long an anonymous shopper session lasts: 7 days, like the session cookie. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What a session token looks like: 32 random bytes, base64url. Anything else is ignored. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** A new anonymous session of a tenant: the token (given to the browser once) and its stored hash. */
export async function createSession(data: Data, tenantId: string, now: Date = new Date()): Promise<{ token: string; hash: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString();
  // Expired sessions of the tenant go as new ones come (cheap: the index starts with tenant_id, expires_at).
  await data.deleteFrom('sessions').where('tenant_id', '=', tenantId).where('expires_at', '<=', now.toISOString()).execute();
  await data.insertInto('sessions').values({ token_hash: hash, tenant_id: tenantId, expires_at: expiresAt }).execute();
  return { token, hash, expiresAt };
}

/** A token checked against a tenant: valid for it, issued by another tenant, or unknown/expired. */
export type SessionLookup = { state: 'valid'; hash: string } | { state: 'foreign' } | { state: 'unknown' };

/** Looks a token up for a tenant. A malformed token counts as unknown. */
export async function lookupSession(data: Data, tenantId: string, token: string, now: Date = new Date()): Promise<SessionLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const hash = sha256(token);
  const row = await data.selectFrom('sessions').select(['tenant_id', 'expires_at']).where('token_hash', '=', hash).executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return { state: 'unknown' };
  if (row.tenant_id !== tenantId) return { state: 'foreign' };
  return { state: 'valid', hash };
}
