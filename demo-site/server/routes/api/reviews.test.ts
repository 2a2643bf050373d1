// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { manageTokenExpiry, signManageToken } from '../../auth/manage-tokens.ts';
import { currentTime } from '../../clock.ts';
import { serverSecret } from '../../domain/secrets.ts';
import { readOutbox } from '../../mail/mailer.ts';
import { deliverDue } from '../../notify/deliver.ts';
import { customerCookie, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { paymentApp, type PaymentApp, type TestOrg } from '../../../../test/helpers/server/payment-app.ts';

let app: PaymentApp;
afterEach(() => app?.close());

/** The product of the test orders (NW-BOO-020, "Little Explorers Atlas"): it has no seeded reviews. */
const ATLAS = 'prod_nw_020';
const HEADPHONES = 'prod_nw_001';
const draft = {
  rating: 4,
  title: 'Lovely maps',
  body: 'Our children read it every evening before bed.',
  displayName: 'Ada L.',
  language: 'en',
};

/** A Northwind order of the atlas, paid by card through the simulator (as a shopper pays). */
async function paidOrder() {
  const order = await app.newOrder();
  const intent = (await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id })).body;
  await app.post(`/sim/stripe/payment_intents/${intent.paymentIntentId}/confirm`, {
    client_secret: intent.client_secret,
    simulate: 'succeeded',
  });
  expect((await app.orderState(order.id))?.paymentStatus).toBe('paid');
  return order;
}

/** The review token the paid order's e-mail carries (read from the real message). */
async function reviewTokenFromEmail(): Promise<{ token: string; url: URL; text: string }> {
  await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
  const paid = (await readOutbox(app.data, 'org_northwind')).find((m) => m.subject.startsWith('Payment received'));
  const link = /Review Little Explorers Atlas: (\S+)/.exec(paid?.body ?? '')?.[1] ?? '';
  const url = new URL(link);
  return { token: url.searchParams.get('review') ?? '', url, text: paid?.body ?? '' };
}

const list = (product: string, query = '', org?: TestOrg) => app.get(`/api/storefront/products/${product}/reviews${query}`, { org });
/** The demo site's own origin: a browser sends it with every form and fetch from its pages. */
const SITE = 'http://localhost';
const write = (product: string, body: unknown, headers: Record<string, string> = {}, org?: TestOrg) =>
  app.post(`/api/storefront/products/${product}/reviews`, body, { headers: { origin: SITE, ...headers }, org });
const moderate = (id: string, status: string, cookie: string, org?: TestOrg) =>
  app.post(`/api/storefront/reviews/${id}/moderate`, { status }, { headers: { cookie, origin: SITE }, org });
const productFigures = async (id: string) =>
  (await app.get(`/api/storefront/product/${id}`)).body.data.data as { rating: number | null; reviews: number };

describe('reading reviews', () => {
  it('gives the figures counted from the published reviews, the same on the product and in the listing', async () => {
    app = paymentApp();
    const { status, body } = await list(HEADPHONES);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ average: 4.8, count: 6, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 5 } });
    expect(body.total).toBe(6);
    expect(body.data).toHaveLength(5);
    expect(await productFigures(HEADPHONES)).toMatchObject({ rating: 4.8, reviews: 6 });
    const listed = (await app.get('/api/storefront/products?limit=100')).body.data as {
      _id: string;
      ratingCount: number;
      data: { rating: number | null; reviews: number };
    }[];
    for (const product of listed) {
      const summary = (await list(product._id)).body.summary;
      expect({ id: product._id, rating: product.data.rating, reviews: product.data.reviews, ratingCount: product.ratingCount }).toEqual({
        id: product._id,
        rating: summary.average,
        reviews: summary.count,
        ratingCount: summary.count,
      });
    }
    expect(listed.filter((p) => p.data.reviews === 0).length).toBeGreaterThan(5);
  });

  it('shows a product without reviews as having none: no rating, count 0, an empty list', async () => {
    app = paymentApp();
    expect(await productFigures(ATLAS)).toMatchObject({ rating: null, reviews: 0 });
    const { body } = await list(ATLAS);
    expect(body).toMatchObject({ data: [], total: 0, summary: { average: null, count: 0 } });
  });

  it('pages newest first, or most helpful first, and never shows who wrote a review or its order', async () => {
    app = paymentApp();
    const second = (await list(HEADPHONES, '?page=2&limit=5')).body;
    expect(second.data).toHaveLength(1);
    const newest = (await list(HEADPHONES, '?limit=6')).body.data as { createdAt: string; helpful: number }[];
    expect(newest.map((r) => r.createdAt)).toEqual([...newest.map((r) => r.createdAt)].sort().reverse());
    const helpful = (await list(HEADPHONES, '?limit=6&sort=helpful')).body.data as { helpful: number }[];
    expect(helpful.map((r) => r.helpful)).toEqual([14, 9, 5, 3, 2, 1]);
    expect(Object.keys(helpful[0] ?? {}).sort()).toEqual([
      'body',
      'createdAt',
      'displayName',
      'helpful',
      'id',
      'language',
      'rating',
      'title',
      'verifiedPurchase',
    ]);
    expect((await list(HEADPHONES, '?sort=best')).body.error.message).toBe('sort: must be newest or helpful');
    expect((await list('no-such-product')).status).toBe(404);
  });
});

describe('writing a review', () => {
  it('lets the buyer of a paid order review through the e-mail link; it waits for moderation, then counts once published', async () => {
    app = paymentApp();
    await paidOrder();
    const { token, url } = await reviewTokenFromEmail();
    expect(url.pathname).toBe('/shop/little-explorers-atlas');
    expect(url.hash).toBe('#reviews');
    expect((await app.get(`/api/storefront/products/${ATLAS}/reviews/eligibility`)).body.data).toEqual({ eligible: false });
    expect((await app.get(`/api/storefront/products/${ATLAS}/reviews/eligibility?token=${encodeURIComponent(token)}`)).body.data).toEqual({
      eligible: true,
    });

    const sent = await write(ATLAS, { ...draft, token });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      data: { id: expect.stringMatching(/^rv_/), status: 'pending' },
      message: 'Thank you, your review will appear after moderation.',
    });
    expect((await list(ATLAS)).body.total).toBe(0);
    expect(await productFigures(ATLAS)).toMatchObject({ rating: null, reviews: 0 });

    const again = await write(ATLAS, { ...draft, token });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already_reviewed', message: 'You have already reviewed this product from this order.' });
    expect((await app.get(`/api/storefront/products/${ATLAS}/reviews/eligibility?token=${encodeURIComponent(token)}`)).body.data).toEqual({
      eligible: false,
    });

    const staff = await staffCookie(app.data);
    const queue = (await app.get('/api/storefront/reviews', { headers: { cookie: staff } })).body.data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      id: sent.body.data.id,
      status: 'pending',
      productName: 'Little Explorers Atlas',
      email: 'ada@example.com',
      verifiedPurchase: true,
    });
    expect((await moderate(sent.body.data.id, 'published', staff)).status).toBe(200);
    expect(await productFigures(ATLAS)).toMatchObject({ rating: 4, reviews: 1 });
    const shown = (await list(ATLAS)).body;
    expect(shown.data[0]).toMatchObject({ title: 'Lovely maps', displayName: 'Ada L.', verifiedPurchase: true, rating: 4 });

    expect((await moderate(sent.body.data.id, 'rejected', staff)).status).toBe(200);
    expect(await productFigures(ATLAS)).toMatchObject({ rating: null, reviews: 0 });
  });

  it('lets a signed-in customer with a paid order of the product review it, and nobody else', async () => {
    app = paymentApp();
    const unpaid = await app.newOrder();
    const ada = await customerCookie(app.data, 'ada@example.com');
    expect(unpaid.id).toBeTruthy();
    expect((await write(ATLAS, draft, { cookie: ada })).body.error.code).toBe('not_verified_buyer');
    await paidOrder();
    expect((await app.get(`/api/storefront/products/${ATLAS}/reviews/eligibility`, { headers: { cookie: ada } })).body.data).toEqual({
      eligible: true,
    });
    expect((await write(HEADPHONES, draft, { cookie: ada })).status).toBe(403);
    const someoneElse = await customerCookie(app.data, 'eve@example.com');
    const refused = await write(ATLAS, draft, { cookie: someoneElse });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'not_verified_buyer', message: 'Only customers who bought this product can review it.' });
    expect((await write(ATLAS, draft, { cookie: ada })).status).toBe(201);
  });

  it('refuses HTML and out-of-range input with a message naming the field, and stores nothing', async () => {
    app = paymentApp();
    await paidOrder();
    const { token } = await reviewTokenFromEmail();
    const html = await write(ATLAS, { ...draft, body: 'Nice <img src=x onerror=alert(1)> book', token });
    expect(html.status).toBe(400);
    expect(html.body.error).toEqual({ code: 'invalid', message: 'body: must be plain text, without HTML', field: 'body' });
    expect((await write(ATLAS, { ...draft, rating: 6, token })).body.error.message).toBe('rating: must be from 1 to 5');
    expect((await write(ATLAS, { ...draft, title: 'x'.repeat(101), token })).body.error.message).toBe(
      'title: must be at most 100 characters',
    );
    const written = await app.data
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('order_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(0);
  });

  it('counts a "helpful" vote once per shopper session, and only on published reviews', async () => {
    app = paymentApp();
    const [first] = (await list(HEADPHONES, '?sort=helpful')).body.data as { id: string; helpful: number }[];
    const vote = await app.post(`/api/storefront/reviews/${first?.id}/helpful`, undefined);
    expect(vote.body.data).toEqual({ helpful: 15 });
    const cookie = /site_token=[^;]+/.exec(vote.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const twice = await app.post(`/api/storefront/reviews/${first?.id}/helpful`, undefined, { headers: { cookie } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You have already marked this review as helpful.');
    expect((await app.post('/api/storefront/reviews/rv_nope/helpful', undefined)).status).toBe(404);
  });
});

describe('reviews tried by strangers', () => {
  it('a forged, expired or other-tenant token proves nothing; a pending review is invisible to the public', async () => {
    app = paymentApp();
    const order = await paidOrder();
    const secret = serverSecret(app.config);
    const expired = signManageToken(secret, 'org_northwind', 'review', order.id, new Date(currentTime().getTime() - 1000));
    const otherTenant = signManageToken(secret, 'org_harbor', 'review', order.id, manageTokenExpiry('review', new Date().toISOString()));
    const orderToken = signManageToken(secret, 'org_northwind', 'order', order.id, manageTokenExpiry('order', new Date().toISOString()));
    for (const token of ['forged.123.abc', expired, otherTenant, orderToken]) {
      const refused = await write(ATLAS, { ...draft, token });
      expect(refused.status, token).toBe(403);
    }
    const { token } = await reviewTokenFromEmail();
    // The token is Northwind's: at Harbor it names no order.
    expect((await write('prod_hb_001', { ...draft, token }, {}, 'org_harbor')).status).toBe(403);
    const made = (await write(ATLAS, { ...draft, token })).body.data.id as string;
    expect(JSON.stringify((await list(ATLAS)).body)).not.toContain(made);
    expect((await app.post(`/api/storefront/reviews/${made}/helpful`, undefined)).status).toBe(404);
  });

  it("only this tenant's staff see the moderation queue and decide; anonymous callers, customers and the other tenant's staff cannot", async () => {
    app = paymentApp();
    await paidOrder();
    const { token } = await reviewTokenFromEmail();
    const id = (await write(ATLAS, { ...draft, token })).body.data.id as string;
    const harborStaff = await staffCookie(app.data, 'org_harbor');
    const ada = await customerCookie(app.data, 'ada@example.com');
    expect((await app.get('/api/storefront/reviews')).status).toBe(401);
    expect((await app.get('/api/storefront/reviews', { headers: { cookie: ada } })).status).toBe(401);
    expect((await app.get('/api/storefront/reviews', { headers: { cookie: harborStaff } })).status).toBe(403);
    expect((await moderate(id, 'published', '')).status).toBe(401);
    expect((await moderate(id, 'published', ada)).status).toBe(401);
    expect((await moderate(id, 'published', harborStaff)).status).toBe(403);
    // Harbor's staff at Harbor: Northwind's review is not theirs to find.
    expect((await moderate(id, 'published', harborStaff, 'org_harbor')).status).toBe(404);
    expect((await app.get('/api/storefront/reviews', { headers: { cookie: harborStaff }, org: 'org_harbor' })).body.data).toEqual([]);
    expect(await productFigures(ATLAS)).toMatchObject({ rating: null, reviews: 0 });
  });
});

describe('the paid order e-mail', () => {
  it('carries one signed review link per product, and only once the order is paid', async () => {
    app = paymentApp();
    const order = await paidOrder();
    const { text } = await reviewTokenFromEmail();
    expect(text).toContain('Tell other shoppers what you think');
    const received = (await readOutbox(app.data, 'org_northwind')).filter((m) => !m.subject.startsWith('Payment received'));
    for (const message of received) expect(message.body).not.toContain('review=');
    expect(JSON.stringify(await app.data.selectFrom('events').select('data').where('subject_id', '=', order.id).execute())).not.toContain(
      'review=',
    );
  });
});
