import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_MAX_LENGTH, formatCardNumber, validateCard } from './card-fields.ts';

const form = (number: string, cvv: string) => ({ number: formatCardNumber(number), expiry: '12/34', cvv, name: 'Ada Lovelace' });

describe('booking card fields: every brand’s length', () => {
  it('takes a 15-digit American Express card with its 4-digit CVC, grouped as printed', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(validateCard(form('378282246310005', '1234'))).toEqual({});
  });

  it('refuses a 3-digit CVC on American Express and a 4-digit one on Visa', () => {
    expect(validateCard(form('378282246310005', '123'))).toEqual({ cvv: 'cardCvv' });
    expect(validateCard(form('4242424242424242', '1234'))).toEqual({ cvv: 'cardCvv' });
  });

  it('takes a 19-digit card, which fits the field, and refuses a mistyped number', () => {
    const nineteen = formatCardNumber('6011000990139424124');
    expect(nineteen).toBe('6011 0009 9013 9424 124');
    expect(nineteen.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH);
    expect(validateCard(form(nineteen, '123'))).toEqual({});
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(validateCard(form('4242424242424241', '123'))).toEqual({ number: 'cardNumber' });
  });
});
