// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStripeSignature, signStripePayload } from './stripe-signature.ts';

const secret = 'whsec_test_secret_value';
const now = 1_800_000_000;

describe('Stripe-Signature', () => {
  it('accepts its own signature within 5 minutes either way, and refuses a stale one', () => {
    const payload = '{"id":"evt_1"}';
    expect(checkStripeSignature(payload, signStripePayload(payload, secret, now), secret, now)).toBe('ok');
    expect(checkStripeSignature(payload, signStripePayload(payload, secret, now - 300), secret, now)).toBe('ok');
    expect(checkStripeSignature(payload, signStripePayload(payload, secret, now + 300), secret, now)).toBe('ok');
    expect(checkStripeSignature(payload, signStripePayload(payload, secret, now - 301), secret, now)).toBe('stale');
  });

  it('refuses a missing, malformed, forged or other-secret signature, and a changed payload', () => {
    const payload = '{"id":"evt_1","amount":100}';
    const header = signStripePayload(payload, secret, now);
    expect(checkStripeSignature(payload, undefined, secret, now)).toBe('missing');
    expect(checkStripeSignature(payload, 'garbage', secret, now)).toBe('malformed');
    expect(checkStripeSignature(payload, `t=${now}`, secret, now)).toBe('malformed');
    expect(checkStripeSignature(payload, `t=${now},v1=${'0'.repeat(64)}`, secret, now)).toBe('mismatch');
    expect(checkStripeSignature(payload, signStripePayload(payload, 'whsec_other', now), secret, now)).toBe('mismatch');
    expect(checkStripeSignature(payload.replace('100', '1'), header, secret, now)).toBe('mismatch');
    // A second timestamp cannot smuggle a fresh time in.
    expect(checkStripeSignature(payload, `${header},t=${now}`, secret, now)).toBe('malformed');
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const payload = '{}';
    const good = signStripePayload(payload, secret, now).split(',')[1];
    expect(checkStripeSignature(payload, `t=${now},v1=${'a'.repeat(64)},${good}`, secret, now)).toBe('ok');
  });

  it('property: any change to the payload breaks the signature', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ minLength: 1, maxLength: 5 }), (payload, extra) => {
        const header = signStripePayload(payload, secret, now);
        expect(checkStripeSignature(payload, header, secret, now)).toBe('ok');
        expect(checkStripeSignature(payload + extra, header, secret, now)).toBe('mismatch');
      }),
    );
  });
});
