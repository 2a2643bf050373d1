import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '../../shared/api/reviews.ts';
import { useLocale, useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import type { StandardOutput } from '../../shared/element/standard-schema.ts';
import { reviewHooks as h } from '../../shared/reviews/hooks.ts';
import { reviewToken } from '../../shared/reviews/summary.ts';
import { showToast } from '../../shared/toast/store.ts';
import { reviewsMessages } from './messages.ts';
import { ReviewItem } from './parts/ReviewItem.tsx';
import type { reviewsAttributes, reviewsPayload } from './store-reviews.element.ts';
import { Summary } from './parts/Summary.tsx';
import { useReviews } from './use-reviews.ts';
import { useEligibility, useHelpfulVotes } from './use-shopper.ts';
import './css/store-reviews.css.ts';

type Props = ElementViewProps<typeof reviewsAttributes, StandardOutput<typeof reviewsPayload.schema>>;

/** The form loads when a verified buyer opens it, so the block's own chunk stays small. */
const ReviewForm = lazy(() => import('./parts/ReviewForm.tsx').then((m) => ({ default: m.ReviewForm })));

/** Reviews shown per page. */
const PAGE_SIZE = 5;

/**
 * The ratings and reviews of one product: summary and distribution, the published reviews (newest or
 * most helpful first, five at a time), "Helpful" votes, and for a verified buyer the write form.
 */
export function StoreReviews({ data, productId, reviewToken: tokenAttribute, headingLevel }: Props): ReactNode {
  const t = useMessages(reviewsMessages);
  const locale = useLocale();
  const id = useId();
  const level = Number(headingLevel);
  const { state, showMore, sortBy, retry } = useReviews(productId, PAGE_SIZE, data);
  const token = reviewToken(tokenAttribute, location.search);
  const eligible = useEligibility(productId, token);
  const votes = useHelpfulVotes(useCallback(() => void showToast(t('helpfulFailed'), { tone: 'error' }), [t]));
  const [form, setForm] = useState<'closed' | 'open' | 'sent'>('closed');
  const writeButton = useRef<HTMLButtonElement>(null);
  const addedTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.addedFrom >= 0) addedTitle.current?.focus();
  }, [state.addedFrom]);

  const closeForm = (): void => {
    setForm('closed');
    requestAnimationFrame(() => writeButton.current?.focus());
  };
  const Heading = `h${level}` as 'h2';
  const { summary } = state;
  return (
    <section className={h.root} aria-labelledby={`${id}-heading`} aria-busy={state.status === 'loading'}>
      <div className={h.header}>
        <Heading id={`${id}-heading`} className={h.heading}>
          {t('heading')}
        </Heading>
        {eligible && form === 'closed' && (
          <button ref={writeButton} type="button" className={h.write} onClick={() => setForm('open')}>
            {t('writeReview')}
          </button>
        )}
      </div>
      <p className={h.thanks} role="status">
        {form === 'sent' ? t('thanks') : ''}
      </p>
      {form === 'open' && (
        <Suspense fallback={<p className={h.message}>{t('loading')}</p>}>
          <ReviewForm productId={productId} token={token} locale={locale} headingLevel={Math.min(level + 1, 6)} onSent={() => setForm('sent')} onCancel={closeForm} t={t} />
        </Suspense>
      )}
      {summary ? <Summary summary={summary} locale={locale} t={t} /> : state.status === 'loading' && <p className={h.message}>{t('loading')}</p>}
      {summary && summary.count > 0 && (
        <>
          <div className={h.toolbar}>
            <label htmlFor={`${id}-sort`}>{t('sortBy')}</label>
            <select id={`${id}-sort`} className={h.select} value={state.sort} onChange={(event) => sortBy(event.target.value as ReviewSort)}>
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort_${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <ul className={h.list} aria-label={t('reviews')}>
            {state.reviews.map((review, index) => (
              <ReviewItem
                key={review.id}
                review={review}
                locale={locale}
                headingLevel={Math.min(level + 1, 6)}
                helpful={votes.count(review.id, review.helpful)}
                voted={votes.voted(review.id)}
                onHelpful={() => votes.vote(review.id)}
                titleRef={index === state.addedFrom ? addedTitle : undefined}
                t={t}
              />
            ))}
          </ul>
        </>
      )}
      {state.status === 'error' && (
        <p className={h.message} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={h.moreButton} onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {state.status !== 'error' && state.reviews.length < state.total && (
        <div className={h.more}>
          <button type="button" className={h.moreButton} onClick={() => state.status !== 'loading' && showMore()}>
            {t('showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
