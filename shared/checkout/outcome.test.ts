import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { englishPayment } from '../payments/messages.ts';
import { failureFor, isKnownGateway, methodFailure } from './outcome.ts';
import { canonicalJson } from '../api/canonical-json.ts';
import { attemptFor, orderContents, withOrder } from './attempt.ts';
import { confirmationPath, emptyCartTarget, isPreviewPath, cardReturnUrl, safeHref } from './routes.ts';

describe('failure messages', () => {
  it("keeps the server's message for a refusal when it is a catalogue text, as its key", () => {
    const refused = new ApiError('Insufficient Balance', { kind: 'http', status: 409 });
    expect(methodFailure('account_balance', refused)).toEqual({ message: { key: 'insufficientBalance' }, transient: true });
    expect(methodFailure('gift_card', new ApiError('Invalid gift card code', { kind: 'http', status: 404 }))).toEqual({
      message: { key: 'giftCardInvalid' },
      transient: false,
    });
    expect(methodFailure('offline', new ApiError('Only 2 left of Blue Mug', { kind: 'http', status: 409 })).message).toEqual({
      key: 'providerText',
      params: { text: 'Only 2 left of Blue Mug' },
    });
  });

  it("uses the method's catalogue text for a server error, a timeout or a lost connection, and lets the shopper retry", () => {
    const errors = [
      new ApiError('Something went wrong on the server.', { kind: 'http', status: 500 }),
      new ApiError('The server took too long to answer', { kind: 'timeout' }),
      new ApiError('Could not reach the server', { kind: 'network' }),
      new TypeError('Failed to fetch'),
    ];
    for (const error of errors) {
      expect(methodFailure('offline', error).transient).toBe(true);
      expect(englishPayment(methodFailure('offline', error).message)).toBe('Failed to create offline payment request');
      expect(englishPayment(methodFailure('stripe', error).message)).toBe('An unexpected error occurred.');
      expect(englishPayment(methodFailure('gift_card', error).message)).toBe('Failed to validate gift card');
      expect(englishPayment(methodFailure('cardbank', error).message)).toBe('Payment processing failed');
    }
    expect(englishPayment(failureFor(new ApiError(' ', { kind: 'http', status: 400 }), 'failed').message)).toBe('Payment failed');
  });

  it('knows the seven gateways', () => {
    for (const name of ['stripe', 'paypal', 'multipay', 'cardbank', 'account_balance', 'gift_card', 'offline']) expect(isKnownGateway(name)).toBe(true);
    expect(isKnownGateway('venmo')).toBe(false);
  });
});

describe('one order per attempt', () => {
  const request = { items: [{ sku: 'A', quantity: 1 }], customerInfo: { email: 'a@b.c' }, paymentGateway: 'stripe', paymentMethod: 'card' };
  let n = 0;
  const key = () => `key-${++n}`;

  it('sends a repeated request with the same key, and a changed one with a new key', () => {
    const first = attemptFor<string>(null, request, key);
    expect(attemptFor(first, { ...request }, key)).toBe(first);
    const changed = attemptFor(first, { ...request, items: [{ sku: 'A', quantity: 2 }] }, key);
    expect(changed.key).not.toBe(first.key);
  });

  it('reuses a created order for another payment method, and not for other contents', () => {
    const created = withOrder(attemptFor<string>(null, request, key), 'ord_1');
    expect(attemptFor(created, { ...request, paymentGateway: 'offline', paymentMethod: 'cash' }, key).order).toBe('ord_1');
    expect(attemptFor(created, { ...request, customerInfo: { email: 'x@y.z' } }, key).order).toBeNull();
  });

  it('writes JSON with sorted keys and leaves the payment choice out of the contents', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    expect(orderContents(request)).toBe(orderContents({ ...request, paymentGateway: 'paypal' }));
  });
});

describe('checkout routes', () => {
  it('sends an empty cart to the store, or the preview store under a preview path', () => {
    expect(emptyCartTarget('/store', '/store/checkout')).toBe('/store');
    expect(emptyCartTarget('/store', '/preview/store/checkout')).toBe('/preview/store');
    expect(emptyCartTarget('https://shop.example/store', '/preview/x')).toBe('https://shop.example/store');
    expect(isPreviewPath('/previews')).toBe(false);
  });

  it('leads to the order confirmation of the payment, in the preview too', () => {
    expect(confirmationPath('pi_1', '/store/checkout')).toBe('/store/order-confirmation/pi_1');
    expect(confirmationPath('a/b', '/preview/store/checkout')).toBe('/preview/store/order-confirmation/a%2Fb');
    expect(cardReturnUrl('https://x.test', '/store/checkout')).toBe('https://x.test/store/checkout/success');
  });
});

describe('navigation targets from attributes', () => {
  it('follows site paths and http(s) addresses only', () => {
    expect(safeHref('/shop', '/store')).toBe('/shop');
    expect(safeHref('https://shop.example/x', '/store')).toBe('https://shop.example/x');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'store']) expect(safeHref(bad, '/store'), bad).toBe('/store');
    expect(emptyCartTarget('javascript:alert(1)', '/store/checkout')).toBe('/store');
    expect(confirmationPath('pi_1', '/store/checkout', 'javascript:alert(1)//')).toBe('/store/order-confirmation/pi_1');
  });
});
