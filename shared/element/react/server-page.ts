import { TextOnlyDomParser } from '../server-text.ts';

/**
 * What views may read of the page while they render, given on a server for the time of one render:
 * `location` (the page's address: the current link, `?query` and `#hash` choices), `matchMedia`
 * (nothing matches: no narrow screen, no reduced motion, light colours), `Node` (so `x instanceof
 * Node` is false: no DOM nodes on a server) and a `DOMParser` that reads text out of HTML (for the
 * plain text shown before sanitized HTML). Renders take turns, so two pages rendered at once never
 * see each other's address.
 */

let turn: Promise<unknown> = Promise.resolve();

/** A `location` for an address: its parts, and navigation methods that do nothing. */
export function serverLocation(url: string): Location {
  const at = new URL(url, 'http://localhost/');
  const ignore = (): void => undefined;
  return {
    href: at.href,
    origin: at.origin,
    protocol: at.protocol,
    host: at.host,
    hostname: at.hostname,
    port: at.port,
    pathname: at.pathname,
    search: at.search,
    hash: at.hash,
    ancestorOrigins: { length: 0, contains: () => false, item: () => null } as unknown as DOMStringList,
    assign: ignore,
    replace: ignore,
    reload: ignore,
    toString: () => at.href,
  };
}

function serverMatchMedia(query: string): MediaQueryList {
  const ignore = (): void => undefined;
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: ignore,
    removeEventListener: ignore,
    addListener: ignore,
    removeListener: ignore,
    dispatchEvent: () => true,
  };
}

/**
 * Runs `render` with `location`, `matchMedia`, `Node` and `DOMParser` standing for the page at `url` (where the runtime
 * has none of its own), after any render already under way, and takes them away after.
 */
export function withServerPage<T>(url: string, render: () => Promise<T>): Promise<T> {
  const run = async (): Promise<T> => {
    const scope = globalThis as Record<string, unknown>;
    const given = { location: serverLocation(url), matchMedia: serverMatchMedia, Node: class Node {}, DOMParser: TextOnlyDomParser };
    const added = Object.keys(given).filter((name) => !(name in scope));
    for (const name of added) scope[name] = given[name as keyof typeof given];
    try {
      return await render();
    } finally {
      for (const name of added) delete scope[name];
    }
  };
  const result = turn.then(run, run);
  turn = result.catch(() => undefined);
  return result;
}
