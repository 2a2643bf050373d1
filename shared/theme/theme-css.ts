import { THEME_ATTRIBUTE, THEME_NAME_PATTERN } from './theme-choice.ts';
import { darkTheme, type ThemeOverrides } from './dark-theme.ts';
import { defaultTheme } from './default-theme.ts';

/**
 * Writes themes as CSS text: build time (the stylesheet `site-elements.css`) and servers (a
 * tenant's own theme). Never imported by element code, so none of it is in the runtime chunk.
 */

// Token values end up inside a CSS rule: nothing that could close it or start another.
const SAFE_VALUE = /^[\w\s#%.,()"'+\-/]+$/;

/** The custom property of a token: `--site-color-primaryHover` for `color.primaryHover`. */
export function customProperty(group: string, key: string): string {
  return `--site-${group}-${key}`;
}

/**
 * The declarations (`--site-color-primary:#0b6e4f;…`) of the tokens a theme sets. Throws on a token
 * the contract does not have or a value that is not a plain CSS value.
 */
export function themeDeclarations(theme: ThemeOverrides): string {
  const out: string[] = [];
  for (const [group, tokens] of Object.entries(theme) as [string, Record<string, string> | undefined][]) {
    const known = (defaultTheme as Record<string, Record<string, string>>)[group];
    for (const [key, value] of Object.entries(tokens ?? {})) {
      if (!known || !(key in known)) throw new Error(`Unknown theme token ${group}.${key}`);
      if (!SAFE_VALUE.test(value)) throw new Error(`Theme token ${group}.${key} has an unsafe value: ${value}`);
      out.push(`${customProperty(group, key)}:${value.trim()};`);
    }
  }
  return out.join('');
}

/** The selector of a named theme, `:root[data-site-theme="name"]`; throws on a name that is not a theme name. */
export function themeSelector(name: string): string {
  if (!THEME_NAME_PATTERN.test(name)) throw new Error(`Not a theme name: ${name}`);
  return `:root[${THEME_ATTRIBUTE}="${name}"]`;
}

/**
 * A named theme as a rule: its tokens on `:root[data-site-theme="name"]` (a site's own stylesheet,
 * so it wins over the zero-specificity defaults).
 */
export function namedThemeRule(name: string, theme: ThemeOverrides, colorScheme: 'light' | 'dark' = 'light'): string {
  return `${themeSelector(name)}{color-scheme:${colorScheme};${themeDeclarations(theme)}}\n`;
}

/**
 * The themes every page gets from `site-elements.css`, before any element code: the default
 * tokens on `:where(:root)` (zero specificity, as in the runtime CSS: any rule of a site wins), the
 * dark theme on `:root[data-site-theme="dark"]`, and on `"auto"` when the system prefers dark.
 * The named themes need a real specificity: the runtime CSS, which arrives later, sets the defaults
 * again. A site adjusts the dark theme with its own rule on the same selector.
 */
export function themeStylesheet(): string {
  return [
    '/* Theme tokens (generated from shared/theme/default-theme.ts and dark-theme.ts). */',
    `:where(:root){${themeDeclarations(defaultTheme)}}`,
    namedThemeRule('dark', darkTheme, 'dark').trim(),
    `@media (prefers-color-scheme: dark){${namedThemeRule('auto', darkTheme, 'dark').trim()}}`,
    '',
  ].join('\n');
}
