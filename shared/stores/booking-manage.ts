import { atom, type ReadableAtom } from 'nanostores';
import type { Reservation, Slot } from '../api/schemas.ts';
import { describeApiError, isAborted } from '../booking/remote.ts';
import { reservationActions } from '../booking/status.ts';
import { wallClockOf, zoneDateOf } from '../booking/wall-clock.ts';
import { notice, noticeFromServer, type BookingNotice } from '../booking/widget-messages.ts';
import { createSlotLoader, zoneOfLocation, type SlotLoader, type WidgetContext } from './booking-context.ts';

/** A lookup by confirmation code or reservation id (section 5), shared by the manage and payment screens. */
export interface LookupState {
  code: string;
  reservation: Reservation | null;
  /** The form's own message: 'Please enter a confirmation code' or 'No reservation found with this confirmation code'. */
  problem: BookingNotice | null;
  searching: boolean;
}

/** Finds a reservation by code or id; a newer search aborts the older one. */
export interface ReservationLookup {
  $state: ReadableAtom<LookupState>;
  setCode(code: string): void;
  search(): Promise<Reservation | null>;
  /** Replaces the shown reservation (after a change on the server). */
  show(reservation: Reservation): void;
  clear(): void;
  dispose(): void;
}

/** Creates a lookup over the widget's API. */
export function createLookup(ctx: WidgetContext): ReservationLookup {
  const $state = atom<LookupState>({ code: '', reservation: null, problem: null, searching: false });
  let controller: AbortController | null = null;
  return {
    $state,
    setCode: (code) => $state.set({ ...$state.get(), code, problem: null }),
    async search() {
      const code = $state.get().code.trim();
      if (!code) {
        $state.set({ ...$state.get(), reservation: null, problem: notice('codeRequired') });
        return null;
      }
      controller?.abort();
      const current = new AbortController();
      controller = current;
      $state.set({ ...$state.get(), searching: true, problem: null });
      try {
        const found = await ctx.track(ctx.api.find(code, current.signal));
        if (current.signal.aborted) return null;
        $state.set({ ...$state.get(), searching: false, reservation: found, problem: found ? null : notice('reservationNotFound') });
        return found;
      } catch (error) {
        if (current.signal.aborted || isAborted(error)) return null;
        $state.set({ ...$state.get(), searching: false, reservation: null });
        ctx.showError(notice('loadReservations'));
        return null;
      }
    },
    show: (reservation) => $state.set({ ...$state.get(), reservation }),
    clear() {
      controller?.abort();
      $state.set({ code: '', reservation: null, problem: null, searching: false });
    },
    dispose: () => controller?.abort(),
  };
}

/** What the manage screen shows besides the lookup. */
export interface ManageState {
  confirmingCancel: boolean;
  modifying: boolean;
  modifyDate: string;
  modifySlot: Slot | null;
  /** A success text for the live region ('Check-in successful! …'). */
  notice: string | null;
  working: boolean;
}

/** The manage screen (section 2.5): lookup, then Cancel (after a confirmation), Check In and Modify by status. */
export interface ManageStore {
  lookup: ReservationLookup;
  $state: ReadableAtom<ManageState>;
  slots: SlotLoader;
  askCancel(): void;
  dismissCancel(): void;
  cancel(): Promise<void>;
  checkIn(): Promise<void>;
  startModify(): void;
  stopModify(): void;
  chooseDate(date: string): void;
  chooseSlot(slot: Slot): void;
  saveModify(): Promise<void>;
  newSearch(): void;
  dispose(): void;
}

/** Creates the manage screen's state. */
export function createManage(ctx: WidgetContext): ManageStore {
  const lookup = createLookup(ctx);
  const slots = createSlotLoader(ctx);
  const idle: ManageState = { confirmingCancel: false, modifying: false, modifyDate: '', modifySlot: null, notice: null, working: false };
  const $state = atom<ManageState>(idle);
  const patch = (change: Partial<ManageState>) => $state.set({ ...$state.get(), ...change });
  const current = () => lookup.$state.get().reservation;

  const loadSlots = (reservation: Reservation, date: string): void =>
    slots.load({
      locationId: reservation.locationId,
      serviceId: reservation.serviceId,
      attendantId: reservation.attendantId ?? undefined,
      date,
      partySize: reservation.partySize ?? 1,
    });

  return {
    lookup,
    $state,
    slots,
    askCancel: () => patch({ confirmingCancel: true, notice: null }),
    dismissCancel: () => patch({ confirmingCancel: false }),
    async cancel() {
      const reservation = current();
      patch({ confirmingCancel: false });
      if (!reservation || !reservationActions(reservation.status).canCancel || !ctx.config.allowCancellation) return;
      patch({ working: true });
      try {
        await ctx.track(ctx.api.cancel(reservation.id));
        const updated: Reservation = { ...reservation, status: 'cancelled' };
        lookup.show(updated);
        patch({ notice: 'cancelled', modifying: false });
        ctx.emit('booking-reservation-cancelled', { reservation: updated });
      } catch {
        ctx.showError(notice('cancelFailed'));
      } finally {
        patch({ working: false });
      }
    },
    async checkIn() {
      const reservation = current();
      if (!reservation || !reservationActions(reservation.status).canCheckIn) return;
      patch({ working: true, notice: null });
      try {
        const updated = (await ctx.track(ctx.api.setStatus(reservation.id, 'checked-in'))) ?? {
          ...reservation,
          status: 'checked-in' as const,
        };
        lookup.show(updated);
        patch({ notice: 'checked-in' });
        ctx.emit('booking-reservation-checked-in', { reservation: updated });
      } catch (error) {
        const e = describeApiError(error);
        ctx.showError(e.code === 'check_in_refused' ? noticeFromServer(e.message, 'statusFailed') : notice('statusFailed'));
      } finally {
        patch({ working: false });
      }
    },
    startModify() {
      const reservation = current();
      if (!reservation) return;
      const date = wallClockOf(reservation.startTime).date;
      const today = zoneDateOf(ctx.now(), zoneOfLocation(ctx, reservation.locationId));
      const start = date < today ? today : date;
      patch({ modifying: true, modifyDate: start, modifySlot: null, notice: null });
      loadSlots(reservation, start);
    },
    stopModify() {
      slots.clear();
      patch({ modifying: false, modifySlot: null });
    },
    chooseDate(date) {
      const reservation = current();
      if (!reservation || date === $state.get().modifyDate) return;
      patch({ modifyDate: date, modifySlot: null });
      loadSlots(reservation, date);
    },
    chooseSlot: (slot) => patch({ modifySlot: slot }),
    async saveModify() {
      const reservation = current();
      const slot = $state.get().modifySlot;
      if (!reservation) return;
      if (!slot) {
        ctx.showError(notice('slotMissing'));
        return;
      }
      patch({ working: true });
      try {
        const { date, time } = wallClockOf(slot.startTime);
        const updated = await ctx.track(ctx.api.modify(reservation.id, { date, time, startTime: slot.startTime }));
        if (updated) lookup.show(updated);
        slots.clear();
        patch({ modifying: false, modifySlot: null, notice: 'modified' });
        ctx.emit('booking-reservation-modified', { reservation: updated ?? reservation });
      } catch (error) {
        const e = describeApiError(error);
        if (e.status === 409 && e.code === 'slot_unavailable') {
          ctx.showError(notice('slotUnavailable'));
          patch({ modifySlot: null });
          loadSlots(reservation, $state.get().modifyDate);
        } else ctx.showError(e.status === 409 ? noticeFromServer(e.message, 'statusFailed') : notice('statusFailed'));
      } finally {
        patch({ working: false });
      }
    },
    newSearch() {
      slots.clear();
      lookup.clear();
      $state.set(idle);
    },
    dispose() {
      lookup.dispose();
      slots.dispose();
    },
  };
}
