// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp, testConfig } from '../../../test/helpers/server/test-app.ts';
import { readPaymentSettings } from './config.ts';
import { gatewayMode, gatewayStartupLines } from './modes.ts';
import { buildProviders } from './providers.ts';
import { StripeLive } from './stripe-live.ts';
import { PaypalLive } from './paypal-live.ts';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_abcdefgh1234',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abcdefgh1234',
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret-value',
};

function settings(env: Record<string, string>) {
  const result = readPaymentSettings(env);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('gateway modes', () => {
  it('prints one line per gateway: real with keys, simulated in demo mode, off otherwise', () => {
    expect(gatewayStartupLines(settings(KEYS), true)).toEqual([
      'Payment gateway stripe: real (live keys)',
      'Payment gateway paypal: real (sandbox)',
      'Payment gateway multipay: simulated (DEMO_MODE, no MULTIPAY_MERCHANT_ID)',
      'Payment gateway cardbank: simulated (DEMO_MODE, no CARDBANK_API_KEY)',
    ]);
    expect(gatewayStartupLines(undefined, false)).toEqual([
      'Payment gateway stripe: off (set STRIPE_SECRET_KEY to offer it)',
      'Payment gateway paypal: off (set PAYPAL_CLIENT_ID to offer it)',
      'Payment gateway multipay: off (set MULTIPAY_MERCHANT_ID to offer it)',
      'Payment gateway cardbank: off (set CARDBANK_API_KEY to offer it)',
    ]);
  });

  it('says why real multi-method keys without MULTIPAY_PAYMENT_HOSTS are not offered', () => {
    const multipay = { MULTIPAY_MERCHANT_ID: 'merchant-1', MULTIPAY_API_KEY: 'mp-key-1' };
    expect(gatewayStartupLines(settings(multipay), false)[2]).toBe(
      'Payment gateway multipay: not offered (keys set, but no MULTIPAY_PAYMENT_HOSTS: the checkout opens payment pages only on those hosts)',
    );
    expect(gatewayStartupLines(settings({ ...multipay, MULTIPAY_PAYMENT_HOSTS: 'pay.multipay.test' }), false)[2]).toBe(
      'Payment gateway multipay: real (keys set)',
    );
  });

  it('never prints a key', () => {
    const text = gatewayStartupLines(settings(KEYS), true).join('\n');
    for (const value of Object.values(KEYS)) expect(text).not.toContain(value);
  });

  it('a gateway with real keys is real whether or not demo mode is on', () => {
    expect(gatewayMode(settings(KEYS), true, 'stripe')).toBe('real');
    expect(gatewayMode(settings(KEYS), false, 'stripe')).toBe('real');
    expect(gatewayMode(settings(KEYS), true, 'multipay')).toBe('simulated');
    expect(gatewayMode(settings(KEYS), false, 'multipay')).toBe('off');
  });
});

describe('real keys never fall back to a simulator', () => {
  const t = makeTestApp({ ...KEYS, DEMO_MODE: 'true' });
  afterAll(() => t.close());

  it('builds the real adapter and no simulator for a keyed gateway, even in demo mode', () => {
    const providers = buildProviders(t.config, t.data, { fetch: () => Promise.reject(new Error('no network in tests')) });
    expect(providers.stripe).toBeInstanceOf(StripeLive);
    expect(providers.paypal).toBeInstanceOf(PaypalLive);
    expect(providers.sim.stripe).toBeUndefined();
    expect(providers.sim.paypal).toBeUndefined();
    expect(providers.sim.multipay).toBeDefined();
  });

  it('closes the simulator pages of a keyed gateway', async () => {
    const response = await t.app.request('/sim/stripe/payment_intents/pi_1/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: 'pi_1_secret', simulate: 'succeeded' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'No such simulator.' } });
  });

  it('offers no simulator at all outside demo mode', () => {
    const providers = buildProviders(testConfig({ SITE_URL: 'https://shop.example' }), t.data);
    expect(providers).toEqual({ sim: {} });
  });
});
