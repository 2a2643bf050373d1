import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/** The style attributes the server itself wrote into the page being rendered, as CSP hash sources. */
const pageStyles = new AsyncLocalStorage<Set<string>>();

/** The CSP source that allows exactly this style attribute value (`'sha256-…'`, over its UTF-8 bytes). */
export function styleHashSource(value: string): string {
  return `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
}

/**
 * Allows one style attribute value the server rendered into the current page (an element's configured
 * colour as a custom property): the page's CSP then names its hash under `'unsafe-hashes'`, so that
 * attribute applies before any script and nothing else inline does. Outside a request, nothing happens.
 */
export function allowStyleAttribute(value: string): void {
  pageStyles.getStore()?.add(styleHashSource(value));
}

/** Runs a request, collecting the style attributes its page allows; resolves to their hash sources. */
export async function collectPageStyles(run: () => Promise<void>): Promise<string[]> {
  const styles = new Set<string>();
  await pageStyles.run(styles, run);
  return [...styles].sort();
}
