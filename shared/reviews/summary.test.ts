import { describe, expect, it } from 'vitest';
import { averageText, distributionRows, languageNote, reviewDate, reviewToken, starFill } from './summary.ts';

const summary = { average: 4.62, count: 212, distribution: { '1': 4, '2': 6, '3': 14, '4': 48, '5': 140 } };

describe('review summary helpers', () => {
  it('writes the average with one decimal in the page language', () => {
    expect(averageText(4.62, 'en')).toBe('4.6');
    expect(averageText(4, 'en')).toBe('4.0');
    expect(averageText(4.62, 'es')).toBe('4,6');
  });

  it('fills stars to the nearest half', () => {
    expect(starFill(4.62)).toBe(4.5);
    expect(starFill(4.8)).toBe(5);
    expect(starFill(1.2)).toBe(1);
  });

  it('lists the distribution from 5 stars down to 1 with whole percentages', () => {
    expect(distributionRows(summary)).toEqual([
      { stars: 5, count: 140, percent: 66 },
      { stars: 4, count: 48, percent: 23 },
      { stars: 3, count: 14, percent: 7 },
      { stars: 2, count: 6, percent: 3 },
      { stars: 1, count: 4, percent: 2 },
    ]);
    expect(distributionRows({ average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }).every((row) => row.percent === 0)).toBe(true);
  });

  it("names a review's language only when it differs from the page's", () => {
    expect(languageNote('es', 'en')).toBe('Spanish');
    expect(languageNote('en', 'es-ES')).toBe('inglés');
    expect(languageNote('en-GB', 'en-US')).toBeNull();
    expect(languageNote('', 'en')).toBeNull();
  });

  it('dates a review in the page language, by its UTC day', () => {
    expect(reviewDate('2026-03-15T23:30:00.000Z', 'en')).toBe('March 15, 2026');
    expect(reviewDate('2026-03-15T23:30:00.000Z', 'es')).toBe('15 de marzo de 2026');
    expect(reviewDate('not a date', 'en')).toBe('');
  });

  it("takes the element's token, else the page URL's review parameter", () => {
    expect(reviewToken('t-attr', '?review=t-url')).toBe('t-attr');
    expect(reviewToken('', '?review=t-url&x=1')).toBe('t-url');
    expect(reviewToken('', '')).toBe('');
  });
});
