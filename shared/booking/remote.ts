import type { Attendant, Location, QueueEntry, Reservation, Service, Slot } from '../api/schemas.ts';
import type { QueueJoinRequest, ReservationRequest, SlotQuery } from '../api/reservations.ts';

/** What a failed call tells the widget: the catalogue message is chosen by the caller. */
export interface BookingApiError {
  status: number;
  code: string | undefined;
  message: string;
  field: string | undefined;
}

/**
 * The reservation calls the widget makes (booking spec section 7.1), behind one interface so tests
 * and previews can stand in. Every read takes an AbortSignal: a newer request aborts the older one.
 */
export interface BookingApi {
  /** Locations, services and attendants (GET definitions). */
  catalog(signal?: AbortSignal): Promise<{ locations: Location[]; services: Service[]; attendants: Attendant[] }>;
  slots(query: SlotQuery, signal?: AbortSignal): Promise<Slot[]>;
  checkAvailability(query: SlotQuery & { startTime: string }, signal?: AbortSignal): Promise<boolean>;
  /** The new reservation, or null when the server created none. */
  create(request: ReservationRequest, idempotencyKey: string): Promise<Reservation | null>;
  /** The reservation whose code or id matches (any case), or null. */
  find(code: string, signal?: AbortSignal): Promise<Reservation | null>;
  setStatus(reservationId: string, status: Reservation['status']): Promise<Reservation | null>;
  modify(reservationId: string, change: { date: string; time: string; startTime?: string }): Promise<Reservation | null>;
  cancel(reservationId: string): Promise<void>;
  queue(locationId: string | undefined, signal?: AbortSignal): Promise<QueueEntry[]>;
  joinQueue(request: QueueJoinRequest, idempotencyKey: string): Promise<QueueEntry>;
}

/** Reads an error thrown by a call into status, code, message and field (never throws). */
export function describeApiError(error: unknown): BookingApiError {
  const e = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown; field?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    code: typeof e.code === 'string' ? e.code : undefined,
    message: typeof e.message === 'string' ? e.message : '',
    field: typeof e.field === 'string' ? e.field : undefined,
  };
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
      return (await r.create(api, request, key)).reservation;
    },
    async find(code, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      try {
        return (await r.list(api, { code }, signal)).reservations[0] ?? null;
      } catch (error) {
        if (describeApiError(error).status === 404) return null;
        throw error;
      }
    },
    async setStatus(reservationId, status) {
      const { r, api } = await modules();
      return (await r.update(api, { reservationId, status })).reservation ?? null;
    },
    async modify(reservationId, change) {
      const { r, api } = await modules();
      return (await r.update(api, { reservationId, ...change })).reservation ?? null;
    },
    async cancel(reservationId) {
      const { r, api } = await modules();
      await r.remove(api, { reservationId });
    },
    async queue(locationId, signal) {
      const { r, api } = await modules();
      signal?.throwIfAborted();
      return (await r.queue(api, locationId, signal)).queue;
    },
    async joinQueue(request, key) {
      const { r, api } = await modules();
      return (await r.joinQueue(api, request, key)).queueEntry;
    },
  };
}
