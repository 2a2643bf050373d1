import { describe, expect, it } from 'vitest';
import { nextPlaybackRate, selectTrack } from './rules.ts';

describe('audio rules', () => {
  it('steps the rate by 0.5 up to 2 and wraps to 0.5', () => {
    expect(nextPlaybackRate(0.5)).toBe(1);
    expect(nextPlaybackRate(1)).toBe(1.5);
    expect(nextPlaybackRate(1.5)).toBe(2);
    expect(nextPlaybackRate(2)).toBe(0.5);
  });
  it('toggles the current track and starts another', () => {
    const a = { url: '/a.mp3', title: 'A' };
    const b = { url: '/b.mp3', title: 'B' };
    expect(selectTrack({ current: a, playing: true }, a)).toEqual({ current: a, playing: false, restart: false });
    expect(selectTrack({ current: a, playing: false }, b)).toEqual({ current: b, playing: true, restart: true });
  });
});
