import type { EventDoc } from './event-declarations.ts';
import type { AttributeEntry, CssPropertyEntry, CustomElementDeclaration, EventEntry, JavaScriptModule, ManifestPackage, PayloadEntry, TypeText } from './schema.ts';

/** The documented facts of one attribute spec (`stringAttr`, `numberAttr`, … in shared/element/attributes.ts). */
export interface AttributeFacts {
  kind: 'string' | 'number' | 'boolean' | 'enum';
  description: string;
  default: unknown;
  options?: readonly string[];
}

/** Everything the manifest says about one element, gathered by the generator. */
export interface ElementInput {
  tag: string;
  /** The exported class (`SiteCartElement`). */
  className: string;
  /** The definition's one-line description. */
  summary: string;
  /** The longer JSDoc header of the element class, when there is one. */
  jsdoc: string;
  /** Attribute specs keyed by camelCase prop name (`checkoutHref` is `data-checkout-href`). */
  attributes: Readonly<Record<string, AttributeFacts>>;
  payload?: PayloadEntry;
  /** The element's events (its events interface, then the kit's `site-error`), in that order. */
  events: Readonly<Record<string, EventDoc>>;
  cssProperties: CssPropertyEntry[];
  /** Stable selectors to their description (from the element's `<tag>.docs.ts`). */
  stylingHooks: Readonly<Record<string, string>>;
}

/** The manifest's schema version (Custom Elements Manifest v2). */
export const SCHEMA_VERSION = '2.1.0';

/** The `data-*` attribute a camelCase prop reads (`switchDelay` → `data-switch-delay`). */
export function attributeNameOf(prop: string): string {
  return 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

function attributeType(facts: AttributeFacts): string {
  if (facts.kind === 'enum') return (facts.options ?? []).map((option) => `'${option}'`).join(' | ');
  return facts.kind;
}

function attributeEntries(input: ElementInput): AttributeEntry[] {
  const entries: AttributeEntry[] = Object.entries(input.attributes).map(([prop, facts]) => {
    const value = facts.default === undefined || facts.default === '' ? undefined : String(facts.default);
    return {
      name: attributeNameOf(prop),
      fieldName: prop,
      type: { text: attributeType(facts) },
      ...(value === undefined ? {} : { default: value }),
      description: facts.description,
    };
  });
  if (input.payload) {
    entries.push({ name: 'data-src', type: { text: 'string' }, description: `A URL to fetch the element's JSON from (${input.payload.description}) when it has no inline JSON.` });
  }
  return entries;
}

function eventEntry(name: string, event: EventDoc): EventEntry {
  const { references } = event;
  const type: TypeText = { text: `CustomEvent<${event.detail}>`, ...(references.length > 0 ? { references } : {}) };
  const description = event.cancelable ? `${event.description} Cancelable.` : event.description;
  return { name, type, description };
}

function payloadEntry(payload: PayloadEntry): PayloadEntry {
  const { description, required, schema } = payload;
  return schema === undefined ? { description, required } : { description, required, schema };
}

/** The manifest's class declaration of one element. */
export function elementDeclaration(input: ElementInput): CustomElementDeclaration {
  return {
    kind: 'class',
    customElement: true,
    name: input.className,
    tagName: input.tag,
    summary: input.summary,
    description: input.jsdoc || input.summary,
    superclass: { name: 'HTMLElement' },
    attributes: attributeEntries(input),
    events: Object.entries(input.events).map(([name, event]) => eventEntry(name, event)),
    cssProperties: input.cssProperties,
    cssParts: [],
    slots: [],
    ...(input.payload ? { payload: payloadEntry(input.payload) } : {}),
    stylingHooks: Object.entries(input.stylingHooks).map(([name, description]) => ({ name, description })),
  };
}

/** The module path of an element's entry point, relative to the built package (`elements/site-cart.js`). */
export function modulePathOf(tag: string): string {
  return `elements/${tag}.js`;
}

function elementModule(input: ElementInput): JavaScriptModule {
  const path = modulePathOf(input.tag);
  const declaration = { name: input.className, module: path };
  return {
    kind: 'javascript-module',
    path,
    declarations: [elementDeclaration(input)],
    exports: [
      { kind: 'js', name: input.className, declaration },
      { kind: 'custom-element-definition', name: input.tag, declaration },
    ],
  };
}

/** The whole manifest, elements in tag order. */
export function buildManifest(inputs: readonly ElementInput[]): ManifestPackage {
  const sorted = [...inputs].sort((a, b) => a.tag.localeCompare(b.tag));
  return { schemaVersion: SCHEMA_VERSION, readme: 'README.md', modules: sorted.map(elementModule) };
}

/** Every element declaration of a manifest. */
export function elementsOf(manifest: ManifestPackage): CustomElementDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations);
}
