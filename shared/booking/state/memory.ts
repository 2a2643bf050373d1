import * as v from 'valibot';
import { MODES, type Mode } from '../widget-config.ts';
import { pageTenant } from '../../storage/page-tenant.ts';

/** The newest reservation made here: its id, when (ms), and the manage token that reads it back. */
export interface NewestBooking {
  id: string;
  createdAt: number;
  manageToken?: string | null;
}

/**
 * What the booking widget keeps in `localStorage`: the mode to go back to, the queue
 * id (with the token from joining, so the visitor can still leave after a reload) and the newest booking.
 */
export interface BookingMemory {
  previousMode(): Mode;
  setPreviousMode(mode: Mode): void;
  queueId(): string | null;
  /** The token from joining the remembered queue entry, or null. */
  queueToken(): string | null;
  /** Remembers the queue entry followed; the token only when this visitor joined (or proved) it. */
  setQueueId(id: string | null, manageToken?: string | null): void;
  /** The newest reservation: the 60-second rule survives a reload. */
  newest(): NewestBooking | null;
  setNewest(value: NewestBooking | null): void;
}

/** Version of the stored record; another version is ignored (and replaced on the next write). */
export const BOOKING_MEMORY_VERSION = 1;

const recordSchema = v.object({
  version: v.literal(BOOKING_MEMORY_VERSION),
  previousMode: v.optional(v.picklist(MODES)),
  queueId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  queueToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(400)))),
  newest: v.optional(
    v.nullable(
      v.object({
        id: v.pipe(v.string(), v.maxLength(200)),
        createdAt: v.number(),
        manageToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(400)))),
      }),
    ),
  ),
});
type MemoryRecord = v.InferOutput<typeof recordSchema>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The widget's memory in `localStorage` under `booking-widget:<tenant>`: validated on every read (a
 * corrupt or foreign record counts as empty), and a storage that throws (full, disabled, private
 * mode) only means nothing is remembered; the widget keeps working from memory.
 */
export function bookingMemory(options: { key?: string; storage?: () => Storage | null } = {}): BookingMemory {
  const key = options.key ?? `booking-widget:${pageTenant()}`;
  const storage = options.storage ?? browserStorage;
  let fallback: MemoryRecord = { version: BOOKING_MEMORY_VERSION };
  const read = (): MemoryRecord => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return fallback;
      const parsed = v.safeParse(recordSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : fallback;
    } catch {
      return fallback;
    }
  };
  const write = (change: Partial<MemoryRecord>): void => {
    fallback = { ...read(), ...change, version: BOOKING_MEMORY_VERSION };
    try {
      storage()?.setItem(key, JSON.stringify(fallback));
    } catch {
      // Full or disabled storage: the in-memory copy above still serves this page.
    }
  };
  return {
    previousMode: () => read().previousMode ?? 'new-reservation',
    setPreviousMode: (mode) => write({ previousMode: mode }),
    queueId: () => read().queueId ?? null,
    queueToken: () => read().queueToken ?? null,
    setQueueId: (id, manageToken = null) => write({ queueId: id, queueToken: id ? manageToken : null }),
    newest: () => read().newest ?? null,
    setNewest: (value) => write({ newest: value }),
  };
}

/** A memory that keeps nothing beyond the page (stories, tests). */
export function volatileMemory(initial: Partial<{ previousMode: Mode; queueId: string | null }> = {}): BookingMemory {
  let previousMode: Mode = initial.previousMode ?? 'new-reservation';
  let queueId = initial.queueId ?? null;
  let queueToken: string | null = null;
  let newest: NewestBooking | null = null;
  return {
    previousMode: () => previousMode,
    setPreviousMode: (mode) => void (previousMode = mode),
    queueId: () => queueId,
    queueToken: () => queueToken,
    setQueueId(id, manageToken = null) {
      queueId = id;
      queueToken = id ? manageToken : null;
    },
    newest: () => newest,
    setNewest: (value) => void (newest = value),
  };
}
