import { describe, expect, it } from 'vitest';
import {
  defaultNextStep,
  defaultPrevStep,
  initialStep,
  isModeEnabled,
  isStepSkipped,
  nextStep,
  prevStep,
  RESET,
  screenFor,
  startingMode,
  stepForMode,
  type FlowContext,
} from './flow.ts';
import { DEFAULT_FLOW_STEPS, MODES, type Step } from './widget-config.ts';

const base: FlowContext = {
  skipLocation: false,
  skipService: false,
  skipAttendant: false,
  skipPayment: false,
  serviceNeedsAttendant: true,
};
const ctx = (change: Partial<FlowContext> = {}): FlowContext => ({ ...base, ...change });

describe('the default step flow (no explicit next step)', () => {
  it.each<[Step, Partial<FlowContext>, Step | typeof RESET | undefined]>([
    ['location', {}, 'service'],
    ['location', { skipService: true }, 'date'],
    ['date', {}, 'service'],
    ['date', { skipService: true }, 'customer-info'],
    ['service', {}, 'attendant'],
    ['service', { skipAttendant: true }, 'customer-info'],
    ['service', { serviceNeedsAttendant: false }, 'customer-info'],
    ['attendant', {}, 'customer-info'],
    ['customer-info', {}, 'payment'],
    ['customer-info', { skipPayment: true }, 'confirmation'],
    ['payment', {}, 'confirmation'],
    ['confirmation', {}, RESET],
    ['lookup', {}, undefined],
  ])('%s with %o goes to %s', (step, change, expected) => {
    expect(defaultNextStep(step, ctx(change))).toBe(expected);
  });

  it.each<[Step, Partial<FlowContext>, Step | undefined]>([
    ['location', {}, undefined],
    ['service', {}, 'location'],
    ['date', { skipService: true }, 'location'],
    ['attendant', {}, 'service'],
    ['customer-info', {}, 'attendant'],
    ['customer-info', { skipAttendant: true }, 'service'],
    ['customer-info', { serviceNeedsAttendant: false }, 'service'],
    ['customer-info', { skipService: true }, 'date'],
    ['payment', {}, 'customer-info'],
    ['confirmation', {}, 'payment'],
    ['confirmation', { skipPayment: true }, 'customer-info'],
  ])('Back from %s with %o goes to %s (the mirror)', (step, change, expected) => {
    expect(defaultPrevStep(step, ctx(change))).toBe(expected);
  });
});

describe('explicit nextStep and prevStep take priority; skipped steps are passed over', () => {
  const steps = DEFAULT_FLOW_STEPS;
  it('follows the default chain location → service → attendant → date → customer-info → payment → confirmation', () => {
    const order: (Step | typeof RESET | undefined)[] = ['location'];
    for (let i = 0; i < 7; i++) order.push(nextStep(order[order.length - 1] as Step, ctx({ steps })));
    expect(order).toEqual(['location', 'service', 'attendant', 'date', 'customer-info', 'payment', 'confirmation', RESET]);
  });
  it('passes over the attendant when the service needs none, and the payment when skipped', () => {
    const c = ctx({ steps, serviceNeedsAttendant: false, skipPayment: true });
    expect(nextStep('service', c)).toBe('date');
    expect(prevStep('date', c)).toBe('service');
    expect(nextStep('customer-info', c)).toBe('confirmation');
    expect(prevStep('confirmation', c)).toBe('customer-info');
  });
  it('with service skipped goes location → date → customer-info', () => {
    const c = ctx({ steps, skipService: true });
    expect(nextStep('location', c)).toBe('date');
    expect(nextStep('date', c)).toBe('customer-info');
    expect(prevStep('date', c)).toBe('location');
  });
  it('has no Back from the first step when the location is skipped (one location)', () => {
    const c = ctx({ steps, skipLocation: true });
    expect(prevStep('service', c)).toBeUndefined();
  });
  it('uses an explicit step even where the default says otherwise', () => {
    const c = ctx({ steps: [{ id: 'date', nextStep: 'payment', prevStep: 'location' }] });
    expect(nextStep('date', c)).toBe('payment');
    expect(prevStep('date', c)).toBe('location');
    expect(nextStep('location', c)).toBe('service');
  });
  it('stops on a configured loop through skipped steps', () => {
    const c = ctx({
      skipService: true,
      steps: [
        { id: 'location', nextStep: 'service' },
        { id: 'service', nextStep: 'service' },
      ],
    });
    expect(nextStep('location', c)).toBeUndefined();
  });
});

describe('initial step', () => {
  it('is the configured step when it is not skipped', () => {
    expect(initialStep('location', ctx({ steps: DEFAULT_FLOW_STEPS }))).toBe('location');
  });
  it('becomes service with one location or none, or date when service is skipped too', () => {
    expect(initialStep('location', ctx({ steps: DEFAULT_FLOW_STEPS, skipLocation: true }))).toBe('service');
    expect(initialStep('location', ctx({ steps: DEFAULT_FLOW_STEPS, skipLocation: true, skipService: true }))).toBe('date');
  });
  it('knows which steps are skipped', () => {
    expect(isStepSkipped('attendant', ctx({ skipService: true }))).toBe(true);
    expect(isStepSkipped('date', ctx({ skipService: true, skipLocation: true }))).toBe(false);
  });
});

describe('which screen is drawn', () => {
  it('shows confirmation first, whatever the mode', () => {
    for (const mode of MODES) expect(screenFor(mode, 'confirmation')).toBe('confirmation');
  });
  it('then lets the mode decide', () => {
    expect(screenFor('view-queue-progress', 'date')).toBe('queue');
    expect(screenFor('manage', 'lookup')).toBe('manage');
    expect(screenFor('check-in', 'check-in')).toBe('check-in');
    expect(screenFor('walk-in', 'queue-entry')).toBe('walk-in');
  });
  it('shows the payment checkout for payment mode at lookup, otherwise the step', () => {
    expect(screenFor('payment', 'lookup')).toBe('payment-checkout');
    expect(screenFor('payment', 'date')).toBe('date');
    expect(screenFor('new-reservation', 'customer-info')).toBe('customer-info');
    expect(screenFor('new-reservation', 'payment')).toBe('payment');
  });
  it('falls back to location selection for an unknown step', () => {
    expect(screenFor('new-reservation', 'nonsense')).toBe('location');
    expect(screenFor('new-reservation', 'lookup')).toBe('location');
  });
});

describe('modes', () => {
  it('set their step', () => {
    expect(stepForMode('new-reservation', 'service', 'date')).toBe('service');
    expect(stepForMode('manage', 'service', 'date')).toBe('lookup');
    expect(stepForMode('payment', 'service', 'date')).toBe('lookup');
    expect(stepForMode('check-in', 'service', 'date')).toBe('check-in');
    expect(stepForMode('walk-in', 'service', 'date')).toBe('queue-entry');
    expect(stepForMode('view-queue-progress', 'service', 'date')).toBe('date');
  });
  it('apply only when enabled; the first enabled mode is the fallback', () => {
    const config = { enabledModes: ['manage', 'check-in'] as (typeof MODES)[number][] };
    expect(isModeEnabled(config, 'manage')).toBe(true);
    expect(isModeEnabled(config, 'walk-in')).toBe(false);
    expect(startingMode(config, 'walk-in')).toBe('manage');
    expect(startingMode(config, 'check-in')).toBe('check-in');
    expect(startingMode({ enabledModes: [] }, undefined)).toBe('new-reservation');
  });
});
