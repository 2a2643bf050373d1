import type { Reservation } from '../api/schemas.ts';
import type { BusinessConfig } from './widget-config.ts';

/**
 * When an unpaid priced booking is released (issue 18's payment hold): its creation plus the
 * configuration's `paymentHoldMinutes`, the rule `expireUnpaidBookings` applies on the server. Null
 * when the booking does not await payment (not pending, or nothing to pay).
 */
export function paymentDeadline(
  reservation: Pick<Reservation, 'status' | 'price' | 'createdAt'>,
  config: Pick<BusinessConfig, 'paymentHoldMinutes'>,
): number | null {
  if (reservation.status !== 'pending' || !((reservation.price ?? 0) > 0)) return null;
  const created = Date.parse(reservation.createdAt);
  if (Number.isNaN(created)) return null;
  return created + config.paymentHoldMinutes * 60_000;
}
