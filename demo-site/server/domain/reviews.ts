import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { oneAtATime, type Data } from '../database.ts';

/** A review as every public answer shows it (who wrote it, the order and the status stay on the server). */
export interface PublicReview {
  id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  displayName: string;
  verifiedPurchase: boolean;
  language: string;
  createdAt: string;
  helpful: number;
}

/** The published reviews of a product in figures: average (one decimal; null without reviews), count, and how many of each rating. */
export interface ReviewSummary {
  average: number | null;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** How a product's reviews are listed: newest first, or most helpful first (newest among equals). */
export type ReviewSort = 'newest' | 'helpful';

/** A moderation status. */
export type ReviewStatus = 'pending' | 'published' | 'rejected';

interface ReviewRow {
  id: string;
  product_id: string;
  rating: number;
  title: string;
  body: string;
  display_name: string;
  verified_purchase: number;
  language: string;
  status: string;
  helpful: number;
  created_at: string;
}

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: Math.min(5, Math.max(1, Math.round(row.rating))) as PublicReview['rating'],
  title: row.title,
  body: row.body,
  displayName: row.display_name,
  verifiedPurchase: row.verified_purchase === 1,
  language: row.language,
  createdAt: row.created_at,
  helpful: row.helpful,
});

/** Published reviews of one product of the tenant. */
const publishedOf = (data: Data, tenantId: string, productId: string) =>
  data.selectFrom('reviews').where('tenant_id', '=', tenantId).where('product_id', '=', productId).where('status', '=', 'published');

/** One page (from 1) of a product's published reviews and how many there are. */
export async function listPublishedReviews(
  data: Data,
  tenantId: string,
  productId: string,
  options: { page: number; limit: number; sort: ReviewSort },
): Promise<{ rows: PublicReview[]; total: number }> {
  const { total } = await publishedOf(data, tenantId, productId)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = publishedOf(data, tenantId, productId).selectAll();
  if (options.sort === 'helpful') query = query.orderBy('helpful', 'desc');
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset((options.page - 1) * options.limit)
    .execute();
  return { rows: rows.map(toPublic), total };
}

/** The figures of a product's published reviews, counted from the reviews themselves. */
export async function reviewSummary(data: Data, tenantId: string, productId: string): Promise<ReviewSummary> {
  const counts = await publishedOf(data, tenantId, productId)
    .select(['rating', sql<number>`count(*)`.as('n')])
    .groupBy('rating')
    .execute();
  const distribution: ReviewSummary['distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    distribution[String(rating) as keyof ReviewSummary['distribution']] = n;
    count += n;
    sum += rating * n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
}

/** What a buyer's proof allows: write a review of this order line, or why not. */
export type Eligibility =
  { eligible: true; orderId: string; line: number; email: string } | { eligible: false; reason: 'not_verified_buyer' | 'already_reviewed' };

/**
 * Whether a verified buyer may review a product: a paid (not cancelled or refunded) order of the
 * tenant containing the product, either the order a signed review link names or any order of the
 * signed-in customer's e-mail, with a line not yet reviewed (one review per order line).
 */
export async function reviewEligibility(
  data: Data,
  tenantId: string,
  productId: string,
  proof: { orderId?: string; email?: string },
): Promise<Eligibility> {
  if (!proof.orderId && !proof.email) return { eligible: false, reason: 'not_verified_buyer' };
  const orderId = proof.orderId ?? null;
  const email = proof.email?.toLowerCase() ?? null;
  const lines = await data
    .selectFrom('order_items as i')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'i.tenant_id').onRef('o.id', '=', 'i.order_id'))
    .select((eb) => [
      'i.order_id as orderId',
      'i.line',
      'o.email',
      eb
        .exists(
          eb
            .selectFrom('reviews as r')
            .select(sql`1`.as('one'))
            .whereRef('r.tenant_id', '=', 'i.tenant_id')
            .whereRef('r.order_id', '=', 'i.order_id')
            .whereRef('r.order_line', '=', 'i.line'),
        )
        .as('reviewed'),
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.product_id', '=', productId)
    .where('o.payment_status', '=', 'paid')
    .where('o.status', 'not in', ['cancelled', 'refunded'])
    .where((eb) => eb.or([eb('o.id', '=', orderId), eb('o.email', '=', email)]))
    .orderBy('o.created_at')
    .orderBy('i.line')
    .execute();
  if (!lines.length) return { eligible: false, reason: 'not_verified_buyer' };
  const open = lines.find((l) => !l.reviewed);
  return open
    ? { eligible: true, orderId: open.orderId, line: open.line, email: open.email }
    : { eligible: false, reason: 'already_reviewed' };
}

/** What a verified buyer wrote (already validated: plain text within the limits). */
export interface NewReview {
  productId: string;
  orderId: string;
  line: number;
  email: string;
  rating: number;
  title: string;
  body: string;
  displayName: string;
  language: string;
}

/**
 * Stores a verified buyer's review as pending (it counts only once staff publish it). Undefined
 * when that order line already has a review (two requests at once: the unique index on the order
 * line decides, on either engine).
 */
export async function createReview(
  data: Data,
  tenantId: string,
  review: NewReview,
  now: Date,
): Promise<{ id: string; status: 'pending' } | undefined> {
  const id = `rv_${randomBytes(12).toString('base64url')}`;
  const inserted = await data
    .insertInto('reviews')
    .values({
      tenant_id: tenantId,
      id,
      product_id: review.productId,
      order_id: review.orderId,
      order_line: review.line,
      email: review.email,
      rating: review.rating,
      title: review.title,
      body: review.body,
      display_name: review.displayName,
      verified_purchase: 1,
      language: review.language,
      status: 'pending',
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'order_id', 'order_line']).where('order_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { id, status: 'pending' } : undefined;
}

/**
 * Counts one "helpful" vote on a published review from a voter named by one or more keys (the shopper
 * session and the caller's address): a vote any of whose keys voted before is `already`, so dropping
 * the session cookie does not vote again. The new count, `already`, or `not_found` for a review that
 * is not published in this tenant. On PostgreSQL a per-tenant lock makes votes arriving together
 * check the earlier votes one after the other, so the same voter clicking twice at once counts once.
 */
export async function voteHelpful(
  data: Data,
  tenantId: string,
  reviewId: string,
  voterKeys: readonly string[],
  now: Date,
): Promise<number | 'already' | 'not_found'> {
  return data.transaction().execute(async (trx) => {
    await oneAtATime(trx, 'review_votes', tenantId);
    const published = await trx
      .selectFrom('reviews')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', reviewId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!published) return 'not_found' as const;
    if (voterKeys.length) {
      const seen = await trx
        .selectFrom('review_votes')
        .select('voter_hash')
        .where('tenant_id', '=', tenantId)
        .where('review_id', '=', reviewId)
        .where('voter_hash', 'in', voterKeys)
        .executeTakeFirst();
      if (seen) return 'already' as const;
      await trx
        .insertInto('review_votes')
        .values(voterKeys.map((key) => ({ tenant_id: tenantId, review_id: reviewId, voter_hash: key, created_at: now.toISOString() })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    const { helpful } = await trx
      .updateTable('reviews')
      .set((eb) => ({ helpful: eb('helpful', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', reviewId)
      .returning('helpful')
      .executeTakeFirstOrThrow();
    return helpful;
  });
}

/** A review as staff see it for moderation: with the product's name, the writer's e-mail and the order. */
export interface StaffReview extends PublicReview {
  status: ReviewStatus;
  productId: string;
  productName: string;
  email: string | null;
  orderNumber: string | null;
}

/** The tenant's reviews with a status, oldest pending first (so nothing waits forever), at most `limit`. */
export async function reviewsForModeration(data: Data, tenantId: string, status: ReviewStatus, limit = 100): Promise<StaffReview[]> {
  const rows = await data
    .selectFrom('reviews as r')
    .innerJoin('products as p', (join) => join.onRef('p.tenant_id', '=', 'r.tenant_id').onRef('p.id', '=', 'r.product_id'))
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'r.tenant_id').onRef('o.id', '=', 'r.order_id'))
    .selectAll('r')
    .select(['p.name as product_name', 'o.number as order_number'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', status)
    .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toPublic(row),
    status: row.status as ReviewStatus,
    productId: row.product_id,
    productName: row.product_name,
    email: row.email,
    orderNumber: row.order_number,
  }));
}

/**
 * Publishes, rejects or (back to) pending a review of the tenant, recording who and when. The
 * product's rating and count follow through the table's triggers. False for no such review.
 */
export async function moderateReview(
  data: Data,
  tenantId: string,
  reviewId: string,
  status: ReviewStatus,
  by: string,
  now: Date,
): Promise<boolean> {
  const changed = await data
    .updateTable('reviews')
    .set({ status, moderated_at: now.toISOString(), moderated_by: by })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reviewId)
    .executeTakeFirst();
  return changed.numUpdatedRows === 1n;
}

/** A review's title, when the review is this tenant's. */
export async function reviewTitle(data: Data, tenantId: string, id: string): Promise<string | undefined> {
  const row = await data.selectFrom('reviews').select('title').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row?.title;
}

/** A review's moderation status, when the review is this tenant's. */
export async function reviewStatusOf(data: Data, tenantId: string, id: string): Promise<ReviewStatus | undefined> {
  const row = await data.selectFrom('reviews').select('status').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row?.status as ReviewStatus | undefined;
}

/** How many of the tenant's reviews wait for moderation. */
export async function pendingReviewCount(data: Data, tenantId: string): Promise<number> {
  const { pending } = await data
    .selectFrom('reviews')
    .select(sql<number>`count(*)`.as('pending'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return pending;
}
