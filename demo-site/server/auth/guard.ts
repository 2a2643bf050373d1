import type { MiddlewareHandler } from 'hono';
import { apiError } from '../api-errors.ts';
import type { AppEnv } from '../context.ts';
import { accessFor } from './access.ts';
import { principalOf } from './principal.ts';

/** The message of a 401: what the caller must do. */
export const SIGN_IN_MESSAGE = 'Sign in to do this.';
/** The message of a 403 for a session or token of another organisation. */
export const FOREIGN_MESSAGE = 'This session belongs to another organisation.';

/**
 * Enforces the access table (auth/access.ts) for every `/api` request after the tenant and principal
 * middleware: staff operations need a staff session of this tenant or its app token (401 without,
 * 403 for another tenant's), machine operations the app token. Customer operations pass through:
 * their handlers ask for proof of ownership. Paths that name no operation fall through to 404.
 */
export function accessGuard(mountPath = '/api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.startsWith(mountPath) ? c.req.path.slice(mountPath.length) || '/' : c.req.path;
    const found = accessFor(c.req.method, path);
    if (!found) return next();
    const { access } = found;
    if (access.level === 'public' || access.level === 'customer') return next();
    if (access.publicWhen?.(new URL(c.req.url).searchParams)) return next();
    const principal = principalOf(c);
    if (principal.kind === 'foreign') return apiError(c, 403, 'forbidden', FOREIGN_MESSAGE);
    if (access.level === 'machine' ? principal.kind === 'machine' : principal.kind === 'staff' || principal.kind === 'machine') return next();
    return apiError(c, 401, 'unauthorized', SIGN_IN_MESSAGE);
  };
}
