/**
 * Builds `site-elements.css`, the stylesheet a page links in <head> so server-rendered tags have
 * their final box before their code runs: the theme tokens, the rule that belongs to no element
 * (`shared/theme/server-view.css.ts`), then each element's pre-upgrade rules from its own
 * `elements/<tag>/fallback.css.ts`. Those take their sizes from the same constants as the element's
 * runtime stylesheet, so the box before upgrade cannot drift from the box after it. Used by the
 * build (vite.config.ts), the dev server (the browser tests' `/site-elements.css`) and tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import { themeStylesheet } from '../shared/theme/theme-css.ts';
import { exceptServerRenderedViews } from '../shared/theme/fallback-css.ts';

/** The repository root. */
const repoRoot = resolve(import.meta.dirname, '..');

/** The element folders' pre-upgrade stylesheets, `elements/<tag>/fallback.css.ts`, in tag order. */
export function fallbackSources(root = repoRoot): string[] {
  return readdirSync(resolve(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => resolve(root, 'elements', entry.name, 'fallback.css.ts'))
    .filter((file) => existsSync(file))
    .sort();
}

/**
 * The CSS each of `files` (vanilla-extract `.css.ts` files) writes itself, keyed by file path. What
 * the files they import write (the token contract, an element's runtime classes) is left out.
 */
export async function compiledCss(files: readonly string[], root = repoRoot): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  const compiler = createCompiler({
    root,
    enableFileWatcher: false,
    cssImportSpecifier: (filePath, css) => {
      written.set(filePath, css);
      return `${filePath}.vanilla.css`;
    },
  });
  try {
    for (const file of files) await compiler.processVanillaFile(file, { outputCss: true });
  } finally {
    await compiler.close();
  }
  return new Map(files.map((file) => [file, written.get(file) ?? '']));
}

/** The whole `site-elements.css`: tokens, then the rule of no element, then every element's pre-upgrade rules. */
export async function siteElementsStylesheet(root = repoRoot): Promise<string> {
  const sources = [resolve(root, 'shared/theme/server-view.css.ts'), ...fallbackSources(root)];
  const rules = [...(await compiledCss(sources, root)).values()].map((css) => css.trimEnd()).filter((css) => css !== '');
  // Tags whose first view the server rendered are styled by their own stylesheet, not the fallbacks.
  return themeStylesheet() + exceptServerRenderedViews(rules.join('\n') + '\n');
}
