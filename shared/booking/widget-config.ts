import * as v from 'valibot';
import {
  BOOKING_PRESETS,
  BUSINESS_TYPES,
  DEFAULT_POLICY_FIGURES,
  MAX_PARTY_SIZE,
  type BusinessType,
  type MealType,
  type PresetName,
} from './presets.ts';
import { BOOKING_MODES, DEFAULT_FIGURES } from './rules.ts';
import { serverDataSchema } from './preloaded.ts';

/** The widget's modes. */
export const MODES = BOOKING_MODES;
/** One of `MODES`. */
export type Mode = (typeof MODES)[number];

/** Steps of the booking flow plus the steps the other modes set. */
export const STEPS = [
  'location',
  'service',
  'attendant',
  'date',
  'customer-info',
  'payment',
  'confirmation',
  'lookup',
  'check-in',
  'queue-entry',
] as const;
/** One of `STEPS`. */
export type Step = (typeof STEPS)[number];

/** The values of `data-preset`: the five booking presets plus the healthcare and retail business types. */
export const PRESET_ATTRIBUTE_VALUES = ['meeting', 'pickup', 'salon', 'license', 'restaurant', 'healthcare', 'retail'] as const;
/** One of `PRESET_ATTRIBUTE_VALUES`. */
export type PresetKey = (typeof PRESET_ATTRIBUTE_VALUES)[number];

/** A step of the flow. An explicit nextStep or prevStep wins over the default flow. */
export interface FlowStep {
  id: Step;
  title?: string;
  description?: string;
  isRequired?: boolean;
  nextStep?: Step;
  prevStep?: Step;
  showBackButton?: boolean;
  showNextButton?: boolean;
  nextButtonText?: string;
  options?: Record<string, unknown>;
}

/** An extra field of the customer form: text, textarea or select with options. */
export interface AdditionalField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'select';
  options?: string[];
  required?: boolean;
}

/** A complete business configuration as the widget uses it. */
export interface BusinessConfig {
  id: string;
  name: string;
  description: string;
  businessType: BusinessType;
  enabledModes: Mode[];
  ui: {
    businessName: string;
    businessLogo: string | null;
    primaryColor: string | null;
    showPricing: boolean;
    currency: string;
    showReservationCode: boolean;
    additionalFields: AdditionalField[];
    /** Shows the guest-count selector on the date step (default: restaurants only). */
    showGuestCount: boolean;
  };
  flow: { initialStep: Step; steps: FlowStep[]; skipPayment: boolean; skipAttendant: boolean; skipService: boolean };
  requireConfirmation: boolean;
  allowWalkIn: boolean;
  allowModification: boolean;
  allowCancellation: boolean;
  maxPartySize: number;
  defaultDuration: number;
  timeSlotInterval: number;
  advanceBookingDays: number;
  minAdvanceBookingHours: number;
  /** The restaurant's meal types: the visitor picks one on the date step, and it sets the booking's length. */
  mealTypes: MealType[];
  /**
   * Minutes an unpaid priced booking holds its slot before the server releases it (the same
   * `paymentHoldMinutes` the server reads): the confirmation's 'Pay by' time when the server's answer
   * carries no `policy` of the booking.
   */
  paymentHoldMinutes: number;
  /**
   * The policy the widget states when the server's answer carries no `policy` of the booking (an older
   * server), and before there is a booking: a visitor may cancel until `cancellationCutoffHours` and
   * move a booking until `modificationCutoffHours` before its start (0: until it starts), and check in
   * from `checkInEarlyMinutes` before it (see `governingPolicy`).
   */
  cancellationCutoffHours: number;
  modificationCutoffHours: number;
  checkInEarlyMinutes: number;
  /** Service used when the service step is skipped (a default service id is used). */
  defaultServiceId?: string;
  /** Which of the tenant's locations, services (by id or category name) this widget offers. All when absent. */
  filter?: { locationIds?: string[]; serviceIds?: string[]; categories?: string[] };
}

/**
 * The default booking flow as explicit steps: location, service, attendant, date, customer-info,
 * payment, confirmation. Skipped steps are passed over in either direction (see flow.ts).
 */
export const DEFAULT_FLOW_STEPS: readonly FlowStep[] = [
  { id: 'location', nextStep: 'service' },
  { id: 'service', prevStep: 'location', nextStep: 'attendant' },
  { id: 'attendant', prevStep: 'service', nextStep: 'date' },
  { id: 'date', prevStep: 'attendant', nextStep: 'customer-info' },
  { id: 'customer-info', prevStep: 'date', nextStep: 'payment' },
  { id: 'payment', prevStep: 'customer-info', nextStep: 'confirmation' },
  { id: 'confirmation', prevStep: 'payment' },
];

const PRESET_OF: Record<PresetKey, PresetName | null> = {
  meeting: 'meeting-scheduler',
  pickup: 'in-store-pickup',
  salon: 'hair-salon',
  license: 'license-renewal',
  restaurant: 'restaurant',
  healthcare: null,
  retail: null,
};

const MODES_OF: Record<PresetKey, Mode[]> = {
  meeting: ['new-reservation', 'manage', 'check-in'],
  pickup: ['new-reservation', 'manage', 'payment', 'check-in'],
  salon: ['new-reservation', 'manage', 'payment', 'check-in', 'walk-in', 'view-queue-progress'],
  license: ['new-reservation', 'manage', 'check-in'],
  restaurant: ['new-reservation', 'manage', 'check-in', 'walk-in', 'view-queue-progress'],
  healthcare: ['new-reservation', 'manage', 'check-in', 'walk-in', 'view-queue-progress'],
  retail: ['new-reservation', 'manage', 'payment', 'check-in'],
};

const NAMES: Record<PresetKey, string> = {
  meeting: 'Meeting scheduler',
  pickup: 'In-store pickup',
  salon: 'Hair salon',
  license: 'License renewal',
  restaurant: 'Restaurant',
  healthcare: 'Healthcare appointments',
  retail: 'Retail appointments',
};

/** Extra customer-form fields a preset brings (license service types, restaurant seating). */
function presetFields(key: PresetKey): AdditionalField[] {
  if (key === 'license') {
    const types = BOOKING_PRESETS['license-renewal'].extra.serviceTypes as string[];
    return [{ name: 'serviceType', label: 'Service type', type: 'select', options: types, required: true }];
  }
  if (key === 'restaurant') {
    const seating = BOOKING_PRESETS.restaurant.extra.seatingPreferences as string[];
    return [{ name: 'seating', label: 'Seating preference', type: 'select', options: seating }];
  }
  return [];
}

/** The business configuration a `data-preset` value stands for (the preset's figures; defaults for healthcare and retail). */
export function presetConfig(key: PresetKey): BusinessConfig {
  const preset = PRESET_OF[key];
  const figures = preset ? BOOKING_PRESETS[preset] : { ...DEFAULT_FIGURES, businessType: key as BusinessType };
  const businessType = figures.businessType;
  return {
    id: key,
    name: NAMES[key],
    description: '',
    businessType,
    enabledModes: MODES_OF[key],
    ui: {
      businessName: '',
      businessLogo: null,
      primaryColor: null,
      showPricing: true,
      currency: 'USD',
      showReservationCode: true,
      additionalFields: presetFields(key),
      showGuestCount: businessType === 'restaurant',
    },
    flow: {
      initialStep: 'location',
      steps: DEFAULT_FLOW_STEPS.map((s) => ({ ...s })),
      skipPayment: figures.skipPayment,
      skipAttendant: key === 'restaurant' || key === 'pickup',
      skipService: false,
    },
    requireConfirmation: false,
    allowWalkIn: figures.allowWalkIn || MODES_OF[key].includes('walk-in'),
    allowModification: true,
    allowCancellation: true,
    maxPartySize: figures.maxPartySize ?? MAX_PARTY_SIZE,
    defaultDuration: figures.defaultDuration,
    timeSlotInterval: figures.timeSlotInterval,
    advanceBookingDays: figures.advanceBookingDays,
    minAdvanceBookingHours: figures.minAdvanceBookingHours,
    mealTypes: key === 'restaurant' ? [...(BOOKING_PRESETS.restaurant.extra.mealTypes as MealType[])] : [],
    paymentHoldMinutes: DEFAULT_POLICY_FIGURES.paymentHoldMinutes,
    cancellationCutoffHours: DEFAULT_POLICY_FIGURES.cancellationCutoffHours,
    modificationCutoffHours: DEFAULT_POLICY_FIGURES.modificationCutoffHours,
    checkInEarlyMinutes: DEFAULT_POLICY_FIGURES.checkInEarlyMinutes,
  };
}

const step = v.picklist(STEPS, `one of ${STEPS.join(', ')}`);
const ids = v.array(v.pipe(v.string(), v.nonEmpty()));
const count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** One flow step in inline JSON: its id as text, or the full object. */
export const flowStepSchema = v.union([
  step,
  v.object({
    id: step,
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    isRequired: v.optional(v.boolean()),
    nextStep: v.optional(step),
    prevStep: v.optional(step),
    showBackButton: v.optional(v.boolean()),
    showNextButton: v.optional(v.boolean()),
    nextButtonText: v.optional(v.string()),
    options: v.optional(v.record(v.string(), v.unknown())),
  }),
]);

/** An additional customer field in inline JSON; a select needs options. */
export const additionalFieldSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,63}$/, 'a field name of letters, digits, "-" or "_"')),
    label: v.pipe(v.string(), v.nonEmpty()),
    type: v.picklist(['text', 'textarea', 'select']),
    options: v.optional(v.array(v.string())),
    required: v.optional(v.boolean()),
  }),
  v.check((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, 'a select field needs options'),
);

/**
 * The inline JSON of `<booking-widget>`: any field of the business configuration, each
 * overriding the preset's, plus optional preloaded `serverData` (title or name, image, locations,
 * services, people). Validated here; a wrong field becomes the kit's visible error.
 */
export const widgetPayloadSchema = v.object({
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  businessType: v.optional(v.picklist(BUSINESS_TYPES)),
  enabledModes: v.optional(v.array(v.picklist(MODES, `one of ${MODES.join(', ')}`))),
  ui: v.optional(
    v.object({
      businessName: v.optional(v.string()),
      businessLogo: v.optional(v.nullable(v.string())),
      primaryColor: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^#[0-9a-f]{3}([0-9a-f]{3})?$/i, 'a colour like #0b6e6e')))),
      showPricing: v.optional(v.boolean()),
      currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a three-letter currency code'))),
      showReservationCode: v.optional(v.boolean()),
      additionalFields: v.optional(v.array(additionalFieldSchema)),
      showGuestCount: v.optional(v.boolean()),
    }),
  ),
  flow: v.optional(
    v.object({
      initialStep: v.optional(step),
      steps: v.optional(v.array(flowStepSchema)),
      skipPayment: v.optional(v.boolean()),
      skipAttendant: v.optional(v.boolean()),
      skipService: v.optional(v.boolean()),
    }),
  ),
  requireConfirmation: v.optional(v.boolean()),
  allowWalkIn: v.optional(v.boolean()),
  allowModification: v.optional(v.boolean()),
  allowCancellation: v.optional(v.boolean()),
  maxPartySize: v.optional(count(1, MAX_PARTY_SIZE)),
  defaultDuration: v.optional(count(1, 24 * 60)),
  timeSlotInterval: v.optional(count(1, 24 * 60)),
  advanceBookingDays: v.optional(count(0, 730)),
  minAdvanceBookingHours: v.optional(v.pipe(v.number(), v.minValue(0))),
  mealTypes: v.optional(
    v.array(
      v.object({ id: v.pipe(v.string(), v.nonEmpty()), name: v.string(), duration: count(1, 24 * 60), price: v.optional(v.number(), 0) }),
    ),
  ),
  paymentHoldMinutes: v.optional(v.pipe(v.number(), v.minValue(1))),
  cancellationCutoffHours: v.optional(v.pipe(v.number(), v.minValue(0))),
  modificationCutoffHours: v.optional(v.pipe(v.number(), v.minValue(0))),
  checkInEarlyMinutes: v.optional(count(0, 24 * 60)),
  defaultServiceId: v.optional(v.string()),
  filter: v.optional(v.object({ locationIds: v.optional(ids), serviceIds: v.optional(ids), categories: v.optional(ids) })),
  serverData: v.optional(serverDataSchema),
});

/** The validated inline JSON. */
export type WidgetPayload = v.InferOutput<typeof widgetPayloadSchema>;

/** Merges the inline JSON over the preset: every given field wins; `ui` and `flow` merge field by field. */
export function resolveConfig(key: PresetKey, payload?: WidgetPayload): BusinessConfig {
  const base = presetConfig(key);
  if (!payload) return base;
  const { ui, flow, serverData: _serverData, ...top } = payload;
  const defined = <T extends object>(o: T | undefined): Partial<T> =>
    Object.fromEntries(Object.entries(o ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
  const steps = flow?.steps?.map((s) => (typeof s === 'string' ? { id: s } : s));
  const businessType = top.businessType ?? base.businessType;
  return {
    ...base,
    ...defined(top),
    businessType,
    ui: { ...base.ui, showGuestCount: businessType === 'restaurant', ...defined(ui) } as BusinessConfig['ui'],
    flow: {
      ...base.flow,
      ...defined(flow),
      steps: steps ?? base.flow.steps,
      initialStep: flow?.initialStep ?? steps?.[0]?.id ?? base.flow.initialStep,
    },
  };
}
