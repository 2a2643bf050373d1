import MagicString from 'magic-string';
import type * as TS from 'typescript';
import type { Plugin } from 'vite';

/** An attribute helper's name: shared/element/attributes.ts's (`stringAttr`, `enumAttr`, …) or an element's own (`countAttr`). */
const ATTRIBUTE_HELPER = /^[a-z][A-Za-z]*Attr$/;

/** An element definition module: `elements/<tag>/<tag>.element.ts`. */
const ELEMENT_MODULE = /\/elements\/([a-z]+-[a-z-]+)\/\1\.element\.ts$/;

type TypeScript = typeof TS;

/**
 * Removes the documentation-only `description` properties from an element definition module's source:
 * the one in each attribute helper's options and the element's own in `defineElement`'s options. They
 * document the element in `custom-elements.json`, which the manifest build reads from the source, and
 * nothing reads them at run time. The payload's `description` stays: a page with bad inline JSON is told
 * what was expected with it. Returns null when there is nothing to remove.
 */
export function stripDocumentation(ts: TypeScript, code: string, fileName: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edited = new MagicString(code);
  let removed = 0;
  const strip = (options: TS.Expression | undefined): void => {
    if (!options || !ts.isObjectLiteralExpression(options)) return;
    for (const property of options.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || property.name.text !== 'description') continue;
      let end = property.end;
      while (/\s/.test(code[end] ?? '')) end++;
      if (code[end] === ',') end++;
      edited.remove(property.getStart(source), end);
      removed++;
    }
  };
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      if (ATTRIBUTE_HELPER.test(callee)) node.arguments.forEach(strip);
      else if (callee === 'defineElement') strip(node.arguments[2]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return removed === 0 ? null : { code: edited.toString(), map: edited.generateMap({ hires: true, source: fileName, includeContent: true }) };
}

/**
 * Leaves the element definitions' documentation out of the built files (browser and server): each
 * attribute's and each element's `description`, a few hundred bytes per element that every visitor
 * downloaded and no code read. Applies to `vite build` only; tests and Storybook see the source as is.
 */
export function stripDocumentationPlugin(): Plugin {
  let ts: TypeScript | undefined;
  return {
    name: 'site:strip-documentation',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!ELEMENT_MODULE.test(id.replaceAll('\\', '/'))) return null;
      ts ??= (await import('typescript')).default;
      return stripDocumentation(ts, code, id);
    },
  };
}
