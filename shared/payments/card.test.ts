import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardLast4,
  cardNumberLengths,
  cardNumberValid,
  cvcLengths,
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
  it('keeps digits only, grouped by 4, at most the brand\'s longest length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('5555555555554444999')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('4000000000000000006')).toBe('4000 0000 0000 0000 006');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224 6310 0059 9')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });

  it('property: output is at most 23 characters, keeps the leading digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const out = formatCardNumber(input);
        expect(out.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
        expect(out).toMatch(/^(\d{1,6}( \d{1,6})*)?$/);
        expect(digitsOnly(input).startsWith(out.replace(/ /g, ''))).toBe(true);
        expect(out.replace(/ /g, '').length).toBe(Math.min(digitsOnly(input).length, Math.max(...cardNumberLengths(digitsOnly(input)))));
        expect(formatCardNumber(out)).toBe(out);
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

  it('refuses a number of a length its brand does not issue, and anything but digits and spaces', () => {
    expect(cardNumberValid('4222222222222')).toBe(true);
    expect(cardNumberValid('42424242424242424')).toBe(false);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(false);
    // Luhn-valid, but 16 digits for American Express and 17 for Mastercard.
    expect(cardNumberValid('378282246310005' + checkDigit('378282246310005'))).toBe(false);
    expect(cardNumberValid('5555555555554444' + checkDigit('5555555555554444'))).toBe(false);
    expect(cvvValid('1234')).toBe(true);
    expect(cvvValid('12a')).toBe(false);
  });

  /** Published test numbers of each brand (Stripe, Adyen, Braintree), spaced the way a shopper might type them. */
  const BRAND_NUMBERS: [string, string, number][] = [
    ['amex', '3782 822463 10005', 15],
    ['amex', '371449635398431', 15],
    ['visa', '4242 4242 4242 4242', 16],
    ['visa', '4222222222222', 13],
    ['visa', '4000000000000000006', 19],
    ['mastercard', '5555555555554444', 16],
    ['mastercard', '2223003122003222', 16],
    ['discover', '6011111111111117', 16],
    ['discover', '6011000990139424', 16],
    ['diners', '36227206271667', 14],
    ['diners', '3056930009020004', 16],
    ['jcb', '3566002020360505', 16],
    ['unionpay', '6200000000000005', 16],
    ['unionpay', '6205500000000000004', 19],
    ['maestro', '6759649826438453', 16],
    ['maestro', '675964982648', 12],
  ];

  it.each(BRAND_NUMBERS)('accepts a %s test number of %s (%i digits)', (brand, number, length) => {
    expect(luhnValid(digitsOnly(number))).toBe(true);
    expect(digitsOnly(number)).toHaveLength(length);
    expect(cardBrand(number)).toBe(brand);
    expect(cardNumberValid(number)).toBe(true);
    expect(validateCard({ number, expiry: '12/30', cvv: brand === 'amex' ? '1234' : '123' }, now)).toEqual({});
  });

  it('asks American Express for a 4-digit CVC and the other brands for 3', () => {
    expect(validateCard({ number: '378282246310005', expiry: '12/30', cvv: '123' }, now)).toEqual({ cvv: 'invalid' });
    expect(validateCard({ number: '4242424242424242', expiry: '12/30', cvv: '1234' }, now)).toEqual({ cvv: 'invalid' });
    expect(cvcLengths('378282246310005')).toEqual([4]);
    expect(formatCvv('12345', '378282246310005')).toBe('1234');
    expect(formatCvv('12345', '4242424242424242')).toBe('123');
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
