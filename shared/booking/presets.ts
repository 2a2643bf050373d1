/** The business types the widget adapts to (some get an instruction box on the queue screen). */
export const BUSINESS_TYPES = ['restaurant', 'salon', 'government', 'retail', 'healthcare', 'meeting'] as const;
/** One of `BUSINESS_TYPES`. */
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The preset business configurations of the booking widget. */
export const PRESET_NAMES = ['meeting-scheduler', 'in-store-pickup', 'hair-salon', 'license-renewal', 'restaurant'] as const;
/** One of `PRESET_NAMES`. */
export type PresetName = (typeof PRESET_NAMES)[number];

/** Largest party a booking or walk-in may have. */
export const MAX_PARTY_SIZE = 20;
/** Guest counts offered as buttons before 'More than 8'. */
export const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A meal type of the restaurant preset: its length and its price in cents. */
export interface MealType {
  id: string;
  name: string;
  duration: number;
  price: number;
}

/** The booking figures a preset sets and the server applies: durations and intervals in minutes, notice in hours. */
export interface BookingFigures {
  defaultDuration: number;
  timeSlotInterval: number;
  advanceBookingDays: number;
  minAdvanceBookingHours: number;
  maxPartySize: number;
  /** False when the payment step is on: a priced booking then waits for payment. */
  skipPayment: boolean;
  allowWalkIn: boolean;
}

/** The figures of one preset: durations and intervals in minutes, notice in hours, money in cents. */
export interface BookingPreset extends BookingFigures {
  businessType: BusinessType;
  /** Preset-specific fields, merged into the configuration as they are. */
  extra: Record<string, unknown>;
}

/** The preset business configurations as data: the one source of truth. */
export const BOOKING_PRESETS: Readonly<Record<PresetName, BookingPreset>> = {
  'meeting-scheduler': {
    businessType: 'meeting',
    defaultDuration: 30,
    timeSlotInterval: 15,
    advanceBookingDays: 30,
    minAdvanceBookingHours: 1,
    maxPartySize: MAX_PARTY_SIZE,
    skipPayment: true,
    allowWalkIn: false,
    extra: {},
  },
  'in-store-pickup': {
    businessType: 'retail',
    defaultDuration: 15,
    timeSlotInterval: 15,
    advanceBookingDays: 7,
    minAdvanceBookingHours: 2,
    maxPartySize: MAX_PARTY_SIZE,
    skipPayment: false,
    allowWalkIn: false,
    extra: {},
  },
  'hair-salon': {
    businessType: 'salon',
    defaultDuration: 60,
    timeSlotInterval: 30,
    advanceBookingDays: 60,
    minAdvanceBookingHours: 24,
    maxPartySize: MAX_PARTY_SIZE,
    skipPayment: false,
    allowWalkIn: true,
    extra: { depositCents: 10_00 },
  },
  'license-renewal': {
    businessType: 'government',
    defaultDuration: 15,
    timeSlotInterval: 15,
    advanceBookingDays: 90,
    minAdvanceBookingHours: 24,
    maxPartySize: MAX_PARTY_SIZE,
    skipPayment: true,
    allowWalkIn: false,
    extra: { collectPhone: true, serviceTypes: ['License Renewal', 'New License', 'ID Card', 'Address Change'] },
  },
  restaurant: {
    businessType: 'restaurant',
    defaultDuration: 90,
    timeSlotInterval: 15,
    advanceBookingDays: 60,
    minAdvanceBookingHours: 1,
    maxPartySize: MAX_PARTY_SIZE,
    skipPayment: true,
    allowWalkIn: false,
    extra: {
      mealTypes: [
        { id: 'regular-dining', name: 'Regular Dining', duration: 90, price: 0 },
        { id: 'chefs-table', name: "Chef's Table Experience", duration: 120, price: 0 },
        { id: 'private-dining', name: 'Private Dining Room', duration: 120, price: 0 },
      ] satisfies MealType[],
      seatingPreferences: ['No Preference', 'Indoor', 'Outdoor', 'Bar', 'Booth'],
      // Occasion and dietary option lists exist, but their entries were never given: these are the demo's.
      occasionOptions: [],
      dietaryOptions: [],
    },
  },
};

/** Settings of a business configuration that a tenant picks on top of its preset. */
export interface BusinessOptions {
  name: string;
  description: string;
  businessName: string;
  currency: string;
  primaryColor: string;
  enabledModes: string[];
  /** Steps of the booking flow, in order. */
  steps: string[];
  /** Defaults to the preset's (payment step on for pickup and salon). */
  skipPayment?: boolean;
  /** Whether customers may join the walk-in queue; defaults to the preset's (the salon's only). */
  allowWalkIn?: boolean;
  skipAttendant: boolean;
  additionalFields?: { name: string; label: string; type: 'text' | 'textarea' | 'select'; options?: string[]; required?: boolean }[];
  /** The services this configuration governs (those its booking page shows); all when absent. */
  serviceIds?: string[];
  /** Policy figures that differ from the defaults (cut-offs in hours, check-in window in minutes). */
  policy?: Partial<BookingPolicyFigures>;
}

/** The policy a configuration writes out: cut-offs, check-in window and payment hold. */
export interface BookingPolicyFigures {
  cancellationCutoffHours: number;
  modificationCutoffHours: number;
  checkInEarlyMinutes: number;
  checkInLateMinutes: number;
  paymentHoldMinutes: number;
}

/** The policy every preset starts from: 24-hour free cancellation or rescheduling, check-in from 15 minutes before. */
export const DEFAULT_POLICY_FIGURES: BookingPolicyFigures = {
  cancellationCutoffHours: 24,
  modificationCutoffHours: 24,
  checkInEarlyMinutes: 15,
  checkInLateMinutes: 30,
  paymentHoldMinutes: 15,
};

/**
 * A business configuration built from a preset and a tenant's options.
 * Money is in cents; times in minutes, days or hours as the field names say.
 */
export function businessConfig(preset: PresetName, options: BusinessOptions): Record<string, unknown> {
  const figures = BOOKING_PRESETS[preset];
  return {
    id: preset,
    name: options.name,
    description: options.description,
    businessType: figures.businessType,
    enabledModes: options.enabledModes,
    ui: {
      businessName: options.businessName,
      businessLogo: null,
      primaryColor: options.primaryColor,
      showPricing: true,
      currency: options.currency,
      showReservationCode: true,
      additionalFields: options.additionalFields ?? [],
    },
    flow: {
      initialStep: options.steps[0] ?? 'service',
      steps: options.steps,
      skipPayment: options.skipPayment ?? figures.skipPayment,
      skipAttendant: options.skipAttendant,
      skipService: false,
    },
    ...(options.serviceIds ? { filter: { serviceIds: options.serviceIds } } : {}),
    requireConfirmation: false,
    allowWalkIn: options.allowWalkIn ?? figures.allowWalkIn,
    allowModification: true,
    allowCancellation: true,
    maxPartySize: figures.maxPartySize,
    defaultDuration: figures.defaultDuration,
    timeSlotInterval: figures.timeSlotInterval,
    advanceBookingDays: figures.advanceBookingDays,
    minAdvanceBookingHours: figures.minAdvanceBookingHours,
    ...DEFAULT_POLICY_FIGURES,
    ...options.policy,
    ...figures.extra,
  };
}
