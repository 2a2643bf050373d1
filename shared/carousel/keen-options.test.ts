import { describe, expect, it } from 'vitest';
import { keenOptionsFor, type SliderSettings } from './keen-options.ts';

const base: SliderSettings = {
  duration: 500,
  loop: false,
  dragFree: false,
  align: 'start',
  spacing: 16,
  perView: 3,
  effect: 'slide',
  vertical: false,
  initial: 0,
};

describe('keenOptionsFor', () => {
  it('passes the slide settings through', () => {
    const options = keenOptionsFor(base);
    expect(options.slides).toEqual({ perView: 3, spacing: 16, origin: 'auto' });
    expect(options.mode).toBe('snap');
    expect(options.defaultAnimation?.duration).toBe(500);
    expect(options.rubberband).toBe(true);
  });
  it('drags freely (snapping at the end) with dragFree, and loops without rubber band', () => {
    const options = keenOptionsFor({ ...base, dragFree: true, loop: true, vertical: true });
    expect(options.mode).toBe('free-snap');
    expect(options.loop).toBe(true);
    expect(options.vertical).toBe(true);
    expect(options.rubberband).toBe(false);
  });
  it('fades one slide at a time, rendering left to the carousel', () => {
    const options = keenOptionsFor({ ...base, effect: 'fade', dragFree: true });
    expect(options.slides).toEqual({ perView: 1, spacing: 0, origin: 'auto' });
    expect(options.renderMode).toBe('custom');
    expect(options.mode).toBe('snap');
  });
});
