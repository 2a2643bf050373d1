import { describe, expect, it } from 'vitest';
import { originFor, slidesPerViewFor } from './options.ts';

describe('slidesPerViewFor', () => {
  const counts = { base: 1, sm: 2, md: 3, lg: 0, xl: 5 };
  it('uses the widest breakpoint the width reaches (768 px is the mobile breakpoint)', () => {
    expect(slidesPerViewFor(320, counts)).toBe(1);
    expect(slidesPerViewFor(640, counts)).toBe(2);
    expect(slidesPerViewFor(767, counts)).toBe(2);
    expect(slidesPerViewFor(768, counts)).toBe(3);
    expect(slidesPerViewFor(1279, counts)).toBe(3);
    expect(slidesPerViewFor(1280, counts)).toBe(5);
  });
  it('skips breakpoints without a count', () => {
    expect(slidesPerViewFor(1100, counts)).toBe(3);
    expect(slidesPerViewFor(2000, { base: 2, sm: 0, md: 0, lg: 0, xl: 0 })).toBe(2);
  });
});

describe('originFor', () => {
  it('maps start, center and end to keen-slider origins', () => {
    expect(originFor('start', 3)).toBe('auto');
    expect(originFor('center', 3)).toBe('center');
    expect(originFor('end', 4)).toBe(0.75);
    expect(originFor('end', 1)).toBe(0);
  });
});
