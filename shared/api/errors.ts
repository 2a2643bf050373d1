/**
 * What kind of failure a call met, so views can pick the right catalogue message. `rate_limited` is
 * a 429: too many attempts, try again after `retryAfter` seconds.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'rate_limited';

/** A failed API call, carrying the server's own message when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** Seconds to wait before trying again (a 429's `Retry-After`), when the server said. */
  readonly retryAfter: number | undefined;
  /** A refusal's machine-readable reason (the booking widget's notice key), when the server named one. */
  readonly reason: string | undefined;
  /** The values of the reason's placeholders. */
  readonly params: Record<string, string> | undefined;

  constructor(
    message: string,
    opts: { kind: ApiErrorKind; status?: number; code?: string; field?: string; retryAfter?: number; reason?: string; params?: Record<string, string> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = opts.kind;
    this.status = opts.status ?? 0;
    this.code = opts.code;
    this.field = opts.field;
    this.retryAfter = opts.retryAfter;
    this.reason = opts.reason;
    this.params = opts.params;
  }

  /** True for 409 answers (a taken slot, a reused idempotency key, an exhausted balance). */
  get isConflict(): boolean {
    return this.status === 409;
  }
}

/** True when the error is an aborted request: a newer request replaced it and nothing should render. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as Error | null)?.name === 'AbortError';
}

function seconds(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.ceil(number) : undefined;
}

/** The text values of a body's `params` object, or undefined when it has none. */
function textParams(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Reads the message out of an error body. The reference server answers
 * `{ "error": { "code", "message", "field", "reason"?, "params"? } }`; other servers often send `{ "message" }`. A 429 is
 * a `rate_limited` error whose wait comes from the body's `retryAfter`, else the `Retry-After` header.
 */
export function errorFromBody(status: number, body: unknown, fallback: string, retryAfterHeader?: string | null): ApiError {
  const record = (body ?? {}) as Record<string, unknown>;
  const inner = (typeof record.error === 'object' && record.error !== null ? record.error : record) as Record<string, unknown>;
  const message = typeof inner.message === 'string' && inner.message.trim() ? inner.message : typeof record.error === 'string' ? record.error : fallback;
  const limited = status === 429;
  return new ApiError(message, {
    kind: limited ? 'rate_limited' : 'http',
    status,
    code: typeof inner.code === 'string' ? inner.code : undefined,
    field: typeof inner.field === 'string' ? inner.field : undefined,
    retryAfter: limited ? (seconds(inner.retryAfter) ?? seconds(retryAfterHeader)) : undefined,
    reason: typeof inner.reason === 'string' ? inner.reason : undefined,
    params: textParams(inner.params),
  });
}

/** The minutes a rate-limited error asks to wait (kept with the kit, which shows the message). */
export { rateLimitMinutes } from '../element/rate-limit.ts';
