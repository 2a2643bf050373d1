/**
 * A stand-in for the storefront's review calls, for browser tests and stories: pages and sorts a
 * list of reviews as the reference server does, answers eligibility, takes new reviews (or refuses
 * them with a given error) and counts one "helpful" vote per review. Installed over `fetch` with
 * `stubFetch`; other calls go to the real network.
 */
import type { Review, ReviewSummary } from '../../shared/api/reviews.ts';
import { jsonResponse, stubFetch, type StubbedCall } from '../fixtures/catalog-products.ts';

/** What the fake answers. */
export interface FakeReviewsOptions {
  /** Every published review of the product, newest first. */
  reviews?: Review[];
  /** The summary it answers (default: computed from `reviews`). */
  summary?: ReviewSummary;
  /** Whether the shopper may write a review (default false). */
  eligible?: boolean;
  /** The refusal of the next review sent: status and `{ code, message, field? }`. */
  refuse?: { status: number; code: string; message: string; field?: string };
  /** Answer list calls with this status instead. */
  listStatus?: number;
}

/** The running fake: its calls, the reviews sent, and `restore()`. */
export interface FakeReviewsApi {
  calls: StubbedCall[];
  sent: unknown[];
  options: FakeReviewsOptions;
  restore: () => void;
}

function summaryOf(reviews: Review[]): ReviewSummary {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) distribution[review.rating] += 1;
  const average = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10 : null;
  return { average, count: reviews.length, distribution };
}

/** Installs the fake; `options` may be changed while it runs. */
export function fakeReviewsApi(options: FakeReviewsOptions = {}): FakeReviewsApi {
  const sent: unknown[] = [];
  const voted = new Set<string>();
  const stub = stubFetch((call) => {
    const path = call.url.pathname;
    const reviews = options.reviews ?? [];
    let match = /^\/api\/storefront\/products\/[^/]+\/reviews\/eligibility$/.exec(path);
    if (match && call.method === 'GET') return jsonResponse({ data: { eligible: options.eligible ?? false } });
    match = /^\/api\/storefront\/products\/[^/]+\/reviews$/.exec(path);
    if (match && call.method === 'GET') {
      if (options.listStatus) return jsonResponse({ error: { code: 'server_error', message: 'Something went wrong' } }, options.listStatus);
      const page = Number(call.url.searchParams.get('page') ?? 1);
      const limit = Number(call.url.searchParams.get('limit') ?? 5);
      const sorted = call.url.searchParams.get('sort') === 'helpful' ? [...reviews].sort((a, b) => b.helpful - a.helpful) : reviews;
      return jsonResponse({ data: sorted.slice((page - 1) * limit, page * limit), total: reviews.length, page, limit, summary: options.summary ?? summaryOf(reviews) });
    }
    if (match && call.method === 'POST') {
      const refuse = options.refuse;
      if (refuse) {
        options.refuse = undefined;
        return jsonResponse({ error: { code: refuse.code, message: refuse.message, ...(refuse.field ? { field: refuse.field } : {}) } }, refuse.status);
      }
      sent.push(JSON.parse(call.body));
      return jsonResponse({ data: { id: `rev_new_${sent.length}`, status: 'pending' }, message: 'Thank you, your review will appear after moderation.' }, 201);
    }
    match = /^\/api\/storefront\/reviews\/([^/]+)\/helpful$/.exec(path);
    if (match && call.method === 'POST') {
      const id = decodeURIComponent(match[1] ?? '');
      const review = reviews.find((r) => r.id === id);
      if (!review) return jsonResponse({ error: { code: 'not_found', message: 'Review not found' } }, 404);
      if (voted.has(id)) return jsonResponse({ error: { code: 'already_voted', message: 'You already found this review helpful.' } }, 409);
      voted.add(id);
      review.helpful += 1;
      return jsonResponse({ data: { helpful: review.helpful } });
    }
    return undefined;
  });
  return { calls: stub.calls, sent, options, restore: stub.restore };
}
