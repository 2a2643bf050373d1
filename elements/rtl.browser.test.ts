import { setViewport } from '@web/test-runner-commands';
import { afterEach, before, beforeEach, describe, it } from '../test/browser/mocha.ts';
import { defined, expect } from '../test/browser/assert.ts';
import { expectNoAxeViolations } from '../test/browser/axe.ts';
import { cleanup, click, fixture, settle, waitFor } from '../test/browser/fixture.ts';
import { jsonResponse, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import { $toasts } from '../shared/toast/store.ts';

const mug = { id: 'p1', sku: 'MUG-RED', name: 'Mug', price: 123450, maxQuantity: 3, currency: 'EUR' };
const slides = Array.from({ length: 4 }, (_, i) => `<article style="height: 80px"><h3>Slide ${i + 1}</h3></article>`).join('');

const fab = (root: Element): HTMLButtonElement =>
  defined(root.querySelector<HTMLButtonElement>('site-cart button[aria-haspopup], site-cart button[aria-label]'), 'cart button');
const byLabel = (root: Element, label: string): HTMLButtonElement =>
  defined(
    Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.getAttribute('aria-label') === label),
    label,
  );

let fetchStub: ReturnType<typeof stubFetch> | null = null;
before(async () => {
  await Promise.all([import('./site-cart/site-cart.element.ts'), import('./site-carousel/site-carousel.element.ts')]);
});
beforeEach(async () => {
  await setViewport({ width: 1024, height: 768 });
  localStorage.clear();
  cart.reset();
  $toasts.set([]);
  fetchStub = stubFetch((call) =>
    jsonResponse({ data: { id: 'cart_test0000000001', items: JSON.parse(call.body || '{"items":[]}').items } }, 201),
  );
});
afterEach(async () => {
  cleanup();
  await settle();
  fetchStub?.restore();
});

describe('right-to-left layout (dir="rtl")', () => {
  it('puts the cart button at the bottom left and opens the drawer from the left; left-to-right mirrors it', async () => {
    cart.add(mug, 1);
    const rtl = await fixture('<div dir="rtl" lang="ar"><site-cart></site-cart></div>');
    const button = await waitFor(() => fab(rtl));
    const box = button.getBoundingClientRect();
    expect(box.left < window.innerWidth / 2).toBe(true);
    expect(box.bottom > window.innerHeight / 2).toBe(true);
    await click(button);
    const drawer = await waitFor(() => rtl.querySelector<HTMLDialogElement>('dialog[open]'));
    // The drawer slides in from the left: wait for its end position.
    await waitFor(() => Math.round(drawer.getBoundingClientRect().left) === 0, { message: 'the drawer at the left edge', timeout: 3000 });
    const panel = drawer.getBoundingClientRect();
    expect(panel.right < window.innerWidth).toBe(true);
    await expectNoAxeViolations(rtl);
    drawer.close();
    cleanup();
    await settle();

    const ltr = await fixture('<div dir="ltr" lang="en"><site-cart></site-cart></div>');
    const ltrBox = (await waitFor(() => fab(ltr))).getBoundingClientRect();
    expect(ltrBox.right > window.innerWidth / 2).toBe(true);
  });

  it('swaps the carousel arrows: Previous sits right of Next', async () => {
    const rtl = await fixture(
      `<div dir="rtl" lang="ar"><site-carousel data-label="Featured" data-duration="0">${slides}</site-carousel></div>`,
    );
    const previous = await waitFor(() => byLabel(rtl, 'Previous slide'));
    const next = byLabel(rtl, 'Next slide');
    expect(previous.getBoundingClientRect().left > next.getBoundingClientRect().left).toBe(true);
    await expectNoAxeViolations(rtl);
  });
});

describe('a Spanish page (lang="es")', () => {
  it('shows the element in Spanish once its catalogue has loaded, never in English first', async () => {
    cart.add(mug, 2);
    const seen: string[] = [];
    const host = document.createElement('div');
    host.lang = 'es-ES';
    host.setAttribute('data-test-fixture', '');
    const observer = new MutationObserver(() => {
      const label = host.querySelector('site-cart button[aria-label]')?.getAttribute('aria-label');
      if (label) seen.push(label);
    });
    observer.observe(host, { subtree: true, childList: true, attributes: true });
    document.body.append(host);
    host.innerHTML = '<site-cart data-open></site-cart>';
    const dialog = await waitFor(
      () => (host.querySelector('dialog[open] h2')?.textContent === 'Tu carrito' ? host.querySelector('dialog[open]') : null),
      { timeout: 5000 },
    );
    observer.disconnect();
    expect(seen.some((label) => label.startsWith('Open cart'))).toBe(false);
    expect(byLabel(host, 'Abrir el carrito, 2 artículos')).toBeTruthy();
    // Euros in Spanish: a decimal comma and the symbol after the amount.
    expect(dialog.textContent ?? '').toMatch(/Subtotal2469,00\s€/);
    await expectNoAxeViolations(host);
    host.remove();
  });
});
