import { Component, createElement, memo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { deferReactListeners } from './lazy-listeners.ts';

/** The props every element view receives from the shared root. */
export interface HostedProps {
  host: HTMLElement;
  version: number;
}

/** One mounted element: the host it renders into, the component drawn there and its render version. */
export interface MountedElement {
  readonly id: number;
  readonly host: HTMLElement;
  readonly view: ComponentType<HostedProps>;
  readonly version: number;
}

const mounted = new Map<number, MountedElement>();
const listListeners = new Set<() => void>();
let snapshot: MountedElement[] = [];
let nextId = 1;
let root: Root | null = null;
let publishQueued = false;

// Many elements upgrade in one task (a whole page at define time): publish the list once, in a microtask,
// so React renders them all in one pass before the browser paints. An attribute change replaces the entry,
// so only that element's memoised portal re-renders.
function publishList(): void {
  if (publishQueued) return;
  publishQueued = true;
  queueMicrotask(() => {
    publishQueued = false;
    snapshot = Array.from(mounted.values());
    for (const listener of listListeners) listener();
  });
}

/** Keeps one broken element from unmounting the shared root: it renders nothing and reports instead. */
class ElementBoundary extends Component<{ host: HTMLElement; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    const tag = this.props.host.localName;
    console.error(`<${tag}> failed to render`, error);
    this.props.host.dispatchEvent(
      new CustomEvent('site-error', {
        bubbles: true,
        composed: true,
        detail: { tag, attribute: '', expected: '', message: `<${tag}> failed to render: ${String(error)}` },
      }),
    );
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const ElementPortal = memo(function ElementPortal({ entry }: { entry: MountedElement }) {
  return createPortal(
    createElement(ElementBoundary, { host: entry.host }, createElement(entry.view, { host: entry.host, version: entry.version })),
    entry.host,
  );
});

function subscribeList(listener: () => void): () => void {
  listListeners.add(listener);
  return () => listListeners.delete(listener);
}

function PortalHost(): ReactNode {
  const entries = useSyncExternalStore(subscribeList, () => snapshot);
  return entries.map((entry) => createElement(ElementPortal, { key: entry.id, entry }));
}

function ensureRoot(): void {
  if (root) return;
  // A detached container: React listens for events on each portal target, so nothing is added to the page.
  const created = createRoot(document.createElement('div'));
  root = created;
  const render = (): void => created.render(createElement(PortalHost));
  // The first render is synchronous so later list changes flush as sync updates, before paint. flushSync is
  // not allowed while React is committing (an element created by another element's view), so defer then.
  try {
    flushSync(render);
  } catch {
    render();
  }
}

/**
 * Renderer for r2wc that portals every element into one shared React root instead of
 * creating a root per element (the default costs ~0.6 ms per element).
 */
export const sharedRootRenderer = {
  mount(host: HTMLElement, view: ComponentType<HostedProps>): MountedElement {
    ensureRoot();
    deferReactListeners(host);
    const entry: MountedElement = { id: nextId++, host, view, version: 0 };
    mounted.set(entry.id, entry);
    publishList();
    return entry;
  },
  update(entry: MountedElement): MountedElement {
    const current = mounted.get(entry.id);
    if (!current) return entry;
    const next = { ...current, version: current.version + 1 };
    mounted.set(entry.id, next);
    publishList();
    return next;
  },
  unmount(entry: MountedElement): void {
    mounted.delete(entry.id);
    publishList();
  },
};

/** How many elements the shared root currently renders (for tests and diagnostics). */
export function mountedElementCount(): number {
  return mounted.size;
}
