import { describe, expect, it } from 'vitest';
import { BOOKING_PRESETS, BUSINESS_TYPES, businessConfig, PRESET_NAMES } from './presets.ts';
import { amountDueCents, BOOKING_MODES, mealTypeOf, pickConfigFor, readBookingRules, withOverrides } from './rules.ts';

const options = {
  name: 'n',
  description: 'd',
  businessName: 'B',
  currency: 'USD',
  primaryColor: '#000',
  enabledModes: ['booking'],
  steps: ['service'],
  skipAttendant: true,
};

describe('booking presets', () => {
  it('hold the figures of the preset table', () => {
    const figures = (name: (typeof PRESET_NAMES)[number]) => {
      const p = BOOKING_PRESETS[name];
      return [p.defaultDuration, p.timeSlotInterval, p.advanceBookingDays, p.minAdvanceBookingHours];
    };
    expect(figures('meeting-scheduler')).toEqual([30, 15, 30, 1]);
    expect(figures('in-store-pickup')).toEqual([15, 15, 7, 2]);
    expect(figures('hair-salon')).toEqual([60, 30, 60, 24]);
    expect(figures('license-renewal')).toEqual([15, 15, 90, 24]);
    expect(figures('restaurant')).toEqual([90, 15, 60, 1]);
  });

  it('carry the other fields: payment for pickup, deposit and walk-in for the salon, license types, restaurant details', () => {
    expect(BOOKING_PRESETS['in-store-pickup'].skipPayment).toBe(false);
    expect(BOOKING_PRESETS['hair-salon']).toMatchObject({ allowWalkIn: true, extra: { depositCents: 1000 } });
    expect(BOOKING_PRESETS['license-renewal'].extra).toEqual({
      collectPhone: true,
      serviceTypes: ['License Renewal', 'New License', 'ID Card', 'Address Change'],
    });
    const restaurant = BOOKING_PRESETS.restaurant;
    expect(restaurant.maxPartySize).toBe(20);
    expect((restaurant.extra.mealTypes as { duration: number; price: number }[]).map((m) => [m.duration, m.price])).toEqual([
      [90, 0],
      [120, 0],
      [120, 0],
    ]);
    expect(restaurant.extra.seatingPreferences).toEqual(['No Preference', 'Indoor', 'Outdoor', 'Bar', 'Booth']);
  });

  it('cover every business type, healthcare and retail included', () => {
    expect(BUSINESS_TYPES).toEqual(expect.arrayContaining(['healthcare', 'retail', 'restaurant', 'salon', 'government', 'meeting']));
    expect(new Set(Object.values(BOOKING_PRESETS).map((p) => p.businessType)).size).toBe(PRESET_NAMES.length);
  });

  it('build a business configuration the server reads back', () => {
    const config = businessConfig('hair-salon', { ...options, skipAttendant: false });
    expect(config).toMatchObject({ businessType: 'salon', depositCents: 1000, allowWalkIn: true, flow: { skipPayment: false } });
    expect(readBookingRules(config)).toEqual({
      defaultDuration: 60,
      timeSlotInterval: 30,
      advanceBookingDays: 60,
      minAdvanceBookingHours: 24,
      maxPartySize: 20,
      skipPayment: false,
      skipAttendant: false,
      allowWalkIn: true,
      allowCancellation: true,
      allowModification: true,
      cancellationCutoffHours: 24,
      modificationCutoffHours: 24,
      checkInEarlyMinutes: 15,
      checkInLateMinutes: 30,
      depositCents: 1000,
      paymentHoldMinutes: 15,
      // 'booking' is no mode of the widget: a list without any known mode enables them all.
      enabledModes: [...BOOKING_MODES],
      mealTypes: [],
      serviceIds: null,
    });
    expect(readBookingRules({ timeSlotInterval: -5, flow: 'x' })).toMatchObject({ timeSlotInterval: 15, skipPayment: true });
    expect(readBookingRules({ enabledModes: ['manage', 'walk-in', 'booking'] }).enabledModes).toEqual(['manage', 'walk-in']);
  });

  it('read the restaurant meal types, the policy and the overrides of a location and a service', () => {
    const bistro = businessConfig('restaurant', { ...options, policy: { cancellationCutoffHours: 2 } });
    const rules = readBookingRules(bistro);
    expect(mealTypeOf(rules, 'chefs-table')).toMatchObject({ duration: 120 });
    expect(mealTypeOf(rules, 'brunch')).toBeUndefined();
    expect(rules).toMatchObject({ cancellationCutoffHours: 2, modificationCutoffHours: 24, depositCents: null });
    const merged = readBookingRules(
      withOverrides(bistro, { minAdvanceBookingHours: 4 }, { minAdvanceBookingHours: 6, flow: { skipPayment: false } }),
    );
    expect(merged).toMatchObject({ minAdvanceBookingHours: 6, skipPayment: false, skipAttendant: true, cancellationCutoffHours: 2 });
  });

  it('ask the deposit instead of the full price, never more than the price', () => {
    expect(amountDueCents(5955, 1000)).toBe(1000);
    expect(amountDueCents(541, 1000)).toBe(541);
    expect(amountDueCents(5955, null)).toBe(5955);
    expect(amountDueCents(0, 1000)).toBe(0);
  });

  it('pick the configuration whose filter names the service before any other', () => {
    const pickup = businessConfig('in-store-pickup', { ...options, skipAttendant: false, serviceIds: ['svc_pickup'] });
    const license = businessConfig('license-renewal', { ...options, serviceIds: ['svc_counter'] });
    const open = businessConfig('meeting-scheduler', { ...options, skipAttendant: false });
    expect(pickConfigFor([pickup, license, open], readBookingRules, { id: 'svc_counter', requiresAttendant: false })).toBe(license);
    expect(pickConfigFor([pickup, license, open], readBookingRules, { id: 'svc_pickup', requiresAttendant: false })).toBe(pickup);
    // A service no filter names goes to a configuration without a filter.
    expect(pickConfigFor([pickup, license, open], readBookingRules, { id: 'svc_other', requiresAttendant: true })).toBe(open);
  });

  it('pick the configuration whose attendant step matches the service', () => {
    const bistro = businessConfig('restaurant', options);
    const salon = businessConfig('hair-salon', { ...options, skipAttendant: false });
    expect(pickConfigFor([bistro, salon], readBookingRules, { requiresAttendant: true })).toBe(salon);
    expect(pickConfigFor([bistro, salon], readBookingRules, { requiresAttendant: false })).toBe(bistro);
    expect(pickConfigFor([bistro, salon], readBookingRules)).toBe(bistro);
    expect(pickConfigFor([], readBookingRules)).toBeUndefined();
  });
});
