import type { TypeReference } from './schema.ts';

/** Type names TypeScript and the DOM provide, which need no import. */
const GLOBAL_TYPES = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Partial',
  'Required',
  'Readonly',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'Date',
  'Map',
  'Set',
  'Promise',
  'HTMLElement',
  'Element',
  'Event',
  'File',
]);

/** The capitalised type names a type text uses (string literal contents and property names are skipped). */
export function namedTypesIn(text: string): string[] {
  const code = text.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '""');
  const names = new Set<string>();
  for (const match of code.matchAll(/(?<![\w.$])([A-Z][A-Za-z0-9_]*)\b(?!\s*\??:)/g)) {
    const name = match[1] ?? '';
    if (!GLOBAL_TYPES.has(name)) names.add(name);
  }
  return [...names];
}

/**
 * Where each named type of a detail type is declared, from the element file's imports and exports.
 * Throws naming the type when the element file neither imports nor exports it.
 */
export function resolveTypeReferences(text: string, typeModules: Readonly<Record<string, string>>, where: string): TypeReference[] {
  return namedTypesIn(text).map((name) => {
    const module = typeModules[name];
    if (!module) throw new Error(`${where}: the detail type uses ${name}, which the element file neither imports nor exports`);
    return { name, module };
  });
}
