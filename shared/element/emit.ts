/**
 * Dispatches a public event from an element: bubbling, composed and cancelable, with a typed detail.
 * Returns false when a listener called `preventDefault()`.
 */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** Detail of the `site-error` event an element sends when its configuration is wrong. */
export interface SiteErrorDetail {
  tag: string;
  attribute: string;
  expected: string;
  message: string;
}

const reported = new WeakMap<Element, Set<string>>();

/**
 * Reports a configuration problem once per element and message: `console.error` plus a
 * bubbling, composed `site-error` event.
 */
export function reportConfigError(element: Element, detail: SiteErrorDetail): void {
  const seen = reported.get(element) ?? new Set<string>();
  reported.set(element, seen);
  if (seen.has(detail.message)) return;
  seen.add(detail.message);
  console.error(detail.message, element);
  emit(element, 'site-error', detail);
}

/** The sentence shown and logged for a bad attribute or payload. */
export function configErrorMessage(tag: string, attribute: string, expected: string, received?: string): string {
  const got = received === undefined ? '' : ` (got "${received.length > 40 ? received.slice(0, 40) + '…' : received}")`;
  return `<${tag}> ${attribute}: expected ${expected}${got}`;
}
