import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateHost } from './private-hosts.ts';

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

/** The error of a webhook whose host is, or resolves to, this machine or a private network (outside demo mode). */
export const PRIVATE_TARGET = 'The endpoint is not on a public address: it is this machine or a private network';

/**
 * A DNS lookup for the connection itself that refuses a name resolving to this machine or a private
 * network, so a name cannot pass a check and then answer a private address (DNS rebinding).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.some((a) => isPrivateHost(a.address))) return callback(new Error(PRIVATE_TARGET), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return first ? callback(null, first.address, first.family) : callback(new Error(`No address for ${hostname}`), '', 0);
  });
};

/**
 * POSTs a signed event to an endpoint: JSON body, `Site-Signature`, 10 s timeout, no redirects
 * followed, the answer's body never read. With `publicOnly` (outside demo mode) a host that is or
 * resolves to this machine or a private network is refused. Resolves on a 2xx answer; throws
 * otherwise (the worker retries with backoff).
 */
export async function postWebhook(url: string, secret: string, payload: WebhookPayload, signedAt: Date = new Date(), options: { publicOnly?: boolean } = {}): Promise<void> {
  const target = new URL(url);
  if (options.publicOnly && isPrivateHost(target.hostname)) throw new Error(PRIVATE_TARGET);
  const body = JSON.stringify(payload);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        agent: false,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        ...(options.publicOnly ? { lookup: publicLookup } : {}),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'SiteElements-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(signedAt.getTime() / 1000), body),
        },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  if (status < 200 || status > 299) throw new Error(`The endpoint answered HTTP ${status}`);
}
