import { createHash } from 'node:crypto';

/**
 * The style attributes the server wrote into the pages being rendered, as CSP hash sources, by the
 * page's nonce (which the page's views and the security headers of its response both know).
 */
const pageStyles = new Map<string, Set<string>>();
/** Pages rendered without a response to take their styles (a view rendered alone) are dropped past this many. */
const MAX_PENDING_PAGES = 1000;

/** The CSP source that allows exactly this style attribute value (`'sha256-…'`, over its UTF-8 bytes). */
export function styleHashSource(value: string): string {
  return `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
}

/**
 * Allows one style attribute value the server rendered into the page whose response carries `nonce`
 * (an element's configured colour as a custom property): that page's CSP then names its hash under
 * `'unsafe-hashes'`, so the attribute applies before any script and nothing else inline does.
 */
export function allowStyleAttribute(nonce: string, value: string): void {
  let styles = pageStyles.get(nonce);
  if (!styles) {
    if (pageStyles.size >= MAX_PENDING_PAGES) pageStyles.delete(pageStyles.keys().next().value ?? '');
    styles = new Set();
    pageStyles.set(nonce, styles);
  }
  styles.add(styleHashSource(value));
}

/** The hash sources the page with this nonce allows, sorted; forgets them. */
export function takePageStyles(nonce: string): string[] {
  const styles = pageStyles.get(nonce);
  if (!styles) return [];
  pageStyles.delete(nonce);
  return [...styles].sort();
}
