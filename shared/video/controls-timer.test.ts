import { describe, expect, it } from 'vitest';
import {
  CONTROLS_HIDE_MS,
  initialControls,
  nextControls,
  START_TIMER_MS,
  type ControlsEvent,
  type ControlsState,
} from './controls-timer.ts';

const run = (events: ControlsEvent[], from: ControlsState = initialControls): ControlsState => events.reduce(nextControls, from);

describe('video controls timer', () => {
  it('uses 2 s to hide and a 2.5 s start timer', () => {
    expect(CONTROLS_HIDE_MS).toBe(2000);
    expect(START_TIMER_MS).toBe(2500);
  });

  it('keeps the controls up for 2.5 s after playback starts, then hides them', () => {
    const playing = run([{ type: 'play', now: 1000 }]);
    expect(playing).toMatchObject({ visible: true, hideAt: 3500 });
    expect(nextControls(playing, { type: 'tick', now: 3499 }).visible).toBe(true);
    expect(nextControls(playing, { type: 'tick', now: 3500 })).toMatchObject({ visible: false, hideAt: null });
  });

  it('shows them again on pointer movement and hides them 2 s after the last one', () => {
    const hidden = run([
      { type: 'play', now: 0 },
      { type: 'tick', now: 2500 },
    ]);
    const moved = run(
      [
        { type: 'pointer', now: 5000 },
        { type: 'pointer', now: 6000 },
      ],
      hidden,
    );
    expect(moved).toMatchObject({ visible: true, hideAt: 8000 });
    expect(nextControls(moved, { type: 'tick', now: 7999 }).visible).toBe(true);
    expect(nextControls(moved, { type: 'tick', now: 8000 }).visible).toBe(false);
  });

  it('never shortens the start timer with an early pointer movement', () => {
    expect(
      run([
        { type: 'play', now: 0 },
        { type: 'pointer', now: 100 },
      ]).hideAt,
    ).toBe(START_TIMER_MS);
  });

  it('never hides while paused', () => {
    const paused = run([{ type: 'play', now: 0 }, { type: 'pause' }, { type: 'tick', now: 60_000 }]);
    expect(paused).toMatchObject({ visible: true, hideAt: null, playing: false });
    expect(
      run([
        { type: 'pointer', now: 0 },
        { type: 'tick', now: 60_000 },
      ]).visible,
    ).toBe(true);
  });

  it('never hides while focus is inside the player, and re-arms 2 s after focus leaves', () => {
    const focused = run([{ type: 'play', now: 0 }, { type: 'focus-in' }, { type: 'pointer', now: 10 }, { type: 'tick', now: 60_000 }]);
    expect(focused).toMatchObject({ visible: true, hideAt: null });
    const left = nextControls(focused, { type: 'focus-out', now: 60_000 });
    expect(left.hideAt).toBe(62_000);
    expect(nextControls(left, { type: 'tick', now: 62_000 }).visible).toBe(false);
  });

  it('ignores ticks when no timer runs', () => {
    expect(nextControls(initialControls, { type: 'tick', now: 1e9 })).toBe(initialControls);
  });
});
