// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { paymentApp, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

const LIVE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue123',
  STRIPE_WEBHOOK_SECRET: 'whsec_hookvalue123',
  PAYPAL_CLIENT_ID: 'live-paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret-value',
  MULTIPAY_MERCHANT_ID: 'merchant-42',
  MULTIPAY_API_KEY: 'multipay-secret-value',
  MULTIPAY_PAYMENT_HOSTS: 'pay.multipay.test, *.checkout.multipay.test',
  CARDBANK_API_KEY: 'cardbank-secret-value',
  CARDBANK_PUBLISHABLE_KEY: 'cardbank-public-value',
};

const gateways = async (org?: string) =>
  (await app.get('/api/storefront/payment-gateways', { org })).body.data as { name: string; data: Record<string, unknown> }[];

describe('GET /api/storefront/payment-gateways', () => {
  it('in demo mode lists the tenant’s gateways with simulator data', async () => {
    app = paymentApp();
    const list = await gateways();
    expect(list.map((g) => g.name)).toEqual(['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline']);
    expect(list[0]?.data).toEqual({
      provider: 'stripe',
      mode: 'simulator',
      publishableKey: 'pk_test_demo_simulator',
      endpoint: 'http://localhost/sim/stripe',
    });
    expect(list[1]?.data).toEqual({ provider: 'paypal', clientId: 'demo-paypal-client' });
    expect(list[2]?.data).toMatchObject({
      mode: 'simulator',
      methods: ['card', 'bank_account', 'mobile_wallet', 'crypto'],
      cryptos: ['BTC', 'ETH', 'USDC', 'LTC'],
    });
    expect(list[6]?.data).toEqual({ provider: 'offline', methods: ['bank_transfer', 'cash', 'check', 'wire_transfer'] });
    expect((await gateways('org_harbor')).map((g) => g.name)).toEqual(['stripe', 'cardbank', 'gift_card', 'offline']);
  });

  it('without keys and without demo mode offers no external provider, and their routes say so', async () => {
    app = paymentApp({ DEMO_MODE: 'false' });
    expect((await gateways()).map((g) => g.name)).toEqual(['account_balance', 'gift_card', 'offline']);
    const order = await app.newOrder();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    expect(intent.status).toBe(404);
    expect(intent.body.error.message).toBe('Payment gateway "stripe" not available');
    expect((await app.post('/api/payments/multi/sessions', { orderId: order.id, method: 'card' })).body.error.message).toBe(
      'Payment gateway "multipay" not available',
    );
    expect((await app.app.request('/sim/multipay/mps_x')).status).toBe(404);
    expect(
      (await app.post('/sim/cardbank/payments/process', {}, { headers: { authorization: 'Bearer pk_sim_cardbank_demo' } })).status,
    ).toBe(404);
  });

  it('with real keys lists the real providers’ public data and never a secret', async () => {
    app = paymentApp({ ...LIVE_KEYS, DEMO_MODE: 'false' });
    const list = await gateways();
    expect(list.map((g) => g.name)).toEqual(['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline']);
    expect(list[0]?.data).toEqual({ provider: 'stripe', mode: 'live', publishableKey: 'pk_test_publicvalue123' });
    // 'live' makes a checkout with data-simulators (DEMO_MODE) load the real PayPal SDK, not the simulator's stand-in.
    expect(list[1]?.data).toEqual({ provider: 'paypal', clientId: 'live-paypal-client', mode: 'live' });
    // The checkout opens the multi-method provider's payment page only on MULTIPAY_PAYMENT_HOSTS.
    expect(list[2]?.data).toMatchObject({ mode: 'live', allowedActionHosts: ['pay.multipay.test', '*.checkout.multipay.test'] });
    expect(list[3]?.data).toMatchObject({
      mode: 'live',
      endpoint: 'https://sandbox.cardbank.example/v1',
      publicKey: 'cardbank-public-value',
      allowedActionHosts: ['sandbox.cardbank.example'],
    });
    const text = JSON.stringify(list);
    for (const secret of [
      LIVE_KEYS.STRIPE_SECRET_KEY,
      LIVE_KEYS.STRIPE_WEBHOOK_SECRET,
      LIVE_KEYS.PAYPAL_CLIENT_SECRET,
      LIVE_KEYS.MULTIPAY_API_KEY,
      LIVE_KEYS.CARDBANK_API_KEY,
    ]) {
      expect(text).not.toContain(secret);
    }
    const config = await app.get('/api/storefront/config');
    for (const secret of Object.values(LIVE_KEYS).filter((k) => /secret/.test(k)))
      expect(JSON.stringify(config.body)).not.toContain(secret);
    expect((await app.app.request('/sim/stripe/payment_intents/pi_x')).status).toBe(404); // no simulator with real keys
  });

  it('does not offer the real multi-method provider without MULTIPAY_PAYMENT_HOSTS: no page address could be opened', async () => {
    const { MULTIPAY_PAYMENT_HOSTS: _hosts, ...withoutHosts } = LIVE_KEYS;
    app = paymentApp({ ...withoutHosts, DEMO_MODE: 'false' });
    expect((await gateways()).map((g) => g.name)).toEqual(['stripe', 'paypal', 'cardbank', 'account_balance', 'gift_card', 'offline']);
    const order = await app.newOrder();
    const session = await app.post('/api/payments/multi/sessions', { orderId: order.id, method: 'card' });
    expect(session.status).toBe(404);
    expect(session.body.error.message).toBe('Payment gateway "multipay" not available');
  });
});
