/**
 * What a payment is for, and how much it is: an order (amount from `orderAmountDue`) or a
 * reservation (amount from `reservationAmountDue`: price plus 8.25 % tax, or the price where the
 * tenant's prices include VAT; the deposit when the booking took one). The amount always comes
 * from here, never from the browser. A paid target cannot be paid again (409 `already_paid`).
 */
import type { Data } from '../database.ts';
import { getOrder, orderAmountDue } from '../domain/orders.ts';
import { getReservation, reservationAmountDue } from '../domain/reservations.ts';
import type { PaymentTargetRef } from './records.ts';

/** A target with the amount the server charges for it. */
export interface DueTarget extends PaymentTargetRef {
  amount: number;
  currency: string;
  /** What the shopper quotes: the order number or the reservation's confirmation code. */
  label: string;
  email: string | undefined;
}

/** A refusal: HTTP status, machine code, message and the field it is about. */
export interface TargetProblem {
  ok: false;
  status: 404 | 409;
  code: string;
  message: string;
  field?: string;
}

/** Either the target with its amount due, or why it cannot be paid. */
export type TargetResult = { ok: true; target: DueTarget } | TargetProblem;

/** The body fields that name a target (exactly one is set after validation). */
export interface TargetInput {
  orderId?: string;
  reservationId?: string;
}

/** The target a validated body names. */
export function targetOf(input: TargetInput): PaymentTargetRef {
  return input.orderId !== undefined ? { type: 'order', id: input.orderId } : { type: 'reservation', id: input.reservationId ?? '' };
}

const problem = (status: 404 | 409, code: string, message: string, field?: string): TargetProblem => ({
  ok: false,
  status,
  code,
  message,
  ...(field ? { field } : {}),
});

/** True when the target exists in the tenant (whatever its payment state). */
export async function targetExists(data: Data, tenantId: string, target: PaymentTargetRef): Promise<boolean> {
  return target.type === 'order'
    ? (await getOrder(data, tenantId, target.id)) !== null
    : (await getReservation(data, tenantId, target.id)) !== undefined;
}

/** The reservation's stored payment reference and status (read only). */
function reservationPaymentState(
  data: Data,
  tenantId: string,
  id: string,
): Promise<{ status: string; paymentRef: string | null } | undefined> {
  return data
    .selectFrom('reservations')
    .select(['status', 'payment_ref as paymentRef'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * Resolves a target to the amount due now. Unknown (or another tenant's) id: 404. Already paid: 409
 * `already_paid`. A cancelled order or reservation, or one with nothing to pay: 409.
 */
export async function resolveDue(data: Data, tenantId: string, target: PaymentTargetRef): Promise<TargetResult> {
  if (target.type === 'order') {
    const order = await getOrder(data, tenantId, target.id);
    if (!order) return problem(404, 'not_found', 'No such order.', 'orderId');
    if (order.paymentStatus === 'paid') return problem(409, 'already_paid', 'This order is already paid.');
    if (['cancelled', 'refunded'].includes(order.status)) return problem(409, 'not_payable', `A ${order.status} order cannot be paid.`);
    const due = await orderAmountDue(data, tenantId, order.id);
    if (!due || due.amount <= 0) return problem(409, 'nothing_due', 'This order has nothing to pay.');
    return {
      ok: true,
      target: {
        type: 'order',
        id: order.id,
        amount: due.amount,
        currency: due.currency,
        label: order.number,
        email: order.customerInfo.email,
      },
    };
  }
  const reservation = await getReservation(data, tenantId, target.id);
  if (!reservation) return problem(404, 'not_found', 'No such reservation.', 'reservationId');
  const state = await reservationPaymentState(data, tenantId, reservation.id);
  if (state?.paymentRef) return problem(409, 'already_paid', 'This reservation is already paid.');
  const due = await reservationAmountDue(data, tenantId, reservation.id);
  if (!due) {
    return reservation.status === 'pending'
      ? problem(409, 'nothing_due', 'This reservation has nothing to pay.')
      : problem(409, 'not_payable', `A ${reservation.status} reservation cannot be paid.`);
  }
  return {
    ok: true,
    target: {
      type: 'reservation',
      id: reservation.id,
      amount: due.amount,
      currency: due.currency,
      label: reservation.confirmationCode,
      email: reservation.customerEmail,
    },
  };
}
