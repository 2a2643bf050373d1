import { StoreProductElement } from './store-product.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { jsonResponse, sampleProduct, sampleShirt, stubFetch } from '../../test/fixtures/catalog-products.ts';
import type { Product } from '../../shared/api/schemas.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { resetSavedForLater } from '../../shared/cart/saved-for-later.ts';
import { $toasts } from '../../shared/toast/store.ts';

/** The tag with the product as inline JSON, `<` escaped as a server does (so `</script>` in a description stays data). */
const tag = (product: unknown, attrs = '') => `<store-product ${attrs}><script type="application/json">${JSON.stringify(product).replace(/</g, '\\u003c')}</script></store-product>`;
const $ = <E extends Element = HTMLElement>(el: Element, selector: string): E => defined(el.querySelector<E>(selector), selector);
const radio = (el: Element, label: string): HTMLInputElement =>
  defined(Array.from(el.querySelectorAll<HTMLLabelElement>('.store-product__choice')).find((l) => l.textContent?.startsWith(label))?.querySelector('input'), label);
/** The newest toast (the page's <site-toast> region shows it; that element is tested on its own). */
const toastText = () => $toasts.get().at(-1)?.text ?? '';

let fetchStub: ReturnType<typeof stubFetch> | null = null;
beforeEach(() => {
  localStorage.clear();
  cart.reset();
  resetSavedForLater();
  $toasts.set([]);
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = null;
  cleanup();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
});

describe('<store-product> page', () => {
  it('registers the tag', () => {
    expect(customElements.get('store-product')).toBe(StoreProductElement);
  });

  it('shows every part of the product page', async () => {
    const el = await fixture(tag(sampleShirt));
    expect($(el, '.store-product__back')).toHaveAttribute('href', '/store');
    expect($(el, '.store-product__back').textContent).toBe('← Back to Products');
    expect($(el, '.store-product__category')).toHaveAttribute('href', '/collections/fashion');
    expect($(el, '.store-product__rating').textContent).toBe('4.7 out of 5, 301 reviews4.7 (301 reviews)');
    expect($(el, '.store-product__stars')).toHaveAttribute('data-rating', '4.5');
    expect($(el, 'h1').textContent).toBe('Trailhead Merino T-Shirt');
    expect($(el, '.store-product__price').textContent).toBe('$34.99');
    expect($(el, '.store-product__base-price').textContent).toBe('$39.99');
    expect($(el, '.store-product__discount').textContent).toBe('-12%');
    expect($(el, '.store-product__ships').textContent).toBe('Ships in 3-5 days');
    expect(el.querySelectorAll('.store-product__thumb').length).toBe(4);
    expect(radio(el, 'Heather Grey').checked).toBe(true);
    expect(radio(el, 'S').checked).toBe(true);
    expect($<HTMLInputElement>(el, '.store-product__count').value).toBe('1');
    expect(Array.from(el.querySelectorAll('.store-product__facts dt')).map((dt) => dt.textContent)).toEqual(['Material', 'Category']);
    expect(Array.from(el.querySelectorAll<HTMLAnchorElement>('.store-product__tag')).map((a) => a.getAttribute('href'))).toEqual(['/tag/merino', '/tag/bestseller']);
    // Below the fold the description is plain text; scrolled into view, it is sanitized HTML.
    expect(Array.from(el.querySelectorAll('.store-product__description-body p')).map((p) => p.textContent)).toEqual(['Soft merino tee.', 'Odour resistant', 'Machine washable']);
    $(el, '.store-product__description').scrollIntoView();
    await waitFor(() => el.querySelector('.store-product__description-body strong'), { message: 'the formatted description' });
    expect($(el, '.store-product__description-body').innerHTML).toBe('<p>Soft <strong>merino</strong> tee.</p><ul><li>Odour resistant</li><li>Machine washable</li></ul>');
    await expectNoAxeViolations(el);
  });

  it('sanitizes a hostile description with DOMPurify', async () => {
    const hostile = sampleProduct(30, 'Lamp', { description: '<p onmouseover="alert(1)">Warm <em>light</em></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(3)">more</a>' });
    const el = await fixture(tag(hostile));
    $(el, '.store-product__description').scrollIntoView();
    await waitFor(() => el.querySelector('.store-product__description-body em'), { message: 'the sanitized description' });
    const body = $(el, '.store-product__description-body');
    expect(body.querySelector('script, [onmouseover], [onerror], a[href]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    await expectNoAxeViolations(el);
  });

  it('follows the chosen variation: price, stock, cap and images', async () => {
    const el = await fixture(tag(sampleShirt));
    await click(radio(el, 'Navy'));
    expect($(el, '.store-product__price').textContent).toBe('$36.99');
    expect($(el, '.store-product__stock').textContent).toBe('Only 3 left');
    expect($<HTMLImageElement>(el, '.store-product__image').alt).toBe('Tee in Navy');
    expect($(el, 'legend').textContent).toBe('Color: Navy');
    const plus = $<HTMLButtonElement>(el, '[aria-label="Increase quantity"]');
    await click(plus);
    await click(plus);
    expect($<HTMLInputElement>(el, '.store-product__count').value).toBe('3');
    expect(plus.disabled).toBe(true);
    await click(radio(el, 'Olive'));
    expect($(el, '.store-product__stock').textContent).toBe('Out of Stock');
    expect($<HTMLButtonElement>(el, '.store-product__add').disabled).toBe(true);
    expect($(el, '.store-product__add').textContent).toBe('Out of Stock');
    expect(radio(el, 'Olive').closest('label')).toHaveAttribute('data-sold-out', '');
    await expectNoAxeViolations(el);
  });

  it('keeps a typed quantity between 1 and the cap', async () => {
    const el = await fixture(tag(sampleShirt));
    const input = $<HTMLInputElement>(el, '.store-product__count');
    input.focus();
    input.select();
    await pressKey('9');
    await pressKey('9');
    await pressKey('Enter');
    expect(input.value).toBe('30');
    input.select();
    await pressKey('0');
    await pressKey('Tab');
    expect(input.value).toBe('1');
    await expectNoAxeViolations(el);
  });

  it('shows a product out of stock when its stock is 0', async () => {
    const el = await fixture(tag(sampleProduct(31, 'Speaker', { data: { stock: 0 } })));
    expect($(el, '.store-product__stock')).toHaveAttribute('data-kind', 'out');
    expect($<HTMLButtonElement>(el, '.store-product__add').disabled).toBe(true);
    expect($<HTMLInputElement>(el, '.store-product__count').disabled).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('says "No reviews yet", with no stars and no count, for a product nobody has reviewed', async () => {
    const el = await fixture(tag(sampleProduct(32, 'Lamp', { ratingCount: 0, data: { rating: null, reviews: 0 } })));
    expect($(el, '.store-product__rating').textContent).toBe('No reviews yet');
    expect(el.querySelector('.store-product__stars')).toBeNull();
    await expectNoAxeViolations(el);
  });

  it('writes the real average and count in Spanish, with the Spanish decimal comma', async () => {
    const rated = await fixture(tag(sampleProduct(33, 'Lámpara', { ratingCount: 1, data: { rating: 4.6, reviews: 1 } }), 'lang="es"'));
    await waitFor(() => rated.querySelector('.store-product__rating')?.textContent === '4,6 de 5, 1 reseña4,6 (1 reseña)');
    const none = await fixture(tag(sampleProduct(34, 'Lámpara', { ratingCount: 0, data: { rating: null, reviews: 0 } }), 'lang="es"'));
    await waitFor(() => none.querySelector('.store-product__rating')?.textContent === 'Todavía no hay reseñas');
  });
});

describe('<store-product> actions slot', () => {
  /** The tag with slotted nodes: `inside` goes into the server-rendered page, `children` after it. */
  const slotted = (inside: string, children = '') =>
    tag(sampleProduct(32, 'Speaker')).replace('</store-product>', `<div class="store-product__root"><div class="store-product__slot">${inside}</div></div>${children}</store-product>`);

  it('keeps the page’s slot="actions" nodes, the same nodes, right under Add to Cart', async () => {
    const page = document.createElement('div');
    page.innerHTML = slotted('<div slot="actions" id="express"><button type="button">Pay fast</button></div>', '<p slot="actions" id="more">Or pay later</p><p>Not slotted</p>');
    const express = $(page, '#express');
    const more = $(page, '#more');
    document.body.append(page);
    try {
      const el = $(page, 'store-product');
      await waitFor(() => el.querySelector('.store-product__add'), { message: 'the upgraded page' });
      await settle();
      const slot = $(el, '.store-product__slot');
      expect(slot.previousElementSibling?.className).toBe('store-product__actions');
      expect(slot.children.length === 2 && slot.children[0] === express && slot.children[1] === more).toBe(true);
      expect(el.textContent).not.toContain('Not slotted');
      // Directly below the Add to Cart row (Save for Later may wrap under Add to Cart on a narrow page).
      const row = $(el, '.store-product__actions').getBoundingClientRect();
      const pay = $(express, 'button').getBoundingClientRect();
      expect(pay.top).toBeGreaterThan(row.bottom - 1);
      expect(pay.top - row.bottom).toBeLessThan(24);
      await expectNoAxeViolations(el);
    } finally {
      page.remove();
    }
  });

  it('takes no room and adds no box without slotted nodes', async () => {
    const el = await fixture(tag(sampleProduct(33, 'Lamp')));
    expect(el.querySelector('.store-product__slot')).toBe(null);
  });
});

describe('<store-product> actions', () => {
  it('adds the chosen options and quantity, with the added-to-cart toast', async () => {
    const events = recordEvents<{ id: string; sku: string; quantity: number }>(document, 'store-add-to-cart');
    const el = await fixture(tag(sampleShirt, 'data-currency="USD"'));
    await waitFor(() => document.querySelector('site-toast'), { message: 'the toast region' });
    await click(radio(el, 'Navy'));
    await click(radio(el, 'M'));
    await click($(el, '[aria-label="Increase quantity"]'));
    await click($(el, '.store-product__add'));
    await waitFor(() => $cartLines.get().length === 1, { message: 'the line' });
    const line = defined($cartLines.get()[0]);
    expect([line.id, line.sku, line.price, line.quantity, line.attributes, line.currency]).toEqual(['prod_6', 'SKU-006-NAVY', 3699, 2, { color: 'Navy', size: 'M' }, 'USD']);
    await waitFor(() => toastText() === 'Added to cart: 2 M Navy Trailhead Merino T-Shirt', { message: 'the toast' });
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([{ id: 'prod_6', sku: 'SKU-006-NAVY', quantity: 2 }]);
    await expectNoAxeViolations(document.body);
  });

  it('asks for every required option before adding, and moves focus to the first missing one', async () => {
    const withFit: Product = { ...sampleShirt, data: { ...sampleShirt.data, attributes: [...(sampleShirt.data.attributes ?? []), { name: 'Fit', options: [{ value: 'slim', label: 'Slim' }, { value: 'regular', label: 'Regular' }] }] } };
    const el = await fixture(tag(withFit));
    await click($(el, '.store-product__add'));
    await waitFor(() => toastText() === 'Please select all required options', { message: 'the required-options toast' });
    expect($cartLines.get()).toEqual([]);
    expect($(el, '[data-attribute="fit"]')).toHaveAttribute('data-missing', '');
    expect(document.activeElement).toBe(radio(el, 'Slim'));
    await pressKey('Space');
    expect(radio(el, 'Slim').checked).toBe(true);
    expect($(el, '[data-attribute="fit"]').hasAttribute('data-missing')).toBe(false);
    await click($(el, '.store-product__add'));
    await waitFor(() => $cartLines.get()[0]?.attributes?.fit === 'Slim', { message: 'the line with its fit' });
    await expectNoAxeViolations(document.body);
  });

  it('chooses options with the arrow keys (native radio groups)', async () => {
    const el = await fixture(tag(sampleShirt));
    radio(el, 'S').focus();
    await pressKey('ArrowRight');
    expect(radio(el, 'M').checked).toBe(true);
    expect(document.activeElement).toBe(radio(el, 'M'));
    await expectNoAxeViolations(el);
  });

  it('saves for later with the options chosen (kept per tenant on this device) and toggles back', async () => {
    const el = await fixture(tag(sampleShirt));
    const save = $(el, '.store-product__save');
    await waitFor(() => save.getAttribute('aria-pressed') === 'false', { message: 'the saved state' });
    await click(radio(el, 'Navy'));
    await click(save);
    await waitFor(() => save.getAttribute('aria-pressed') === 'true', { message: 'saved' });
    const key = Object.keys(localStorage).find((k) => k.startsWith('site-saved:'));
    const saved = JSON.parse(localStorage.getItem(defined(key)) ?? '{}').items[0];
    // What the saved list's Add to Cart will add: this variation, its price and the choices.
    expect([saved.id, saved.sku, saved.price, saved.attributes]).toEqual(['prod_6', 'SKU-006-NAVY', 3699, { color: 'Navy', size: 'S' }]);
    await click(save);
    await waitFor(() => save.getAttribute('aria-pressed') === 'false', { message: 'unsaved' });
    await expectNoAxeViolations(el);
  });
});

describe('<store-product> gallery and full-screen viewer', () => {
  it('picks an image from the thumbnails', async () => {
    const el = await fixture(tag(sampleShirt));
    const thumbs = Array.from(el.querySelectorAll<HTMLButtonElement>('.store-product__thumb'));
    await click(defined(thumbs[2]));
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect($<HTMLImageElement>(el, '.store-product__image').src).toBe(defined(thumbs[2]?.querySelector('img')).src);
    await expectNoAxeViolations(el);
  });

  it('opens a modal viewer: arrows and swipes change the image, Esc closes and focus returns', async () => {
    const el = await fixture(tag(sampleShirt));
    const zoom = $<HTMLButtonElement>(el, '.store-product__zoom');
    zoom.focus();
    await pressKey('Enter');
    const dialog = await waitFor(() => document.querySelector<HTMLDialogElement>('dialog[open]'), { message: 'the viewer' });
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const counter = () => dialog.querySelector('p')?.textContent;
    expect(counter()).toBe('Image 1 of 4');
    await pressKey('ArrowRight');
    expect(counter()).toBe('Image 2 of 4');
    await pressKey('ArrowLeft');
    await pressKey('ArrowLeft');
    expect(counter()).toBe('Image 4 of 4');
    const frame = defined(dialog.querySelector('img')?.parentElement);
    frame.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 300, clientY: 200 }));
    frame.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 180, clientY: 210 }));
    await settle();
    expect(counter()).toBe('Image 1 of 4');
    await expectNoAxeViolations(document.body);
    await pressKey('Escape');
    await waitFor(() => !document.querySelector('dialog[open]'), { message: 'the viewer to close' });
    expect(document.activeElement).toBe(zoom);
    await expectNoAxeViolations(el);
  });
});

describe('<store-product> from the API', () => {
  it('loads by data-product-id, showing a loading state first', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchStub = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const el = await fixture('<store-product data-product-id="trailhead-merino-t-shirt"></store-product>');
    expect($(el, '.store-product__message').textContent).toBe('Loading product…');
    await expectNoAxeViolations(el);
    await waitFor(() => fetchStub?.calls.length === 1, { message: 'the call' });
    expect(fetchStub?.calls[0]?.url.pathname).toBe('/api/storefront/product/trailhead-merino-t-shirt');
    answer(jsonResponse({ data: sampleShirt }));
    await waitFor(() => el.querySelector('h1')?.textContent === 'Trailhead Merino T-Shirt', { message: 'the product' });
    await expectNoAxeViolations(el);
  });

  it('says when the product does not exist, or could not be loaded (with Try again)', async () => {
    fetchStub = stubFetch((call) =>
      call.url.pathname.endsWith('/gone') ? jsonResponse({ error: { code: 'not_found', message: 'No product "gone".' } }, 404) : jsonResponse({ error: { message: 'Database is busy' } }, 400),
    );
    const missing = await fixture('<store-product data-product-id="gone"></store-product>');
    await waitFor(() => missing.querySelector('[data-kind="missing"]'), { message: 'not found' });
    expect($(missing, '.store-product__message').textContent).toBe('This product could not be found.');
    await expectNoAxeViolations(missing);
    const broken = await fixture('<store-product data-product-id="busy"></store-product>');
    await waitFor(() => broken.querySelector('[data-kind="error"]'), { message: 'the error' });
    expect($(broken, '[data-kind="error"] p').textContent).toBe('The product could not be loaded: Database is busy');
    fetchStub.restore();
    fetchStub = stubFetch(() => jsonResponse({ data: sampleShirt }));
    await click($(broken, '[data-kind="error"] button'));
    await waitFor(() => broken.querySelector('h1'), { message: 'the retried product' });
    await expectNoAxeViolations(broken);
  });
});
