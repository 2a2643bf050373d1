import { SiteCartElement } from './site-cart.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { jsonResponse, stubFetch } from '../../test/fixtures/catalog-products.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { $toasts } from '../../shared/toast/store.ts';

const mug = { id: 'p1', sku: 'MUG-RED', name: 'Mug', price: 1250, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', attributes: { color: 'Red' }, maxQuantity: 3, currency: 'USD' };
const tee = { id: 'p2', sku: 'TEE', name: 'Tee', price: 2000 };
const dialog = (el: Element) => defined(el.querySelector('dialog'), 'dialog');
const fab = (el: Element) => defined(el.querySelector<HTMLButtonElement>('button[aria-label^="Open cart"]'), 'cart button');
const button = (el: Element, label: string) =>
  defined(Array.from(el.querySelectorAll<HTMLElement>('button, a')).find((b) => b.textContent === label || b.getAttribute('aria-label') === label), label);

let fetchStub: ReturnType<typeof stubFetch> | null = null;
beforeEach(() => {
  localStorage.clear();
  cart.reset();
  $toasts.set([]);
  // The cart saves itself to the server: answer like the reference API.
  fetchStub = stubFetch((call) => jsonResponse({ data: { id: 'cart_test0000000001', items: JSON.parse(call.body || '{"items":[]}').items } }, 201));
});
afterEach(async () => {
  cleanup();
  await settle();
  fetchStub?.restore();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
});

describe('<site-cart> drawer', () => {
  it('registers the tag', () => {
    expect(customElements.get('site-cart')).toBe(SiteCartElement);
  });

  it("shows the empty state 'Your cart is empty', with Continue Shopping to /store", async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    expect(dialog(el).open).toBe(true);
    expect(dialog(el).querySelector('h2')?.textContent).toBe('Your Cart');
    expect(dialog(el).textContent).toContain("Your cart is emptyLooks like you haven't added any products to your cart yet.");
    expect(button(el, 'Continue Shopping')).toHaveAttribute('href', '/store');
    await expectNoAxeViolations(el);
  });

  it("links to the saved-for-later page with data-saved-href, and shows no such link without it", async () => {
    const plain = await fixture('<site-cart data-open></site-cart>');
    expect(Array.from(plain.querySelectorAll('a')).some((a) => a.textContent === 'Saved for later')).toBe(false);
    cleanup();
    const el = await fixture('<site-cart data-open data-saved-href="/store/saved"></site-cart>');
    expect(button(el, 'Saved for later').getAttribute('href')).toBe('/store/saved');
    await expectNoAxeViolations(el);
  });

  it('lists lines linking to /store/product/{sku}, with steppers, remove, subtotal, note, Clear Cart and Checkout', async () => {
    cart.add(mug, 2);
    cart.add(tee, 1);
    const el = await fixture('<site-cart data-open></site-cart>');
    expect(fab(el).getAttribute('aria-label')).toBe('Open cart, 3 items');
    const links = Array.from(dialog(el).querySelectorAll('li a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/store/product/MUG-RED', '/store/product/TEE']);
    expect(dialog(el).textContent).toContain('Subtotal$45.00');
    expect(dialog(el).textContent).toContain('Shipping and taxes calculated at checkout');
    expect(button(el, 'Checkout')).toHaveAttribute('href', '/store/checkout');
    await click(button(el, 'Increase quantity of Mug'));
    expect($cartLines.get()[0]?.quantity).toBe(3);
    expect((button(el, 'Increase quantity of Mug') as HTMLButtonElement).disabled).toBe(true);
    await click(button(el, 'Decrease quantity of Mug'));
    await click(button(el, 'Remove Tee'));
    expect($cartLines.get().map((l) => l.sku)).toEqual(['MUG-RED']);
    await expectNoAxeViolations(el);
    await click(button(el, 'Clear Cart'));
    expect($cartLines.get()).toEqual([]);
    expect(dialog(el).textContent).toContain('Your cart is empty');
    await expectNoAxeViolations(el);
  });

  it('is a real modal dialog: focus moves in, Tab is trapped, Esc closes and focus returns to the button', async () => {
    cart.add(tee);
    const el = await fixture('<site-cart></site-cart>');
    fab(el).focus();
    await pressKey('Enter');
    expect(dialog(el).matches(':modal')).toBe(true);
    expect(dialog(el).contains(document.activeElement)).toBe(true);
    const focusable = Array.from(dialog(el).querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
    defined(focusable.at(-1)).focus();
    await pressKey('Tab');
    expect(document.activeElement).toBe(focusable[0]);
    await pressKey('Shift+Tab');
    expect(document.activeElement).toBe(focusable.at(-1));
    await expectNoAxeViolations(el);
    await pressKey('Escape');
    await waitFor(() => !dialog(el).open, { message: 'the drawer to close' });
    expect(el.hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(fab(el));
    await expectNoAxeViolations(el);
  });

  it('closes on a backdrop click and with the close button', async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    dialog(el).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle();
    expect(dialog(el).open).toBe(false);
    el.setAttribute('data-open', '');
    await settle();
    await click(button(el, 'Close cart'));
    expect(dialog(el).open).toBe(false);
  });

  it('opens from a site-cart-open event, and emits site-cart-change on every change', async () => {
    const changes = recordEvents<{ count: number; subtotal: number }>(document, 'site-cart-change');
    const el = await fixture('<site-cart></site-cart>');
    document.dispatchEvent(new CustomEvent('site-cart-open'));
    await settle();
    expect(dialog(el).open).toBe(true);
    cart.add(tee, 2);
    cart.setQuantity(JSON.stringify(['p2', 'TEE', []]), 1);
    await settle();
    changes.stop();
    expect(changes.events.map((e) => [e.detail.count, e.detail.subtotal])).toEqual([
      [2, 4000],
      [1, 2000],
    ]);
    await expectNoAxeViolations(el);
  });

  it('shows the notice when a stored cart was partly unreadable, and follows other tabs', async () => {
    localStorage.setItem(`site-cart:${pageTenant()}`, JSON.stringify({ version: 1, items: [{ ...tee, quantity: 1 }, { id: 'bad' }] }));
    cart.reset();
    const el = await fixture('<site-cart data-open></site-cart>');
    expect(dialog(el).textContent).toContain('Some saved cart items could not be restored and were removed.');
    localStorage.setItem(`site-cart:${pageTenant()}`, JSON.stringify({ version: 1, items: [{ ...tee, quantity: 5 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: `site-cart:${pageTenant()}` }));
    await settle();
    expect(fab(el).getAttribute('aria-label')).toBe('Open cart, 5 items');
    await expectNoAxeViolations(el);
  });

  it('saves the cart to the server and gives a link that restores it', async () => {
    const el = await fixture('<site-cart data-open></site-cart>');
    await settle();
    cart.add(mug);
    await settle();
    await click(button(el, 'Copy cart link'));
    const field = await waitFor(() => dialog(el).querySelector<HTMLInputElement>('input[readonly]'), { message: 'the link field' });
    expect(new URL(field.value).searchParams.get('cart')).toBe('cart_test0000000001');
    expect(new URL(field.value).pathname).toBe('/store');
    const save = defined(fetchStub?.calls.find((c) => c.url.pathname === '/api/storefront/cart/save'));
    expect(JSON.parse(save.body).items[0]).toEqual({ id: 'p1', sku: 'MUG-RED', name: 'Mug', price: 1250, quantity: 1, image: mug.image, attributes: { color: 'Red' } });
    await expectNoAxeViolations(el);
  });

  it("shows the page's slot=\"actions\" children under Checkout while the cart has lines, each time it opens", async () => {
    cart.add(tee);
    const el = await fixture('<site-cart><div slot="actions"><button type="button">Pay fast</button></div><p>Not slotted</p></site-cart>');
    await settle();
    expect(el.textContent).not.toContain('Pay fast');
    el.setAttribute('data-open', '');
    await settle();
    const actions = Array.from(dialog(el).querySelectorAll('a, button')).map((b) => b.textContent);
    expect(actions.indexOf('Pay fast')).toBe(actions.indexOf('Checkout') + 1);
    expect(dialog(el).textContent).not.toContain('Not slotted');
    el.removeAttribute('data-open');
    await settle();
    el.setAttribute('data-open', '');
    await settle();
    expect(dialog(el).querySelectorAll('[slot="actions"]')).toHaveLength(1);
    await expectNoAxeViolations(el);
    cart.clear();
    await settle();
    expect(dialog(el).textContent).not.toContain('Pay fast');
  });
});
