import { describe, expect, it } from 'vitest';
import { booleanAttr, enumAttr, numberAttr } from '../../shared/element/attributes.ts';
import { buildManifest, type ElementInput } from './build-manifest.ts';
import { renderTypings } from './typings.ts';

const element = (tag: string, detail: string): ElementInput => ({
  tag,
  className: 'X',
  summary: 'A demo.',
  jsdoc: '',
  attributes: {
    open: booleanAttr({ description: 'Opens it.' }),
    delay: numberAttr({ default: 1, description: 'Delay.' }),
    level: enumAttr(['2', '3'], { default: '2', description: 'Level.' }),
  },
  events: {
    'demo-add': { description: 'Added.', detail, cancelable: false, references: detail.includes('CartLine') ? [{ name: 'CartLine', module: 'shared/cart/rules.ts' }] : [] },
    'site-error': { description: 'Wrong.', detail: 'SiteErrorDetail', cancelable: false, references: [{ name: 'SiteErrorDetail', module: 'shared/element/emit.ts' }] },
  },
  cssProperties: [],
  stylingHooks: {},
});

describe('renderTypings', () => {
  const typings = renderTypings(buildManifest([element('site-demo', '{ line: CartLine }')]), (module) => `./types/${module}`);

  it('types the data-* attributes for JSX: booleans, numbers as values or text, enums as their values', () => {
    expect(typings).toContain("'data-open'?: boolean | '' | 'true' | 'false';");
    expect(typings).toContain("'data-delay'?: number | `${number}`;");
    expect(typings).toContain("'data-level'?: '2' | '3';");
    expect(typings).toContain("'site-demo': DetailedHTMLProps<SiteDemoAttributes, HTMLElement>;");
  });

  it('maps tags and events, importing the detail types once', () => {
    expect(typings).toContain("import type { CartLine } from './types/shared/cart/rules.ts';");
    expect(typings).toContain("'site-demo': HTMLElement;");
    expect(typings).toContain("'demo-add': CustomEvent<{ line: CartLine }>;");
    expect(typings).toContain("'site-error': CustomEvent<SiteErrorDetail>;");
  });

  it('refuses one event name with two detail types', () => {
    const manifest = buildManifest([element('site-a', '{ line: CartLine }'), element('site-b', '{ id: string }')]);
    expect(() => renderTypings(manifest, (module) => module)).toThrow('demo-add has two detail types');
  });
});
