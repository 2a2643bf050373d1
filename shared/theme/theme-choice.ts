/**
 * The visitor's theme choice: which `data-site-theme` value `<html>` carries, kept in localStorage.
 * Framework-free and tiny: `<site-theme-switch>` uses it, and the demo layout's pre-paint script
 * follows the same rules.
 */

/** The attribute on `<html>` that selects a theme: `light`, `dark`, `auto` or a site's own theme name. */
export const THEME_ATTRIBUTE = 'data-site-theme';

/** What a theme name may look like (it ends up in a CSS attribute selector and in storage). */
export const THEME_NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** The localStorage key of the choice for one site (tenant), so two sites on one origin do not share it. */
export function themeStorageKey(site: string): string {
  return `site-theme:${site}`;
}

/** The stored choice when it is one of `allowed`; undefined when none, unknown or storage is unavailable. */
export function readThemeChoice(storage: Storage | undefined, key: string, allowed: readonly string[]): string | undefined {
  try {
    const value = storage?.getItem(key) ?? undefined;
    return value !== undefined && allowed.includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice; false when storage is unavailable or full (the choice then lasts for this page only). */
export function saveThemeChoice(storage: Storage | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Sets the theme on the document's root element (`<html data-site-theme="…">`). */
export function applyTheme(root: Element, name: string): void {
  if (THEME_NAME_PATTERN.test(name)) root.setAttribute(THEME_ATTRIBUTE, name);
}

/**
 * The body of a tiny inline script for `<head>` (give it the page's CSP nonce) that applies the
 * stored choice before the first paint, so a dark page never flashes light. It ignores values that
 * are not theme names and storage that throws.
 */
export function prePaintThemeScript(key: string): string {
  return `try{var t=localStorage.getItem(${JSON.stringify(key)});if(t&&${THEME_NAME_PATTERN}.test(t))document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`;
}
