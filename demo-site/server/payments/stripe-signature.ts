/**
 * Stripe webhook signatures: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`.
 * Verification compares in constant time and refuses timestamps more than 5 minutes away.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Largest accepted distance between the signature's timestamp and now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The `Stripe-Signature` header value for a payload (what the provider, or the simulator, sends). */
export function signStripePayload(payload: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Why a signature was refused, or 'ok'. */
export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a `Stripe-Signature` header against the raw payload: one of its `v1` signatures must equal
 * the HMAC-SHA256 of `t.payload` with `secret`, and `t` must be within the tolerance of `nowSeconds`.
 */
export function checkStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([k]) => k === 't').map(([, value]) => value ?? '');
  const signatures = parts
    .filter(([k, value]) => k === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? ''))
    .map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0] ?? '') || signatures.length === 0) return 'malformed';
  const timestamp = Number(timestamps[0]);
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  if (!matches) return 'mismatch';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}
