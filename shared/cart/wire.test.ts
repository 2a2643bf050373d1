import { describe, expect, it } from 'vitest';
import { cartIdFromSearch, cartLinkFor, cartSignature, linesFromSaved, wireItems, withoutCartParam } from './sync.ts';

const line = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1200, quantity: 2, attributes: { size: 'L', color: 'Red' }, maxQuantity: 5, currency: 'USD' };

describe('cart server sync rules', () => {
  it('signs the contents independently of attribute order and of display fields', () => {
    const reordered = { ...line, attributes: { color: 'Red', size: 'L' }, name: 'Renamed', price: 1 };
    expect(cartSignature([line])).toBe(cartSignature([reordered]));
    expect(cartSignature([line])).not.toBe(cartSignature([{ ...line, quantity: 3 }]));
  });

  it('sends only wire fields and restores lines with the server prices', () => {
    expect(wireItems([line])).toEqual([{ id: 'p1', sku: 'MUG', name: 'Mug', price: 1200, quantity: 2, attributes: { size: 'L', color: 'Red' } }]);
    expect(linesFromSaved([{ id: 'p1', sku: 'MUG', name: 'Mug', price: 1100, quantity: 2 }, { id: 'p2', sku: 'X', name: 'X', price: 5, quantity: 0 }], 'GBP')).toEqual([
      { id: 'p1', sku: 'MUG', name: 'Mug', price: 1100, quantity: 2, currency: 'GBP' },
    ]);
  });

  it('reads a well-formed cart id from the link and removes it', () => {
    expect(cartIdFromSearch('?cart=cart_abcdefghij12')).toBe('cart_abcdefghij12');
    expect(cartIdFromSearch('?cart=../../etc')).toBeNull();
    expect(cartIdFromSearch('')).toBeNull();
    expect(withoutCartParam({ pathname: '/store', search: '?org=harbor&cart=cart_abcdefghij12', hash: '#x' })).toBe('/store?org=harbor#x');
    expect(cartLinkFor('/store', 'cart_abcdefghij12', 'http://shop.test/help')).toBe('http://shop.test/store?cart=cart_abcdefghij12');
  });
});
