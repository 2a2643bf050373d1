import { atom, type WritableAtom } from 'nanostores';
import type { Reservation } from '../../api/schemas.ts';
import { resetSelection, type Selection } from '../adaptive.ts';
import { EMPTY_CUSTOMER, type CustomerForm, type FieldProblem } from '../validation.ts';
import type { Step } from '../widget-config.ts';
import { createSlotLoader, todayAt, type SlotLoader, type WidgetContext } from './context.ts';

/** The booking flow's state: the step, the choices, the customer form, the reservation made and the slot loader. */
export interface FlowAtoms {
  $step: WritableAtom<Step>;
  $selection: WritableAtom<Selection>;
  $form: WritableAtom<CustomerForm>;
  $formErrors: WritableAtom<Record<string, FieldProblem>>;
  $reservation: WritableAtom<Reservation | null>;
  $manageToken: WritableAtom<string | null>;
  $submitting: WritableAtom<boolean>;
  /** Counts catalogue loads, so the flow context is worked out again for a new catalogue. */
  $catalogVersion: WritableAtom<number>;
  slots: SlotLoader;
}

/** An empty customer form. */
export const emptyForm = (): CustomerForm => ({ ...EMPTY_CUSTOMER, extra: {} });

/** Creates the flow's state at the configured first step with nothing chosen. */
export function createFlowAtoms(ctx: WidgetContext): FlowAtoms {
  return {
    $step: atom<Step>(ctx.config.flow.initialStep),
    $selection: atom<Selection>(resetSelection(todayAt(ctx, null))),
    $form: atom<CustomerForm>(emptyForm()),
    $formErrors: atom<Record<string, FieldProblem>>({}),
    $reservation: atom<Reservation | null>(null),
    $manageToken: atom<string | null>(null),
    $submitting: atom(false),
    $catalogVersion: atom(0),
    slots: createSlotLoader(ctx),
  };
}
