/**
 * Sample review pages for tests and stories, shaped exactly as the storefront API answers
 * `GET storefront/products/{id}/reviews`.
 */
import type { Review, ReviewPage } from '../api/reviews.ts';

/** One sample review; `over` replaces any of its fields. */
export function sampleReview(n: number, over: Partial<Review> = {}): Review {
  return {
    id: `rev_${n}`,
    rating: ([5, 4, 5, 3, 5] as const)[n % 5] ?? 5,
    title: `Review number ${n}`,
    body: `Sample review text ${n}, long enough to pass the checks.`,
    displayName: `Shopper ${n}`,
    verifiedPurchase: n % 2 === 1,
    language: 'en',
    createdAt: new Date(Date.UTC(2026, 2, 20 - n)).toISOString(),
    helpful: n,
    ...over,
  };
}

/** The summary of the sample product: 212 reviews averaging 4.6. */
export const sampleSummary: ReviewPage['summary'] = { average: 4.6, count: 212, distribution: { '1': 4, '2': 6, '3': 14, '4': 48, '5': 140 } };

/** A first page of five reviews out of 212: one in Spanish, one with line breaks and markup-like text. */
export function sampleReviewPage(over: Partial<ReviewPage> = {}): ReviewPage {
  return {
    data: [
      sampleReview(1, { title: 'Warm on cold mornings', body: 'Wore it on a frosty hike.\nStayed warm and dry.\n\nWould buy again.', displayName: 'Ada L.', helpful: 12 }),
      sampleReview(2, { title: 'Muy cómoda', body: 'La uso todos los días. Muy buena calidad.', displayName: 'Lucía', language: 'es', helpful: 3 }),
      sampleReview(3, { title: 'Runs small <b>order a size up</b>', body: '<script>alert(1)</script> The fit is snug; order a size up.' }),
      sampleReview(4),
      sampleReview(5),
    ],
    total: 212,
    page: 1,
    limit: 5,
    summary: sampleSummary,
    ...over,
  };
}

/** The answer for a product without reviews. */
export const emptyReviewPage: ReviewPage = { data: [], total: 0, page: 1, limit: 5, summary: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } } };
