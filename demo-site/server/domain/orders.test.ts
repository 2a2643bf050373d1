// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { createOrder, defaultOrderPrefix } from './order-create.ts';
import { findOrderByPaymentIntent, getOrder, markOrderPayment, orderAmountDue } from './orders.ts';

const t = makeTestApp();
afterAll(() => t.close());
const data = t.data;
const tenant = { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' };
const address = { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' };

async function newOrder() {
  const result = await createOrder(
    data,
    tenant,
    {
      customerInfo: { email: 'ada@example.com' },
      shippingAddress: address,
      items: [{ sku: 'NW-BOO-020', quantity: 1 }],
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    },
    null,
  );
  if (!result.ok) throw new Error(result.message);
  return result.order;
}

describe('order functions for payments', () => {
  it('gives the amount due from the server’s total, 0 once paid, null for unknown or foreign orders', async () => {
    const order = await newOrder();
    // New York's 4 % state rate from Northwind's settings.
    expect(await orderAmountDue(data, 'org_northwind', order.id)).toEqual({ amount: 1900 + 1000 + 76, currency: 'USD' });
    expect(await orderAmountDue(data, 'org_harbor', order.id)).toBeNull();
    expect(await orderAmountDue(data, 'org_northwind', 'ord_nope')).toBeNull();
    await markOrderPayment(data, 'org_northwind', order.id, {
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      paymentIntentId: 'pi_1',
    });
    expect(await orderAmountDue(data, 'org_northwind', order.id)).toEqual({ amount: 0, currency: 'USD' });
  });

  it('records payment outcomes, sets the status, and never moves a paid order back', async () => {
    const order = await newOrder();
    const processing = await markOrderPayment(data, 'org_northwind', order.id, {
      paymentStatus: 'processing',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      paymentIntentId: 'pi_2',
    });
    expect(processing).toMatchObject({ status: 'processing', paymentStatus: 'processing', paymentIntentId: 'pi_2' });
    const paid = await markOrderPayment(data, 'org_northwind', order.id, {
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    });
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentIntentId: 'pi_2' });
    const again = await markOrderPayment(data, 'org_northwind', order.id, {
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
    });
    expect(again).toEqual(paid);
    expect(
      await markOrderPayment(data, 'org_northwind', order.id, { paymentStatus: 'failed', paymentMethod: 'card', paymentGateway: 'stripe' }),
    ).toMatchObject({ paymentStatus: 'paid' });
    expect((await findOrderByPaymentIntent(data, 'org_northwind', 'pi_2'))?.id).toBe(order.id);
    expect(await findOrderByPaymentIntent(data, 'org_harbor', 'pi_2')).toBeNull();
  });

  it('keeps offline orders pending with instructions, and lets a failed payment be retried', async () => {
    const offline = await newOrder();
    const pending = await markOrderPayment(data, 'org_northwind', offline.id, {
      paymentStatus: 'pending_payment',
      paymentMethod: 'bank_transfer',
      paymentGateway: 'offline',
      instructions: 'Pay to IBAN X, reference NW',
    });
    expect(pending).toMatchObject({
      status: 'new',
      paymentStatus: 'pending_payment',
      paymentMethod: 'bank_transfer',
      paymentGateway: 'offline',
      paymentInstructions: 'Pay to IBAN X, reference NW',
    });
    const failing = await newOrder();
    expect(
      await markOrderPayment(data, 'org_northwind', failing.id, {
        paymentStatus: 'failed',
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      }),
    ).toMatchObject({ status: 'new', paymentStatus: 'failed' });
    expect(
      await markOrderPayment(data, 'org_northwind', failing.id, {
        paymentStatus: 'paid',
        paymentMethod: 'wallet',
        paymentGateway: 'paypal',
      }),
    ).toMatchObject({ status: 'paid', paymentGateway: 'paypal' });
    expect(
      await markOrderPayment(data, 'org_harbor', failing.id, { paymentStatus: 'paid', paymentMethod: 'x', paymentGateway: 'x' }),
    ).toBeNull();
    expect(await getOrder(data, 'org_harbor', failing.id)).toBeNull();
  });

  it('derives an order prefix for tenants without one', () => {
    expect(defaultOrderPrefix('acme')).toBe('AC');
    expect(defaultOrderPrefix('x')).toBe('XX');
    expect(defaultOrderPrefix('42')).toBe('OR');
  });
});
