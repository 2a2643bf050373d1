// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineKey } from './rules.ts';
import { $cartCount, $cartLines, $cartNotice, $cartSubtotal, cart, CART_SCHEMA_VERSION, saveCartNow } from './store.ts';
import { $savedForLater, resetSavedForLater, toggleSavedForLater } from './saved-for-later.ts';
import type { CartServer } from './server-save.ts';

const mug = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1250, maxQuantity: 3 };

/** No server: these tests are about the cart on this device (server saving fails quietly). */
const offline: CartServer = { save: () => Promise.reject(new Error('offline')), get: () => Promise.reject(new Error('offline')) };

function setTenant(id: string): void {
  document.head.innerHTML = `<meta name="site-tenant" content="${id}">`;
  cart.reset({ server: async () => offline });
  resetSavedForLater();
}

beforeEach(() => {
  localStorage.clear();
  setTenant('org_a');
});
afterEach(() => vi.restoreAllMocks());

describe('cart store', () => {
  it('adds, merges, caps, counts and reports how many were added', () => {
    expect(cart.add(mug, 2)).toBe(2);
    expect(cart.add(mug, 5)).toBe(1);
    expect(cart.add(mug, 1)).toBe(0);
    expect($cartLines.get()).toHaveLength(1);
    expect($cartCount.get()).toBe(3);
    expect($cartSubtotal.get()).toBe(3750);
    cart.setQuantity(lineKey(mug), 0);
    expect($cartLines.get()).toEqual([]);
  });

  it('persists per tenant with a schema version', () => {
    cart.add(mug);
    const stored = JSON.parse(localStorage.getItem('site-cart:org_a') ?? 'null') as { version: number; items: unknown[] };
    expect(stored.version).toBe(CART_SCHEMA_VERSION);
    expect(stored.items).toHaveLength(1);
    setTenant('org_b');
    expect($cartLines.get()).toEqual([]);
    cart.add({ ...mug, id: 'p9' });
    setTenant('org_a');
    cart.add({ ...mug, id: 'p2', sku: 'TEE' });
    expect($cartLines.get().map((l) => l.id)).toEqual(['p1', 'p2']);
  });

  it('keeps the valid lines of a damaged cart and says so', () => {
    localStorage.setItem('site-cart:org_a', JSON.stringify({ version: 1, items: [{ ...mug, quantity: 2 }, { id: '', quantity: -1 }, 'junk'] }));
    cart.reset();
    expect($cartLines.get()).toHaveLength(1);
    expect($cartNotice.get()).toBe('restored-partially');
    // The cleaned cart is written back.
    expect(JSON.parse(localStorage.getItem('site-cart:org_a') ?? 'null')).toMatchObject({ items: [{ id: 'p1' }] });
  });

  it('keeps working in memory when storage refuses to save', () => {
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      cart.add(mug);
      expect($cartLines.get()).toHaveLength(1);
      expect($cartNotice.get()).toBe('not-saved');
    } finally {
      spy.mockRestore();
    }
  });

  it('follows another tab through the storage event', () => {
    const stop = $cartLines.subscribe(() => undefined);
    localStorage.setItem('site-cart:org_a', JSON.stringify({ version: 1, items: [{ ...mug, quantity: 2 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'site-cart:org_a' }));
    expect($cartCount.get()).toBe(2);
    stop();
  });

  it('saves changes made here on the server, not restores or opened links', async () => {
    const saved: number[] = [];
    const server: CartServer = { save: async ({ items }) => (saved.push(items.length), { id: 'cart_store0000001', items }), get: () => Promise.reject(new Error('no links here')) };
    cart.reset({ server: async () => server, delayMs: 0 });
    cart.add(mug);
    expect(await saveCartNow()).toBe('cart_store0000001');
    expect(saved).toEqual([1]);
    cart.replace([{ ...mug, quantity: 1 }, { ...mug, id: 'p2', quantity: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([1]);
    cart.add({ ...mug, id: 'p3' });
    await vi.waitFor(() => expect(saved).toEqual([1, 3]));
  });

  it('saves items for later per tenant and toggles them', () => {
    expect(toggleSavedForLater({ id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 })).toBe(true);
    expect($savedForLater.get()).toHaveLength(1);
    setTenant('org_b');
    expect($savedForLater.get()).toHaveLength(0);
    setTenant('org_a');
    expect($savedForLater.get()).toHaveLength(1);
    expect(toggleSavedForLater({ id: 'p1', sku: 'MUG', name: 'Mug', price: 1250 })).toBe(false);
    expect($savedForLater.get()).toHaveLength(0);
  });
});
