import { readFileSync } from 'node:fs';

let styles: Record<string, string[]> | null = null;

/** `element-styles.json` beside the built renderer (written by the build); empty when running from source. */
function stylesByTag(): Record<string, string[]> {
  if (!styles) {
    try {
      styles = JSON.parse(readFileSync(new URL('./element-styles.json', import.meta.url), 'utf8')) as Record<string, string[]>;
    } catch {
      styles = {};
    }
  }
  return styles;
}

/**
 * The stylesheets a page needs in its <head> for these elements' server-rendered first views to look
 * as they will after the upgrade: the shared runtime's and each element's, each once, as paths
 * relative to the package's `dist/` (prefix them with where the page serves it, e.g. `/elements/`).
 * Throws for a tag the build has no element for.
 */
export function elementStylesheets(tags: readonly string[]): string[] {
  const known = stylesByTag();
  const unknown = tags.filter((tag) => Object.keys(known).length > 0 && !known[tag]);
  if (unknown.length > 0) throw new TypeError(`site-elements has no element <${unknown.join('>, <')}>`);
  return [...new Set(tags.flatMap((tag) => known[tag] ?? []))];
}
