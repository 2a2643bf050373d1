/**
 * Offline payments (bank transfer, cash, check, wire transfer): nothing is charged now. The payment is
 * recorded as 'pending_payment', the order shows the instructions, and staff mark it paid later.
 */
import { Hono } from 'hono';
import { formatMoney } from '../../../../../shared/i18n/format.ts';
import { offlineInstructions } from '../../../../../shared/payments/methods.ts';
import { inTransaction } from '../../../database.ts';
import type { AppEnv } from '../../../context.ts';
import { insertPayment } from '../../../payments/records.ts';
import { markPendingPayment } from '../../../payments/settle.ts';
import { resolveDue, targetOf } from '../../../payments/targets.ts';
import { idempotent, type JsonAnswer } from '../idempotency.ts';
import { sentBody, validate } from '../validation.ts';
import { paymentResult, requireGateway, targetFailure } from './respond.ts';
import { offlineBody } from './schemas.ts';

/** `POST /offline` (mounted under /api/payments). */
export function offlineRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/offline', requireGateway('offline'), validate('json', offlineBody), async (c) => {
    const input = c.req.valid('json');
    const data = c.get('data');
    const tenant = c.get('tenant');
    return idempotent(c, 'payment.offline', sentBody(c), () =>
      inTransaction(data, async (trx): Promise<JsonAnswer> => {
        const due = await resolveDue(trx, tenant.id, targetOf(input));
        if (!due.ok) return targetFailure(due);
        const { target } = due;
        const instructions = offlineInstructions(input.method, {
          amount: formatMoney(target.amount, target.currency, tenant.locale),
          reference: target.label,
          payee: tenant.name,
        });
        const payment = await insertPayment(trx, {
          tenantId: tenant.id,
          target,
          provider: 'offline',
          method: input.method,
          amount: target.amount,
          currency: target.currency,
          status: 'pending_payment',
          details: { instructions, ...(input.reference ? { customerReference: input.reference } : {}) },
        });
        await markPendingPayment(trx, payment, instructions);
        return {
          status: 200,
          body: paymentResult(payment, {
            success: true,
            status: 'pending_payment',
            message: instructions,
            metadata: { instructions, reference: target.label },
          }),
        };
      }),
    );
  });
  return router;
}
