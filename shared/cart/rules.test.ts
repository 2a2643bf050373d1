import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addToCart, cartItemCount, cartSubtotal, DEFAULT_STOCK_CAP, lineKey, removeLine, setLineQuantity, type CartLine } from './rules.ts';

const mug = { id: 'p1', sku: 'MUG-1', name: 'Mug', price: 1250 };

describe('cart rules', () => {
  it('merges the same id, sku and attributes', () => {
    let lines = addToCart([], { ...mug, attributes: { color: 'red' } }, 1);
    lines = addToCart(lines, { ...mug, attributes: { color: 'red' } }, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });
  it('keeps different attributes on separate lines', () => {
    let lines = addToCart([], { ...mug, attributes: { color: 'red' } });
    lines = addToCart(lines, { ...mug, attributes: { color: 'blue' } });
    expect(lines).toHaveLength(2);
  });
  it('treats attribute order as irrelevant', () => {
    expect(lineKey({ ...mug, attributes: { size: 'M', color: 'red' } })).toBe(lineKey({ ...mug, attributes: { color: 'red', size: 'M' } }));
  });
  it('removes a line whose quantity is set to 0 or less', () => {
    const lines = addToCart([], mug, 2);
    const key = lineKey(mug);
    expect(setLineQuantity(lines, key, 0)).toEqual([]);
    expect(setLineQuantity(lines, key, -3)).toEqual([]);
  });
  it('never exceeds the stock cap', () => {
    const lines = addToCart([], { ...mug, maxQuantity: 3 }, 5);
    expect(lines[0]?.quantity).toBe(3);
    expect(addToCart(lines, { ...mug, maxQuantity: 3 }, 1)[0]?.quantity).toBe(3);
    expect(setLineQuantity(lines, lineKey(mug), 10)[0]?.quantity).toBe(3);
    expect(addToCart([], mug, 5000)[0]?.quantity).toBe(DEFAULT_STOCK_CAP);
  });
  it('computes subtotal in cents and the item count', () => {
    let lines = addToCart([], mug, 2);
    lines = addToCart(lines, { id: 'p2', sku: 'TEE', name: 'Tee', price: 999 }, 1);
    expect(cartSubtotal(lines)).toBe(3499);
    expect(cartItemCount(lines)).toBe(3);
    expect(cartSubtotal(removeLine(lines, lineKey(mug)))).toBe(999);
  });

  const arbItem = fc.record({
    id: fc.constantFrom('a', 'b', 'c'),
    sku: fc.constantFrom('S1', 'S2'),
    name: fc.constant('Item'),
    price: fc.integer({ min: 0, max: 100_000 }),
    maxQuantity: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  });
  it('keeps one line per key, positive quantities within caps, for any sequence of adds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbItem, fc.integer({ min: -2, max: 30 })), { maxLength: 30 }), (ops) => {
        let lines: CartLine[] = [];
        for (const [item, quantity] of ops) lines = addToCart(lines, item, quantity);
        const keys = lines.map(lineKey);
        return (
          new Set(keys).size === keys.length &&
          lines.every((line) => line.quantity >= 1 && line.quantity <= (line.maxQuantity ?? DEFAULT_STOCK_CAP))
        );
      }),
    );
  });
});
