import { pageReservationPaymentApi } from '../../shared/booking/payment-remote.ts';
import { createReservationPayment, type ReservationPayment } from '../../shared/booking/state/payment.ts';
import type { BookingWidget } from '../../shared/booking/state/widget.ts';

/** The widget's one reservation payment (kept across screens, like the other parts). */
export function usePayment(widget: BookingWidget): ReservationPayment {
  return widget.part('payment', (ctx) => createReservationPayment(ctx, pageReservationPaymentApi()));
}
