import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './gallery.ts';

describe('gallery navigation', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 49 }), fc.constantFrom(-1 as const, 1 as const), (n, i, step) => {
        const index = i % n;
        const next = stepIndex(index, n, step);
        return next >= 0 && next < n && stepIndex(next, n, step === 1 ? -1 : 1) === index;
      }),
    );
  });

  it('reads a horizontal swipe of 50 px or more, ignores taps and scrolls', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(30, 0)).toBeNull();
    expect(swipeStep(-60, 90)).toBeNull();
  });
});
