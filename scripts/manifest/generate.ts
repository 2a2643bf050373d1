import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { buildManifest, type AttributeFacts, type ElementInput } from './build-manifest.ts';
import { renderElementTable, replaceBetweenMarkers } from './readme-table.ts';
import type { ManifestPackage } from './schema.ts';
import { themeProperties, type TokenTree } from './theme-properties.ts';
import { renderTypings } from './typings.ts';
import { elementTags } from '../../vite.config.ts';
import { loadProject, type LoadedElement } from './load-definitions.ts';
import { readKitEvents, readSourceFacts, type SourceFacts } from './source-facts.ts';

/** Everything `npm run manifest` writes, as text, keyed by repository path. */
export interface GeneratedFiles {
  manifest: ManifestPackage;
  /** The manifest as the package ships it (`dist/custom-elements.json`). */
  'custom-elements.json': string;
  /** The typings as the type test compiles them (imports point at the sources; written by the test, not checked in). */
  'typings/site-elements.d.ts': string;
  /** The typings shipped in `dist/` (imports point at the declarations in `dist/types/`). */
  'dist/site-elements.d.ts': string;
  /** README.md with a fresh element table between its markers. */
  'README.md': string;
}

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The payload's JSON Schema: the `payloadSchema` of `<tag>.docs.ts` when given, else converted from a
 * valibot schema. Hand-written Standard Schemas (kept small for the bundle) have none without docs.
 */
function payloadSchema(element: LoadedElement, schema: unknown): unknown {
  if (element.docs.payloadSchema) return element.docs.payloadSchema;
  const vendor = (schema as { '~standard'?: { vendor?: string } })['~standard']?.vendor;
  return vendor === 'valibot' ? toJsonSchema(schema as GenericSchema, { errorMode: 'ignore' }) : undefined;
}

function stylingHooksOf(element: LoadedElement): Record<string, string> {
  const hooks = element.docs.stylingHooks;
  return typeof hooks === 'object' && hooks !== null ? (hooks as Record<string, string>) : {};
}

function elementInput(element: LoadedElement, contract: TokenTree, defaults: TokenTree, kitEvents: SourceFacts['events']): ElementInput {
  const { definition, tag, className } = element;
  const facts = readSourceFacts(ROOT, tag, className);
  return {
    tag,
    className,
    summary: definition.description,
    jsdoc: facts.jsdoc,
    attributes: definition.attributes as Record<string, AttributeFacts>,
    ...(definition.payload
      ? { payload: { description: definition.payload.description, required: definition.payload.required ?? false, schema: payloadSchema(element, definition.payload.schema) } }
      : {}),
    events: { ...facts.events, ...kitEvents },
    cssProperties: themeProperties(facts.tokenPaths, contract, defaults),
    stylingHooks: stylingHooksOf(element),
  };
}

/** Loads every element and renders the manifest, the typings and the README table. */
export async function generate(): Promise<GeneratedFiles> {
  const project = await loadProject(ROOT, elementTags());
  const contract = project.contract as TokenTree;
  const defaults = project.defaults as TokenTree;
  const kitEvents = readKitEvents(ROOT);
  const manifest = buildManifest(project.elements.map((element) => elementInput(element, contract, defaults, kitEvents)));
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  return {
    manifest,
    'custom-elements.json': JSON.stringify(manifest, null, 2) + '\n',
    'typings/site-elements.d.ts': renderTypings(manifest, (module) => `../${module}`),
    'dist/site-elements.d.ts': renderTypings(manifest, (module) => `./types/${module.replace(/\.tsx?$/, '.js')}`),
    'README.md': replaceBetweenMarkers(readme, renderElementTable(manifest)),
  };
}
