import { describe, expect, it } from 'vitest';
import { MAX_LISTED_GATEWAYS, validateCheckoutPayload } from './checkout-payload.ts';

describe('validateCheckoutPayload', () => {
  it('keeps only the gateway names, dropping any provider data a page might add', () => {
    const result = validateCheckoutPayload({ gateways: [{ name: 'stripe', data: { publishableKey: 'pk_live_x' } }, { name: 'gift_card' }], extra: 1 });
    expect(result).toEqual({ value: { gateways: [{ name: 'stripe' }, { name: 'gift_card' }] } });
  });

  it('accepts an empty object: the checkout then asks the API for its methods', () => {
    expect(validateCheckoutPayload({})).toEqual({ value: {} });
  });

  it('names the first bad entry with its path', () => {
    expect(validateCheckoutPayload({ gateways: [{ name: 'offline' }, { name: '<b>' }] })).toEqual({
      issues: [{ message: 'a gateway name (letters, digits, _ . -)', path: ['gateways', 1, 'name'] }],
    });
    expect(validateCheckoutPayload({ gateways: 'stripe' })).toEqual({ issues: [{ message: 'a list of { name }', path: ['gateways'] }] });
    expect(validateCheckoutPayload(['stripe'])).toEqual({ issues: [{ message: 'an object { gateways? }', path: [] }] });
  });

  it('refuses more gateways than a checkout lists', () => {
    const gateways = Array.from({ length: MAX_LISTED_GATEWAYS + 1 }, (_, i) => ({ name: `g${i}` }));
    expect(validateCheckoutPayload({ gateways })).toEqual({ issues: [{ message: `at most ${MAX_LISTED_GATEWAYS} gateways`, path: ['gateways'] }] });
  });
});
