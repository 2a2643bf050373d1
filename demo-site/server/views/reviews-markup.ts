/**
 * The server-rendered first view of `<store-reviews>`: the same elements, class hooks and texts the
 * element renders on upgrade (elements/store-reviews/StoreReviews.tsx, parts/Summary.tsx, parts/ReviewItem.tsx)
 * from the same API answer, which goes along as the tag's inline JSON. So the summary and the first
 * page of reviews read before any script runs, and nothing moves when the element upgrades.
 */
import type { Review, ReviewPage, ReviewSort } from '../../../shared/api/reviews.ts';
import { REVIEW_SORTS } from '../../../shared/api/reviews.ts';
import { translate, type MessageKey } from '../../../shared/element/messages.ts';
import { reviewHooks as h } from '../../../shared/reviews/hooks.ts';
import { averageText, distributionRows, languageNote, reviewDate, starFill } from '../../../shared/reviews/summary.ts';
import { reviewsMessages } from '../../../shared/reviews/messages.ts';
import { reviews as spanish } from '../../../shared/reviews/messages.es.ts';
import { html, jsonScript, type SafeHtml } from './html.ts';

const catalogue = { ...reviewsMessages, es: spanish };

/** How the first view is written: the product, the page's language and the block's heading level. */
export interface ReviewsMarkupOptions {
  productId: string;
  locale: string;
  headingLevel?: number;
  sort?: ReviewSort;
}

function reviewMarkup(review: Review, locale: string, level: number, t: (key: MessageKey<keyof (typeof reviewsMessages)['en']>, params?: Record<string, string | number>) => string): SafeHtml {
  const heading = `h${level}`;
  const language = languageNote(review.language, locale);
  return html`<li class="${h.review}"><span class="${h.stars}" data-rating="${review.rating}" role="img" aria-label="${t('reviewRating', { rating: review.rating })}"></span><${heading} class="${
    h.reviewTitle
  }" lang="${review.language}">${review.title}</${heading}><p class="${h.meta}"><span>${review.displayName}</span><time datetime="${review.createdAt}">${reviewDate(review.createdAt, locale)}</time>${
    review.verifiedPurchase ? html`<span class="${h.verified}">${t('verified')}</span>` : ''
  }</p><p class="${h.reviewBody}" lang="${review.language}">${review.body}</p>${language ? html`<p class="${h.language}">${t('writtenIn', { language })}</p>` : ''}<button type="button" class="${
    h.helpful
  }" aria-pressed="false">${t('helpful', { count: review.helpful })}</button></li>`;
}

/** The inside of `<store-reviews>` for one page of reviews: the inline JSON, then the first view. */
export function reviewsMarkup(page: ReviewPage, options: ReviewsMarkupOptions): SafeHtml {
  const { locale } = options;
  const level = options.headingLevel ?? 2;
  const sort = options.sort ?? 'newest';
  const t = (key: MessageKey<keyof (typeof reviewsMessages)['en']>, params?: Record<string, string | number>): string => translate(catalogue, locale, key, params);
  const id = `store-reviews-${options.productId.replace(/[^\w-]/g, '_')}`;
  const { summary } = page;
  const heading = `h${level}`;
  const average = summary.average === null ? '' : averageText(summary.average, locale);
  const summaryMarkup =
    summary.count === 0 || summary.average === null
      ? html`<p class="${h.empty}">${t('noReviews')}</p>`
      : html`<div class="${h.summary}"><p class="${h.average}"><span class="${h.averageValue}" aria-hidden="true">${average}</span><span class="${h.stars}" data-rating="${starFill(
          summary.average,
        )}" role="img" aria-label="${t('ratingSummary', { average, count: summary.count })}"></span><span class="${h.count}" aria-hidden="true">${t('reviewCount', {
          count: summary.count,
        })}</span></p><ul class="${h.bars}" aria-label="${t('distribution')}">${distributionRows(summary).map((row) => {
          const stars = t('stars', { count: row.stars });
          return html`<li class="${h.bar}"><span class="${h.barLabel}" aria-hidden="true">${stars}</span><progress class="${h.barTrack}" max="${summary.count}" value="${row.count}" aria-hidden="true"></progress><span class="${
            h.barCount
          }" aria-hidden="true">${row.count}</span><span class="${h.visuallyHidden}">${t('barText', { stars, count: row.count })}</span></li>`;
        })}</ul></div><div class="${h.toolbar}"><label for="${id}-sort">${t('sortBy')}</label><select id="${id}-sort" class="${h.select}">${REVIEW_SORTS.map(
          (option) => html`<option value="${option}"${option === sort ? html` selected=""` : ''}>${t(`sort_${option}`)}</option>`,
        )}</select></div><ul class="${h.list}" aria-label="${t('reviews')}">${page.data.map((review) => reviewMarkup(review, locale, Math.min(level + 1, 6), t))}</ul>`;
  const more = page.data.length < page.total ? html`<div class="${h.more}"><button type="button" class="${h.moreButton}">${t('showMore')}</button></div>` : '';
  return html`${jsonScript({ ...page, sort })}<section class="${h.root}" aria-labelledby="${id}-heading" aria-busy="false"><div class="${h.header}"><${heading} id="${id}-heading" class="${
    h.heading
  }">${t('heading')}</${heading}></div><p class="${h.thanks}" role="status"></p>${summaryMarkup}${more}</section>`;
}
