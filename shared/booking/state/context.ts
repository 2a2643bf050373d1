import { atom, type ReadableAtom } from 'nanostores';
import type { Slot } from '../../api/schemas.ts';
import type { SlotQuery } from '../../api/reservations.ts';
import type { Catalog } from '../adaptive.ts';
import { placeholderSlots } from '../preview.ts';
import { describeApiError, isAborted, type BookingApi } from '../remote.ts';
import { notice, refusalNotice, type BookingNotice } from '../widget-messages.ts';
import type { BusinessConfig } from '../widget-config.ts';
import { visitorZone, zoneDateOf } from '../wall-clock.ts';

/** The public events of `<booking-widget>` and their details. */
export interface BookingEvents {
  'booking-reservation-created': { reservation: unknown };
  'booking-reservation-cancelled': { reservation: unknown };
  'booking-reservation-checked-in': { reservation: unknown };
  'booking-reservation-modified': { reservation: unknown };
  'booking-queue-joined': { queueEntry: unknown };
  'booking-payment-completed': { reservation: unknown; paymentId: string | null };
}

/** What every part of the widget's state shares: the API, the configuration, the clock, the banner and the busy count. */
export interface WidgetContext {
  api: BookingApi;
  config: BusinessConfig;
  locale: string;
  /** A site-builder preview: placeholder slots and a local reservation, no create call. */
  preview: boolean;
  now(): number;
  /** Puts a message in the red banner (cleared after 5 s). */
  showError(message: BookingNotice): void;
  /** Takes the banner away (the visitor moved on to another step or mode). */
  clearError(): void;
  /** Counts a call as loading (the overlay shows while any is running). */
  track<T>(work: Promise<T>): Promise<T>;
  emit<K extends keyof BookingEvents>(name: K, detail: BookingEvents[K]): void;
  catalog(): Catalog;
}

/** The zone of a location in the catalogue, or the visitor's when unknown. */
export function zoneOfLocation(ctx: Pick<WidgetContext, 'catalog'>, locationId: string | null): string {
  return ctx.catalog().locations.find((l) => l.id === locationId)?.timeZone ?? visitorZone();
}

/** Today in a location's zone. */
export function todayAt(ctx: Pick<WidgetContext, 'catalog' | 'now'>, locationId: string | null): string {
  return zoneDateOf(ctx.now(), zoneOfLocation(ctx, locationId));
}

/** The slots of one day as the date step shows them. */
export interface SlotsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  slots: Slot[];
  /** The query the slots answer (location, service, attendant, date, party size). */
  key: string;
}

/** Loads the slots of a day; a newer load aborts the older one, so a stale answer never shows. */
export interface SlotLoader {
  $state: ReadableAtom<SlotsState>;
  load(query: SlotQuery): void;
  clear(): void;
  dispose(): void;
}

/** Creates a slot loader (placeholder slots in a preview). */
export function createSlotLoader(ctx: WidgetContext): SlotLoader {
  const $state = atom<SlotsState>({ status: 'idle', slots: [], key: '' });
  let controller: AbortController | null = null;
  return {
    $state,
    load(query) {
      const key = JSON.stringify(query);
      controller?.abort();
      if (ctx.preview) {
        const zone = zoneOfLocation(ctx, query.locationId);
        $state.set({ status: 'ready', slots: placeholderSlots(query.date, zoneDateOf(ctx.now(), zone), query.locationId, zone), key });
        return;
      }
      const current = new AbortController();
      controller = current;
      $state.set({ status: 'loading', slots: [], key });
      void ctx
        .track(ctx.api.slots(query, current.signal))
        .then((slots) => {
          if (!current.signal.aborted) $state.set({ status: 'ready', slots, key });
        })
        .catch((error: unknown) => {
          if (current.signal.aborted || isAborted(error)) return;
          $state.set({ status: 'error', slots: [], key });
          // A meal type the server does not offer (the widget's configuration differs from it) says so.
          const e = describeApiError(error);
          ctx.showError(e.field === 'mealType' ? refusalNotice(e, 'loadSlots') : notice('loadSlots'));
        });
    },
    clear() {
      controller?.abort();
      $state.set({ status: 'idle', slots: [], key: '' });
    },
    dispose() {
      controller?.abort();
    },
  };
}
