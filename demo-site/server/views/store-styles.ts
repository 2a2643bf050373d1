import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { html, type SafeHtml } from './html.ts';

/** The built elements (`dist/`), as the server serves them under `/elements/`. */
const DIST = resolve(import.meta.dirname, '../../../dist');

let cache: { mtimeMs: number; files: string[] } | null = null;

function assetFiles(dist: string): string[] {
  const dir = join(dist, 'assets');
  if (!existsSync(dir)) return [];
  const mtimeMs = statSync(dir).mtimeMs;
  if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, files: readdirSync(dir).sort() };
  return cache.files;
}

/**
 * `<link rel="stylesheet">` tags for the design tokens (the runtime CSS) and the stylesheets of the
 * given elements, from the built `dist/assets/` (`store-product-grid-<hash>.css`). A page puts them
 * before the tags, so their server-rendered content is styled exactly as the upgraded element will be
 * (no layout shift). The element's own loader adds the same files again; the browser reuses them.
 * Nothing is emitted when `dist/` has not been built.
 */
export function elementStylesheets(tags: readonly string[], dist = DIST): SafeHtml {
  const files = assetFiles(dist);
  const named = (name: string): string[] => files.filter((file) => new RegExp(`^${name}-[A-Za-z0-9_-]{8}\\.css$`).test(file));
  const links = ['runtime', ...tags].flatMap(named).map((file) => html`<link rel="stylesheet" href="/elements/assets/${file}">`);
  return html`${links}`;
}
