import { createRoot } from 'react-dom/client';

/*
 * React attaches ~160 event listeners to every node a portal renders into (~0.1 ms per element,
 * the largest cost of upgrading a page of elements). React skips a node that already carries its
 * "listening" marker, so the kit marks each host and attaches React's listeners only when an event
 * first heads for that host: one capture listener per delegated event type on `document` sees the
 * event before it reaches the host, removes the marker and lets React attach its listeners (through
 * `createRoot(host)`, which does only that when nothing is rendered into it), in time for that very event.
 * The marker's name is React-internal: when a probe does not find it, nothing is deferred.
 */
let marker: string | null | undefined;
const deferred = new WeakSet<Element>();
// A host is deferred at most once: after activation React's listeners stay, even if the element is moved.
const seen = new WeakSet<Element>();

function activate(event: Event): void {
  for (const node of event.composedPath()) {
    if (node instanceof Element && deferred.has(node)) {
      deferred.delete(node);
      delete (node as unknown as Record<string, unknown>)[marker as string];
      createRoot(node);
    }
  }
}

function probe(): string | null {
  if (marker !== undefined) return marker;
  const node = document.createElement('div');
  const types = new Set<string>();
  node.addEventListener = ((type: string) => void types.add(type)) as typeof node.addEventListener;
  createRoot(node);
  marker = Object.keys(node).find((key) => key.startsWith('_reactListening')) ?? null;
  if (marker) for (const type of types) document.addEventListener(type, activate, { capture: true, passive: true });
  return marker;
}

/** Marks a host so React attaches its event listeners on the first event heading for it, not at mount. */
export function deferReactListeners(host: Element): void {
  const key = probe();
  if (!key || seen.has(host)) return;
  seen.add(host);
  (host as unknown as Record<string, unknown>)[key] = true;
  deferred.add(host);
}
