/**
 * The fallback stylesheet (`site-elements.css`) styles the light DOM a server writes inside a tag
 * that is not defined yet. A tag whose first view the server rendered with `site-elements/server`
 * (`<site-element-root data-server>` inside) is styled by the element's own stylesheet instead, so
 * each `:not(:defined)` rule leaves it alone. `:where()` keeps the rules whole in a browser without
 * `:has()`: there the exception matches nothing and the rules apply as before.
 */

/** Appended to `:not(:defined)`: not a tag whose first view the server rendered. */
export const NOT_SERVER_RENDERED = ':not(:where(:has(> site-element-root)))';

const NOT_DEFINED = /:not\(:defined\)(?!:not\(:where\(:has\(> site-element-root\)\)\))/g;

/** Adds the exception to every `:not(:defined)` that does not carry it yet. */
export function exceptServerRenderedViews(css: string): string {
  return css.replace(NOT_DEFINED, `:not(:defined)${NOT_SERVER_RENDERED}`);
}
