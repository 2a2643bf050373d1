import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../api/schemas.ts';
import { formatCardNumber, formatCvv, formatExpiry, validateCard } from './card-fields.ts';
import {
  canLeaveDateStep,
  clampPartySize,
  EMPTY_CUSTOMER,
  findQueueEntry,
  isLargeParty,
  matchesReservation,
  missingForBooking,
  parsePartySize,
  validateCustomer,
  validateWalkIn,
} from './validation.ts';
import { bookingText } from './mode-notices.ts';

describe('the customer form', () => {
  it('requires name, email and phone with the exact texts', () => {
    const problems = validateCustomer(EMPTY_CUSTOMER);
    expect(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, bookingText(p.key)]))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });
  it.each(['ada', 'ada@example', 'a da@example.com', '@example.com', 'ada@.com x'])('calls %s an invalid email', (email) => {
    expect(bookingText(validateCustomer({ ...EMPTY_CUSTOMER, name: 'A', phone: '1', email }).email!.key)).toBe('Email is invalid');
  });
  it('accepts a complete form; notes are optional', () => {
    expect(validateCustomer({ ...EMPTY_CUSTOMER, name: 'Ada', email: 'ada@example.com', phone: '+44 20' })).toEqual({});
  });
  it('requires required additional fields and names them', () => {
    const fields = [{ name: 'serviceType', label: 'Service type', type: 'select' as const, options: ['ID Card'], required: true }];
    const problem = validateCustomer({ ...EMPTY_CUSTOMER, name: 'A', email: 'a@b.co', phone: '1' }, fields).serviceType!;
    expect(bookingText(problem.key, { label: problem.label ?? '' })).toBe('Service type is required');
  });
});

describe('guest count and date step', () => {
  it('accepts whole numbers 1..20 only (Please enter a valid party size between 1 and 20)', () => {
    expect(parsePartySize('9')).toBe(9);
    expect(parsePartySize(' 20 ')).toBe(20);
    for (const bad of ['0', '21', '-1', '2.5', 'abc', '', '1e1']) expect(parsePartySize(bad)).toBeUndefined();
    expect(bookingText('partySize')).toBe('Please enter a valid party size between 1 and 20');
    expect(parsePartySize('12', 10)).toBeUndefined();
  });
  it('never lets the party size drop below 1 or pass the maximum', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const size = clampPartySize(n);
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(20);
      }),
    );
  });
  it('shows the call hint above 8 guests', () => {
    expect(isLargeParty(8)).toBe(false);
    expect(isLargeParty(9)).toBe(true);
  });
  it('needs both a date and a slot to continue', () => {
    expect(canLeaveDateStep({ date: '2026-01-01', slot: null })).toBe(false);
    expect(canLeaveDateStep({ date: '', slot: {} })).toBe(false);
    expect(canLeaveDateStep({ date: '2026-01-01', slot: {} })).toBe(true);
    expect(bookingText('slotMissing')).toBe('Please select a date and time slot first');
  });
  it('needs a service unless the service step is skipped and a default service exists', () => {
    const s = { locationId: 'l', serviceId: null, date: '2026-01-01', slot: {} };
    expect(missingForBooking(s, false)).toEqual(['service']);
    expect(missingForBooking(s, true, 'default')).toEqual([]);
    expect(missingForBooking({ locationId: null, serviceId: null, date: null, slot: null }, false)).toEqual([
      'location',
      'service',
      'date',
      'slot',
    ]);
  });
});

describe('lookups', () => {
  it('match a reservation case-insensitively on code or id', () => {
    const r = { id: 'res_ab12', confirmationCode: 'K7QX2M9P' };
    expect(matchesReservation(r, 'k7qx2m9p')).toBe(true);
    expect(matchesReservation(r, ' RES_AB12 ')).toBe(true);
    expect(matchesReservation(r, '')).toBe(false);
    expect(matchesReservation(r, 'K7QX2M9')).toBe(false);
  });
  it('find a queue entry by id first, then by the full phone number only (a part of one finds nobody)', () => {
    const entry = (id: string, customerPhone: string) => ({ id, customerPhone }) as QueueEntry;
    const entries = [entry('q_1', '+44 20 7946 0001'), entry('q_2', '+44 20 7946 0002'), entry('0002', '+44 0')];
    expect(findQueueEntry(entries, '   ')).toBe('empty');
    expect((findQueueEntry(entries, 'Q_2') as QueueEntry).id).toBe('q_2');
    expect((findQueueEntry(entries, '0002') as QueueEntry).id).toBe('0002');
    expect((findQueueEntry(entries, '+44 (20) 7946-0001') as QueueEntry).id).toBe('q_1');
    expect((findQueueEntry(entries, '442079460001') as QueueEntry).id).toBe('q_1');
    expect(findQueueEntry(entries, '7946 0001')).toBe('not-found');
    expect(findQueueEntry(entries, '555')).toBe('not-found');
    expect(bookingText('queueLookupEmpty')).toBe('Please enter a queue ID or phone number');
    expect(bookingText('queueEntryNotFound')).toBe('No entry found with this ID or phone number');
  });
});

describe('walk-in', () => {
  it('names every missing field in order', () => {
    const form = { name: '', phone: '', email: '', locationId: '', serviceId: '', partySize: 1, notes: '' };
    expect(Object.values(validateWalkIn(form, true)).map((k) => bookingText(k))).toEqual([
      'Please enter your name',
      'Please enter your phone number',
      'Please select a location',
      'Please select a service',
    ]);
    expect(validateWalkIn({ ...form, name: 'A', phone: '1', locationId: 'l' }, false)).toEqual({});
  });

  it('takes an optional e-mail, but only one that looks like an address', () => {
    const form = { name: 'A', phone: '1', email: '  ', locationId: 'l', serviceId: '', partySize: 1, notes: '' };
    expect(validateWalkIn(form, false)).toEqual({});
    expect(validateWalkIn({ ...form, email: ' ada@example.com ' }, false)).toEqual({});
    expect(Object.values(validateWalkIn({ ...form, email: 'ada at example' }, false)).map((k) => bookingText(k))).toEqual([
      'Email is invalid',
    ]);
  });
});

describe('payment form fields', () => {
  it('formats the card number in groups of four, digits only, at most the brand’s 19 digits', () => {
    expect(formatCardNumber('4242a4242 4242-42424242999')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });
  it('formats the expiry as MM/YY and the CVV as up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatCvv('12a345')).toBe('1234');
  });
  it('validates with the exact texts', () => {
    const problems = validateCard({ number: '4242 4242 4242 424', expiry: '12/2', cvv: '12', name: ' ' });
    expect(Object.values(problems).map((k) => bookingText(k))).toEqual([
      'Please enter a valid card number',
      'Please enter a valid expiry date',
      'Please enter a valid CVV',
      'Please enter the name on card',
    ]);
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/28', cvv: '123', name: 'Ada' })).toEqual({});
  });
});
