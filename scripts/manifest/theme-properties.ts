import type { CssPropertyEntry } from './schema.ts';

/** A tree of theme tokens: the contract's `var(--site-…)` leaves, or the default theme's values. */
export interface TokenTree {
  readonly [key: string]: string | TokenTree;
}

const GROUP_NAMES: Readonly<Record<string, string>> = {
  color: 'Colour',
  space: 'Spacing',
  radius: 'Corner radius',
  font: 'Font',
  shadow: 'Shadow',
  motion: 'Animation duration',
  layer: 'Stacking layer (z-index)',
};

function leaf(tree: TokenTree, path: string): string | undefined {
  let node: string | TokenTree | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The theme's CSS custom properties behind token paths (`color.primary` → `--site-color-primary`),
 * with the default theme's value, sorted by name. Paths that are not tokens are skipped.
 */
export function themeProperties(paths: readonly string[], contract: TokenTree, defaults: TokenTree): CssPropertyEntry[] {
  const entries = new Map<string, CssPropertyEntry>();
  for (const path of paths) {
    const reference = leaf(contract, path);
    const name = reference?.match(/^var\((--[\w-]+)\)$/)?.[1];
    if (!name) continue;
    const group = GROUP_NAMES[path.split('.')[0] ?? ''] ?? 'Theme';
    const value = leaf(defaults, path);
    entries.set(name, { name, ...(value === undefined ? {} : { default: value }), description: `${group} token of the theme (${path}).` });
  }
  return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name));
}
