/**
 * The card-and-bank-transfer provider ('cardbank'). The browser posts card or bank details straight
 * to the provider (never to this API); `GET /transfer/{paymentId}` has our server read the payment
 * back from the provider, check it pays a target of this tenant with exactly the amount due, and
 * record the outcome (succeeded marks the order or reservation paid).
 */
import { Hono } from 'hono';
import { PAYMENT_MESSAGES } from '../../../../../shared/payments/messages.ts';
import type { AppEnv } from '../../../context.ts';
import type { Data } from '../../../database.ts';
import {
  findPaymentByRef,
  insertPayment,
  type PaymentRecord,
  type PaymentRowStatus,
  type PaymentTargetRef,
} from '../../../payments/records.ts';
import { applyOutcome } from '../../../payments/settle.ts';
import { resolveDue, targetExists } from '../../../payments/targets.ts';
import type { TransferPayment } from '../../../payments/types.ts';
import { fail, validate } from '../validation.ts';
import { providerFailure, providersOf, requireGateway } from './respond.ts';
import { refParam } from './schemas.ts';

const ROW_STATUS: Record<string, PaymentRowStatus> = { succeeded: 'succeeded', requires_action: 'requires_action', failed: 'failed' };

/** The target a provider payment says it pays (from the metadata the browser attached). */
function targetFromMetadata(metadata: Record<string, string>): PaymentTargetRef | undefined {
  if (metadata.orderId) return { type: 'order', id: metadata.orderId };
  if (metadata.reservationId) return { type: 'reservation', id: metadata.reservationId };
  return undefined;
}

/** The payment row of a provider payment: found, or created now with the server's amount due. */
async function rowFor(
  data: Data,
  tenantId: string,
  target: PaymentTargetRef,
  provider: TransferPayment,
): Promise<PaymentRecord | { status: 409; code: string; message: string }> {
  const existing = await findPaymentByRef(data, tenantId, 'cardbank', provider.id);
  if (existing) return existing;
  const due = await resolveDue(data, tenantId, target);
  // Learned only now: a target paid in the meantime still gets a row, so a success becomes needs_refund.
  const amount = due.ok ? due.target.amount : 0;
  if (!due.ok && due.code !== 'already_paid') return { status: 409, code: due.code, message: due.message };
  const currency = due.ok ? due.target.currency : /^[A-Z]{3}$/.test(provider.currency) ? provider.currency : 'XXX';
  try {
    return await insertPayment(data, {
      tenantId,
      target,
      provider: 'cardbank',
      method: provider.method,
      amount,
      currency,
      status: 'pending',
      providerRef: provider.id,
      last4: provider.last4,
      brand: provider.brand,
    });
  } catch (error) {
    const raced = await findPaymentByRef(data, tenantId, 'cardbank', provider.id);
    if (raced) return raced;
    throw error;
  }
}

/** Transfer routes (mounted under /api/payments). */
export function transferRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/transfer/:paymentId', requireGateway('cardbank'), validate('param', refParam('paymentId')), async (c) => {
    const id = c.req.valid('param').paymentId;
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const provider = providersOf(c).cardbank;
    if (!provider) return fail(c, 404, 'not_found', 'No such payment.');
    let payment: TransferPayment | null;
    try {
      payment = await provider.getPayment(id);
    } catch (error) {
      const failed = providerFailure(error, PAYMENT_MESSAGES.unableToVerify);
      return c.json(failed.body, failed.status);
    }
    const target = payment ? targetFromMetadata(payment.metadata) : undefined;
    if (!payment || !target || !(await targetExists(data, tenantId, target))) return fail(c, 404, 'not_found', 'No such payment.');
    const row = await rowFor(data, tenantId, target, payment);
    if (!('id' in row)) return fail(c, row.status, row.code, row.message);
    const updated = await applyOutcome(data, tenantId, row.id, {
      status: ROW_STATUS[payment.status] ?? 'failed',
      ...(payment.status === 'succeeded' ? { amount: payment.amount, currency: payment.currency } : {}),
      transactionId: payment.transactionId,
      last4: payment.last4,
      brand: payment.brand,
      message: payment.message,
    });
    const refused = payment.status === 'succeeded' && updated.status !== 'succeeded';
    const status = refused ? 'failed' : payment.status in ROW_STATUS ? payment.status : 'failed';
    const message = refused
      ? PAYMENT_MESSAGES.couldNotProcess
      : status === 'requires_action'
        ? PAYMENT_MESSAGES.authenticationRequired
        : status === 'failed'
          ? (payment.message ?? PAYMENT_MESSAGES.failed)
          : PAYMENT_MESSAGES.paymentCompletedToast;
    return c.json({
      success: updated.status === 'succeeded',
      status,
      payment_id: payment.id,
      transaction_id: updated.transactionId,
      reference: payment.reference,
      action_url: status === 'requires_action' ? payment.actionUrl : null,
      message,
      ...(refused ? { error: updated.status } : {}),
    });
  });

  return router;
}
