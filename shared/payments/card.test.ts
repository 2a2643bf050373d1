import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardLast4,
  cardNumberValid,
  CARD_NUMBER_MAX_LENGTH,
  cvvValid,
  digitsOnly,
  expiryValid,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  luhnValid,
  validateCard,
} from './card.ts';

/** The Luhn check digit that makes `body + digit` valid (an independent implementation). */
function checkDigit(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const digits = (body + d).split('').reverse().map(Number);
    const sum = digits.reduce((s, n, i) => s + (i % 2 === 1 ? (n * 2 > 9 ? n * 2 - 9 : n * 2) : n), 0);
    if (sum % 10 === 0) return String(d);
  }
  throw new Error('unreachable');
}

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });

describe('card number formatting', () => {
  it('keeps digits only, at most 16, grouped by 4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('property: output is groups of up to 4 digits, at most 19 characters, preserving the first 16 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const out = formatCardNumber(input);
        expect(out.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
        expect(out).toMatch(/^(\d{4}( \d{4}){0,3}( \d{1,3})?|\d{1,3}|\d{4}( \d{4})*)?$/);
        expect(out.replace(/ /g, '')).toBe(digitsOnly(input).slice(0, 16));
        expect(formatCardNumber(out)).toBe(out); // idempotent
      }),
    );
  });
});

describe('expiry and cvv formatting', () => {
  it('shows MM/YY from up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('123456')).toBe('12/34');
    expect(formatExpiry('ab')).toBe('');
  });

  it('property: expiry is at most 5 characters and idempotent; cvv is at most 4 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const expiry = formatExpiry(input);
        expect(expiry.length).toBeLessThanOrEqual(5);
        expect(expiry).toMatch(/^(\d{0,2}|\d{2}\/\d{1,2})$/);
        expect(formatExpiry(expiry)).toBe(expiry);
        expect(formatCvv(input)).toMatch(/^\d{0,4}$/);
      }),
    );
  });
});

describe('Luhn', () => {
  it('accepts the test numbers and refuses a changed digit', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '4000000000003220',
    ]) {
      expect(luhnValid(n), n).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('property: appending the check digit makes any number valid; changing one digit makes it invalid', () => {
    fc.assert(
      fc.property(digitString(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, position, delta) => {
        const full = body + checkDigit(body);
        expect(luhnValid(full)).toBe(true);
        const i = position % full.length;
        const changed = full.slice(0, i) + String((Number(full[i]) + delta) % 10) + full.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('card validation', () => {
  const now = new Date('2026-03-15T00:00:00Z');

  it('requires every field and checks number, expiry and cvv', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada' }, now)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvv: '', name: ' ' }, now)).toEqual({
      number: 'required',
      expiry: 'required',
      cvv: 'required',
      name: 'required',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvv: '12' }, now)).toEqual({
      number: 'invalid',
      expiry: 'invalid',
      cvv: 'invalid',
    });
  });

  it('knows when an expiry has passed (the whole expiry month still counts)', () => {
    expect(expiryValid('03/26', now)).toBe(true);
    expect(expiryValid('02/26', now)).toBe(false);
    expect(expiryValid('0126', now)).toBe(false);
    expect(expiryValid('1/2', now)).toBe(false);
    expect(expiryValid('00/30', now)).toBe(false);
  });

  it('accepts 13 to 16 Luhn-valid digits only', () => {
    expect(cardNumberValid('4222222222222')).toBe(true);
    expect(cardNumberValid('42424242424242424')).toBe(false);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(false);
    expect(cvvValid('1234')).toBe(true);
    expect(cvvValid('12a')).toBe(false);
  });

  it('names the brand and keeps only the last 4 digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  });
});
