import { describe, expect, it } from 'vitest';
import { cartSignature, linesFromSaved, wireItems } from './wire.ts';

const line = { id: 'p1', sku: 'MUG', name: 'Mug', price: 1200, quantity: 2, attributes: { size: 'L', color: 'Red' }, maxQuantity: 5, currency: 'USD' };

describe('saved cart wire format', () => {
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
});
