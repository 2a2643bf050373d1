/**
 * `site-elements/server`: renders an element's first view to HTML on the server, from the same
 * views, attributes and payload the browser uses, so the page shows it before any script runs and
 * the element takes it over on upgrade without a visible change. See docs/server-rendering.md.
 */
// First, so the element modules imported next record their views instead of registering tags.
import './server-mode.ts';
import './server-elements.ts';
import { renderFirstView, type RenderOptions } from '../shared/element/react/render-first-view.tsx';
import { serverDefinition, serverTags } from '../shared/element/react/server-definitions.ts';
import type { AttributeValue } from '../shared/element/server-markup.ts';
import { structuredDataFor, type StructuredDataOptions } from '../shared/structured-data/element-data.ts';

export type { AttributeValue, RenderOptions };
export { escapeHtml, inlineJsonMarkup, safeJson } from '../shared/element/server-markup.ts';
export { elementStylesheets } from './server-styles.ts';

/**
 * The element's tag with its first view inside, as HTML: `attributes` as the tag's attributes
 * (escaped; `true` for an attribute with no value), `data` as its inline JSON payload (what it would
 * read from `<script type="application/json">` or `data-src`). Rejects for a tag this package has no
 * element for; a view that fails to render gives the tag without a first view.
 */
export function renderElement(tag: string, attributes: Record<string, AttributeValue> = {}, data?: unknown, options?: RenderOptions): Promise<string> {
  const definition = serverDefinition(tag);
  if (!definition) return Promise.reject(new TypeError(`site-elements has no element <${tag}>`));
  return renderFirstView(tag, definition, attributes, data, options);
}

/** Every tag `renderElement` can render. */
export function elementTags(): string[] {
  return serverTags();
}

export type { StructuredDataOptions };

/**
 * The schema.org structured data (JSON-LD objects) an element's payload stands for, from the same
 * attributes and payload as `renderElement`: for `<booking-widget>` with its catalogue, one local
 * business per location with its address and opening hours; for `<store-product>`, its `Product`
 * and `Offer`, with the rating and up to three of `options.reviews` when it has published reviews.
 * Links are absolute on `options.pageUrl`. An empty list for elements without any. Write each into
 * the page as `<script type="application/ld+json">` with `safeJson`.
 */
export function structuredData(tag: string, attributes: Record<string, AttributeValue>, data: unknown, options: StructuredDataOptions): Record<string, unknown>[] {
  return structuredDataFor(tag, attributes, data, options);
}
