// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readPaymentSettings } from './config.ts';

const errorOf = (env: Record<string, string>) => {
  const result = readPaymentSettings(env);
  return result.ok ? undefined : result.error;
};

describe('payment settings from the environment', () => {
  it('is undefined without any payment variable, so the configuration is unchanged', () => {
    expect(readPaymentSettings({})).toEqual({ ok: true, value: undefined });
    const config = loadConfig({});
    expect(config.ok && config.config.payments).toBeUndefined();
  });

  it('reads every provider’s keys and the simulator settings', () => {
    const result = readPaymentSettings({
      STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_LIVE: 'true',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
      MULTIPAY_MERCHANT_ID: 'merchant-1',
      MULTIPAY_API_KEY: 'mp-key-1',
      MULTIPAY_API_URL: 'https://api.multipay.test/v1/',
      MULTIPAY_PAYMENT_HOSTS: 'Pay.Multipay.test, *.checkout.multipay.test:8443',
      CARDBANK_API_KEY: 'cb-secret',
      CARDBANK_PUBLISHABLE_KEY: 'cb-public',
      CARDBANK_LIVE: '0',
      CARDBANK_ACTION_HOSTS: 'secure.cardbank.test, *.3ds.test',
      PAYMENT_SIM_SESSION_TTL_SECONDS: '60',
      PAYMENT_SIM_ACTION_THRESHOLD_CENTS: '1000',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        stripe: { secretKey: 'sk_test_abcdefgh1234', publishableKey: 'pk_test_abcdefgh1234' },
        stripeWebhookSecret: 'whsec_abcdefgh1234',
        paypal: { clientId: 'client-id', clientSecret: 'client-secret', live: true, webhookId: '8PT597110X687430LKGECATA' },
        multipay: {
          merchantId: 'merchant-1',
          apiKey: 'mp-key-1',
          apiUrl: 'https://api.multipay.test/v1',
          paymentHosts: ['pay.multipay.test', '*.checkout.multipay.test:8443'],
        },
        cardbank: { apiKey: 'cb-secret', publishableKey: 'cb-public', live: false, actionHosts: ['secure.cardbank.test', '*.3ds.test'] },
        simSessionTtlSeconds: 60,
        simActionThresholdCents: 1000,
      },
    });
  });

  it('wants pairs together and matching Stripe modes', () => {
    expect(errorOf({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' })).toBe(
      'Configuration error: STRIPE_PUBLISHABLE_KEY must be set together with STRIPE_SECRET_KEY',
    );
    expect(errorOf({ PAYPAL_CLIENT_SECRET: 'x-secret' })).toBe(
      'Configuration error: PAYPAL_CLIENT_ID must be set together with PAYPAL_CLIENT_SECRET',
    );
    expect(errorOf({ MULTIPAY_MERCHANT_ID: 'merchant-1' })).toMatch(/MULTIPAY_API_KEY must be set together/);
    expect(errorOf({ CARDBANK_API_KEY: 'cb-secret' })).toMatch(/CARDBANK_PUBLISHABLE_KEY must be set together/);
    expect(errorOf({ STRIPE_SECRET_KEY: 'sk_live_abcdefgh1234', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234' })).toMatch(/same mode/);
  });

  it('names a bad variable in one line and never echoes a secret', () => {
    expect(errorOf({ STRIPE_SECRET_KEY: 'pk_oops_is_public', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234' })).toBe(
      'Configuration error: STRIPE_SECRET_KEY must look like sk_test_... (got a hidden value)',
    );
    expect(errorOf({ STRIPE_WEBHOOK_SECRET: 'nope nope' })).toBe(
      'Configuration error: STRIPE_WEBHOOK_SECRET must look like whsec_... (got a hidden value)',
    );
    expect(errorOf({ CARDBANK_LIVE: 'maybe' })).toBe('Configuration error: CARDBANK_LIVE must be true, false, 1 or 0 (got "maybe")');
    expect(errorOf({ MULTIPAY_API_URL: 'http://api.example.com' })).toMatch(/^Configuration error: MULTIPAY_API_URL must be an https URL/);
    expect(errorOf({ PAYMENT_SIM_SESSION_TTL_SECONDS: '0' })).toMatch(/must be a whole number from 1 to 86400/);
    const viaLoad = loadConfig({ PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'has space secret' });
    expect(viaLoad).toEqual({
      ok: false,
      error: 'Configuration error: PAYPAL_CLIENT_SECRET must be 4 to 500 visible characters without spaces (got a hidden value)',
    });
  });

  it('reads PAYPAL_WEBHOOK_ID only with PayPal keys and never echoes it', () => {
    const paypal = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret' };
    expect(errorOf({ PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' })).toBe(
      'Configuration error: PAYPAL_WEBHOOK_ID needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (events are verified through PayPal)',
    );
    expect(errorOf({ ...paypal, PAYPAL_WEBHOOK_ID: 'WH-not/an id' })).toBe(
      'Configuration error: PAYPAL_WEBHOOK_ID must be the Webhook ID PayPal shows: 1 to 50 letters and digits (got a hidden value)',
    );
    expect(errorOf({ ...paypal, PAYPAL_WEBHOOK_ID: 'A'.repeat(51) })).toMatch(/^Configuration error: PAYPAL_WEBHOOK_ID must be/);
    const without = readPaymentSettings(paypal);
    expect(without.ok && without.value?.paypal).toEqual({ clientId: 'client-id', clientSecret: 'client-secret', live: false });
  });

  it('reads MULTIPAY_PAYMENT_HOSTS like CARDBANK_ACTION_HOSTS: host names only', () => {
    const multipay = { MULTIPAY_MERCHANT_ID: 'merchant-1', MULTIPAY_API_KEY: 'mp-key-1' };
    for (const bad of ['https://pay.multipay.test', 'pay.multipay.test/path', ' , ', 'pay multipay.test']) {
      expect(errorOf({ ...multipay, MULTIPAY_PAYMENT_HOSTS: bad }), bad).toBe(
        `Configuration error: MULTIPAY_PAYMENT_HOSTS must be a comma-separated list of host names (got ${JSON.stringify(bad)})`,
      );
    }
    const without = readPaymentSettings(multipay);
    expect(without.ok && without.value?.multipay).toEqual({ merchantId: 'merchant-1', apiKey: 'mp-key-1' });
  });
});
