import { createHmac } from 'node:crypto';
import { safeEqual } from '../domain/secrets.ts';

/** What a manage token opens: a reservation or a queue entry. */
export type ManagedKind = 'reservation' | 'queue';

/** A manage link works for 60 days after it was made (long enough for any booking window here). */
export const MANAGE_TOKEN_TTL_SECONDS = 60 * 24 * 60 * 60;

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const mac = (secret: Buffer, tenantId: string, kind: ManagedKind, id: string, exp: number) =>
  createHmac('sha256', secret).update(['manage', tenantId, kind, id, exp].join('\n')).digest('base64url');

/**
 * A signed manage token for one reservation or queue entry: `{id}.{unix expiry}.{HMAC-SHA256}`
 * (256-bit MAC over tenant, kind, id and expiry with the server secret). It is the proof a signed
 * manage link carries, and what the widget sends back after a code-and-contact lookup.
 */
export function signManageToken(secret: Buffer, tenantId: string, kind: ManagedKind, id: string, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + MANAGE_TOKEN_TTL_SECONDS;
  return `${id}.${exp}.${mac(secret, tenantId, kind, id, exp)}`;
}

/** The id a token opens when it is genuine, of this tenant and kind, and unexpired; else undefined. */
export function readManageToken(secret: Buffer, tenantId: string, kind: ManagedKind, token: string, now = new Date()): string | undefined {
  const match = /^([^.]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id = '', expText = '', given = ''] = match;
  const exp = Number(expText);
  if (!ID.test(id) || exp * 1000 <= now.getTime()) return undefined;
  return safeEqual(mac(secret, tenantId, kind, id, exp), given) ? id : undefined;
}
