import { elementsOf } from './build-manifest.ts';
import type { AttributeEntry, ManifestPackage, TypeReference } from './schema.ts';

/** How a reference's repository module (`shared/cart/rules.ts`) is imported from the typings file. */
export type ModuleSpecifier = (module: string) => string;

/** `site-cart` → `SiteCart`. */
function pascal(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

/** What JSX accepts for an attribute: the parsed type or the text a server would write. */
function jsxValueType(attribute: AttributeEntry): string {
  switch (attribute.type.text) {
    case 'boolean':
      return "boolean | '' | 'true' | 'false'";
    case 'number':
      return 'number | `${number}`';
    default:
      return attribute.type.text;
  }
}

function comment(text: string, indent: string): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
}

function importLines(manifest: ManifestPackage, specifier: ModuleSpecifier): string[] {
  const byName = new Map<string, TypeReference>();
  for (const element of elementsOf(manifest)) {
    for (const reference of element.events.flatMap((event) => event.type.references ?? [])) {
      const known = byName.get(reference.name);
      if (known && known.module !== reference.module) throw new Error(`two types named ${reference.name}: ${known.module} and ${reference.module}`);
      byName.set(reference.name, reference);
    }
  }
  const byModule = new Map<string, string[]>();
  for (const { name, module } of byName.values()) byModule.set(module, [...(byModule.get(module) ?? []), name]);
  return [...byModule.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import type { ${names.sort().join(', ')} } from '${specifier(module)}';`);
}

function eventMapLines(manifest: ManifestPackage): string[] {
  const types = new Map<string, { type: string; description: string }>();
  for (const element of elementsOf(manifest)) {
    for (const event of element.events) {
      const known = types.get(event.name);
      if (known && known.type !== event.type.text) throw new Error(`${event.name} has two detail types: ${known.type} and ${event.type.text}`);
      if (!known) types.set(event.name, { type: event.type.text, description: event.description });
    }
  }
  return [...types.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, { type, description }]) => `${comment(description, '    ')}    '${name}': ${type};`);
}

/**
 * The typings of every element, from the manifest: `HTMLElementTagNameMap` and
 * `GlobalEventHandlersEventMap` entries, and React 19 JSX intrinsic elements with typed `data-*`
 * attributes. Tags map to `HTMLElement`, the same as each element's own declarations
 * (`dist/elements/<tag>.d.ts`), so both can be loaded together.
 */
export function renderTypings(manifest: ManifestPackage, specifier: ModuleSpecifier): string {
  const elements = elementsOf(manifest);
  const attributeInterfaces = elements.map((element) => {
    const members = element.attributes.map((attribute) => `${comment(attribute.description, '  ')}  '${attribute.name}'?: ${jsxValueType(attribute)};`);
    return `${comment(`JSX attributes of \`<${element.tagName}>\`: ${element.summary}`, '')}export interface ${pascal(element.tagName)}Attributes extends HTMLAttributes<HTMLElement> {\n${members.join('\n')}\n}`;
  });
  return [
    '// Generated from custom-elements.json by `npm run manifest`. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    ...importLines(manifest, specifier),
    '',
    ...attributeInterfaces.flatMap((block) => [block, '']),
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((element) => `    '${element.tagName}': HTMLElement;`),
    '  }',
    '  interface GlobalEventHandlersEventMap {',
    ...eventMapLines(manifest),
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => `      '${element.tagName}': DetailedHTMLProps<${pascal(element.tagName)}Attributes, HTMLElement>;`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
