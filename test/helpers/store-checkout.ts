/**
 * Helpers for the `<store-checkout>` browser tests: a cart, the fake API, the element, and the steps a
 * shopper takes. Never imported by the element itself.
 */
import type { CartLine } from '../../shared/cart/rules.ts';
import { cart } from '../../shared/cart/store.ts';
import { fakeCheckoutApi, type FakeApi, type FakeApiOptions } from '../fakes/checkout-api.ts';
import { defined } from '../browser/assert.ts';
import { cleanup, click, fixture, settle, waitFor } from '../browser/fixture.ts';
import '../../elements/store-checkout/store-checkout.element.ts';

/** Two lines: 2 mugs at $18.00 and a navy T-shirt at $36.99 (subtotal $72.99). */
export const SAMPLE_LINES: CartLine[] = [
  { id: 'p1', sku: 'NW-MUG-001', name: 'Enamel Camp Mug', price: 1800, quantity: 2 },
  { id: 'p2', sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', price: 3699, quantity: 1, attributes: { color: 'navy', size: 'm' } },
];

/** What a mounted checkout test holds: the element, the fake API and the events the element sent. */
export interface Mounted {
  el: HTMLElement;
  api: FakeApi;
  completions: CustomEvent[];
  empties: CustomEvent[];
  /** Removes the element, then empties the cart and the fake (with the redirects still cancelled). */
  teardown: () => Promise<void>;
}

/**
 * Puts `lines` in the cart, installs the fake API, mounts `<store-checkout attrs>` and waits for the
 * summary. The element's redirects are cancelled (and recorded) so the test page stays.
 */
export async function mountCheckout(options: { attrs?: string; lines?: CartLine[]; api?: FakeApiOptions; wait?: boolean } = {}): Promise<Mounted> {
  cart.replace(options.lines ?? SAMPLE_LINES);
  const api = fakeCheckoutApi(options.api);
  const completions: CustomEvent[] = [];
  const empties: CustomEvent[] = [];
  const onComplete = (event: Event): void => {
    event.preventDefault();
    completions.push(event as CustomEvent);
  };
  const onEmpty = (event: Event): void => {
    event.preventDefault();
    empties.push(event as CustomEvent);
  };
  document.addEventListener('store-checkout-complete', onComplete);
  document.addEventListener('store-checkout-empty', onEmpty);
  const el = await fixture(`<store-checkout ${options.attrs ?? ''}></store-checkout>`);
  if (options.wait !== false && (options.lines ?? SAMPLE_LINES).length > 0) await waitFor(() => el.querySelector('aside'), { message: 'the order summary', timeout: 5000 });
  return {
    el,
    api,
    completions,
    empties,
    teardown: async () => {
      cleanup();
      await settle();
      cart.replace([]);
      await settle();
      api.restore();
      document.removeEventListener('store-checkout-complete', onComplete);
      document.removeEventListener('store-checkout-empty', onEmpty);
    },
  };
}

/** Sets an input's value the way typing does (React sees an input event). */
export function setValue(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The input labelled `label` inside `root` (exact label text). */
export function field(root: Element, label: string, index = 0): HTMLInputElement {
  const labels = Array.from(root.querySelectorAll('label')).filter((l) => l.textContent?.trim() === label);
  const forId = defined(labels[index], `label "${label}"`).htmlFor;
  return defined(forId ? (document.getElementById(forId) as HTMLInputElement | null) : labels[index]?.querySelector('input'), `field "${label}"`);
}

/** The button whose text (or accessible name) is `name`. */
export function button(root: Element, name: string | RegExp): HTMLButtonElement {
  const all = Array.from(root.querySelectorAll('button'));
  const match = (b: HTMLButtonElement) => {
    const text = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  };
  return defined(all.find(match), `button ${String(name)}`);
}

/** True when a button with this name is on screen. */
export function hasButton(root: Element, name: string | RegExp): boolean {
  try {
    button(root, name);
    return true;
  } catch {
    return false;
  }
}

/** The section of a step (`contact` or `shipping`). */
export function section(root: Element, step: 'contact' | 'shipping'): HTMLElement {
  return defined(root.querySelector<HTMLElement>(`section[data-step="${step}"]`), `section ${step}`);
}

/** Default shipping details. */
export const ADA = { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701' };

/** Fills the email, Continue; fills the shipping address, Continue: both sections completed. */
export async function completeCustomer(el: HTMLElement, email = 'ada@example.com'): Promise<void> {
  setValue(field(section(el, 'contact'), 'Email'), email);
  await settle();
  await click(button(section(el, 'contact'), 'Continue'));
  const shipping = section(el, 'shipping');
  const labels: Record<keyof typeof ADA, string> = { firstName: 'First name', lastName: 'Last name', address: 'Address', city: 'City', state: 'State', zip: 'ZIP code' };
  for (const [key, label] of Object.entries(labels) as [keyof typeof ADA, string][]) setValue(field(shipping, label), ADA[key]);
  await settle();
  await click(button(shipping, 'Continue'));
}

/** Picks a payment method by its label and waits for its panel. */
export async function chooseMethod(el: HTMLElement, label: string, gateway: string): Promise<HTMLElement> {
  await waitFor(() => el.querySelector('input[type="radio"][name$="-gateway"]'), { message: 'the payment methods' });
  const radio = defined(
    Array.from(el.querySelectorAll('label')).find((l) => l.textContent?.trim() === label)?.querySelector('input'),
    `payment method ${label}`,
  );
  await click(radio);
  return panelOf(el, gateway);
}

/** The text of the panel's alert (failure) region. */
export function alertText(root: Element): string {
  return Array.from(root.querySelectorAll('[role="alert"]'))
    .map((n) => n.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' | ');
}

/** The panel of a gateway once its content has loaded. */
export async function panelOf(el: HTMLElement, gateway: string): Promise<HTMLElement> {
  const panel = await waitFor(() => el.querySelector<HTMLElement>(`[data-gateway="${gateway}"]`), { message: `the ${gateway} panel` });
  await waitFor(() => panel.firstElementChild && !panel.querySelector('[data-loading]'), { message: `the ${gateway} panel content`, timeout: 5000 });
  return panel;
}
