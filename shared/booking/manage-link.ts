/** The query parameter of a signed manage link: `?manage=<token>`. */
export const MANAGE_PARAM = 'manage';

/**
 * The URL of a booking's manage link: `href` (the page builder's `data-manage-href`; this page when
 * empty), resolved against `page`, with `manage=<token>` set and no fragment. Only http and https
 * targets: anything else (`javascript:`, `data:`) gives null and no link is shown.
 */
export function manageLinkUrl(token: string, href: string, page: string): string | null {
  if (!token) return null;
  let url: URL;
  try {
    url = new URL(href.trim() || page, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set(MANAGE_PARAM, token);
  url.hash = '';
  return url.href;
}
