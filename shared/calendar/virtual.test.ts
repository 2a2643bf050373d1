import { describe, expect, it } from 'vitest';
import { visibleSlice } from './virtual.ts';

describe('visibleSlice', () => {
  it('renders only the rows in view plus a few either side', () => {
    expect(visibleSlice(5000, 56, 0, 448)).toEqual({ start: 0, end: 12 });
    expect(visibleSlice(5000, 56, 56 * 1000, 448)).toEqual({ start: 996, end: 1012 });
    expect(visibleSlice(10, 56, 10_000, 448)).toEqual({ start: 10, end: 10 });
    expect(visibleSlice(0, 56, 0, 448)).toEqual({ start: 0, end: 0 });
  });
});
