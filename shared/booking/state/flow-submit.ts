import type { ReservationRequest } from '../../api/reservations.ts';
import type { Reservation, Service, Slot } from '../../api/schemas.ts';
import { servicesAt, type Selection } from '../adaptive.ts';
import { refusalOfCreate, type CreateRefusal } from '../create-refusal.ts';
import { validateCustomer } from '../validation.ts';
import { notice } from '../widget-messages.ts';
import { bookingRequest } from './booking-request.ts';
import type { WidgetContext } from './context.ts';
import { attemptFor, slotStillFree, type Attempt } from './create-reservation.ts';
import type { FlowAtoms } from './flow-atoms.ts';
import type { FlowSteps } from './flow-steps.ts';
import type { BookingMemory } from './memory.ts';

/** Submitting the customer form: checking, creating and keeping the reservation. */
export interface FlowSubmission {
  /** Validates the form, re-checks the slot, creates the reservation, then moves on. */
  submit(): Promise<void>;
  /** Forgets the attempt under way (its idempotency key), when the flow starts over. */
  forget(): void;
}

/** The chosen service at the chosen location, or null. */
function serviceOf(ctx: WidgetContext, selection: Selection): Service | null {
  return servicesAt(ctx.catalog().services, selection.locationId).find((s) => s.id === selection.serviceId) ?? null;
}


/** The time was taken meanwhile: back to the date step without it. */
function slotGone(ctx: WidgetContext, { $selection }: FlowAtoms, steps: FlowSteps): void {
  $selection.set({ ...$selection.get(), slot: null });
  steps.setStep('date');
  ctx.showError(notice('slotUnavailable'));
}

/** A refused booking: its message in the banner, or beside the field it is about. */
function showRefusal(ctx: WidgetContext, { $formErrors }: FlowAtoms, refusal: CreateRefusal): void {
  if ('banner' in refusal) ctx.showError(refusal.banner);
  else $formErrors.set({ [refusal.field]: refusal.problem });
}

/** Creates the submission of the flow's customer form. */
export function createFlowSubmission(ctx: WidgetContext, memory: BookingMemory, atoms: FlowAtoms, steps: FlowSteps): FlowSubmission {
  const { $selection, $form, $formErrors, $reservation, $manageToken, $submitting } = atoms;
  let attempt: Attempt | null = null;

  /** Keeps the new reservation (and its token for the 60-second rule), tells the page, moves past the form. */
  const created = (reservation: Reservation, manageToken: string | null): void => {
    $reservation.set(reservation);
    $manageToken.set(manageToken);
    attempt = null;
    memory.setNewest({ id: reservation.id, createdAt: ctx.now(), manageToken });
    ctx.emit('booking-reservation-created', { reservation });
    steps.setStep('customer-info');
    steps.goNext();
  };

  /** Re-checks the slot, then creates the reservation; a refusal goes to the banner or beside its field. */
  const book = async (request: ReservationRequest, startTime: string): Promise<void> => {
    const free = await slotStillFree(ctx, request, startTime);
    if (free === false) slotGone(ctx, atoms, steps);
    if (!free) return;
    attempt = attemptFor(attempt, request);
    try {
      const made = await ctx.track(ctx.api.create({ ...request, language: ctx.locale }, attempt.key));
      if (made) created(made.reservation, made.manageToken);
      else ctx.showError(notice('noReservation'));
    } catch (error) {
      showRefusal(ctx, atoms, refusalOfCreate(error, request));
    }
  };

  /** A preview books locally, with code only a preview loads. */
  const bookInPreview = async (request: ReservationRequest, selection: Selection, slot: Slot): Promise<void> => {
    const preview = await import('../preview-reservation.ts').catch(() => null);
    if (!preview) return ctx.showError(notice('createFailed'));
    created(preview.previewReservationFor(request, slot, selection.partySize, ctx.now(), serviceOf(ctx, selection)?.price ?? null), null);
  };

  return {
    async submit() {
      if ($submitting.get()) return;
      const form = $form.get();
      const problems = validateCustomer(form, ctx.config.ui.additionalFields);
      $formErrors.set(problems);
      if (Object.keys(problems).length > 0) return;
      const selection = $selection.get();
      const request = bookingRequest(ctx.config, selection, form);
      const slot = selection.slot;
      if (!request || !slot) return ctx.showError(notice('slotMissing'));
      $submitting.set(true);
      try {
        await (ctx.preview ? bookInPreview(request, selection, slot) : book(request, slot.startTime));
      } finally {
        $submitting.set(false);
      }
    },
    forget() {
      attempt = null;
    },
  };
}
