import type { BusinessConfig, FlowStep, Mode, Step } from './widget-config.ts';

/** What decides the step flow at a moment (the default flow and the adaptive skips). */
export interface FlowContext {
  /** One location or none: the location step is passed over. */
  skipLocation: boolean;
  /** Configured, or no services at all. */
  skipService: boolean;
  /** Configured, or no attendants at all. */
  skipAttendant: boolean;
  /** Configured, or nothing to pay. */
  skipPayment: boolean;
  /** Whether the chosen service needs an attendant (true while none is chosen). */
  serviceNeedsAttendant: boolean;
  /** The configured steps; an explicit nextStep or prevStep on one of them takes priority. */
  steps?: readonly FlowStep[];
}

/** Where `next` goes from confirmation: the selection is reset. */
export const RESET = 'reset' as const;

/** The steps of the booking flow proper (the ones the step decides the screen for). */
export const BOOKING_FLOW_STEPS: readonly Step[] = ['location', 'service', 'attendant', 'date', 'customer-info', 'payment', 'confirmation'];

/**
 * The next step when no explicit nextStep is configured:
 * location → service (date when service is skipped); date → service (customer-info when service is
 * skipped); service → customer-info when the attendant is skipped or not needed, else attendant;
 * attendant → customer-info; customer-info → payment (confirmation when payment is skipped);
 * payment → confirmation; confirmation → reset.
 */
export function defaultNextStep(step: Step, ctx: FlowContext): Step | typeof RESET | undefined {
  switch (step) {
    case 'location':
      return ctx.skipService ? 'date' : 'service';
    case 'date':
      return ctx.skipService ? 'customer-info' : 'service';
    case 'service':
      return ctx.skipAttendant || !ctx.serviceNeedsAttendant ? 'customer-info' : 'attendant';
    case 'attendant':
      return 'customer-info';
    case 'customer-info':
      return ctx.skipPayment ? 'confirmation' : 'payment';
    case 'payment':
      return 'confirmation';
    case 'confirmation':
      return RESET;
    default:
      return undefined;
  }
}

/** The previous step when no explicit prevStep is configured: the default flow walked backwards. */
export function defaultPrevStep(step: Step, ctx: FlowContext): Step | undefined {
  switch (step) {
    case 'service':
      return 'location';
    case 'date':
      return 'location';
    case 'attendant':
      return 'service';
    case 'customer-info':
      if (ctx.skipService) return 'date';
      return ctx.skipAttendant || !ctx.serviceNeedsAttendant ? 'service' : 'attendant';
    case 'payment':
      return 'customer-info';
    case 'confirmation':
      return ctx.skipPayment ? 'customer-info' : 'payment';
    default:
      return undefined;
  }
}

/** True when the flow passes over `step` in the current context. */
export function isStepSkipped(step: Step, ctx: FlowContext): boolean {
  switch (step) {
    case 'location':
      return ctx.skipLocation;
    case 'service':
      return ctx.skipService;
    case 'attendant':
      return ctx.skipService || ctx.skipAttendant || !ctx.serviceNeedsAttendant;
    case 'payment':
      return ctx.skipPayment;
    default:
      return false;
  }
}

/** The configured flow step with this id, if any. */
export function flowStepOf(step: Step, ctx: Pick<FlowContext, 'steps'>): FlowStep | undefined {
  return ctx.steps?.find((s) => s.id === step);
}

function walk(from: Step, ctx: FlowContext, direction: 'next' | 'prev'): Step | typeof RESET | undefined {
  const seen = new Set<Step>([from]);
  let current: Step = from;
  for (;;) {
    const config = flowStepOf(current, ctx);
    const target =
      direction === 'next' ? (config?.nextStep ?? defaultNextStep(current, ctx)) : (config?.prevStep ?? defaultPrevStep(current, ctx));
    if (target === undefined || target === RESET) return target;
    if (!isStepSkipped(target, ctx)) return target;
    // A configured loop through skipped steps ends here rather than spinning.
    if (seen.has(target)) return undefined;
    seen.add(target);
    current = target;
  }
}

/** The step after `step`: an explicit nextStep first, else the default flow; skipped steps are passed over. */
export function nextStep(step: Step, ctx: FlowContext): Step | typeof RESET | undefined {
  return walk(step, ctx, 'next');
}

/** The step before `step` (Back): an explicit prevStep first, else the default flow backwards; skipped steps are passed over. */
export function prevStep(step: Step, ctx: FlowContext): Step | undefined {
  const target = walk(step, ctx, 'prev');
  return target === RESET ? undefined : target;
}

/**
 * The first step of the booking flow: the configured initial step, or the next one that is not
 * skipped (one location or none starts at service, or at date when service is skipped too).
 */
export function initialStep(configured: Step, ctx: FlowContext): Step {
  if (!isStepSkipped(configured, ctx)) return configured;
  const next = nextStep(configured, ctx);
  return next === undefined || next === RESET ? configured : next;
}

/** The screens the widget can draw. */
export type Screen =
  | 'confirmation'
  | 'queue'
  | 'manage'
  | 'check-in'
  | 'walk-in'
  | 'payment-checkout'
  | 'location'
  | 'service'
  | 'attendant'
  | 'date'
  | 'customer-info'
  | 'payment';

const STEP_SCREENS: ReadonlySet<string> = new Set(['location', 'service', 'attendant', 'date', 'customer-info', 'payment']);

/**
 * Which screen is drawn: confirmation first; then the mode (queue, manage, check-in,
 * walk-in); payment mode at lookup is the payment checkout; otherwise the step; an unknown step
 * falls back to location selection.
 */
export function screenFor(mode: Mode, step: string): Screen {
  if (step === 'confirmation') return 'confirmation';
  if (mode === 'view-queue-progress') return 'queue';
  if (mode === 'manage') return 'manage';
  if (mode === 'check-in') return 'check-in';
  if (mode === 'walk-in') return 'walk-in';
  if (mode === 'payment' && step === 'lookup') return 'payment-checkout';
  return STEP_SCREENS.has(step) ? (step as Screen) : 'location';
}

/**
 * The step a mode sets: the configured initial step for new-reservation, lookup for
 * manage and payment, check-in and queue-entry for their modes; queue progress keeps the step.
 */
export function stepForMode(mode: Mode, initial: Step, current: Step): Step {
  switch (mode) {
    case 'new-reservation':
      return initial;
    case 'manage':
    case 'payment':
      return 'lookup';
    case 'check-in':
      return 'check-in';
    case 'walk-in':
      return 'queue-entry';
    default:
      return current;
  }
}

/** True when the configuration lists the mode in enabledModes (a mode applies only then). */
export function isModeEnabled(config: Pick<BusinessConfig, 'enabledModes'>, mode: Mode): boolean {
  return config.enabledModes.includes(mode);
}

/** The mode the widget starts in: the asked one when enabled, else the first enabled mode. */
export function startingMode(config: Pick<BusinessConfig, 'enabledModes'>, asked: Mode | undefined): Mode {
  if (asked && isModeEnabled(config, asked)) return asked;
  return config.enabledModes[0] ?? 'new-reservation';
}
