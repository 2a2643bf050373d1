import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripDocumentation } from './strip-docs.ts';

const definition = `import { booleanAttr, enumAttr, numberAttr, stringAttr } from '../../shared/element/attributes.ts';
export const attributes = {
  mode: enumAttr(['a', 'b'], { default: 'a', description: 'Which mode, a or b.' }),
  open: booleanAttr({ description: "Opens at first, when it's there." }),
  size: numberAttr({
    min: 1,
    description:
      \`How many, from 1 (\\\`one\\\`).\`,
    default: 3,
  }),
  href: stringAttr({ maxLength: 500, description: 'Where the link points.' }),
  thumbnails: countAttr(0, { description: 'Thumbnails in view.' }),
};
export const payload = { schema, description: 'a list of items' };
const helper = { description: 'kept: not an attribute' };
export const Element = defineElement('site-thing', Thing, {
  description: 'A thing on the page.',
  attributes,
  payload,
});
`;

describe('leaving the element documentation out of the build', () => {
  const out = stripDocumentation(ts, definition, '/repo/elements/site-thing/site-thing.element.ts');

  it("removes every attribute's description and the element's, keeping what the element runs with", () => {
    expect(out).not.toBeNull();
    const code = out!.code;
    for (const text of ['Thumbnails in view', 'Which mode', 'Opens at first', 'How many', 'Where the link points', 'A thing on the page']) expect(code).not.toContain(text);
    expect(code).toContain("enumAttr(['a', 'b'], { default: 'a', })");
    expect(code).toContain('booleanAttr({ })');
    expect(code).toMatch(/min: 1,\s+default: 3,/);
    expect(code).toContain("stringAttr({ maxLength: 500, })");
    expect(code).toContain('countAttr(0, { })');
    expect(code).toMatch(/defineElement\('site-thing', Thing, \{\s+attributes,\s+payload,\s+\}\)/);
  });

  it("keeps the payload's description (a page with bad inline JSON is told what was expected) and any other object's", () => {
    expect(out!.code).toContain("description: 'a list of items'");
    expect(out!.code).toContain("description: 'kept: not an attribute'");
  });

  it('still parses, and maps the code that is left to its source lines', () => {
    const parsed = ts.transpileModule(out!.code, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
    expect(parsed.diagnostics ?? []).toEqual([]);
    expect(out!.map.sources).toEqual(['/repo/elements/site-thing/site-thing.element.ts']);
    expect(out!.map.mappings.split(';').length).toBeGreaterThan(15);
  });

  it('leaves a module without documentation untouched', () => {
    expect(stripDocumentation(ts, "export const x = stringAttr({ maxLength: 5 });", 'a.element.ts')).toBeNull();
  });
});
