import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import type { PaymentGateway } from '../../shared/api/payments.ts';
import { setPaymentSdks, type WalletButtonsOptions } from '../../shared/checkout/sdks.ts';
import { fakeCheckoutApi } from '../../test/fakes/checkout-api.ts';
import { loadPaypalStandIn } from '../../test/fakes/paypal-stand-in.ts';
import './store-express-checkout.element.ts';

const PAYPAL: PaymentGateway = { name: 'paypal', data: { provider: 'paypal', mode: 'live', clientId: 'pp-live-client' } };
const PAYPAL_ORDER = '5O190127TN364715T';

const undo: (() => void)[] = [];
afterEach(async () => {
  cleanup();
  await settle();
  undo.splice(0).reverse().forEach((restore) => restore());
});

/** A PayPal SDK stand-in: one 'PayPal' button; a click runs createOrder, then onApprove with its id (errors go to onError). */
function paypal() {
  const record = { loads: [] as { clientId: string; currency: string }[], errors: 0 };
  const loader = (options: { clientId: string; currency: string }) => {
    record.loads.push(options);
    return Promise.resolve({
      Buttons: (buttons: WalletButtonsOptions) => ({
        isEligible: () => true,
        close: () => Promise.resolve(),
        render: (container: HTMLElement | string) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', () => {
            buttons
              .createOrder()
              .then((orderID) => buttons.onApprove({ orderID }))
              .catch(() => {
                record.errors++;
                buttons.onError?.({});
              });
          });
          (container as HTMLElement).append(button);
          return Promise.resolve();
        },
      }),
    });
  };
  undo.push(setPaymentSdks({ paypal: loader }));
  return record;
}

/** The stand-in API, answering the express routes as the server does; records their requests. */
function api(capture: { status: number; body: unknown }, shipping: { status: number; body: unknown } = REPRICED) {
  const fake = fakeCheckoutApi({ gateways: [PAYPAL] });
  const inner = globalThis.fetch;
  const express: { path: string; body: string; key: string | null }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/payments/wallet/express')) return inner(input, init);
    express.push({ path: pathname, body: await request.text(), key: request.headers.get('idempotency-key') });
    const answer = pathname.endsWith('/capture')
      ? capture
      : pathname.endsWith('/shipping')
        ? shipping
        : { status: 201, body: { id: PAYPAL_ORDER, status: 'CREATED', amount: 3052, currency: 'USD' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  undo.push(() => fake.restore(), () => (globalThis.fetch = inner));
  return { fake, express };
}

async function mount(html: string): Promise<HTMLElement> {
  const el = await fixture(html);
  await waitFor(() => el.querySelector('[data-ready="true"]'), { message: 'the PayPal button ready' });
  return el;
}

/** The server's answer for a New York address: 4 % state tax instead of the 8 % quoted at home. */
const REPRICED = { status: 200, body: { id: PAYPAL_ORDER, currency: 'USD', subtotal: 1900, shipping: 1000, tax: 76, discount: 0, total: 2976 } };
const NEW_YORK = { countryCode: 'US', state: 'NY', city: 'New York', postalCode: '10004' };

/** The PayPal SDK stand-in script (test/fakes/provider-scripts/paypal.js), injected as the SDK. */
async function standIn() {
  const sdk = await loadPaypalStandIn();
  undo.push(setPaymentSdks({ paypal: () => Promise.resolve(sdk) }));
  return sdk.standIn;
}

const PAID = {
  status: 200,
  body: { success: true, status: 'succeeded', message: 'Payment completed successfully!', orderId: 'ord_9', order: { id: 'ord_9', number: 'NW-100009' } },
};

describe('<store-express-checkout> with PayPal', () => {
  it('starts the express payment from the product line, has the server capture after approval and goes to the confirmation', async () => {
    const record = paypal();
    const { express } = api(PAID);
    const complete = recordEvents<{ orderId: string; orderNumber: string; paymentIntentId: string; status: string; href: string }>(document, 'store-express-checkout-complete');
    const onComplete = (event: Event): void => event.preventDefault();
    document.addEventListener('store-express-checkout-complete', onComplete);
    undo.push(() => (complete.stop(), document.removeEventListener('store-express-checkout-complete', onComplete)));
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001" data-quantity="2"></store-express-checkout>');
    expect(record.loads).toEqual([{ clientId: 'pp-live-client', currency: 'USD' }]);
    expect(el.getBoundingClientRect().height).toBeGreaterThan(0);
    await click(el.querySelector('button') as HTMLButtonElement);
    await waitFor(() => complete.events.length === 1, { message: 'the completion' });
    expect(express.map((r) => r.path)).toEqual(['/api/payments/wallet/express', `/api/payments/wallet/express/${PAYPAL_ORDER}/capture`]);
    // Only skus and quantities go to the server: it prices them.
    expect(JSON.parse(express[0]!.body)).toEqual({ items: [{ sku: 'NW-MUG-001', quantity: 2 }] });
    expect(express.every((r) => /^\S{8,}$/.test(r.key ?? ''))).toBe(true);
    expect(new Set(express.map((r) => r.key)).size).toBe(2);
    expect(complete.events[0]!.detail).toEqual({ orderId: 'ord_9', orderNumber: 'NW-100009', paymentIntentId: PAYPAL_ORDER, status: 'paid', href: `/store/order-confirmation/${PAYPAL_ORDER}` });
    await expectNoAxeViolations(el);
  });

  it("shows the server's refusal (a total changed by the address) as an alert and goes nowhere", async () => {
    paypal();
    const message = 'Shipping or tax for your address changes the total; nothing was charged. Start the payment again.';
    api({ status: 409, body: { error: { code: 'amount_changed', message } } });
    const complete = recordEvents(document, 'store-express-checkout-complete');
    undo.push(() => complete.stop());
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>');
    await click(el.querySelector('button') as HTMLButtonElement);
    const alert = await waitFor(() => el.querySelector('[role="alert"]'), { message: 'the alert' });
    expect(alert.textContent).toBe(message);
    expect(complete.events).toHaveLength(0);
    expect((el.querySelector('button') as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('has the server re-price for the address the buyer picks in PayPal’s window, then pays that total', async () => {
    const buyer = await standIn();
    const { express } = api(PAID);
    const complete = recordEvents<{ orderId: string }>(document, 'store-express-checkout-complete');
    const onComplete = (event: Event): void => event.preventDefault();
    document.addEventListener('store-express-checkout-complete', onComplete);
    undo.push(() => (complete.stop(), document.removeEventListener('store-express-checkout-complete', onComplete)));
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>');
    expect(await buyer.buy(NEW_YORK)).toEqual({ orderID: PAYPAL_ORDER, approved: true });
    await waitFor(() => complete.events.length === 1, { message: 'the completion' });
    expect(express.map((r) => r.path)).toEqual([
      '/api/payments/wallet/express',
      `/api/payments/wallet/express/${PAYPAL_ORDER}/shipping`,
      `/api/payments/wallet/express/${PAYPAL_ORDER}/capture`,
    ]);
    // Only the address PayPal reported goes to the server; it prices and updates PayPal's amount itself.
    expect(JSON.parse(express[1]!.body)).toEqual({ country: 'US', state: 'NY', city: 'New York', postalCode: '10004' });
    expect(complete.events[0]!.detail.orderId).toBe('ord_9');
    expect(el.querySelector('[role="alert"]')).toBe(null);
    await expectNoAxeViolations(el);
  });

  it('has PayPal reject an address the store does not ship to with PayPal’s own text, and one it could not price; nothing is approved', async () => {
    const buyer = await standIn();
    const refused = api(PAID, { status: 422, body: { error: { code: 'not_shipped', message: 'We do not ship to this country.', field: 'country' } } });
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>');
    expect(await buyer.buy({ countryCode: 'FR', city: 'Paris', postalCode: '75001' })).toEqual({ orderID: PAYPAL_ORDER, rejected: buyer.errors.COUNTRY_ERROR });
    expect(JSON.parse(refused.express[1]!.body)).toEqual({ country: 'FR', state: '', city: 'Paris', postalCode: '75001' });
    cleanup();
    undo.splice(1).reverse().forEach((restore) => restore());
    const down = api(PAID, { status: 502, body: { error: { code: 'provider_error', message: 'We could not process your payment.' } } });
    const again = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>');
    expect(await buyer.buy(NEW_YORK)).toEqual({ orderID: PAYPAL_ORDER, rejected: buyer.errors.ADDRESS_ERROR });
    expect([...refused.express, ...down.express].some((r) => r.path.endsWith('/capture'))).toBe(false);
    // PayPal tells the buyer in its own window: the page shows no alert of its own.
    expect(el.querySelector('[role="alert"]') ?? again.querySelector('[role="alert"]')).toBe(null);
    await expectNoAxeViolations(again);
  });

  it('leaves a PayPal gateway in simulator mode to the checkout when no stand-in is injected', async () => {
    const { fake } = api(PAID);
    fake.set({ gateways: [{ name: 'paypal', data: { provider: 'paypal', mode: 'simulator', clientId: 'demo-paypal-client' } }] });
    const el = await fixture('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>');
    await waitFor(() => fake.calls.some((c) => c.url.pathname === '/api/storefront/payment-gateways'), { message: 'the gateways request' });
    await settle();
    expect(el.textContent).toBe('');
    await expectNoAxeViolations(el);
  });
});
