import * as v from 'valibot';
import { MODES, type Mode } from '../booking/widget-config.ts';
import { pageTenant } from './tenant.ts';

/** What the booking widget keeps in `localStorage` (section 2.3): the mode to go back to and the queue id. */
export interface BookingMemory {
  previousMode(): Mode;
  setPreviousMode(mode: Mode): void;
  queueId(): string | null;
  setQueueId(id: string | null): void;
  /** When the newest reservation was created (ms) and its id: the 60-second rule survives a reload. */
  newest(): { id: string; createdAt: number } | null;
  setNewest(value: { id: string; createdAt: number } | null): void;
}

/** Version of the stored record; another version is ignored (and replaced on the next write). */
export const BOOKING_MEMORY_VERSION = 1;

const recordSchema = v.object({
  version: v.literal(BOOKING_MEMORY_VERSION),
  previousMode: v.optional(v.picklist(MODES)),
  queueId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  newest: v.optional(v.nullable(v.object({ id: v.pipe(v.string(), v.maxLength(200)), createdAt: v.number() }))),
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
    setQueueId: (id) => write({ queueId: id }),
    newest: () => read().newest ?? null,
    setNewest: (value) => write({ newest: value }),
  };
}

/** A memory that keeps nothing beyond the page (stories, tests). */
export function volatileMemory(initial: Partial<{ previousMode: Mode; queueId: string | null }> = {}): BookingMemory {
  let previousMode: Mode = initial.previousMode ?? 'new-reservation';
  let queueId = initial.queueId ?? null;
  let newest: { id: string; createdAt: number } | null = null;
  return {
    previousMode: () => previousMode,
    setPreviousMode: (mode) => void (previousMode = mode),
    queueId: () => queueId,
    setQueueId: (id) => void (queueId = id),
    newest: () => newest,
    setNewest: (value) => void (newest = value),
  };
}
