import * as v from 'valibot';
import type { QueueStatus } from '../booking/queue.ts';
import type { ApiClient } from './client.ts';
import { definitionsSchema, queueEntrySchema, reservationSchema, reservationStatuses, slotSchema } from './schemas.ts';

/** What identifies the slots to list. `date` is `YYYY-MM-DD` in the location's time zone. */
export interface SlotQuery {
  locationId: string;
  serviceId?: string;
  attendantId?: string;
  date: string;
  partySize?: number;
  /** A meal type of the restaurant's configuration: the server gives the booking that meal's length. */
  mealType?: string;
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
  /** The widget's locale (`en-US`, `es`): the language of the booking's e-mails. */
  language?: string;
}

/** A walk-in joining the queue. */
export interface QueueJoinRequest {
  type: 'queue';
  locationId: string;
  serviceId?: string;
  customerName: string;
  customerPhone: string;
  /** Optional: the server e-mails "you're next" and "it's your turn" here. */
  customerEmail?: string;
  /** The widget's locale: the language of those messages. */
  language?: string;
  partySize: number;
  notes?: string;
  joinedAt: string;
  status: 'waiting';
}

/**
 * The proof a visitor owns a booking or queue entry: the token the server handed out when it was
 * made or looked up. Staff and machine callers may leave it out.
 */
export interface Ownership {
  manageToken?: string;
}

/** A change to a reservation's status, a queue entry's fields, or a notify-next action. */
export type ReservationUpdate =
  | ({ reservationId: string; status: (typeof reservationStatuses)[number]; startTime?: never } & Ownership)
  | ({ reservationId: string; date: string; time: string; startTime?: string } & Ownership)
  | ({ queueEntryId: string; status?: string; notes?: string; partySize?: number } & Ownership)
  | { locationId: string; action: 'notify-next' };

/**
 * How a visitor looks a reservation up: the confirmation code (or id) together with the e-mail
 * address or phone number used to book, or the token of a signed manage link.
 */
export type ReservationProof = { code: string; contact: string } | { manageToken: string };

/** A found reservation and the token that lets this visitor change it. */
const lookupSchema = v.object({ reservations: v.array(reservationSchema), manageToken: v.optional(v.nullable(v.string())) });
const tokenField = { manageToken: v.optional(v.nullable(v.string())) };
/** A cancellation's answer: the refund's outcome, and the amount (cents) and currency when one was made or is under way. */
const removedSchema = v.object({
  ok: v.boolean(),
  refund: v.optional(v.string()),
  refundAmount: v.optional(v.number()),
  refundCurrency: v.optional(v.string()),
});

/** Reservation calls of the booking widget: definitions, lists and lookups, the queue, slots, create, update and delete under `/api/reservations`. */
export const reservationsApi = {
  definitions: (api: ApiClient, signal?: AbortSignal) => api.call({ method: 'get', path: 'reservations/definitions', schema: definitionsSchema, signal }),
  /** Staff and machine callers: the reservations of a location and day. */
  list: (api: ApiClient, query: { locationId?: string; date?: string }, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'reservations', query: { ...query }, schema: v.object({ reservations: v.array(reservationSchema) }), signal }),
  /** One reservation by code plus contact, or by manage token; 404 when either does not match. */
  lookup: (api: ApiClient, proof: ReservationProof, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'reservations', query: { ...proof }, schema: lookupSchema, signal }),
  /** The public queue board: display names reduced to first name and initial, no phone or notes. */
  queue: (api: ApiClient, locationId: string | undefined, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'reservations', query: { locationId, type: 'queue' }, schema: v.object({ queue: v.array(queueEntrySchema) }), signal }),
  /** One queue entry by its full phone number or its id (Find Me); 404 when none matches. */
  findInQueue: (api: ApiClient, find: string, signal?: AbortSignal) =>
    api.call({
      method: 'get',
      path: 'reservations',
      query: { type: 'queue', find },
      schema: v.object({ queue: v.array(queueEntrySchema), ...tokenField }),
      signal,
    }),
  /** A walk-in's own entry, in any status, by the token its join answered; 404 for a wrong or expired token. */
  ownQueueEntry: (api: ApiClient, manageToken: string, signal?: AbortSignal) =>
    api.call({
      method: 'get',
      path: 'reservations',
      query: { type: 'queue', manageToken },
      schema: v.object({ queue: v.array(queueEntrySchema), ...tokenField }),
      signal,
    }),
  slots: (api: ApiClient, query: SlotQuery, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'reservations/slots', json: query, schema: v.object({ slots: v.array(slotSchema) }), signal }),
  checkAvailability: (api: ApiClient, query: SlotQuery & { startTime: string }, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'reservations/slots', json: { ...query, check: true }, schema: v.object({ available: v.boolean() }), signal }),
  create: (api: ApiClient, body: ReservationRequest, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'reservations/create', json: body, idempotencyKey, schema: v.object({ reservation: v.nullable(reservationSchema), ...tokenField }) }),
  joinQueue: (api: ApiClient, body: QueueJoinRequest, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'reservations/create', json: body, idempotencyKey, schema: v.object({ queueEntry: queueEntrySchema, ...tokenField }) }),
  update: (api: ApiClient, body: ReservationUpdate) =>
    api.call({
      method: 'post',
      path: 'reservations/update',
      json: body,
      schema: v.object({ reservation: v.optional(reservationSchema), queueEntry: v.optional(queueEntrySchema), nextEntry: v.optional(v.nullable(queueEntrySchema)) }),
    }),
  /** Cancels a reservation (answering its refund: 'none' when nothing was paid) or leaves the queue. */
  remove: (api: ApiClient, body: ({ reservationId: string } | { queueEntryId: string }) & Ownership) =>
    api.call({ method: 'post', path: 'reservations/delete', json: body, schema: removedSchema }),
};

/**
 * The queue calls of a tenant's staff: the signed-in session's cookie goes with them, so
 * no token is sent. Visitors get 401, another tenant's staff 403. `queue` answers the full line
 * (names, phones, notes) to staff and the public board to anyone else.
 */
export const staffQueueApi = {
  /** The line of a location (or every location), in full for staff. */
  queue: reservationsApi.queue,
  /** Calls the first waiting entry of a location; null when nobody waits. */
  notifyNext: async (api: ApiClient, locationId: string) =>
    (await reservationsApi.update(api, { locationId, action: 'notify-next' })).nextEntry ?? null,
  /** Sets an entry's status (seated when served, cancelled for a no-show). */
  setStatus: async (api: ApiClient, queueEntryId: string, status: QueueStatus) =>
    (await reservationsApi.update(api, { queueEntryId, status })).queueEntry ?? null,
  /** Takes an entry out of the line (status left). */
  remove: (api: ApiClient, queueEntryId: string) => reservationsApi.remove(api, { queueEntryId }),
};
