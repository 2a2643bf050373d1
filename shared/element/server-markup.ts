/**
 * The HTML a server writes around an element's first view: the tag with its attributes, the inline
 * JSON payload the element reads, and the box holding the rendered view. Pure string work, so any
 * server (and the kit's own renderer) writes exactly the markup the element adopts on upgrade.
 */

/** The attribute the server-rendered view box carries; on upgrade the element takes over from it. */
export const SERVER_VIEW_ATTRIBUTE = 'data-server';

/** An attribute value: text or a number; `true` writes the attribute with no value; `false`, null and undefined leave it out. */
export type AttributeValue = string | number | boolean | null | undefined;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

const TAG = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;
const ATTRIBUTE = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/** Throws unless `tag` is a valid custom element name (lower case, with a hyphen). */
export function assertElementTag(tag: string): void {
  if (!TAG.test(tag)) throw new TypeError(`not a custom element tag name: ${JSON.stringify(tag)}`);
}

/** ` name="value"` for each attribute, values escaped; a name that is not a plain attribute name throws. */
export function attributesMarkup(attributes: Record<string, AttributeValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (!ATTRIBUTE.test(name)) throw new TypeError(`not an attribute name: ${JSON.stringify(name)}`);
    if (value === false || value === null || value === undefined) continue;
    out += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/**
 * JSON text that is safe inside `<script type="application/json">`: `<`, `>`, `&` and the line
 * separators U+2028/U+2029 become `\uXXXX` escapes, so no `</script>` or `<!--` can appear, and
 * `JSON.parse` of the script's text gives back the same value.
 */
export function safeJson(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** The inline payload an element reads: `<script type="application/json">…</script>`. */
export function inlineJsonMarkup(data: unknown): string {
  return `<script type="application/json">${safeJson(data)}</script>`;
}

/**
 * React's server output carries comments for hydration (`<!--$-->`, `<!--/$-->` around Suspense
 * boundaries, `<!--&-->` around Activity, `<!--F-->` after forms, `<!-- -->` between adjacent texts). The element adopts the view rather than hydrating
 * it, so they are left out: the parsed page then holds the same nodes the browser renders.
 */
export function withoutHydrationMarkers(html: string): string {
  return html.replace(/<!--(?:\$|\/\$|\$!|&|\/&|F!?| )-->/g, '');
}

/**
 * React numbers the ids it generates (`useId`, `_R_5_` on the server) from the start in every render,
 * so two first views on one page could share an id (one element's label naming the other's field).
 * `render` (letters and digits naming this render) goes into each of them: `_R_5_` becomes
 * `_R_k3px5_`. React writes every attribute as ` name="…"` with `"` escaped inside values and in
 * text, so only attribute values change.
 */
export function withRenderIds(html: string, render: string): string {
  return html.replace(/ ([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g, (attribute: string, name: string, value: string) =>
    value.includes('_R_') ? ` ${name}="${value.replace(/_R_([0-9a-z]+)_/g, `_R_${render}x$1_`)}"` : attribute,
  );
}

/**
 * A short name for one render, from everything that decides its output (tag, attributes, payload,
 * language, address): the same element renders the same markup every time (a server may cache it, two
 * servers agree), and different elements on one page get different ids. 32-bit FNV-1a, in base 36.
 */
export function renderKey(parts: unknown): string {
  const text = JSON.stringify(parts) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * A media box waiting for its image carries `data-loading` (a pulse, the image hidden until the
 * element's code sees it loaded). A server view has no code running yet and the browser shows the
 * image as it arrives, so the placeholder is left out; on upgrade the element finds the image loaded.
 * React writes every attribute as ` name="…"` with `"` escaped inside values, so only real attributes match.
 */
export function withoutLoadingPlaceholders(html: string): string {
  return html.replaceAll(' data-loading=""', '');
}

/**
 * The whole element: `<tag attrs>[payload]<site-element-root data-server>view</site-element-root></tag>`;
 * without a view (null), the tag and payload alone.
 */
export function elementMarkup(tag: string, attributes: Record<string, AttributeValue>, payload: unknown, viewHtml: string | null): string {
  assertElementTag(tag);
  const json = payload === undefined ? '' : inlineJsonMarkup(payload);
  const view = viewHtml === null ? '' : `<site-element-root ${SERVER_VIEW_ATTRIBUTE}="">${viewHtml}</site-element-root>`;
  return `<${tag}${attributesMarkup(attributes)}>${json}${view}</${tag}>`;
}
