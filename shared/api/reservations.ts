import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import { definitionsSchema, queueEntrySchema, reservationSchema, reservationStatuses, slotSchema } from './schemas.ts';

/** What identifies the slots to list. `date` is `YYYY-MM-DD` in the location's time zone. */
export interface SlotQuery {
  locationId: string;
  serviceId?: string;
  attendantId?: string;
  date: string;
  partySize?: number;
}

/** A booking request; the server decides price, end time and status. */
export interface ReservationRequest extends SlotQuery {
  /** Start time `HH:mm` in the location's time zone. */
  time: string;
  /**
   * Optional: the slot's exact instant (its `startTime`). Only needed where `time` names two instants:
   * the repeated hour when clocks go back. Without it the earlier free instant is booked.
   */
  startTime?: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes?: string;
}

/** A walk-in joining the queue. */
export interface QueueJoinRequest {
  type: 'queue';
  locationId: string;
  serviceId?: string;
  customerName: string;
  customerPhone: string;
  partySize: number;
  notes?: string;
  joinedAt: string;
  status: 'waiting';
}

/** A change to a reservation's status, a queue entry's fields, or a notify-next action. */
export type ReservationUpdate =
  | { reservationId: string; status: (typeof reservationStatuses)[number]; startTime?: never }
  | { reservationId: string; date: string; time: string; startTime?: string }
  | { queueEntryId: string; status?: string; notes?: string; partySize?: number }
  | { locationId: string; action: 'notify-next' };

/** Reservation calls of the booking widget (booking spec section 7.1). */
export const reservationsApi = {
  definitions: (api: ApiClient, signal?: AbortSignal) => api.call({ method: 'get', path: 'reservations/definitions', schema: definitionsSchema, signal }),
  list: (api: ApiClient, query: { locationId?: string; date?: string; code?: string }, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'reservations', query: { ...query }, schema: v.object({ reservations: v.array(reservationSchema) }), signal }),
  queue: (api: ApiClient, locationId: string | undefined, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'reservations', query: { locationId, type: 'queue' }, schema: v.object({ queue: v.array(queueEntrySchema) }), signal }),
  slots: (api: ApiClient, query: SlotQuery, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'reservations/slots', json: query, schema: v.object({ slots: v.array(slotSchema) }), signal }),
  checkAvailability: (api: ApiClient, query: SlotQuery & { startTime: string }, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'reservations/slots', json: { ...query, check: true }, schema: v.object({ available: v.boolean() }), signal }),
  create: (api: ApiClient, body: ReservationRequest, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'reservations/create', json: body, idempotencyKey, schema: v.object({ reservation: v.nullable(reservationSchema) }) }),
  joinQueue: (api: ApiClient, body: QueueJoinRequest, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'reservations/create', json: body, idempotencyKey, schema: v.object({ queueEntry: queueEntrySchema }) }),
  update: (api: ApiClient, body: ReservationUpdate) =>
    api.call({
      method: 'post',
      path: 'reservations/update',
      json: body,
      schema: v.object({ reservation: v.optional(reservationSchema), queueEntry: v.optional(queueEntrySchema), nextEntry: v.optional(v.nullable(queueEntrySchema)) }),
    }),
  remove: (api: ApiClient, body: { reservationId: string } | { queueEntryId: string }) =>
    api.call({ method: 'post', path: 'reservations/delete', json: body, schema: v.object({ ok: v.boolean() }) }),
};
