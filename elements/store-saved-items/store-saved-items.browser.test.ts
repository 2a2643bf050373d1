/**
 * `<store-saved-items>` in Chromium: the products saved for later (from the store the product page
 * writes), Add to Cart moving one into the cart, Remove, the empty state, another tab's change (a
 * same-origin frame, so the `storage` event is the browser's own) and the Spanish texts; each state
 * ends with axe.
 */
import './store-saved-items.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, fixture, settle, waitFor } from '../../test/browser/fixture.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { resetSavedForLater, SAVED_SCHEMA_VERSION, toggleSavedForLater, type SavedItem } from '../../shared/cart/saved-for-later.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';

const lamp: SavedItem = { id: 'p1', sku: 'LAMP-1', name: 'Desk Lamp', price: 4599, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', currency: 'USD' };
const tee: SavedItem = { id: 'p2', sku: 'TEE-M-NAVY', name: 'Cotton Tee', price: 2000, attributes: { size: 'M', color: 'Navy' }, maxQuantity: 1 };

const key = (): string => `site-saved:${pageTenant()}`;
const names = (el: Element): string[] => Array.from(el.querySelectorAll('li a')).map((a) => a.textContent ?? '');
const status = (el: Element): string => defined(el.querySelector('[role="status"]'), 'live region').textContent ?? '';
const button = (el: Element, name: string, label: string): HTMLButtonElement =>
  defined(
    Array.from(el.querySelectorAll('li')).find((li) => li.querySelector('a')?.textContent === name)?.querySelector<HTMLButtonElement>(`button:${label === 'add' ? 'first' : 'last'}-of-type`),
    `${label} button of ${name}`,
  );

let frame: HTMLIFrameElement | null = null;

beforeEach(() => {
  localStorage.clear();
  cart.reset();
  resetSavedForLater();
});
afterEach(async () => {
  cleanup();
  frame?.remove();
  frame = null;
  await settle();
  localStorage.clear();
});

async function mountWith(items: SavedItem[], attrs = ''): Promise<HTMLElement> {
  for (const item of items) toggleSavedForLater(item);
  return fixture(`<store-saved-items ${attrs}></store-saved-items>`);
}

describe('<store-saved-items>', () => {
  it('lists each saved product with its image, linked name, options, price and two labelled buttons', async () => {
    const el = await mountWith([lamp, tee]);
    expect(names(el)).toEqual(['Desk Lamp', 'Cotton Tee']);
    expect(defined(el.querySelector('ul'), 'list').getAttribute('aria-label')).toBe('Saved for later, 2 products');
    const first = defined(el.querySelector('li'), 'first item');
    expect(first.querySelector('img')?.getAttribute('src')).toBe(lamp.image);
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/store/product/LAMP-1');
    expect(first.textContent).toContain('$45.99');
    expect(el.querySelectorAll('li')[1]?.textContent).toContain('M / Navy');
    const add = button(el, 'Cotton Tee', 'add');
    expect(add.textContent).toBe('Add to Cart');
    // The button's description names the product, so "Add to Cart" is never ambiguous to a screen reader.
    expect(document.getElementById(defined(add.getAttribute('aria-describedby'), 'describedby'))?.textContent).toBe('Cotton Tee');
    await expectNoAxeViolations(el);
  });

  it('Add to Cart moves the product into the cart with its options, off the list, says so and focuses the next product', async () => {
    const el = await mountWith([lamp, tee]);
    await click(button(el, 'Desk Lamp', 'add'));
    await waitFor(() => names(el).length === 1, { message: 'the lamp to leave the list' });
    expect($cartLines.get().map((line) => [line.sku, line.quantity])).toEqual([['LAMP-1', 1]]);
    expect(status(el)).toBe('Moved to your cart: Desk Lamp');
    expect(document.activeElement).toBe(button(el, 'Cotton Tee', 'add'));
    expect((JSON.parse(localStorage.getItem(key()) ?? 'null') as { items: SavedItem[] }).items.map((i) => i.id)).toEqual(['p2']);
    await click(button(el, 'Cotton Tee', 'add'));
    await waitFor(() => names(el).length === 0, { message: 'the empty list' });
    expect($cartLines.get().find((line) => line.id === 'p2')?.attributes).toEqual({ size: 'M', color: 'Navy' });
    await expectNoAxeViolations(el);
  });

  it('keeps a product saved and says so when the cart cannot take one more', async () => {
    cart.add({ id: 'p2', sku: 'TEE-M-NAVY', name: 'Cotton Tee', price: 2000, attributes: { size: 'M', color: 'Navy' }, maxQuantity: 1 });
    const el = await mountWith([tee]);
    await click(button(el, 'Cotton Tee', 'add'));
    await waitFor(() => status(el) === 'Failed to add item to cart', { message: 'the failure' });
    expect(names(el)).toEqual(['Cotton Tee']);
    expect($cartLines.get()[0]?.quantity).toBe(1);
  });

  it('Remove drops the product, says so, and the last one leaves the empty state with the focus on Continue Shopping', async () => {
    const el = await mountWith([lamp], 'data-store-href="/shop"');
    await click(button(el, 'Desk Lamp', 'remove'));
    await waitFor(() => el.textContent?.includes('Nothing saved for later'), { message: 'the empty state' });
    expect(status(el)).toBe('Removed from saved items: Desk Lamp');
    expect($cartLines.get()).toEqual([]);
    const link = defined(el.querySelector('a'), 'Continue Shopping');
    expect(link.textContent).toBe('Continue Shopping');
    expect(link.getAttribute('href')).toBe('/shop');
    expect(document.activeElement).toBe(link);
    await expectNoAxeViolations(el);
  });

  it('shows the empty state when nothing is saved', async () => {
    const el = await mountWith([]);
    expect(el.querySelector('ul')).toBe(null);
    expect(el.textContent).toContain('Products you save for later on this device appear here.');
    await expectNoAxeViolations(el);
  });

  it('follows another tab: its save appears, its removal goes, and the focus stays where it was', async () => {
    const el = await mountWith([lamp]);
    frame = document.createElement('iframe');
    frame.title = 'Other tab';
    document.body.append(frame);
    await settle();
    const other = defined(frame.contentWindow, 'frame window').localStorage;
    other.setItem(key(), JSON.stringify({ version: SAVED_SCHEMA_VERSION, items: [lamp, tee] }));
    await waitFor(() => names(el).length === 2, { message: 'the other tab’s save' });
    const focused = button(el, 'Desk Lamp', 'remove');
    focused.focus();
    other.setItem(key(), JSON.stringify({ version: SAVED_SCHEMA_VERSION, items: [lamp] }));
    await waitFor(() => names(el).length === 1, { message: 'the other tab’s removal' });
    expect(document.activeElement).toBe(focused);
    expect(status(el)).toBe('');
    await expectNoAxeViolations(el);
  });

  it('speaks Spanish on a Spanish page', async () => {
    const el = await mountWith([tee], 'lang="es"');
    await waitFor(() => el.querySelector('ul'), { message: 'the list' });
    expect(button(el, 'Cotton Tee', 'add').textContent).toBe('Añadir al carrito');
    expect(button(el, 'Cotton Tee', 'remove').textContent).toBe('Eliminar');
    expect(defined(el.querySelector('ul'), 'list').getAttribute('aria-label')).toBe('Guardado para más tarde, 1 producto');
    expect(el.textContent).toContain('20,00');
    await click(button(el, 'Cotton Tee', 'remove'));
    await waitFor(() => el.textContent?.includes('No hay nada guardado para más tarde'), { message: 'the Spanish empty state' });
    expect(status(el)).toBe('Quitado de los guardados: Cotton Tee');
    expect(defined(el.querySelector('a'), 'link').textContent).toBe('Seguir comprando');
    await expectNoAxeViolations(el);
  });
});
