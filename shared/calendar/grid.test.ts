import { describe, expect, it } from 'vitest';
import { DAY_ROWS, SUB_ROWS, dayRows, wallMinutes, monthCells, splitCell, subRowOf, visibleRange, weekDates, weekStartOf, yearMonths } from './grid.ts';

describe('day rows', () => {
  it('a day has 48 half-hour rows of 6 sub-rows', () => {
    const rows = dayRows('2026-06-10', 'Europe/London');
    expect(rows).toHaveLength(48);
    expect(DAY_ROWS * SUB_ROWS).toBe(288);
    expect([rows[0]?.label, rows[1]?.label, rows[47]?.label]).toEqual(['00:00', '00:30', '23:30']);
    expect(rows.every((r) => r.exists)).toBe(true);
    expect(subRowOf(0)).toBe(0);
    expect(subRowOf(9 * 60 + 7)).toBe(109);
    expect(subRowOf(24 * 60)).toBe(287);
  });

  it('marks the wall times a spring-forward day skips', () => {
    const rows = dayRows('2026-03-08', 'America/New_York');
    expect(rows.filter((r) => !r.exists).map((r) => r.label)).toEqual(['02:00', '02:30']);
    expect(dayRows('2026-11-01', 'America/New_York').every((r) => r.exists)).toBe(true);
  });
});

describe('weeks and months', () => {
  it('weeks start on Sunday unless told otherwise', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15');
    expect(weekStartOf('2026-11-21', 1)).toBe('2026-11-16');
    expect(weekDates('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('the month grid is 6 rows of 7 starting on the week start on or before the 1st', () => {
    const cells = monthCells('2026-02-14');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toEqual({ date: '2026-02-01', inMonth: true }); // 1 Feb 2026 is a Sunday
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
    expect(cells[41]?.date).toBe('2026-03-14');
    expect(monthCells('2026-11-05', 1)[0]?.date).toBe('2026-10-26');
  });

  it("shows 2 events per cell then '+ N more'", () => {
    expect(splitCell(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(splitCell(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(splitCell([])).toEqual({ shown: [], more: 0 });
  });

  it('a year has twelve months', () => {
    expect(yearMonths('2026-07-04')).toHaveLength(12);
    expect(yearMonths('2026-07-04')[11]).toBe('2026-12-01');
  });
});

describe('visible range', () => {
  it('covers what each view shows', () => {
    expect(visibleRange('day', '2026-11-22', 'UTC')).toMatchObject({ from: '2026-11-22', to: '2026-11-23', days: 1 });
    expect(visibleRange('week', '2026-11-25', 'UTC')).toMatchObject({ from: '2026-11-22', to: '2026-11-29', days: 7 });
    expect(visibleRange('month', '2026-02-14', 'UTC')).toMatchObject({ from: '2026-02-01', to: '2026-03-15', days: 42 });
    expect(visibleRange('year', '2028-05-01', 'UTC')).toMatchObject({ from: '2028-01-01', to: '2029-01-01', days: 366 });
    expect(visibleRange('upcoming', '2026-11-22', 'UTC')).toMatchObject({ days: 30 });
    const range = visibleRange('week', '2026-03-08', 'America/New_York');
    expect(range.boundaries).toHaveLength(8);
    expect(new Date(range.boundaries[0]!).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(range.boundaries[1]!).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('wall minutes', () => {
  it('places times by the wall clock on DST days', () => {
    const zone = 'America/New_York';
    const [midnight] = visibleRange('day', '2026-03-08', zone).boundaries;
    expect(wallMinutes(Date.parse('2026-03-08T07:00:00Z'), midnight!, zone)).toBe(180); // 03:00 EDT
    const [fallMidnight] = visibleRange('day', '2026-11-01', zone).boundaries;
    expect(wallMinutes(Date.parse('2026-11-01T15:00:00Z'), fallMidnight!, zone)).toBe(600); // 10:00 EST
  });
});
