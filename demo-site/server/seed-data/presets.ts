import type { PresetName } from './types.ts';

/** The figures of one preset row of booking spec section 9. */
interface PresetFigures {
  businessType: string;
  defaultDuration: number;
  timeSlotInterval: number;
  advanceBookingDays: number;
  minAdvanceBookingHours: number;
  extra: Record<string, unknown>;
}

/** Booking spec section 9, "Preset business configurations". */
export const PRESETS: Record<PresetName, PresetFigures> = {
  'meeting-scheduler': {
    businessType: 'meeting',
    defaultDuration: 30,
    timeSlotInterval: 15,
    advanceBookingDays: 30,
    minAdvanceBookingHours: 1,
    extra: {},
  },
  'in-store-pickup': {
    businessType: 'retail',
    defaultDuration: 15,
    timeSlotInterval: 15,
    advanceBookingDays: 7,
    minAdvanceBookingHours: 2,
    extra: {},
  },
  'hair-salon': {
    businessType: 'salon',
    defaultDuration: 60,
    timeSlotInterval: 30,
    advanceBookingDays: 60,
    minAdvanceBookingHours: 24,
    extra: { depositCents: 1000, allowWalkIn: true },
  },
  'license-renewal': {
    businessType: 'government',
    defaultDuration: 15,
    timeSlotInterval: 15,
    advanceBookingDays: 90,
    minAdvanceBookingHours: 24,
    extra: { collectPhone: true, serviceTypes: ['License Renewal', 'New License', 'ID Card', 'Address Change'] },
  },
  restaurant: {
    businessType: 'restaurant',
    defaultDuration: 90,
    timeSlotInterval: 15,
    advanceBookingDays: 60,
    minAdvanceBookingHours: 1,
    extra: { maxPartySize: 20 },
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
  skipPayment: boolean;
  skipAttendant: boolean;
  additionalFields?: { name: string; label: string; type: 'text' | 'textarea' | 'select'; options?: string[]; required?: boolean }[];
}

/**
 * A business configuration (booking spec section 3) built from a preset and the tenant's options.
 * Money is in cents; times in minutes, days or hours as the field names say.
 */
export function businessConfig(preset: PresetName, options: BusinessOptions): Record<string, unknown> {
  const figures = PRESETS[preset];
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
      skipPayment: options.skipPayment,
      skipAttendant: options.skipAttendant,
      skipService: false,
    },
    requireConfirmation: false,
    allowWalkIn: false,
    allowModification: true,
    allowCancellation: true,
    maxPartySize: 20,
    defaultDuration: figures.defaultDuration,
    timeSlotInterval: figures.timeSlotInterval,
    advanceBookingDays: figures.advanceBookingDays,
    minAdvanceBookingHours: figures.minAdvanceBookingHours,
    ...figures.extra,
  };
}
