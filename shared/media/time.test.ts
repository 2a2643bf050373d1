import { describe, expect, it } from 'vitest';
import { formatRemaining, formatTime, UNKNOWN_TIME } from './time.ts';

describe('formatTime', () => {
  it('reads minutes and seconds, with hours only when there are any', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(200)).toBe('3:20');
    expect(formatTime(3599)).toBe('59:59');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(36000)).toBe('10:00:00');
  });

  it('drops fractions and never goes below zero', () => {
    expect(formatTime(65.99)).toBe('1:05');
    expect(formatTime(-3)).toBe('0:00');
  });

  it('says the time is unknown instead of inventing 0:00', () => {
    expect(formatTime(Number.NaN)).toBe(UNKNOWN_TIME);
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe(UNKNOWN_TIME);
    expect(UNKNOWN_TIME).not.toBe('0:00');
  });
});

describe('formatRemaining', () => {
  it('counts down to the end, adding up with the elapsed clock to the total one', () => {
    expect(formatRemaining(5, 30)).toBe('-0:25');
    expect(formatRemaining(4.2, 30)).toBe('-0:26');
    expect(formatRemaining(3, 30.008)).toBe('-0:27');
    expect(formatRemaining(30, 30)).toBe('-0:00');
    expect(formatRemaining(45, 30)).toBe('-0:00');
    expect(formatRemaining(0, 3723)).toBe('-1:02:03');
  });

  it('is unknown while the duration is', () => {
    expect(formatRemaining(5, Number.NaN)).toBe(UNKNOWN_TIME);
    expect(formatRemaining(5, Number.POSITIVE_INFINITY)).toBe(UNKNOWN_TIME);
  });
});
