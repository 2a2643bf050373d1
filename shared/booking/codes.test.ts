import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, confirmationCode, isConfirmationCode, normalizeCode } from './codes.ts';

describe('confirmation codes', () => {
  it('are 8 unambiguous upper-case characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = confirmationCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(isConfirmationCode(code.toLowerCase())).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('map any random bytes into the alphabet and honour longer lengths', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = confirmationCode(12, () => bytes);
        expect(code).toHaveLength(12);
        for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
      }),
    );
    expect(() => confirmationCode(6)).toThrow(RangeError);
  });

  it('compare case-insensitively', () => {
    expect(normalizeCode('  abcd2345 ')).toBe('ABCD2345');
    expect(isConfirmationCode('ABC')).toBe(false);
  });
});
