// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { CartServer } from './server-save.ts';
import { $cartLines, $cartNotice, cart, saveCartNow } from './store.ts';
import type { CartItem } from './saved-cart-schema.ts';

const mug = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 };

/** An in-memory cart server that records every call. */
function fakeServer() {
  const carts = new Map<string, CartItem[]>();
  const calls: string[] = [];
  let n = 0;
  const api: CartServer = {
    save: async ({ id, items }) => {
      calls.push(`save ${id ?? 'new'} ${items.length}`);
      if (id && !carts.has(id)) throw new ApiError('No such cart.', { kind: 'http', status: 404 });
      const cartId = id ?? `cart_test${String(++n).padStart(8, '0')}`;
      carts.set(cartId, items.map((i) => ({ ...i, price: 999 })));
      return { id: cartId, items: carts.get(cartId) ?? [] };
    },
    get: async (id) => {
      calls.push(`get ${id}`);
      const items = carts.get(id);
      if (!items) throw new ApiError('No such cart.', { kind: 'http', status: 404 });
      return { id, items };
    },
  };
  return { api, carts, calls };
}

/** No server, for the set-up between tests. */
const offline: CartServer = { save: () => Promise.reject(new Error('offline')), get: () => Promise.reject(new Error('offline')) };

let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="site-tenant" content="org_sync">';
  history.replaceState(null, '', '/store');
  cart.reset({ server: async () => offline });
  stop = $cartLines.subscribe(() => undefined);
});
afterEach(() => {
  cart.reset({ server: async () => offline });
  stop();
});

describe('the cart saving itself on the server', () => {
  it('saves changes after a quiet period, once, and reuses the cart id, with no element on the page', async () => {
    const server = fakeServer();
    cart.reset({ server: async () => server.api, delayMs: 100 });
    cart.add(mug);
    cart.add(mug);
    await vi.waitFor(() => expect(server.calls).toEqual(['save new 1']), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.calls).toEqual(['save new 1']);
    expect(await saveCartNow()).toBe('cart_test00000001');
    cart.add({ ...mug, id: 'p2', sku: 'TEE' });
    expect(server.calls).toHaveLength(1);
    await vi.waitFor(() => expect(server.calls).toEqual(['save new 1', 'save cart_test00000001 2']));
  });

  it('does not save restores: a cart read on a new page is saved only when it differs from the saved one', async () => {
    const server = fakeServer();
    cart.reset({ server: async () => server.api, delayMs: 0 });
    cart.add(mug);
    await saveCartNow();
    cart.reset({ server: async () => server.api, delayMs: 0 });
    await saveCartNow();
    expect(server.calls).toEqual(['save new 1']);
  });

  it('starts a new server cart when the saved one is gone', async () => {
    const server = fakeServer();
    cart.reset({ server: async () => server.api, delayMs: 0 });
    cart.add(mug);
    const first = await saveCartNow();
    server.carts.clear();
    cart.add(mug);
    const second = await saveCartNow();
    expect(first).not.toBe(second);
    expect(server.calls.at(-2)).toMatch(/^save cart_test00000001/);
    expect(server.calls.at(-1)).toBe('save new 1');
  });

  it('opens a cart link on first use: the saved cart replaces the local one, in its currency, and the parameter leaves the URL', async () => {
    const server = fakeServer();
    server.carts.set('cart_linked00001', [{ id: 'p7', sku: 'LAMP', name: 'Lamp', price: 5400, quantity: 2 }]);
    cart.add({ ...mug, currency: 'EUR' });
    history.replaceState(null, '', '/store?org=x&cart=cart_linked00001');
    cart.reset({ server: async () => server.api, delayMs: 0 });
    expect(await saveCartNow()).toBe('cart_linked00001');
    expect(location.search).toBe('?org=x');
    expect($cartLines.get()).toEqual([{ id: 'p7', sku: 'LAMP', name: 'Lamp', price: 5400, quantity: 2, currency: 'EUR' }]);
    expect(server.calls).toEqual(['get cart_linked00001']);
  });

  it('says so when a cart link cannot be opened, and keeps the local cart', async () => {
    const server = fakeServer();
    cart.add(mug);
    history.replaceState(null, '', '/store?cart=cart_missing00001');
    cart.reset({ server: async () => server.api, delayMs: 0 });
    await saveCartNow();
    expect($cartNotice.get()).toBe('link-failed');
    expect($cartLines.get()).toHaveLength(1);
  });

  it('stays quiet when the server cannot be reached, and the next change tries again', async () => {
    let up = false;
    const server = fakeServer();
    const down: CartServer = { save: () => Promise.reject(new ApiError('down', { kind: 'network' })), get: () => Promise.reject(new Error('x')) };
    cart.reset({ server: async () => (up ? server.api : down), delayMs: 0 });
    cart.add(mug);
    expect(await saveCartNow()).toBeNull();
    expect($cartLines.get()).toHaveLength(1);
    up = true;
    cart.add(mug);
    expect(await saveCartNow()).toBe('cart_test00000001');
  });
});
