/**
 * The cart saves itself on the server whichever tags the page has: a product page with
 * `<store-product>` and no `<site-cart>` still keeps the shopper's cart on the server, so a cart link
 * or another device finds it.
 */
import './store-product/store-product.element.ts';
import { afterEach, beforeEach, describe, it } from '../test/browser/mocha.ts';
import { defined, expect } from '../test/browser/assert.ts';
import { cleanup, click, fixture, waitFor } from '../test/browser/fixture.ts';
import { jsonResponse, sampleProduct, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import type { CartItem } from '../shared/cart/saved-cart-schema.ts';

const mug = sampleProduct(3, 'Enamel Camp Mug', { data: { price: 1800, stock: 12 } });

/** The reference API's cart calls, kept in memory: what the server holds is what a cart link restores. */
function fakeCartServer() {
  const carts = new Map<string, CartItem[]>();
  const stub = stubFetch((call) => {
    if (call.url.pathname !== '/api/storefront/cart/save') return undefined;
    const body = JSON.parse(call.body) as { id?: string; items: CartItem[] };
    const id = body.id ?? `cart_fake${String(carts.size + 1).padStart(8, '0')}`;
    carts.set(id, body.items);
    return jsonResponse({ data: { id, items: body.items } }, 201);
  });
  return { carts, stub };
}

let server: ReturnType<typeof fakeCartServer> | null = null;
beforeEach(() => {
  localStorage.clear();
  cart.reset();
  server = fakeCartServer();
});
afterEach(() => {
  cleanup();
  cart.reset();
  server?.stub.restore();
  server = null;
  localStorage.clear();
});

describe('the cart on a page without <site-cart>', () => {
  it('Add to Cart on <store-product> alone saves the line in the server cart', async () => {
    expect(document.querySelector('site-cart')).toBeNull();
    const el = await fixture(`<store-product><script type="application/json">${JSON.stringify(mug)}</script></store-product>`);
    await click(defined(el.querySelector('.store-product__add'), 'Add to Cart'));
    const saved = server?.carts;
    await waitFor(() => saved?.size === 1, { message: 'the cart saved on the server', timeout: 5000 });
    const [items] = [...(saved?.values() ?? [])];
    expect(items?.map((item) => [item.id, item.sku, item.quantity])).toEqual([[mug._id, mug.data.sku, 1]]);
  });
});
