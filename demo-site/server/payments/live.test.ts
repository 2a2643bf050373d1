// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CardbankLive } from './cardbank-live.ts';
import { MultipayLive } from './multipay-live.ts';
import { PaypalLive } from './paypal-live.ts';
import { StripeLive } from './stripe-live.ts';
import { ProviderError } from './types.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fake fetch answering from a table of `METHOD url-prefix` → [status, body]; it records every request. */
function fakeFetch(routes: Record<string, [number, unknown]>) {
  const seen: Seen[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    seen.push({ url, method, headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body ?? '') });
    const key = Object.keys(routes).find((k) => `${method} ${url}`.startsWith(k));
    if (!key) throw new TypeError('fetch failed');
    const [status, body] = routes[key] as [number, unknown];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, seen };
}

describe('Stripe adapter (PaymentIntents)', () => {
  const keys = { secretKey: 'sk_test_secret123', publishableKey: 'pk_test_public123' };
  it('creates an intent form-encoded with the bearer key, idempotency key, amount and metadata', async () => {
    const { fn, seen } = fakeFetch({
      'POST https://api.stripe.com/v1/payment_intents': [
        200,
        {
          id: 'pi_1',
          client_secret: 'pi_1_secret_x',
          status: 'requires_payment_method',
          amount: 3052,
          currency: 'usd',
          metadata: { tenant_id: 't' },
        },
      ],
    });
    const intent = await new StripeLive(keys, fn).createIntent({
      amount: 3052,
      currency: 'USD',
      email: 'a@b.co',
      metadata: { tenant_id: 't', payment_id: 'pay_1' },
      idempotencyKey: 'pay_1',
    });
    expect(intent).toMatchObject({
      id: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      amount: 3052,
      currency: 'USD',
      metadata: { tenant_id: 't' },
    });
    const request = seen[0] as Seen;
    expect(request.headers.authorization).toBe('Bearer sk_test_secret123');
    expect(request.headers['idempotency-key']).toBe('pay_1');
    const form = new URLSearchParams(request.body);
    expect(form.get('amount')).toBe('3052');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[payment_id]')).toBe('pay_1');
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('retrieves an intent with its charge, null when unknown; errors become ProviderError without the key', async () => {
    const { fn } = fakeFetch({
      'GET https://api.stripe.com/v1/payment_intents/pi_ok': [
        200,
        {
          id: 'pi_ok',
          status: 'succeeded',
          amount: 100,
          currency: 'usd',
          latest_charge: { id: 'ch_1', payment_method_details: { card: { last4: '4242', brand: 'visa' } } },
        },
      ],
      'GET https://api.stripe.com/v1/payment_intents/pi_gone': [404, { error: { message: 'No such payment_intent' } }],
      'GET https://api.stripe.com/v1/payment_intents/pi_bad': [500, { error: { message: 'boom' } }],
    });
    const stripe = new StripeLive(keys, fn);
    expect(await stripe.retrieveIntent('pi_ok')).toMatchObject({
      status: 'succeeded',
      transactionId: 'ch_1',
      last4: '4242',
      brand: 'visa',
    });
    expect(await stripe.retrieveIntent('pi_gone')).toBeNull();
    const error = await stripe.retrieveIntent('pi_bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(String((error as Error).message)).not.toContain('sk_test');
    await expect(stripe.retrieveIntent('pi_unrouted')).rejects.toThrow('Stripe could not be reached');
  });
});

describe('PayPal adapter (Orders v2)', () => {
  const keys = { clientId: 'cid', clientSecret: 'csecret', live: false };
  const token: [number, unknown] = [200, { access_token: 'A21', expires_in: 3600 }];

  it('gets a token once, creates an order in major units and captures it', async () => {
    const { fn, seen } = fakeFetch({
      'POST https://api-m.sandbox.paypal.com/v1/oauth2/token': token,
      'POST https://api-m.sandbox.paypal.com/v2/checkout/orders/O1/capture': [
        201,
        {
          id: 'O1',
          status: 'COMPLETED',
          purchase_units: [
            { payments: { captures: [{ id: 'CAP1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '30.52' } }] } },
          ],
        },
      ],
      'POST https://api-m.sandbox.paypal.com/v2/checkout/orders': [201, { id: 'O1', status: 'CREATED' }],
    });
    const paypal = new PaypalLive(keys, fn);
    expect(
      await paypal.createOrder({ amount: 3052, currency: 'USD', reference: 'NW-100001', customId: 't:pay_1', requestId: 'pay_1' }),
    ).toEqual({ id: 'O1', status: 'CREATED' });
    expect(await paypal.captureOrder('O1', 'pay_1-capture')).toEqual({
      outcome: 'completed',
      captureId: 'CAP1',
      amount: 3052,
      currency: 'USD',
    });
    expect(seen.filter((s) => s.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from('cid:csecret').toString('base64')}`);
    const create = seen[1] as Seen;
    expect(create.headers['paypal-request-id']).toBe('pay_1');
    expect(JSON.parse(create.body).purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '30.52' });
  });

  it('reports a declined instrument and an unapproved order', async () => {
    const { fn } = fakeFetch({
      'POST https://api-m.sandbox.paypal.com/v1/oauth2/token': token,
      'POST https://api-m.sandbox.paypal.com/v2/checkout/orders/D/capture': [
        422,
        { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'Declined.' }] },
      ],
      'POST https://api-m.sandbox.paypal.com/v2/checkout/orders/N/capture': [
        422,
        { details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Not approved.' }] },
      ],
    });
    const paypal = new PaypalLive(keys, fn);
    expect(await paypal.captureOrder('D', 'r')).toEqual({ outcome: 'declined', message: 'Declined.' });
    expect(await paypal.captureOrder('N', 'r')).toEqual({ outcome: 'not_approved', message: 'Not approved.' });
  });
});

describe('multi-method provider adapter (payment-sessions)', () => {
  it('sends the merchant id header and bearer key, and reads sessions back', async () => {
    const { fn, seen } = fakeFetch({
      'POST https://mp.test/v1/payment-sessions': [
        201,
        { id: 'ps_1', status: 'pending', payment_url: 'https://pay.mp.test/ps_1', amount: 3052, currency: 'USD' },
      ],
      'GET https://mp.test/v1/payment-sessions/ps_1': [
        200,
        { id: 'ps_1', status: 'completed', transaction_id: 'tx_1', amount: 3052, currency: 'USD' },
      ],
      'GET https://mp.test/v1/payment-sessions/ps_x': [404, {}],
    });
    const multi = new MultipayLive({ merchantId: 'm-1', apiKey: 'mk', apiUrl: 'https://mp.test/v1' }, fn);
    const session = await multi.createSession({
      amount: 3052,
      currency: 'USD',
      method: 'crypto',
      crypto: 'BTC',
      reference: 'NW-1',
      returnUrl: 'https://shop.test/',
      metadata: {},
      idempotencyKey: 'pay_1',
    });
    expect(session).toMatchObject({ id: 'ps_1', status: 'pending', payment_url: 'https://pay.mp.test/ps_1' });
    expect(seen[0]?.headers['x-merchant-id']).toBe('m-1');
    expect(seen[0]?.headers.authorization).toBe('Bearer mk');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ amount: 3052, payment_method: 'crypto', crypto_currency: 'BTC' });
    expect(await multi.getSession('ps_1')).toMatchObject({ status: 'completed', transaction_id: 'tx_1' });
    expect(await multi.getSession('ps_x')).toBeNull();
  });
});

describe('card-and-bank-transfer provider adapter', () => {
  it('reads payments with the secret key and gives the browser only public facts', async () => {
    const { fn, seen } = fakeFetch({
      'GET https://sandbox.cardbank.example/v1/payments/cb_1': [
        200,
        {
          payment_id: 'cb_1',
          status: 'succeeded',
          amount: 3052,
          currency: 'usd',
          metadata: { orderId: 'ord_1' },
          card: { last4: '4242', brand: 'visa' },
        },
      ],
    });
    const bank = new CardbankLive({ apiKey: 'cb-secret', publishableKey: 'cb-public', live: false }, fn);
    expect(await bank.getPayment('cb_1')).toMatchObject({
      id: 'cb_1',
      status: 'succeeded',
      amount: 3052,
      currency: 'USD',
      metadata: { orderId: 'ord_1' },
      last4: '4242',
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer cb-secret');
    const info = bank.browserInfo();
    expect(info).toEqual({
      endpoint: 'https://sandbox.cardbank.example/v1',
      publicKey: 'cb-public',
      allowedActionHosts: ['sandbox.cardbank.example'],
    });
    expect(JSON.stringify(info)).not.toContain('cb-secret');
    expect(new CardbankLive({ apiKey: 'k', publishableKey: 'p', live: true }, fn).browserInfo().endpoint).toBe(
      'https://api.cardbank.example/v1',
    );
  });
});

describe('refunds at the real providers', () => {
  it('PayPal refunds a capture in major units with the refund id as PayPal-Request-Id and custom_id', async () => {
    const { fn, seen } = fakeFetch({
      'POST https://api-m.sandbox.paypal.com/v1/oauth2/token': [200, { access_token: 'A21', expires_in: 3600 }],
      'POST https://api-m.sandbox.paypal.com/v2/payments/captures/CAP1/refund': [201, { id: 'RF1', status: 'COMPLETED' }],
    });
    const paypal = new PaypalLive({ clientId: 'cid', clientSecret: 'csecret', live: false }, fn);
    expect(await paypal.refund({ ref: 'CAP1', amount: 3052, currency: 'USD', idempotencyKey: 'rf_1' })).toEqual({
      id: 'RF1',
      status: 'succeeded',
      message: null,
    });
    const request = seen[1] as Seen;
    expect(request.headers['paypal-request-id']).toBe('rf_1');
    // custom_id comes back in PayPal's PAYMENT.CAPTURE.REFUNDED event, naming our refund.
    expect(JSON.parse(request.body)).toEqual({ amount: { currency_code: 'USD', value: '30.52' }, custom_id: 'rf_1' });
  });

  it('the multi-method and card-and-bank providers refund with an Idempotency-Key; a pending answer stays pending', async () => {
    const { fn, seen } = fakeFetch({
      'POST https://mp.test/v1/payment-sessions/ps_1/refunds': [200, { id: 'mr_1', status: 'pending' }],
      'POST https://cb.test/v1/payments/cbp_1/refunds': [200, { refund_id: 'cr_1', status: 'succeeded' }],
    });
    const multi = new MultipayLive({ merchantId: 'm1', apiKey: 'k1', apiUrl: 'https://mp.test/v1' }, fn);
    expect(await multi.refund({ ref: 'ps_1', amount: 100, currency: 'USD', idempotencyKey: 'rf_2' })).toMatchObject({
      id: 'mr_1',
      status: 'pending',
    });
    const bank = new CardbankLive({ apiKey: 'sk_cb', publishableKey: 'pk_cb', live: false, apiUrl: 'https://cb.test/v1' }, fn);
    expect(await bank.refund({ ref: 'cbp_1', amount: 100, currency: 'USD', idempotencyKey: 'rf_3' })).toMatchObject({
      id: 'cr_1',
      status: 'succeeded',
    });
    expect(seen.map((r) => [r.headers['idempotency-key'], JSON.parse(r.body).amount])).toEqual([
      ['rf_2', 100],
      ['rf_3', 100],
    ]);
    expect((seen[1] as Seen).headers.authorization).toBe('Bearer sk_cb');
  });
});
