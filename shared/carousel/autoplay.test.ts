import { describe, expect, it } from 'vitest';
import { autoplayReducer, autoplayRunning, initialAutoplay, liveMode, type AutoplayEvent } from './autoplay.ts';

const run = (events: AutoplayEvent[], reducedMotion = false) => events.reduce(autoplayReducer, initialAutoplay(reducedMotion));

describe('autoplay rules', () => {
  it('runs from the start, and never by itself under reduced motion', () => {
    expect(autoplayRunning(true, run([]))).toBe(true);
    expect(autoplayRunning(true, run([], true))).toBe(false);
    expect(autoplayRunning(false, run([]))).toBe(false);
  });
  it('pauses while the pointer is over the carousel and resumes when it leaves', () => {
    expect(autoplayRunning(true, run(['pointer-enter']))).toBe(false);
    expect(autoplayRunning(true, run(['pointer-enter', 'pointer-leave']))).toBe(true);
  });
  it('stops when keyboard focus moves in, until the visitor presses Play', () => {
    expect(autoplayRunning(true, run(['focus-in']))).toBe(false);
    expect(run(['focus-in']).playing).toBe(false);
    expect(autoplayRunning(true, run(['focus-in', 'toggle']))).toBe(true);
  });
  it('stops when reduced motion is asked for while it runs', () => {
    expect(autoplayRunning(true, run(['reduced-motion']))).toBe(false);
    expect(autoplayRunning(true, run(['reduced-motion', 'toggle']))).toBe(true);
  });
  it('Pause and Play switch it off and on; Play works under reduced motion', () => {
    expect(autoplayRunning(true, run(['toggle']))).toBe(false);
    expect(autoplayRunning(true, run(['toggle', 'toggle']))).toBe(true);
    expect(autoplayRunning(true, run(['toggle'], true))).toBe(true);
  });
  it('announces slides politely only while not rotating', () => {
    expect(liveMode(true)).toBe('off');
    expect(liveMode(false)).toBe('polite');
  });
});
