// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import type { Data } from '../database.ts';
import { createOrder, type OrderTenant } from '../domain/order-create.ts';
import { getOrder } from '../domain/orders.ts';
import { insertPayment } from './records.ts';
import { applyOutcome } from './settle.ts';

const { engines: ENGINES, postgres } = engineDatabases('settle-engines-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const TENANT: OrderTenant = { id: 'org_one', siteName: 'Northwind', currency: 'USD', locale: 'en-US' };

const layer = layersClosedAfterEach();

/** Two tenants and one order of the first for a $20 lamp ($31.60 with tax and shipping); answers the order's id. */
async function seedOrder(data: Data): Promise<string> {
  await twoTenants(data);
  await data
    .insertInto('products')
    .values({
      tenant_id: 'org_one',
      id: 'prd_lamp',
      sk: 1,
      sku: 'LAMP',
      slug: 'lamp',
      name: 'Lamp',
      category: 'Home',
      price_cents: 2000,
      base_price_cents: null,
      material: null,
      created_at: NOW.toISOString(),
      stock: 5,
    })
    .execute();
  const placed = await createOrder(
    data,
    TENANT,
    {
      customerInfo: { email: 'ana@example.com' },
      shippingAddress: {
        firstName: 'Ana',
        lastName: 'Lee',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
      items: [{ sku: 'LAMP', quantity: 1 }],
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    },
    null,
    NOW,
  );
  if (!placed.ok) throw new Error(placed.message);
  return placed.order.id;
}

async function cardPayment(data: Data, orderId: string, providerRef: string) {
  const order = await getOrder(data, 'org_one', orderId);
  return insertPayment(data, {
    tenantId: 'org_one',
    target: { type: 'order', id: orderId },
    provider: 'stripe',
    method: 'card',
    amount: order?.total ?? 0,
    currency: 'USD',
    status: 'created',
    providerRef,
  });
}

const paidEvents = (data: Data) => data.selectFrom('events').select('id').where('type', '=', 'order.paid').execute();

describe.each(ENGINES)('settling payments on %s', (_engine, where) => {
  it('marks the order paid once, refunds a wrong amount and a second payment, and never finds another tenant’s payment', async () => {
    const data = await layer(await where());
    const orderId = await seedOrder(data);
    const first = await cardPayment(data, orderId, 'pi_1');
    await expect(applyOutcome(data, 'org_two', first.id, { status: 'succeeded' }, NOW)).rejects.toThrow(/No payment/);
    expect(await applyOutcome(data, 'org_one', first.id, { status: 'succeeded', amount: first.amount + 1 }, NOW)).toMatchObject({
      status: 'needs_refund',
    });
    expect((await getOrder(data, 'org_one', orderId))?.paymentStatus).toBe('unpaid');
    const second = await cardPayment(data, orderId, 'pi_2');
    expect(
      await applyOutcome(data, 'org_one', second.id, { status: 'succeeded', amount: second.amount, last4: '4242' }, NOW),
    ).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(await applyOutcome(data, 'org_one', second.id, { status: 'failed' }, NOW)).toMatchObject({ status: 'succeeded' });
    expect(await getOrder(data, 'org_one', orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentIntentId: 'pi_2' });
    const third = await cardPayment(data, orderId, 'pi_3');
    expect(await applyOutcome(data, 'org_one', third.id, { status: 'succeeded' }, NOW)).toMatchObject({
      status: 'needs_refund',
      message: 'Already paid by another payment.',
    });
    expect(await paidEvents(data)).toEqual([{ id: `order.paid:${orderId}` }]);
  });
});

describe('settling payments over two processes on one PostgreSQL', () => {
  it('settles one payment reported 10 times at once once: one order.paid, the order paid', async () => {
    const url = await postgres().freshDatabase();
    const one = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const orderId = await seedOrder(one);
    const payment = await cardPayment(one, orderId, 'pi_race');
    const settled = await Promise.all(
      Array.from({ length: 10 }, (_, i) => applyOutcome(i % 2 ? one : two, 'org_one', payment.id, { status: 'succeeded' }, NOW)),
    );
    expect(settled.map((row) => row.status)).toEqual(Array(10).fill('succeeded'));
    expect(await paidEvents(one)).toHaveLength(1);
    expect((await getOrder(one, 'org_one', orderId))?.paymentStatus).toBe('paid');
  });

  it('keeps one of two payments of one order succeeding at once and marks the other for a refund', async () => {
    const url = await postgres().freshDatabase();
    const one = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const orderId = await seedOrder(one);
    const payments = [await cardPayment(one, orderId, 'pi_a'), await cardPayment(one, orderId, 'pi_b')];
    const settled = await Promise.all(
      payments.map((payment, i) => applyOutcome(i ? one : two, 'org_one', payment.id, { status: 'succeeded' }, NOW)),
    );
    expect(settled.map((row) => row.status).sort()).toEqual(['needs_refund', 'succeeded']);
    expect(await paidEvents(one)).toHaveLength(1);
  });
});
