import type { WritableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import { modeRefusalNotice } from '../mode-notices.ts';
import { governingPolicy } from '../policy-wording.ts';
import { describeApiError, isOwnershipRefusal } from '../remote.ts';
import { reservationActions } from '../status.ts';
import { wallClockOf, zoneDateOf } from '../wall-clock.ts';
import { notice } from '../widget-messages.ts';
import { zoneOfLocation, type SlotLoader, type WidgetContext } from './context.ts';
import type { ReservationLookup } from './lookup.ts';
import type { ManageState, ManageStore } from './manage.ts';
import { patcher } from './patch.ts';

/** The manage screen before any action. */
export const IDLE_MANAGE: ManageState = {
  confirmingCancel: false,
  modifying: false,
  modifyDate: '',
  modifySlot: null,
  notice: null,
  refund: null,
  working: false,
};

/** What the manage screen's actions work on: the lookup's reservation and token, the slots of a move, the screen's state. */
export interface ManageScope {
  ctx: WidgetContext;
  lookup: ReservationLookup;
  slots: SlotLoader;
  $state: WritableAtom<ManageState>;
}

const shown = ({ lookup }: ManageScope) => lookup.$state.get().reservation;
const tokenOf = ({ lookup }: ManageScope) => lookup.$state.get().manageToken;

/** A refused change (no proof, or another booking's token): the lookup form again, with its message. */
function refusedChange({ lookup, slots, $state }: ManageScope, error: unknown): boolean {
  if (!isOwnershipRefusal(error)) return false;
  slots.clear();
  $state.set(IDLE_MANAGE);
  lookup.refused();
  return true;
}

/**
 * Runs a change with the screen marked working (and `start` applied with it); a refusal of ownership
 * shows the lookup form, other errors go to `failed`.
 */
async function change(scope: ManageScope, work: () => Promise<void>, failed: (error: unknown) => void, start: Partial<ManageState> = {}): Promise<void> {
  const patch = patcher(scope.$state);
  patch({ working: true, ...start });
  try {
    await work();
  } catch (error) {
    if (!refusedChange(scope, error)) failed(error);
  } finally {
    patch({ working: false });
  }
}

/** Cancels the shown reservation (after the confirmation), where its policy allows it online. */
export async function cancelReservation(scope: ManageScope): Promise<void> {
  const { ctx, lookup } = scope;
  const patch = patcher(scope.$state);
  const reservation = shown(scope);
  patch({ confirmingCancel: false });
  if (!reservation || !reservationActions(reservation.status).canCancel) return;
  if (!governingPolicy(ctx.config, reservation).allowCancellation) return;
  await change(
    scope,
    async () => {
      const refund = await ctx.track(ctx.api.cancel(reservation.id, tokenOf(scope)));
      const updated: Reservation = { ...reservation, status: 'cancelled' };
      lookup.show(updated);
      patch({ notice: 'cancelled', refund, modifying: false });
      ctx.emit('booking-reservation-cancelled', { reservation: updated });
    },
    (error) => {
      // A policy refusal (the cut-off, after the start) says why in the visitor's language.
      const e = describeApiError(error);
      ctx.showError(e.status === 409 ? modeRefusalNotice(e, 'cancelFailed') : notice('cancelFailed'));
    },
  );
}

/** Checks the shown reservation in (staff or a visitor on the day). */
export async function checkInReservation(scope: ManageScope): Promise<void> {
  const { ctx, lookup } = scope;
  const reservation = shown(scope);
  if (!reservation || !reservationActions(reservation.status).canCheckIn) return;
  await change(
    scope,
    async () => {
      const updated = (await ctx.track(ctx.api.setStatus(reservation.id, 'checked-in', tokenOf(scope)))) ?? {
        ...reservation,
        status: 'checked-in' as const,
      };
      lookup.show(updated);
      patcher(scope.$state)({ notice: 'checked-in' });
      ctx.emit('booking-reservation-checked-in', { reservation: updated });
    },
    (error) => {
      const e = describeApiError(error);
      ctx.showError(e.code === 'check_in_refused' ? modeRefusalNotice(e, 'statusFailed') : notice('statusFailed'));
    },
    { notice: null },
  );
}

/** Loads the free times of `date` for moving the reservation. */
function loadSlots({ slots }: ManageScope, reservation: Reservation, date: string): void {
  slots.load({
    locationId: reservation.locationId,
    serviceId: reservation.serviceId,
    attendantId: reservation.attendantId ?? undefined,
    date,
    partySize: reservation.partySize ?? 1,
    mealType: reservation.mealType ?? undefined,
  });
}

/** Moves the shown reservation to the chosen time; a time taken meanwhile reloads that day's times. */
async function saveModify(scope: ManageScope): Promise<void> {
  const { ctx, lookup, slots, $state } = scope;
  const patch = patcher($state);
  const reservation = shown(scope);
  const slot = $state.get().modifySlot;
  if (!reservation) return;
  if (!slot) return ctx.showError(notice('slotMissing'));
  await change(
    scope,
    async () => {
      const { date, time } = wallClockOf(slot.startTime);
      const updated = await ctx.track(ctx.api.modify(reservation.id, { date, time, startTime: slot.startTime }, tokenOf(scope)));
      if (updated) lookup.show(updated);
      slots.clear();
      patch({ modifying: false, modifySlot: null, notice: 'modified' });
      ctx.emit('booking-reservation-modified', { reservation: updated ?? reservation });
    },
    (error) => {
      const e = describeApiError(error);
      if (e.status === 409 && e.code === 'slot_unavailable') {
        ctx.showError(notice('slotUnavailable'));
        patch({ modifySlot: null });
        loadSlots(scope, reservation, $state.get().modifyDate);
      } else ctx.showError(e.status === 409 ? modeRefusalNotice(e, 'statusFailed') : notice('statusFailed'));
    },
  );
}

/** Modify: choosing a day (from today on) and a time, then saving the move. */
export function modifyActions(scope: ManageScope): Pick<ManageStore, 'startModify' | 'stopModify' | 'chooseDate' | 'chooseSlot' | 'saveModify'> {
  const { ctx, slots, $state } = scope;
  const patch = patcher($state);
  return {
    startModify() {
      const reservation = shown(scope);
      if (!reservation) return;
      const date = wallClockOf(reservation.startTime).date;
      const today = zoneDateOf(ctx.now(), zoneOfLocation(ctx, reservation.locationId));
      const start = date < today ? today : date;
      patch({ modifying: true, modifyDate: start, modifySlot: null, notice: null });
      loadSlots(scope, reservation, start);
    },
    stopModify() {
      slots.clear();
      patch({ modifying: false, modifySlot: null });
    },
    chooseDate(date) {
      const reservation = shown(scope);
      if (!reservation || date === $state.get().modifyDate) return;
      patch({ modifyDate: date, modifySlot: null });
      loadSlots(scope, reservation, date);
    },
    chooseSlot: (slot) => patch({ modifySlot: slot }),
    saveModify: () => saveModify(scope),
  };
}
