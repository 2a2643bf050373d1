// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentApp } from '../../../test/helpers/server/payment-app.ts';
import { customerCookie, staffCookie } from '../../../test/helpers/server/test-app.ts';

const app = paymentApp({ RATE_LIMITS: 'off' });
afterAll(() => app.close());

const SITE = 'http://localhost';
const ATLAS = 'prod_nw_020';
let northwind = '';
let harbor = '';
let reviewId = '';

/** A paid Northwind order of the atlas, and a pending review of it written through the buyer's session. */
beforeAll(async () => {
  northwind = await staffCookie(app.data, 'org_northwind');
  harbor = await staffCookie(app.data, 'org_harbor');
  const order = await app.newOrder();
  const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
  await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, { client_secret: intent.body.client_secret, simulate: 'succeeded' });
  const written = await app.post(
    `/api/storefront/products/${ATLAS}/reviews`,
    { rating: 5, title: 'Maps <they> love', body: 'Our children read it every evening & ask for more.', displayName: 'Ada' },
    { headers: { cookie: await customerCookie(app.data, 'ada@example.com'), origin: SITE } },
  );
  expect(written.status).toBe(400);
  const sent = await app.post(
    `/api/storefront/products/${ATLAS}/reviews`,
    { rating: 5, title: 'Maps they love', body: 'Our children read it every evening & ask for more.', displayName: 'Ada' },
    { headers: { cookie: await customerCookie(app.data, 'ada@example.com'), origin: SITE } },
  );
  reviewId = sent.body.data.id;
});

const page = (cookie: string, org = 'northwind', query = '') => app.app.request(`${SITE}/staff/reviews?org=${org}${query}`, { headers: { cookie } });

/** Posts a decision form as a browser on this site does. */
const decide = (id: string, status: string, options: { cookie?: string; org?: string; origin?: string } = {}) =>
  app.app.request(`${SITE}/staff/reviews/${id}?org=${options.org ?? 'northwind'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.origin ?? SITE, ...(options.cookie === '' ? {} : { cookie: options.cookie ?? northwind }) },
    body: new URLSearchParams({ status }).toString(),
  });

/** Follows a decision's 303 with the same staff session; answers the page's text. */
async function follow(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/staff\/reviews\?org=northwind/);
  return (await app.app.request(`${SITE}${location}`, { headers: { cookie: northwind } })).text();
}

const figures = async () => (await app.get(`/api/storefront/product/${ATLAS}`)).body.data.data as { rating: number | null; reviews: number };

describe('/staff/reviews', () => {
  it('lists the waiting review with its product, buyer and order, the text as text, and Publish and Reject', async () => {
    const html = await (await page(northwind)).text();
    expect(html).toContain('<h1>Reviews</h1>');
    expect(html).toContain('Waiting (1)');
    expect(html).toContain('Maps they love');
    expect(html).toContain('Our children read it every evening &amp; ask for more.');
    expect(html).toMatch(/5 out of 5<\/strong> for <a href="\/shop\/prod_nw_020">Little Explorers Atlas<\/a>, by Ada \(ada@example.com, order NW-\d+\), verified purchase/);
    expect(html).toContain(`aria-label="Publish: Maps they love"`);
    expect(html).toContain(`aria-label="Reject: Maps they love"`);
  });

  it('links every staff page from every staff page, the current one marked', async () => {
    for (const [path, label] of [['/staff/orders', 'Orders and refunds'], ['/staff/reviews', 'Reviews'], ['/staff/forms', 'Forms'], ['/staff/outbox', 'Outbox']]) {
      const html = await (await app.app.request(`${SITE}${path}?org=northwind`, { headers: { cookie: northwind } })).text();
      expect(html, path).toContain('<nav aria-label="Staff pages">');
      for (const other of ['/staff/orders', '/staff/reviews', '/staff/forms', '/staff/outbox']) expect(html, `${path} links ${other}`).toContain(`href="${other}?org=northwind"`);
      expect(html, path).toContain(`<a href="${path}?org=northwind" aria-current="page">${label}</a>`);
    }
  });

  it('publishes: the product then shows the review and counts it; removing takes it out again', async () => {
    expect(await figures()).toMatchObject({ rating: null, reviews: 0 });
    const published = await follow(await decide(reviewId, 'published'));
    expect(published).toContain('Published &quot;Maps they love&quot;: it shows on the product page and counts in its rating.');
    expect(published).toContain('Waiting (0)');
    expect(await figures()).toMatchObject({ rating: 5, reviews: 1 });
    const listed = await (await page(northwind, 'northwind', '&status=published')).text();
    expect(listed).toContain('aria-label="Remove: Maps they love"');
    const removed = await follow(await decide(reviewId, 'rejected'));
    expect(removed).toContain('Rejected &quot;Maps they love&quot;');
    expect(await figures()).toMatchObject({ rating: null, reviews: 0 });
  });

  it('sends anyone but this tenant\'s staff to sign in, refuses a form from another site, and says when a review is gone', async () => {
    for (const cookie of ['', await customerCookie(app.data, 'ada@example.com'), harbor]) {
      const answer = await page(cookie);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toContain('/staff/sign-in');
      const posted = await decide(reviewId, 'published', { cookie });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toContain('/staff/sign-in');
    }
    expect((await decide(reviewId, 'published', { origin: 'https://evil.example' })).status).toBe(403);
    // Harbor's staff at Harbor cannot reach Northwind's review.
    const foreign = await decide(reviewId, 'published', { cookie: harbor, org: 'harbor' });
    expect(foreign.headers.get('location')).toContain('missing');
    expect(await figures()).toMatchObject({ rating: null, reviews: 0 });
    const missing = await follow(await decide('rv_nothing', 'published'));
    expect(missing).toContain('That review does not exist (any more).');
    // A status that is none of the three reads as no decision: the review is "gone", nothing changes.
    expect(await follow(await decide(reviewId, 'deleted'))).toContain('That review does not exist (any more).');
    expect(await figures()).toMatchObject({ rating: null, reviews: 0 });
    // Signed out, a bad form is still a sign-in redirect first.
    const signedOut = await decide(reviewId, 'deleted', { cookie: '' });
    expect(signedOut.headers.get('location')).toContain('/staff/sign-in');
  });
});
