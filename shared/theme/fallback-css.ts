/**
 * The fallback stylesheet (`site-elements.css`) styles the light DOM a server writes inside a tag
 * that is not defined yet. A tag whose first view the server rendered with `site-elements/server`
 * (`<site-element-root data-server>` inside) is styled by the element's own stylesheet instead, so
 * each `:not(:defined)` rule leaves it alone. `:where()` keeps the rules whole in a browser without
 * `:has()`: there the exception matches nothing and the rules apply as before.
 */
export function exceptServerRenderedViews(css: string): string {
  return css.replaceAll(':not(:defined)', ':not(:defined):not(:where(:has(> site-element-root)))');
}
