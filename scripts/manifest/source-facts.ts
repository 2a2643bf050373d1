import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { readEventDeclarations, type EventDoc } from './event-declarations.ts';

/** What the generator reads from an element's source text rather than from its running definition. */
export interface SourceFacts {
  /** The JSDoc header of the exported element class (`/** \`<site-cart>\`: … *\/`), without tags. */
  jsdoc: string;
  /** Every type name the element file imports or exports, to the repository-relative module declaring it. */
  typeModules: Record<string, string>;
  /** The events the element file declares (its events interface), in declaration order. */
  events: Record<string, EventDoc>;
  /** Theme token paths (`color.primary`) the element's stylesheets (`**\/*.css.ts`) use through `vars`. */
  tokenPaths: string[];
}

const toPosix = (path: string): string => path.split('\\').join('/');

function jsdocOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  if (!last) return '';
  const text = typeof last.comment === 'string' ? last.comment : (ts.getTextOfJSDocComment(last.comment) ?? '');
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Reads a file's imports and exports (where the named types of event details come from), its events
 * interface and, when `className` is given, the JSDoc of that exported constant.
 */
function readTypeScriptFile(root: string, file: string, className?: string): Pick<SourceFacts, 'jsdoc' | 'typeModules' | 'events'> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const here = toPosix(relative(root, file));
  const typeModules: Record<string, string> = {};
  let jsdoc = '';
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const module = toPosix(relative(root, resolve(dirname(file), specifier)));
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) typeModules[element.name.text] = module;
    } else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      typeModules[statement.name.text] = here;
    } else if (ts.isVariableStatement(statement)) {
      const declared = statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === className);
      if (declared) jsdoc = jsdocOf(statement);
    }
  }
  return { jsdoc, typeModules, events: readEventDeclarations(source, typeModules, here) };
}

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
    .map((entry) => resolve(entry.parentPath, entry.name))
    .sort();
}

/** The `vars.group.token` paths used in an element folder's stylesheets. */
function tokenPathsOf(folder: string): string[] {
  const paths = new Set<string>();
  for (const file of cssFiles(folder)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bvars\.([A-Za-z]\w*\.[A-Za-z]\w*)/g)) paths.add(match[1] ?? '');
  }
  return [...paths].sort();
}

/** Reads the source facts of `elements/<tag>/`. */
export function readSourceFacts(root: string, tag: string, className: string): SourceFacts {
  const folder = resolve(root, 'elements', tag);
  return { ...readTypeScriptFile(root, resolve(folder, `${tag}.element.ts`), className), tokenPaths: tokenPathsOf(folder) };
}

/** The events every element sends besides its own (`site-error`), declared in shared/element/emit.ts. */
export function readKitEvents(root: string): Record<string, EventDoc> {
  return readTypeScriptFile(root, resolve(root, 'shared/element/emit.ts')).events;
}
