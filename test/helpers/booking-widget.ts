import type { QueueEntry, Reservation, Slot } from '../../shared/api/schemas.ts';
import { SAMPLE_CATALOG } from '../fixtures/booking-catalog.ts';
import type { BookingApi } from '../../shared/booking/remote.ts';
import type { Refusal } from '../../shared/booking/refusals.ts';
import { presetConfig, type BusinessConfig, type PresetKey } from '../../shared/booking/widget-config.ts';
import { createBookingWidget, type BookingWidget, type BookingWidgetOptions } from '../../shared/booking/state/widget.ts';
import { volatileMemory } from '../../shared/booking/state/memory.ts';

/** An API error as `shared/api` throws it: status, code, message. */
export function apiError(status: number, code?: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { status, code });
}

/** A refusal as `shared/api` throws it: status, code, and the refusal's text, reason and params. */
export function refusalError(status: number, code: string, refusal: Refusal): Error {
  return Object.assign(apiError(status, code, refusal.message), { reason: refusal.reason, params: refusal.params });
}

/** A slot on 2026-03-10 in London (GMT) at `hh:mm`. */
export function slotAt(hhmm: string, available = true, capacity = 1): Slot {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const end = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return { startTime: `2026-03-10T${hhmm}:00+00:00`, endTime: `2026-03-10T${end}:00+00:00`, available, locationId: 'loc_a', capacity };
}

/** A reservation for tests. */
export function reservation(change: Partial<Reservation> = {}): Reservation {
  return {
    id: 'res_1',
    locationId: 'loc_a',
    serviceId: 'svc_cut',
    attendantId: null,
    startTime: '2026-03-10T14:00:00+00:00',
    endTime: '2026-03-10T15:00:00+00:00',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '+44 20 7946 0000',
    partySize: 1,
    status: 'confirmed',
    confirmationCode: 'K7QX2M9P',
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...change,
  };
}

/** A queue entry for tests. */
export function queueEntry(change: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 'q_1',
    locationId: 'loc_a',
    serviceId: 'svc_cut',
    customerName: 'Grace',
    customerPhone: '+44 20 7946 0001',
    partySize: 2,
    estimatedWaitTime: 30,
    status: 'waiting',
    position: 3,
    joinedAt: '2026-03-10T09:00:00Z',
    createdAt: '2026-03-10T09:00:00Z',
    ...change,
  };
}

/** The manage token the fake API hands out for `reservation()` (res_1) and for a new booking. */
export const TOKEN_RES_1 = 'tok_res_1';
export const TOKEN_NEW = 'tok_res_new';
/** The token the fake API hands out when joining the queue. */
export const TOKEN_QUEUE = 'tok_q_new';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A `BookingApi` of plain async functions answering the sample catalogue; override any call. Lookups
 * follow the server's rule: code K7QX2M9P (or id res_1) with ada@example.com or its phone number, or
 * the token TOKEN_RES_1. The log records each call with the token it carried (`cancel tok_res_1`).
 */
export function fakeBookingApi(overrides: Partial<BookingApi> = {}): BookingApi & { log: string[] } {
  const log: string[] = [];
  const note = (name: string) => log.push(name);
  const owner = reservation();
  return {
    log,
    catalog: async () => (note('catalog'), SAMPLE_CATALOG),
    slots: async () => (note('slots'), [slotAt('10:00'), slotAt('10:30', false, 0), slotAt('11:00', true, 2)]),
    checkAvailability: async () => (note('checkAvailability'), true),
    create: async (request) => (
      note('create'),
      {
        reservation: reservation({ id: 'res_new', serviceId: request.serviceId ?? '', startTime: request.startTime ?? '', status: 'confirmed' }),
        manageToken: TOKEN_NEW,
      }
    ),
    async lookup(proof) {
      if ('manageToken' in proof) {
        note(`lookup token ${proof.manageToken}`);
        return proof.manageToken === TOKEN_RES_1 ? { reservation: owner, manageToken: TOKEN_RES_1 } : null;
      }
      note(`lookup ${proof.code} ${proof.contact}`);
      const codeMatches = ['K7QX2M9P', 'RES_1'].includes(proof.code.toUpperCase());
      const contact = proof.contact.trim().toLowerCase();
      const contactMatches = contact === owner.customerEmail || (digits(contact).length >= 4 && digits(contact) === digits(owner.customerPhone ?? ''));
      return codeMatches && contactMatches ? { reservation: owner, manageToken: TOKEN_RES_1 } : null;
    },
    setStatus: async (id, status, token) => (note(`status ${status} ${token}`), reservation({ id, status })),
    modify: async (id, change, token) => (note(`modify ${token}`), reservation({ id, startTime: change.startTime ?? '' })),
    cancel: async (_id, token) => (note(`cancel ${token}`), null),
    queue: async () => (note('queue'), [queueEntry({ customerName: 'Grace H.', customerPhone: '' })]),
    async findInQueue(text) {
      note(`findInQueue ${text}`);
      const full = queueEntry();
      if (text.trim().toLowerCase() === full.id) return { entry: { ...full, customerName: 'Grace H.', customerPhone: '' }, manageToken: null };
      return digits(text) === digits(full.customerPhone) ? { entry: full, manageToken: 'tok_q_1' } : null;
    },
    async ownQueueEntry(token) {
      note(`ownQueueEntry ${token}`);
      if (token === TOKEN_QUEUE) return queueEntry({ id: 'q_new', position: 2, estimatedWaitTime: 15 });
      return token === 'tok_q_1' ? queueEntry() : null;
    },
    joinQueue: async (request) => (
      note('joinQueue'),
      { entry: queueEntry({ id: 'q_new', customerName: request.customerName, position: 2, estimatedWaitTime: 15 }), manageToken: TOKEN_QUEUE }
    ),
    leaveQueue: async (id, token) => void note(`leaveQueue ${id} ${token}`),
    ...overrides,
  };
}

/** A widget over the fake API, London noon on 2026-03-10 unless `now` says otherwise. */
export function testWidget(
  preset: PresetKey = 'salon',
  options: Partial<BookingWidgetOptions> & { configChange?: Partial<BusinessConfig> } = {},
): BookingWidget & { events: { name: string; detail: unknown }[] } {
  const events: { name: string; detail: unknown }[] = [];
  const { configChange, ...rest } = options;
  const widget = createBookingWidget({
    config: { ...presetConfig(preset), ...configChange },
    api: fakeBookingApi(),
    memory: volatileMemory(),
    locale: 'en-GB',
    now: () => Date.parse('2026-03-10T12:00:00Z'),
    emit: (name, detail) => void events.push({ name, detail }),
    ...rest,
  });
  return Object.assign(widget, { events });
}

/** Lets queued promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
}
