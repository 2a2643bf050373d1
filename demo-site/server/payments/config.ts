/**
 * Payment provider settings read from the environment (called by `loadConfig`). Real provider keys
 * switch a gateway to the real provider; without them the demo uses its simulators (DEMO_MODE only).
 * Secret values are never echoed, not even in a configuration error line.
 */
import * as v from 'valibot';

/** Settings of the real providers and of the simulators; every field is optional (unset = not given). */
export interface PaymentSettings {
  stripe?: { secretKey: string; publishableKey: string };
  /** Verifies `Stripe-Signature` on webhooks (real provider; the simulator uses it too when set). */
  stripeWebhookSecret?: string;
  /** `webhookId`: the id PayPal gave the webhook registered for this site; its events are verified with it. */
  paypal?: { clientId: string; clientSecret: string; live: boolean; webhookId?: string };
  /** `paymentHosts`: the hosts of the provider's payment pages, the only ones the checkout opens. */
  multipay?: { merchantId: string; apiKey: string; apiUrl?: string; paymentHosts?: string[] };
  cardbank?: { apiKey: string; publishableKey: string; live: boolean; apiUrl?: string; actionHosts?: string[] };
  /** How long a simulated multi-method session stays open before it expires. */
  simSessionTtlSeconds?: number;
  /** Simulated card payments over this many cents need the extra authentication step. */
  simActionThresholdCents?: number;
}

/** Secret (or never echoed) variables: their values never appear in an error line or a response. */
export const PAYMENT_SECRET_VARIABLES = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'MULTIPAY_API_KEY',
  'CARDBANK_API_KEY',
]);

const key = (pattern: RegExp, example: string) => v.pipe(v.string(), v.trim(), v.regex(pattern, `must look like ${example}`));
const token = v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{4,500}$/, 'must be 4 to 500 visible characters without spaces'));
const flag = v.pipe(
  v.string(),
  v.transform((s) => s.trim().toLowerCase()),
  v.picklist(['true', 'false', '1', '0'], 'must be true, false, 1 or 0'),
  v.transform((s) => s === 'true' || s === '1'),
);
const apiUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an https URL such as https://api.example.com/v1'),
  v.check(
    (s) => /^https:\/\//i.test(s) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/i.test(s),
    'must be an https URL such as https://api.example.com/v1',
  ),
  v.transform((s) => s.replace(/\/+$/, '')),
);
const hostList = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.check(
    (hosts) => hosts.length > 0 && hosts.every((h) => /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(h)),
    'must be a comma-separated list of host names',
  ),
);
const whole = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );

const READERS: Record<string, v.GenericSchema<string, unknown>> = {
  STRIPE_SECRET_KEY: key(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,250}$/, 'sk_test_...'),
  STRIPE_PUBLISHABLE_KEY: key(/^pk_(test|live)_[A-Za-z0-9]{8,250}$/, 'pk_test_...'),
  STRIPE_WEBHOOK_SECRET: key(/^whsec_[A-Za-z0-9+/=_-]{8,250}$/, 'whsec_...'),
  PAYPAL_CLIENT_ID: token,
  PAYPAL_CLIENT_SECRET: token,
  PAYPAL_LIVE: flag,
  PAYPAL_WEBHOOK_ID: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{1,50}$/, 'must be the Webhook ID PayPal shows: 1 to 50 letters and digits'),
  ),
  MULTIPAY_MERCHANT_ID: token,
  MULTIPAY_API_KEY: token,
  MULTIPAY_API_URL: apiUrl,
  MULTIPAY_PAYMENT_HOSTS: hostList,
  CARDBANK_API_KEY: token,
  CARDBANK_PUBLISHABLE_KEY: token,
  CARDBANK_LIVE: flag,
  CARDBANK_API_URL: apiUrl,
  CARDBANK_ACTION_HOSTS: hostList,
  PAYMENT_SIM_SESSION_TTL_SECONDS: whole(1, 86_400),
  PAYMENT_SIM_ACTION_THRESHOLD_CENTS: whole(0, 100_000_000),
};

/** Pairs that only work together: giving one without the other is a configuration error. */
const PAIRS: [string, string][] = [
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  ['MULTIPAY_MERCHANT_ID', 'MULTIPAY_API_KEY'],
  ['CARDBANK_API_KEY', 'CARDBANK_PUBLISHABLE_KEY'],
];

function shown(name: string, raw: string): string {
  if (PAYMENT_SECRET_VARIABLES.has(name)) return 'a hidden value';
  return JSON.stringify(raw.length > 60 ? raw.slice(0, 57) + '...' : raw);
}

/**
 * Reads the payment variables of an environment record (pure). `value` is undefined when none is
 * set, so a configuration without payment keys stays exactly as before.
 */
export function readPaymentSettings(
  env: Record<string, string | undefined>,
): { ok: true; value: PaymentSettings | undefined } | { ok: false; error: string } {
  const got: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(READERS)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = v.safeParse(schema, raw);
    if (!result.success)
      return { ok: false, error: `Configuration error: ${name} ${result.issues[0]?.message ?? 'is not valid'} (got ${shown(name, raw)})` };
    got[name] = result.output;
  }
  for (const [a, b] of PAIRS) {
    if ((got[a] === undefined) !== (got[b] === undefined)) {
      const [missing, given] = got[a] === undefined ? [a, b] : [b, a];
      return { ok: false, error: `Configuration error: ${missing} must be set together with ${given}` };
    }
  }
  if (got.PAYPAL_WEBHOOK_ID !== undefined && got.PAYPAL_CLIENT_ID === undefined) {
    return {
      ok: false,
      error: 'Configuration error: PAYPAL_WEBHOOK_ID needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (events are verified through PayPal)',
    };
  }
  const sk = got.STRIPE_SECRET_KEY as string | undefined;
  const pk = got.STRIPE_PUBLISHABLE_KEY as string | undefined;
  if (sk && pk && sk.includes('_live_') !== pk.includes('_live_')) {
    return { ok: false, error: 'Configuration error: STRIPE_PUBLISHABLE_KEY must be of the same mode (test or live) as STRIPE_SECRET_KEY' };
  }
  if (Object.keys(got).length === 0) return { ok: true, value: undefined };
  const s = (name: string) => got[name] as string;
  const value: PaymentSettings = {
    ...(sk && pk ? { stripe: { secretKey: sk, publishableKey: pk } } : {}),
    ...(got.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: s('STRIPE_WEBHOOK_SECRET') } : {}),
    ...(got.PAYPAL_CLIENT_ID
      ? {
          paypal: {
            clientId: s('PAYPAL_CLIENT_ID'),
            clientSecret: s('PAYPAL_CLIENT_SECRET'),
            live: got.PAYPAL_LIVE === true,
            ...(got.PAYPAL_WEBHOOK_ID ? { webhookId: s('PAYPAL_WEBHOOK_ID') } : {}),
          },
        }
      : {}),
    ...(got.MULTIPAY_MERCHANT_ID
      ? {
          multipay: {
            merchantId: s('MULTIPAY_MERCHANT_ID'),
            apiKey: s('MULTIPAY_API_KEY'),
            ...(got.MULTIPAY_API_URL ? { apiUrl: s('MULTIPAY_API_URL') } : {}),
            ...(got.MULTIPAY_PAYMENT_HOSTS ? { paymentHosts: got.MULTIPAY_PAYMENT_HOSTS as string[] } : {}),
          },
        }
      : {}),
    ...(got.CARDBANK_API_KEY
      ? {
          cardbank: {
            apiKey: s('CARDBANK_API_KEY'),
            publishableKey: s('CARDBANK_PUBLISHABLE_KEY'),
            live: got.CARDBANK_LIVE === true,
            ...(got.CARDBANK_API_URL ? { apiUrl: s('CARDBANK_API_URL') } : {}),
            ...(got.CARDBANK_ACTION_HOSTS ? { actionHosts: got.CARDBANK_ACTION_HOSTS as string[] } : {}),
          },
        }
      : {}),
    ...(got.PAYMENT_SIM_SESSION_TTL_SECONDS !== undefined ? { simSessionTtlSeconds: got.PAYMENT_SIM_SESSION_TTL_SECONDS as number } : {}),
    ...(got.PAYMENT_SIM_ACTION_THRESHOLD_CENTS !== undefined
      ? { simActionThresholdCents: got.PAYMENT_SIM_ACTION_THRESHOLD_CENTS as number }
      : {}),
  };
  return { ok: true, value };
}
