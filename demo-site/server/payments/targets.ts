/**
 * What a payment is for, and how much it is: an order (amount from `orderAmountDue`) or a
 * reservation (amount from `reservationAmountDue`: price plus 8.25 % tax, or the price where the
 * tenant's prices include VAT; the deposit when the booking took one). The amount always comes
 * from here, never from the browser. A paid target cannot be paid again (409 `already_paid`).
 */
import type { Db } from '../db.ts';
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
export function targetExists(db: Db, tenantId: string, target: PaymentTargetRef): boolean {
  return target.type === 'order' ? getOrder(db, tenantId, target.id) !== null : getReservation(db, tenantId, target.id) !== undefined;
}

/** The reservation's stored payment reference and status (read only). */
function reservationPaymentState(db: Db, tenantId: string, id: string): { status: string; paymentRef: string | null } | undefined {
  return db
    .prepare('SELECT status, payment_ref AS paymentRef FROM reservations WHERE tenant_id = ? AND id = ?')
    .get(tenantId, id.trim().toLowerCase()) as { status: string; paymentRef: string | null } | undefined;
}

/**
 * Resolves a target to the amount due now. Unknown (or another tenant's) id: 404. Already paid: 409
 * `already_paid`. A cancelled order or reservation, or one with nothing to pay: 409.
 */
export function resolveDue(db: Db, tenantId: string, target: PaymentTargetRef): TargetResult {
  if (target.type === 'order') {
    const order = getOrder(db, tenantId, target.id);
    if (!order) return problem(404, 'not_found', 'No such order.', 'orderId');
    if (order.paymentStatus === 'paid') return problem(409, 'already_paid', 'This order is already paid.');
    if (['cancelled', 'refunded'].includes(order.status)) return problem(409, 'not_payable', `A ${order.status} order cannot be paid.`);
    const due = orderAmountDue(db, tenantId, order.id);
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
  const reservation = getReservation(db, tenantId, target.id);
  if (!reservation) return problem(404, 'not_found', 'No such reservation.', 'reservationId');
  const state = reservationPaymentState(db, tenantId, reservation.id);
  if (state?.paymentRef) return problem(409, 'already_paid', 'This reservation is already paid.');
  const due = reservationAmountDue(db, tenantId, reservation.id);
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
