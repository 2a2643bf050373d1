import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { principalOf } from '../auth/principal.ts';
import { shellLink } from './pages.ts';

/**
 * The guard of the staff pages (behind the tenant and principal middleware): undefined for a staff
 * session of this tenant, else a 303 to the sign-in page that comes back to `next` afterwards
 * (another tenant's session is not this tenant's staff, so it is sent to sign in too).
 */
export function staffOnly(c: Context<AppEnv>, next: string): Response | undefined {
  if (principalOf(c).kind === 'staff') return undefined;
  const signIn = shellLink(c, c.get('tenant'), '/staff/sign-in');
  return c.redirect(`${signIn}${signIn.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`, 303);
}

/** A local link with extra query parameters, after any `?org=` the link already keeps. */
export function withQuery(link: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${link}${link.includes('?') ? '&' : '?'}${query}` : link;
}

/** `staffOnly` as middleware, for staff pages that validate their input: the sign-in redirect comes before any check of it. */
export function staffPage(next: string): MiddlewareHandler<AppEnv> {
  return async (c, proceed) => staffOnly(c, next) ?? proceed();
}
