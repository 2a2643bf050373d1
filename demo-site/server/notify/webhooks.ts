import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Site-Signature';

/** How long a webhook request may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The body of every webhook request. */
export interface WebhookPayload {
  /** The event id: the same on every retry, so receivers can ignore repeats. */
  id: string;
  type: string;
  /** When the event happened, in unix seconds. */
  created: number;
  data: Record<string, unknown>;
}

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret (Stripe's scheme). */
export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The `Site-Signature` header value for a body signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/**
 * True when `header` signs `rawBody` with `secret` (any of its `v1` values) and its timestamp is at
 * most `toleranceSeconds` from now, so a captured request cannot be replayed later.
 */
export function verifySignature(secret: string, header: string | null | undefined, rawBody: string, toleranceSeconds = 300, now: Date = new Date()): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/i.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}

/**
 * POSTs a signed event to an endpoint: JSON body, `Site-Signature`, 10 s timeout, no redirects
 * followed. Resolves on a 2xx answer; throws otherwise (the worker retries with backoff).
 */
export async function postWebhook(url: string, secret: string, payload: WebhookPayload, signedAt: Date = new Date()): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'SiteElements-Webhooks/1',
      [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(signedAt.getTime() / 1000), body),
    },
    body,
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`The endpoint answered HTTP ${response.status}`);
}
