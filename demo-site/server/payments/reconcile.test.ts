// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from '../lifecycle/events.ts';
import type { CardbankSimulator } from './cardbank-sim.ts';
import type { MultipaySimulator } from './multipay-sim.ts';
import type { PaypalSimulator } from './paypal-sim.ts';
import { buildProviders, replaceProviders, type PaymentProviders } from './providers.ts';
import { RECONCILE_GAVE_UP_MESSAGE, reconcilePayments } from './reconcile.ts';
import { refundsOf } from './refunds.ts';
import { LATE_PAYMENT_MESSAGES } from './settle.ts';
import { resolveDue } from './targets.ts';

let app: PaymentApp;
afterEach(() => app.close());

const START = Date.parse('2026-03-02T14:00:00Z');
const at = (minutes: number) => new Date(START + minutes * 60_000);
let now = at(0);

/** An app whose simulators and payment rows run on the test's clock. */
function setup(): PaymentProviders {
  app = paymentApp({ PAYMENT_SIM_SESSION_TTL_SECONDS: '86400' });
  now = at(0);
  const providers = buildProviders(app.config, app.data, { now: () => now });
  replaceProviders(app.config, app.data, providers);
  return providers;
}
/** Dates the target's payment rows at the test clock's start (rows are stamped with the real time). */
const backdate = (targetId: string) =>
  app.data
    .updateTable('payments')
    .set({ created_at: at(0).toISOString() })
    .where('target_id', '=', targetId)
    .execute();
const paidEvents = async (orderId: string) => (await eventsOf(app.data, 'org_northwind', orderId)).filter((e) => e.type === 'order.paid');
/** The amount the server charges for an order now. */
async function amountDue(orderId: string): Promise<number> {
  const due = await resolveDue(app.data, 'org_northwind', { type: 'order', id: orderId });
  if (!due.ok) throw new Error(due.message);
  return due.target.amount;
}
const run = (minutes: number) => {
  now = at(minutes);
  return reconcilePayments(app.data, app.config, now);
};

/** A multi-method session opened from the checkout, then completed on the provider's page after the tab closed. */
async function completedMultipay(providers: PaymentProviders) {
  const order = await app.newOrder();
  const created = await app.post('/api/payments/multi/sessions', { orderId: order.id, method: 'bank_account' });
  await backdate(order.id);
  const sim = providers.sim.multipay as MultipaySimulator;
  expect(await sim.act(created.body.id, (await sim.view(created.body.id))?.token ?? '', 'complete')).toBe('ok');
  return { order, sessionId: created.body.id as string };
}

describe('reconciliation of payments without a webhook', () => {
  it('a multi-method payment completed after the tab closed makes the order paid at the first query, one minute in', async () => {
    const providers = setup();
    const { order, sessionId } = await completedMultipay(providers);
    expect(await run(0.5)).toBe(0);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    expect(await run(1)).toBe(1);
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: sessionId });
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect((await paidEvents(order.id))[0]?.data).toMatchObject({
      orderId: order.id,
      paymentStatus: 'paid',
      totalCents: (await app.payments(order.id))[0].amount_cents,
    });
    expect(await run(60)).toBe(0); // final: never asked again
  });

  it('a card-and-bank payment approved on the action page after the tab closed makes the order paid', async () => {
    const providers = setup();
    const order = await app.newOrder();
    const processed = await app.post(
      '/sim/cardbank/payments/process',
      {
        amount: await amountDue(order.id),
        currency: 'USD',
        payment_method: 'bank_transfer',
        payment_details: { bank_code: 'CHASE' },
        metadata: { orderId: order.id },
      },
      { headers: { authorization: 'Bearer pk_sim_cardbank_demo' } },
    );
    expect(processed.body.status).toBe('requires_action');
    const returned = await app.get(`/api/payments/transfer/${processed.body.payment_id}`);
    expect(returned.body.status).toBe('requires_action');
    await backdate(order.id);
    const sim = providers.sim.cardbank as CardbankSimulator;
    expect(await run(1)).toBe(1);
    expect((await app.orderState(order.id))?.paymentStatus).not.toBe('paid');
    expect(await sim.decide(processed.body.payment_id, (await sim.view(processed.body.payment_id))?.token ?? '', 'approve')).toBe('ok');
    expect(await run(2)).toBe(0); // the next query is 2 minutes after the first
    expect(await run(3)).toBe(1);
    expect(await app.orderState(order.id)).toMatchObject({ paymentStatus: 'paid', paymentIntentId: processed.body.payment_id });
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('a PayPal order approved in PayPal’s window but never captured by the closed tab is captured and paid', async () => {
    const providers = setup();
    const order = await app.newOrder();
    const created = await app.post('/api/payments/wallet/orders', { orderId: order.id });
    expect(created.status).toBe(201);
    await backdate(order.id);
    expect(await run(1)).toBe(1); // not approved yet: nothing taken, asked again later
    expect((await app.orderState(order.id))?.paymentStatus).not.toBe('paid');
    expect(await (providers.sim.paypal as PaypalSimulator).decide(created.body.id, 'approve')).not.toBeNull();
    expect(await run(3)).toBe(1);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'succeeded', transaction_id: expect.stringMatching(/^SIMCAP/) });
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('a payment completed after its order expired is not taken as payment: it is refunded, and the order stays cancelled', async () => {
    const providers = setup();
    const { order } = await completedMultipay(providers);
    await app.data.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
    expect(await run(1)).toBe(1);
    expect(await app.orderState(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await app.orderState(order.id))?.paymentStatus).not.toBe('paid');
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'needs_refund', message: LATE_PAYMENT_MESSAGES.order });
    expect(await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id })).toMatchObject([
      { status: 'succeeded', provider: 'multipay' },
    ]);
    expect(await paidEvents(order.id)).toHaveLength(0);
    await run(60);
    expect(await refundsOf(app.data, 'org_northwind', { type: 'order', id: order.id })).toHaveLength(1);
  });

  it('the browser return, the query and a repeat racing record order.paid once', async () => {
    const providers = setup();
    const { order, sessionId } = await completedMultipay(providers);
    now = at(1);
    const [polled] = await Promise.all([
      app.get(`/api/payments/multi/sessions/${sessionId}`),
      reconcilePayments(app.data, app.config, now),
      reconcilePayments(app.data, app.config, now),
    ]);
    expect(polled.body).toMatchObject({ status: 'completed', success: true });
    expect((await app.get(`/api/payments/multi/sessions/${sessionId}`)).body.success).toBe(true);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect(
      (
        await app.data
          .selectFrom('deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('channel', '=', 'email')
          .where('event_id', '=', `order.paid:${order.id}`)
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(1);
  });

  it('queries on the schedule 1, 3, 8, 18, 48 minutes, then hourly, and gives up after 24 hours', async () => {
    const providers = setup();
    const order = await app.newOrder();
    const created = await app.post('/api/payments/multi/sessions', { orderId: order.id, method: 'card' });
    expect(created.status).toBe(201);
    await backdate(order.id);
    // A provider that keeps answering "pending" (the simulator would expire the session itself).
    const sim = providers.multipay as MultipaySimulator;
    providers.multipay = {
      mode: 'live',
      createSession: sim.createSession,
      refund: sim.refund,
      getSession: async (id) => ({ ...(await sim.getSession(id))!, status: 'pending' }),
    };
    const queriedAt: number[] = [];
    for (let minute = 0; minute <= 26 * 60; minute++) if ((await run(minute)) > 0) queriedAt.push(minute);
    expect(queriedAt.slice(0, 7)).toEqual([1, 3, 8, 18, 48, 108, 168]);
    expect(queriedAt.at(-1)).toBe(48 + 24 * 60); // the first query past 24 hours gives up; none after
    expect((await app.payments(order.id))[0]).toMatchObject({ status: 'expired', message: RECONCILE_GAVE_UP_MESSAGE });
    expect((await app.orderState(order.id))?.paymentStatus).toBe('failed');
    expect(await paidEvents(order.id)).toHaveLength(0);
  });

  it('a provider that cannot be reached is asked again later, and nothing changes meanwhile', async () => {
    const providers = setup();
    const { order } = await completedMultipay(providers);
    const real = providers.multipay;
    providers.multipay = {
      mode: 'live',
      createSession: () => Promise.reject(new Error('unused')),
      getSession: async () => {
        const { ProviderError } = await import('./types.ts');
        throw new ProviderError('The multi-method provider could not be reached');
      },
      refund: () => Promise.reject(new Error('unused')),
    };
    expect(await run(1)).toBe(1);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('unpaid');
    providers.multipay = real;
    expect(await run(3)).toBe(1);
    expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  });
});
