import { StoreProductGridElement } from './store-product-grid.element.ts';
import { afterEach, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { jsonResponse, sampleCatalogue, sampleShirt, stubFetch } from '../../test/fixtures/catalog-products.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { $toasts } from '../../shared/toast/store.ts';

const startUrl = location.pathname + location.search;
/** The page's query without the test runner's own session parameter. */
const query = (): string => {
  const params = new URLSearchParams(location.search);
  params.delete('wtr-session-id');
  return params.toString();
};
const page = (products = sampleCatalogue.slice(0, 4), total = products.length, extra = {}) => ({ data: products, total, page: 1, limit: 4, ...extra });
const grid = (payload: unknown, attrs = '') =>
  `<store-product-grid ${attrs}><script type="application/json">${JSON.stringify(payload)}</script></store-product-grid>`;

const cards = (el: Element) => Array.from(el.querySelectorAll<HTMLElement>('.store-grid__card'));
const names = (el: Element) => cards(el).map((card) => card.querySelector('.store-grid__link')?.textContent);
const chip = (el: Element, label: string) => defined(Array.from(el.querySelectorAll<HTMLAnchorElement>('.store-grid__chip')).find((a) => a.textContent === label), label);
const select = (el: Element) => defined(el.querySelector<HTMLSelectElement>('.store-grid__select'), 'sort select');
const card = (el: Element, name: string) => defined(cards(el).find((c) => c.textContent?.includes(name)), name);

async function chooseSort(el: Element, value: string): Promise<void> {
  const s = select(el);
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

let fetchStub: ReturnType<typeof stubFetch> | null = null;
beforeEach(() => {
  localStorage.clear();
  cart.reset();
  $toasts.set([]);
});
afterEach(() => {
  fetchStub?.restore();
  fetchStub = null;
  cleanup();
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
  history.replaceState(null, '', startUrl);
});

describe('<store-product-grid> rendering', () => {
  it('registers the tag', () => {
    expect(customElements.get('store-product-grid')).toBe(StoreProductGridElement);
  });

  it('renders chips, sort and cards from a server page, with the card rules (Top Rated, low and out of stock, ratings, sale price)', async () => {
    const el = await fixture(grid(page(sampleCatalogue, 8), 'data-currency="USD"'));
    expect(Array.from(el.querySelectorAll('.store-grid__chip')).map((a) => a.textContent)).toEqual(['All', 'Electronics', 'Fashion', 'Home', 'Books', 'Toys']);
    expect(chip(el, 'All')).toHaveAttribute('aria-current', 'page');
    expect(Array.from(select(el).options).map((o) => o.value)).toEqual(['featured', 'price-low', 'price-high', 'rating']);
    expect(names(el)).toHaveLength(8);
    const headphones = card(el, 'Aurora');
    expect(headphones.querySelector('.store-grid__category')?.textContent).toBe('Electronics');
    expect(headphones.querySelector('.store-grid__price')?.textContent).toBe('$129.99');
    expect(headphones.querySelector('.store-grid__link')).toHaveAttribute('href', '/shop/aurora-wireless-headphones');
    // Top Rated for an average of 4.8 or more over 5 reviews or more (4.8 over 212 here; 4.2 over 4 for the tracker).
    expect(headphones.querySelector('[data-kind="top"]')?.textContent).toBe('Top Rated');
    expect(card(el, 'Pulse').querySelector('[data-kind="top"]')).toBeNull();
    // Low stock under 10, out of stock at 0; the product's own average and count, nothing without reviews.
    expect(card(el, 'Pulse').querySelector('[data-kind="low"]')?.textContent).toBe('Only 8 left');
    expect(card(el, 'Pulse').querySelector('.store-grid__rating')?.textContent).toBe('4.2 out of 5, 4 reviews4.2 (4 reviews)');
    expect(card(el, 'Pulse').querySelector('.store-grid__stars')).toHaveAttribute('data-rating', '4');
    expect(headphones.querySelector('.store-grid__stars')).toHaveAttribute('data-rating', '5');
    expect(card(el, 'Voyager').querySelector('.store-grid__rating')).toBeNull();
    expect(card(el, 'Pulse').querySelector('.store-grid__base-price')?.textContent).toBe('$99.99');
    const speaker = card(el, 'Voyager');
    expect(speaker.querySelector('[data-kind="out"]')?.textContent).toBe('Out of Stock');
    expect(defined(speaker.querySelector<HTMLButtonElement>('.store-grid__add')).disabled).toBe(true);
    expect(card(el, 'Unfiled').querySelector('.store-grid__category')?.textContent).toBe('General');
    expect(el.querySelector('.store-grid__count')?.textContent).toBe('8 products');
    await expectNoAxeViolations(el);
  });

  it('shows a placeholder until each image has loaded', async () => {
    const el = await fixture(grid(page([sampleCatalogue[0]!])));
    const media = defined(el.querySelector('.store-grid__media'));
    await waitFor(() => !media.hasAttribute('data-loading'), { message: 'the data: image to load' });
    const broken = await fixture(grid(page([{ ...sampleCatalogue[1]!, data: { ...sampleCatalogue[1]!.data, images: [], image: '/nothing-here.png' } }])));
    await waitFor(() => !broken.querySelector('.store-grid__media')?.hasAttribute('data-loading'), { message: 'a failed image to end the placeholder' });
    await expectNoAxeViolations(el);
  });

  it('shows the empty state', async () => {
    const el = await fixture(grid(page([], 0)));
    expect(el.querySelector('.store-grid__message')?.textContent).toBe('No products found in this category.');
    await expectNoAxeViolations(el);
  });

  it('shows a visible error for a bad attribute or payload and keeps the page working', async () => {
    const { result: el, calls } = await captureConsoleErrors(() => fixture('<store-product-grid data-limit="lots"><script type="application/json">[{"name":1}]</script></store-product-grid>'));
    await settle();
    const text = el.textContent ?? '';
    expect(text).toContain('<store-product-grid> data-limit: expected a whole number from 1 to 100 (got "lots")');
    expect(text).toContain('inline JSON: expected [0]._id');
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('<store-product-grid> choosing (URL state)', () => {
  it('filters by category chip and sorts a complete list, keeping both in the URL', async () => {
    const events = recordEvents<{ category: string; sort: string }>(document, 'store-grid-change');
    const el = await fixture(grid(sampleCatalogue));
    await click(chip(el, 'Electronics'));
    expect(names(el)).toEqual(['Aurora Wireless Headphones', 'Pulse Fitness Tracker', 'Voyager Portable Speaker']);
    expect(chip(el, 'Electronics')).toHaveAttribute('aria-current', 'page');
    expect(query()).toBe('category=electronics');
    await chooseSort(el, 'price-low');
    expect(names(el)).toEqual(['Pulse Fitness Tracker', 'Voyager Portable Speaker', 'Aurora Wireless Headphones']);
    expect(query()).toBe('category=electronics&sort=price-low');
    expect(chip(el, 'Books').getAttribute('href')).toContain('&category=books&sort=price-low');
    events.stop();
    expect(events.events.map((e) => e.detail)).toEqual([
      { category: 'electronics', sort: 'featured' },
      { category: 'electronics', sort: 'price-low' },
    ]);
    await expectNoAxeViolations(el);
  });

  it('follows back and forward (popstate) and starts from the URL', async () => {
    history.replaceState(null, '', `${startUrl}&category=toys`);
    const el = await fixture(grid(sampleCatalogue));
    expect(names(el)).toEqual(['Timber Building Blocks']);
    await click(chip(el, 'Books'));
    expect(names(el)).toEqual(['The Quiet Trail']);
    history.back();
    await waitFor(() => names(el)[0] === 'Timber Building Blocks', { message: 'back to toys' });
    expect(chip(el, 'Toys')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(el);
  });

  it('works with the keyboard: Tab to a chip, Enter chooses it; the sort answers the arrow keys', async () => {
    const el = await fixture(grid(sampleCatalogue));
    chip(el, 'Home').focus();
    await pressKey('Enter');
    expect(names(el)).toEqual(['Hearth Ceramic Mug Set']);
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    expect(document.activeElement).toBe(select(el));
    await pressKey('ArrowDown');
    await waitFor(() => select(el).value === 'price-low', { message: 'the sort to move down' });
    expect(location.search).toContain('sort=price-low');
    await expectNoAxeViolations(el);
  });

  it('hides the chips with data-categories="false" and keeps only the sort in the URL', async () => {
    const el = await fixture(grid(sampleCatalogue, 'data-categories="false"'));
    expect(el.querySelector('.store-grid__chips')).toBeNull();
    await chooseSort(el, 'rating');
    expect(query()).toBe('sort=rating');
    expect(names(el)[0]).toBe('Timber Building Blocks');
    await expectNoAxeViolations(el);
  });
});

describe('<store-product-grid> from the API', () => {
  it('loads a page (placeholder cards meanwhile) and never shows a stale answer', async () => {
    const pending = new Map<string, (r: Response) => void>();
    fetchStub = stubFetch((call) => new Promise((resolve) => pending.set(call.url.searchParams.get('category') ?? 'all', resolve)));
    const el = await fixture('<store-product-grid data-limit="4"></store-product-grid>');
    await waitFor(() => pending.has('all'), { message: 'the first call' });
    expect(el.querySelectorAll('.store-grid__skeleton').length).toBe(4);
    expect(el.querySelector('.store-grid__list')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(el);
    pending.get('all')?.(jsonResponse(page(sampleCatalogue.slice(0, 4), 8)));
    await waitFor(() => cards(el).length === 4, { message: 'the first page' });
    expect(el.querySelector('.store-grid__count')?.textContent).toBe('Showing 4 of 8 products');
    const calls = defined(fetchStub).calls;
    expect(calls[0]?.url.pathname).toBe('/api/storefront/products');
    expect(calls[0]?.url.search).toBe('?sortBy=featured&page=1&limit=4');

    await click(chip(el, 'Toys'));
    await waitFor(() => pending.has('toys'), { message: 'the toys call' });
    await click(chip(el, 'Books'));
    await waitFor(() => pending.has('books'), { message: 'the books call' });
    pending.get('books')?.(jsonResponse(page([sampleCatalogue[5]!], 1)));
    await waitFor(() => names(el)[0] === 'The Quiet Trail', { message: 'books' });
    pending.get('toys')?.(jsonResponse(page([sampleCatalogue[6]!], 1)));
    await settle();
    expect(names(el)).toEqual(['The Quiet Trail']);
    expect(calls.find((c) => c.url.searchParams.get('category') === 'toys')?.signal?.aborted).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('appends the next page with Load more', async () => {
    fetchStub = stubFetch((call) => jsonResponse(page(call.url.searchParams.get('page') === '2' ? sampleCatalogue.slice(4, 6) : sampleCatalogue.slice(0, 4), 6)));
    const el = await fixture(grid(page(sampleCatalogue.slice(0, 4), 6), 'data-limit="4"'));
    const more = defined(el.querySelector<HTMLButtonElement>('.store-grid__more-button'));
    expect(more.textContent).toBe('Load more');
    await click(more);
    await waitFor(() => cards(el).length === 6, { message: 'six cards' });
    expect(el.querySelector('.store-grid__more-button')).toBeNull();
    expect(defined(fetchStub).calls[0]?.url.searchParams.get('page')).toBe('2');
    await expectNoAxeViolations(el);
  });

  it('shows the server’s message when loading fails, and Try again loads', async () => {
    let fail = true;
    fetchStub = stubFetch(() => (fail ? jsonResponse({ error: { code: 'unavailable', message: 'The catalogue is resting' } }, 503) : jsonResponse(page())));
    const el = await fixture('<store-product-grid></store-product-grid>');
    const message = await waitFor(() => el.querySelector('.store-grid__message[data-kind="error"]'), { timeout: 8000, message: 'the error' });
    expect(message.textContent).toContain('Products could not be loaded: The catalogue is resting');
    await expectNoAxeViolations(el);
    fail = false;
    await click(defined(el.querySelector('.store-grid__retry')));
    await waitFor(() => cards(el).length === 4, { message: 'the retried page' });
    await expectNoAxeViolations(el);
  });
});

describe('<store-product-grid> add to cart', () => {
  it('adds quantity 1 with the first colour and size, and says so for 3 s in the one live region', async () => {
    const added = recordEvents<{ id: string; sku: string; quantity: number }>(document, 'store-add-to-cart');
    const el = await fixture(grid(page([sampleShirt, sampleCatalogue[0]!])));
    // The grid puts the page's one toast region in place (<site-toast>, tested on its own) before any message.
    await waitFor(() => document.querySelector('site-toast'), { message: 'the toast region' });
    await click(defined(card(el, 'Trailhead').querySelector('.store-grid__add')));
    await waitFor(() => $cartLines.get().length === 1, { message: 'the cart line' });
    const line = defined($cartLines.get()[0]);
    expect([line.sku, line.quantity, line.attributes, line.maxQuantity]).toEqual(['SKU-006-HEATHER-GREY', 1, { color: 'Heather Grey', size: 'S' }, 30]);
    await waitFor(() => $toasts.get()[0]?.text === 'Added to cart: 1 S Heather Grey Trailhead Merino T-Shirt', { message: 'the toast text' });
    expect(document.querySelectorAll('site-toast').length).toBe(1);
    added.stop();
    expect(added.events.map((e) => e.detail)).toEqual([{ id: 'prod_6', sku: 'SKU-006-HEATHER-GREY', quantity: 1 }]);
    await expectNoAxeViolations(document.body);
    await waitFor(() => $toasts.get().length === 0, { timeout: 3500, message: 'the toast to leave after 3 s' });
  });

  it('adds with the keyboard and says when the stock cap is reached', async () => {
    const tracker = sampleCatalogue[1]!;
    const el = await fixture(grid(page([{ ...tracker, data: { ...tracker.data, stock: 1 } }])));
    defined(el.querySelector<HTMLButtonElement>('.store-grid__add')).focus();
    await pressKey('Enter');
    await waitFor(() => $cartLines.get()[0]?.quantity === 1, { message: 'one added' });
    await pressKey('Space');
    await waitFor(() => $toasts.get().some((t) => t.tone === 'error' && t.text === 'Failed to add item to cart'), { message: 'the failure toast' });
    expect($cartLines.get()[0]?.quantity).toBe(1);
    await expectNoAxeViolations(document.body);
  });
});
