import { describe, expect, it } from 'vitest';
import { resetSelection } from '../adaptive.ts';
import { EMPTY_CUSTOMER } from '../validation.ts';
import { presetConfig, type BusinessConfig } from '../widget-config.ts';
import { bookingRequest } from './booking-request.ts';

const SLOT = { startTime: '2026-03-10T10:00:00+00:00', endTime: '2026-03-10T11:00:00+00:00', available: true, locationId: 'loc_a', capacity: 1 };
const CHOSEN = { ...resetSelection('2026-03-10'), locationId: 'loc_a', serviceId: 'svc_cut', slot: SLOT, partySize: 2 };
const FORM = { ...EMPTY_CUSTOMER, name: ' Ada ', email: ' ada@example.com ', phone: ' +44 20 7946 0000 ', notes: ' Window seat ', extra: {} };

describe('bookingRequest', () => {
  it('sends the trimmed customer details with the slot as its wall-clock date and time', () => {
    expect(bookingRequest(presetConfig('salon'), CHOSEN, FORM)).toMatchObject({
      locationId: 'loc_a',
      serviceId: 'svc_cut',
      date: '2026-03-10',
      time: '10:00',
      startTime: SLOT.startTime,
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      customerPhone: '+44 20 7946 0000',
      notes: 'Window seat',
      partySize: 2,
    });
  });

  it('adds each filled-in additional field to the notes as "Label: value"', () => {
    const config: BusinessConfig = { ...presetConfig('salon') };
    config.ui = { ...config.ui, additionalFields: [{ name: 'allergies', label: 'Allergies', type: 'text', required: false }, { name: 'pet', label: 'Pet', type: 'text', required: false }] };
    const request = bookingRequest(config, CHOSEN, { ...FORM, notes: '', extra: { allergies: ' nuts ', pet: ' ' } });
    expect(request?.notes).toBe('Allergies: nuts');
  });

  it('books the default service when the service step is skipped, and nothing without a slot', () => {
    const config = { ...presetConfig('salon'), defaultServiceId: 'svc_default' };
    expect(bookingRequest(config, { ...CHOSEN, serviceId: null }, FORM)?.serviceId).toBe('svc_default');
    expect(bookingRequest(config, { ...CHOSEN, slot: null }, FORM)).toBeNull();
  });
});
