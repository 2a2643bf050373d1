import type { QueueEntry, Reservation, Slot } from '../api/schemas.ts';
import { SAMPLE_CATALOG } from '../booking/fixtures.ts';
import type { BookingApi } from '../booking/remote.ts';
import { presetConfig, type BusinessConfig, type PresetKey } from '../booking/widget-config.ts';
import { createBookingWidget, type BookingWidget, type BookingWidgetOptions } from './booking.ts';
import { volatileMemory } from './booking-memory.ts';

/** An API error as `shared/api` throws it: status, code, message. */
export function apiError(status: number, code?: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { status, code });
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

/** A `BookingApi` of plain async functions answering the sample catalogue; override any call. */
export function fakeBookingApi(overrides: Partial<BookingApi> = {}): BookingApi & { log: string[] } {
  const log: string[] = [];
  const note = (name: string) => log.push(name);
  return {
    log,
    catalog: async () => (note('catalog'), SAMPLE_CATALOG),
    slots: async () => (note('slots'), [slotAt('10:00'), slotAt('10:30', false, 0), slotAt('11:00', true, 2)]),
    checkAvailability: async () => (note('checkAvailability'), true),
    create: async (request) => (
      note('create'),
      reservation({ id: 'res_new', serviceId: request.serviceId ?? '', startTime: request.startTime ?? '', status: 'confirmed' })
    ),
    find: async (code) => (note(`find ${code}`), ['K7QX2M9P', 'RES_1'].includes(code.toUpperCase()) ? reservation() : null),
    setStatus: async (id, status) => (note(`status ${status}`), reservation({ id, status })),
    modify: async (id, change) => (note('modify'), reservation({ id, startTime: change.startTime ?? '' })),
    cancel: async () => void note('cancel'),
    queue: async () => (note('queue'), [queueEntry()]),
    joinQueue: async (request) => (
      note('joinQueue'),
      queueEntry({ id: 'q_new', customerName: request.customerName, position: 2, estimatedWaitTime: 15 })
    ),
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
