import { describe, expect, it } from 'vitest';
import { cartIdFromSearch, cartLinkFor, withoutCartParam } from './cart-link.ts';

describe('cart links', () => {
  it('reads a well-formed cart id from the link and removes it', () => {
    expect(cartIdFromSearch('?cart=cart_abcdefghij12')).toBe('cart_abcdefghij12');
    expect(cartIdFromSearch('?cart=../../etc')).toBeNull();
    expect(cartIdFromSearch('')).toBeNull();
    expect(withoutCartParam({ pathname: '/store', search: '?org=harbor&cart=cart_abcdefghij12', hash: '#x' })).toBe('/store?org=harbor#x');
    expect(cartLinkFor('/store', 'cart_abcdefghij12', 'http://shop.test/help')).toBe('http://shop.test/store?cart=cart_abcdefghij12');
  });
});
