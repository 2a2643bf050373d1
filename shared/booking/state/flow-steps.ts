import { computed, type ReadableAtom } from 'nanostores';
import { autoLocation, flowContext, type Selection } from '../adaptive.ts';
import { initialStep, nextStep, prevStep, RESET, type FlowContext } from '../flow.ts';
import type { Step } from '../widget-config.ts';
import { mealTypeOf, serviceIdOf } from './booking-request.ts';
import { todayAt, type WidgetContext } from './context.ts';
import type { FlowAtoms } from './flow-atoms.ts';

/** Moving between the flow's steps, and the slots the date step shows. */
export interface FlowSteps {
  /** The flow context of the current choices (skips, explicit steps). */
  $context: ReadableAtom<FlowContext>;
  context(): FlowContext;
  setStep(step: Step): void;
  initial(): Step;
  /** Sets up the first step once the catalogue is known (single location chosen, steps skipped). */
  begin(configuredInitial: Step): void;
  /** The step after this one (or starting over, through `reset`). */
  goNext(): void;
  back(): void;
  /** Takes new choices and reloads the slots of the chosen day. */
  update(next: Selection): void;
}

/** Loads the slots of the chosen day while the date step shows. */
function refreshSlots(ctx: WidgetContext, atoms: FlowAtoms): void {
  const s = atoms.$selection.get();
  if (atoms.$step.get() !== 'date' || !s.locationId || !s.date) return;
  atoms.slots.load({
    locationId: s.locationId,
    serviceId: serviceIdOf(ctx.config, s),
    attendantId: s.attendantId ?? undefined,
    date: s.date,
    partySize: s.partySize,
    mealType: mealTypeOf(ctx.config, s),
  });
}

/** Creates the flow's step moves over its state; `reset` starts over when the last step moves on. */
export function createFlowSteps(ctx: WidgetContext, atoms: FlowAtoms, reset: () => void): FlowSteps {
  const { config } = ctx;
  const { $step, $selection, $reservation } = atoms;
  const paymentSkipped = (): boolean => {
    const reservation = $reservation.get();
    return config.flow.skipPayment || (reservation !== null && reservation.status !== 'pending');
  };
  const context = (): FlowContext => flowContext(config, ctx.catalog(), $selection.get(), paymentSkipped());
  const setStep = (step: Step): void => {
    if (step !== $step.get()) ctx.clearError();
    $step.set(step);
    refreshSlots(ctx, atoms);
  };
  return {
    $context: computed([$selection, $reservation, atoms.$catalogVersion], () => context()),
    context,
    setStep,
    initial: () => initialStep(config.flow.initialStep, context()),
    begin(configuredInitial) {
      atoms.$catalogVersion.set(atoms.$catalogVersion.get() + 1);
      const selection = autoLocation($selection.get(), ctx.catalog());
      $selection.set({ ...selection, date: todayAt(ctx, selection.locationId) });
      setStep(initialStep(configuredInitial, context()));
    },
    goNext() {
      const target = nextStep($step.get(), context());
      if (target === RESET) reset();
      else if (target) setStep(target);
    },
    back() {
      const target = prevStep($step.get(), context());
      if (target) setStep(target);
    },
    update(next) {
      $selection.set(next);
      refreshSlots(ctx, atoms);
    },
  };
}
