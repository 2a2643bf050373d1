import { isSafeHref } from '../navigation/href.ts';

/** Where staff sign in when the element names no page. */
export const DEFAULT_SIGN_IN_HREF = '/staff/sign-in';

/**
 * The sign-in link of a calendar that needs a staff session: `href` (an unsafe or empty one falls
 * back to `/staff/sign-in`) with `next` set to the current path and query, so signing in comes back
 * to the same view and date. A same-origin link stays a path.
 */
export function signInLink(href: string, here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): string {
  const target = new URL(isSafeHref(href) ? href.trim() : DEFAULT_SIGN_IN_HREF, here.href);
  target.searchParams.set('next', `${here.pathname}${here.search}`);
  return target.origin === here.origin ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
