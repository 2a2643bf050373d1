import { describe, expect, it } from 'vitest';
import { cartLines, expressGateways, expressOrderRequest, expressSheet, productLines, splitName } from './express.ts';
import type { PaymentGateway, Quote } from './remote.ts';

const quote: Quote = {
  items: [
    { sku: 'NW-MUG-001', name: 'Enamel Camp Mug', quantity: 2, price: 1800, lineTotal: 3600 },
    { sku: 'NW-FAS-006-NAVY', name: 'Trailhead Merino T-Shirt', quantity: 1, price: 3699, lineTotal: 3699 },
  ],
  subtotal: 7299,
  shipping: 599,
  tax: 584,
  discount: 0,
  total: 8482,
  currency: 'USD',
};

describe('express gateways', () => {
  const stripeLive: PaymentGateway = { name: 'stripe', data: { provider: 'stripe', mode: 'live', publishableKey: 'pk_live_x' } };
  const stripeSim: PaymentGateway = { name: 'stripe', data: { provider: 'stripe', mode: 'simulator', publishableKey: 'pk_test_fake', endpoint: '/sim/stripe' } };
  const paypalLive: PaymentGateway = { name: 'paypal', data: { provider: 'paypal', mode: 'live', clientId: 'client' } };
  const paypalSim: PaymentGateway = { name: 'paypal', data: { provider: 'paypal', clientId: 'demo-paypal-client' } };
  const none = { stripe: false, paypal: false };

  it('offers Stripe and PayPal with real keys', () => {
    expect(expressGateways([stripeLive, paypalLive, { name: 'offline' }], none)).toEqual({ stripe: stripeLive, paypal: paypalLive });
  });

  it('leaves the simulators to the checkout, unless a stand-in is injected', () => {
    expect(expressGateways([stripeSim, paypalSim], none)).toEqual({ stripe: null, paypal: null });
    expect(expressGateways([stripeSim, paypalSim], { stripe: true, paypal: true })).toEqual({ stripe: stripeSim, paypal: paypalSim });
  });

  it('needs a publishable key or client id', () => {
    expect(expressGateways([{ name: 'stripe', data: { mode: 'live' as const } }, { name: 'paypal', data: { mode: 'live' as const } }], { stripe: true, paypal: true })).toEqual({ stripe: null, paypal: null });
  });
});

describe('express lines', () => {
  it('buys the product quantity, kept between 1 and 999', () => {
    expect(productLines('NW-MUG-001', 3)).toEqual([{ sku: 'NW-MUG-001', quantity: 3 }]);
    expect(productLines('NW-MUG-001', 0)).toEqual([{ sku: 'NW-MUG-001', quantity: 1 }]);
    expect(productLines('NW-MUG-001', 5000)).toEqual([{ sku: 'NW-MUG-001', quantity: 999 }]);
    expect(productLines(' NW-FAS-006 ', 1, { color: 'navy' })).toEqual([{ sku: 'NW-FAS-006', quantity: 1, attributes: { color: 'navy' } }]);
    expect(productLines('  ', 1)).toEqual([]);
  });

  it('sends the cart lines without names or prices', () => {
    expect(cartLines([{ id: 'a', sku: 'NW-MUG-001', name: 'Mug', price: 1, quantity: 2, attributes: {} } as never, { sku: 'X', quantity: 1, attributes: { size: 'm' } }])).toEqual([
      { sku: 'NW-MUG-001', quantity: 2 },
      { sku: 'X', quantity: 1, attributes: { size: 'm' } },
    ]);
  });
});

describe('express sheet', () => {
  it("shows each line's total, tax on top and the quote's shipping", () => {
    expect(expressSheet(quote, { shipping: 'Shipping', tax: 'Tax' })).toEqual({
      lineItems: [
        { name: 'Enamel Camp Mug × 2', amount: 3600 },
        { name: 'Trailhead Merino T-Shirt', amount: 3699 },
        { name: 'Tax', amount: 584 },
      ],
      shippingRates: [{ id: 'standard', displayName: 'Shipping', amount: 599 }],
    });
  });

  it('leaves out VAT already inside the prices', () => {
    expect(expressSheet({ ...quote, taxIncluded: true }, { shipping: 'Shipping', tax: 'Tax' }).lineItems).toHaveLength(2);
  });
});

describe('express order request', () => {
  const address = { line1: '1 Main St', line2: 'Apt 2', city: 'Austin', state: 'TX', postal_code: '78701', country: 'us' };
  const lines = [{ sku: 'NW-MUG-001', quantity: 2 }];
  const payment = { gateway: 'stripe', method: 'card' };

  it('orders for the payer, shipping where the wallet says', () => {
    const request = expressOrderRequest(
      { billingDetails: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+15125550100', address: { ...address, line1: '9 Bill Rd', line2: null } }, shippingAddress: { name: 'Ada King Lovelace', address } },
      lines,
      payment,
      'en',
    );
    expect(request).toEqual({
      customerInfo: { email: 'ada@example.com', firstName: 'Ada King', lastName: 'Lovelace', phone: '+15125550100' },
      shippingAddress: { firstName: 'Ada King', lastName: 'Lovelace', address: '1 Main St', apartment: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701', country: 'US', phone: '+15125550100' },
      billingAddress: { firstName: 'Ada', lastName: 'Lovelace', address: '9 Bill Rd', city: 'Austin', state: 'TX', zip: '78701', country: 'US', phone: '+15125550100' },
      items: lines,
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      language: 'en',
    });
  });

  it('bills to the shipping address when the wallet gives no billing address', () => {
    const request = expressOrderRequest({ billingDetails: { name: 'Ada Lovelace', email: 'ada@example.com' }, shippingAddress: { name: 'Ada Lovelace', address } }, lines, payment);
    expect(request.billingAddress).toEqual(request.shippingAddress);
    expect(request.shippingAddress.city).toBe('Austin');
  });

  it('splits a name at its last space; one word is both names', () => {
    expect(splitName('  Grace   Brewster Hopper ')).toEqual({ firstName: 'Grace Brewster', lastName: 'Hopper' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});
