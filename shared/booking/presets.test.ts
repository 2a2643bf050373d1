import { describe, expect, it } from 'vitest';
import { BOOKING_PRESETS, BUSINESS_TYPES, businessConfig, PRESET_NAMES } from './presets.ts';
import { pickConfigFor, readBookingRules } from './rules.ts';

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

describe('booking presets (spec section 9)', () => {
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
    });
    expect(readBookingRules({ timeSlotInterval: -5, flow: 'x' })).toMatchObject({ timeSlotInterval: 15, skipPayment: true });
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
