import type { Reservation, ReservationPolicy } from '../api/schemas.ts';

/**
 * When an unpaid priced booking is released (the payment hold): its creation plus the
 * `paymentHoldMinutes` of its policy (`governingPolicy`: the server's for it, else the configuration's),
 * the rule `expireUnpaidBookings` applies on the server. Null when the booking does not await payment
 * (not pending, or nothing to pay).
 */
export function paymentDeadline(
  reservation: Pick<Reservation, 'status' | 'price' | 'createdAt'>,
  policy: Pick<ReservationPolicy, 'paymentHoldMinutes'>,
): number | null {
  if (reservation.status !== 'pending' || !((reservation.price ?? 0) > 0)) return null;
  const created = Date.parse(reservation.createdAt);
  if (Number.isNaN(created)) return null;
  return created + policy.paymentHoldMinutes * 60_000;
}
