import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('formats cents with a dollar sign and two decimals', () => {
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('respects the currency and locale', () => {
    expect(formatMoney(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€');
    // Minor units follow the currency: the yen has none, so 500 means ¥500.
    expect(formatMoney(500, 'JPY', 'ja-JP')).toBe('￥500');
  });
});

describe('formatDateTime', () => {
  it('shows the time in the given zone', () => {
    const instant = Date.UTC(2026, 6, 1, 16, 0);
    expect(formatDateTime(instant, 'America/New_York', 'en-US', { timeStyle: 'short' }).replace(/\s/g, ' ')).toBe('12:00 PM');
    expect(formatDateTime(instant, 'Europe/London', 'en-GB', { timeStyle: 'short' })).toBe('17:00');
  });
});
