import { useLayoutEffect } from 'react';

/** The box a server rendered the element's first view into (`<site-element-root data-server>`), if there is one. */
export function serverView(host: HTMLElement): Element | null {
  return host.querySelector(':scope>site-element-root[data-server]');
}

/**
 * Rendered inside the element's Suspense boundary after its view: once the view is on the page,
 * the server's copy of it goes, in the same task, so the browser never paints both or neither.
 */
export function AdoptServerView({ host }: { host: HTMLElement }): null {
  useLayoutEffect(() => serverView(host)?.remove(), [host]);
  return null;
}
