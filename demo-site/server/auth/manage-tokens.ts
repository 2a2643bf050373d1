import { createHmac } from 'node:crypto';
import { safeEqual } from '../domain/secrets.ts';

/** What a manage token opens: a reservation, a queue entry, an order's confirmation, or writing reviews of an order's products. */
export type ManagedKind = 'reservation' | 'queue' | 'order' | 'review';

/** A reservation's manage link works until 30 days after the booking ends (receipts, disputes)… */
export const RESERVATION_LINK_DAYS_AFTER_END = 30;
/** …a walk-in's until 2 days after joining… */
export const QUEUE_LINK_DAYS_AFTER_JOIN = 2;
/** …and an order's confirmation link 90 days after the order. */
export const ORDER_LINK_DAYS = 90;
/** …and the review links of a paid order's e-mail 180 days after the order (time to use what was bought). */
export const REVIEW_LINK_DAYS = 180;

const DAY_MS = 86_400_000;

/**
 * When a manage token stops working: 30 days after a reservation's end, 2 days after a walk-in
 * joined, 90 days after an order (its confirmation) or 180 (its review links). Fixed by the booking itself, so every token of one booking is the same string.
 */
export function manageTokenExpiry(kind: ManagedKind, anchor: string): Date {
  const days = { queue: QUEUE_LINK_DAYS_AFTER_JOIN, order: ORDER_LINK_DAYS, review: REVIEW_LINK_DAYS, reservation: RESERVATION_LINK_DAYS_AFTER_END }[kind];
  return new Date(Date.parse(anchor) + days * DAY_MS);
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const mac = (secret: Buffer, tenantId: string, kind: ManagedKind, id: string, exp: number) =>
  createHmac('sha256', secret).update(['manage', tenantId, kind, id, exp].join('\n')).digest('base64url');

/**
 * A signed manage token for one reservation or queue entry: `{id}.{unix expiry}.{HMAC-SHA256}`
 * (256-bit MAC over tenant, kind, id and expiry with the server secret). It is the proof a signed
 * manage link carries, and what the widget sends back after a code-and-contact lookup.
 */
export function signManageToken(secret: Buffer, tenantId: string, kind: ManagedKind, id: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
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
