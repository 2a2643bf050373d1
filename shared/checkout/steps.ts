/**
 * The checkout sections: Contact Information (1) and Shipping Address (2). Each becomes
 * completed through Continue (only when valid), a completed section shows a summary and reopens with
 * Edit, and only one section is edited at a time. Payment needs both completed and none open.
 */
import { contactValid, shippingValid, type CheckoutForm } from './form.ts';

/** A customer section, in order. */
export type CheckoutStep = 'contact' | 'shipping';

/** The sections in display order (step 1, step 2). */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['contact', 'shipping'];

/** Which section is open for editing (at most one) and which are completed. */
export interface StepState {
  open: CheckoutStep | null;
  done: Readonly<Record<CheckoutStep, boolean>>;
}

/** True when a section's fields allow Continue: a valid email for contact; first and last name, address, city, state and zip for shipping. */
export function stepValid(step: CheckoutStep, form: CheckoutForm): boolean {
  return step === 'contact' ? contactValid(form) : shippingValid(form);
}

function firstOpen(done: Record<CheckoutStep, boolean>): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => !done[step]) ?? null;
}

/**
 * The state for a form as it loads: sections already valid (saved info) start completed, in order,
 * and the first one that is not is open.
 */
export function initialSteps(form: CheckoutForm): StepState {
  const contact = stepValid('contact', form);
  const done = { contact, shipping: contact && stepValid('shipping', form) };
  return { open: firstOpen(done), done };
}

/**
 * Continue on a section: when its fields are valid it becomes completed and the next section that is
 * not completed opens (or none). An invalid section, or one that is not open, changes nothing.
 */
export function continueStep(state: StepState, step: CheckoutStep, form: CheckoutForm): StepState {
  if (state.open !== step || !stepValid(step, form)) return state;
  const done = { ...state.done, [step]: true };
  return { open: firstOpen(done), done };
}

/** Edit on a completed section: it opens and any other open section closes (one at a time). */
export function editStep(state: StepState, step: CheckoutStep): StepState {
  if (!state.done[step] || state.open === step) return state;
  return { ...state, open: step };
}

/** True when the shopper may pay: both sections completed and none open. */
export function readyToPay(state: StepState): boolean {
  return state.open === null && CHECKOUT_STEPS.every((step) => state.done[step]);
}

/** What a section shows: its fields (open), its summary with Edit (completed), or only its title (waiting). */
export function sectionView(state: StepState, step: CheckoutStep): 'open' | 'summary' | 'waiting' {
  if (state.open === step) return 'open';
  return state.done[step] ? 'summary' : 'waiting';
}
