// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { couponSchema, gatewaySchema, quoteSchema, type Quote } from '../../../../../shared/api/schemas.ts';
import { makeTestApp } from '../../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, type ErrorBody } from '../../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp();
afterAll(() => t.close());
const harbor = { orgid: 'org_harbor' };

const quote = (body: unknown, headers: Record<string, string> = {}) => call<Quote>(t, '/api/storefront/checkout', jsonPost(body, headers));
const coupon = (body: unknown, headers: Record<string, string> = {}) => call<v.InferOutput<typeof couponSchema>>(t, '/api/storefront/coupon/apply', jsonPost(body, headers));

describe('POST /api/storefront/checkout', () => {
  it('prices lines from the catalogue with shipping, 8% tax and no discount', async () => {
    const { status, body } = await quote({ items: [{ sku: 'NW-BOO-017', quantity: 2 }] });
    expect(status).toBe(200);
    expect(v.parse(quoteSchema, body)).toEqual({
      items: [{ sku: 'NW-BOO-017', name: 'The Quiet Trail', quantity: 2, price: 2400, lineTotal: 4800, image: '/demo-images/the-quiet-trail.svg' }],
      subtotal: 4800,
      shipping: 1000,
      tax: 384,
      taxIncluded: false,
      discount: 0,
      discountCode: null,
      total: 6184,
      currency: 'USD',
    });
  });

  it('ignores prices and totals sent by the client', async () => {
    const honest = await quote({ items: [{ sku: 'NW-ELE-003', quantity: 1 }] });
    const tampered = await quote({ items: [{ sku: 'NW-ELE-003', quantity: 1, price: 1, lineTotal: 1 }], subtotal: 1, total: 1, discount: 99999 });
    expect(tampered.body).toEqual(honest.body);
    expect(tampered.body.total).toBe(5499 + 1000 + 440);
  });

  it('uses the variation picked by attributes or by its sku, and ships free over 100', async () => {
    const byAttribute = await quote({ items: [{ sku: 'NW-ELE-001', quantity: 1, attributes: { Color: 'Midnight Blue' } }] });
    expect(byAttribute.body.items[0]?.image).toBe('/demo-images/aurora-wireless-headphones-midnight-blue.svg');
    expect(byAttribute.body.shipping).toBe(0);
    const bySku = await quote({ items: [{ sku: 'NW-ELE-001-MIDNIGHT-BLUE', quantity: 4 }] });
    expect(bySku.status).toBe(200);
    const tooMany = await quote({ items: [{ sku: 'NW-ELE-001', quantity: 5, attributes: { color: 'midnight-blue' } }] });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as ErrorBody).error).toEqual({ code: 'insufficient_stock', message: 'Only 4 left of NW-ELE-001', field: 'items.0.quantity' });
  });

  it('adds up lines of the same product before checking stock', async () => {
    const { status, body } = await call<ErrorBody>(
      t,
      '/api/storefront/checkout',
      jsonPost({ items: [{ sku: 'NW-FAS-009', quantity: 2 }, { sku: 'NW-FAS-009', quantity: 2 }] }),
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'insufficient_stock', message: 'Only 3 left of NW-FAS-009', field: 'items.1.quantity' });
  });

  it('taxes a Northwind order at the rate of the state it ships to, named or coded', async () => {
    const items = [{ sku: 'NW-BOO-017', quantity: 2 }];
    expect((await quote({ items, country: 'US', state: 'CA' })).body).toMatchObject({ subtotal: 4800, tax: 348, taxIncluded: false, total: 4800 + 1000 + 348 });
    expect((await quote({ items, country: 'us', state: 'New York' })).body).toMatchObject({ tax: 192, total: 4800 + 1000 + 192 });
    expect((await quote({ items, country: 'US', state: 'OR' })).body).toMatchObject({ tax: 0, total: 5800 });
    expect((await quote({ items, country: 'US', state: 'Ohio' })).body).toMatchObject({ tax: 384 });
    expect((await quote({ items, country: 'GB' })).body).toMatchObject({ tax: 0, total: 5800 });
  });

  it('shows Harbor’s 20 % VAT as part of its GBP prices, never 8 % on top, and ships free above £40', async () => {
    const one = await quote({ items: [{ sku: 'HB-HAI-002', quantity: 1 }] }, harbor);
    expect(one.body).toMatchObject({ subtotal: 1800, tax: 366, taxIncluded: true, shipping: 395, total: 1800 + 395, currency: 'GBP' });
    const three = await quote({ items: [{ sku: 'HB-HAI-002', quantity: 3 }], country: 'GB' }, harbor);
    expect(three.body).toMatchObject({ subtotal: 5400, tax: 900, taxIncluded: true, shipping: 0, total: 5400 });
  });

  it('keeps each tenant’s own free-shipping threshold: £40 at Harbor is not free at Northwind', async () => {
    const northwind = await quote({ items: [{ sku: 'NW-BOO-017', quantity: 2 }] });
    expect(northwind.body).toMatchObject({ subtotal: 4800, shipping: 1000 });
    const over = await quote({ items: [{ sku: 'NW-BOO-017', quantity: 5 }] });
    expect(over.body).toMatchObject({ subtotal: 12000, shipping: 0 });
  });

  it('refuses a destination that is not a two-letter country', async () => {
    const { status, body } = await call<ErrorBody>(t, '/api/storefront/checkout', jsonPost({ items: [{ sku: 'NW-BOO-017', quantity: 1 }], country: 'USA' }));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'country' });
  });

  it('applies a valid discount code and ignores an invalid one', async () => {
    const discounted = await quote({ items: [{ sku: 'NW-BOO-017', quantity: 3 }], discountCode: ' welcome10 ' });
    expect(discounted.body).toMatchObject({ subtotal: 7200, discount: 720, discountCode: 'WELCOME10', total: 7200 + 1000 + 576 - 720 });
    const bogus = await quote({ items: [{ sku: 'NW-BOO-017', quantity: 3 }], discountCode: 'BOGUS' });
    expect(bogus.body).toMatchObject({ discount: 0, discountCode: null });
  });

  it('answers 404 naming an unknown sku, also for another tenant’s sku', async () => {
    const unknown = await call<ErrorBody>(t, '/api/storefront/checkout', jsonPost({ items: [{ sku: 'NW-BOO-017', quantity: 1 }, { sku: 'NOPE', quantity: 1 }] }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'Unknown product SKU: NOPE', field: 'items.1.sku' });
    expect((await call(t, '/api/storefront/checkout', jsonPost({ items: [{ sku: 'NW-BOO-017', quantity: 1 }] }, harbor))).status).toBe(404);
  });

  it('refuses bad input, naming the field', async () => {
    for (const [body, field] of [
      [{}, 'items'],
      [{ items: [] }, 'items'],
      [{ items: [{ sku: 'NW-BOO-017', quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ sku: 'NW-BOO-017', quantity: 1.5 }] }, 'items.0.quantity'],
      [{ items: [{ sku: '', quantity: 1 }] }, 'items.0.sku'],
      [{ items: [{ sku: 'NW-BOO-017', quantity: 1, attributes: { color: 5 } }] }, 'items.0.attributes.color'],
      ['[1,', 'body'],
    ] as const) {
      const response = await call<ErrorBody>(t, '/api/storefront/checkout', jsonPost(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
  });

  it('refuses bodies over 1 MB with 413 before reading them', async () => {
    const huge = JSON.stringify({ items: [{ sku: 'NW-BOO-017', quantity: 1 }], pad: 'x'.repeat(1024 * 1024) });
    const response = await call<ErrorBody>(t, '/api/storefront/checkout', jsonPost(huge));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('keeps total = subtotal + shipping + tax - discount for any cart (property)', async () => {
    const skus = ['NW-ELE-003', 'NW-ELE-005', 'NW-FAS-008', 'NW-HOM-012', 'NW-HOM-013', 'NW-HOM-015', 'NW-BOO-017', 'NW-BOO-020', 'NW-TOY-021', 'NW-TOY-023', 'NW-TOY-024'];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ sku: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 6, selector: (l) => l.sku }),
        fc.constantFrom(undefined, 'WELCOME10', 'SAVE5', 'BOGUS', 'SUMMER2024'),
        async (items, discountCode) => {
          const { status, body } = await quote({ items, discountCode });
          expect(status).toBe(200);
          v.parse(quoteSchema, body);
          expect(body.total).toBe(body.subtotal + body.shipping + body.tax - body.discount);
          expect(body.subtotal).toBe(body.items.reduce((sum, line) => sum + line.lineTotal, 0));
          expect(body.discount).toBeLessThanOrEqual(body.subtotal);
          expect(body.shipping).toBe(body.subtotal > 10000 ? 0 : 1000);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/storefront/coupon/apply', () => {
  it('computes percent and fixed discounts from the server’s own table', async () => {
    expect((await coupon({ couponCode: 'WELCOME10', cartTotal: 4000 })).body).toEqual({ valid: true, discount: 400, description: '10% off your order', message: 'Coupon applied: $4.00 off' });
    expect((await coupon({ couponCode: 'save5', cartTotal: 6000 })).body).toMatchObject({ valid: true, discount: 500 });
    expect((await coupon({ couponCode: 'SAVE5', cartTotal: 300 + 4000 })).body).toMatchObject({ valid: false, discount: 0, message: 'Spend at least $50.00 to use this coupon' });
  });

  it('answers invalid, expired and other tenants’ codes with valid:false and a message', async () => {
    expect((await coupon({ couponCode: 'NOPE', cartTotal: 5000 })).body).toEqual({ valid: false, discount: 0, description: '', message: 'Invalid coupon' });
    expect((await coupon({ couponCode: 'SUMMER2024', cartTotal: 5000 })).body).toMatchObject({ valid: false, message: 'This coupon has expired' });
    expect((await coupon({ couponCode: 'WELCOME10', cartTotal: 5000 }, harbor)).body).toMatchObject({ valid: false, message: 'Invalid coupon' });
    expect((await coupon({ couponCode: 'BISTRO5', cartTotal: 5000 }, harbor)).body).toMatchObject({ valid: true, discount: 500, message: 'Coupon applied: £5.00 off' });
  });

  it('refuses an empty code or a bad total with 400', async () => {
    for (const [body, field] of [
      [{ couponCode: '', cartTotal: 100 }, 'couponCode'],
      [{ couponCode: '   ', cartTotal: 100 }, 'couponCode'],
      [{ cartTotal: 100 }, 'couponCode'],
      [{ couponCode: 'WELCOME10', cartTotal: 12.5 }, 'cartTotal'],
      [{ couponCode: 'WELCOME10', cartTotal: -1 }, 'cartTotal'],
    ] as const) {
      const response = await call<ErrorBody>(t, '/api/storefront/coupon/apply', jsonPost(body));
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
  });
});

describe('GET /api/storefront/payment-gateways', () => {
  it('lists the gateways each tenant enabled', async () => {
    const northwind = await call<{ data: v.InferOutput<typeof gatewaySchema>[] }>(t, '/api/storefront/payment-gateways');
    expect(northwind.body.data.map((g) => g.name)).toEqual(['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline']);
    expect(northwind.body.data[1]).toEqual({ name: 'paypal', data: { provider: 'paypal', clientId: 'demo-paypal-client' } });
    const harborGateways = await call<{ data: { name: string }[] }>(t, '/api/storefront/payment-gateways', { headers: harbor });
    expect(harborGateways.body.data.map((g) => g.name)).toEqual(['stripe', 'cardbank', 'gift_card', 'offline']);
  });
});
