import type { ReadableAtom } from 'nanostores';
import type { Reservation, Slot } from '../../api/schemas.ts';
import {
  autoLocation,
  chooseAttendant,
  chooseDate,
  chooseLocation,
  chooseMealType,
  chooseService,
  resetSelection,
  servicesAt,
  type Selection,
} from '../adaptive.ts';
import type { FlowContext } from '../flow.ts';
import { canLeaveDateStep, clampPartySize, type CustomerForm, type FieldProblem } from '../validation.ts';
import { notice } from '../widget-messages.ts';
import type { Step } from '../widget-config.ts';
import type { BookingMemory } from './memory.ts';
import { CUSTOMER_FIELDS } from './booking-request.ts';
import { todayAt, type SlotLoader, type WidgetContext } from './context.ts';
import { createFlowAtoms, emptyForm, type FlowAtoms } from './flow-atoms.ts';
import { createFlowSteps } from './flow-steps.ts';
import { createFlowSubmission } from './flow-submit.ts';
/** The new-reservation flow: the step, the choices, the customer form and the reservation made. */
export interface BookingFlow {
  $step: ReadableAtom<Step>;
  $selection: ReadableAtom<Selection>;
  $form: ReadableAtom<CustomerForm>;
  $formErrors: ReadableAtom<Record<string, FieldProblem>>;
  /** The newest reservation made here (shown by the confirmation and the payment step). */
  $reservation: ReadableAtom<Reservation | null>;
  /** The token that proves this visitor made `$reservation` (the manage link and the payment carry it). */
  $manageToken: ReadableAtom<string | null>;
  /** True while a booking is being checked and created. */
  $submitting: ReadableAtom<boolean>;
  /** The flow context of the current choices (skips, explicit steps). */
  $context: ReadableAtom<FlowContext>;
  slots: SlotLoader;
  /** Sets up the first step once the catalogue is known (single location chosen, steps skipped). */
  begin(configuredInitial: Step): void;
  setStep(step: Step): void;
  initial(): Step;
  chooseLocation(id: string): void;
  chooseService(id: string): void;
  chooseAttendant(id: string | null): void;
  chooseDate(date: string): void;
  chooseSlot(slot: Slot): void;
  /** Picks one of the configuration's meal types; the slots reload for its length. */
  chooseMealType(id: string): void;
  setPartySize(size: number): void;
  /** Goes to the next step; the date step first checks a date and slot are chosen. */
  next(): void;
  back(): void;
  setField(name: string, value: string): void;
  /** Validates the form, re-checks the slot, creates the reservation, then moves on. */
  submit(): Promise<void>;
  /** Marks the reservation paid (after the server confirmed it) and shows the confirmation. */
  paid(reservation: Reservation): void;
  /** Shows a reservation made earlier (the 60-second rule after a reload) with its manage token. */
  showConfirmation(reservation: Reservation, manageToken: string | null): void;
  reset(): void;
  dispose(): void;
}

/** Creates the booking flow over a widget context. */
export function createBookingFlow(ctx: WidgetContext, memory: BookingMemory): BookingFlow {
  const atoms = createFlowAtoms(ctx);
  const { $selection, $form, $formErrors, $reservation, $manageToken, slots } = atoms;
  const steps = createFlowSteps(ctx, atoms, () => reset());
  const submission = createFlowSubmission(ctx, memory, atoms, steps);
  const { update, setStep } = steps;

  const reset = (): void => {
    slots.clear();
    submission.forget();
    memory.setNewest(null);
    $reservation.set(null);
    $manageToken.set(null);
    $form.set(emptyForm());
    $formErrors.set({});
    $selection.set(autoLocation(resetSelection(todayAt(ctx, null)), ctx.catalog()));
    $selection.set({ ...$selection.get(), date: todayAt(ctx, $selection.get().locationId) });
    setStep(steps.initial());
  };

  return {
    ...atoms,
    $context: steps.$context,
    begin: steps.begin,
    setStep,
    initial: steps.initial,
    ...selectionChoices(ctx, atoms, update),
    next() {
      if (atoms.$step.get() === 'date' && !canLeaveDateStep($selection.get())) return ctx.showError(notice('slotMissing'));
      steps.goNext();
    },
    back: steps.back,
    setField: (name, value) => setCustomerField(atoms, name, value),
    submit: submission.submit,
    paid(reservation) {
      $reservation.set(reservation);
      setStep('confirmation');
    },
    showConfirmation(reservation, manageToken) {
      $reservation.set(reservation);
      $manageToken.set(manageToken);
      setStep('confirmation');
    },
    reset,
    dispose: () => slots.dispose(),
  };
}

/** The choices of location, service, attendant, day, time, meal type and party size. */
function selectionChoices(
  ctx: WidgetContext,
  { $selection }: FlowAtoms,
  update: (next: Selection) => void,
): Pick<BookingFlow, 'chooseLocation' | 'chooseService' | 'chooseAttendant' | 'chooseDate' | 'chooseSlot' | 'chooseMealType' | 'setPartySize'> {
  return {
    chooseLocation: (id) => update({ ...chooseLocation($selection.get(), id, ctx.catalog()), date: todayAt(ctx, id) }),
    chooseService(id) {
      const svc = servicesAt(ctx.catalog().services, $selection.get().locationId).find((s) => s.id === id);
      if (svc) update(chooseService($selection.get(), svc, ctx.catalog()));
    },
    chooseAttendant: (id) => update(chooseAttendant($selection.get(), id)),
    chooseDate: (date) => update(chooseDate($selection.get(), date)),
    chooseSlot: (slot) => $selection.set({ ...$selection.get(), slot }),
    chooseMealType: (id) => update(chooseMealType($selection.get(), id)),
    setPartySize(size) {
      const partySize = clampPartySize(size, ctx.config.maxPartySize);
      if (partySize !== $selection.get().partySize) update({ ...$selection.get(), partySize, slot: null });
    },
  };
}

/** Sets one field of the customer form (a configured extra field under `extra`) and clears its problem. */
function setCustomerField({ $form, $formErrors }: FlowAtoms, name: string, value: string): void {
  const form = $form.get();
  $form.set(CUSTOMER_FIELDS.has(name) ? { ...form, [name]: value } : { ...form, extra: { ...form.extra, [name]: value } });
  if ($formErrors.get()[name]) {
    const { [name]: _gone, ...rest } = $formErrors.get();
    $formErrors.set(rest);
  }
}
