import { describe, expect, it } from 'vitest';
import { clampSeek, isSeekKey, seekByKey, seekSteps, sliderMax } from './seek.ts';

describe('seek slider maths', () => {
  it('steps 5 s and 30 s at most, a tenth of a short clip (at least 1 s), and 5 s / 10 s when the duration is unknown', () => {
    expect(seekSteps(200)).toEqual({ small: 5, large: 20 });
    expect(seekSteps(3600)).toEqual({ small: 5, large: 30 });
    expect(seekSteps(30)).toEqual({ small: 3, large: 6 });
    expect(seekSteps(30.008)).toEqual({ small: 3, large: 6 });
    expect(seekSteps(1234)).toEqual({ small: 5, large: 30 });
    expect(seekSteps(150)).toEqual({ small: 5, large: 15 });
    expect(seekSteps(4)).toEqual({ small: 1, large: 2 });
    expect(seekSteps(Number.NaN)).toEqual({ small: 5, large: 10 });
  });

  it('moves by arrow, page, Home and End keys and stays inside the media', () => {
    expect(seekByKey('ArrowRight', 60, 200)).toBe(65);
    expect(seekByKey('ArrowUp', 60, 200)).toBe(65);
    expect(seekByKey('ArrowLeft', 60, 200)).toBe(55);
    expect(seekByKey('ArrowDown', 60, 200)).toBe(55);
    expect(seekByKey('PageUp', 60, 200)).toBe(80);
    expect(seekByKey('PageDown', 60, 200)).toBe(40);
    expect(seekByKey('Home', 60, 200)).toBe(0);
    expect(seekByKey('End', 60, 200)).toBe(200);
    expect(seekByKey('ArrowRight', 198, 200)).toBe(200);
    expect(seekByKey('PageDown', 3, 200)).toBe(0);
  });

  it('with an unknown duration moves forward without bound but End stays put', () => {
    expect(seekByKey('ArrowRight', 12, Number.NaN)).toBe(17);
    expect(seekByKey('End', 12, Number.NaN)).toBe(12);
    expect(sliderMax(Number.NaN)).toBe(0);
    expect(sliderMax(30)).toBe(30);
  });

  it('clamps positions and knows its keys', () => {
    expect(clampSeek(-4, 30)).toBe(0);
    expect(clampSeek(45, 30)).toBe(30);
    expect(clampSeek(Number.NaN, 30)).toBe(0);
    expect(isSeekKey('PageUp')).toBe(true);
    expect(isSeekKey('Enter')).toBe(false);
  });
});
