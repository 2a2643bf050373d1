// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { customerCookie } from '../../../test/helpers/server/test-app.ts';
import type { MultipaySimulator } from './multipay-sim.ts';
import { buildProviders, providersFor, replaceProviders } from './providers.ts';
import { insertPayment } from './records.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { reconcilePayments } from './reconcile.ts';
import { refundOrderPayment, refundReservationPayment, refundsOf, REFUND_RETRY_MESSAGE } from './refunds.ts';
import { refundTarget } from './staff-refunds.ts';
import { applyOutcome } from './settle.ts';
import { SimStore } from './sim-store.ts';
import { StripeLive } from './stripe-live.ts';
import { resolveDue } from './targets.ts';

let app: PaymentApp;
afterEach(() => app.close());

const ORG = 'org_northwind';
const NOW = new Date('2026-03-03T10:00:00Z');

/** A reservation paid by card: through the card simulator, or recorded as a live Stripe intent `pi_live_1`. */
async function paidReservation(live = false) {
  const reservation = await app.newReservation();
  if (live) {
    const due = await resolveDue(app.data, ORG, { type: 'reservation', id: reservation.id });
    if (!due.ok) throw new Error(due.message);
    const payment = await insertPayment(app.data, {
      tenantId: ORG,
      target: due.target,
      provider: 'stripe',
      method: 'card',
      amount: due.target.amount,
      currency: due.target.currency,
      status: 'processing',
      providerRef: 'pi_live_1',
    });
    expect((await applyOutcome(app.data, ORG, payment.id, { status: 'succeeded', transactionId: 'ch_1' })).status).toBe('succeeded');
    return { reservation, amount: due.target.amount };
  }
  const { amount, intentId } = await app.payReservationByCard(reservation);
  expect((await app.data.selectFrom('reservations').select('status').where('id', '=', reservation.id).executeTakeFirst())?.status).toBe(
    'confirmed',
  );
  return { reservation, amount, intentId };
}

/** A fake fetch for Stripe's refunds endpoint: answers in turn from `answers`, records each request. */
function stripeRefunds(answers: (() => Response)[]) {
  const seen: { url: string; headers: Headers; body: URLSearchParams }[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), body: new URLSearchParams(String(init?.body ?? '')) });
    const next = answers.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  }) as typeof fetch;
  return { fn, seen };
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Puts a live Stripe adapter over `fetchFn` in place of the card simulator. */
function useLiveStripe(fetchFn: typeof fetch) {
  const providers = buildProviders(app.config, app.data);
  providers.stripe = new StripeLive({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' }, fetchFn);
  replaceProviders(app.config, app.data, providers);
}

describe('refunds', () => {
  it('refunds a live Stripe booking payment with POST /v1/refunds once, however often it is asked', async () => {
    app = paymentApp();
    const { fn, seen } = stripeRefunds([json(200, { id: 're_1', object: 'refund', status: 'succeeded', amount: 5304 })]);
    useLiveStripe(fn);
    const { reservation, amount } = await paidReservation(true);
    const first = await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW);
    expect(first).toMatchObject({ outcome: 'succeeded', repeated: false, refund: { provider: 'stripe', amount, providerRef: 're_1' } });
    const request = seen[0];
    expect(request?.url).toBe('https://api.stripe.com/v1/refunds');
    expect(request?.headers.get('authorization')).toBe('Bearer sk_test_x');
    expect(request?.body.get('payment_intent')).toBe('pi_live_1');
    expect(request?.body.get('amount')).toBe(String(amount));
    expect(first.outcome !== 'none' && request?.headers.get('idempotency-key')).toBe(first.outcome !== 'none' && first.refund.id);

    const again = await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW);
    expect(again).toMatchObject({ outcome: 'succeeded', repeated: true });
    expect(seen).toHaveLength(1);
    expect(await refundsOf(app.data, ORG, { type: 'reservation', id: reservation.id })).toHaveLength(1);
  });

  it('records Stripe’s refusal as failed with its reason; a later call may try again', async () => {
    app = paymentApp();
    const { fn, seen } = stripeRefunds([
      json(400, { error: { code: 'charge_disputed', message: 'This charge has been disputed.' } }),
      json(200, { id: 're_2', status: 'pending' }),
    ]);
    useLiveStripe(fn);
    const { reservation } = await paidReservation(true);
    const refused = await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW);
    expect(refused).toMatchObject({ outcome: 'failed', refund: { status: 'failed', message: 'Stripe: This charge has been disputed.' } });
    expect(await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW)).toMatchObject({
      outcome: 'pending',
    });
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual([expect.stringMatching(/^rf_/), expect.stringMatching(/^rf_/)]);
    expect((await refundsOf(app.data, ORG, { type: 'reservation', id: reservation.id })).map((r) => r.status)).toEqual([
      'failed',
      'pending',
    ]);
  });

  it('when Stripe cannot be reached the refund stays pending and is sent again under the same key', async () => {
    app = paymentApp();
    const { fn, seen } = stripeRefunds([
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, { id: 're_3', status: 'succeeded' }),
    ]);
    useLiveStripe(fn);
    const { reservation } = await paidReservation(true);
    const first = await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW);
    expect(first).toMatchObject({ outcome: 'pending', refund: { message: REFUND_RETRY_MESSAGE } });
    expect(await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW)).toMatchObject({
      outcome: 'succeeded',
      repeated: true,
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers.get('idempotency-key')).toBe(seen[1]?.headers.get('idempotency-key'));
  });

  it('refunds part of a live Stripe payment with that amount; one Stripe could not take is sent again by reconciliation, and only then is the customer told', async () => {
    app = paymentApp();
    const { fn, seen } = stripeRefunds([
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, { id: 're_4', status: 'succeeded' }),
    ]);
    useLiveStripe(fn);
    const { reservation, amount } = await paidReservation(true);
    const target = { type: 'reservation', id: reservation.id } as const;
    const first = await refundTarget(
      app.data,
      providersFor(app.config, app.data),
      ORG,
      target,
      { amount: 1500, requestedBy: 'staff:s1' },
      NOW,
    );
    expect(first).toMatchObject({ ok: true, outcome: 'pending', refund: { amount: 1500, message: REFUND_RETRY_MESSAGE } });
    expect(seen[0]?.body.get('amount')).toBe('1500');
    const told = async () => (await eventsOf(app.data, ORG, reservation.id)).filter((e) => e.type === 'booking.refunded');
    expect(await told()).toEqual([]);
    // Held for the refund on its way: only the rest can be asked for meanwhile.
    expect(await refundTarget(app.data, providersFor(app.config, app.data), ORG, target, { amount: amount - 1000 }, NOW)).toMatchObject({
      ok: false,
      code: 'refund_too_large',
    });

    await reconcilePayments(app.data, app.config, new Date(NOW.getTime() + 2 * 60_000));
    expect(seen.map((r) => [r.body.get('amount'), r.headers.get('idempotency-key')])).toEqual([
      ['1500', first.ok && first.refund.id],
      ['1500', first.ok && first.refund.id],
    ]);
    expect((await refundsOf(app.data, ORG, target)).map((r) => [r.amount, r.status])).toEqual([[1500, 'succeeded']]);
    expect((await told()).map((e) => e.data.refund)).toEqual([
      { amountCents: 1500, currency: 'USD', to: 'original', refundedCents: 1500, paidCents: amount },
    ]);
  });

  it('refunds through the card simulator in demo mode, once', async () => {
    app = paymentApp();
    const { reservation, amount, intentId } = await paidReservation();
    const [first, second] = await Promise.all([
      await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW),
      await refundReservationPayment(app.data, app.config, ORG, reservation.id, NOW),
    ]);
    expect([first?.outcome, second?.outcome]).toEqual(['succeeded', 'succeeded']);
    expect(first.outcome !== 'none' && first.refund.providerRef).toMatch(/^re_sim_/);
    const intent = await new SimStore<{ refundedCents?: number }>(app.data, 'stripe').get(intentId ?? '');
    expect(intent?.data.refundedCents).toBe(amount);
    expect(await refundsOf(app.data, ORG, { type: 'reservation', id: reservation.id })).toHaveLength(1);
  });

  it('refunds a multi-method order through its simulator', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    const created = await app.post('/api/payments/multi/sessions', { orderId: order.id, method: 'bank_account' });
    const sim = providersFor(app.config, app.data).sim.multipay as MultipaySimulator;
    await sim.act(created.body.id, (await sim.view(created.body.id))?.token ?? '', 'complete');
    expect((await app.get(`/api/payments/multi/sessions/${created.body.id}`)).body.success).toBe(true);
    expect(await refundOrderPayment(app.data, app.config, ORG, order.id, NOW)).toMatchObject({
      outcome: 'succeeded',
      refund: { provider: 'multipay', providerRef: expect.stringMatching(/^mpr_/) },
    });
  });

  it('credits a gift card and an account balance back, once', async () => {
    app = paymentApp();
    const giftBalance = async () =>
      (await app.data.selectFrom('gift_cards').select('balance_cents').where('code', '=', 'GIFT100').executeTakeFirst())?.balance_cents;
    const order = await app.newOrder();
    expect((await app.post('/api/payments/gift-card', { giftCardCode: 'gift100', orderId: order.id })).body.success).toBe(true);
    expect(await giftBalance()).toBeLessThan(10000);
    expect(await refundOrderPayment(app.data, app.config, ORG, order.id, NOW)).toMatchObject({
      outcome: 'succeeded',
      refund: { provider: 'gift_card' },
    });
    expect(await refundOrderPayment(app.data, app.config, ORG, order.id, NOW)).toMatchObject({
      outcome: 'succeeded',
      repeated: true,
    });
    expect(await giftBalance()).toBe(10000);

    const shopper = 'shopper@northwind.example';
    const balance = async () =>
      (await app.data.selectFrom('account_balances').select('balance_cents').where('user_id', '=', shopper).executeTakeFirst())
        ?.balance_cents;
    const second = await app.newOrder();
    const paid = await app.post(
      '/api/payments/account-balance',
      { orderId: second.id },
      { headers: { cookie: await customerCookie(app.data, shopper), origin: 'http://localhost' } },
    );
    expect(paid.body.success).toBe(true);
    await refundOrderPayment(app.data, app.config, ORG, second.id, NOW);
    await refundOrderPayment(app.data, app.config, ORG, second.id, NOW);
    expect(await balance()).toBe(25000);
  });

  it('an unpaid target or another tenant’s id refunds nothing', async () => {
    app = paymentApp();
    const order = await app.newOrder();
    expect(await refundOrderPayment(app.data, app.config, ORG, order.id, NOW)).toEqual({ outcome: 'none' });
    await app.post('/api/payments/gift-card', { giftCardCode: 'gift100', orderId: order.id });
    expect(await refundOrderPayment(app.data, app.config, 'org_harbor', order.id, NOW)).toEqual({ outcome: 'none' });
    expect(await refundsOf(app.data, ORG, { type: 'order', id: order.id })).toHaveLength(0);
  });
});
