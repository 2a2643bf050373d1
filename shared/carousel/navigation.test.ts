import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activeDot, autoplayTarget, dotTargets, lastStart, stepTarget, visibleSlides, type Track } from './navigation.ts';

const track = (over: Partial<Track> = {}): Track => ({ total: 5, perView: 1, step: 1, loop: false, ...over });

describe('stepTarget', () => {
  it('stops at both ends without loop', () => {
    expect(stepTarget(track(), 0, -1)).toBeNull();
    expect(stepTarget(track(), 0, 1)).toBe(1);
    expect(stepTarget(track(), 4, 1)).toBeNull();
  });
  it('wraps around with loop', () => {
    expect(stepTarget(track({ loop: true }), 0, -1)).toBe(4);
    expect(stepTarget(track({ loop: true }), 4, 1)).toBe(0);
  });
  it('moves by the step and stops at the last full view', () => {
    const t = track({ total: 10, perView: 3, step: 3 });
    expect(lastStart(t)).toBe(7);
    expect(stepTarget(t, 0, 1)).toBe(3);
    expect(stepTarget(t, 6, 1)).toBe(7);
    expect(stepTarget(t, 7, 1)).toBeNull();
    expect(stepTarget(t, 2, -1)).toBe(0);
  });
  it('cannot move when every slide is in view', () => {
    expect(stepTarget(track({ total: 3, perView: 3 }), 0, 1)).toBeNull();
    expect(autoplayTarget(track({ total: 3, perView: 3 }), 0)).toBeNull();
  });
  it('follows the slider reported last index', () => {
    expect(stepTarget(track({ total: 5, perView: 3, maxIndex: 4 }), 3, 1)).toBe(4);
  });
  it('never leaves the track, whatever the settings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.nat(40),
        fc.constantFrom<-1 | 1>(-1, 1),
        (total, perView, step, loop, at, dir) => {
          const t = { total, perView, step, loop };
          const current = Math.min(at, lastStart(t));
          const target = stepTarget(t, current, dir);
          if (target !== null) {
            expect(target).toBeGreaterThanOrEqual(0);
            expect(target).toBeLessThanOrEqual(lastStart(t));
            expect(target).not.toBe(current);
          }
        },
      ),
    );
  });
});

describe('autoplayTarget', () => {
  it('goes back to the first slide after the end when the track does not loop', () => {
    expect(autoplayTarget(track(), 4)).toBe(0);
    expect(autoplayTarget(track(), 2)).toBe(3);
  });
});

describe('dotTargets and activeDot', () => {
  it('gives one dot per step, the last one at the last full view', () => {
    expect(dotTargets(track())).toEqual([0, 1, 2, 3, 4]);
    expect(dotTargets(track({ total: 10, perView: 3, step: 3 }))).toEqual([0, 3, 6, 7]);
    expect(dotTargets(track({ total: 10, perView: 3, step: 3, loop: true }))).toEqual([0, 3, 6, 9]);
  });
  it('marks the dot at or before the current slide', () => {
    expect(activeDot([0, 3, 6, 7], 4)).toBe(1);
    expect(activeDot([0, 3, 6, 7], 7)).toBe(3);
  });
});

describe('visibleSlides', () => {
  it('lists the slides in view, wrapping with loop', () => {
    expect([...visibleSlides(track({ perView: 3 }), 1)]).toEqual([1, 2, 3]);
    expect([...visibleSlides(track({ perView: 3, loop: true }), 4)]).toEqual([4, 0, 1]);
    expect([...visibleSlides(track({ perView: 3 }), 4)]).toEqual([4]);
  });
});
