/**
 * For a rate-limited API error (an `ApiError` of kind `rate_limited`, shared/api/errors.ts), the
 * whole minutes to wait, rounded up and at least 1, for "Too many attempts. Try again in N minutes.";
 * undefined for any other error. It reads the error's fields rather than importing the error class,
 * so the kit's runtime chunk does not pull the API client's error module onto every page.
 */
export function rateLimitMinutes(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { kind, retryAfter } = error as { kind?: unknown; retryAfter?: unknown };
  if (kind !== 'rate_limited') return undefined;
  return Math.max(1, Math.ceil((typeof retryAfter === 'number' ? retryAfter : 60) / 60));
}
