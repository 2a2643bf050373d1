// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $cartLines, cart } from './store.ts';
import { $savedForLater, moveSavedToCart, removeSavedForLater, resetSavedForLater, toggleSavedForLater } from './saved-for-later.ts';

const tee = { id: 'p2', sku: 'TEE-M-NAVY', name: 'Cotton Tee', price: 2000, attributes: { size: 'M', color: 'Navy' }, maxQuantity: 1, currency: 'EUR' };
const stored = (): { id: string }[] => (JSON.parse(localStorage.getItem('site-saved:org_a') ?? '{"items":[]}') as { items: { id: string }[] }).items;

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="site-tenant" content="org_a">';
  cart.reset();
  resetSavedForLater();
});

describe('saved for later', () => {
  it('keeps the options, cap and currency a product was saved with', () => {
    toggleSavedForLater(tee);
    resetSavedForLater();
    expect($savedForLater.get()).toEqual([tee]);
  });

  it('moves a saved product into the cart as one item with its options, and off the saved list', () => {
    toggleSavedForLater(tee);
    expect(moveSavedToCart('p2')).toBe(true);
    expect($cartLines.get()).toEqual([{ ...tee, quantity: 1 }]);
    expect($savedForLater.get()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('keeps the product saved when the cart is at its stock cap', () => {
    cart.add(tee, 1);
    toggleSavedForLater(tee);
    expect(moveSavedToCart('p2')).toBe(false);
    expect($cartLines.get()[0]?.quantity).toBe(1);
    expect(stored().map((item) => item.id)).toEqual(['p2']);
  });

  it('removes by product id, and an unknown id changes nothing', () => {
    toggleSavedForLater(tee);
    toggleSavedForLater({ id: 'p3', sku: 'MUG', name: 'Mug', price: 900 });
    removeSavedForLater('nope');
    expect(moveSavedToCart('nope')).toBe(false);
    removeSavedForLater('p2');
    expect(stored().map((item) => item.id)).toEqual(['p3']);
  });
});
