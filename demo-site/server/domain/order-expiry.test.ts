// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../lifecycle/events.ts';
import { applyOutcome } from '../payments/settle.ts';
import { insertPayment } from '../payments/records.ts';
import { makeTestApp, productStock } from '../../../test/helpers/server/test-app.ts';
import { createOrder } from './order-create.ts';
import { expireUnpaidOrders } from './order-expiry.ts';
import { getOrder, markOrderPayment } from './orders.ts';

const t = makeTestApp();
afterAll(() => t.close());
const { data } = t;
const northwind = { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' };
const address = { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'Austin', state: 'TX', zip: '73301', country: 'US' };
const start = new Date('2030-01-10T12:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const stockOf = (sku: string) => productStock(data, sku);
const setCardHold = (minutes: number) =>
  data.updateTable('commerce_settings').set({ card_hold_minutes: minutes }).where('tenant_id', '=', 'org_northwind').execute();

async function place(gateway = 'stripe', at = start) {
  const result = await createOrder(
    data,
    northwind,
    {
      customerInfo: { email: 'ada@example.com' },
      shippingAddress: address,
      items: [{ sku: 'NW-HOM-013', quantity: 2 }],
      paymentMethod: gateway === 'offline' ? 'bank_transfer' : 'card',
      paymentGateway: gateway,
      language: 'es-MX',
    },
    null,
    at,
  );
  if (!result.ok) throw new Error(result.message);
  return result.order;
}

describe('expireUnpaidOrders', async () => {
  it('cancels a card order unpaid after 30 minutes, puts its stock back, and records order.expired once', async () => {
    const before = await stockOf('NW-HOM-013');
    const order = await place();
    expect(await stockOf('NW-HOM-013')).toBe(before - 2);
    expect(await eventsOf(data, 'org_northwind', order.id)).toEqual([]);
    expect(await expireUnpaidOrders(data, later(29))).toBe(0);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('new');
    expect(await expireUnpaidOrders(data, later(31))).toBe(1);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('cancelled');
    expect(await stockOf('NW-HOM-013')).toBe(before);
    expect(await expireUnpaidOrders(data, later(90))).toBe(0);
    expect(await stockOf('NW-HOM-013')).toBe(before);
    const events = await eventsOf(data, 'org_northwind', order.id);
    expect(events.map((e) => e.type)).toEqual(['order.expired']);
    expect(events[0]).toMatchObject({ id: `order.expired:${order.id}`, data: { status: 'cancelled', number: order.number } });
    const deliveries = await data.selectFrom('deliveries').select('id').where('event_id', '=', `order.expired:${order.id}`).execute();
    expect(deliveries).toHaveLength(1);
  });

  it('holds an order awaiting a bank transfer for 3 days', async () => {
    const order = await place('offline', later(1000));
    await markOrderPayment(data, 'org_northwind', order.id, {
      paymentStatus: 'pending_payment',
      paymentMethod: 'bank_transfer',
      paymentGateway: 'offline',
      instructions: 'IBAN',
    });
    expect(await expireUnpaidOrders(data, later(1000 + 60))).toBe(0);
    expect(await expireUnpaidOrders(data, later(1000 + 3 * 24 * 60 - 1))).toBe(0);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('new');
    expect(await expireUnpaidOrders(data, later(1000 + 3 * 24 * 60 + 1))).toBe(1);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('cancelled');
  });

  it('follows the tenant’s own hold', async () => {
    await setCardHold(5);
    const order = await place('stripe', later(10_000));
    expect(await expireUnpaidOrders(data, later(10_006))).toBe(1);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('cancelled');
    await setCardHold(30);
  });

  it('never expires a paid order', async () => {
    const order = await place('stripe', later(20_000));
    await markOrderPayment(data, 'org_northwind', order.id, { paymentStatus: 'paid', paymentMethod: 'card', paymentGateway: 'stripe' });
    expect(await expireUnpaidOrders(data, later(30_000))).toBe(0);
    expect((await getOrder(data, 'org_northwind', order.id))?.status).toBe('paid');
  });

  it('keeps a payment that succeeds after expiry as one to refund: the order stays cancelled and unpaid', async () => {
    const order = await place('stripe', later(40_000));
    const payment = await insertPayment(data, {
      tenantId: 'org_northwind',
      target: { type: 'order', id: order.id },
      provider: 'stripe',
      method: 'card',
      amount: order.total,
      currency: 'USD',
      status: 'pending',
    });
    expect(await expireUnpaidOrders(data, later(40_031))).toBe(1);
    const settled = await applyOutcome(
      data,
      'org_northwind',
      payment.id,
      { status: 'succeeded', amount: order.total, currency: 'USD' },
      later(40_032),
    );
    expect(settled.status).toBe('needs_refund');
    expect(await getOrder(data, 'org_northwind', order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect((await eventsOf(data, 'org_northwind', order.id)).map((e) => e.type)).not.toContain('order.paid');
  });
});
