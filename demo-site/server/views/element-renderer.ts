import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Review } from '../../../shared/api/reviews.ts';
import { decodeEntities } from '../../../shared/element/server-text.ts';
import { allowStyleAttribute } from '../middleware/style-hashes.ts';
import { html, jsonScript, raw, safeJson, type SafeHtml } from './html.ts';

/** The built elements (`dist/`), where the build writes the server renderer (`server.js`). */
const DIST = resolve(import.meta.dirname, '../../../dist');

/** What `site-elements/server` exports that the pages use. */
interface ServerRenderer {
  renderElement(tag: string, attributes: Record<string, string | boolean>, data: unknown, options: { lang?: string; url?: string }): Promise<string>;
  elementStylesheets(tags: readonly string[]): string[];
  structuredData(tag: string, attributes: Record<string, string | boolean>, data: unknown, options: { pageUrl: string; reviews?: readonly Review[] }): Record<string, unknown>[];
}

let loading: Promise<ServerRenderer | null> | null = null;

/**
 * The package's server renderer from the build, or null before `npm run build` (pages then send the
 * tags without a first view). A missing build is looked for again on the next page, so a server
 * started while the build was being written renders first views once it is there.
 */
function serverRenderer(dist = DIST): Promise<ServerRenderer | null> {
  if (loading) return loading;
  if (!existsSync(resolve(dist, 'server.js'))) return Promise.resolve(null);
  loading = (import(pathToFileURL(resolve(dist, 'server.js')).href) as Promise<ServerRenderer>).catch((error: unknown) => {
    console.error('The server renderer (dist/server.js) could not be loaded:', error);
    return null;
  });
  return loading;
}

/** How a page renders its elements' first views. */
export interface PageRenderOptions {
  /** The page's language. */
  lang: string;
  /** The page's path and query. */
  url: string;
  /** The page response's CSP nonce: the style attributes of the first views are allowed under it (style-hashes.ts). */
  nonce: string;
}

/** The render options of a page: its tenant's language (or `lang`), its path and query, and its nonce. */
export function renderOptions(
  ctx: { tenant?: { locale: string }; url?: string; path: string; nonce: string },
  overrides: { lang?: string } = {},
): PageRenderOptions {
  return { lang: overrides.lang ?? ctx.tenant?.locale ?? 'en', url: ctx.url ?? ctx.path, nonce: ctx.nonce };
}

/** An element's first view and the stylesheets it needs, apart, for a page that links them in `<head>`. */
export interface RenderedParts {
  /** `<link rel="stylesheet">` for each stylesheet the first view needs (nothing without a build). */
  styles: SafeHtml;
  /** The tag with its payload and first view. */
  element: SafeHtml;
}

/**
 * An element with its first view rendered on the server by `site-elements/server` (the same views,
 * attributes and payload as in the browser), and the stylesheets that first view needs, apart: a tag
 * that another element moves on upgrade (the header's search) must not carry its stylesheet links
 * along, or its view is unstyled for a moment. Without a build the tag comes with its payload only
 * (none when `payload` is undefined), as before, and the element draws itself in the browser.
 */
export async function renderedParts(tag: string, attributes: Record<string, string>, payload: unknown, options: PageRenderOptions): Promise<RenderedParts> {
  const renderer = await serverRenderer();
  if (renderer) {
    // The site's CSP allows no inline style but the style attributes a page's first views carry (a
    // configured colour as a custom property), each by its hash: the colour is there before any script.
    const markup = await renderer.renderElement(tag, attributes, payload, { lang: options.lang, url: options.url });
    for (const [, value = ''] of markup.matchAll(/ style="([^"]*)"/g)) allowStyleAttribute(options.nonce, decodeEntities(value));
    const links = renderer.elementStylesheets([tag]).map((file) => html`<link rel="stylesheet" href="/elements/${file}">`);
    // The renderer escapes every attribute and writes the payload so no </script> can end it.
    return { styles: html`${links}`, element: raw(markup) };
  }
  const attributeText = Object.entries(attributes).map(([name, value]) => html` ${name}="${value}"`);
  return { styles: html``, element: html`${raw(`<${tag}`)}${attributeText}>${payload === undefined ? '' : jsonScript(payload)}${raw(`</${tag}>`)}` };
}

/**
 * An element with its first view rendered on the server (see `renderedParts`), preceded by the
 * stylesheets that first view needs, so the page shows it styled before any script and nothing
 * moves when it upgrades.
 */
export async function renderedElement(tag: string, attributes: Record<string, string>, payload: unknown, options: PageRenderOptions): Promise<SafeHtml> {
  const { styles, element } = await renderedParts(tag, attributes, payload, options);
  return html`${styles}${element}`;
}

/**
 * The element's schema.org structured data from `site-elements/server` (the same attributes and
 * payload as its first view), as JSON-LD scripts for search engines; nothing before `npm run build`.
 */
export async function renderedStructuredData(
  tag: string,
  attributes: Record<string, string>,
  payload: unknown,
  options: { pageUrl: string; reviews?: readonly Review[] },
): Promise<SafeHtml> {
  const renderer = await serverRenderer();
  const items = renderer ? renderer.structuredData(tag, attributes, payload, options) : [];
  return html`${items.map((item) => raw(`<script type="application/ld+json">${safeJson(item)}</script>`))}`;
}
