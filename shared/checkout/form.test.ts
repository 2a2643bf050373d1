import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSummary,
  contactValid,
  emailValid,
  emptyForm,
  orderRequest,
  paymentCustomer,
  shippingValid,
  wireAddress,
  type CheckoutForm,
} from './form.ts';

const filled: CheckoutForm = {
  ...emptyForm(),
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

describe('checkout form rules', () => {
  it('starts both addresses in the store’s home country when it has one', () => {
    const form = emptyForm('GB');
    expect([form.country, form.billing.country]).toEqual(['GB', 'GB']);
  });

  it('starts with country US, billing same as shipping and nothing saved', () => {
    const form = emptyForm();
    expect(form.country).toBe('US');
    expect(form.useSameForBilling).toBe(true);
    expect(form.saveInfo).toBe(false);
  });

  it('accepts an email like someone@host.tld without spaces only', () => {
    for (const ok of ['ada@example.com', 'a.b+c@mail.example.co.uk', 'x@y.z']) expect(emailValid(ok), ok).toBe(true);
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com', ' ada@example.com', 'ada@example.com ', 'a@b@c.d']) {
      expect(emailValid(bad), bad).toBe(false);
    }
    expect(contactValid({ email: 'ada@example.com' })).toBe(true);
  });

  it('property: any email with whitespace is refused', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, space, b) => !emailValid(`${a}${space}${b}@x.y`)));
  });

  it('needs first and last name, address, city, state and zip; apartment and phone are optional', () => {
    expect(shippingValid(filled)).toBe(true);
    for (const field of ['firstName', 'lastName', 'address', 'city', 'state', 'zip'] as const) {
      expect(shippingValid({ ...filled, [field]: '   ' }), field).toBe(false);
    }
    expect(shippingValid({ ...filled, apartment: '', phone: '' })).toBe(true);
  });

  it('needs the billing address too when billing differs', () => {
    expect(shippingValid({ ...filled, useSameForBilling: false })).toBe(false);
    expect(shippingValid({ ...filled, useSameForBilling: false, billing: { ...filled, country: 'CA' } })).toBe(true);
  });
});

describe('what the checkout sends', () => {
  it('asks for an order with skus and quantities only, never a price or total', () => {
    const request = orderRequest(
      { ...filled, phone: ' 555-0100 ', apartment: ' ' },
      [
        { sku: 'A', quantity: 2 },
        { sku: 'B-NAVY', quantity: 1, attributes: { color: 'navy' } },
      ],
      { gateway: 'stripe', method: 'card' },
      { discountCode: 'WELCOME10', language: 'es' },
    );
    expect(request).toEqual({
      customerInfo: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '555-0100' },
      shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701', country: 'US', phone: '555-0100' },
      billingAddress: { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Springfield', state: 'IL', zip: '62701', country: 'US', phone: '555-0100' },
      items: [
        { sku: 'A', quantity: 2 },
        { sku: 'B-NAVY', quantity: 1, attributes: { color: 'navy' } },
      ],
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      discountCode: 'WELCOME10',
      language: 'es',
    });
    expect(JSON.stringify(request)).not.toMatch(/price|total|subtotal|tax/i);
  });

  it('sends the other billing address when billing differs', () => {
    const billing = { ...filled, firstName: 'Charles', address: '1 Difference Engine Rd', country: 'gb' };
    const request = orderRequest({ ...filled, useSameForBilling: false, billing }, [{ sku: 'A', quantity: 1 }], { gateway: 'offline', method: 'cash' });
    expect(request.billingAddress.firstName).toBe('Charles');
    expect(request.billingAddress.country).toBe('GB');
    expect(request.shippingAddress.firstName).toBe('Ada');
    expect('discountCode' in request).toBe(false);
    expect('language' in request).toBe(false);
  });

  it('describes the payment customer from the billing address', () => {
    expect(paymentCustomer({ ...filled, apartment: 'Apt 4' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { line1: '12 Analytical Way', line2: 'Apt 4', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    });
  });

  it('summarises an address on one line and fills a missing country with US', () => {
    expect(addressSummary({ ...filled, apartment: 'Apt 4' })).toBe('Ada Lovelace · 12 Analytical Way, Apt 4 · Springfield, IL 62701, US');
    expect(wireAddress({ ...filled, country: '' }).country).toBe('US');
  });
});
