import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import type { PaymentGateway } from '../../shared/api/payments.ts';
import { setPaymentSdks } from '../../shared/checkout/sdks.ts';
import { $cartLines, cart } from '../../shared/cart/store.ts';
import { FAKE_GATEWAYS, fakeCheckoutApi, type FakeApi, type FakeApiOptions } from '../../test/fakes/checkout-api.ts';
import { fakeStripeExpress } from '../../test/fakes/stripe-express.ts';
import './store-express-checkout.element.ts';
import './fallback.css.ts';

const STRIPE: PaymentGateway = { name: 'stripe', data: { provider: 'stripe', mode: 'live', publishableKey: 'pk_test_express' } };

const undo: (() => void)[] = [];
afterEach(async () => {
  cleanup();
  await settle();
  cart.replace([]);
  undo.splice(0).reverse().forEach((restore) => restore());
});

/** The fake API, with every order request's Idempotency-Key recorded. */
function api(options: FakeApiOptions): { api: FakeApi; orderKeys: (string | null)[] } {
  const fake = fakeCheckoutApi(options);
  const orderKeys: (string | null)[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === '/api/storefront/order/create') orderKeys.push(request.headers.get('idempotency-key'));
    return inner(input, init);
  };
  undo.push(() => fake.restore(), () => (globalThis.fetch = inner));
  return { api: fake, orderKeys };
}

function stripe(options: Parameters<typeof fakeStripeExpress>[0] = {}) {
  const fake = fakeStripeExpress(options);
  undo.push(setPaymentSdks({ stripeExpress: fake.loader }));
  return fake.record;
}

async function mount(html: string, fake: FakeApi): Promise<HTMLElement> {
  const el = await fixture(html);
  await waitFor(() => fake.calls.some((c) => c.url.pathname === '/api/storefront/payment-gateways'), { message: 'the gateways request' });
  await settle();
  return el;
}

const walletButton = (el: HTMLElement) => waitFor(() => el.querySelector<HTMLButtonElement>('button'), { message: 'the wallet button' });

describe('<store-express-checkout>', () => {
  it('renders nothing and takes no room without an express-capable gateway', async () => {
    stripe();
    const { api: fake } = api({ gateways: [{ name: 'offline', data: {} }] });
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>', fake);
    expect(el.querySelector('button, p')).toBeNull();
    expect(el.getBoundingClientRect().height).toBe(0);
    await expectNoAxeViolations(el);
  });

  it("leaves the demo's simulated Stripe to the checkout", async () => {
    const { api: fake } = api({ gateways: [FAKE_GATEWAYS[0]!] });
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>', fake);
    expect(el.textContent).toBe('');
    expect(fake.calls.some((c) => c.url.pathname === '/api/storefront/checkout')).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('stays at no height while the wallet offers no button', async () => {
    const record = stripe({ wallets: false });
    const { api: fake } = api({ gateways: [STRIPE] });
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>', fake);
    await waitFor(() => record.elements.length === 1, { message: 'the element mounted' });
    await settle();
    expect(el.getBoundingClientRect().height).toBe(0);
    await expectNoAxeViolations(el);
  });

  it('with data-reserve keeps room for its caption and one row from the start, and the ready buttons take exactly that room', async () => {
    const record = stripe();
    const { api: fake } = api({ gateways: [STRIPE] });
    const el = await fixture('<store-express-checkout data-sku="NW-MUG-001" data-reserve="1"></store-express-checkout>');
    const reserved = el.getBoundingClientRect().height;
    expect(reserved).toBeGreaterThan(44 + 16);
    await waitFor(() => fake.calls.some((c) => c.url.pathname === '/api/storefront/payment-gateways'), { message: 'the gateways request' });
    await walletButton(el);
    await waitFor(() => el.querySelector('[data-ready="true"]'), { message: 'the buttons ready' });
    expect(el.getBoundingClientRect().height).toBe(reserved);
    expect(el.textContent).toContain('Express checkout');
    // Stripe is asked for buttons one reserved row high, all on one row.
    expect(JSON.stringify(record.created)).toBe(JSON.stringify([{ buttonHeight: 44, layout: { maxColumns: 3, maxRows: 1, overflow: 'never' } }]));
    await expectNoAxeViolations(el);
  });

  it('pays a product: one server-priced order with an Idempotency-Key, confirmed with its client secret', async () => {
    const record = stripe();
    const { api: fake, orderKeys } = api({ gateways: [STRIPE], cardStatus: 'succeeded' });
    const complete = recordEvents<{ orderId: string; paymentIntentId: string; status: string; href: string }>(document, 'store-express-checkout-complete');
    const onComplete = (event: Event): void => event.preventDefault();
    document.addEventListener('store-express-checkout-complete', onComplete);
    undo.push(() => (complete.stop(), document.removeEventListener('store-express-checkout-complete', onComplete)));
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001" data-quantity="2"></store-express-checkout>', fake);
    const button = await walletButton(el);
    await waitFor(() => el.querySelector('[data-ready="true"]'), { message: 'the ready buttons' });
    expect(el.textContent).toContain('Express checkout');
    expect(el.getBoundingClientRect().height).toBeGreaterThan(0);
    // The server's quote: two mugs plus its shipping and tax, never a price from the page.
    expect(record.elements.map((e) => e.currency)).toEqual(['usd']);
    expect(defined(record.elements[0]).amount).toBeGreaterThan(3600);
    await click(button);
    await waitFor(() => complete.events.length === 1, { message: 'the completion' });
    expect(fake.orders).toHaveLength(1);
    const order = fake.orders[0]!;
    expect(order.items.map((i) => [i.sku, i.quantity])).toEqual([['NW-MUG-001', 2]]);
    expect(order.customerInfo.email).toBe('ada@example.com');
    expect(order.shippingAddress.city).toBe('Austin');
    expect(order.paymentGateway).toBe('stripe');
    expect(orderKeys).toHaveLength(1);
    expect(defined(orderKeys[0])).toMatch(/^\S{8,}$/);
    expect(record.confirms).toEqual([{ clientSecret: 'pi_ord_1_secret_x', returnUrl: `${location.origin}/store/order-confirmation/pi_ord_1` }]);
    expect(complete.events[0]!.detail).toEqual({ orderId: 'ord_1', orderNumber: 'NW-100001', paymentIntentId: 'pi_ord_1', status: 'paid', href: '/store/order-confirmation/pi_ord_1' });
    expect(JSON.stringify(record.resolved[0])).toContain('Enamel Camp Mug × 2');
    await expectNoAxeViolations(el);
  });

  it('shows a declined payment as an alert and keeps the button usable', async () => {
    const record = stripe({ confirm: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const { api: fake } = api({ gateways: [STRIPE] });
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>', fake);
    await click(await walletButton(el));
    const alert = await waitFor(() => el.querySelector('[role="alert"]'), { message: 'the alert' });
    expect(alert.textContent).toBe('Your card was declined.');
    expect(record.failed).toBe(1);
    expect(defined(el.querySelector('button')).disabled).toBe(false);
    await expectNoAxeViolations(el);
  });

  it("pays the cart's lines and empties the cart", async () => {
    stripe();
    const { api: fake } = api({ gateways: [STRIPE], cardStatus: 'succeeded' });
    const onComplete = (event: Event): void => event.preventDefault();
    document.addEventListener('store-express-checkout-complete', onComplete);
    undo.push(() => document.removeEventListener('store-express-checkout-complete', onComplete));
    cart.replace([{ id: 'p1', sku: 'NW-MUG-001', name: 'Enamel Camp Mug', price: 1800, quantity: 3 }]);
    const el = await mount('<store-express-checkout data-source="cart"></store-express-checkout>', fake);
    await click(await walletButton(el));
    await waitFor(() => $cartLines.get().length === 0, { message: 'the cart emptied' });
    expect(fake.orders.map((o) => o.items.map((i) => [i.sku, i.quantity]))).toEqual([[['NW-MUG-001', 3]]]);
    await expectNoAxeViolations(el);
  });

  it('says an unexpected error occurred when the server fails to create the order, and a second try pays', async () => {
    const record = stripe();
    const { api: fake, orderKeys } = api({ gateways: [STRIPE], cardStatus: 'succeeded', fail: { 'POST /api/storefront/order/create': 500 } });
    const onComplete = (event: Event): void => event.preventDefault();
    document.addEventListener('store-express-checkout-complete', onComplete);
    undo.push(() => document.removeEventListener('store-express-checkout-complete', onComplete));
    const el = await mount('<store-express-checkout data-sku="NW-MUG-001"></store-express-checkout>', fake);
    await click(await walletButton(el));
    const alert = await waitFor(() => el.querySelector('[role="alert"]'), { message: 'the alert', timeout: 8000 });
    expect(alert.textContent).toBe('An unexpected error occurred.');
    expect(record.failed).toBe(1);
    expect(record.confirms).toHaveLength(0);
    await expectNoAxeViolations(el);
    fake.set({ fail: {} });
    await click(defined(el.querySelector('button')));
    await waitFor(() => record.confirms.length === 1, { message: 'the second try confirmed' });
    await waitFor(() => el.querySelector('[role="alert"]') === null, { message: 'the alert cleared' });
    expect(fake.orders).toHaveLength(1);
    // A retry of one attempt reuses its key; the second attempt is a new order request with a new key.
    expect(new Set(orderKeys).size).toBe(2);
  });
});
