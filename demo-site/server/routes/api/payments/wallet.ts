/**
 * The wallet provider ('paypal'). `POST /wallet/orders` creates the provider order with the server's
 * amount; the shopper approves it in the provider's window; `POST /wallet/orders/{id}/capture` has
 * our server capture it and record the outcome.
 */
import { Hono } from 'hono';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import { findPaymentByRef, updatePayment } from '../../../payments/records.ts';
import { applyOutcome, captureOutcome } from '../../../payments/settle.ts';
import { resolveDue } from '../../../payments/targets.ts';
import { idempotent } from '../idempotency.ts';
import { fail, invalid, sentBody, validate } from '../validation.ts';
import { openPayment, paymentResult, providerFailure, providersOf, refusal, requireGateway, targetFailure } from './respond.ts';
import { refParam, walletCaptureBody, walletOrderBody } from './schemas.ts';

/** Wallet routes (mounted under /api/payments). */
export function walletRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/wallet/orders', requireGateway('paypal'), validate('json', walletOrderBody), async (c) => {
    const input = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const wallet = providersOf(c).paypal;
    if (!wallet) return fail(c, 404, 'gateway_unavailable', 'Payment gateway "paypal" not available');
    return idempotent(c, 'payment.wallet_create', sentBody(c), async () => {
      const opened = await openPayment(data, tenantId, input, { provider: 'paypal', method: 'wallet' });
      if (!opened.ok) return opened.answer;
      const { target, payment } = opened;
      try {
        const order = await wallet.createOrder({
          amount: target.amount,
          currency: target.currency,
          reference: target.label,
          customId: `${tenantId}:${payment.id}`,
          requestId: payment.id,
        });
        await updatePayment(data, tenantId, payment.id, { providerRef: order.id, status: 'pending' });
        return { status: 201, body: { id: order.id, status: order.status } };
      } catch (error) {
        await updatePayment(data, tenantId, payment.id, { status: 'failed', message: 'The provider could not create the order.' });
        return providerFailure(error);
      }
    });
  });

  router.post(
    '/wallet/orders/:id/capture',
    requireGateway('paypal'),
    validate('param', refParam('id')),
    validate('json', walletCaptureBody, { optional: true }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const raw = sentBody(c);
      const data = c.get('data');
      const tenantId = c.get('tenant').id;
      const wallet = providersOf(c).paypal;
      const payment = await findPaymentByRef(data, tenantId, 'paypal', id);
      if (!payment || !wallet) return fail(c, 404, 'not_found', 'No such wallet order.');
      const named = body.orderId ?? body.reservationId;
      if (named !== undefined && named !== payment.target.id) {
        return invalid(c, body.orderId !== undefined ? 'orderId' : 'reservationId', 'does not match this wallet order');
      }
      return idempotent(c, 'payment.wallet_capture', { id, ...(raw as object) }, async () => {
        if (payment.status === 'succeeded')
          return {
            status: 200,
            body: paymentResult(payment, { success: true, status: 'succeeded', message: PAYMENT_MESSAGES.paymentCompletedToast }),
          };
        const due = await resolveDue(data, tenantId, payment.target);
        if (!due.ok) return targetFailure(due);
        if (due.target.amount !== payment.amount) return refusal(409, 'amount_changed', 'The amount due changed; start the payment again.');
        let capture;
        try {
          capture = await wallet.captureOrder(id, `${payment.id}-capture`);
        } catch (error) {
          return providerFailure(error);
        }
        if (capture.outcome === 'not_approved') {
          return {
            status: 200,
            body: paymentResult(payment, { success: false, status: 'not_approved', message: PAYMENT_MESSAGES.notSuccessful }),
          };
        }
        const updated = await applyOutcome(data, tenantId, payment.id, captureOutcome(capture));
        if (capture.outcome === 'completed') {
          const success = updated.status === 'succeeded';
          return {
            status: 200,
            body: paymentResult(updated, {
              success,
              status: success ? 'succeeded' : updated.status,
              message: success ? PAYMENT_MESSAGES.paymentCompletedToast : (updated.message ?? PAYMENT_MESSAGES.couldNotProcess),
            }),
          };
        }
        const status = capture.outcome === 'canceled' ? 'canceled' : 'failed';
        return {
          status: 200,
          body: paymentResult(updated, {
            success: false,
            status,
            message: capture.outcome === 'canceled' ? PAYMENT_MESSAGES.canceled : capture.message,
          }),
        };
      });
    },
  );

  return router;
}
