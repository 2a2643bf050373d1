import { describe, expect, it } from 'vitest';
import { densityLevel } from './density.ts';

describe('densityLevel', () => {
  it('is 0 for an empty day and 1 … 4 by share of the busiest day', () => {
    expect([0, 1, 5, 10, 20].map((n) => densityLevel(n, 20))).toEqual([0, 1, 1, 2, 4]);
    expect(densityLevel(3, 0)).toBe(0);
  });
});
