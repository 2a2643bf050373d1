import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';

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
  status: ReviewStatus;
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

const ORDER: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  helpful: 'helpful DESC, created_at DESC, id DESC',
};

/** One page (from 1) of a product's published reviews and how many there are. */
export function listPublishedReviews(
  db: Db,
  tenantId: string,
  productId: string,
  options: { page: number; limit: number; sort: ReviewSort },
): { rows: PublicReview[]; total: number } {
  const total = db
    .prepare("SELECT count(*) FROM reviews WHERE tenant_id = ? AND product_id = ? AND status = 'published'")
    .pluck()
    .get(tenantId, productId) as number;
  const rows = db
    .prepare(`SELECT * FROM reviews WHERE tenant_id = ? AND product_id = ? AND status = 'published' ORDER BY ${ORDER[options.sort]} LIMIT ? OFFSET ?`)
    .all(tenantId, productId, options.limit, (options.page - 1) * options.limit) as ReviewRow[];
  return { rows: rows.map(toPublic), total };
}

/** The figures of a product's published reviews, counted from the reviews themselves. */
export function reviewSummary(db: Db, tenantId: string, productId: string): ReviewSummary {
  const counts = db
    .prepare("SELECT rating, count(*) AS n FROM reviews WHERE tenant_id = ? AND product_id = ? AND status = 'published' GROUP BY rating")
    .all(tenantId, productId) as { rating: number; n: number }[];
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
  | { eligible: true; orderId: string; line: number; email: string }
  | { eligible: false; reason: 'not_verified_buyer' | 'already_reviewed' };

/**
 * Whether a verified buyer may review a product: a paid (not cancelled or refunded) order of the
 * tenant containing the product, either the order a signed review link names or any order of the
 * signed-in customer's e-mail, with a line not yet reviewed (one review per order line).
 */
export function reviewEligibility(db: Db, tenantId: string, productId: string, proof: { orderId?: string; email?: string }): Eligibility {
  if (!proof.orderId && !proof.email) return { eligible: false, reason: 'not_verified_buyer' };
  const lines = db
    .prepare(
      `SELECT i.order_id AS orderId, i.line, o.email,
              EXISTS (SELECT 1 FROM reviews r WHERE r.tenant_id = i.tenant_id AND r.order_id = i.order_id AND r.order_line = i.line) AS reviewed
       FROM order_items i JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
       WHERE i.tenant_id = ? AND i.product_id = ? AND o.payment_status = 'paid' AND o.status NOT IN ('cancelled', 'refunded')
         AND (o.id = ? OR o.email = ?)
       ORDER BY o.created_at, i.line`,
    )
    .all(tenantId, productId, proof.orderId ?? null, proof.email?.toLowerCase() ?? null) as { orderId: string; line: number; email: string; reviewed: number }[];
  if (!lines.length) return { eligible: false, reason: 'not_verified_buyer' };
  const open = lines.find((l) => !l.reviewed);
  return open ? { eligible: true, orderId: open.orderId, line: open.line, email: open.email } : { eligible: false, reason: 'already_reviewed' };
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
 * when that order line already has a review (two requests at once: the unique index decides).
 */
export function createReview(db: Db, tenantId: string, review: NewReview, now: Date): { id: string; status: 'pending' } | undefined {
  const id = `rv_${randomBytes(12).toString('base64url')}`;
  const inserted = db
    .prepare(
      `INSERT INTO reviews (tenant_id, id, product_id, order_id, order_line, email, rating, title, body, display_name, verified_purchase, language, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 'pending', ?)
       ON CONFLICT (tenant_id, order_id, order_line) WHERE order_id IS NOT NULL DO NOTHING`,
    )
    .run(tenantId, id, review.productId, review.orderId, review.line, review.email, review.rating, review.title, review.body, review.displayName, review.language, now.toISOString());
  return inserted.changes === 1 ? { id, status: 'pending' } : undefined;
}

/**
 * Counts one "helpful" vote on a published review from a voter named by one or more keys (the shopper
 * session and the caller's address): a vote any of whose keys voted before is `already`, so dropping
 * the session cookie does not vote again. The new count, `already`, or `not_found` for a review that
 * is not published in this tenant.
 */
export function voteHelpful(db: Db, tenantId: string, reviewId: string, voterKeys: readonly string[], now: Date): number | 'already' | 'not_found' {
  return db.transaction(() => {
    const published = db.prepare("SELECT 1 FROM reviews WHERE tenant_id = ? AND id = ? AND status = 'published'").get(tenantId, reviewId);
    if (!published) return 'not_found' as const;
    const seen = db.prepare('SELECT 1 FROM review_votes WHERE tenant_id = ? AND review_id = ? AND voter_hash = ?');
    if (voterKeys.some((key) => seen.get(tenantId, reviewId, key))) return 'already' as const;
    const insert = db.prepare('INSERT INTO review_votes (tenant_id, review_id, voter_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
    for (const key of voterKeys) insert.run(tenantId, reviewId, key, now.toISOString());
    db.prepare('UPDATE reviews SET helpful = helpful + 1 WHERE tenant_id = ? AND id = ?').run(tenantId, reviewId);
    return db.prepare('SELECT helpful FROM reviews WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, reviewId) as number;
  })();
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
export function reviewsForModeration(db: Db, tenantId: string, status: ReviewStatus, limit = 100): StaffReview[] {
  const rows = db
    .prepare(
      `SELECT r.*, p.name AS product_name, r.email, o.number AS order_number
       FROM reviews r JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
       LEFT JOIN orders o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
       WHERE r.tenant_id = ? AND r.status = ?
       ORDER BY r.created_at ${status === 'pending' ? 'ASC' : 'DESC'}, r.id LIMIT ?`,
    )
    .all(tenantId, status, limit) as (ReviewRow & { product_name: string; email: string | null; order_number: string | null })[];
  return rows.map((row) => ({
    ...toPublic(row),
    status: row.status,
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
export function moderateReview(db: Db, tenantId: string, reviewId: string, status: ReviewStatus, by: string, now: Date): boolean {
  const changed = db
    .prepare('UPDATE reviews SET status = ?, moderated_at = ?, moderated_by = ? WHERE tenant_id = ? AND id = ?')
    .run(status, now.toISOString(), by, tenantId, reviewId);
  return changed.changes === 1;
}

/** A review's title, when the review is this tenant's. */
export function reviewTitle(db: Db, tenantId: string, id: string): string | undefined {
  return db.prepare('SELECT title FROM reviews WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id) as string | undefined;
}

/** A review's moderation status, when the review is this tenant's. */
export function reviewStatusOf(db: Db, tenantId: string, id: string): ReviewStatus | undefined {
  return db.prepare('SELECT status FROM reviews WHERE tenant_id = ? AND id = ?').pluck().get(tenantId, id) as ReviewStatus | undefined;
}

/** How many of the tenant's reviews wait for moderation. */
export function pendingReviewCount(db: Db, tenantId: string): number {
  return db.prepare("SELECT count(*) FROM reviews WHERE tenant_id = ? AND status = 'pending'").pluck().get(tenantId) as number;
}
