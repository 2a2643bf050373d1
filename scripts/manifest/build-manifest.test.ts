import { describe, expect, it } from 'vitest';
import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
import { buildManifest, elementDeclaration, type ElementInput } from './build-manifest.ts';

const input = (overrides: Partial<ElementInput> = {}): ElementInput => ({
  tag: 'site-demo',
  className: 'SiteDemoElement',
  summary: 'A demo.',
  jsdoc: '',
  attributes: {
    open: booleanAttr({ description: 'Opens it.' }),
    switchDelay: numberAttr({ default: 300, min: 0, description: 'Delay in ms.' }),
    headingLevel: enumAttr(['2', '3'], { default: '3', description: 'Heading level.' }),
    label: stringAttr({ description: 'Name.' }),
  },
  events: {
    'site-demo-change': {
      description: 'It changed.',
      detail: '{ lines: CartLine[]; open: boolean }',
      cancelable: true,
      references: [{ name: 'CartLine', module: 'shared/cart/rules.ts' }],
    },
    'site-demo-open': { description: 'It opened.', detail: '{ id: string }', cancelable: false, references: [] },
  },
  cssProperties: [],
  stylingHooks: { '.site-demo': 'The block.' },
  ...overrides,
});

describe('elementDeclaration', () => {
  it('names each attribute data-*, with its type, default and description', () => {
    const { attributes } = elementDeclaration(input());
    expect(attributes).toEqual([
      { name: 'data-open', fieldName: 'open', type: { text: 'boolean' }, default: 'false', description: 'Opens it.' },
      { name: 'data-switch-delay', fieldName: 'switchDelay', type: { text: 'number' }, default: '300', description: 'Delay in ms.' },
      { name: 'data-heading-level', fieldName: 'headingLevel', type: { text: "'2' | '3'" }, default: '3', description: 'Heading level.' },
      { name: 'data-label', fieldName: 'label', type: { text: 'string' }, description: 'Name.' },
    ]);
  });

  it('adds data-src and the payload when the element takes JSON', () => {
    const declaration = elementDeclaration(input({ payload: { description: 'a list of lines', required: false, schema: { type: 'array' } } }));
    expect(declaration.attributes.at(-1)?.name).toBe('data-src');
    expect(declaration.payload).toEqual({ description: 'a list of lines', required: false, schema: { type: 'array' } });
    expect(elementDeclaration(input()).payload).toBeUndefined();
  });

  it('types events as CustomEvent of their detail, with where each named type lives, in declaration order', () => {
    const [change, open] = elementDeclaration(input()).events;
    expect(change).toEqual({
      name: 'site-demo-change',
      type: { text: 'CustomEvent<{ lines: CartLine[]; open: boolean }>', references: [{ name: 'CartLine', module: 'shared/cart/rules.ts' }] },
      description: 'It changed. Cancelable.',
    });
    expect(open).toEqual({ name: 'site-demo-open', type: { text: 'CustomEvent<{ id: string }>' }, description: 'It opened.' });
  });

  it('keeps the styling hooks and the JSDoc header as the description', () => {
    const declaration = elementDeclaration(input({ jsdoc: 'The long story.' }));
    expect(declaration.description).toBe('The long story.');
    expect(declaration.stylingHooks).toEqual([{ name: '.site-demo', description: 'The block.' }]);
  });
});

describe('buildManifest', () => {
  it('writes one module per element, in tag order, exporting the class and the tag', () => {
    const manifest = buildManifest([input({ tag: 'site-zeta', className: 'Z' }), input()]);
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules.map((module) => module.path)).toEqual(['elements/site-demo.js', 'elements/site-zeta.js']);
    expect(manifest.modules[0]?.exports.map((entry) => [entry.kind, entry.name])).toEqual([
      ['js', 'SiteDemoElement'],
      ['custom-element-definition', 'site-demo'],
    ]);
  });
});
