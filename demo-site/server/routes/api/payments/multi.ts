/**
 * The multi-method provider ('multipay': card, bank account, mobile wallet, crypto). `POST
 * /multi/sessions` has our server create the provider session (merchant id header, server's amount)
 * and answers its payment_url; `GET /multi/sessions/{id}` asks the provider and records completed,
 * failed or expired. The checkout polls the latter every 5 s, at most 60 times.
 */
import { Hono } from 'hono';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import { findPaymentByRef, updatePayment, type PaymentRecord, type PaymentRowStatus } from '../../../payments/records.ts';
import { applyOutcome } from '../../../payments/settle.ts';
import type { MultiSession } from '../../../payments/types.ts';
import { idempotent } from '../idempotency.ts';
import { fail, sentBody, validate } from '../validation.ts';
import { openPayment, providerFailure, providersOf, requestOrigin, requireGateway } from './respond.ts';
import { refParam, sessionBody } from './schemas.ts';

const ROW_STATUS: Record<string, PaymentRowStatus> = { completed: 'succeeded', failed: 'failed', expired: 'expired', pending: 'pending' };

/** Records a session's status on its payment row and gives the answer the checkout polls. */
async function sessionAnswer(data: Parameters<typeof applyOutcome>[0], payment: PaymentRecord, session: MultiSession) {
  const updated = await applyOutcome(data, payment.tenantId, payment.id, {
    status: ROW_STATUS[session.status] ?? 'pending',
    ...(session.status === 'completed' ? { amount: session.amount, currency: session.currency } : {}),
    transactionId: session.transaction_id,
  });
  const refused = session.status === 'completed' && updated.status !== 'succeeded';
  const status = refused ? 'failed' : session.status;
  const message = refused
    ? PAYMENT_MESSAGES.couldNotProcess
    : status === 'failed' || status === 'expired'
      ? PAYMENT_MESSAGES.failedOrExpired
      : undefined;
  return {
    id: session.id,
    status,
    payment_url: status === 'pending' ? session.payment_url : null,
    transaction_id: updated.transactionId,
    payment_intent_id: session.id,
    success: updated.status === 'succeeded',
    ...(message ? { message } : {}),
  };
}

/** Multi-method routes (mounted under /api/payments). */
export function multiRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post('/multi/sessions', requireGateway('multipay'), validate('json', sessionBody), async (c) => {
    const input = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const multi = providersOf(c).multipay;
    if (!multi) return fail(c, 404, 'gateway_unavailable', 'Payment gateway "multipay" not available');
    const origin = requestOrigin(c);
    return idempotent(c, 'payment.multi_session', sentBody(c), async () => {
      const opened = await openPayment(data, tenantId, input, {
        provider: 'multipay',
        method: input.method,
        details: input.crypto ? { crypto: input.crypto } : {},
      });
      if (!opened.ok) return opened.answer;
      const { target, payment } = opened;
      let session: MultiSession;
      try {
        session = await multi.createSession({
          amount: target.amount,
          currency: target.currency,
          method: input.method,
          ...(input.crypto ? { crypto: input.crypto } : {}),
          reference: target.label,
          returnUrl: `${origin}/`,
          metadata: { tenant_id: tenantId, payment_id: payment.id, target_type: target.type, target_id: target.id },
          idempotencyKey: payment.id,
        });
      } catch (error) {
        await updatePayment(data, tenantId, payment.id, { status: 'failed', message: 'The provider could not create the session.' });
        return providerFailure(error);
      }
      const withRef = await updatePayment(data, tenantId, payment.id, { providerRef: session.id, status: 'pending' });
      return { status: 201, body: await sessionAnswer(data, withRef, session) };
    });
  });

  router.get('/multi/sessions/:id', requireGateway('multipay'), validate('param', refParam('id')), async (c) => {
    const { id } = c.req.valid('param');
    const data = c.get('data');
    const multi = providersOf(c).multipay;
    const payment = await findPaymentByRef(data, c.get('tenant').id, 'multipay', id);
    if (!payment || !multi) return fail(c, 404, 'not_found', 'No such payment session.');
    let session: MultiSession | null;
    try {
      session = await multi.getSession(id);
    } catch (error) {
      const failed = providerFailure(error, PAYMENT_MESSAGES.unableToVerify);
      return c.json(failed.body, failed.status);
    }
    if (!session) return fail(c, 404, 'not_found', 'No such payment session.');
    return c.json(await sessionAnswer(data, payment, session));
  });

  return router;
}
