import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationPaymentApi, TransferAnswer } from '../payment-remote.ts';
import { englishNotice } from '../mode-notices.ts';
import { createReservationPayment } from './payment.ts';
import { fakeBookingApi, flush, reservation, testWidget, TOKEN_RES_1 } from '../../../test/helpers/booking-widget.ts';

afterEach(() => vi.useRealTimers());

const gateway = { endpoint: 'http://localhost/sim/cardbank', publicKey: 'pk', allowedActionHosts: ['localhost'] };

function paymentApi(answers: { process?: TransferAnswer; verify?: TransferAnswer; gateway?: typeof gateway | null } = {}) {
  const bodies: unknown[] = [];
  const api: ReservationPaymentApi = {
    transferGateway: async () => (answers.gateway === undefined ? gateway : answers.gateway),
    process: async (_g, body) => (bodies.push(body), answers.process ?? { status: 'succeeded', payment_id: 'cbp_1' }),
    verify: async () => answers.verify ?? { status: 'succeeded', success: true, payment_id: 'cbp_1' },
  };
  return { api, bodies };
}

const customer = { name: 'Ada', email: 'ada@example.com' };
const pending = reservation({ status: 'pending', price: 5500 });

async function ready(
  api: ReservationPaymentApi,
  booking = fakeBookingApi({
    lookup: async () => ({ reservation: reservation({ status: 'confirmed', price: 5500 }), manageToken: TOKEN_RES_1 }),
  }),
) {
  const w = testWidget('salon', { api: booking });
  const payment = createReservationPayment(w.context, api);
  payment.load();
  await flush();
  return { w, payment };
}

const fillCard = (payment: ReturnType<typeof createReservationPayment>, number = '4242424242424242') => {
  payment.setField('number', number);
  payment.setField('expiry', '1230');
  payment.setField('cvv', '123');
  payment.setField('name', 'Ada Lovelace');
};

describe('reservation payment (sections 2.9, 4.8)', () => {
  it('validates the card with the specified texts and sends nothing', async () => {
    const { api, bodies } = paymentApi();
    const { payment } = await ready(api);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(Object.values(payment.$state.get().errors).map(englishNotice)).toEqual([
      'Please enter a valid card number',
      'Please enter a valid expiry date',
      'Please enter a valid CVV',
      'Please enter the name on card',
    ]);
    expect(bodies).toHaveLength(0);
  });

  it('formats as typed: groups of four, MM/YY, digits only', async () => {
    const { payment } = await ready(paymentApi().api);
    fillCard(payment, '4242-4242 4242 42424');
    expect(payment.$state.get().card).toMatchObject({ number: '4242 4242 4242 4242 4', expiry: '12/30', cvv: '123' });
  });

  it('posts price plus 8.25% tax to the provider, forgets the card, and confirms only on the server’s word', async () => {
    const { api, bodies } = paymentApi();
    const { w, payment } = await ready(api);
    fillCard(payment);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(bodies[0]).toMatchObject({ amount: 5954, currency: 'USD', payment_method: 'card', metadata: { reservationId: 'res_1' } });
    expect(payment.$state.get()).toMatchObject({ stage: 'success', card: { number: '', cvv: '' } });
    expect(payment.$state.get().paid?.status).toBe('confirmed');
    expect(w.events.map((e) => e.name)).toEqual(['booking-payment-completed']);
  });

  it("posts the booking's deposit instead of the full price when the server set one (the salon's 10)", async () => {
    const { api, bodies } = paymentApi();
    const { payment } = await ready(api);
    fillCard(payment);
    await payment.pay({ ...pending, depositCents: 1000 }, customer, TOKEN_RES_1);
    expect(bodies[0]).toMatchObject({ amount: 1000, currency: 'USD' });
  });

  it('posts the price itself where the server says the tenant’s prices include VAT (Harbor), never 8.25 % more', async () => {
    const { api, bodies } = paymentApi();
    const { payment } = await ready(api);
    fillCard(payment);
    await payment.pay({ ...pending, taxIncluded: true, taxBasisPoints: 2000 }, customer, TOKEN_RES_1);
    expect(bodies[0]).toMatchObject({ amount: 5500 });
  });

  it('reads the confirmed reservation back with the manage token, and without one shows it confirmed as it is', async () => {
    const seen: unknown[] = [];
    const booking = fakeBookingApi({
      lookup: async (proof) => (
        seen.push(proof),
        { reservation: reservation({ status: 'confirmed', updatedAt: 'after payment' }), manageToken: TOKEN_RES_1 }
      ),
    });
    const { payment } = await ready(paymentApi().api, booking);
    fillCard(payment);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(seen).toEqual([{ manageToken: TOKEN_RES_1 }]);
    expect(payment.$state.get().paid?.updatedAt).toBe('after payment');
    payment.reset();
    fillCard(payment);
    await payment.pay(pending, customer, null);
    expect(seen).toHaveLength(1);
    expect(payment.$state.get().paid).toMatchObject({ status: 'confirmed', updatedAt: pending.updatedAt });
  });

  it('keeps the form with the provider’s text when the card is declined', async () => {
    const { payment } = await ready(
      paymentApi({ process: { status: 'failed', payment_id: 'cbp_2', message: 'Your card was declined.' } }).api,
    );
    fillCard(payment, '4000000000000002');
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(payment.$state.get().stage).toBe('idle');
    expect(englishNotice(payment.$state.get().problem)).toBe('Your card was declined.');
  });

  it('says Payment processing failed. Please try again. when the server does not confirm', async () => {
    const { payment } = await ready(paymentApi({ verify: { status: 'failed', success: false } }).api);
    fillCard(payment);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(payment.$state.get().stage).toBe('idle');
    expect(englishNotice(payment.$state.get().problem)).toBe('Payment processing failed. Please try again.');
  });

  it('waits on the provider’s page (allow-listed) and asks the server until it confirms', async () => {
    vi.useFakeTimers();
    let verdict: TransferAnswer = { status: 'requires_action', success: false };
    const api: ReservationPaymentApi = {
      transferGateway: async () => gateway,
      process: async () => ({ status: 'requires_action', payment_id: 'cbp_3', action_url: 'http://localhost/sim/cardbank/action/cbp_3' }),
      verify: async () => verdict,
    };
    const w = testWidget('salon');
    const payment = createReservationPayment(w.context, api);
    payment.load();
    await vi.advanceTimersByTimeAsync(0);
    fillCard(payment);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(payment.$state.get()).toMatchObject({ stage: 'action', actionUrl: 'http://localhost/sim/cardbank/action/cbp_3' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(payment.$state.get().stage).toBe('action');
    verdict = { status: 'succeeded', success: true, payment_id: 'cbp_3' };
    await vi.advanceTimersByTimeAsync(2000);
    expect(payment.$state.get().stage).toBe('success');
  });

  it('refuses a provider page on a host that is not allowed', async () => {
    const api: ReservationPaymentApi = {
      ...paymentApi().api,
      process: async () => ({ status: 'requires_action', payment_id: 'cbp_4', action_url: 'https://evil.example/steal' }),
    };
    const { payment } = await ready(api);
    fillCard(payment);
    await payment.pay(pending, customer, TOKEN_RES_1);
    expect(payment.$state.get().stage).toBe('idle');
    expect(englishNotice(payment.$state.get().problem)).toBe('Payment processing failed. Please try again.');
  });

  it('knows when the tenant offers no card-and-bank-transfer gateway, and resets for a new payment', async () => {
    const { payment } = await ready(paymentApi({ gateway: null }).api);
    expect(payment.$state.get().gateway).toBe('none');
    payment.setField('name', 'x');
    payment.reset();
    expect(payment.$state.get()).toMatchObject({ stage: 'idle', card: { name: '' }, gateway: 'none' });
  });
});
