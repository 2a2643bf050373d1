import { formatRating, halfStars } from '../../../catalog/product.ts';

/** The texts a rating line asks its element for: the sentence screen readers hear and "(12 reviews)". */
export type RatingLineText = 'ratingText' | 'reviews';

/** What a rating line needs: the rating, the page language, the element's translator and class hooks. */
export interface RatingLineProps {
  /** The product's average (0–5) over its number of reviews. */
  rating: { average: number; count: number };
  /** The page language, for the average (`4.6`, `4,6`). */
  locale: string;
  /** The element's translator; `ratingText` gets `rating` and `count`, `reviews` gets `count`. */
  t: (key: RatingLineText, params: Record<string, string | number>) => string;
  /** Class hooks: the line (a `<p>`), its star row, and the class that hides a text from sight only. */
  hooks: { rating: string; stars: string; visuallyHidden: string };
}

/**
 * A product's rating line: a row of stars and "4.5 (12 reviews)" for sighted readers, one sentence
 * for screen readers. Shared by the product grid's cards and the product page.
 */
export function RatingLine({ rating, locale, t, hooks }: RatingLineProps) {
  const average = formatRating(rating.average, locale);
  return (
    <p className={hooks.rating}>
      <span className={hooks.stars} data-rating={halfStars(rating.average)} aria-hidden="true" />
      <span className={hooks.visuallyHidden}>{t('ratingText', { rating: average, count: rating.count })}</span>
      <span aria-hidden="true">
        {average} {t('reviews', { count: rating.count })}
      </span>
    </p>
  );
}
