// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';
import { createOrder, defaultOrderPrefix } from './order-create.ts';
import { findOrderByPaymentIntent, getOrder, markOrderPayment, orderAmountDue } from './orders.ts';

const t = makeTestApp();
afterAll(() => t.close());
const tenant = { id: 'org_northwind', siteName: 'northwind', currency: 'USD', locale: 'en-US' };
const address = { firstName: 'Ada', lastName: 'L', address: '1 Main', city: 'NYC', state: 'NY', zip: '10001', country: 'US' };

function newOrder() {
  const result = createOrder(t.db, tenant, { customerInfo: { email: 'ada@example.com' }, shippingAddress: address, items: [{ sku: 'NW-BOO-020', quantity: 1 }], paymentMethod: 'card', paymentGateway: 'stripe' }, null);
  if (!result.ok) throw new Error(result.message);
  return result.order;
}

describe('order functions for payments', () => {
  it('gives the amount due from the server’s total, 0 once paid, null for unknown or foreign orders', () => {
    const order = newOrder();
    // New York's 4 % state rate from Northwind's settings.
    expect(orderAmountDue(t.db, 'org_northwind', order.id)).toEqual({ amount: 1900 + 1000 + 76, currency: 'USD' });
    expect(orderAmountDue(t.db, 'org_harbor', order.id)).toBeNull();
    expect(orderAmountDue(t.db, 'org_northwind', 'ord_nope')).toBeNull();
    markOrderPayment(t.db, 'org_northwind', order.id, { paymentStatus: 'paid', paymentMethod: 'card', paymentGateway: 'stripe', paymentIntentId: 'pi_1' });
    expect(orderAmountDue(t.db, 'org_northwind', order.id)).toEqual({ amount: 0, currency: 'USD' });
  });

  it('records payment outcomes, sets the status, and never moves a paid order back', () => {
    const order = newOrder();
    const processing = markOrderPayment(t.db, 'org_northwind', order.id, { paymentStatus: 'processing', paymentMethod: 'card', paymentGateway: 'stripe', paymentIntentId: 'pi_2' });
    expect(processing).toMatchObject({ status: 'processing', paymentStatus: 'processing', paymentIntentId: 'pi_2' });
    const paid = markOrderPayment(t.db, 'org_northwind', order.id, { paymentStatus: 'paid', paymentMethod: 'card', paymentGateway: 'stripe' });
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentIntentId: 'pi_2' });
    const again = markOrderPayment(t.db, 'org_northwind', order.id, { paymentStatus: 'paid', paymentMethod: 'card', paymentGateway: 'stripe' });
    expect(again).toEqual(paid);
    expect(markOrderPayment(t.db, 'org_northwind', order.id, { paymentStatus: 'failed', paymentMethod: 'card', paymentGateway: 'stripe' })).toMatchObject({ paymentStatus: 'paid' });
    expect(findOrderByPaymentIntent(t.db, 'org_northwind', 'pi_2')?.id).toBe(order.id);
    expect(findOrderByPaymentIntent(t.db, 'org_harbor', 'pi_2')).toBeNull();
  });

  it('keeps offline orders pending with instructions, and lets a failed payment be retried', () => {
    const offline = newOrder();
    const pending = markOrderPayment(t.db, 'org_northwind', offline.id, { paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentGateway: 'offline', instructions: 'Pay to IBAN X, reference NW' });
    expect(pending).toMatchObject({ status: 'new', paymentStatus: 'pending_payment', paymentMethod: 'bank_transfer', paymentGateway: 'offline', paymentInstructions: 'Pay to IBAN X, reference NW' });
    const failing = newOrder();
    expect(markOrderPayment(t.db, 'org_northwind', failing.id, { paymentStatus: 'failed', paymentMethod: 'card', paymentGateway: 'stripe' })).toMatchObject({ status: 'new', paymentStatus: 'failed' });
    expect(markOrderPayment(t.db, 'org_northwind', failing.id, { paymentStatus: 'paid', paymentMethod: 'wallet', paymentGateway: 'paypal' })).toMatchObject({ status: 'paid', paymentGateway: 'paypal' });
    expect(markOrderPayment(t.db, 'org_harbor', failing.id, { paymentStatus: 'paid', paymentMethod: 'x', paymentGateway: 'x' })).toBeNull();
    expect(getOrder(t.db, 'org_harbor', failing.id)).toBeNull();
  });

  it('derives an order prefix for tenants without one', () => {
    expect(defaultOrderPrefix('acme')).toBe('AC');
    expect(defaultOrderPrefix('x')).toBe('XX');
    expect(defaultOrderPrefix('42')).toBe('OR');
  });
});
