/**
 * The one way the real adapters talk to providers: JSON (or form) over HTTPS with a timeout. Errors
 * say which provider failed and how, never what was sent (no keys, no bodies).
 */
import { ProviderError } from './types.ts';

/** A fetch function (the global one, or a fake in tests). */
export type FetchFn = typeof fetch;

/** A provider's answer: its HTTP status and parsed JSON body (null when not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Default time a provider call may take. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** Sends one request to a provider. Network failures and timeouts become a `ProviderError`. */
export async function providerRequest(
  fetchFn: FetchFn,
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(`${provider} ${timedOut ? 'did not answer in time' : 'could not be reached'}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Throws a `ProviderError` for a non-2xx answer, with the provider's own short message when it has one. */
export function expectOk(answer: ProviderAnswer, provider: string): Record<string, unknown> {
  if (answer.status >= 200 && answer.status < 300 && answer.body && typeof answer.body === 'object')
    return answer.body as Record<string, unknown>;
  const record = (answer.body ?? {}) as Record<string, unknown>;
  const inner = (record.error && typeof record.error === 'object' ? record.error : record) as Record<string, unknown>;
  const message = typeof inner.message === 'string' ? inner.message.slice(0, 200) : `answered ${answer.status}`;
  throw new ProviderError(`${provider}: ${message}`, answer.status);
}

/** A provider's refund status word as ours: done, on its way, or refused (anything unknown stays pending). */
export function refundStatus(status: string | undefined): 'succeeded' | 'pending' | 'failed' {
  const word = (status ?? '').toLowerCase();
  if (['succeeded', 'completed'].includes(word)) return 'succeeded';
  if (['failed', 'canceled', 'cancelled', 'declined'].includes(word)) return 'failed';
  return 'pending';
}

/** A string field of a JSON object, or undefined. */
export function str(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** A whole-number field of a JSON object, or undefined. */
export function int(record: Record<string, unknown> | undefined, key: string): number | undefined {
  const value = record?.[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

/** An object field of a JSON object, or undefined. */
export function obj(record: Record<string, unknown> | undefined, key: string): Record<string, unknown> | undefined {
  const value = record?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Only the string values of a metadata object. */
export function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Minor units as a decimal string for providers that want major units (2 decimals; 0 for zero-decimal currencies). */
export function majorUnits(cents: number, currency: string): string {
  const zeroDecimal = ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'HUF', 'TWD', 'UGX', 'XAF', 'XOF'].includes(currency.toUpperCase());
  return zeroDecimal ? String(cents) : (cents / 100).toFixed(2);
}

/** A decimal string in major units back to minor units (`"26.92"` → 2692); undefined when not a number. */
export function minorUnits(value: string | undefined, currency: string): number | undefined {
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const zeroDecimal = majorUnits(1, currency) === '1';
  return zeroDecimal ? Number(value) : Math.round(Number(value) * 100);
}
