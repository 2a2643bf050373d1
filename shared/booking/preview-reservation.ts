import type { Reservation, Slot } from '../api/schemas.ts';
import type { ReservationRequest } from '../api/reservations.ts';
import { CODE_ALPHABET } from './codes.ts';

// A preview's booking, apart from its placeholder slots: only a preview's submit needs it,
// so the booking flow loads it then instead of with the widget.

/** Prefix of a preview confirmation code ('CONF' plus 8 random characters). */
export const PREVIEW_CODE_PREFIX = 'CONF';

/** 'CONF' plus 8 random characters of the unambiguous code alphabet. */
export function previewCode(random: (n: number) => Uint8Array = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(8);
  let code = PREVIEW_CODE_PREFIX;
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[(bytes[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

/**
 * The local reservation a preview shows instead of calling the server: confirmed, with a
 * 'CONF' code, for the chosen slot and customer.
 */
export function previewReservation(input: {
  locationId: string;
  serviceId: string;
  attendantId: string | null;
  slot: Pick<Slot, 'startTime' | 'endTime'>;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  partySize: number;
  now: Date;
  price?: number | null;
  mealType?: string;
}): Reservation {
  const stamp = input.now.toISOString();
  const code = previewCode();
  return {
    id: `preview_${code.toLowerCase()}`,
    locationId: input.locationId,
    serviceId: input.serviceId,
    attendantId: input.attendantId,
    startTime: input.slot.startTime,
    endTime: input.slot.endTime,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    notes: input.notes || null,
    partySize: input.partySize,
    status: 'confirmed',
    confirmationCode: code,
    createdAt: stamp,
    updatedAt: stamp,
    checkInTime: null,
    price: input.price ?? null,
    ...(input.mealType ? { mealType: input.mealType } : {}),
  };
}

/** The preview's reservation for a create request: the chosen slot, the party size, the service's price. */
export function previewReservationFor(
  request: ReservationRequest,
  slot: Pick<Slot, 'startTime' | 'endTime'>,
  partySize: number,
  now: number,
  price: number | null | undefined,
): Reservation {
  return previewReservation({
    ...request,
    serviceId: request.serviceId ?? '',
    attendantId: request.attendantId ?? null,
    slot,
    notes: request.notes ?? '',
    partySize,
    now: new Date(now),
    price,
  });
}
