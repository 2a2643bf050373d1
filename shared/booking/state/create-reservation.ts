import type { ReservationRequest } from '../../api/reservations.ts';
import { newActionKey } from '../remote.ts';
import { notice } from '../widget-messages.ts';
import type { WidgetContext } from './context.ts';

/**
 * Re-checks the chosen time just before booking: true when it is still free, false when it was taken;
 * null when the check failed ('Failed to check availability' is then in the banner).
 */
export async function slotStillFree(ctx: WidgetContext, request: ReservationRequest, startTime: string): Promise<boolean | null> {
  const { customerName: _n, customerEmail: _e, customerPhone: _p, notes: _o, time: _t, ...query } = request;
  try {
    return await ctx.track(ctx.api.checkAvailability({ ...query, startTime }));
  } catch {
    ctx.showError(notice('availabilityFailed'));
    return null;
  }
}

/** One booking attempt: the request sent and its idempotency key. */
export interface Attempt {
  body: string;
  key: string;
}

/** The attempt for a request: a retry of the same request keeps the previous key, another request gets a new one. */
export function attemptFor(previous: Attempt | null, request: ReservationRequest): Attempt {
  const body = JSON.stringify(request);
  return previous?.body === body ? previous : { body, key: newActionKey() };
}
