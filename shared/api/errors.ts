/** What kind of failure a call met, so views can pick the right catalogue message. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

/** A failed API call, carrying the server's own message when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(message: string, opts: { kind: ApiErrorKind; status?: number; code?: string; field?: string }) {
    super(message);
    this.name = 'ApiError';
    this.kind = opts.kind;
    this.status = opts.status ?? 0;
    this.code = opts.code;
    this.field = opts.field;
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

/**
 * Reads the message out of an error body. The reference server answers
 * `{ "error": { "code", "message", "field" } }`; other servers often send `{ "message" }`.
 */
export function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const record = (body ?? {}) as Record<string, unknown>;
  const inner = (typeof record.error === 'object' && record.error !== null ? record.error : record) as Record<string, unknown>;
  const message = typeof inner.message === 'string' && inner.message.trim() ? inner.message : typeof record.error === 'string' ? record.error : fallback;
  return new ApiError(message, {
    kind: 'http',
    status,
    code: typeof inner.code === 'string' ? inner.code : undefined,
    field: typeof inner.field === 'string' ? inner.field : undefined,
  });
}
