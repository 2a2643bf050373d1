// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import {
  createReview,
  listPublishedReviews,
  moderateReview,
  pendingReviewCount,
  reviewEligibility,
  reviewStatusOf,
  reviewSummary,
  reviewTitle,
  reviewsForModeration,
  voteHelpful,
  type NewReview,
} from './reviews.ts';

const { engines: ENGINES } = engineDatabases('reviews-');

const NOW = new Date('2026-11-20T08:00:00.000Z');
const at = (minute: number) => `2026-11-1${minute < 60 ? 0 : 1}T10:${String(minute % 60).padStart(2, '0')}:00.000Z`;

/** Two tenants with the same products; the first has orders (paid, unpaid, cancelled) and reviews in every status. */
async function seed(data: Data): Promise<void> {
  for (const tenant of ['org_one', 'org_two']) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant, host: `${tenant}.example`, name: tenant, time_zone: 'Europe/London' })
      .execute();
    let sk = 0;
    for (const id of ['prod_lamp', 'prod_mug', 'prod_chair', 'prod_rug']) {
      await data
        .insertInto('products')
        .values({
          tenant_id: tenant,
          id,
          sk: ++sk,
          sku: id.toUpperCase(),
          slug: id,
          name: `Name of ${id}`,
          category: 'home',
          price_cents: 1000,
          created_at: NOW.toISOString(),
        })
        .execute();
    }
  }
  const order = (id: string, email: string, extra: { payment_status?: string; status?: string; tenant_id?: string } = {}) => ({
    tenant_id: 'org_one',
    id,
    number: `N-${id}`,
    payment_method: 'card',
    payment_gateway: 'test',
    email,
    customer: '{}',
    shipping_address: '{}',
    billing_address: '{}',
    subtotal_cents: 1000,
    shipping_cents: 0,
    tax_cents: 0,
    total_cents: 1000,
    currency: 'USD',
    payment_status: 'paid',
    status: 'new',
    created_at: NOW.toISOString(),
    updated_at: NOW.toISOString(),
    ...extra,
  });
  await data
    .insertInto('orders')
    .values([
      order('ord_paid', 'buyer@example.com'),
      order('ord_unpaid', 'unpaid@example.com', { payment_status: 'pending_payment' }),
      order('ord_cancelled', 'cancelled@example.com', { status: 'cancelled' }),
      order('ord_two_lines', 'twice@example.com'),
      order('ord_racer', 'racer@example.com'),
      order('ord_other', 'buyer@example.com', { tenant_id: 'org_two' }),
    ])
    .execute();
  const item = (order_id: string, line: number, product_id: string, tenant_id = 'org_one') => ({
    tenant_id,
    order_id,
    line,
    product_id,
    sku: product_id.toUpperCase(),
    name: product_id,
    quantity: 1,
    price_cents: 1000,
  });
  await data
    .insertInto('order_items')
    .values([
      item('ord_paid', 1, 'prod_mug'),
      item('ord_unpaid', 1, 'prod_mug'),
      item('ord_cancelled', 1, 'prod_mug'),
      item('ord_two_lines', 1, 'prod_mug'),
      item('ord_two_lines', 2, 'prod_mug'),
      item('ord_racer', 1, 'prod_chair'),
      item('ord_other', 1, 'prod_mug', 'org_two'),
    ])
    .execute();
  const review = (
    id: string,
    rating: number,
    status: string,
    minute: number,
    extra: { helpful?: number; tenant_id?: string; product_id?: string } = {},
  ) => ({
    tenant_id: 'org_one',
    id,
    product_id: 'prod_lamp',
    rating,
    title: `Title ${id}`,
    body: `Body of ${id}`,
    display_name: `Writer ${id}`,
    language: 'en',
    status,
    created_at: at(minute),
    helpful: 0,
    ...extra,
  });
  await data
    .insertInto('reviews')
    .values([
      review('rv_a', 5, 'published', 1, { helpful: 2 }),
      review('rv_b', 4, 'published', 2, { helpful: 7 }),
      review('rv_c', 4, 'published', 3, { helpful: 2 }),
      review('rv_d', 1, 'published', 3, { helpful: 0 }),
      review('rv_pending_old', 2, 'pending', 4),
      review('rv_pending_new', 3, 'pending', 5),
      review('rv_rejected', 1, 'rejected', 6, { helpful: 50 }),
      review('rv_other', 5, 'published', 7, { tenant_id: 'org_two' }),
    ])
    .execute();
}

const draft = (fields: Partial<NewReview> & Pick<NewReview, 'orderId' | 'line' | 'productId'>): NewReview => ({
  email: 'buyer@example.com',
  rating: 4,
  title: 'Good',
  body: 'Holds coffee.',
  displayName: 'Sam',
  language: 'en',
  ...fields,
});

describe.each(ENGINES)('the review queries on %s', (engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await seed(layer.db);
  }, 30_000);
  afterAll(() => layer?.close());

  const productRating = async (tenant: string, id: string) =>
    layer.db
      .selectFrom('products')
      .select(['rating', 'rating_count'])
      .where('tenant_id', '=', tenant)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists only published reviews, newest first (id breaking ties) or most helpful first, a page at a time, without who wrote them', async () => {
    const newest = await listPublishedReviews(layer.db, 'org_one', 'prod_lamp', { page: 1, limit: 10, sort: 'newest' });
    expect(newest.total).toBe(4);
    expect(newest.rows.map((row) => row.id)).toEqual(['rv_d', 'rv_c', 'rv_b', 'rv_a']);
    expect(newest.rows[3]).toEqual({
      id: 'rv_a',
      rating: 5,
      title: 'Title rv_a',
      body: 'Body of rv_a',
      displayName: 'Writer rv_a',
      verifiedPurchase: false,
      language: 'en',
      createdAt: at(1),
      helpful: 2,
    });
    const helpful = await listPublishedReviews(layer.db, 'org_one', 'prod_lamp', { page: 1, limit: 10, sort: 'helpful' });
    expect(helpful.rows.map((row) => row.id)).toEqual(['rv_b', 'rv_c', 'rv_a', 'rv_d']);
    const second = await listPublishedReviews(layer.db, 'org_one', 'prod_lamp', { page: 2, limit: 3, sort: 'newest' });
    expect(second).toMatchObject({ total: 4 });
    expect(second.rows.map((row) => row.id)).toEqual(['rv_a']);
  });

  it('sums up the published reviews only: average to one decimal, count and each rating', async () => {
    expect(await reviewSummary(layer.db, 'org_one', 'prod_lamp')).toEqual({
      average: 3.5,
      count: 4,
      distribution: { '1': 1, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
    expect(await reviewSummary(layer.db, 'org_one', 'prod_rug')).toEqual({
      average: null,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('lets only a shopper with a paid, not cancelled order of the product review it, proved by the order or the e-mail in any case', async () => {
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', {})).toEqual({ eligible: false, reason: 'not_verified_buyer' });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { email: 'stranger@example.com' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { email: 'unpaid@example.com' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { orderId: 'ord_cancelled' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_lamp', { orderId: 'ord_paid' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { email: 'Buyer@Example.COM' })).toEqual({
      eligible: true,
      orderId: 'ord_paid',
      line: 1,
      email: 'buyer@example.com',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { orderId: 'ord_paid' })).toMatchObject({
      eligible: true,
      orderId: 'ord_paid',
      line: 1,
    });
  });

  it('keeps a written review waiting, and refuses a second review of the same order line', async () => {
    const made = await createReview(layer.db, 'org_one', draft({ productId: 'prod_mug', orderId: 'ord_paid', line: 1 }), NOW);
    expect(made).toMatchObject({ status: 'pending' });
    expect(made!.id).toMatch(/^rv_/);
    expect(await reviewStatusOf(layer.db, 'org_one', made!.id)).toBe('pending');
    expect((await listPublishedReviews(layer.db, 'org_one', 'prod_mug', { page: 1, limit: 10, sort: 'newest' })).total).toBe(0);
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { orderId: 'ord_paid' })).toEqual({
      eligible: false,
      reason: 'already_reviewed',
    });
    expect(
      await createReview(layer.db, 'org_one', draft({ productId: 'prod_mug', orderId: 'ord_paid', line: 1, title: 'Again' }), NOW),
    ).toBeUndefined();
    const waiting = await reviewsForModeration(layer.db, 'org_one', 'pending');
    expect(waiting.filter((row) => row.productId === 'prod_mug')).toEqual([
      expect.objectContaining({
        title: 'Good',
        email: 'buyer@example.com',
        orderNumber: 'N-ord_paid',
        productName: 'Name of prod_mug',
        verifiedPurchase: true,
      }),
    ]);
  });

  it('lets a buyer with two lines of the product review once per line', async () => {
    const first = await reviewEligibility(layer.db, 'org_one', 'prod_mug', { email: 'twice@example.com' });
    expect(first).toMatchObject({ eligible: true, line: 1 });
    await createReview(
      layer.db,
      'org_one',
      draft({ productId: 'prod_mug', orderId: 'ord_two_lines', line: 1, email: 'twice@example.com' }),
      NOW,
    );
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { email: 'twice@example.com' })).toMatchObject({
      eligible: true,
      line: 2,
    });
  });

  it('stores one review when the same buyer sends two at once', async () => {
    const line = { productId: 'prod_chair', orderId: 'ord_racer', line: 1, email: 'racer@example.com' };
    const results = await Promise.all([
      createReview(layer.db, 'org_one', draft(line), NOW),
      createReview(layer.db, 'org_one', draft({ ...line, title: 'Twin' }), NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await layer.db
      .selectFrom('reviews')
      .select('id')
      .where('tenant_id', '=', 'org_one')
      .where('product_id', '=', 'prod_chair')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('counts a helpful vote once per voter, even under another session from the same address, and only on published reviews', async () => {
    expect(await voteHelpful(layer.db, 'org_one', 'rv_d', ['session:1', 'address:x'], NOW)).toBe(1);
    expect(await voteHelpful(layer.db, 'org_one', 'rv_d', ['session:1', 'address:x'], NOW)).toBe('already');
    expect(await voteHelpful(layer.db, 'org_one', 'rv_d', ['session:2', 'address:x'], NOW)).toBe('already');
    expect(await voteHelpful(layer.db, 'org_one', 'rv_d', ['session:3', 'address:y'], NOW)).toBe(2);
    expect(await voteHelpful(layer.db, 'org_one', 'rv_pending_old', ['session:1'], NOW)).toBe('not_found');
    expect(await voteHelpful(layer.db, 'org_one', 'rv_rejected', ['session:1'], NOW)).toBe('not_found');
    expect(await voteHelpful(layer.db, 'org_one', 'rv_nothing', ['session:1'], NOW)).toBe('not_found');
  });

  it('counts one vote when the same voter clicks twice at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) => voteHelpful(layer.db, 'org_one', 'rv_c', [`session:race${index}`, 'address:racer'], NOW)),
    );
    expect(results.filter((result) => result === 'already')).toHaveLength(3);
    expect(results).toContain(3);
    expect(
      (await listPublishedReviews(layer.db, 'org_one', 'prod_lamp', { page: 1, limit: 10, sort: 'newest' })).rows.find(
        (row) => row.id === 'rv_c',
      )?.helpful,
    ).toBe(3);
  });

  it("lists staff the tenant's waiting reviews oldest first and the decided ones newest first, with how many wait", async () => {
    const pending = (await reviewsForModeration(layer.db, 'org_one', 'pending')).map((row) => row.id);
    expect(pending.slice(0, 2)).toEqual(['rv_pending_old', 'rv_pending_new']);
    expect(await pendingReviewCount(layer.db, 'org_one')).toBe(pending.length);
    const published = await reviewsForModeration(layer.db, 'org_one', 'published');
    expect(published.map((row) => row.id)).toEqual(['rv_c', 'rv_d', 'rv_b', 'rv_a']);
    expect(published[0]).toMatchObject({
      status: 'published',
      productId: 'prod_lamp',
      productName: 'Name of prod_lamp',
      email: null,
      orderNumber: null,
    });
    expect((await reviewsForModeration(layer.db, 'org_one', 'published', 1)).map((row) => row.id)).toEqual(['rv_c']);
  });

  it("publishing or rejecting a review changes the product's rating and count, and records who decided", async () => {
    expect(await productRating('org_one', 'prod_rug')).toEqual({ rating: 0, rating_count: 0 });
    await layer.db
      .insertInto('reviews')
      .values({
        tenant_id: 'org_one',
        id: 'rv_rug',
        product_id: 'prod_rug',
        rating: 4,
        title: 'Soft',
        body: 'Soft rug',
        display_name: 'Al',
        language: 'en',
        created_at: at(8),
      })
      .execute();
    expect(await moderateReview(layer.db, 'org_one', 'rv_rug', 'published', 'staff:1', NOW)).toBe(true);
    expect(await productRating('org_one', 'prod_rug')).toEqual({ rating: 4, rating_count: 1 });
    expect(await reviewSummary(layer.db, 'org_one', 'prod_rug')).toMatchObject({ average: 4, count: 1 });
    const decided = await layer.db
      .selectFrom('reviews')
      .select(['moderated_by', 'moderated_at'])
      .where('id', '=', 'rv_rug')
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ moderated_by: 'staff:1', moderated_at: NOW.toISOString() });
    expect(await moderateReview(layer.db, 'org_one', 'rv_rug', 'rejected', 'staff:1', NOW)).toBe(true);
    expect(await productRating('org_one', 'prod_rug')).toEqual({ rating: 0, rating_count: 0 });
    expect(await moderateReview(layer.db, 'org_one', 'rv_nothing', 'published', 'staff:1', NOW)).toBe(false);
  });

  it("never shows, counts, votes on or decides another tenant's reviews, nor lets its orders prove a purchase", async () => {
    expect(
      (await listPublishedReviews(layer.db, 'org_two', 'prod_lamp', { page: 1, limit: 10, sort: 'newest' })).rows.map((row) => row.id),
    ).toEqual(['rv_other']);
    expect(await reviewSummary(layer.db, 'org_two', 'prod_lamp')).toMatchObject({ average: 5, count: 1 });
    expect((await reviewsForModeration(layer.db, 'org_two', 'published')).map((row) => row.id)).toEqual(['rv_other']);
    expect(await reviewsForModeration(layer.db, 'org_two', 'pending')).toEqual([]);
    expect(await pendingReviewCount(layer.db, 'org_two')).toBe(0);
    expect(await reviewTitle(layer.db, 'org_two', 'rv_a')).toBeUndefined();
    expect(await reviewTitle(layer.db, 'org_one', 'rv_a')).toBe('Title rv_a');
    expect(await reviewStatusOf(layer.db, 'org_two', 'rv_a')).toBeUndefined();
    expect(await voteHelpful(layer.db, 'org_two', 'rv_a', ['session:9'], NOW)).toBe('not_found');
    expect(await moderateReview(layer.db, 'org_two', 'rv_a', 'rejected', 'staff:9', NOW)).toBe(false);
    expect(await reviewStatusOf(layer.db, 'org_one', 'rv_a')).toBe('published');
    expect(await reviewEligibility(layer.db, 'org_two', 'prod_mug', { orderId: 'ord_paid' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_one', 'prod_mug', { orderId: 'ord_other' })).toEqual({
      eligible: false,
      reason: 'not_verified_buyer',
    });
    expect(await reviewEligibility(layer.db, 'org_two', 'prod_mug', { email: 'buyer@example.com' })).toMatchObject({
      eligible: true,
      orderId: 'ord_other',
    });
    const helpfulOfA = (await listPublishedReviews(layer.db, 'org_one', 'prod_lamp', { page: 1, limit: 10, sort: 'newest' })).rows.find(
      (row) => row.id === 'rv_a',
    );
    expect(helpfulOfA?.helpful).toBe(2);
    expect(engine).toMatch(/sqlite|postgres/);
  });
});
