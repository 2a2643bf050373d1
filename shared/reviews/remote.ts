import type { ReviewDraft, ReviewPage, ReviewSort } from '../api/reviews.ts';

/**
 * The review calls of `<store-reviews>` through the page's API client (organisation headers,
 * same-origin cookies). The element imports this module lazily, so its chunk carries neither the
 * HTTP client nor the answer schemas until it calls the server.
 */
async function api() {
  const [{ reviewsApi }, { pageApi }] = await Promise.all([import('../api/reviews.ts'), import('../api/client.ts')]);
  return { reviewsApi, client: pageApi() };
}

/** A page of a product's published reviews with the product's summary. */
export async function fetchReviews(productId: string, query: { page: number; limit: number; sort: ReviewSort }, signal?: AbortSignal): Promise<ReviewPage> {
  const { reviewsApi, client } = await api();
  return reviewsApi.list(client, productId, query, signal);
}

/** Whether this shopper may review the product (by the review token, else the customer session). */
export async function fetchEligibility(productId: string, token: string, signal?: AbortSignal): Promise<boolean> {
  const { reviewsApi, client } = await api();
  return (await reviewsApi.eligibility(client, productId, token || undefined, signal)).data.eligible;
}

/** Sends a review for moderation. */
export async function sendReview(productId: string, draft: ReviewDraft): Promise<void> {
  const { reviewsApi, client } = await api();
  await reviewsApi.create(client, productId, draft);
}

/** Counts a "helpful" vote and answers the review's new count. */
export async function voteHelpful(reviewId: string): Promise<number> {
  const { reviewsApi, client } = await api();
  return (await reviewsApi.helpful(client, reviewId)).data.helpful;
}
