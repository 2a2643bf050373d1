import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { cleanup, click, fixture, recordEvents, waitFor } from '../../test/browser/fixture.ts';
import type { Order } from '../../shared/api/schemas.ts';
import { rememberLastOrder } from '../../shared/checkout/last-order.ts';
import { fakeCheckoutApi, type FakeApi } from '../../test/fakes/checkout-api.ts';
import { sampleImage } from '../../test/fixtures/catalog-products.ts';
import { StoreOrderConfirmationElement } from './store-order-confirmation.element.ts';

const address = { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', apartment: 'Apt 4', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };

/** A sample order as the server answers it. */
function sampleOrder(over: Partial<Order> = {}): Order {
  return {
    id: 'ord_1',
    number: 'NW-100001',
    status: 'new',
    paymentStatus: 'paid',
    paymentMethod: 'card',
    paymentGateway: 'stripe',
    paymentIntentId: 'pi_1',
    customerInfo: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    shippingAddress: address,
    billingAddress: address,
    items: [
      { sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', quantity: 2, price: 3499, image: sampleImage('Tee') },
      { sku: 'NW-HOM-012', name: 'Hearth Ceramic Mug Set', quantity: 1, price: 3200 },
    ],
    subtotal: 10198,
    shipping: 0,
    tax: 816,
    discount: 500,
    discountCode: 'SAVE5',
    total: 10514,
    currency: 'USD',
    createdAt: '2026-03-15T10:00:00.000Z',
    ...over,
  };
}

let api: FakeApi | null = null;
afterEach(() => {
  cleanup();
  api?.restore();
  api = null;
  sessionStorage.clear();
});

async function show(order: Order | null, attrs: string): Promise<HTMLElement> {
  api = fakeCheckoutApi();
  if (order) api.orders.push(order);
  const el = await fixture(`<store-order-confirmation ${attrs}></store-order-confirmation>`);
  await waitFor(() => !el.querySelector('[role="status"]')?.textContent?.includes('Loading'), { message: 'the order', timeout: 4000 });
  return el;
}

describe('<store-order-confirmation>', () => {
  it('shows the number, items, totals, addresses and a paid status', async () => {
    expect(customElements.get('store-order-confirmation')).toBe(StoreOrderConfirmationElement);
    const events = recordEvents(document, 'store-order-loaded');
    const el = await show(sampleOrder(), 'data-order-id="ord_1"');
    await waitFor(() => events.events.length > 0, { message: 'store-order-loaded' });
    events.stop();
    expect(el.querySelector('h1')?.textContent).toBe('Order NW-100001');
    expect(el.textContent).toContain('Thank you for your order!');
    expect(el.querySelector('[data-status]')?.textContent).toBe('Paid');
    expect(el.textContent).toContain('Paid with: Card');
    const items = Array.from(el.querySelectorAll('li'));
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Trailhead Merino T-Shirt', 'Hearth Ceramic Mug Set']);
    expect(items[0]?.textContent).toContain('$69.98');
    const totals = el.querySelector('dl')?.textContent ?? '';
    expect(totals).toContain('Subtotal$101.98');
    expect(totals).toContain('ShippingFree');
    expect(totals).toContain('Discount (SAVE5)−$5.00');
    expect(totals).toContain('Total$105.14');
    expect(el.querySelector('address')?.textContent).toBe('Ada Lovelace\n12 Analytical Way, Apt 4\nSpringfield, IL 62701\nUS');
    expect(events.events.map((e) => e.detail)).toEqual([{ orderId: 'ord_1', number: 'NW-100001', paymentStatus: 'paid' }]);
    await expectNoAxeViolations(el);
  });

  it('shows the offline instructions while the payment is pending', async () => {
    const el = await show(sampleOrder({ paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentInstructions: 'Transfer $105.14 with the reference NW-100001.' }), 'data-order-id="ord_1"');
    expect(el.querySelector('[data-status]')?.textContent).toBe('Awaiting payment');
    expect(el.textContent).toContain('How to pay');
    expect(el.textContent).toContain('Transfer $105.14 with the reference NW-100001.');
    await expectNoAxeViolations(el);
  });

  it('shows a processing payment and checks it again on request', async () => {
    const order = sampleOrder({ paymentStatus: 'processing' });
    const el = await show(order, 'data-order-id="ord_1"');
    expect(el.querySelector('[data-status]')?.textContent).toBe('Your payment is processing.');
    await expectNoAxeViolations(el);
    order.paymentStatus = 'paid';
    const button = el.querySelector('button');
    expect(button?.textContent).toBe('Check payment status');
    await click(button!);
    await waitFor(() => el.querySelector('[data-status]')?.textContent === 'Paid', { message: 'the paid status' });
  });

  it('finds the order this tab paid from the payment reference alone', async () => {
    rememberLastOrder(location.host, 'pi_1', 'ord_1');
    const el = await show(sampleOrder(), 'data-payment-intent-id="pi_1"');
    expect(el.querySelector('h1')?.textContent).toBe('Order NW-100001');
  });

  it('says so for an unknown order, with a way back to the store', async () => {
    const el = await show(null, 'data-payment-intent-id="pi_nope" data-store-href="/shop"');
    expect(el.querySelector('[role="alert"] h1')?.textContent).toBe('We could not find this order.');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/shop');
    await expectNoAxeViolations(el);
  });

  describe('opened from the order e-mail link, in a browser without the session that placed it', () => {
    const TOKEN = 'ord_1.1900000000.signature-of-the-order-link-made-by-the-server';
    let restoreFetch: (() => void) | null = null;
    afterEach(() => {
      restoreFetch?.();
      restoreFetch = null;
      history.replaceState(history.state, '', location.pathname);
    });

    /** The server's rule for a visitor without the session: the order only with its link's token. */
    async function showFromLink(attrs: string): Promise<HTMLElement> {
      api = fakeCheckoutApi();
      api.orders.push(sampleOrder({ paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentInstructions: 'Transfer $105.14 with the reference NW-100001.' }));
      const fake = globalThis.fetch;
      globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/api/storefront/order/') && url.searchParams.get('token') !== TOKEN) {
          return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'No such order.' } }, { status: 404 }));
        }
        return fake(input, init);
      };
      restoreFetch = () => (globalThis.fetch = fake);
      const el = await fixture(`<store-order-confirmation ${attrs}></store-order-confirmation>`);
      await waitFor(() => !el.querySelector('[role="status"]')?.textContent?.includes('Loading'), { message: 'the order', timeout: 4000 });
      return el;
    }

    it('shows the order, its status, how to pay, items and totals with the token of data-token, and keeps the token nowhere', async () => {
      const el = await showFromLink(`data-order-id="ord_1" data-token="${TOKEN}"`);
      expect(el.querySelector('h1')?.textContent).toBe('Order NW-100001');
      expect(el.querySelector('[data-status]')?.textContent).toBe('Awaiting payment');
      expect(el.textContent).toContain('Transfer $105.14 with the reference NW-100001.');
      expect(el.textContent).toContain('Trailhead Merino T-Shirt');
      expect(el.querySelector('dl')?.textContent).toContain('Total$105.14');
      const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
      expect(stored).not.toContain(TOKEN);
    });

    it("reads the token from the page's ?token= when the page wrote none", async () => {
      history.replaceState(history.state, '', `${location.pathname}?token=${TOKEN}`);
      const el = await showFromLink('data-order-id="ord_1"');
      expect(el.querySelector('h1')?.textContent).toBe('Order NW-100001');
    });

    it('shows "We could not find this order" for a wrong or expired token', async () => {
      const el = await showFromLink('data-order-id="ord_1" data-token="ord_1.1.forged"');
      expect(el.querySelector('[role="alert"] h1')?.textContent).toBe('We could not find this order.');
      expect(el.textContent).not.toContain('Transfer $105.14');
    });
  });

  it('says an unpaid order that was cancelled is cancelled, with nothing left to pay', async () => {
    const el = await show(sampleOrder({ status: 'cancelled', paymentStatus: 'pending_payment', paymentInstructions: 'Transfer $105.14 with the reference NW-100001.' }), 'data-order-id="ord_1"');
    expect(el.querySelector('[data-status]')?.textContent).toBe('This order was cancelled. Nothing was charged.');
    expect(el.textContent).not.toContain('How to pay');
    expect(el.querySelector('button')).toBe(null);
  });

  describe('cancelling an order that waits for its payment', () => {
    const pending = () => sampleOrder({ status: 'pending_payment', paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentGateway: 'offline', paymentInstructions: 'Transfer $105.14 with the reference NW-100001.' });
    const buttonNamed = (el: HTMLElement, name: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === name);

    it('asks first, keeps the order on "Keep my order", and cancels it on "Yes, cancel order"', async () => {
      const el = await show(pending(), 'data-order-id="ord_1"');
      await click(buttonNamed(el, 'Cancel order')!);
      await waitFor(() => document.activeElement?.id === 'order-cancel-question', { message: 'focus on the question' });
      expect(el.textContent).toContain('Cancel this order? Nothing has been charged, and the items go back on sale.');
      await expectNoAxeViolations(el);
      await click(buttonNamed(el, 'Keep my order')!);
      await waitFor(() => document.activeElement === buttonNamed(el, 'Cancel order'), { message: 'focus back on Cancel order' });
      expect(api?.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/cancel'))).toBe(false);

      await click(buttonNamed(el, 'Cancel order')!);
      await click(buttonNamed(el, 'Yes, cancel order')!);
      await waitFor(() => el.querySelector('[data-status]')?.textContent === 'This order was cancelled. Nothing was charged.', { message: 'cancelled' });
      expect(el.textContent).not.toContain('How to pay');
      expect(buttonNamed(el, 'Cancel order')).toBe(undefined);
      expect(api?.orders[0]?.status).toBe('cancelled');
    });

    it('says why in the page language when the server refuses, and keeps the order as it was', async () => {
      const el = await show(pending(), 'data-order-id="ord_1"');
      // The payment arrived meanwhile: the server refuses.
      if (api?.orders[0]) api.orders[0].paymentStatus = 'paid';
      await click(buttonNamed(el, 'Cancel order')!);
      await click(buttonNamed(el, 'Yes, cancel order')!);
      await waitFor(() => el.querySelector('[role="alert"]')?.textContent === 'This order has been paid, so it cannot be cancelled online. Please contact us and we will refund it.', { message: 'the refusal' });
      expect(el.querySelector('[data-status]')?.textContent).toBe('Awaiting payment');
      await expectNoAxeViolations(el);
    });

    it('says in Spanish that a payment being processed keeps the order from being cancelled', async () => {
      api = fakeCheckoutApi({ fail: {} });
      api.orders.push(pending());
      const el = await fixture('<div lang="es"><store-order-confirmation data-order-id="ord_1"></store-order-confirmation></div>');
      await waitFor(() => buttonNamed(el, 'Cancelar pedido'), { message: 'the Spanish button', timeout: 4000 });
      // The shopper started a card payment in another tab meanwhile.
      if (api.orders[0]) api.orders[0].paymentStatus = 'processing';
      await click(buttonNamed(el, 'Cancelar pedido')!);
      await click(buttonNamed(el, 'Sí, cancelar pedido')!);
      await waitFor(() => el.querySelector('[role="alert"]')?.textContent?.startsWith('Se está procesando un pago de este pedido'), { message: 'the Spanish refusal' });
      await expectNoAxeViolations(el);
    });

    it('speaks Spanish on a Spanish page', async () => {
      api = fakeCheckoutApi();
      api.orders.push(pending());
      const el = await fixture('<div lang="es"><store-order-confirmation data-order-id="ord_1"></store-order-confirmation></div>');
      await waitFor(() => buttonNamed(el, 'Cancelar pedido'), { message: 'the Spanish button', timeout: 4000 });
      await click(buttonNamed(el, 'Cancelar pedido')!);
      await click(buttonNamed(el, 'Sí, cancelar pedido')!);
      await waitFor(() => el.querySelector('[data-status]')?.textContent === 'Este pedido se ha cancelado. No se ha cobrado nada.', { message: 'cancelled in Spanish' });
    });
  });

  describe('a refunded order', () => {
    it('says Refunded, how it was paid and where the money goes, with no way to pay or cancel', async () => {
      const el = await show(sampleOrder({ status: 'refunded', refundedAmount: 10514 }), 'data-order-id="ord_1"');
      expect(el.querySelector('[data-status]')?.textContent).toBe('Refunded');
      expect(el.textContent).toContain('Paid with: Card');
      expect(el.textContent).toContain('Refunds go back the way you paid. A card refund can take 5–10 business days to appear.');
      expect(el.querySelector('button')).toBe(null);
      await expectNoAxeViolations(el);
    });

    it('says how much of the total was refunded when part of it was', async () => {
      const el = await show(sampleOrder({ status: 'paid', refundedAmount: 2500 }), 'data-order-id="ord_1"');
      expect(el.querySelector('[data-status]')?.textContent).toBe('Partially refunded: $25.00 of $105.14 refunded');
      expect(el.querySelector('dl')?.textContent).toContain('Total$105.14');
      await expectNoAxeViolations(el);
    });

    it('shows a paid order with nothing refunded as Paid, without a refund note', async () => {
      const el = await show(sampleOrder({ status: 'paid', refundedAmount: 0 }), 'data-order-id="ord_1"');
      expect(el.querySelector('[data-status]')?.textContent).toBe('Paid');
      expect(el.textContent).not.toContain('Refunds go back');
    });

    it('speaks Spanish on a Spanish page', async () => {
      api = fakeCheckoutApi();
      api.orders.push(sampleOrder({ status: 'paid', refundedAmount: 2500 }));
      const el = await fixture('<div lang="es"><store-order-confirmation data-order-id="ord_1"></store-order-confirmation></div>');
      await waitFor(() => el.querySelector('[data-status]')?.textContent?.startsWith('Reembolsado en parte'), { message: 'the Spanish status', timeout: 4000 });
      expect(el.querySelector('[data-status]')?.textContent).toMatch(/^Reembolsado en parte: 25,00\sUS\$ de 105,14\sUS\$$/);
      expect(el.textContent).toContain('Los reembolsos vuelven por el mismo medio con el que pagaste.');
    });
  });

  it('offers a retry when the order cannot be loaded', async () => {
    api = fakeCheckoutApi({ fail: { 'GET /api/storefront/order/': 503 } });
    api.orders.push(sampleOrder());
    const el = await fixture('<store-order-confirmation data-order-id="ord_1"></store-order-confirmation>');
    await waitFor(() => el.querySelector('[role="alert"]')?.textContent?.includes('could not be loaded'), { timeout: 8000 });
    await expectNoAxeViolations(el);
    api.set({ fail: {} });
    await click(el.querySelector('button')!);
    await waitFor(() => el.querySelector('h1')?.textContent === 'Order NW-100001');
  });
});
