import { createHmac } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { REVIEW_THANKS, reviewDraftSchema } from '../../../../shared/catalog/review-rules.ts';
import { readManageToken } from '../../auth/manage-tokens.ts';
import { principalOf } from '../../auth/principal.ts';
import { currentTime } from '../../clock.ts';
import type { AppEnv } from '../../context.ts';
import { findProduct } from '../../domain/products.ts';
import {
  createReview,
  listPublishedReviews,
  moderateReview,
  reviewEligibility,
  reviewSummary,
  reviewsForModeration,
  voteHelpful,
  type ReviewStatus,
} from '../../domain/reviews.ts';
import { serverSecret } from '../../domain/secrets.ts';
import { clientAddress } from '../../middleware/rate-limit.ts';
import { sessionHashOf, withSession } from './sessions.ts';
import { fail, queryNumber, validate, type ValidContext } from './validation.ts';

/** Default and largest page of reviews. */
export const REVIEWS_PAGE = 5;
export const MAX_REVIEWS_PAGE = 50;

const idParam = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(200, 'must be at most 200 characters')),
});
const listQuery = v.object({
  page: v.optional(queryNumber(1, 100_000)),
  limit: v.optional(queryNumber(1, MAX_REVIEWS_PAGE)),
  sort: v.optional(v.picklist(['newest', 'helpful'], 'must be newest or helpful')),
});
const tokenQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))) });
const staffQuery = v.object({
  status: v.optional(v.picklist(['pending', 'published', 'rejected'], 'must be pending, published or rejected')),
});
const moderation = v.object({ status: v.picklist(['pending', 'published', 'rejected'], 'must be pending, published or rejected') });

const NOT_BUYER = 'Only customers who bought this product can review it.';
const ALREADY = 'You have already reviewed this product from this order.';

/** The product of the path (by id, sku, slug or sk), or the 404 to send. */
async function productOf(c: ValidContext<{ param: typeof idParam }>): Promise<{ id: string } | Response> {
  const { id } = c.req.valid('param');
  const row = await findProduct(c.get('data'), c.get('tenant').id, id);
  return row ? { id: row.id } : fail(c, 404, 'not_found', `No product "${id}".`);
}

/**
 * The buyer's proof: the order a genuine review token of this tenant names, else the signed-in
 * customer's e-mail. A token that is not genuine proves nothing (it does not fall back to the session).
 */
function proofOf(c: Context<AppEnv>, token: string | undefined): { orderId?: string; email?: string } {
  if (token) {
    const orderId = readManageToken(serverSecret(c.get('config')), c.get('tenant').id, 'review', token, currentTime());
    return orderId ? { orderId } : {};
  }
  const principal = principalOf(c);
  return principal.kind === 'customer' ? { email: principal.email } : {};
}

/**
 * The keys a helpful vote is counted under: the shopper session, and a keyed digest of the caller's
 * address (never the address itself), so a caller who drops the cookie between votes is still one voter.
 */
async function voterKeys(c: Context<AppEnv>): Promise<string[]> {
  const address = clientAddress(c);
  const session = await sessionHashOf(c);
  if (address === 'unknown') return [session];
  const digest = createHmac('sha256', serverSecret(c.get('config')))
    .update(`review-vote-address\n${address}`)
    .digest('base64url');
  return [session, `address:${digest}`];
}

/** Who moderated, as the review row records it. */
function moderator(c: Context<AppEnv>): string {
  const principal = principalOf(c);
  return principal.kind === 'staff' ? `staff:${principal.staffId}` : 'app';
}

/**
 * Review routes under `/api/storefront`:
 * - `GET products/{id}/reviews` (public): a page of published reviews, newest or most helpful first,
 *   with the product's summary (average, count, distribution) counted from them;
 * - `GET products/{id}/reviews/eligibility` (customer): whether the caller may review the product,
 *   proved by the signed `token` of the order e-mail's link or the customer's session;
 * - `POST products/{id}/reviews` (customer, rate limited): a verified buyer's review, kept pending
 *   for moderation, one per order line;
 * - `POST reviews/{id}/helpful` (public, rate limited): one vote per shopper session and per address;
 * - `GET reviews` and `POST reviews/{id}/moderate` (staff): the moderation queue and its decisions.
 */
export function reviewRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.get('/products/:id/reviews', validate('param', idParam), validate('query', listQuery), async (c) => {
    const product = await productOf(c);
    if (product instanceof Response) return product;
    const query = c.req.valid('query');
    const page = query.page ?? 1;
    const limit = query.limit ?? REVIEWS_PAGE;
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const { rows, total } = await listPublishedReviews(data, tenantId, product.id, { page, limit, sort: query.sort ?? 'newest' });
    return c.json({ data: rows, total, page, limit, summary: await reviewSummary(data, tenantId, product.id) });
  });

  router.get('/products/:id/reviews/eligibility', validate('param', idParam), validate('query', tokenQuery), async (c) => {
    const product = await productOf(c);
    if (product instanceof Response) return product;
    const found = await reviewEligibility(c.get('data'), c.get('tenant').id, product.id, proofOf(c, c.req.valid('query').token));
    return c.json({ data: { eligible: found.eligible } });
  });

  router.post('/products/:id/reviews', validate('param', idParam), validate('json', reviewDraftSchema), async (c) => {
    const product = await productOf(c);
    if (product instanceof Response) return product;
    const draft = c.req.valid('json');
    const data = c.get('data');
    const tenantId = c.get('tenant').id;
    const found = await reviewEligibility(data, tenantId, product.id, proofOf(c, draft.token));
    if (!found.eligible)
      return found.reason === 'already_reviewed'
        ? fail(c, 409, 'already_reviewed', ALREADY)
        : fail(c, 403, 'not_verified_buyer', NOT_BUYER);
    const made = await createReview(
      data,
      tenantId,
      {
        productId: product.id,
        orderId: found.orderId,
        line: found.line,
        email: found.email,
        rating: draft.rating,
        title: draft.title,
        body: draft.body,
        displayName: draft.displayName,
        language: draft.language,
      },
      currentTime(),
    );
    if (!made) return fail(c, 409, 'already_reviewed', ALREADY);
    return c.json({ data: made, message: REVIEW_THANKS }, 201);
  });

  router.post('/reviews/:id/helpful', withSession(), validate('param', idParam), async (c) => {
    const result = await voteHelpful(c.get('data'), c.get('tenant').id, c.req.valid('param').id, await voterKeys(c), currentTime());
    if (result === 'not_found') return fail(c, 404, 'not_found', 'No such review.');
    if (result === 'already') return fail(c, 409, 'already_voted', 'You have already marked this review as helpful.');
    return c.json({ data: { helpful: result } });
  });

  router.get('/reviews', validate('query', staffQuery), async (c) => {
    return c.json({ data: await reviewsForModeration(c.get('data'), c.get('tenant').id, c.req.valid('query').status ?? 'pending') });
  });

  router.post('/reviews/:id/moderate', validate('param', idParam), validate('json', moderation), async (c) => {
    const { id } = c.req.valid('param');
    const status: ReviewStatus = c.req.valid('json').status;
    const done = await moderateReview(c.get('data'), c.get('tenant').id, id, status, moderator(c), currentTime());
    if (!done) return fail(c, 404, 'not_found', 'No such review.');
    return c.json({ data: { id, status } });
  });

  return router;
}
