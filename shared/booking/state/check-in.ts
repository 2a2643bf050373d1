import { atom, type ReadableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import { CHECK_IN_RESET_SECONDS, checkInRefusal, type CheckInStage } from '../check-in.ts';
import { modeRefusalNotice } from '../mode-notices.ts';
import { governingPolicy } from '../policy-wording.ts';
import { notice, type BookingNotice } from '../widget-messages.ts';
import { describeApiError, isOwnershipRefusal } from '../remote.ts';
import { zoneOfLocation, type WidgetContext } from './context.ts';
import { createLookup, type ReservationLookup } from './lookup.ts';
import { patcher } from './patch.ts';

/** Self check-in as the screen shows it (sections 2.6 and 4.6). */
export interface CheckInState {
  stage: CheckInStage;
  /** Why check-in is refused (in the product's specified wording), shown in the screen. */
  problem: BookingNotice | null;
  /** Seconds until the success screen resets (5, 4, … 1). */
  secondsLeft: number;
  working: boolean;
}

/** Self check-in: search, review ('Confirm Your Details'), complete with a countdown, then reset. */
export interface CheckInStore {
  lookup: ReservationLookup;
  $state: ReadableAtom<CheckInState>;
  search(): Promise<void>;
  confirm(): Promise<void>;
  /** Back to the search stage with an empty form. */
  reset(): void;
  dispose(): void;
}

/**
 * Why self check-in of a reservation is refused now, by the widget's clock and the reservation's
 * check-in window (the policy the server answered with it, else the configuration's), in its locale
 * (undefined when allowed).
 */
export function checkInRefusalAt(ctx: WidgetContext, reservation: Reservation): BookingNotice | undefined {
  const policy = governingPolicy(ctx.config, reservation);
  return checkInRefusal({
    status: reservation.status,
    startTime: reservation.startTime,
    timeZone: zoneOfLocation(ctx, reservation.locationId),
    now: ctx.now(),
    locale: ctx.locale,
    opensMinutes: policy.checkInEarlyMinutes,
    closesMinutes: policy.checkInLateMinutes,
  });
}

/**
 * Why checking in failed: the server refuses with the product's specified texts (its clock decides),
 * shown with this page's dates when the widget's clock agrees, else by the refusal's reason; any
 * other failure is 'There was an error checking in.'
 */
function checkInFailure(ctx: WidgetContext, reservation: Reservation, error: unknown): BookingNotice {
  const e = describeApiError(error);
  const refused = e.code === 'check_in_refused' ? (checkInRefusalAt(ctx, reservation) ?? modeRefusalNotice(e, 'checkInFailed')) : null;
  return refused ?? notice('checkInFailed');
}

/** Creates the self check-in state; the timing rules use the widget's clock and the location's zone. */
export function createCheckIn(ctx: WidgetContext): CheckInStore {
  const lookup = createLookup(ctx);
  const start: CheckInState = { stage: 'search', problem: null, secondsLeft: CHECK_IN_RESET_SECONDS, working: false };
  const $state = atom<CheckInState>(start);
  const patch = patcher($state);
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopTimer = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const reset = (): void => {
    stopTimer();
    lookup.clear();
    $state.set(start);
  };

  return {
    lookup,
    $state,
    async search() {
      patch({ problem: null });
      const found = await lookup.search();
      if (!found) return;
      const problem = checkInRefusalAt(ctx, found);
      patch(problem ? { problem } : { stage: 'review' });
    },
    async confirm() {
      const reservation = lookup.$state.get().reservation;
      if (!reservation || $state.get().working) return;
      patch({ working: true, problem: null });
      try {
        const manageToken = lookup.$state.get().manageToken;
        const updated = (await ctx.track(ctx.api.setStatus(reservation.id, 'checked-in', manageToken))) ?? {
          ...reservation,
          status: 'checked-in' as const,
        };
        lookup.show(updated);
        patch({ stage: 'complete', working: false, secondsLeft: CHECK_IN_RESET_SECONDS });
        ctx.emit('booking-reservation-checked-in', { reservation: updated });
        stopTimer();
        timer = setInterval(() => {
          const left = $state.get().secondsLeft - 1;
          if (left <= 0) reset();
          else patch({ secondsLeft: left });
        }, 1000);
      } catch (error) {
        if (isOwnershipRefusal(error)) {
          // No proof, or another booking's token: the search form again, typed values kept, with its message.
          lookup.refused();
          $state.set(start);
          return;
        }
        patch({ working: false, problem: checkInFailure(ctx, reservation, error) });
      }
    },
    reset,
    dispose() {
      stopTimer();
      lookup.dispose();
    },
  };
}
