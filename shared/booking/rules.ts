import { MAX_PARTY_SIZE } from './presets.ts';
import { DEFAULT_DURATION_MINUTES } from './slots.ts';

/** The booking figures the server applies, read from a stored business configuration. */
export interface BookingRules {
  defaultDuration: number;
  timeSlotInterval: number;
  advanceBookingDays: number;
  minAdvanceBookingHours: number;
  maxPartySize: number;
  /** False when the payment step is on: a priced booking then waits for payment. */
  skipPayment: boolean;
  skipAttendant: boolean;
  allowWalkIn: boolean;
}

/** What applies when a tenant has no business configuration at all. */
export const DEFAULT_RULES: BookingRules = {
  defaultDuration: DEFAULT_DURATION_MINUTES,
  timeSlotInterval: 15,
  advanceBookingDays: 60,
  minAdvanceBookingHours: 0,
  maxPartySize: MAX_PARTY_SIZE,
  skipPayment: true,
  skipAttendant: false,
  allowWalkIn: false,
};

const count = (value: unknown, fallback: number, min: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min ? value : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads the booking rules out of a business configuration object; missing or bad figures take the defaults. */
export function readBookingRules(config: unknown): BookingRules {
  const c = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  const flow = (c.flow && typeof c.flow === 'object' ? c.flow : {}) as Record<string, unknown>;
  return {
    defaultDuration: count(c.defaultDuration, DEFAULT_RULES.defaultDuration, 1),
    timeSlotInterval: Math.round(count(c.timeSlotInterval, DEFAULT_RULES.timeSlotInterval, 1)),
    advanceBookingDays: count(c.advanceBookingDays, DEFAULT_RULES.advanceBookingDays, 0),
    minAdvanceBookingHours: count(c.minAdvanceBookingHours, DEFAULT_RULES.minAdvanceBookingHours, 0),
    maxPartySize: Math.min(MAX_PARTY_SIZE, count(c.maxPartySize, DEFAULT_RULES.maxPartySize, 1)),
    skipPayment: flag(flow.skipPayment, DEFAULT_RULES.skipPayment),
    skipAttendant: flag(flow.skipAttendant, DEFAULT_RULES.skipAttendant),
    allowWalkIn: flag(c.allowWalkIn, DEFAULT_RULES.allowWalkIn),
  };
}

/**
 * Picks the configuration that governs a service when a tenant has several (a bistro and a salon):
 * the first whose attendant step matches the service (a configuration that skips the attendant step
 * governs services that need none, and the other way round); otherwise the first configuration.
 */
export function pickConfigFor<T>(
  configs: readonly T[],
  rules: (config: T) => BookingRules,
  service?: { requiresAttendant: boolean },
): T | undefined {
  if (configs.length <= 1 || !service) return configs[0];
  return configs.find((config) => rules(config).skipAttendant === !service.requiresAttendant) ?? configs[0];
}
