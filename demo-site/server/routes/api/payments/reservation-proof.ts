import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../context.ts';
import { sendFailure } from '../reservations/respond.ts';
import { mayChange } from '../reservations/ownership.ts';
import { peekJsonObject } from '../validation.ts';

/**
 * Paying for a reservation is managing it: a visitor's payment request that names a `reservationId`
 * must carry that booking's `manageToken` (401 without, 403 for another booking's), as cancelling or
 * moving it does. Staff and the tenant's server pay without one. Requests for orders pass untouched.
 */
export function reservationPaymentProof(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.method === 'POST' ? await peekJsonObject(c) : undefined;
    const id = body?.reservationId;
    // With an order as well, the body names two targets: the route's own validation answers that.
    if (typeof id === 'string' && id.trim() !== '' && body?.orderId === undefined) {
      const allowed = mayChange(c, 'reservation', id, body?.manageToken);
      if (!allowed.ok) return sendFailure(c, allowed);
    }
    await next();
  };
}
