import { describe, expect, it } from 'vitest';
import { dateGridMove, timeGridMove } from './keyboard.ts';

describe('month grid keys', () => {
  it('move by day, week, to week edges and by month or year', () => {
    const d = '2026-11-25'; // Wednesday
    expect(dateGridMove('ArrowLeft', d)).toBe('2026-11-24');
    expect(dateGridMove('ArrowRight', '2026-11-30')).toBe('2026-12-01');
    expect(dateGridMove('ArrowUp', d)).toBe('2026-11-18');
    expect(dateGridMove('ArrowDown', d)).toBe('2026-12-02');
    expect(dateGridMove('Home', d)).toBe('2026-11-22');
    expect(dateGridMove('End', d)).toBe('2026-11-28');
    expect(dateGridMove('Home', d, { weekStart: 1 })).toBe('2026-11-23');
    expect(dateGridMove('PageUp', '2026-03-31')).toBe('2026-02-28');
    expect(dateGridMove('PageDown', d, { shift: true })).toBe('2027-11-25');
    expect(dateGridMove('a', d)).toBeNull();
  });
});

describe('time grid keys', () => {
  it('move by half hour and day, stopping at the edges', () => {
    expect(timeGridMove('ArrowDown', { day: 0, row: 47 }, 7, 48)).toEqual({ day: 0, row: 47 });
    expect(timeGridMove('ArrowRight', { day: 2, row: 5 }, 7, 48)).toEqual({ day: 3, row: 5 });
    expect(timeGridMove('End', { day: 2, row: 5 }, 7, 48)).toEqual({ day: 6, row: 5 });
    expect(timeGridMove('Home', { day: 2, row: 5 }, 7, 48, true)).toEqual({ day: 2, row: 0 });
    expect(timeGridMove('PageDown', { day: 0, row: 44 }, 1, 48)).toEqual({ day: 0, row: 47 });
    expect(timeGridMove('x', { day: 0, row: 0 }, 1, 48)).toBeNull();
  });
});
