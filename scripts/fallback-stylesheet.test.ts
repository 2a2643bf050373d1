import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledCss, fallbackSources, siteElementsStylesheet } from './fallback-stylesheet.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Lengths a pre-upgrade rule may write without a shared size: hairlines (borders, a chevron's
 * stroke, the burger's bars), a link's underline offset, and the small text the footer's server
 * markup fits inside its fixed round social links; none of them decides a box's size.
 */
const HAIRLINES = new Set(['1px', '2px', '3px', '5px', '0.2em', '0.75rem']);

/**
 * Sizes only the pre-upgrade box has: the checkout's loading screen is as tall as its skeletons,
 * with no size of its own; the docs sidebar's tree opens through :target below 768 px only before
 * its code runs (then its own button does).
 */
const PRE_UPGRADE_ONLY = new Set([
  'store-checkout.loadingMinHeight',
  'store-checkout.loadingMinHeightNarrow',
  'store-checkout.narrowQuery',
  'site-docs-sidebar.mobileQuery',
]);

/** Every `.css.ts` under an element folder except its `fallback.css.ts`: the stylesheets its code loads. */
function runtimeStylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts') && entry.name !== 'fallback.css.ts')
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The values of a `sizes.ts`: its exported strings and numbers, and the members of its exported objects, by name. */
function sizeValues(module: Record<string, unknown>): Map<string, string | number> {
  const out = new Map<string, string | number>();
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'string' || typeof value === 'number') out.set(name, value);
    else if (value && typeof value === 'object')
      for (const [key, member] of Object.entries(value)) if (typeof member === 'string' || typeof member === 'number') out.set(key, member);
  }
  return out;
}

/** The lengths (`2.75rem`, `0.45em`, `16px`) written in the declarations of `css`, selectors and media queries left out. */
function declaredLengths(css: string): string[] {
  const values = [...css.matchAll(/^\s*[\w-]+:\s*([^;{}]+);/gm)].map((match) => match[1] ?? '');
  return values.flatMap((value) => value.match(/-?\d*\.?\d+(?:rem|em|px)\b/g) ?? []);
}

/** Every element with a pre-upgrade stylesheet: its folder, compiled fallback and runtime CSS, and its shared sizes (if any). */
interface Element {
  tag: string;
  fallback: string;
  runtime: string;
  sizes: Map<string, string | number>;
}

const elements: Element[] = [];

beforeAll(async () => {
  const folders = fallbackSources(root).map((file) => dirname(file));
  const runtimeFiles = new Map(folders.map((folder) => [folder, runtimeStylesheets(folder)]));
  const css = await compiledCss([...fallbackSources(root), ...[...runtimeFiles.values()].flat()], root);
  for (const folder of folders) {
    const sizesFile = join(folder, 'sizes.ts');
    const sizes = readdirSync(folder).includes('sizes.ts')
      ? sizeValues((await import(pathToFileURL(sizesFile).href)) as Record<string, unknown>)
      : new Map<string, string | number>();
    elements.push({
      tag: basename(folder),
      fallback: css.get(join(folder, 'fallback.css.ts')) ?? '',
      runtime: (runtimeFiles.get(folder) ?? []).map((file) => css.get(file) ?? '').join('\n'),
      sizes,
    });
  }
}, 180_000);

describe("each element's pre-upgrade box and its upgraded box read the same sizes", () => {
  it('finds the pre-upgrade stylesheets of the elements that have a box before upgrade', () => {
    const tags = elements.map((element) => element.tag);
    for (const tag of [
      'site-header',
      'site-search',
      'site-footer',
      'site-form',
      'site-tabs',
      'site-carousel',
      'booking-widget',
      'site-calendar',
      'store-checkout',
    ]) {
      expect(tags, `${tag} has no fallback.css.ts`).toContain(tag);
    }
    for (const element of elements) expect(element.fallback, `${element.tag}'s fallback.css.ts writes no CSS`).toContain(':not(:defined)');
  });

  it('a pre-upgrade rule writes no size of its own: every length it sets comes from the sizes the upgraded element reads (or the theme tokens)', () => {
    const problems: string[] = [];
    for (const element of elements) {
      // A number in sizes.ts is a length in px (a gap) or in em (a line height) where a rule uses it.
      const shared = [...element.sizes.values()].flatMap((value) => (typeof value === 'number' ? [`${value}px`, `${value}em`] : [value]));
      for (const length of declaredLengths(element.fallback)) {
        const unsigned = length.replace(/^-/, '');
        if (HAIRLINES.has(unsigned) || shared.some((value) => new RegExp(`(^|[^\\d.])${unsigned.replace('.', '\\.')}\\b`).test(value)))
          continue;
        problems.push(
          `${element.tag}: ${length} in fallback.css.ts is not in ${relative(root, join(root, 'elements', element.tag, 'sizes.ts'))}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("every shared size is one the upgraded element's own stylesheet uses", () => {
    const problems: string[] = [];
    for (const element of elements) {
      for (const [name, value] of element.sizes) {
        if (typeof value !== 'string' || PRE_UPGRADE_ONLY.has(`${element.tag}.${name}`)) continue;
        if (!element.runtime.includes(value))
          problems.push(`${element.tag}: ${name} (${value}) is not in the element's runtime stylesheets`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a size written by hand in a pre-upgrade rule is caught (the check above is not blind)', () => {
    expect(declaredLengths('site-header:not(:defined) > a {\n  height: 2.6rem;\n  border: 1px solid red;\n}')).toEqual(['2.6rem', '1px']);
  });
});

describe('site-elements.css', () => {
  it('starts with the theme tokens, then the rules of no element, then every element; server-rendered first views are left alone', async () => {
    const css = await siteElementsStylesheet(root);
    const tokens = css.indexOf(':where(:root){--site-color-primary:');
    const shared = css.indexOf('site-element-root {');
    const header = css.indexOf('site-header:not(:defined):not(:where(:has(> site-element-root))) {');
    expect(css.startsWith('/* Theme tokens')).toBe(true);
    expect(tokens).toBeGreaterThan(0);
    expect(shared).toBeGreaterThan(tokens);
    expect(header).toBeGreaterThan(shared);
    expect(css).not.toMatch(/:not\(:defined\)(?!:not\(:where\(:has\(> site-element-root\)\)\))/);
  }, 180_000);
});
