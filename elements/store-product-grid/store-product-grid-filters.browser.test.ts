import './store-product-grid.element.ts';
import { sendKeys } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { jsonResponse, sampleCatalogue, stubFetch, type StubbedCall } from '../../test/fixtures/catalog-products.ts';
import { matchesFilters } from '../../shared/catalog/filters.ts';
import { cart } from '../../shared/cart/store.ts';

const startUrl = location.pathname + location.search;
/** The page's query without the test runner's own session parameter. */
const query = (): string => {
  const params = new URLSearchParams(location.search);
  params.delete('wtr-session-id');
  return params.toString();
};
const BRANDS = ['Northwind Audio', 'Trailhead'];
const catalogue = sampleCatalogue.map((p, i) => (i < 3 ? { ...p, data: { ...p.data, brand: 'Northwind Audio' } } : p));

/** The API as the server answers it: the filters applied to the whole catalogue. */
function answer(call: StubbedCall): Response {
  const q = call.url.searchParams;
  const cents = (name: string) => (q.has(name) ? Number(q.get(name)) : null);
  const filters = {
    minPrice: cents('minPrice'),
    maxPrice: cents('maxPrice'),
    brand: q.get('brand') ?? '',
    inStock: q.get('inStock') === 'true',
  };
  const data = catalogue.filter((p) => matchesFilters(p, filters));
  return jsonResponse({ data, total: data.length, page: 1, limit: 12 });
}

const grid = (attrs = '') =>
  `<store-product-grid data-filters data-limit="12" ${attrs}><script type="application/json">${JSON.stringify({
    data: catalogue,
    total: catalogue.length,
    page: 1,
    limit: 12,
    brands: BRANDS,
  })}</script></store-product-grid>`;

/** The fixture once its grid's filter form, which the grid loads on demand, is in. */
async function filtersFixture(html: string): Promise<HTMLElement> {
  const el = await fixture(html);
  await waitFor(() => el.querySelector('form.store-grid__filters') !== null, { message: 'the filter form' });
  return el;
}

const names = (el: Element) => Array.from(el.querySelectorAll('.store-grid__link')).map((a) => a.textContent);
const field = (el: Element, name: string) =>
  defined(el.querySelector<HTMLInputElement & HTMLSelectElement>(`.store-grid__filters [name="${name}"]`), name);
const status = (el: Element) => defined(el.querySelector('[role="status"]'), 'live region').textContent;
const clearButton = (el: Element) => el.querySelector<HTMLButtonElement>('.store-grid__clear');
const error = (el: Element) => el.querySelector('.store-grid__field-error');

async function chooseBrand(el: Element, brand: string): Promise<void> {
  const select = field(el, 'brand');
  select.value = brand;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

/** Types a price with the real keyboard, replacing what the field had. */
async function typePrice(el: Element, name: 'min' | 'max', text: string): Promise<void> {
  const input = field(el, name);
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await settle();
}

let fetchStub: ReturnType<typeof stubFetch> | null = null;
const calls = () => defined(fetchStub).calls.filter((c) => c.url.pathname === '/api/storefront/products');
beforeEach(() => {
  cart.reset();
  fetchStub = stubFetch((call) => (call.url.pathname === '/api/storefront/products' ? answer(call) : undefined));
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = null;
  cleanup();
  history.replaceState(null, '', startUrl);
});

describe('<store-product-grid data-filters>', () => {
  it('shows labelled controls: a price range in a fieldset, a brand list from the server and In stock only', async () => {
    const el = await filtersFixture(grid('data-currency="EUR"'));
    const form = defined(el.querySelector('form.store-grid__filters'), 'form');
    expect(form).toHaveAttribute('aria-label', 'Filters');
    expect(form.querySelector('fieldset legend')?.textContent).toBe('Price (EUR)');
    expect(field(el, 'min').closest('label')?.textContent).toBe('Min');
    expect(field(el, 'max').closest('label')?.textContent).toBe('Max');
    expect(Array.from(field(el, 'brand').options).map((o) => o.textContent)).toEqual(['All brands', ...BRANDS]);
    expect(field(el, 'inStock').closest('label')?.textContent).toBe('In stock only');
    expect(clearButton(el)).toBeNull();
    expect(status(el)).toBe('');
    expect(calls()).toHaveLength(0);
    await expectNoAxeViolations(el);
  });

  it('asks the server for each change from page 1, keeps it in the URL and announces the count', async () => {
    const events = recordEvents<{ filters?: unknown }>(document, 'store-grid-change');
    const el = await filtersFixture(grid());
    await chooseBrand(el, 'Northwind Audio');
    await waitFor(() => names(el).length === 3, { message: 'the brand’s three products' });
    expect(calls().at(-1)?.url.search).toBe('?brand=Northwind+Audio&sortBy=featured&page=1&limit=12');
    expect(query()).toBe('brand=Northwind+Audio');
    expect(status(el)).toBe('3 products');

    await typePrice(el, 'min', '70');
    await typePrice(el, 'max', '100');
    // Enter in a price field sends the form, as it would without JavaScript.
    await pressKey('Enter');
    await waitFor(() => names(el).length === 2, { message: 'two products from $70 to $100' });
    expect(names(el)).toEqual(['Pulse Fitness Tracker', 'Voyager Portable Speaker']);
    expect(calls().at(-1)?.url.searchParams.get('minPrice')).toBe('7000');
    expect(calls().at(-1)?.url.searchParams.get('maxPrice')).toBe('10000');
    expect(query()).toBe('brand=Northwind+Audio&min=70&max=100');
    expect(status(el)).toBe('2 products');

    await click(field(el, 'inStock'));
    await waitFor(() => names(el).length === 1, { message: 'only the one in stock' });
    expect(calls().at(-1)?.url.searchParams.get('inStock')).toBe('true');
    expect(calls().at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(query()).toBe('brand=Northwind+Audio&min=70&max=100&inStock=true');
    expect(status(el)).toBe('1 product');
    events.stop();
    expect(events.events.at(-1)?.detail.filters).toEqual({ minPrice: 7000, maxPrice: 10000, brand: 'Northwind Audio', inStock: true });
    await expectNoAxeViolations(el);
  });

  it('restores the filters and the fields on back and forward, and starts from a shared link', async () => {
    history.replaceState(null, '', `${startUrl}&brand=Trailhead`);
    const el = await filtersFixture(grid());
    await waitFor(() => names(el).length === 1, { message: 'the shared link’s brand' });
    expect(field(el, 'brand').value).toBe('Trailhead');
    await typePrice(el, 'max', '30');
    await pressKey('Enter');
    await waitFor(() => names(el).length === 0, { message: 'nothing under $30' });
    expect(el.querySelector('.store-grid__message')?.textContent).toBe('No products match these filters.');

    history.back();
    await waitFor(() => names(el).length === 1, { message: 'back to Trailhead at any price' });
    expect(field(el, 'max').value).toBe('');
    expect(field(el, 'brand').value).toBe('Trailhead');
    history.forward();
    await waitFor(() => field(el, 'max').value === '30', { message: 'forward to at most $30' });
    await waitFor(() => names(el).length === 0, { message: 'the empty list again' });
    await expectNoAxeViolations(el);
  });

  it('keeps a minimum above the maximum as typed, says so beside the fields and asks the server nothing', async () => {
    const el = await filtersFixture(grid());
    await typePrice(el, 'min', '50');
    await typePrice(el, 'max', '10');
    await click(defined(el.querySelector<HTMLButtonElement>('.store-grid__apply')));
    expect(error(el)?.textContent).toBe('The minimum price must not be more than the maximum.');
    expect(error(el)).toHaveAttribute('role', 'alert');
    expect(field(el, 'min')).toHaveAttribute('aria-invalid', 'true');
    expect(field(el, 'max').getAttribute('aria-describedby')).toBe(error(el)?.id);
    expect([field(el, 'min').value, field(el, 'max').value]).toEqual(['50', '10']);
    expect(calls()).toHaveLength(0);
    expect(names(el)).toHaveLength(catalogue.length);
    await expectNoAxeViolations(el);

    await typePrice(el, 'min', '5');
    await pressKey('Enter');
    expect(error(el)).toBeNull();
    await waitFor(() => calls().length === 1, { message: 'the corrected range' });
    expect(query()).toBe('min=5&max=10');
  });

  it('clears every filter with one button, and leaves the focus on the first field', async () => {
    history.replaceState(null, '', `${startUrl}&brand=Trailhead&min=10&inStock=true&sort=rating`);
    const el = await filtersFixture(grid());
    await waitFor(() => names(el).length === 1, { message: 'the filtered list' });
    const clear = defined(clearButton(el), 'Clear filters');
    expect(clear.textContent).toBe('Clear filters');
    // Before the code runs, the button sends a hidden form that keeps only the sort.
    expect(Array.from(defined(clear.form, 'the clear form').querySelectorAll('input'), (input) => `${input.name}=${input.value}`)).toEqual(['sort=rating']);
    clear.focus();
    await pressKey('Enter');
    await waitFor(() => names(el).length === catalogue.length, { message: 'every product' });
    expect(query()).toBe('sort=rating');
    expect([field(el, 'min').value, field(el, 'brand').value, field(el, 'inStock').checked]).toEqual(['', '', false]);
    expect(clearButton(el)).toBeNull();
    expect(document.activeElement).toBe(field(el, 'min'));
    expect(status(el)).toBe(`${catalogue.length} products`);
    await expectNoAxeViolations(el);
  });

  it('sends the shown choice with every form before JavaScript: the sort, the filters and Load more are GET forms', async () => {
    const first = { data: catalogue.slice(0, 2), total: catalogue.length, page: 1, limit: 2, category: 'home', sort: 'price-low', brands: BRANDS };
    history.replaceState(null, '', `${location.pathname}?category=home&sort=price-low`);
    const el = await filtersFixture(
      `<store-product-grid data-filters data-limit="2"><script type="application/json">${JSON.stringify(first)}</script></store-product-grid>`,
    );
    const kept = (form: Element | null) =>
      Array.from(defined(form, 'form').querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => `${input.name}=${input.value}`);
    const sort = defined(el.querySelector('form.store-grid__sort'), 'sort form');
    expect(sort.querySelector('select')?.name).toBe('sort');
    expect(kept(sort)).toEqual(['category=home']);
    expect(sort.querySelector('noscript')?.textContent).toBe('<button type="submit">Apply</button>');
    expect(kept(el.querySelector('form.store-grid__filters'))).toEqual(['category=home', 'sort=price-low']);
    expect(kept(el.querySelector('form.store-grid__more'))).toEqual(['category=home', 'sort=price-low', 'page=2']);
    await click(defined(el.querySelector<HTMLButtonElement>('.store-grid__more-button'), 'Load more'));
    await waitFor(() => names(el).length > 2, { message: 'the next page, loaded by the grid instead of a page load' });
  });

  it('speaks Spanish on a Spanish page', async () => {
    const el = await filtersFixture(`<div lang="es">${grid()}</div>`);
    const host = defined(el.querySelector('store-product-grid'), 'grid');
    await waitFor(() => host.querySelector('legend')?.textContent === 'Precio (USD)', { message: 'Spanish texts' });
    expect(field(host, 'inStock').closest('label')?.textContent).toBe('Solo con existencias');
    await chooseBrand(host, 'Trailhead');
    await waitFor(() => status(host) === '1 producto', { message: 'one product, in Spanish' });
    await chooseBrand(host, 'Northwind Audio');
    await waitFor(() => status(host) === '3 productos', { message: 'three products, in Spanish' });
    await expectNoAxeViolations(host);
  });
});
