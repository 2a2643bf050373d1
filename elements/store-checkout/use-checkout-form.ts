import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { emptyForm, type CheckoutForm } from '../../shared/checkout/form.ts';
import { readSavedInfo } from '../../shared/checkout/saved-info.ts';
import { continueStep, editStep, readyToPay, type CheckoutStep, type StepState } from '../../shared/checkout/steps.ts';
import { pageTenant } from '../../shared/storage/page-tenant.ts';
import { startingForm, typedValues, type EarlyFields } from './early-fields.ts';
import { useRefocus } from './use-refocus.ts';

/** The shopper's side of the checkout: the form, its two steps, and whether a payment runs. */
export interface CheckoutFormState {
  form: CheckoutForm;
  change: (patch: Partial<CheckoutForm>) => void;
  steps: StepState;
  onContinue: (step: CheckoutStep) => void;
  onEdit: (step: CheckoutStep) => void;
  /** Both steps are done: the payment methods open. */
  canPay: boolean;
  /** While a payment runs, nothing can be edited. */
  busy: boolean;
  setBusy: Dispatch<SetStateAction<boolean>>;
  /** The payment section's heading, focused when paying becomes possible. */
  paymentHeading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The form and its steps. It starts from what was typed into the server-rendered fields before the
 * upgrade (`light`; the field that had focus gets it back), else the saved information (only when the
 * cart is known, never in a server render), else a blank form in the home country.
 */
export function useCheckoutForm(host: HTMLElement, light: EarlyFields | undefined, homeCountry: string): CheckoutFormState {
  const [start] = useState(() => {
    const blank = emptyForm(homeCountry.toUpperCase() || undefined);
    const typed = light ? typedValues(light) : null;
    return { ...startingForm(blank, light !== undefined ? readSavedInfo(pageTenant()) : null, typed), focus: typed?.focus ?? null };
  });
  const [form, setForm] = useState<CheckoutForm>(start.form);
  const [steps, setSteps] = useState(start.steps);
  const [busy, setBusy] = useState(false);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const canPay = readyToPay(steps);
  useRefocus(host, start.focus);
  useEffect(() => {
    if (canPay) paymentHeading.current?.focus();
  }, [canPay]);

  const change = useCallback((patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch })), []);
  const onContinue = (step: CheckoutStep): void => setSteps((state) => continueStep(state, step, form));
  const onEdit = (step: CheckoutStep): void => {
    if (!busy) setSteps((state) => editStep(state, step));
  };
  return { form, change, steps, onContinue, onEdit, canPay, busy, setBusy, paymentHeading };
}
