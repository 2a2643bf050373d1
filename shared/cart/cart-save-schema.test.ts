import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartSaveBodySchema } from './cart-save-schema.ts';
import { wireItems } from './wire.ts';

describe('the saved cart request body (one schema for the client and the server)', () => {
  it("takes what the cart sync sends: the server keeps each line's id, sku, quantity and attributes", () => {
    const items = wireItems([{ id: 'p1', sku: 'MUG-RED', name: 'Mug', price: 1250, quantity: 2, attributes: { color: 'Red' } }]);
    const parsed = v.parse(cartSaveBodySchema, { id: 'cart_test0000000001', items });
    expect(parsed).toEqual({ id: 'cart_test0000000001', items: [{ id: 'p1', sku: 'MUG-RED', quantity: 2, attributes: { color: 'Red' } }] });
  });

  it('refuses a quantity out of range, a foreign cart id and more than 100 lines, with the messages the API answers', () => {
    const issue = (body: unknown) => v.safeParse(cartSaveBodySchema, body).issues?.[0]?.message;
    expect(issue({ items: [{ id: 'p1', sku: 'MUG', quantity: 1000 }] })).toBe('must be at most 999');
    expect(issue({ id: 'order_1', items: [] })).toBe('is not a cart id');
    expect(issue({ items: Array.from({ length: 101 }, (_, i) => ({ id: `p${i}`, sku: 'MUG', quantity: 1 })) })).toBe('must have at most 100 lines');
  });
});
