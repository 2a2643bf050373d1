import type { Attendant, Location, QueueEntry, Reservation, Service, Slot } from '../api/schemas.ts';
import type { QueueJoinRequest, ReservationProof, ReservationRequest, SlotQuery } from '../api/reservations.ts';
import { notice, type BookingNotice } from './widget-messages.ts';

/**
 * What a failed call tells the widget: the catalogue message is chosen by the caller, from these and
 * never from the server's English message.
 */
export interface BookingApiError {
  status: number;
  code: string | undefined;
  field: string | undefined;
  /** Seconds to wait after a 429, when the server said. */
  retryAfter: number | undefined;
  /** A refusal's notice key, when the server named one (see `refusalNotice`). */
  reason: string | undefined;
  /** The values of that notice's placeholders. */
  params: Record<string, string> | undefined;
}

/** A reservation and the token that proves this visitor owns it (null when the server sent none). */
export interface OwnedReservation {
  reservation: Reservation;
  manageToken: string | null;
}

/** A queue entry and the token that lets this visitor leave the queue (null when the server sent none). */
export interface OwnedQueueEntry {
  entry: QueueEntry;
  manageToken: string | null;
}

/**
 * What cancelling a paid booking gave back: the amount in cents and its currency, and whether the
 * refund is done (`false`: pending, failed or to be returned by staff, so still being processed).
 */
export interface CancelRefund {
  done: boolean;
  amount: number;
  currency: string;
}

/**
 * The reservation API calls the widget makes, behind one interface so tests
 * and previews can stand in. Every read takes an AbortSignal: a newer request aborts the older one.
 */
export interface BookingApi {
  /** Locations, services and attendants (GET definitions). */
  catalog(signal?: AbortSignal): Promise<{ locations: Location[]; services: Service[]; attendants: Attendant[] }>;
  slots(query: SlotQuery, signal?: AbortSignal): Promise<Slot[]>;
  checkAvailability(query: SlotQuery & { startTime: string }, signal?: AbortSignal): Promise<boolean>;
  /** The new reservation with its manage token, or null when the server created none. */
  create(request: ReservationRequest, idempotencyKey: string): Promise<OwnedReservation | null>;
  /**
   * The reservation the proof opens (code in any case plus the e-mail or phone used to book, or a
   * manage link's token), or null when nothing matches (the server never says which part was wrong).
   */
  lookup(proof: ReservationProof, signal?: AbortSignal): Promise<OwnedReservation | null>;
  /** Changes, cancellations and check-ins carry the visitor's manage token (401 without, 403 for another booking). */
  setStatus(reservationId: string, status: Reservation['status'], manageToken: string | null): Promise<Reservation | null>;
  modify(reservationId: string, change: { date: string; time: string; startTime?: string }, manageToken: string | null): Promise<Reservation | null>;
  /** Cancels; answers the refund of a paid booking, or null when nothing was paid (or the server did not say). */
  cancel(reservationId: string, manageToken: string | null): Promise<CancelRefund | null>;
  /** The public queue board (names reduced to first name and initial, no phone). */
  queue(locationId: string | undefined, signal?: AbortSignal): Promise<QueueEntry[]>;
  /** Find Me: the one entry with this full phone number or id, or null. */
  findInQueue(text: string, signal?: AbortSignal): Promise<OwnedQueueEntry | null>;
  /** The visitor's own entry in any status (also once served, removed or a no-show) by its token, or null when the token opens none. */
  ownQueueEntry(manageToken: string, signal?: AbortSignal): Promise<QueueEntry | null>;
  joinQueue(request: QueueJoinRequest, idempotencyKey: string): Promise<OwnedQueueEntry>;
  /** Leaves the queue with the token from joining. */
  leaveQueue(queueEntryId: string, manageToken: string | null): Promise<void>;
}

/** True when the server refused a change for want of proof (401) or for a token of another booking (403). */
export function isOwnershipRefusal(error: unknown): boolean {
  const { status } = describeApiError(error);
  return status === 401 || status === 403;
}

/** Reads an error thrown by a call into status, code, field and refusal reason (never throws). */
export function describeApiError(error: unknown): BookingApiError {
  const e = (error ?? {}) as { status?: unknown; code?: unknown; field?: unknown; retryAfter?: unknown; reason?: unknown; params?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    code: typeof e.code === 'string' ? e.code : undefined,
    field: typeof e.field === 'string' ? e.field : undefined,
    retryAfter: typeof e.retryAfter === 'number' && Number.isFinite(e.retryAfter) ? e.retryAfter : undefined,
    reason: typeof e.reason === 'string' ? e.reason : undefined,
    params: typeof e.params === 'object' && e.params !== null ? (e.params as Record<string, string>) : undefined,
  };
}

/**
 * For a rate-limited call (429), 'Too many attempts. Try again in N minutes.' with N the whole
 * minutes to wait (at least 1; a minute when the server did not say); null for any other failure.
 */
export function rateLimitNotice(error: unknown): BookingNotice | null {
  const e = describeApiError(error);
  if (e.status !== 429) return null;
  return notice('tooManyAttempts', { count: String(Math.max(1, Math.ceil((e.retryAfter ?? 60) / 60))) });
}

/** True for an aborted request: a newer one replaced it and its answer must not render. */
export function isAborted(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

async function modules() {
  const [{ reservationsApi }, { pageApi, newIdempotencyKey }] = await Promise.all([
    import('../api/reservations.ts'),
    import('../api/client.ts'),
  ]);
  return { r: reservationsApi, api: pageApi(), newIdempotencyKey };
}

/** The body field that proves ownership, left out when the widget holds no token (staff sessions need none). */
function proofOf(manageToken: string | null): { manageToken?: string } {
  return manageToken ? { manageToken } : {};
}

/** A fresh idempotency key (one per user action), without loading the HTTP client first. */
export function newActionKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The page's reservation API through `shared/api` (the `<meta>`-configured client: org headers,
 * timeouts, retries only where safe). The HTTP client loads on first use, so the widget's own chunk
 * stays small.
 */
export function pageBookingApi(): BookingApi {
  let definitions: ReturnType<BookingApi['catalog']> | null = null;
  return {
    async catalog(signal) {
      // One GET serves fetchLocations, fetchServices and fetchAttendants; a failure is retried next time.
      definitions ??= modules()
        .then(({ r, api }) => r.definitions(api, signal))
        .then((answer) => {
          const items = answer.data.map((d) => d.data);
          return {
            locations: items.flatMap((d) => d.locations),
            services: items.flatMap((d) => d.services),
            attendants: items.flatMap((d) => d.attendants),
          };
        });
      try {
        return await definitions;
      } catch (error) {
        definitions = null;
        throw error;
      }
    },
    async slots(query, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      return (await r.slots(api, query, signal)).slots;
    },
    async checkAvailability(query, signal) {
      const { r, api } = await modules();
      return (await r.checkAvailability(api, query, signal)).available;
    },
    async create(request, key) {
      const { r, api } = await modules();
      const answer = await r.create(api, request, key);
      return answer.reservation ? { reservation: answer.reservation, manageToken: answer.manageToken ?? null } : null;
    },
    async lookup(proof, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      try {
        const answer = await r.lookup(api, proof, signal);
        const reservation = answer.reservations[0];
        return reservation ? { reservation, manageToken: answer.manageToken ?? null } : null;
      } catch (error) {
        if (describeApiError(error).status === 404) return null;
        throw error;
      }
    },
    async setStatus(reservationId, status, manageToken) {
      const { r, api } = await modules();
      return (await r.update(api, { reservationId, status, ...proofOf(manageToken) })).reservation ?? null;
    },
    async modify(reservationId, change, manageToken) {
      const { r, api } = await modules();
      return (await r.update(api, { reservationId, ...change, ...proofOf(manageToken) })).reservation ?? null;
    },
    async cancel(reservationId, manageToken) {
      const { r, api } = await modules();
      const { refund, refundAmount, refundCurrency } = await r.remove(api, { reservationId, ...proofOf(manageToken) });
      if (!refund || refund === 'none' || refundAmount === undefined || !refundCurrency) return null;
      return { done: refund === 'succeeded', amount: refundAmount, currency: refundCurrency };
    },
    async queue(locationId, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      return (await r.queue(api, locationId, signal)).queue;
    },
    async findInQueue(text, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      try {
        const answer = await r.findInQueue(api, text, signal);
        const entry = answer.queue[0];
        return entry ? { entry, manageToken: answer.manageToken ?? null } : null;
      } catch (error) {
        if (describeApiError(error).status === 404) return null;
        throw error;
      }
    },
    async ownQueueEntry(manageToken, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      try {
        return (await r.ownQueueEntry(api, manageToken, signal)).queue[0] ?? null;
      } catch (error) {
        if (describeApiError(error).status === 404) return null;
        throw error;
      }
    },
    async joinQueue(request, key) {
      const { r, api } = await modules();
      const answer = await r.joinQueue(api, request, key);
      return { entry: answer.queueEntry, manageToken: answer.manageToken ?? null };
    },
    async leaveQueue(queueEntryId, manageToken) {
      const { r, api } = await modules();
      await r.remove(api, { queueEntryId, ...proofOf(manageToken) });
    },
  };
}
