// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../test/helpers/server/payment-app.ts';
import { CardbankSimulator, type ProcessRequest } from './cardbank-sim.ts';

let app: PaymentApp;
afterEach(() => app.close());

const AMEX = '3782 822463 10005';
const VISA = '4242 4242 4242 4242';

/** Pays 10.00 by card through the simulator with the given number and security code. */
function pay(number: string, cvv: string) {
  const request: ProcessRequest = { amount: 1000, currency: 'USD', method: 'card', card: { number, expiry: '12/34', cvv }, metadata: {} };
  return new CardbankSimulator(app.data).process(request, 'http://localhost');
}

describe('card-and-bank-transfer simulator: the security code follows the card brand', () => {
  it('takes an American Express card with its 4-digit code and refuses it with 3 digits', async () => {
    app = paymentApp();
    expect(await pay(AMEX, '1234')).toMatchObject({ status: 'succeeded' });
    expect(await pay(AMEX, '123')).toEqual({ status: 'failed', error: 'invalid_cvc', message: "Your card's security code is invalid." });
  });

  it('refuses a 4-digit code on a Visa card', async () => {
    app = paymentApp();
    expect(await pay(VISA, '123')).toMatchObject({ status: 'succeeded' });
    expect(await pay(VISA, '1234')).toMatchObject({ status: 'failed', error: 'invalid_cvc' });
  });
});
