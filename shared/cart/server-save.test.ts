// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { WireCartItem } from '../cart/sync.ts';
import { $cartLines, $cartNotice, cart } from './cart.ts';
import { $cartServerId, startCartSync, type CartServer, type CartSync } from './cart-sync.ts';

const mug = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 };

/** An in-memory cart server that records every call. */
function fakeServer() {
  const carts = new Map<string, WireCartItem[]>();
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

let sync: CartSync | undefined;
let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="site-tenant" content="org_sync">';
  history.replaceState(null, '', '/store');
  cart.reset();
  stop = $cartLines.subscribe(() => undefined);
});
afterEach(() => {
  sync?.stop();
  stop();
  vi.useRealTimers();
});

describe('cart server sync', () => {
  it('saves changes after a quiet period, once, and reuses the cart id', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    sync = startCartSync({ server: async () => server.api, delayMs: 100 });
    cart.add(mug);
    cart.add(mug);
    await vi.advanceTimersByTimeAsync(150);
    expect(server.calls).toEqual(['save new 1']);
    expect($cartServerId.get()).toBe('cart_test00000001');
    cart.add({ ...mug, id: 'p2', sku: 'TEE' });
    await vi.advanceTimersByTimeAsync(150);
    expect(server.calls).toEqual(['save new 1', 'save cart_test00000001 2']);
  });

  it('does not save again when nothing changed since the last save', async () => {
    const server = fakeServer();
    sync = startCartSync({ server: async () => server.api, delayMs: 0 });
    cart.add(mug);
    await sync.flush();
    sync.stop();
    sync = startCartSync({ server: async () => server.api, delayMs: 0 });
    await sync.flush();
    expect(server.calls).toEqual(['save new 1']);
  });

  it('starts a new server cart when the saved one is gone', async () => {
    const server = fakeServer();
    sync = startCartSync({ server: async () => server.api, delayMs: 0 });
    cart.add(mug);
    const first = await sync.flush();
    server.carts.clear();
    cart.add(mug);
    const second = await sync.flush();
    expect(first).not.toBe(second);
    expect(server.calls.at(-2)).toMatch(/^save cart_test00000001/);
    expect(server.calls.at(-1)).toBe('save new 1');
  });

  it('opens a cart link: the saved cart replaces the local one and the parameter leaves the URL', async () => {
    const server = fakeServer();
    server.carts.set('cart_linked00001', [{ id: 'p7', sku: 'LAMP', name: 'Lamp', price: 5400, quantity: 2 }]);
    cart.add(mug);
    history.replaceState(null, '', '/store?org=x&cart=cart_linked00001');
    sync = startCartSync({ server: async () => server.api, delayMs: 0, currency: 'USD' });
    expect(location.search).toBe('?org=x');
    await sync.flush();
    expect($cartLines.get()).toEqual([{ id: 'p7', sku: 'LAMP', name: 'Lamp', price: 5400, quantity: 2, currency: 'USD' }]);
    expect($cartServerId.get()).toBe('cart_linked00001');
    expect(server.calls).toEqual(['get cart_linked00001']);
  });

  it('says so when a cart link cannot be opened, and keeps the local cart', async () => {
    const server = fakeServer();
    cart.add(mug);
    history.replaceState(null, '', '/store?cart=cart_missing00001');
    sync = startCartSync({ server: async () => server.api, delayMs: 0 });
    await sync.flush();
    expect($cartNotice.get()).toBe('link-failed');
    expect($cartLines.get()).toHaveLength(1);
  });

  it('stays quiet when the server cannot be reached', async () => {
    sync = startCartSync({ server: async () => ({ save: () => Promise.reject(new ApiError('down', { kind: 'network' })), get: () => Promise.reject(new Error('x')) }), delayMs: 0 });
    cart.add(mug);
    expect(await sync.flush()).toBeNull();
    expect($cartLines.get()).toHaveLength(1);
  });
});
