import { reservationPolicy } from '../../../domain/booking-policy.ts';
import { joinQueue, leaveQueue, notifyNext, updateQueueEntry } from '../../../domain/queue.ts';
import { cancelReservation, createReservation, modifyReservation, updateReservationStatus } from '../../../domain/reservations.ts';
import { messageLanguage } from '../../../lifecycle/events.ts';
import { refundReservationPayment, type RefundResult } from '../../../payments/refunds.ts';
import { idempotent } from '../idempotency.ts';
import { callerIsStaff, CUSTOMER_STATUSES, manageTokenFor, mayChange, staffOnly } from './ownership.ts';
import {
  cancelSchema,
  leaveSchema,
  modifySchema,
  notifyNextSchema,
  queueChangeSchema,
  queueJoinSchema,
  reservationRequestSchema,
  statusChangeSchema,
} from './schemas.ts';
import { check, failureAnswer, sendFailure, withPolicy } from './respond.ts';
import type { jsonObject, ValidContext } from '../validation.ts';

/**
 * POST /create: a reservation (201 `{ reservation }`, with the `policy` that governs it; 409 `slot_unavailable` when the time is gone, or
 * the policy's refusal: notice, advance window, online booking off; 400 on an unknown meal type) or,
 * with `type: 'queue'`, a walk-in (201 `{ queueEntry }`). Both honour an `Idempotency-Key`.
 */
export async function postCreate(c: ValidContext<{ json: typeof jsonObject }>, now: () => Date): Promise<Response> {
  const body = c.req.valid('json');
  const tenantId = c.get('tenant').id;
  if (body.type === 'queue') {
    return idempotent(
      c,
      'queue.join',
      body,
      async (database) => {
        const join = check(queueJoinSchema, body);
        if (!join.ok) return failureAnswer(join);
        const result = await joinQueue(database, tenantId, join.value, now(), { staff: callerIsStaff(c) });
        return result.ok
          ? {
              status: 201,
              body: { queueEntry: result.queueEntry, manageToken: manageTokenFor(c, { kind: 'queue', entry: result.queueEntry }) },
            }
          : failureAnswer(result);
      },
      { databaseOnly: true },
    );
  }
  return idempotent(
    c,
    'reservation.create',
    body,
    async (database) => {
      const request = check(reservationRequestSchema, body);
      if (!request.ok) return failureAnswer(request);
      const language = messageLanguage(request.value.language || c.req.header('accept-language'));
      const result = await createReservation(database, tenantId, { ...request.value, language }, now(), { staff: callerIsStaff(c) });
      return result.ok
        ? {
            status: 201,
            body: {
              reservation: { ...result.reservation, policy: reservationPolicy(result.rules) },
              manageToken: manageTokenFor(c, { kind: 'reservation', reservation: result.reservation }),
            },
          }
        : failureAnswer(result);
    },
    { databaseOnly: true },
  );
}

/**
 * POST /update: `{ reservationId, status }` (allowed transitions; check-in window; cancelling within
 * the policy, which refunds a paid booking and answers the refund as POST /delete does),
 * `{ reservationId, date, time }` (move, within the modification cut-off), `{ queueEntryId, …fields }`,
 * or `{ locationId, action: 'notify-next' }`. Staff override the cut-offs. A reservation answer
 * carries the `policy` that governs it.
 */
export async function postUpdate(c: ValidContext<{ json: typeof jsonObject }>, now: Date): Promise<Response> {
  const body = c.req.valid('json');
  const data = c.get('data');
  const tenant = c.get('tenant');
  const raw = body;
  const refuse = () => sendFailure(c, staffOnly(c));
  if ('action' in raw) {
    if (!callerIsStaff(c)) return refuse();
    const input = check(notifyNextSchema, raw);
    if (!input.ok) return sendFailure(c, input);
    const result = await notifyNext(data, tenant.id, input.value.locationId, now);
    return result.ok ? c.json({ nextEntry: result.nextEntry }) : sendFailure(c, result);
  }
  if ('queueEntryId' in raw) {
    if (!callerIsStaff(c)) return refuse();
    const input = check(queueChangeSchema, raw);
    if (!input.ok) return sendFailure(c, input);
    const { queueEntryId, ...change } = input.value;
    const result = await updateQueueEntry(data, tenant.id, queueEntryId, change, now);
    return result.ok ? c.json({ queueEntry: result.queueEntry }) : sendFailure(c, result);
  }
  if ('status' in raw) {
    const input = check(statusChangeSchema, raw);
    if (!input.ok) return sendFailure(c, input);
    const allowed = mayChange(c, 'reservation', input.value.reservationId, raw.manageToken);
    if (!allowed.ok) return sendFailure(c, allowed);
    if (!callerIsStaff(c) && !CUSTOMER_STATUSES.has(input.value.status)) return refuse();
    const staff = callerIsStaff(c);
    const result = await updateReservationStatus(data, tenant.id, input.value.reservationId, input.value.status, {
      now,
      locale: tenant.locale,
      staff,
    });
    if (!result.ok) return sendFailure(c, result);
    const reservation = await withPolicy(data, tenant.id, result.reservation);
    if (input.value.status !== 'cancelled') return c.json({ reservation });
    const refund = await refundReservationPayment(data, c.get('config'), tenant.id, result.reservation.id, now);
    return c.json({ reservation, ...refundAnswer(refund) });
  }
  const input = check(modifySchema, raw);
  if (!input.ok) return sendFailure(c, input);
  const allowed = mayChange(c, 'reservation', input.value.reservationId, raw.manageToken);
  if (!allowed.ok) return sendFailure(c, allowed);
  const { reservationId, ...change } = input.value;
  const result = await modifyReservation(data, tenant.id, reservationId, change, now, { staff: callerIsStaff(c) });
  return result.ok ? c.json({ reservation: await withPolicy(data, tenant.id, result.reservation) }) : sendFailure(c, result);
}

/**
 * POST /delete: `{ reservationId }` cancels (a customer within the cancellation cut-off; a paid booking
 * is refunded: `{ ok: true, refund, refundAmount, refundCurrency }`, see `refundAnswer`),
 * `{ queueEntryId }` leaves the queue (`{ ok: true }`).
 */
export async function postDelete(c: ValidContext<{ json: typeof jsonObject }>, now: Date): Promise<Response> {
  const body = c.req.valid('json');
  const data = c.get('data');
  const tenantId = c.get('tenant').id;
  if ('queueEntryId' in body) {
    const input = check(leaveSchema, body);
    if (!input.ok) return sendFailure(c, input);
    const allowed = mayChange(c, 'queue', input.value.queueEntryId, body.manageToken);
    if (!allowed.ok) return sendFailure(c, allowed);
    const result = await leaveQueue(data, tenantId, input.value.queueEntryId, now);
    return result.ok ? c.json({ ok: true }) : sendFailure(c, result);
  }
  const input = check(cancelSchema, body);
  if (!input.ok) return sendFailure(c, input);
  const allowed = mayChange(c, 'reservation', input.value.reservationId, body.manageToken);
  if (!allowed.ok) return sendFailure(c, allowed);
  const result = await cancelReservation(data, tenantId, input.value.reservationId, now, { staff: callerIsStaff(c) });
  if (!result.ok) return sendFailure(c, result);
  const refund = await refundReservationPayment(data, c.get('config'), tenantId, result.reservation.id, now);
  return c.json({ ok: true, ...refundAnswer(refund) });
}

/**
 * What a cancellation answers about the money: `refund` ('none' when nothing was paid, else
 * 'succeeded', 'pending', 'failed' or 'manual') and, when a refund was made or attempted, its
 * `refundAmount` in cents and `refundCurrency`, so the customer can be told what comes back.
 */
function refundAnswer(result: RefundResult): { refund: RefundResult['outcome']; refundAmount?: number; refundCurrency?: string } {
  if (result.outcome === 'none') return { refund: 'none' };
  return { refund: result.outcome, refundAmount: result.refund.amount, refundCurrency: result.refund.currency };
}
