import r2wc from '@r2wc/core';
import { createContext, Suspense, use, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { parseAttributes, attributeName, type AttributeError, type AttributeSpecs, type AttributeValues } from '../attributes.ts';
import { configErrorMessage, emit, reportConfigError } from '../emit.ts';
import type { Emit, NoEvents } from '../event-spec.ts';
import { loadMessages, localeOf, translate, type Catalogue, type MessageKey } from '../messages.ts';
import { fetchPayload, inlineJsonScript, parsePayloadText, type PayloadResult, type PayloadSpec } from '../payload.ts';
import { sharedRootRenderer, type HostedProps, type MountedElement } from './shared-root.tsx';
import { ConfigErrors } from './ConfigErrors.tsx';
import { moveNodesInto } from './moved-nodes.tsx';
import { recordingServerDefinitions, recordServerDefinition } from './server-definitions.ts';
import { findByTrail, focusIsLost, takeEarlyPress, trailIn, type ControlTrail } from '../focus-handover.ts';

/**
 * Everything a view receives: parsed attributes, the payload, server-rendered content and an emitter
 * of the element's declared events (`E`, the events interface of its `<tag>.element.ts`).
 */
export type ElementViewProps<A extends AttributeSpecs, P = never, L = never, E = NoEvents> = AttributeValues<A> & {
  /** The custom element itself. */
  host: HTMLElement;
  /** The validated list or tree from inline JSON or `data-src`, when there is one. */
  data: P | undefined;
  /** True while a `data-src` URL is being fetched. */
  dataLoading: boolean;
  /** What `readLightDom` captured from the server-rendered children before they were replaced. */
  light: L | undefined;
  /** Dispatches one of the element's declared events (bubbling, composed); the detail is checked against the declaration. */
  emit: Emit<E>;
};

/**
 * How an element is declared: its attributes, payload, captured children and texts. Its events are
 * declared as a type (see event-spec.ts), so they cost no bytes.
 */
export interface ElementOptions<A extends AttributeSpecs, P, L> {
  /** One line on what the element is for (used in docs). */
  description: string;
  attributes: A;
  payload?: PayloadSpec<P>;
  /** Reads the server-rendered children before the element replaces them. */
  readLightDom?: (host: HTMLElement) => L;
  /** The element's texts; on a page in another language the tag is defined once they have loaded. */
  messages?: Catalogue<string>;
}

/** The element a view renders for (the server renderer provides a stand-in). */
export const HostContext = createContext<HTMLElement | null>(null);

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** The kit's layout-neutral box (display: contents). */
      'site-element-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/** Each element's locale, read once per render of the element instead of once per part that asks. */
const locales = new WeakMap<HTMLElement, string>();

/** The locale that applies to the current element (its closest `lang`), for money, dates and numbers. */
export function useLocale(): string {
  const host = useContext(HostContext);
  return (host && locales.get(host)) || localeOf(host);
}

/**
 * Returns a translator for a catalogue in the locale that applies to the current element. When the
 * locale's texts load lazily, the element suspends until they arrive (no flash of English).
 */
export function useMessages<K extends string>(catalogue: Catalogue<K>): (key: MessageKey<K>, params?: Record<string, string | number>) => string {
  const locale = useLocale();
  const waiting = loadMessages(catalogue, locale);
  if (waiting) use(waiting);
  return useMemo(() => (key: MessageKey<K>, params?: Record<string, string | number>) => translate(catalogue, locale, key, params), [catalogue, locale]);
}

/** What an element took from its server-rendered children, and where focus was among them. */
interface Captured {
  readonly light: unknown;
  readonly fallback: Node[];
  /** The control a visitor had focused in the server's content, to be found again in the element's own view. */
  trail: ControlTrail | null;
  /** The button a visitor pressed in the server's content before the view came: pressed again in the view. */
  press: ControlTrail | null;
  /** That control itself, focused again when the server's content is put back while the view loads. */
  focused: HTMLElement | null;
}

const captured = new WeakMap<HTMLElement, Captured>();

/**
 * Takes what the element needs from its server-rendered children, then takes them out of the page
 * (the JSON script stays). They are kept, so a configuration error can show them again. A first view
 * rendered by the server (`renderElement`, in `<site-element-root data-server>`) is taken out the same
 * way: the element's own view replaces it before the browser paints, or it is put back while the view
 * waits for its code or texts. Views prefer the inline JSON that comes with it over what is read here.
 */
function captureLightDom(host: HTMLElement, read?: (host: HTMLElement) => unknown): void {
  if (captured.has(host)) return;
  const light = read ? read(host) : undefined;
  const keep = inlineJsonScript(host);
  const fallback = Array.from(host.childNodes).filter((child) => child !== keep);
  const trail = trailIn(host);
  const focused = trail ? (document.activeElement as HTMLElement) : null;
  const press = trailIn(host, takeEarlyPress(host));
  // All at once (the JSON script put back): one mutation and one style invalidation instead of one per child.
  host.replaceChildren(...(keep ? [keep] : []));
  captured.set(host, { light, fallback, trail, focused, press });
}

function usePayload<P>(host: HTMLElement, spec: PayloadSpec<P> | undefined, version: number): { result: PayloadResult<P>; loading: boolean } {
  const src = spec ? host.getAttribute('data-src') : null;
  const inlineText = spec ? (inlineJsonScript(host)?.textContent ?? null) : null;
  const inline = useMemo<PayloadResult<P>>(() => {
    if (!spec || inlineText === null) return { state: 'absent' };
    return parsePayloadText(spec, inlineText, 'inline JSON');
    // version re-reads the script when attributes change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spec, inlineText, version]);
  const [remote, setRemote] = useState<{ src: string; result: PayloadResult<P> } | null>(null);
  useEffect(() => {
    if (!spec || !src || inlineText !== null) return;
    const controller = new AbortController();
    void fetchPayload(spec, src, controller.signal).then((result) => {
      if (!controller.signal.aborted) setRemote({ src, result });
    });
    return () => controller.abort();
  }, [spec, src, inlineText]);
  if (inline.state !== 'absent' || !src) return { result: inline, loading: false };
  if (remote && remote.src === src) return { result: remote.result, loading: false };
  return { result: { state: 'absent' }, loading: true };
}

/**
 * The server's content, moved back into the element while its view loads (or under a configuration
 * error). A visitor who had a control of it focused keeps that focus; when the box goes, where focus
 * is inside it, and a button pressed in it, are written down for the view that replaces it.
 */
function ServerCopy({ capture }: { capture: Captured | undefined }): ReactNode {
  const attach = useCallback(
    (box: HTMLElement | null) => {
      if (!box || !capture) return;
      moveNodesInto(box, capture.fallback);
      if (capture.focused?.isConnected && focusIsLost()) capture.focused.focus({ preventScroll: true });
      return () => {
        const trail = trailIn(box);
        if (trail || !focusIsLost()) capture.trail = trail;
        capture.focused = null;
        capture.press = trailIn(box, takeEarlyPress(box)) ?? capture.press;
      };
    },
    [capture],
  );
  const Box = 'site-element-root' as 'div';
  return capture?.fallback[0] && <Box ref={attach} data-fallback="" />;
}

/**
 * Runs once the element's own view is on the page: a visitor who had a control of the server's
 * content focused gets the same control of the view focused, instead of focus falling to the page;
 * a button they pressed there (which did nothing yet) is pressed in the view, when it reads the same.
 */
function InputHandover({ host }: { host: HTMLElement }): null {
  useLayoutEffect(() => {
    const capture = captured.get(host);
    const trail = capture?.trail;
    if (!capture || !trail) return;
    capture.trail = capture.focused = null;
    if (focusIsLost()) findByTrail(host, trail)?.focus({ preventScroll: true });
  }, [host]);
  // After the view's own effects (a widget restoring where the visitor was), so the press comes last.
  useEffect(() => {
    const capture = captured.get(host);
    const press = capture?.press;
    if (!capture || !press) return;
    capture.press = null;
    const button = findByTrail(host, press);
    if (button?.textContent === press.text) button.click();
  }, [host]);
  return null;
}

interface Problem {
  attribute: string;
  expected: string;
  received?: string;
}

/** Every configuration problem of an element: bad attributes, a bad payload, a required payload missing. */
export function collectProblems<P>(errors: AttributeError[], payload: { result: PayloadResult<P>; loading: boolean }, spec?: PayloadSpec<P>): Problem[] {
  const problems: Problem[] = errors.map((e) => ({ attribute: e.attribute, expected: e.expected, received: e.received }));
  if (payload.result.state === 'error') problems.push({ attribute: payload.result.source, expected: payload.result.expected });
  if (spec?.required && payload.result.state === 'absent' && !payload.loading) {
    problems.push({ attribute: 'inline JSON or data-src', expected: spec.description });
  }
  return problems;
}

function makeElementRoot<A extends AttributeSpecs, P, L, E>(tag: string, options: ElementOptions<A, P, L>, View: ComponentType<ElementViewProps<A, P, L, E>>) {
  /** Parses the host's configuration on every change and renders the view, or the configuration errors. */
  return function ElementRoot({ host, version }: HostedProps): ReactNode {
    const { values, errors } = useMemo(
      () => parseAttributes(options.attributes, (name) => host.getAttribute(name)),
      // version changes whenever an observed attribute changes
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [host, version],
    );
    const payload = usePayload(host, options.payload, version);
    locales.set(host, localeOf(host));
    const emitFromHost = useMemo<Emit<E>>(() => (name, detail) => emit<E, typeof name>(host, name, detail), [host]);
    const problems = collectProblems(errors, payload, options.payload);
    const capture = captured.get(host);
    // The server-rendered content, put back below a configuration error or while the view loads, so the page still reads.
    const serverCopy = <ServerCopy capture={capture} />;
    if (problems.length > 0) {
      const messages = problems.map((p) => configErrorMessage(tag, p.attribute, p.expected, p.received));
      // Reported after rendering (once per element and message), so listeners never run inside a render.
      queueMicrotask(() => problems.forEach((p, i) => reportConfigError(host, { tag, attribute: p.attribute, expected: p.expected, message: messages[i] ?? '' })));
      return (
        <>
          <ConfigErrors messages={messages} />
          {serverCopy}
        </>
      );
    }
    const props = {
      ...values,
      host,
      data: payload.result.state === 'ready' ? payload.result.value : undefined,
      dataLoading: payload.loading,
      light: capture?.light as L | undefined,
      emit: emitFromHost,
    } as ElementViewProps<A, P, L, E>;
    return (
      <HostContext.Provider value={host}>
        <Suspense fallback={serverCopy}>
          <View {...props} />
          <InputHandover host={host} />
        </Suspense>
      </HostContext.Provider>
    );
  };
}

const CONTEXT = Symbol.for('r2wc.context');

type R2wcInstance = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [CONTEXT]?: MountedElement;
};

/**
 * Registers a custom element whose view is a React component. Attributes are parsed with their
 * specs on every change (empty and removed attributes included), lists come from inline JSON or
 * `data-src`, and every element renders into one shared React root. Defining a tag twice is a no-op.
 */
export function defineElement<A extends AttributeSpecs, P = never, L = never, E = NoEvents>(
  tag: string,
  View: ComponentType<ElementViewProps<A, P, L, E>>,
  options: ElementOptions<A, P, L>,
): CustomElementConstructor {
  if (import.meta.env.SSR && recordingServerDefinitions()) return recordServerDefinition(tag, { View, options });
  const existing = customElements.get(tag);
  if (existing) return existing;
  const ElementRoot = makeElementRoot(tag, options, View);
  const observed = [...Object.keys(options.attributes).map(attributeName), ...(options.payload ? ['data-src'] : [])];
  const renderer = { ...sharedRootRenderer, mount: (container: HTMLElement) => sharedRootRenderer.mount(container, ElementRoot) };
  // r2wc gets no props: the kit reads attributes itself (r2wc ignores empty and removed values).
  const Base = r2wc(ElementRoot as ComponentType<object>, { props: {} }, renderer) as unknown as new () => R2wcInstance;
  class SiteElement extends Base {
    static readonly definition = options;
    static get observedAttributes(): string[] {
      return observed;
    }
    override connectedCallback(): void {
      captureLightDom(this, options.readLightDom);
      super.connectedCallback();
    }
    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      const entry = this[CONTEXT];
      if (oldValue !== newValue && entry) this[CONTEXT] = sharedRootRenderer.update(entry);
    }
  }
  // On a page in another language the tag is defined once its texts are in: until then its
  // server-rendered content keeps the pre-upgrade styles, instead of the view waiting for them with
  // that content unstyled (the Spanish header grew by the height of its submenus for a moment).
  const texts = options.messages && loadMessages(options.messages, localeOf(null));
  const define = () => void (customElements.get(tag) || customElements.define(tag, SiteElement));
  if (texts) void texts.then(define);
  else define();
  return SiteElement;
}
