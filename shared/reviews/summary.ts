/**
 * Pure helpers of the ratings and reviews block: how the average, the stars, the distribution, a
 * review's date and its language note read. The element and the server-rendered first view use the
 * same helpers, so both show the same figures and text.
 */
import type { ReviewSummary } from '../api/reviews.ts';

/** The star counts of the distribution, highest first. */
export const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/** The average with one decimal in the page's locale (`4.6`, Spanish `4,6`). */
export function averageText(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** The stars to fill for a rating: the nearest half star, 0 to 5 (`data-rating` of the stars). */
export function starFill(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** One row of the distribution: its stars, how many reviews gave them and their share in whole percent. */
export interface DistributionRow {
  stars: (typeof STAR_ROWS)[number];
  count: number;
  percent: number;
}

/** The distribution as rows from 5 stars down to 1. */
export function distributionRows(summary: ReviewSummary): DistributionRow[] {
  return STAR_ROWS.map((stars) => {
    const count = summary.distribution[stars];
    return { stars, count, percent: summary.count > 0 ? Math.round((count / summary.count) * 100) : 0 };
  });
}

/** The language part of a locale (`es-MX` → `es`). */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split('-')[0] || 'en';
}

/**
 * The name of a review's language in the page's language when the two differ (`Spanish` on an
 * English page, `inglés` on a Spanish one), else null.
 */
export function languageNote(reviewLanguage: string, pageLocale: string): string | null {
  const review = languageOf(reviewLanguage);
  if (!review || review === languageOf(pageLocale)) return null;
  try {
    const name = new Intl.DisplayNames([pageLocale], { type: 'language' }).of(review);
    return name && name !== review ? name : null;
  } catch {
    return null;
  }
}

/** A review's date in the page's language (`March 15, 2026`), the same on the server and in every time zone. */
export function reviewDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The review token: the element's own when given, else the page URL's `review` query parameter. */
export function reviewToken(attribute: string, search: string): string {
  return attribute || new URLSearchParams(search).get('review') || '';
}
