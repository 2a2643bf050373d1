/**
 * PayPal's webhook events for the fake PayPal API's orders, captures and refunds, in the shapes of
 * PayPal's documentation (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.DENIED,
 * PAYMENT.CAPTURE.REFUNDED). Deliver them with the fake's `signed` headers.
 */
import { randomUUID } from 'node:crypto';
import { captureOf, type FakePaypalApi } from './paypal-api.ts';

/** A documented webhook event envelope (`event_version` 1.0, `resource_version` 2.0). */
function envelope(
  type: string,
  resourceType: string,
  summary: string,
  resource: Record<string, unknown>,
  base: string,
): Record<string, unknown> {
  const id = `WH-${randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase()}`;
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: type,
    summary,
    resource,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}

/** The webhook events of PayPal's documentation for the fake's orders, captures and refunds. */
export const paypalEvents = {
  orderApproved(fake: FakePaypalApi, orderId: string): Record<string, unknown> {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`No fake order ${orderId}`);
    return envelope(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      'An order has been approved by buyer',
      {
        id: order.id,
        intent: 'CAPTURE',
        status: 'APPROVED',
        purchase_units: [
          {
            reference_id: order.referenceId,
            amount: order.amount,
            custom_id: order.customId,
            payee: { email_address: 'merchant@example.com' },
          },
        ],
        payer: { name: { given_name: 'John', surname: 'Doe' }, email_address: 'buyer@example.com', payer_id: 'QYR5Z8XDVJNXQ' },
        create_time: new Date().toISOString(),
        links: [{ href: `${fake.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
      },
      fake.url,
    );
  },
  /** PAYMENT.CAPTURE.COMPLETED for the order's capture (captured by whoever asked first). */
  captureCompleted(fake: FakePaypalApi, orderId: string): Record<string, unknown> {
    const capture = fake.orders.get(orderId)?.capture;
    if (!capture) throw new Error(`Fake order ${orderId} is not captured`);
    const amount = capture.amount as { currency_code: string; value: string };
    return envelope(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      `Payment completed for ${amount.value} ${amount.currency_code}`,
      capture,
      fake.url,
    );
  },
  /** PAYMENT.CAPTURE.DENIED: the capture of the order was declined. */
  captureDenied(fake: FakePaypalApi, orderId: string): Record<string, unknown> {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`No fake order ${orderId}`);
    const capture = { ...captureOf(order, fake.url), status: 'DECLINED' };
    return envelope(
      'PAYMENT.CAPTURE.DENIED',
      'capture',
      `A ${order.amount.value} ${order.amount.currency_code} capture payment was denied`,
      capture,
      fake.url,
    );
  },
  /** PAYMENT.CAPTURE.REFUNDED for a refund of `captureId` whose `custom_id` was `customId`. */
  captureRefunded(
    fake: FakePaypalApi,
    refund: { id: string; captureId: string; customId: string; value: string; currency: string },
  ): Record<string, unknown> {
    return envelope(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      `A ${refund.value} ${refund.currency} capture payment was refunded`,
      {
        id: refund.id,
        status: 'COMPLETED',
        amount: { currency_code: refund.currency, value: refund.value },
        custom_id: refund.customId,
        seller_payable_breakdown: {
          gross_amount: { currency_code: refund.currency, value: refund.value },
          total_refunded_amount: { currency_code: refund.currency, value: refund.value },
        },
        create_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
        links: [
          { href: `${fake.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
          { href: `${fake.url}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
        ],
      },
      fake.url,
    );
  },
};
