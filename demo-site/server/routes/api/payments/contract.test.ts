// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../../../shared/api/client.ts';
import { customerCookie } from '../../../../../test/helpers/server/test-app.ts';
import { ApiError } from '../../../../../shared/api/errors.ts';
import { cardSimulatorPaths, paymentsApi, processTransferPayment, walletSimulatorPaths } from '../../../../../shared/api/payments.ts';
import { storefrontApi } from '../../../../../shared/api/storefront.ts';
import { checkAllowedUrl } from '../../../../../shared/payments/allow-list.ts';
import { NW_ORDER_TOTAL, paymentApp, TEST_CARD, type PaymentApp } from '../../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app.close());

/** The shared typed client, wired to the test app instead of the network. */
function client(): { api: ApiClient; fetchFn: typeof fetch } {
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) =>
    app.app.request(input instanceof Request ? input : new Request(String(input), init))) as typeof fetch;
  return {
    api: createApiClient({ baseUrl: 'http://localhost/api', orgId: 'org_northwind', token: () => null, fetch: fetchFn, retries: 0 }),
    fetchFn,
  };
}

describe('shared/api/payments.ts against the demo server (the checkout’s contract)', () => {
  it('card: gateways, intent, the fake SDK’s simulator confirm, then the server’s verdict', async () => {
    app = paymentApp();
    const { api, fetchFn } = client();
    const gateways = (await paymentsApi.gateways(api)).data;
    const stripe = gateways.find((g) => g.name === 'stripe');
    expect(stripe?.data).toMatchObject({ mode: 'simulator', publishableKey: 'pk_test_demo_simulator' });
    const order = await app.newOrder();
    const intent = await storefrontApi.cardIntent(api, { email: 'ada@example.com', orderId: order.id }, 'k-card');
    expect(intent.amount).toBe(NW_ORDER_TOTAL);
    const endpoint = stripe?.data?.endpoint ?? '';
    const confirmed = await fetchFn(cardSimulatorPaths.confirm(endpoint, intent.paymentIntentId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: intent.client_secret, payment_method: { card: { number: TEST_CARD } } }),
    });
    expect(((await confirmed.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');
    expect(await paymentsApi.cardStatus(api, intent.paymentIntentId)).toMatchObject({
      success: true,
      status: 'succeeded',
      message: 'Payment succeeded!',
    });
  });

  it('wallet, multi-method sessions, transfer, stored value and offline parse with the contract’s schemas', async () => {
    app = paymentApp();
    const { api, fetchFn } = client();

    const walletOrder = await app.newOrder();
    const { id } = await paymentsApi.walletCreate(api, { orderId: walletOrder.id }, 'k-w1');
    await fetchFn(walletSimulatorPaths.approve('http://localhost', id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await paymentsApi.walletCapture(api, id, { orderId: walletOrder.id }, 'k-w2')).toMatchObject({
      success: true,
      payment_intent_id: id,
    });

    const session = await paymentsApi.createSession(api, { orderId: (await app.newOrder()).id, method: 'crypto', crypto: 'ETH' }, 'k-s');
    expect(await paymentsApi.session(api, session.id)).toMatchObject({
      id: session.id,
      status: 'pending',
      payment_url: session.payment_url,
    });

    const cardbank = (await paymentsApi.gateways(api)).data.find((g) => g.name === 'cardbank')?.data ?? {};
    const transferOrder = await app.newOrder();
    const processed = await processTransferPayment(
      cardbank.endpoint ?? '',
      cardbank.publicKey ?? '',
      {
        amount: NW_ORDER_TOTAL,
        currency: 'USD',
        payment_method: 'card',
        payment_details: { card_number: '4000 0000 0000 3220', expiry: '12/34', cvv: '123' },
        metadata: { orderId: transferOrder.id },
      },
      { fetch: fetchFn },
    );
    expect(processed.status).toBe('requires_action');
    expect(checkAllowedUrl(processed.action_url, cardbank.allowedActionHosts ?? []).ok).toBe(true);
    expect(checkAllowedUrl('javascript:alert(1)', cardbank.allowedActionHosts ?? []).ok).toBe(false);
    expect(await paymentsApi.transferStatus(api, processed.payment_id ?? '')).toMatchObject({ status: 'requires_action', success: false });

    // The account balance is the signed-in customer's own: the browser carries the session cookie.
    const cookie = await customerCookie(app.data, 'shopper@northwind.example');
    const shopperFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      request.headers.set('cookie', cookie);
      request.headers.set('origin', 'http://localhost');
      return app.app.request(request);
    }) as typeof fetch;
    const shopper = createApiClient({ baseUrl: 'http://localhost/api', orgId: 'org_northwind', token: () => null, fetch: shopperFetch, retries: 0 });
    expect((await paymentsApi.balance(shopper, 'me')).balance).toBe(25000);
    expect(await paymentsApi.accountBalance(shopper, { orderId: (await app.newOrder()).id }, 'k-b')).toMatchObject({ success: true });
    expect(await paymentsApi.checkGiftCard(api, 'gift25')).toMatchObject({ valid: true, balance: 2500 });
    const invalid = await paymentsApi.checkGiftCard(api, 'nope').catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).message).toBe('Invalid gift card code');
    const short = await paymentsApi.giftCard(api, { giftCardCode: 'GIFT25', orderId: (await app.newOrder()).id }, 'k-g').catch((e: unknown) => e);
    expect((short as ApiError).message).toBe('Insufficient Gift Card Balance');
    expect((short as ApiError).isConflict).toBe(true);
    expect(await paymentsApi.offline(api, { orderId: (await app.newOrder()).id, method: 'check' }, 'k-o')).toMatchObject({
      success: true,
      status: 'pending_payment',
    });
  });
});
