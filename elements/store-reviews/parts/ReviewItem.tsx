import type { ReactNode, Ref } from 'react';
import type { Review } from '../../../shared/api/reviews.ts';
import { reviewHooks as h } from '../../../shared/reviews/hooks.ts';
import { languageNote, reviewDate } from '../../../shared/reviews/summary.ts';
import type { ReviewsTranslate } from '../messages.ts';

/** What one review needs besides itself: the page's language, the heading level and this shopper's vote. */
export interface ReviewItemProps {
  review: Review;
  locale: string;
  headingLevel: number;
  helpful: number;
  voted: boolean;
  onHelpful: () => void;
  /** Given to the first review of a page added by "Show more", which receives focus. */
  titleRef?: Ref<HTMLHeadingElement>;
  t: ReviewsTranslate;
}

/**
 * One published review: stars (with a text alternative), title, name, date in the page's language,
 * "Verified purchase", the text as plain text with its line breaks, the language it was written in
 * when that is not the page's, and "Helpful (n)" (one vote, then disabled).
 */
export function ReviewItem({ review, locale, headingLevel, helpful, voted, onHelpful, titleRef, t }: ReviewItemProps): ReactNode {
  const Heading = `h${headingLevel}` as 'h3';
  const language = languageNote(review.language, locale);
  return (
    <li className={h.review}>
      <span className={h.stars} data-rating={review.rating} role="img" aria-label={t('reviewRating', { rating: review.rating })} />
      <Heading className={h.reviewTitle} lang={review.language} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {review.title}
      </Heading>
      <p className={h.meta}>
        <span>{review.displayName}</span>
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt, locale)}</time>
        {review.verifiedPurchase && <span className={h.verified}>{t('verified')}</span>}
      </p>
      <p className={h.reviewBody} lang={review.language}>
        {review.body}
      </p>
      {language && <p className={h.language}>{t('writtenIn', { language })}</p>}
      <button type="button" className={h.helpful} disabled={voted} aria-pressed={voted} onClick={onHelpful}>
        {t('helpful', { count: helpful })}
      </button>
    </li>
  );
}
