// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const create = (body: Record<string, unknown>, key?: string) => app.post('/api/payments/wallet/orders', body, { key });
const approve = (id: string, simulate?: string) => app.post(`/sim/paypal/orders/${id}/approve`, simulate ? { simulate } : {});
const capture = (id: string, body: Record<string, unknown> = {}, key?: string) =>
  app.post(`/api/payments/wallet/orders/${id}/capture`, body, { key });

describe('wallet provider: create, approve, capture on the server', () => {
  it('creates the provider order with the server’s amount, captures it after approval and marks the order paid', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const created = await create({ orderId: order.id, amount: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^SIMPP/), status: 'CREATED' });
    expect((await app.payments(order.id))[0]).toMatchObject({
      provider: 'paypal',
      amount_cents: NW_ORDER_TOTAL,
      provider_ref: created.body.id,
    });
    expect((await approve(created.body.id)).body).toEqual({ id: created.body.id, status: 'APPROVED' });
    const captured = await capture(created.body.id, { orderId: order.id });
    expect(captured.body).toMatchObject({
      success: true,
      status: 'succeeded',
      payment_intent_id: created.body.id,
      transaction_id: expect.stringMatching(/^SIMCAP/),
      message: 'Payment completed successfully!',
    });
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: created.body.id });
    expect((await capture(created.body.id)).body.success).toBe(true); // repeat: still paid, nothing new
    expect(await app.payments(order.id)).toHaveLength(1);
    expect((await create({ orderId: order.id })).status).toBe(409);
  });

  it('does not capture an order the buyer has not approved', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const { id } = (await create({ orderId: order.id })).body;
    expect((await capture(id)).body).toMatchObject({
      success: false,
      status: 'not_approved',
      message: 'Payment was not successful, please try again',
    });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
  });

  it('reports a declined instrument and a cancel with the catalogue messages', async () => {
    app = paymentApp();
    const declinedOrder = await app.newOrder();
    const declined = (await create({ orderId: declinedOrder.id })).body.id;
    await approve(declined, 'decline');
    expect((await capture(declined)).body).toMatchObject({ success: false, status: 'failed', message: expect.stringMatching(/declined/) });
    const canceledOrder = await app.newOrder();
    const canceled = (await create({ orderId: canceledOrder.id })).body.id;
    await approve(canceled, 'cancel');
    expect((await capture(canceled)).body).toMatchObject({ success: false, status: 'canceled', message: 'Payment was canceled' });
    expect((await app.orderState(canceledOrder.id))?.paymentStatus).toBe('failed');
    expect((await approve(canceled)).status).toBe(404); // no longer open
  });

  it('a double submit with one Idempotency-Key creates one provider order', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const [a, b] = await Promise.all([create({ orderId: order.id }, 'wk-1'), create({ orderId: order.id }, 'wk-1')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    const again = await create({ orderId: order.id }, 'wk-1');
    expect(again.body.id).toBe(a.status === 201 ? a.body.id : b.body.id);
    expect(await app.payments(order.id)).toHaveLength(1);
  });

  it('pays a reservation and confirms it', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const { id } = (await create({ reservationId: reservation.id, manageToken: reservation.manageToken })).body;
    await approve(id);
    expect((await capture(id, { reservationId: reservation.id, manageToken: reservation.manageToken })).body).toMatchObject({
      success: true,
      metadata: { reservationId: reservation.id, amount: 5304 },
    });
    const stored = await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst();
    expect(stored?.status).toBe('confirmed');
  });

  it('validates input, keeps tenants apart and refuses a capture for another target', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    expect((await create({})).body.error).toMatchObject({ field: 'orderId' });
    const { id } = (await create({ orderId: order.id })).body;
    expect((await capture(id, { orderId: 'ord_other' })).body.error).toMatchObject({
      field: 'orderId',
      message: 'orderId: does not match this wallet order',
    });
    expect((await app.post(`/api/payments/wallet/orders/${id}/capture`, {}, { org: 'org_harbor' })).body.error.message).toBe(
      'Payment gateway "paypal" not available',
    );
    expect((await capture('SIMPPUNKNOWN')).status).toBe(404);
    expect((await app.post(`/api/payments/wallet/orders/${id}/capture`, '{oops')).status).toBe(400);
  });
});
