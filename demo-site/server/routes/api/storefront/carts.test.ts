// @vitest-environment node
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { savedCartSchema, type SavedCart } from '../../../../../shared/cart/saved-cart-schema.ts';
import { makeTestApp } from '../../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, tokenFrom, type ErrorBody } from '../../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp();
afterAll(() => t.close());

type CartAnswer = { data: SavedCart };
const save = (body: unknown, headers: Record<string, string> = {}) => call<CartAnswer>(t, '/api/storefront/cart/save', jsonPost(body, headers));

describe('saved carts', () => {
  it('saves a cart re-priced by the server, dropping unknown skus, and reads it back', async () => {
    const { status, body } = await save({
      items: [
        { id: 'prod_nw_017', sku: 'NW-BOO-017', name: 'Cheap!', price: 1, quantity: 2 },
        { id: 'ghost', sku: 'NOPE-1', name: 'Ghost', price: 100, quantity: 1 },
        { id: 'prod_nw_001', sku: 'NW-ELE-001', name: 'x', price: 0, quantity: 1, attributes: { color: 'silver' } },
      ],
    });
    expect(status).toBe(201);
    const cart = v.parse(savedCartSchema, body.data);
    expect(cart.id).toMatch(/^cart_/);
    expect(cart.items).toEqual([
      { id: 'prod_nw_017', sku: 'NW-BOO-017', name: 'The Quiet Trail', price: 2400, quantity: 2, image: '/demo-images/the-quiet-trail.svg' },
      { id: 'prod_nw_001', sku: 'NW-ELE-001', name: 'Aurora Wireless Headphones', price: 12999, quantity: 1, image: '/demo-images/aurora-wireless-headphones-silver.svg', attributes: { color: 'silver' } },
    ]);
    const read = await call<CartAnswer>(t, `/api/storefront/cart/get/${cart.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(cart);
  });

  it('updates an existing cart by id in the session that saved it, and allows an empty one', async () => {
    const first = await save({ items: [{ id: 'a', sku: 'NW-BOO-017', quantity: 1 }] });
    const created = first.body.data;
    const owner = { authorization: `Bearer ${tokenFrom(first.headers) ?? ''}` };
    const updated = await save({ id: created.id, items: [] }, owner);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id: created.id, items: [] });
    expect((await call<CartAnswer>(t, `/api/storefront/cart/get/${created.id}`)).body.data.items).toEqual([]);
  });

  it('gives anyone else who saves a shared cart a copy of their own; the original stays as it was', async () => {
    const first = await save({ items: [{ id: 'a', sku: 'NW-BOO-017', quantity: 1 }] });
    const original = first.body.data;
    const owner = { authorization: `Bearer ${tokenFrom(first.headers) ?? ''}` };
    // A stranger (no session) and a friend with a session of their own both open the link and save.
    const stranger = await save({ id: original.id, items: [] });
    expect(stranger.status).toBe(201);
    expect(stranger.body.data.id).not.toBe(original.id);
    const friendToken = tokenFrom(stranger.headers) ?? '';
    const friend = await save({ id: original.id, items: [{ id: 'a', sku: 'NW-BOO-017', quantity: 5 }] }, { authorization: `Bearer ${friendToken}` });
    expect(friend.body.data.id).not.toBe(original.id);
    // The friend's copy is theirs to change.
    expect((await save({ id: stranger.body.data.id, items: [] }, { authorization: `Bearer ${friendToken}` })).status).toBe(200);
    expect((await call<CartAnswer>(t, `/api/storefront/cart/get/${original.id}`)).body.data.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect((await save({ id: original.id, items: [] }, owner)).body.data.id).toBe(original.id);
  });

  it('answers 404 for unknown carts and for another tenant’s cart', async () => {
    const created = (await save({ items: [{ id: 'a', sku: 'NW-BOO-017', quantity: 1 }] })).body.data;
    expect((await call(t, '/api/storefront/cart/get/cart_doesnotexist00')).status).toBe(404);
    expect((await call(t, `/api/storefront/cart/get/${created.id}`, { headers: { orgid: 'org_harbor' } })).status).toBe(404);
    const overwrite = await save({ id: created.id, items: [] }, { orgid: 'org_harbor' });
    expect(overwrite.status).toBe(404);
    expect((await call<CartAnswer>(t, `/api/storefront/cart/get/${created.id}`)).body.data.items).toHaveLength(1);
  });

  it('refuses bad carts with 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'items'],
      [{ items: [{ sku: 'NW-BOO-017', quantity: 1 }] }, 'items.0.id'],
      [{ items: [{ id: 'a', sku: 'NW-BOO-017', quantity: -1 }] }, 'items.0.quantity'],
      [{ id: '../../etc', items: [] }, 'id'],
    ] as const) {
      const response = await call<ErrorBody>(t, '/api/storefront/cart/save', jsonPost(body));
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
  });
});
