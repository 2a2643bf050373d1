/**
 * The part of the Custom Elements Manifest schema v2 (https://github.com/webcomponents/custom-elements-manifest)
 * this project writes, plus two fields of its own on each element: `payload` (the inline JSON or
 * `data-src` document, as a JSON Schema) and `stylingHooks` (stable class names and attributes in
 * the light DOM that page builders may style; they are not `::part`s, so `cssParts` stays empty).
 */

/** A TypeScript type as text, with the named types it uses and where they are declared. */
export interface TypeText {
  text: string;
  references?: TypeReference[];
}

/** A named type used inside a `TypeText`; `module` is the repository path of its declaration. */
export interface TypeReference {
  name: string;
  module: string;
}

/** One `data-*` attribute. */
export interface AttributeEntry {
  name: string;
  fieldName?: string;
  type: TypeText;
  /** The value the element uses when the attribute is absent, as an attribute value. */
  default?: string;
  description: string;
}

/** One event the element dispatches. */
export interface EventEntry {
  name: string;
  type: TypeText;
  description: string;
}

/** One CSS custom property the element reads. */
export interface CssPropertyEntry {
  name: string;
  default?: string;
  description: string;
}

/** A stable selector page builders may style. */
export interface StylingHookEntry {
  name: string;
  description: string;
}

/** The element's JSON document from an inline `<script type="application/json">` or `data-src`. */
export interface PayloadEntry {
  description: string;
  required: boolean;
  /** Its JSON Schema, when one is known. */
  schema?: unknown;
}

/** A custom element class declaration. */
export interface CustomElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary: string;
  description: string;
  superclass: { name: 'HTMLElement' };
  attributes: AttributeEntry[];
  events: EventEntry[];
  cssProperties: CssPropertyEntry[];
  cssParts: [];
  slots: [];
  payload?: PayloadEntry;
  stylingHooks: StylingHookEntry[];
}

/** A module export. */
export interface ExportEntry {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module: string };
}

/** One JavaScript module (an element's entry point). */
export interface JavaScriptModule {
  kind: 'javascript-module';
  path: string;
  declarations: CustomElementDeclaration[];
  exports: ExportEntry[];
}

/** The whole manifest (`custom-elements.json`). */
export interface ManifestPackage {
  schemaVersion: string;
  readme: string;
  modules: JavaScriptModule[];
}
