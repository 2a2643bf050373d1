import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Reservation, Service, Slot } from '../../api/schemas.ts';
import type { ReservationRequest } from '../../api/reservations.ts';
import {
  autoLocation,
  chooseAttendant,
  chooseDate,
  chooseLocation,
  chooseMealType,
  chooseService,
  flowContext,
  resetSelection,
  servicesAt,
  type Selection,
} from '../adaptive.ts';
import { initialStep, nextStep, prevStep, RESET, type FlowContext } from '../flow.ts';
import { refusalOfCreate } from '../create-refusal.ts';
import {
  canLeaveDateStep,
  clampPartySize,
  EMPTY_CUSTOMER,
  validateCustomer,
  type CustomerForm,
  type FieldProblem,
} from '../validation.ts';
import { notice } from '../widget-messages.ts';
import type { Step } from '../widget-config.ts';
import type { BookingMemory } from './memory.ts';
import { bookingRequest, CUSTOMER_FIELDS, mealTypeOf, serviceIdOf } from './booking-request.ts';
import { createSlotLoader, todayAt, type SlotLoader, type WidgetContext } from './context.ts';
import { attemptFor, slotStillFree, type Attempt } from './create-reservation.ts';

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
  const { config } = ctx;
  const $step = atom<Step>(config.flow.initialStep);
  const $selection = atom<Selection>(resetSelection(todayAt(ctx, null)));
  const $form = atom<CustomerForm>({ ...EMPTY_CUSTOMER, extra: {} });
  const $formErrors = atom<Record<string, FieldProblem>>({});
  const $reservation = atom<Reservation | null>(null);
  const $manageToken = atom<string | null>(null);
  const $submitting = atom(false);
  const $catalogVersion = atom(0);
  const slots = createSlotLoader(ctx);
  let attempt: Attempt | null = null;

  const paymentSkipped = (): boolean => {
    const reservation = $reservation.get();
    return config.flow.skipPayment || (reservation !== null && reservation.status !== 'pending');
  };
  const context = (): FlowContext => flowContext(config, ctx.catalog(), $selection.get(), paymentSkipped());
  const $context = computed([$selection, $reservation, $catalogVersion], () => context());
  const service = (selection: Selection): Service | null =>
    servicesAt(ctx.catalog().services, selection.locationId).find((s) => s.id === selection.serviceId) ?? null;

  /** Loads the slots of the chosen day while the date step shows. */
  const refreshSlots = (): void => {
    const s = $selection.get();
    if ($step.get() !== 'date' || !s.locationId || !s.date) return;
    slots.load({
      locationId: s.locationId,
      serviceId: serviceIdOf(config, s),
      attendantId: s.attendantId ?? undefined,
      date: s.date,
      partySize: s.partySize,
      mealType: mealTypeOf(config, s),
    });
  };
  const update = (next: Selection): void => {
    $selection.set(next);
    refreshSlots();
  };
  const setStep = (step: Step): void => {
    if (step !== $step.get()) ctx.clearError();
    $step.set(step);
    refreshSlots();
  };
  const initial = (): Step => initialStep(config.flow.initialStep, context());

  const reset = (): void => {
    slots.clear();
    attempt = null;
    memory.setNewest(null);
    $reservation.set(null);
    $manageToken.set(null);
    $form.set({ ...EMPTY_CUSTOMER, extra: {} });
    $formErrors.set({});
    $selection.set(autoLocation(resetSelection(todayAt(ctx, null)), ctx.catalog()));
    $selection.set({ ...$selection.get(), date: todayAt(ctx, $selection.get().locationId) });
    setStep(initial());
  };

  const goNext = (): void => {
    const target = nextStep($step.get(), context());
    if (target === RESET) reset();
    else if (target) setStep(target);
  };

  /** Keeps the new reservation (and its token for the 60-second rule), tells the page, moves past the form. */
  const created = (reservation: Reservation, manageToken: string | null): void => {
    $reservation.set(reservation);
    $manageToken.set(manageToken);
    attempt = null;
    memory.setNewest({ id: reservation.id, createdAt: ctx.now(), manageToken });
    ctx.emit('booking-reservation-created', { reservation });
    setStep('customer-info');
    goNext();
  };

  /** The time was taken meanwhile: back to the date step without it. */
  const slotGone = (): void => {
    $selection.set({ ...$selection.get(), slot: null });
    setStep('date');
    ctx.showError(notice('slotUnavailable'));
  };

  /** Re-checks the slot, then creates the reservation; a refusal goes to the banner or beside its field. */
  const book = async (request: ReservationRequest, startTime: string): Promise<void> => {
    const free = await slotStillFree(ctx, request, startTime);
    if (free === false) slotGone();
    if (!free) return;
    attempt = attemptFor(attempt, request);
    try {
      const made = await ctx.track(ctx.api.create({ ...request, language: ctx.locale }, attempt.key));
      if (made) created(made.reservation, made.manageToken);
      else ctx.showError(notice('noReservation'));
    } catch (error) {
      const refusal = refusalOfCreate(error, request);
      if ('banner' in refusal) ctx.showError(refusal.banner);
      else $formErrors.set({ [refusal.field]: refusal.problem });
    }
  };

  const submit = async (): Promise<void> => {
    if ($submitting.get()) return;
    const form = $form.get();
    const problems = validateCustomer(form, config.ui.additionalFields);
    $formErrors.set(problems);
    if (Object.keys(problems).length > 0) return;
    const selection = $selection.get();
    const request = bookingRequest(config, selection, form);
    const slot = selection.slot;
    if (!request || !slot) return ctx.showError(notice('slotMissing'));
    $submitting.set(true);
    try {
      if (!ctx.preview) return await book(request, slot.startTime);
      // A preview books locally, with code only a preview loads.
      const preview = await import('../preview-reservation.ts').catch(() => null);
      if (!preview) return ctx.showError(notice('createFailed'));
      created(preview.previewReservationFor(request, slot, selection.partySize, ctx.now(), service(selection)?.price ?? null), null);
    } finally {
      $submitting.set(false);
    }
  };

  return {
    $step,
    $selection,
    $form,
    $formErrors,
    $reservation,
    $manageToken,
    $submitting,
    $context,
    slots,
    begin(configuredInitial) {
      $catalogVersion.set($catalogVersion.get() + 1);
      const selection = autoLocation($selection.get(), ctx.catalog());
      $selection.set({ ...selection, date: todayAt(ctx, selection.locationId) });
      setStep(initialStep(configuredInitial, context()));
    },
    setStep,
    initial,
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
      const partySize = clampPartySize(size, config.maxPartySize);
      if (partySize !== $selection.get().partySize) update({ ...$selection.get(), partySize, slot: null });
    },
    next() {
      if ($step.get() === 'date' && !canLeaveDateStep($selection.get())) {
        ctx.showError(notice('slotMissing'));
        return;
      }
      goNext();
    },
    back() {
      const target = prevStep($step.get(), context());
      if (target) setStep(target);
    },
    setField(name, value) {
      const form = $form.get();
      $form.set(CUSTOMER_FIELDS.has(name) ? { ...form, [name]: value } : { ...form, extra: { ...form.extra, [name]: value } });
      if ($formErrors.get()[name]) {
        const { [name]: _gone, ...rest } = $formErrors.get();
        $formErrors.set(rest);
      }
    },
    submit,
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
