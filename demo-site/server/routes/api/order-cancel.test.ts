// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/api/schemas.ts';
import { manageTokenExpiry, signManageToken } from '../../auth/manage-tokens.ts';
import { serverSecret } from '../../domain/secrets.ts';
import { markOrderPayment } from '../../domain/orders.ts';
import { eventsOf } from '../../lifecycle/events.ts';
import { appAuthorization, makeTestApp, productStock, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, orderRequest, tokenFrom, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp({ RATE_LIMITS: 'off' });
afterAll(() => t.close());

type OrderAnswer = { data: Order };
const SKU = 'NW-BOO-017';
const stockOf = (sku: string) => productStock(t.data, sku);
const statusOf = async (id: string) =>
  (await t.data.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const cancel = (id: string, headers: Record<string, string> = {}, body: unknown = {}) =>
  call<OrderAnswer & ErrorBody>(t, `/api/storefront/order/${id}/cancel`, jsonPost(body, { origin: 'http://localhost', ...headers }));

/** Places an order of two books and answers it with the buyer's session header. */
async function place(overrides: Record<string, unknown> = {}) {
  const placed = await call<OrderAnswer>(
    t,
    '/api/storefront/order/create',
    jsonPost(orderRequest({ items: [{ sku: SKU, quantity: 2 }], ...overrides })),
  );
  expect(placed.status).toBe(201);
  return { order: placed.body.data, buyer: { authorization: `Bearer ${tokenFrom(placed.headers) ?? ''}` } };
}

describe('POST /api/storefront/order/{id}/cancel', () => {
  it('lets the shopper who placed an unpaid order cancel it: stock back once, order.cancelled recorded once with the shopper e-mailed', async () => {
    const before = await stockOf(SKU);
    const { order, buyer } = await place({ paymentMethod: 'offline', paymentGateway: 'offline' });
    expect(await stockOf(SKU)).toBe(before - 2);

    const done = await cancel(order.id, buyer);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await stockOf(SKU)).toBe(before);
    const events = (await eventsOf(t.data, 'org_northwind', order.id)).filter((event) => event.type === 'order.cancelled');
    expect(events).toHaveLength(1);
    const deliveries = await t.data
      .selectFrom('deliveries')
      .select('recipient')
      .where('event_id', '=', events[0]?.id ?? '')
      .where('channel', '=', 'email')
      .execute();
    expect(deliveries.map((delivery) => delivery.recipient)).toEqual(['ada@example.com']);

    const again = await cancel(order.id, buyer);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This order has already been cancelled.');
    expect(await stockOf(SKU)).toBe(before);
  });

  it('opens to the holder of the order e-mail link and to staff, and reads like a missing order to anyone else', async () => {
    const { order } = await place();
    const stranger = tokenFrom((await call(t, '/api/storefront/order/create', jsonPost(orderRequest()))).headers);
    const strangers: Record<string, string>[] = [{}, { authorization: `Bearer ${stranger ?? ''}` }, { orgid: 'org_harbor' }];
    for (const headers of strangers) {
      const refused = await cancel(order.id, headers);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('ada@example.com');
    }
    const forged = signManageToken(
      serverSecret(t.config),
      'org_northwind',
      'order',
      'ord_other',
      manageTokenExpiry('order', order.createdAt),
    );
    expect((await cancel(order.id, {}, { token: forged })).status).toBe(404);
    // The other tenant's staff are refused before the order is looked at.
    const harborStaff = await cancel(order.id, { cookie: await staffCookie(t.data, 'org_harbor'), orgid: 'org_harbor' });
    expect(harborStaff.status).toBe(404);
    expect([403, 404]).toContain((await cancel(order.id, { authorization: appAuthorization(t.config, 'org_harbor') })).status);
    expect(await statusOf(order.id)).toBe('new');

    const link = signManageToken(serverSecret(t.config), 'org_northwind', 'order', order.id, manageTokenExpiry('order', order.createdAt));
    expect((await cancel(order.id, {}, { token: link })).status).toBe(200);

    const second = await place();
    expect((await cancel(second.order.id, { cookie: await staffCookie(t.data, 'org_northwind') })).status).toBe(200);
    expect(await statusOf(second.order.id)).toBe('cancelled');
  });

  it('refuses a paid order with what to do instead, and keeps its stock taken', async () => {
    const { order, buyer } = await place();
    await markOrderPayment(t.data, 'org_northwind', order.id, { paymentStatus: 'paid', paymentMethod: 'card', paymentGateway: 'stripe' });
    const taken = await stockOf(SKU);
    const refused = await cancel(order.id, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'order_paid',
      message: 'This order has been paid, so it cannot be cancelled online. Please contact us and we will refund it.',
    });
    expect(await statusOf(order.id)).toBe('paid');
    expect(await stockOf(SKU)).toBe(taken);
  });

  it('answers a clear 400 for a body that is not JSON', async () => {
    const { order, buyer } = await place();
    const bad = await call<ErrorBody>(
      t,
      `/api/storefront/order/${order.id}/cancel`,
      jsonPost('{nope', { origin: 'http://localhost', ...buyer }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('body');
  });
});
