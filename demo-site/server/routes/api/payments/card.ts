/**
 * The card provider ('stripe'). `POST /api/storefront/payment-intent` creates (or reuses) an intent
 * for the server's amount; the browser confirms it with the provider's SDK; then
 * `GET /api/payments/card/{paymentIntentId}` asks the provider and records the outcome. The browser
 * never decides that a payment succeeded.
 */
import { Hono } from 'hono';
import { cardOutcome, englishPayment } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import { findOpenPayment, findPaymentByRef, insertPayment, updatePayment } from '../../../payments/records.ts';
import { applyOutcome } from '../../../payments/settle.ts';
import { cardRowStatus } from '../../../payments/stripe-events.ts';
import { resolveDue, targetOf } from '../../../payments/targets.ts';
import { idempotent } from '../idempotency.ts';
import { fail, sentBody, validate } from '../validation.ts';
import { paymentResult, providerFailure, providersOf, refusal, requireGateway, targetFailure } from './respond.ts';
import { cardIntentBody, refParam } from './schemas.ts';

/** `POST /payment-intent` (mounted under /api/storefront). */
export function cardIntentRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/payment-intent', requireGateway('stripe'), validate('json', cardIntentBody), async (c) => {
    const input = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const card = providersOf(c).stripe;
    if (!card) return fail(c, 404, 'gateway_unavailable', 'Payment gateway "stripe" not available');
    return idempotent(c, 'payment.card_intent', sentBody(c), async () => {
      const due = await resolveDue(data, tenantId, targetOf(input));
      if (!due.ok) return targetFailure(due);
      const target = due.target;
      if (input.currency && input.currency !== target.currency)
        return refusal(400, 'invalid', `currency: must be ${target.currency}, the currency of this ${target.type}`, 'currency');
      const answer = (intent: { id: string; clientSecret: string; amount: number; currency: string }) => ({
        status: 201 as const,
        body: {
          publishableKey: card.publishableKey,
          client_secret: intent.clientSecret,
          paymentIntentId: intent.id,
          amount: intent.amount,
          currency: intent.currency,
        },
      });
      try {
        // A second click (or a retry without a key) gets the open intent again instead of a new one.
        const open = await findOpenPayment(data, tenantId, target, 'stripe');
        if (open?.providerRef && open.amount === target.amount && open.currency === target.currency) {
          const existing = await card.retrieveIntent(open.providerRef);
          if (existing?.status === 'requires_payment_method' && existing.amount === target.amount) return answer(existing);
        }
        const payment = await insertPayment(data, {
          tenantId,
          target,
          provider: 'stripe',
          method: 'card',
          amount: target.amount,
          currency: target.currency,
          status: 'created',
        });
        try {
          const metadata = {
            tenant_id: tenantId,
            payment_id: payment.id,
            target_type: target.type,
            target_id: target.id,
            reference: target.label,
          };
          const intent = await card.createIntent({
            amount: target.amount,
            currency: target.currency,
            email: input.email,
            metadata,
            idempotencyKey: payment.id,
          });
          await updatePayment(data, tenantId, payment.id, { providerRef: intent.id, status: cardRowStatus(intent.status) });
          return answer(intent);
        } catch (error) {
          await updatePayment(data, tenantId, payment.id, { status: 'failed', message: 'The provider could not create the payment.' });
          throw error;
        }
      } catch (error) {
        return providerFailure(error);
      }
    });
  });
  return router;
}

/** `GET /card/{paymentIntentId}` (mounted under /api/payments). */
export function cardStatusRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/card/:paymentIntentId', requireGateway('stripe'), validate('param', refParam('paymentIntentId')), async (c) => {
    const ref = c.req.valid('param').paymentIntentId;
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const payment = await findPaymentByRef(data, tenantId, 'stripe', ref);
    const card = providersOf(c).stripe;
    if (!payment || !card) return fail(c, 404, 'not_found', 'No such payment.');
    let intent;
    try {
      intent = await card.retrieveIntent(ref);
    } catch (error) {
      const failed = providerFailure(error, 'Unable to verify payment status');
      return c.json(failed.body, failed.status);
    }
    if (!intent) return fail(c, 404, 'not_found', 'No such payment.');
    const updated = await applyOutcome(data, tenantId, payment.id, {
      status: cardRowStatus(intent.status),
      amount: intent.amount,
      currency: intent.currency,
      transactionId: intent.transactionId,
      last4: intent.last4,
      brand: intent.brand,
      message: intent.errorMessage,
    });
    if (updated.status === 'needs_refund') {
      return c.json(
        paymentResult(updated, { success: false, status: 'needs_refund', message: updated.message ?? 'Payment could not be processed' }),
      );
    }
    const outcome = cardOutcome(intent.status);
    return c.json(paymentResult(updated, { success: updated.status === 'succeeded', status: intent.status, message: englishPayment(outcome.message) }));
  });
  return router;
}
