import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmountInput } from './money-input.ts';

describe('amounts typed into the staff refund form', () => {
  it('shows minor units in major units with the currency’s decimals', () => {
    expect(minorToInput(2976, 'USD')).toBe('29.76');
    expect(minorToInput(1000, 'GBP')).toBe('10.00');
    expect(minorToInput(500, 'JPY')).toBe('500');
  });

  it('reads a dot or a comma and at most the currency’s decimals; refuses zero, signs, grouping and words', () => {
    expect(parseAmountInput('12.50', 'USD')).toBe(1250);
    expect(parseAmountInput(' 12,5 ', 'USD')).toBe(1250);
    expect(parseAmountInput('12', 'GBP')).toBe(1200);
    expect(parseAmountInput('0.01', 'USD')).toBe(1);
    expect(parseAmountInput('500', 'JPY')).toBe(500);
    for (const bad of ['', '0', '0.00', '-5', '12.345', '1,000.00', '1e3', 'ten', '12.', '5.5'])
      expect(parseAmountInput(bad, bad === '5.5' ? 'JPY' : 'USD'), bad).toBeUndefined();
  });
});
