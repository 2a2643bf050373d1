import { atom, type ReadableAtom } from 'nanostores';
import type { Reservation, Slot } from '../../api/schemas.ts';
import type { ReservationProof } from '../../api/reservations.ts';
import { describeApiError, isAborted, isOwnershipRefusal, rateLimitNotice, type CancelRefund } from '../remote.ts';
import { governingPolicy } from '../policy-wording.ts';
import { reservationActions } from '../status.ts';
import { wallClockOf, zoneDateOf } from '../wall-clock.ts';
import { modeRefusalNotice } from '../mode-notices.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import { createSlotLoader, zoneOfLocation, type SlotLoader, type WidgetContext } from './context.ts';

/**
 * A lookup (with issue 17's second factor), shared by the manage, check-in and payment
 * screens: the confirmation code or reservation id together with the e-mail address or phone number
 * used to book, or a signed manage link's token.
 */
export interface LookupState {
  code: string;
  /** The e-mail address or phone number used to book. */
  contact: string;
  reservation: Reservation | null;
  /** The token that lets this visitor change the shown reservation (sent with every change). */
  manageToken: string | null;
  /**
   * The form's own message: 'Please enter a confirmation code', 'Please enter the email address or
   * phone number used to book', 'No reservation found with this confirmation code', or 'Please look up
   * your booking again to manage it.' after the server refused a change.
   */
  problem: BookingNotice | null;
  /** Which input the problem is about (it takes the focus). */
  problemField: 'code' | 'contact' | null;
  searching: boolean;
}

/** Finds a reservation by code and contact, or by manage token; a newer search aborts the older one. */
export interface ReservationLookup {
  $state: ReadableAtom<LookupState>;
  setCode(code: string): void;
  setContact(contact: string): void;
  search(): Promise<Reservation | null>;
  /** Opens the reservation of a signed manage link; an invalid or expired one shows 'not found' and the form. */
  open(manageToken: string): Promise<Reservation | null>;
  /** Replaces the shown reservation (after a change on the server). */
  show(reservation: Reservation): void;
  /** The server refused a change (401/403): back to the form, typed values kept, with 'look up again'. */
  refused(): void;
  clear(): void;
  dispose(): void;
}

const EMPTY_LOOKUP: LookupState = {
  code: '',
  contact: '',
  reservation: null,
  manageToken: null,
  problem: null,
  problemField: null,
  searching: false,
};

/** Creates a lookup over the widget's API. */
export function createLookup(ctx: WidgetContext): ReservationLookup {
  const $state = atom<LookupState>(EMPTY_LOOKUP);
  const patch = (change: Partial<LookupState>) => $state.set({ ...$state.get(), ...change });
  let controller: AbortController | null = null;

  const ask = async (proof: ReservationProof): Promise<Reservation | null> => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    patch({ searching: true, problem: null, problemField: null });
    try {
      const found = await ctx.track(ctx.api.lookup(proof, current.signal));
      if (current.signal.aborted) return null;
      patch({
        searching: false,
        reservation: found?.reservation ?? null,
        manageToken: found?.manageToken ?? null,
        problem: found ? null : notice('reservationNotFound'),
        problemField: found ? null : 'code',
      });
      return found?.reservation ?? null;
    } catch (error) {
      if (current.signal.aborted || isAborted(error)) return null;
      const limited = rateLimitNotice(error);
      if (limited) {
        patch({ searching: false, reservation: null, manageToken: null, problem: limited, problemField: 'code' });
        return null;
      }
      const e = describeApiError(error);
      if (e.status === 400 && (e.field === 'code' || e.field === 'contact')) {
        const key = e.field === 'code' ? 'codeRequired' : 'contactRequired';
        patch({ searching: false, reservation: null, manageToken: null, problem: notice(key), problemField: e.field });
        return null;
      }
      patch({ searching: false, reservation: null, manageToken: null });
      ctx.showError(notice('loadReservations'));
      return null;
    }
  };

  return {
    $state,
    setCode: (code) => patch({ code, problem: null, problemField: null }),
    setContact: (contact) => patch({ contact, problem: null, problemField: null }),
    search() {
      const code = $state.get().code.trim();
      const contact = $state.get().contact.trim();
      if (!code) {
        patch({ reservation: null, manageToken: null, problem: notice('codeRequired'), problemField: 'code' });
        return Promise.resolve(null);
      }
      if (!contact) {
        patch({ reservation: null, manageToken: null, problem: notice('contactRequired'), problemField: 'contact' });
        return Promise.resolve(null);
      }
      return ask({ code, contact });
    },
    open: (manageToken) => ask({ manageToken }),
    show: (reservation) => patch({ reservation }),
    refused: () => patch({ reservation: null, manageToken: null, problem: notice('lookUpAgain'), problemField: 'code', searching: false }),
    clear() {
      controller?.abort();
      $state.set(EMPTY_LOOKUP);
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
  /** After cancelling a paid booking: what was refunded (shown with the cancelled notice); null when nothing was. */
  refund: CancelRefund | null;
  working: boolean;
}

/** The manage screen: lookup, then Cancel (after a confirmation), Check In and Modify by status. */
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
  const idle: ManageState = {
    confirmingCancel: false,
    modifying: false,
    modifyDate: '',
    modifySlot: null,
    notice: null,
    refund: null,
    working: false,
  };
  const $state = atom<ManageState>(idle);
  const patch = (change: Partial<ManageState>) => $state.set({ ...$state.get(), ...change });
  const current = () => lookup.$state.get().reservation;
  const token = () => lookup.$state.get().manageToken;
  /** A refused change (no proof, or another booking's token): the lookup form again, with its message. */
  const refusedChange = (error: unknown): boolean => {
    if (!isOwnershipRefusal(error)) return false;
    slots.clear();
    $state.set(idle);
    lookup.refused();
    return true;
  };

  const loadSlots = (reservation: Reservation, date: string): void =>
    slots.load({
      locationId: reservation.locationId,
      serviceId: reservation.serviceId,
      attendantId: reservation.attendantId ?? undefined,
      date,
      partySize: reservation.partySize ?? 1,
      mealType: reservation.mealType ?? undefined,
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
      if (!reservation || !reservationActions(reservation.status).canCancel) return;
      if (!governingPolicy(ctx.config, reservation).allowCancellation) return;
      patch({ working: true });
      try {
        const refund = await ctx.track(ctx.api.cancel(reservation.id, token()));
        const updated: Reservation = { ...reservation, status: 'cancelled' };
        lookup.show(updated);
        patch({ notice: 'cancelled', refund, modifying: false });
        ctx.emit('booking-reservation-cancelled', { reservation: updated });
      } catch (error) {
        if (refusedChange(error)) return;
        // A policy refusal (the cut-off, after the start) says why in the visitor's language.
        const e = describeApiError(error);
        ctx.showError(e.status === 409 ? modeRefusalNotice(e, 'cancelFailed') : notice('cancelFailed'));
      } finally {
        patch({ working: false });
      }
    },
    async checkIn() {
      const reservation = current();
      if (!reservation || !reservationActions(reservation.status).canCheckIn) return;
      patch({ working: true, notice: null });
      try {
        const updated = (await ctx.track(ctx.api.setStatus(reservation.id, 'checked-in', token()))) ?? {
          ...reservation,
          status: 'checked-in' as const,
        };
        lookup.show(updated);
        patch({ notice: 'checked-in' });
        ctx.emit('booking-reservation-checked-in', { reservation: updated });
      } catch (error) {
        if (refusedChange(error)) return;
        const e = describeApiError(error);
        ctx.showError(e.code === 'check_in_refused' ? modeRefusalNotice(e, 'statusFailed') : notice('statusFailed'));
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
        const updated = await ctx.track(ctx.api.modify(reservation.id, { date, time, startTime: slot.startTime }, token()));
        if (updated) lookup.show(updated);
        slots.clear();
        patch({ modifying: false, modifySlot: null, notice: 'modified' });
        ctx.emit('booking-reservation-modified', { reservation: updated ?? reservation });
      } catch (error) {
        if (refusedChange(error)) return;
        const e = describeApiError(error);
        if (e.status === 409 && e.code === 'slot_unavailable') {
          ctx.showError(notice('slotUnavailable'));
          patch({ modifySlot: null });
          loadSlots(reservation, $state.get().modifyDate);
        } else ctx.showError(e.status === 409 ? modeRefusalNotice(e, 'statusFailed') : notice('statusFailed'));
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
