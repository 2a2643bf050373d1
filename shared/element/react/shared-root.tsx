import { createElement, PureComponent, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { emit, type KitEvents } from '../emit.ts';
import { deferReactListeners } from './lazy-listeners.ts';
import { ELEMENT_ROOT_TAG } from './root.css.ts';

/** The props every element view receives from the shared root. */
export interface HostedProps {
  host: HTMLElement;
  version: number;
}

/** One mounted element: its host, the box inside it React renders into, its view and render version. */
export interface MountedElement {
  readonly id: number;
  readonly host: HTMLElement;
  /**
   * React owns this box, not the host: page scripts that replace the host's children take the box
   * with them, instead of pulling nodes out from under React (which would break the shared root).
   */
  readonly container: HTMLElement;
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

/**
 * One element's view in the shared root. Keeps one broken element from unmounting the shared root: it
 * renders nothing and reports instead. It renders again only when its own entry changed (an attribute of
 * that element), not when another element joins or leaves the list.
 */
class ElementBoundary extends PureComponent<{ entry: MountedElement }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    const { host } = this.props.entry;
    const tag = host.localName;
    console.error(`<${tag}> failed to render`, error);
    emit<KitEvents, 'site-error'>(host, 'site-error', { tag, attribute: '', expected: '', message: `<${tag}> failed to render: ${String(error)}` });
  }
  override render(): ReactNode {
    const { entry } = this.props;
    return this.state.failed ? null : createElement(entry.view, { host: entry.host, version: entry.version });
  }
}

function subscribeList(listener: () => void): () => void {
  listListeners.add(listener);
  return () => listListeners.delete(listener);
}

function PortalHost(): ReactNode {
  const entries = useSyncExternalStore(subscribeList, () => snapshot);
  return entries.map((entry) => createPortal(createElement(ElementBoundary, { entry }), entry.container, String(entry.id)));
}

/** Last line of defence: if the shared root fails anyway, start a fresh one and render every element again. */
function recover(error: unknown): void {
  console.error('Site elements: the shared renderer failed and restarts', error);
  root = null;
  queueMicrotask(() => {
    ensureRoot();
    for (const [id, entry] of mounted) {
      entry.container.replaceChildren();
      mounted.set(id, { ...entry, version: entry.version + 1 });
    }
    publishList();
  });
}

function ensureRoot(): void {
  if (root) return;
  // The box is a (trivial) custom element of ours, so `customElements.whenDefined` and `:defined` hold for it.
  if (!customElements.get(ELEMENT_ROOT_TAG)) customElements.define(ELEMENT_ROOT_TAG, class extends HTMLElement {});
  // A detached container: React listens for events on each portal target, so nothing is added to the page.
  const created = createRoot(document.createElement('div'), { onUncaughtError: recover });
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
    const container = document.createElement(ELEMENT_ROOT_TAG);
    host.appendChild(container);
    deferReactListeners(container);
    const entry: MountedElement = { id: nextId++, host, container, view, version: 0 };
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
    // After React has removed its nodes, the empty box goes too, so a re-connected host starts clean.
    queueMicrotask(() => entry.container.remove());
  },
};

/** How many elements the shared root currently renders (for tests and diagnostics). */
export function mountedElementCount(): number {
  return mounted.size;
}
