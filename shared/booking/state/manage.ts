import { atom, type ReadableAtom } from 'nanostores';
import type { Slot } from '../../api/schemas.ts';
import type { CancelRefund } from '../remote.ts';
import { createSlotLoader, type SlotLoader, type WidgetContext } from './context.ts';
import { createLookup, type ReservationLookup } from './lookup.ts';
import { cancelReservation, checkInReservation, IDLE_MANAGE, modifyActions, type ManageScope } from './manage-actions.ts';
import { patcher } from './patch.ts';

export { createLookup, type LookupState, type ReservationLookup } from './lookup.ts';

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
  const $state = atom<ManageState>(IDLE_MANAGE);
  const scope: ManageScope = { ctx, lookup, slots, $state };
  const patch = patcher($state);
  return {
    lookup,
    $state,
    slots,
    askCancel: () => patch({ confirmingCancel: true, notice: null }),
    dismissCancel: () => patch({ confirmingCancel: false }),
    cancel: () => cancelReservation(scope),
    checkIn: () => checkInReservation(scope),
    ...modifyActions(scope),
    newSearch() {
      slots.clear();
      lookup.clear();
      $state.set(IDLE_MANAGE);
    },
    dispose() {
      lookup.dispose();
      slots.dispose();
    },
  };
}
