// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import type { Data } from '../database.ts';
import { evaluateCoupon } from './coupons.ts';
import { createOrder, type OrderInput, type OrderTenant } from './order-create.ts';
import { cancelUnpaidOrder, getOrder, listSessionOrders, markOrderPayment } from './orders.ts';
import { findProduct, listBrands, listProducts } from './products.ts';
import { storedBalance, takeStoredValue } from './stored-value.ts';

const { engines: ENGINES, postgres } = engineDatabases('orders-engines-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const TENANT: OrderTenant = { id: 'org_one', siteName: 'Northwind', currency: 'USD', locale: 'en-US' };
const OTHER: OrderTenant = { id: 'org_two', siteName: 'Other', currency: 'USD', locale: 'en-US' };

const layer = layersClosedAfterEach();

/** Two tenants, each selling a lamp (3 left) and socks in two colours (white 2, navy 1, 3 pairs in all), and a gift card of $50. */
async function seed(data: Data): Promise<Data> {
  for (const tenant of [TENANT, OTHER]) {
    await data
      .insertInto('tenants')
      .values({ id: tenant.id, site_name: tenant.siteName, host: `${tenant.id}.example`, name: tenant.siteName, time_zone: 'UTC' })
      .execute();
    const product = (id: string, sk: number, sku: string, extra: { stock: number; brand: string; variations?: string }) => ({
      tenant_id: tenant.id,
      id,
      sk,
      sku,
      slug: sku.toLowerCase(),
      name: `${tenant.siteName} ${sku}`,
      category: 'Home',
      price_cents: 2000,
      base_price_cents: null,
      material: null,
      created_at: NOW.toISOString(),
      ...extra,
    });
    await data
      .insertInto('products')
      .values([
        product('prd_lamp', 1, 'LAMP', { stock: 3, brand: 'beacon', variations: '[]' }),
        product('prd_socks', 2, 'SOCKS', {
          stock: 3,
          brand: 'Acme',
          variations: JSON.stringify([
            { sku: 'SOCKS-WHITE', price_cents: 900, stock: 2 },
            { sku: 'SOCKS-NAVY', price_cents: 1100, stock: 1 },
          ]),
        }),
      ])
      .execute();
    await data
      .insertInto('coupons')
      .values({ tenant_id: tenant.id, code: 'TENOFF', kind: 'fixed', amount: 1000, description: '$10 off' })
      .execute();
    await data.insertInto('gift_cards').values({ tenant_id: tenant.id, code: 'GIFT-1', balance_cents: 5000, currency: 'USD' }).execute();
  }
  return data;
}

const input = (items: OrderInput['items'], extra: Partial<OrderInput> = {}): OrderInput => ({
  customerInfo: { email: 'Ana@Example.com' },
  shippingAddress: {
    firstName: 'Ana',
    lastName: 'Lee',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  items,
  paymentMethod: 'card',
  paymentGateway: 'stripe',
  ...extra,
});

async function stockOf(data: Data, tenantId: string, productId: string) {
  const row = await data
    .selectFrom('products')
    .select(['stock', 'variations'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return { stock: row.stock, variations: (JSON.parse(row.variations) as { sku: string; stock: number }[]).map((v) => [v.sku, v.stock]) };
}

describe.each(ENGINES)('orders on %s', (_engine, where) => {
  it('places an order from server prices with a coupon, numbers it, takes its stock and reads it back only for its tenant', async () => {
    const data = await seed(await layer(await where()));
    const placed = await createOrder(
      data,
      TENANT,
      input(
        [
          { sku: 'LAMP', quantity: 2 },
          { sku: 'SOCKS-NAVY', quantity: 1 },
        ],
        { discountCode: ' tenoff ' },
      ),
      'session-a',
      NOW,
    );
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.order).toMatchObject({
      number: 'NO-100001',
      status: 'new',
      paymentStatus: 'unpaid',
      subtotal: 5100,
      discount: 1000,
      discountCode: 'TENOFF',
    });
    expect(placed.order.items.map((item) => [item.sku, item.quantity, item.price])).toEqual([
      ['LAMP', 2, 2000],
      ['SOCKS-NAVY', 1, 1100],
    ]);
    const second = await createOrder(data, TENANT, input([{ sku: 'LAMP', quantity: 1 }]), 'session-a', NOW);
    expect(second.ok && second.order.number).toBe('NO-100002');
    expect(await stockOf(data, 'org_one', 'prd_lamp')).toMatchObject({ stock: 0 });
    expect(await stockOf(data, 'org_one', 'prd_socks')).toEqual({
      stock: 2,
      variations: [
        ['SOCKS-WHITE', 2],
        ['SOCKS-NAVY', 0],
      ],
    });
    expect(await stockOf(data, 'org_two', 'prd_lamp')).toMatchObject({ stock: 3 });
    expect(await getOrder(data, 'org_two', placed.order.id)).toBeNull();
    expect((await listSessionOrders(data, 'org_one', 'session-a')).map((order) => order.number)).toEqual(['NO-100002', 'NO-100001']);
    expect(await listSessionOrders(data, 'org_two', 'session-a')).toEqual([]);
  });

  it('refuses an unknown sku and more than is left, counting every colour against its product', async () => {
    const data = await seed(await layer(await where()));
    expect(await createOrder(data, TENANT, input([{ sku: 'NOPE', quantity: 1 }]), null, NOW)).toMatchObject({
      ok: false,
      status: 404,
      field: 'items.0.sku',
    });
    expect(await createOrder(data, TENANT, input([{ sku: 'SOCKS-NAVY', quantity: 2 }]), null, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Only 1 left of SOCKS-NAVY',
    });
    expect(await stockOf(data, 'org_one', 'prd_socks')).toMatchObject({ stock: 3 });
    expect(await (await layer(await where())).selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('marks a payment forwards only and, cancelled unpaid, puts the stock back once', async () => {
    const data = await seed(await layer(await where()));
    const placed = await createOrder(data, TENANT, input([{ sku: 'SOCKS-WHITE', quantity: 2 }]), null, NOW);
    if (!placed.ok) throw new Error(placed.message);
    const update = { paymentMethod: 'card', paymentGateway: 'stripe', paymentIntentId: 'pi_1' };
    expect(await markOrderPayment(data, 'org_two', placed.order.id, { ...update, paymentStatus: 'paid' })).toBeNull();
    expect(await markOrderPayment(data, 'org_one', placed.order.id, { ...update, paymentStatus: 'processing' })).toMatchObject({
      status: 'processing',
      paymentIntentId: 'pi_1',
    });
    expect(await cancelUnpaidOrder(data, 'org_two', placed.order.id, NOW)).toBe(false);
    expect(await cancelUnpaidOrder(data, 'org_one', placed.order.id, NOW)).toBe(true);
    expect(await cancelUnpaidOrder(data, 'org_one', placed.order.id, NOW)).toBe(false);
    expect(await stockOf(data, 'org_one', 'prd_socks')).toEqual({
      stock: 3,
      variations: [
        ['SOCKS-WHITE', 2],
        ['SOCKS-NAVY', 1],
      ],
    });
    expect(await markOrderPayment(data, 'org_one', placed.order.id, { ...update, paymentStatus: 'paid' })).toBeNull();
  });

  it('reads the catalogue: a product by variation sku, brands without regard to case, in-stock filter and name search', async () => {
    const data = await seed(await layer(await where()));
    expect((await findProduct(data, 'org_one', 'SOCKS-NAVY'))?.id).toBe('prd_socks');
    expect(await findProduct(data, 'org_one', 'SOCKS-RED')).toBeUndefined();
    expect(await listBrands(data, 'org_one')).toEqual(['Acme', 'beacon']);
    const filter = { page: 1, limit: 10, sortBy: 'name' as const };
    expect((await listProducts(data, 'org_one', { ...filter, query: 'northwind sock' })).rows.map((row) => row.id)).toEqual(['prd_socks']);
    expect((await listProducts(data, 'org_one', { ...filter, query: 'sock%' })).total).toBe(0);
    await data
      .updateTable('products')
      .set({ variations: JSON.stringify([{ sku: 'SOCKS-WHITE', price_cents: 900, stock: 0 }]) })
      .where('id', '=', 'prd_socks')
      .execute();
    expect(await listProducts(data, 'org_one', { ...filter, inStock: true })).toMatchObject({ total: 1, rows: [{ id: 'prd_lamp' }] });
    expect(await evaluateCoupon(data, 'org_one', 'tenoff', 500, TENANT, NOW)).toMatchObject({ valid: true, discount: 500 });
    expect(await evaluateCoupon(data, 'org_one', 'other', 500, TENANT, NOW)).toMatchObject({ valid: false });
  });

  it('takes stored value only while the balance covers it, and never another tenant’s card', async () => {
    const data = await seed(await layer(await where()));
    const card = { table: 'gift_cards' as const, key: 'code' as const, value: 'GIFT-1' };
    expect(await takeStoredValue(data, 'org_one', card, 3000, NOW)).toBe(true);
    expect(await takeStoredValue(data, 'org_one', card, 3000, NOW)).toBe(false);
    expect(await storedBalance(data, 'org_one', card, NOW)).toEqual({ balance: 2000, currency: 'USD' });
    expect(await storedBalance(data, 'org_two', card, NOW)).toEqual({ balance: 5000, currency: 'USD' });
  });
});

describe('orders over two processes on one PostgreSQL', () => {
  it('sells the last 3 units to exactly 3 of 20 shoppers ordering at once, leaving stock at 0', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createOrder(i % 2 ? one : two, TENANT, input([{ sku: 'LAMP', quantity: 1 }]), null, NOW)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.code)).toEqual(Array(17).fill('insufficient_stock'));
    expect(await stockOf(one, 'org_one', 'prd_lamp')).toMatchObject({ stock: 0 });
    const numbers = results.flatMap((result) => (result.ok ? [result.order.number] : []));
    expect(new Set(numbers).size).toBe(3);
  });

  it('sells the last navy pair to one of 10 shoppers at once, its colour and product stock taken once', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createOrder(i % 2 ? one : two, TENANT, input([{ sku: 'SOCKS-NAVY', quantity: 1 }]), null, NOW)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await stockOf(one, 'org_one', 'prd_socks')).toEqual({
      stock: 2,
      variations: [
        ['SOCKS-WHITE', 2],
        ['SOCKS-NAVY', 0],
      ],
    });
  });

  it('lets one of many redemptions through two pools take a gift card’s balance, never below 0', async () => {
    const url = await postgres().freshDatabase();
    const one = await seed(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const card = { table: 'gift_cards' as const, key: 'code' as const, value: 'GIFT-1' };
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => takeStoredValue(i % 2 ? one : two, 'org_one', card, 4000, NOW)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await storedBalance(one, 'org_one', card, NOW)).toEqual({ balance: 1000, currency: 'USD' });
  });
});
