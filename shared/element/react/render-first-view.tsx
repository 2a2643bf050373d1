import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { parseAttributes } from '../attributes.ts';
import { configErrorMessage } from '../emit.ts';
import { parsePayloadText, type PayloadResult } from '../payload.ts';
import { elementMarkup, safeJson, withoutHydrationMarkers, withoutLoadingPlaceholders, withRenderIds, renderKey, type AttributeValue } from '../server-markup.ts';
import { collectProblems, HostContext } from './define-element.tsx';
import { serverHost } from './server-host.ts';
import { withServerPage } from './server-page.ts';
import type { ServerDefinition } from './server-definitions.ts';

/** How to render an element on the server. */
export interface RenderOptions {
  /** The page's language (`<html lang>`), for the element's texts, money and dates. Default: the element's own `lang`, else English. */
  lang?: string;
  /** The page's address (path, or full URL), for what views read of it: the current link, `?query` and `#hash` choices. Default `/`. */
  url?: string;
  /** How long a view may wait for its lazily loaded parts and texts before the tag goes without a first view. Default 10 000 ms. */
  timeout?: number;
}

/** The attribute values as the browser will read them: text, `''` for `true`, absent for false, null and undefined. */
function attributeTexts(attributes: Record<string, AttributeValue>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== false && value !== null && value !== undefined) texts[name] = value === true ? '' : String(value);
  }
  return texts;
}

/**
 * The tree the shared root renders for this configuration, built the same way: attributes parsed
 * with their specs, the payload read from the JSON text the page will carry. With a configuration
 * problem, a message naming it instead: the element shows that problem itself in the browser (and
 * would show a server-rendered view under it), so there is no first view to render.
 */
function firstViewTree(tag: string, { View, options }: ServerDefinition, host: HTMLElement, data: unknown): ReactNode | string {
  const { values, errors } = parseAttributes(options.attributes, (name) => host.getAttribute(name));
  const loading = data === undefined && !!options.payload && host.hasAttribute('data-src');
  const result: PayloadResult<unknown> =
    options.payload && data !== undefined ? parsePayloadText(options.payload, safeJson(data), 'inline JSON') : { state: 'absent' };
  const problems = collectProblems(errors, { result, loading }, options.payload);
  if (problems.length > 0) return problems.map((p) => configErrorMessage(tag, p.attribute, p.expected, p.received)).join('; ');
  const props = { ...values, host, data: result.state === 'ready' ? result.value : undefined, dataLoading: loading, light: undefined, emit: () => true };
  return (
    <HostContext.Provider value={host}>
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    </HostContext.Provider>
  );
}

/**
 * Renders an element's first view to HTML from its view and declaration, waiting for lazily loaded
 * parts and texts. The result is the whole tag: attributes escaped, the payload as inline JSON and
 * the view in `<site-element-root data-server>`, which the element adopts on upgrade. When the
 * configuration is wrong or the view fails to render, the tag comes without a first view (logged with
 * `console.error`; the element shows the problem in the browser as before).
 */
export async function renderFirstView(
  tag: string,
  definition: ServerDefinition,
  attributes: Record<string, AttributeValue> = {},
  data?: unknown,
  options: RenderOptions = {},
): Promise<string> {
  const host = serverHost(tag, attributeTexts(attributes), options.lang);
  let failed = false;
  const report = (error: unknown): void => {
    failed = true;
    console.error(`<${tag}> failed to render on the server`, error);
  };
  const view = await withServerPage(options.url ?? '/', async () => {
    const tree = firstViewTree(tag, definition, host, data);
    if (typeof tree === 'string') throw new Error(tree);
    const { prelude } = await prerender(tree, { onError: report, signal: AbortSignal.timeout(options.timeout ?? 10_000) });
    // Each element's generated ids carry a name for its render, so ids on one page never repeat.
    const key = renderKey([tag, attributes, data ?? null, options.lang ?? '', options.url ?? '/']);
    return withRenderIds(withoutLoadingPlaceholders(withoutHydrationMarkers(await new Response(prelude).text())), key);
  }).catch(report);
  return elementMarkup(tag, attributes, data, failed || typeof view !== 'string' ? null : view);
}
