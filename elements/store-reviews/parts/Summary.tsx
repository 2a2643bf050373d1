import type { ReactNode } from 'react';
import type { ReviewSummary } from '../../../shared/api/reviews.ts';
import { reviewHooks as h } from '../../../shared/reviews/hooks.ts';
import { averageText, distributionRows, starFill } from '../../../shared/reviews/summary.ts';
import type { ReviewsTranslate } from '../messages.ts';

/**
 * The product's rating: the average with its stars (one text alternative for both, with the count),
 * the count, and how many reviews gave 5 down to 1 stars, each row read as "5 stars: 140 reviews".
 * Without reviews: "No reviews yet", with no stars and no count.
 */
export function Summary({ summary, locale, t }: { summary: ReviewSummary; locale: string; t: ReviewsTranslate }): ReactNode {
  if (summary.count === 0 || summary.average === null) return <p className={h.empty}>{t('noReviews')}</p>;
  const average = averageText(summary.average, locale);
  return (
    <div className={h.summary}>
      <p className={h.average}>
        <span className={h.averageValue} aria-hidden="true">
          {average}
        </span>
        <span className={h.stars} data-rating={starFill(summary.average)} role="img" aria-label={t('ratingSummary', { average, count: summary.count })} />
        <span className={h.count} aria-hidden="true">
          {t('reviewCount', { count: summary.count })}
        </span>
      </p>
      <ul className={h.bars} aria-label={t('distribution')}>
        {distributionRows(summary).map((row) => {
          const stars = t('stars', { count: row.stars });
          return (
            <li key={row.stars} className={h.bar}>
              <span className={h.barLabel} aria-hidden="true">
                {stars}
              </span>
              <progress className={h.barTrack} max={summary.count} value={row.count} aria-hidden="true" />
              <span className={h.barCount} aria-hidden="true">
                {row.count}
              </span>
              <span className={h.visuallyHidden}>{t('barText', { stars, count: row.count })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
