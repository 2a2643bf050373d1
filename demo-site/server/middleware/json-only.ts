import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../api-errors.ts';
import type { AppEnv } from '../context.ts';
import { hasBodyStream } from './request-body.ts';

/** API routes whose body is not JSON: uploads are multipart forms, webhooks are the provider's signed text. */
const NOT_JSON = [/^\/api\/data\/upload\/?$/, /^\/api\/webhooks(\/|$)/];

// Not DELETE: no route reads its body, a browser's fetch sends one without Content-Length (so it
// would look like a body of unknown type), and no cross-site form can send a DELETE.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** True for `application/json` and `application/<something>+json`, with or without parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** A request has a body unless it has none at all or says `Content-Length: 0`. */
function hasBody(c: Context<AppEnv>): boolean {
  return hasBodyStream(c) && c.req.header('content-length')?.trim() !== '0';
}

/**
 * JSON only where JSON is expected: a request to `/api/*` (uploads and webhooks aside) that has a
 * body must say `Content-Type: application/json`, else 415 `unsupported_media_type`. A page on
 * another site can post a form or `text/plain` without asking, but not JSON, so this also keeps
 * cross-site form posts out of the API.
 */
export function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || NOT_JSON.some((pattern) => pattern.test(c.req.path))) return next();
    if (hasBody(c) && !isJsonContentType(c.req.header('content-type'))) {
      return fail(c, 415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    return next();
  };
}
