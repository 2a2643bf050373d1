import type { MiddlewareHandler } from 'hono';
import { fail } from '../api-errors.ts';
import type { AppEnv } from '../context.ts';

/** The answer's message: the one thing wrong with the address. */
export const NUL_IN_ADDRESS = 'The address holds a NUL character (%00), which no id or value may contain.';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Refuses an API request whose path or query holds a NUL character (`%00`) with 400 `invalid_request`:
 * no id or value contains one, and PostgreSQL cannot even compare text with one, so it is refused
 * the same way on either engine before any route looks it up.
 */
export function refuseNulInAddress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (decoded(url.pathname).includes('\0') || decoded(url.search).includes('\0')) {
      return fail(c, 400, 'invalid_request', NUL_IN_ADDRESS);
    }
    await next();
  };
}
