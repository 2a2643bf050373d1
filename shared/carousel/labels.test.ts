import { describe, expect, it } from 'vitest';
import { slideLabel } from './labels.ts';

describe('slide labels', () => {
  it('names each slide "N of M" from 1', () => {
    expect(slideLabel('{n} of {total}', 0, 5)).toBe('1 of 5');
    expect(slideLabel('{n} of {total}', 4, 5)).toBe('5 of 5');
  });
});
