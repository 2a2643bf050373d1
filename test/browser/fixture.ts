/**
 * DOM fixtures for browser tests: put HTML on the page, wait for its custom elements to upgrade and
 * render, and remove everything after each test.
 */

const containers = new Set<HTMLElement>();

/** Resolves after the next animation frame (the browser has had a chance to render). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves after pending microtasks and one macrotask. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets queued work settle: microtasks, a task, then a frame (React commits, effects, styles). */
export async function settle(): Promise<void> {
  await Promise.resolve();
  await nextTask();
  await nextFrame();
}

/** Waits until `check` returns a truthy value (or stops throwing), polling every frame. */
export async function waitFor<T>(
  check: () => T,
  { timeout = 2000, message = 'condition' }: { timeout?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const start = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - start > timeout) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`waitFor timed out after ${timeout} ms waiting for ${message}${reason}`);
    }
    await nextFrame();
  }
}

/** Every custom element tag (a name with a dash) used inside `root`, itself included. */
function customTags(root: Element): string[] {
  const tags = new Set<string>();
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) if (el.localName.includes('-')) tags.add(el.localName);
  return [...tags];
}

/**
 * Inserts `html` into a fresh container in `document.body`, waits for every custom element in it to
 * be defined and rendered, and returns the first element of the HTML.
 */
export async function fixture<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  const container = document.createElement('div');
  container.setAttribute('data-test-fixture', '');
  container.innerHTML = html.trim();
  document.body.appendChild(container);
  containers.add(container);
  const first = container.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error(`fixture: the HTML has no element: ${html}`);
  await Promise.all(customTags(container).map((tag) => customElements.whenDefined(tag)));
  await settle();
  return first as T;
}

/** Removes every fixture container (use in `afterEach`). */
export function cleanup(): void {
  for (const container of containers) container.remove();
  containers.clear();
}

/**
 * Dispatches a `keydown` (bubbling, cancelable) for `key` on `el`, as a keyboard would, and waits
 * for the resulting render. Returns false when a handler called `preventDefault()`.
 */
export async function keyboard(el: Element, key: string, init: KeyboardEventInit = {}): Promise<boolean> {
  const notPrevented = el.dispatchEvent(
    new KeyboardEvent('keydown', { key, code: codeFor(key), bubbles: true, cancelable: true, composed: true, ...init }),
  );
  el.dispatchEvent(new KeyboardEvent('keyup', { key, code: codeFor(key), bubbles: true, cancelable: true, composed: true, ...init }));
  await settle();
  return notPrevented;
}

function codeFor(key: string): string {
  if (key === ' ') return 'Space';
  if (/^[a-z]$/i.test(key)) return `Key${key.toUpperCase()}`;
  return key;
}

/** Clicks an element and waits for the resulting render. */
export async function click(el: Element): Promise<void> {
  (el as HTMLElement).click();
  await settle();
}

/** Collects the events of one type dispatched on (or bubbling to) a target until `stop()` is called. */
export function recordEvents<T = unknown>(target: EventTarget, type: string): { events: CustomEvent<T>[]; stop: () => void } {
  const events: CustomEvent<T>[] = [];
  const listener = (event: Event): void => void events.push(event as CustomEvent<T>);
  target.addEventListener(type, listener);
  return { events, stop: () => target.removeEventListener(type, listener) };
}

/** Replaces `console.error` while `fn` runs and returns every call's arguments. */
export async function captureConsoleErrors<T>(fn: () => Promise<T> | T): Promise<{ result: T; calls: unknown[][] }> {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => void calls.push(args);
  try {
    const result = await fn();
    return { result, calls };
  } finally {
    console.error = original;
  }
}
