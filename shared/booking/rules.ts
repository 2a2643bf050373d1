import { MAX_PARTY_SIZE, type BookingFigures, type MealType } from './presets.ts';
import { DEFAULT_DURATION_MINUTES } from './slots.ts';

/** The widget's modes; a configuration enables some of them. */
export const BOOKING_MODES = ['new-reservation', 'manage', 'payment', 'check-in', 'walk-in', 'view-queue-progress'] as const;
/** One of `BOOKING_MODES`. */
export type BookingMode = (typeof BOOKING_MODES)[number];

/** The booking figures and policy the server applies, read from a stored business configuration. */
export interface BookingRules extends BookingFigures {
  skipAttendant: boolean;
  allowCancellation: boolean;
  allowModification: boolean;
  /** A customer may cancel until this many hours before the start (staff at any time). */
  cancellationCutoffHours: number;
  /** A customer may move a booking until this many hours before its start (staff at any time). */
  modificationCutoffHours: number;
  /** Self check-in opens this many minutes before the start. */
  checkInEarlyMinutes: number;
  /** Self check-in closes this many minutes after the start. */
  checkInLateMinutes: number;
  /** A fixed deposit taken instead of the full price of a priced booking, in cents; null for none. */
  depositCents: number | null;
  /** Minutes an unpaid priced booking holds its slot before it expires. */
  paymentHoldMinutes: number;
  enabledModes: BookingMode[];
  /** The restaurant preset's meal types: a booking naming one lasts that meal's duration. */
  mealTypes: MealType[];
  /** The services this configuration governs (its page's filter); null for any. */
  serviceIds: string[] | null;
}

/** The booking figures that apply without a business configuration (what the widget's presets fall back to). */
export const DEFAULT_FIGURES = {
  defaultDuration: DEFAULT_DURATION_MINUTES,
  timeSlotInterval: 15,
  advanceBookingDays: 60,
  minAdvanceBookingHours: 0,
  maxPartySize: MAX_PARTY_SIZE,
  skipPayment: true,
  skipAttendant: false,
  allowWalkIn: false,
};

/** What applies when a tenant has no business configuration at all. */
export const DEFAULT_RULES: BookingRules = {
  ...DEFAULT_FIGURES,
  allowCancellation: true,
  allowModification: true,
  // The standard policy: free cancellation or rescheduling up to 24 hours before.
  cancellationCutoffHours: 24,
  modificationCutoffHours: 24,
  checkInEarlyMinutes: 15,
  checkInLateMinutes: 30,
  depositCents: null,
  paymentHoldMinutes: 15,
  enabledModes: [...BOOKING_MODES],
  mealTypes: [],
  serviceIds: null,
};

type Fields = Record<string, unknown>;
const objectOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const count = (value: unknown, fallback: number, min: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min ? value : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const texts = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x !== '') : null;

function readModes(value: unknown): BookingMode[] {
  const known = (texts(value) ?? []).filter((m): m is BookingMode => (BOOKING_MODES as readonly string[]).includes(m));
  // A list without any known mode (older configurations wrote 'booking', 'queue') enables every mode.
  return known.length > 0 ? known : [...BOOKING_MODES];
}

function readMealTypes(value: unknown): MealType[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const m = objectOf(item);
    if (typeof m.id !== 'string' || typeof m.duration !== 'number' || !(m.duration > 0)) return [];
    return [{ id: m.id, name: typeof m.name === 'string' ? m.name : m.id, duration: m.duration, price: count(m.price, 0, 0) }];
  });
}

/** Reads the booking rules out of a business configuration object; missing or bad figures take the defaults. */
export function readBookingRules(config: unknown): BookingRules {
  const c = objectOf(config);
  const flow = objectOf(c.flow);
  const d = DEFAULT_RULES;
  const deposit = count(c.depositCents, 0, 0);
  return {
    defaultDuration: count(c.defaultDuration, d.defaultDuration, 1),
    timeSlotInterval: Math.round(count(c.timeSlotInterval, d.timeSlotInterval, 1)),
    advanceBookingDays: count(c.advanceBookingDays, d.advanceBookingDays, 0),
    minAdvanceBookingHours: count(c.minAdvanceBookingHours, d.minAdvanceBookingHours, 0),
    maxPartySize: Math.min(MAX_PARTY_SIZE, count(c.maxPartySize, d.maxPartySize, 1)),
    skipPayment: flag(flow.skipPayment, d.skipPayment),
    skipAttendant: flag(flow.skipAttendant, d.skipAttendant),
    allowWalkIn: flag(c.allowWalkIn, d.allowWalkIn),
    allowCancellation: flag(c.allowCancellation, d.allowCancellation),
    allowModification: flag(c.allowModification, d.allowModification),
    cancellationCutoffHours: count(c.cancellationCutoffHours, d.cancellationCutoffHours, 0),
    modificationCutoffHours: count(c.modificationCutoffHours, d.modificationCutoffHours, 0),
    checkInEarlyMinutes: count(c.checkInEarlyMinutes, d.checkInEarlyMinutes, 0),
    checkInLateMinutes: count(c.checkInLateMinutes, d.checkInLateMinutes, 0),
    depositCents: deposit > 0 ? Math.round(deposit) : null,
    paymentHoldMinutes: count(c.paymentHoldMinutes, d.paymentHoldMinutes, 1),
    enabledModes: readModes(c.enabledModes),
    mealTypes: readMealTypes(c.mealTypes),
    serviceIds: texts(objectOf(c.filter).serviceIds),
  };
}

/**
 * The configuration with a location's or a service's overrides laid over it, field by field
 * (`flow` merged too): the one place a per-location or per-service setting wins.
 */
export function withOverrides(config: unknown, ...overrides: unknown[]): Fields {
  return overrides.reduce<Fields>((merged, override) => {
    const o = objectOf(override);
    return { ...merged, ...o, flow: { ...objectOf(merged.flow), ...objectOf(o.flow) } };
  }, objectOf(config));
}

/**
 * Picks the configuration that governs a service when a tenant has several: the one whose filter
 * names the service (the configuration its booking page shows); otherwise, among those without a
 * service filter, the first whose attendant step matches the service (a configuration that skips the
 * attendant step governs services that need none, and the other way round); otherwise the first.
 */
export function pickConfigFor<T>(
  configs: readonly T[],
  rules: (config: T) => BookingRules,
  service?: { id?: string; requiresAttendant: boolean },
): T | undefined {
  if (configs.length <= 1 || !service) return configs[0];
  const named = service.id === undefined ? undefined : configs.find((config) => rules(config).serviceIds?.includes(service.id as string));
  if (named) return named;
  const open = configs.filter((config) => rules(config).serviceIds === null);
  const candidates = open.length > 0 ? open : configs;
  return candidates.find((config) => rules(config).skipAttendant === !service.requiresAttendant) ?? candidates[0];
}

/** The meal type a booking names, by id; undefined when the configuration has no such meal. */
export function mealTypeOf(rules: BookingRules, id: string): MealType | undefined {
  return rules.mealTypes.find((meal) => meal.id === id);
}

/**
 * What a priced booking's payment asks for: the configuration's fixed deposit when it has one (never
 * more than the price with tax), else the price plus tax. `priceWithTax` is the full total in cents.
 */
export function amountDueCents(priceWithTax: number, depositCents: number | null | undefined): number {
  if (priceWithTax <= 0) return 0;
  return depositCents && depositCents > 0 ? Math.min(depositCents, priceWithTax) : priceWithTax;
}
