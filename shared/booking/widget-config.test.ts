import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasInstructions, progressLine, queueTone } from './queue-view.ts';
import { preloadedCatalog } from './preloaded.ts';
import { PRESET_ATTRIBUTE_VALUES, presetConfig, resolveConfig, widgetPayloadSchema } from './widget-config.ts';
import { bookingText } from './mode-notices.ts';
import { BOOKING_ERRORS } from './widget-messages.ts';

describe('data-preset configurations', () => {
  it('carry the preset figures', () => {
    const figures = (key: (typeof PRESET_ATTRIBUTE_VALUES)[number]) => {
      const c = presetConfig(key);
      return [c.defaultDuration, c.timeSlotInterval, c.advanceBookingDays, c.minAdvanceBookingHours];
    };
    expect(figures('meeting')).toEqual([30, 15, 30, 1]);
    expect(figures('pickup')).toEqual([15, 15, 7, 2]);
    expect(figures('salon')).toEqual([60, 30, 60, 24]);
    expect(figures('license')).toEqual([15, 15, 90, 24]);
    expect(figures('restaurant')).toEqual([90, 15, 60, 1]);
    expect(figures('healthcare')).toEqual([60, 15, 60, 0]);
  });
  it('turn the payment step on for pickup and salon, walk-in for the salon, guests for the restaurant', () => {
    expect(presetConfig('pickup').flow.skipPayment).toBe(false);
    expect(presetConfig('salon')).toMatchObject({ allowWalkIn: true, flow: { skipPayment: false } });
    expect(presetConfig('salon').enabledModes).toContain('walk-in');
    expect(presetConfig('restaurant')).toMatchObject({ maxPartySize: 20, ui: { showGuestCount: true }, flow: { skipAttendant: true } });
    expect(presetConfig('restaurant').ui.additionalFields[0]).toMatchObject({
      label: 'Seating preference',
      options: ['No Preference', 'Indoor', 'Outdoor', 'Bar', 'Booth'],
    });
    expect(presetConfig('license').ui.additionalFields[0]).toMatchObject({
      options: ['License Renewal', 'New License', 'ID Card', 'Address Change'],
      required: true,
    });
  });
  it('cover the healthcare and retail business types', () => {
    expect(presetConfig('healthcare').businessType).toBe('healthcare');
    expect(presetConfig('retail').businessType).toBe('retail');
  });
});

describe('inline JSON overrides any field', () => {
  it('merges ui and flow field by field and keeps the rest of the preset', () => {
    const payload = v.parse(widgetPayloadSchema, {
      enabledModes: ['new-reservation', 'manage'],
      ui: { businessName: 'Harbor Salon', primaryColor: '#a33a6b' },
      flow: { skipAttendant: true, steps: ['service', { id: 'date', nextStep: 'customer-info' }] },
      maxPartySize: 6,
    });
    const config = resolveConfig('salon', payload);
    expect(config.enabledModes).toEqual(['new-reservation', 'manage']);
    expect(config.ui).toMatchObject({ businessName: 'Harbor Salon', primaryColor: '#a33a6b', currency: 'USD', showPricing: true });
    expect(config.flow).toMatchObject({ skipAttendant: true, skipPayment: false, initialStep: 'service' });
    expect(config.flow.steps).toEqual([{ id: 'service' }, { id: 'date', nextStep: 'customer-info' }]);
    expect(config.maxPartySize).toBe(6);
    expect(config.timeSlotInterval).toBe(30);
  });
  it('reads the payment hold the server applies: 15 minutes unless the configuration sets one', () => {
    expect(presetConfig('salon').paymentHoldMinutes).toBe(15);
    expect(resolveConfig('salon', v.parse(widgetPayloadSchema, { paymentHoldMinutes: 30 })).paymentHoldMinutes).toBe(30);
  });
  it('reads the cut-offs and check-in window the server applies: 24 hours and 15 minutes unless set', () => {
    expect(presetConfig('meeting')).toMatchObject({ cancellationCutoffHours: 24, modificationCutoffHours: 24, checkInEarlyMinutes: 15 });
    const payload = v.parse(widgetPayloadSchema, { cancellationCutoffHours: 48, modificationCutoffHours: 0, checkInEarlyMinutes: 30 });
    expect(resolveConfig('meeting', payload)).toMatchObject({
      cancellationCutoffHours: 48,
      modificationCutoffHours: 0,
      checkInEarlyMinutes: 30,
    });
  });
  it('shows the guest count when the business type becomes restaurant', () => {
    expect(resolveConfig('meeting', { businessType: 'restaurant' }).ui.showGuestCount).toBe(true);
  });
  it.each([
    [{ enabledModes: ['booking'] }, 'enabledModes'],
    [{ ui: { primaryColor: 'teal' } }, 'primaryColor'],
    [{ ui: { additionalFields: [{ name: 'x', label: 'X', type: 'select' }] } }, 'additionalFields'],
    [{ maxPartySize: 21 }, 'maxPartySize'],
    [{ paymentHoldMinutes: 0 }, 'paymentHoldMinutes'],
    [{ cancellationCutoffHours: -1 }, 'cancellationCutoffHours'],
    [{ checkInEarlyMinutes: 7.5 }, 'checkInEarlyMinutes'],
    [{ flow: { initialStep: 'datetime' } }, 'initialStep'],
    [{ serverData: { locations: [{ name: 'no id' }] } }, 'serverData'],
  ])('rejects %o (the kit then shows its visible error)', (input, field) => {
    const result = v.safeParse(widgetPayloadSchema, input);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.issues?.[0]?.path?.map((p) => p.key))).toContain(field);
  });
  it('reads preloaded server data, defaulting the zone, hours and duration', () => {
    const payload = v.parse(widgetPayloadSchema, {
      serverData: {
        title: 'Studio',
        locations: [{ id: 'l', name: 'Studio' }],
        services: [{ id: 's', name: 'Session' }],
        people: [{ id: 'p', name: 'Pat' }],
      },
    });
    const catalog = preloadedCatalog(payload.serverData!, 'Europe/Paris');
    expect(catalog.locations[0]).toMatchObject({ timeZone: 'Europe/Paris', hours: [] });
    expect(catalog.services[0]?.duration).toBe(60);
    expect(catalog.attendants[0]?.name).toBe('Pat');
  });
});

describe('queue view rules (sections 2.8 and 4.3)', () => {
  it('colour waiting, notified and seated, and everything else red', () => {
    expect(['waiting', 'notified', 'seated', 'left', 'cancelled'].map(queueTone)).toEqual([
      'waiting',
      'notified',
      'seated',
      'other',
      'other',
    ]);
  });
  it('reach the stages at the 15 and 5 minute thresholds', () => {
    expect(progressLine({ status: 'waiting', estimatedWaitTime: 16 })).toEqual({
      caption: 'In Queue',
      reached: 0,
      stages: [true, false, false],
    });
    expect(progressLine({ status: 'waiting', estimatedWaitTime: 15 })).toEqual({
      caption: 'Getting Close',
      reached: 1,
      stages: [true, true, false],
    });
    expect(progressLine({ status: 'waiting', estimatedWaitTime: 6 }).caption).toBe('Getting Close');
    expect(progressLine({ status: 'waiting', estimatedWaitTime: 5 })).toEqual({
      caption: 'Almost Ready',
      reached: 2,
      stages: [true, true, true],
    });
    expect(progressLine({ status: 'notified', estimatedWaitTime: 45 }).caption).toBe('Ready!');
  });
  it('give instruction boxes to restaurants, salons and government offices only', () => {
    expect(['restaurant', 'salon', 'government', 'retail', 'healthcare', 'meeting'].map((t) => hasInstructions(t as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the error catalogue', () => {
  it('has the exact texts', () => {
    expect(Object.values(BOOKING_ERRORS)).toContain('Could not create reservation. The time slot may no longer be available.');
    expect(bookingText('queueJoinFailedForm')).toBe('Failed to add to queue. Please try again.');
    expect(bookingText('paymentFailed')).toBe('Payment processing failed. Please try again.');
  });
});
