// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { createOrder, type OrderInput } from './order-create.ts';
import { cancelUnpaidOrder, markOrderPayment } from './orders.ts';
import { toWireProduct, type ProductRow } from './products.ts';
import { releaseOrderStock } from './stock.ts';

const t = makeTestApp();
afterAll(() => t.close());
const { data } = t;
const northwind = { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' };
const address = { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'Austin', state: 'TX', zip: '73301', country: 'US' };

const order = (items: OrderInput['items']) =>
  createOrder(
    data,
    northwind,
    { customerInfo: { email: 'ada@example.com' }, shippingAddress: address, items, paymentMethod: 'card', paymentGateway: 'stripe' },
    null,
  );

/** NW-FAS-011 as a shopper sees it: the product's stock and each colour's. */
async function sneakers() {
  const row = (await data
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', 'org_northwind')
    .where('sku', '=', 'NW-FAS-011')
    .executeTakeFirstOrThrow()) as ProductRow;
  const { stock, variations = [] } = toWireProduct(row).data;
  return {
    stock,
    white: variations.find((v) => v.sku === 'NW-FAS-011-WHITE')?.stock,
    navy: variations.find((v) => v.sku === 'NW-FAS-011-NAVY')?.stock,
  };
}

describe('stock counted once across a product and its variations', async () => {
  it('sells NW-FAS-011 (14 white and 7 navy, 21 pairs) 21 times, not 42', async () => {
    expect(await sneakers()).toEqual({ stock: 21, white: 14, navy: 7 });
    const bare = await order([{ sku: 'NW-FAS-011', quantity: 21 }]);
    expect(bare.ok).toBe(true);
    expect(await sneakers()).toEqual({ stock: 0, white: 0, navy: 0 });
    const white = await order([{ sku: 'NW-FAS-011-WHITE', quantity: 1 }]);
    expect(white).toMatchObject({ ok: false, status: 409, code: 'insufficient_stock', message: 'Only 0 left of NW-FAS-011-WHITE' });
    const byAttribute = await order([{ sku: 'NW-FAS-011', quantity: 1, attributes: { color: 'navy' } }]);
    expect(byAttribute).toMatchObject({ ok: false, code: 'insufficient_stock' });
    const sold = await data
      .selectFrom('order_items')
      .select('quantity')
      .where('tenant_id', '=', 'org_northwind')
      .where('sku', 'like', 'NW-FAS-011%')
      .execute();
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(21);
    if (bare.ok) await cancelUnpaidOrder(data, 'org_northwind', bare.order.id);
    expect(await sneakers()).toEqual({ stock: 21, white: 14, navy: 7 });
  });

  it('adds up lines of both colours and bare lines in one order before checking', async () => {
    const mixed = await order([
      { sku: 'NW-FAS-011-WHITE', quantity: 14 },
      { sku: 'NW-FAS-011-NAVY', quantity: 7 },
      { sku: 'NW-FAS-011', quantity: 1 },
    ]);
    expect(mixed).toMatchObject({ ok: false, code: 'insufficient_stock', field: 'items.2.quantity' });
    expect(await sneakers()).toEqual({ stock: 21, white: 14, navy: 7 });
    const colours = await order([
      { sku: 'NW-FAS-011-WHITE', quantity: 10 },
      { sku: 'NW-FAS-011-NAVY', quantity: 7 },
    ]);
    expect(colours.ok).toBe(true);
    expect(await sneakers()).toEqual({ stock: 4, white: 4, navy: 0 });
    expect(await order([{ sku: 'NW-FAS-011', quantity: 5 }])).toMatchObject({ ok: false, message: 'Only 4 left of NW-FAS-011' });
    if (colours.ok) await cancelUnpaidOrder(data, 'org_northwind', colours.order.id);
  });
});

describe('giving stock back', async () => {
  it('releases an order’s stock exactly once, whether cancelled, expired or asked twice', async () => {
    const before = await sneakers();
    const placed = await order([{ sku: 'NW-FAS-011-NAVY', quantity: 3 }]);
    if (!placed.ok) throw new Error(placed.message);
    expect(await sneakers()).toEqual({ stock: (before.stock ?? 0) - 3, white: before.white, navy: (before.navy ?? 0) - 3 });
    expect(await cancelUnpaidOrder(data, 'org_northwind', placed.order.id)).toBe(true);
    expect(await sneakers()).toEqual(before);
    expect(await cancelUnpaidOrder(data, 'org_northwind', placed.order.id)).toBe(false);
    expect(await releaseOrderStock(data, 'org_northwind', placed.order.id)).toBe(false);
    expect(await sneakers()).toEqual(before);
  });

  it('never cancels a paid order nor another tenant’s', async () => {
    const placed = await order([{ sku: 'NW-FAS-011-WHITE', quantity: 1 }]);
    if (!placed.ok) throw new Error(placed.message);
    expect(await cancelUnpaidOrder(data, 'org_harbor', placed.order.id)).toBe(false);
    await markOrderPayment(data, 'org_northwind', placed.order.id, {
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    });
    const after = await sneakers();
    expect(await cancelUnpaidOrder(data, 'org_northwind', placed.order.id)).toBe(false);
    expect(await sneakers()).toEqual(after);
  });
});
