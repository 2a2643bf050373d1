/**
 * Storage faults (issue 10): the real `<site-cart>` in Chromium over a corrupted record, another
 * schema version, a mix of valid and invalid lines, a full storage, a disabled storage, and a second
 * browsing context (a same-origin frame, so the `storage` event is the browser's own) editing the
 * same cart. The page never breaks, the valid lines stay, and the shopper reads the catalogue's notice.
 */
import './site-cart.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { captureConsoleErrors, cleanup, click, fixture, settle, waitFor } from '../../test/browser/fixture.ts';
import { jsonResponse, stubFetch } from '../../test/fixtures/catalog-products.ts';
import { $cartLines, cart, CART_SCHEMA_VERSION } from '../../shared/cart/store.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';

const mug = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1250, quantity: 2 };
const tee = { id: 'p2', sku: 'TEE', name: 'Tee', price: 2000, quantity: 1 };
const RESTORED = 'Some saved cart items could not be restored and were removed.';
const NOT_SAVED = 'Your cart could not be saved on this device; it will be kept while this page is open.';

const key = (): string => `site-cart:${pageTenant()}`;
const stored = (items: unknown[], version = CART_SCHEMA_VERSION): string => JSON.stringify({ version, items });
const dialog = (el: Element): HTMLDialogElement => defined(el.querySelector('dialog'), 'dialog');
const fab = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button[aria-label^="Open cart"]'), 'cart button');
const lineNames = (el: Element): string[] => Array.from(dialog(el).querySelectorAll('li a')).map((a) => a.textContent ?? '');

const originalStorage = defined(Object.getOwnPropertyDescriptor(window, 'localStorage'), 'localStorage descriptor');
let fetchStub: ReturnType<typeof stubFetch> | null = null;
let frame: HTMLIFrameElement | null = null;

beforeEach(() => {
  localStorage.clear();
  cart.reset();
  fetchStub = stubFetch((call) => jsonResponse({ data: { id: 'cart_test0000000001', items: JSON.parse(call.body || '{"items":[]}').items } }, 201));
});
afterEach(async () => {
  Object.defineProperty(window, 'localStorage', originalStorage);
  cleanup();
  frame?.remove();
  frame = null;
  await settle();
  fetchStub?.restore();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
  localStorage.clear();
});

/** Mounts the open drawer after `raw` was stored, and returns it with any console errors. */
async function mountOver(raw: string): Promise<{ el: HTMLElement; errors: unknown[][] }> {
  localStorage.setItem(key(), raw);
  cart.reset();
  const { result, calls } = await captureConsoleErrors(() => fixture('<site-cart data-open></site-cart>'));
  return { el: result, errors: calls };
}

describe('<site-cart> over damaged storage', () => {
  for (const [name, raw, kept] of [
    ['corrupted JSON', '{"version":1,"items":[{"id":', [] as string[]],
    ['another schema version', stored([mug], CART_SCHEMA_VERSION + 1), ['Mug']],
    ['a mix of valid and invalid lines', stored([mug, { ...tee, price: -5 }, { id: 'x' }, 'junk', null, { ...tee, quantity: 'lots' }]), ['Mug']],
  ] as const) {
    it(`${name}: shows the valid lines and the notice, and keeps working`, async () => {
      const { el, errors } = await mountOver(raw);
      expect(errors).toEqual([]);
      expect(dialog(el).textContent).toContain(RESTORED);
      if (kept.length) expect(lineNames(el)).toEqual([...kept]);
      else expect(dialog(el).textContent).toContain('Your cart is empty');
      cart.add({ id: 'p2', sku: 'TEE', name: 'Tee', price: 2000 });
      await settle();
      expect(fab(el).getAttribute('aria-label')).toBe(kept.length ? 'Open cart, 3 items' : 'Open cart, 1 item');
      expect(JSON.parse(localStorage.getItem(key()) ?? 'null').version).toBe(CART_SCHEMA_VERSION);
      await expectNoAxeViolations(el);
    });
  }

  it('a full storage (setItem throws QuotaExceededError): the cart works in memory and says it is not saved', async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuse(): void {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      cart.add({ id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 }, 2);
      await settle();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(lineNames(el)).toEqual(['Mug']);
    expect(dialog(el).textContent).toContain(NOT_SAVED);
    await click(defined(el.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity of Mug"]')));
    expect($cartLines.get()[0]?.quantity).toBe(3);
  });

  it('a disabled storage (the localStorage getter throws SecurityError): the drawer opens and the cart works', async () => {
    localStorage.setItem(key(), stored([mug]));
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    cart.reset();
    const { result: el, calls } = await captureConsoleErrors(() => fixture('<site-cart data-open></site-cart>'));
    expect(calls).toEqual([]);
    expect(dialog(el).textContent).toContain('Your cart is empty');
    cart.add({ id: 'p2', sku: 'TEE', name: 'Tee', price: 2000 });
    await settle();
    expect(lineNames(el)).toEqual(['Tee']);
    expect(dialog(el).textContent).toContain(NOT_SAVED);
  });
});

describe('<site-cart> in two tabs', () => {
  /** A same-origin frame: its `localStorage` writes reach this page as real `storage` events. */
  async function otherTab(): Promise<Storage> {
    frame = document.createElement('iframe');
    frame.title = 'Other tab';
    document.body.append(frame);
    await settle();
    return defined(frame.contentWindow, 'frame window').localStorage;
  }

  it('takes the other tab’s change without losing this tab’s, and this tab’s next change keeps both', async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    cart.add({ id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 });
    await settle();
    const other = await otherTab();
    // The other tab reads the shared cart (with this tab's mug) and adds a tee.
    const shared = JSON.parse(other.getItem(key()) ?? 'null') as { items: unknown[] };
    other.setItem(key(), stored([...shared.items, tee]));
    await waitFor(() => lineNames(el).length === 2, { message: 'the other tab’s line' });
    expect(lineNames(el)).toEqual(['Mug', 'Tee']);
    cart.add({ id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 });
    await settle();
    const after = JSON.parse(other.getItem(key()) ?? 'null') as { items: { id: string; quantity: number }[] };
    expect(after.items.map((line) => [line.id, line.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(fab(el).getAttribute('aria-label')).toBe('Open cart, 3 items');
  });

  it('another tab writing a damaged cart: keeps its valid lines, tells the shopper, does not write back', async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    const other = await otherTab();
    const damaged = stored([mug, { id: 'broken' }], CART_SCHEMA_VERSION + 1);
    other.setItem(key(), damaged);
    await waitFor(() => dialog(el).textContent?.includes(RESTORED), { message: 'the notice' });
    expect(lineNames(el)).toEqual(['Mug']);
    expect(other.getItem(key())).toBe(damaged);
  });
});
