import type { Context } from 'hono';
import * as v from 'valibot';
import { principalOf } from '../../auth/principal.ts';
import { currentTime } from '../../clock.ts';
import type { AppEnv } from '../../context.ts';
import { getOrder } from '../../domain/orders.ts';
import { refundTotals } from '../../domain/refunded.ts';
import { providersFor } from '../../payments/providers.ts';
import type { PaymentTargetRef } from '../../payments/records.ts';
import type { RefundRecord } from '../../payments/refund-records.ts';
import { refundTarget } from '../../payments/staff-refunds.ts';
import { idempotent, type JsonAnswer } from './idempotency.ts';
import { errorBody, idParam, type ValidContext } from './validation.ts';


/** The body of a refund request: an amount in minor units (what remains when absent) and a reason for staff. */
export const refundBody = v.object({
  amount: v.optional(
    v.pipe(
      v.number('must be a number of minor units (cents)'),
      v.integer('must be a whole number of minor units (cents)'),
      v.minValue(1, 'must be at least 1'),
    ),
  ),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
});

/** Who asks, as the refund row records it: `staff:<account id>`, or `app` for the tenant's token. */
export function requesterOf(c: Context<AppEnv>): string {
  const principal = principalOf(c);
  return principal.kind === 'staff' ? `staff:${principal.staffId}` : 'app';
}

/** A refund as the API answers it (who asked stays on the server). */
function refundView(refund: RefundRecord) {
  return {
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    provider: refund.provider,
    message: refund.message,
    reason: refund.reason,
    createdAt: refund.createdAt,
  };
}

/**
 * `POST …/{id}/refund` for an order or a reservation (staff or the tenant's app token; the access
 * table guards it): refunds `amount` (minor units; what remains when absent) through the provider it
 * was paid with, keeping `reason` for staff, once per `Idempotency-Key`. 201 `{ data: { refund,
 * paidAmount, refundedAmount, refundableAmount, order? } }` (refund status succeeded, pending or
 * manual); 404 for no such order or booking; 409 `not_paid`, `nothing_to_refund` or
 * `refund_too_large` (field `amount`) with a message to show; 502 `refund_failed` with the
 * provider's reason. `now` is the clock (the reservation routes pass theirs). Declared after
 * `validate('param', idParam)` and `validate('json', refundBody, { optional: true })`.
 */
export function refundHandler(type: PaymentTargetRef['type'], now: () => Date = currentTime) {
  return async (c: ValidContext<{ param: typeof idParam; json: typeof refundBody }>) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const target = { type, id };
    return idempotent(c, `${type}.refund`, { id, ...body }, async (): Promise<JsonAnswer> => {
      const ask = { amount: body.amount, reason: body.reason, requestedBy: requesterOf(c) };
      const result = await refundTarget(data, providersFor(c.get('config'), data), tenantId, target, ask, now());
      if (!result.ok)
        return {
          status: result.status,
          body: errorBody(result.code, result.message, result.code === 'refund_too_large' ? 'amount' : undefined),
        };
      if (result.outcome === 'failed')
        return { status: 502, body: errorBody('refund_failed', result.refund.message ?? 'The payment provider refused the refund.') };
      const totals = await refundTotals(data, tenantId, target);
      const order = type === 'order' ? { order: await getOrder(data, tenantId, id) } : {};
      return {
        status: 201,
        body: {
          data: {
            refund: refundView(result.refund),
            paidAmount: totals.paid,
            refundedAmount: totals.refunded,
            refundableAmount: totals.refundable,
            ...order,
          },
        },
      };
    });
  };
}
