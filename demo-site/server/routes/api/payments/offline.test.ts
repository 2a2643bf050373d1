// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../lifecycle/events.ts';
import { appAuthorization } from '../../../../../test/helpers/server/test-app.ts';
import { NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const offline = (body: Record<string, unknown>, key?: string) => app.post('/api/payments/offline', body, { key });

describe('POST /api/payments/offline', () => {
  it('answers pending_payment with instructions for each method, and the order shows them', async () => {
    app = paymentApp();
    for (const method of ['bank_transfer', 'cash', 'check', 'wire_transfer']) {
      const order = await app.newOrder();
      const res = await offline({ method, orderId: order.id, reference: 'my ref', amount: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        status: 'pending_payment',
        metadata: { method, reference: order.number, amount: NW_ORDER_TOTAL },
      });
      expect(res.body.message).toContain('$29.76');
      expect(res.body.message).toContain(order.number);
      expect(res.body.metadata.instructions).toBe(res.body.message);
      const read = await app.get(`/api/storefront/order/${order.id}`, { headers: { authorization: appAuthorization(app.config) } });
      expect(read.body.data).toMatchObject({
        paymentStatus: 'pending_payment',
        status: 'new',
        paymentGateway: 'offline',
        paymentMethod: method,
        paymentInstructions: res.body.message,
        paymentIntentId: res.body.payment_intent_id,
      });
    }
  });

  it('e-mails the shopper once that the order is received, with how to pay', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    expect((await offline({ method: 'check', orderId: order.id }, 'first')).status).toBe(200);
    expect((await offline({ method: 'check', orderId: order.id }, 'second')).status).toBe(200);
    const events = await eventsOf(app.data, 'org_northwind', order.id);
    expect(events.map((e) => e.type)).toEqual(['order.received']);
    expect(events[0]?.data).toMatchObject({ paymentStatus: 'pending_payment', paymentInstructions: expect.stringContaining('$29.76') });
    const recipients = await app.data
      .selectFrom('deliveries')
      .select('recipient')
      .where('channel', '=', 'email')
      .where('event_id', '=', String(events[0]?.id))
      .execute();
    expect(recipients).toHaveLength(1);
  });

  it('uses the tenant’s currency and locale in the instructions', async () => {
    app = paymentApp();
    const order = await app.newOrder('org_harbor');
    const res = await app.post('/api/payments/offline', { method: 'bank_transfer', orderId: order.id }, { org: 'org_harbor' });
    expect(res.body.message).toContain('£28.95');
    expect(res.body.message).toContain('Harbor');
  });

  it('validates the method, naming the field; a paid order is refused; one key makes one request', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const bad = await offline({ method: 'barter', orderId: order.id });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('method');
    expect((await offline({ method: 'cash' })).body.error.field).toBe('orderId');
    const first = await offline({ method: 'cash', orderId: order.id }, 'off-1');
    const again = await offline({ method: 'cash', orderId: order.id }, 'off-1');
    expect(again.body).toEqual(first.body);
    expect(await app.payments(order.id)).toHaveLength(1);
    // Still unpaid: the shopper may pay by another method later, and then it is paid.
    expect((await app.post('/api/payments/gift-card', { giftCardCode: 'GIFT100', orderId: order.id })).body.success).toBe(true);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect((await offline({ method: 'cash', orderId: order.id })).status).toBe(409);
  });

  it('records a reservation request and leaves the reservation pending', async () => {
    app = paymentApp();
    const reservation = await app.newReservation();
    const res = await offline({ method: 'cash', reservationId: reservation.id, manageToken: reservation.manageToken });
    expect(res.body).toMatchObject({ status: 'pending_payment', metadata: { reservationId: reservation.id, amount: 5304 } });
    const stored = await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst();
    expect(stored?.status).toBe('pending');
    const staff = { authorization: appAuthorization(app.config) };
    expect(
      (await app.post('/api/payments/offline', { method: 'cash', reservationId: 'res_nope' }, { key: 'off-nope', headers: staff })).body
        .error,
    ).toMatchObject({
      code: 'not_found',
      field: 'reservationId',
    });
  });

  it("takes a reservation only with its manage token from a visitor: none is 401, another booking's is 403", async () => {
    app = paymentApp();
    const mine = await app.newReservation();
    const theirs = await app.newReservation('14:00');
    const none = await offline({ method: 'cash', reservationId: theirs.id });
    expect(none.status).toBe(401);
    expect(JSON.stringify(none.body)).not.toMatch(/reference|CONF/);
    expect((await offline({ method: 'cash', reservationId: theirs.id, manageToken: mine.manageToken })).status).toBe(403);
    expect(await app.payments(theirs.id)).toEqual([]);
  });
});
