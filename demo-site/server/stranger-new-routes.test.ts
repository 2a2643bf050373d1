// @vitest-environment node
/**
 * A stranger against the routes added with reviews, staff-made calendar events, saved forms and the
 * product filters: anonymous callers, customers, the other tenant's staff and token, forged and
 * reused tokens, races, dropped cookies, markup and odd bodies, and what public answers carry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cardPaidOrder, NW_ORDER_TOTAL, paymentApp, type PaymentApp } from '../../test/helpers/server/payment-app.ts';
import { manageTokenExpiry, signManageToken } from './auth/manage-tokens.ts';
import { upsertRecord } from './domain/records.ts';
import { serverSecret } from './domain/secrets.ts';
import { appAuthorization, customerCookie, staffCookie } from '../../test/helpers/server/test-app.ts';

const SITE = 'http://localhost';
const ATLAS = 'prod_nw_020';
const HEADPHONES = 'prod_nw_001';
const draft = { rating: 4, title: 'Lovely maps', body: 'Our children read it every evening before bed.', displayName: 'Ada L.' };

let app: PaymentApp;
afterEach(() => app?.close());

const paidOrder = () => cardPaidOrder(app);

/** The review token a paid order's e-mail carries. */
const reviewToken = (orderId: string, org = 'org_northwind') =>
  signManageToken(serverSecret(app.config), org, 'review', orderId, manageTokenExpiry('review', new Date().toISOString()));

const write = (body: unknown, headers: Record<string, string> = {}, product = ATLAS) =>
  app.post(`/api/storefront/products/${product}/reviews`, body, { headers: { origin: SITE, ...headers } });
const eligible = async (token: string) =>
  (await app.get(`/api/storefront/products/${ATLAS}/reviews/eligibility?token=${encodeURIComponent(token)}`)).body.data?.eligible as
    boolean | undefined;

/** A "helpful" vote from a given address (as @hono/node-server hands the TCP peer over), with an optional cookie. */
const voteFrom = (reviewId: string, address: string, cookie?: string) =>
  app.app.request(
    `/api/storefront/reviews/${reviewId}/helpful`,
    { method: 'POST', headers: { orgid: 'org_northwind', origin: SITE, ...(cookie ? { cookie } : {}) } },
    { incoming: { socket: { remoteAddress: address } } },
  );

describe('review tokens', () => {
  it('refuses a token truncated, padded, with extra dots, of another order kind or tenant, or with spaces', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    const secret = serverSecret(app.config);
    const orderKind = signManageToken(secret, 'org_northwind', 'order', order.id, manageTokenExpiry('order', new Date().toISOString()));
    const [id, exp, mac] = token.split('.');
    const tries = [
      token.slice(0, -1),
      `${token}A`,
      `${token}.`,
      `.${token}`,
      `${id}.${exp}.${mac}.${mac}`,
      `${id}..${exp}.${mac}`,
      `${id}.${Number(exp) + 1}.${mac}`,
      ` ${token}`,
      `${id}.${exp}`,
      orderKind,
      reviewToken(order.id, 'org_harbor'),
    ];
    for (const attempt of tries) {
      expect(await eligible(attempt), attempt).toBe(false);
      expect((await write({ ...draft, token: attempt })).status, attempt).toBe(403);
    }
    expect(await eligible(token)).toBe(true);
  });

  it('proves nothing once the order is fully refunded, and a token never falls back to a session', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    const staff = { cookie: await staffCookie(app.data), origin: SITE };
    expect((await app.post(`/api/storefront/order/${order.id}/refund`, { amount: NW_ORDER_TOTAL }, { headers: staff })).status).toBe(201);
    expect((await app.orderState(order.id))?.status).toBe('refunded');
    expect(await eligible(token)).toBe(false);
    expect((await write({ ...draft, token })).status).toBe(403);
    // A good session with a bad token: the token decides.
    const second = await paidOrder();
    expect(second.id).toBeTruthy();
    expect((await write({ ...draft, token: 'forged.1.x' }, { cookie: await customerCookie(app.data, 'ada@example.com') })).status).toBe(
      403,
    );
  });

  it('proves nothing once the order is cancelled', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    await app.data
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('tenant_id', '=', 'org_northwind')
      .where('id', '=', order.id)
      .execute();
    expect(await eligible(token)).toBe(false);
    expect((await write({ ...draft, token })).status).toBe(403);
  });

  it('a customer session of the other tenant, staff sessions and the app token prove no purchase', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    await paidOrder();
    const callers = [
      await customerCookie(app.data, 'ada@example.com', 'org_harbor'),
      await staffCookie(app.data),
      await staffCookie(app.data, 'org_harbor'),
    ];
    for (const cookie of callers) expect([401, 403]).toContain((await write(draft, { cookie })).status);
    expect((await write(draft, { authorization: appAuthorization(app.config) })).status).toBe(403);
    expect([401, 403]).toContain((await write(draft, { authorization: appAuthorization(app.config, 'org_harbor') })).status);
    expect(await app.data.selectFrom('reviews').select('id').where('order_id', 'is not', null).execute()).toEqual([]);
  });

  it('two reviews of one order line sent at once make one review', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => write({ ...draft, token })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await app.data.selectFrom('reviews').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });
});

describe('review bodies', () => {
  it('refuses arrays, strings for numbers, fractions, huge and negative ratings, other content types and markup in every text field', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    const bad: unknown[] = [
      [{ ...draft, token }],
      { ...draft, token, rating: '5' },
      { ...draft, token, rating: 4.5 },
      { ...draft, token, rating: -1 },
      { ...draft, token, rating: 1e308 },
      { ...draft, token, rating: [5] },
      { ...draft, token, title: '</script><script>alert(1)</script>' },
      { ...draft, token, displayName: '<b>Ada</b>' },
      { ...draft, token, body: 'A lovely atlas &lt;script&gt; for kids' },
      { ...draft, token, title: 'Null\u0000byte' },
      { ...draft, token, displayName: 'x'.repeat(51) },
      { ...draft, token, language: '"><script>' },
      'null',
      '"text"',
    ];
    for (const body of bad) expect((await write(body)).status, JSON.stringify(body)).toBe(400);
    const plain = await app.app.request(`/api/storefront/products/${ATLAS}/reviews`, {
      method: 'POST',
      headers: { orgid: 'org_northwind', origin: SITE, 'content-type': 'text/plain' },
      body: JSON.stringify({ ...draft, token }),
    });
    expect(plain.status).toBe(415);
    const huge = await write(JSON.stringify({ ...draft, token, body: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(await app.data.selectFrom('reviews').select('id').where('order_id', 'is not', null).execute()).toEqual([]);
  });
});

describe('public answers', () => {
  it('carry no e-mail, order id or number, token or status of a published review, in the API, the product page or its JSON-LD', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const token = reviewToken(order.id);
    const { number } = await app.data.selectFrom('orders').select('number').where('id', '=', order.id).executeTakeFirstOrThrow();
    const id = (await write({ ...draft, title: 'Maps </script> love', token })).body.data?.id as string | undefined;
    expect(id).toBeUndefined();
    const made = (await write({ ...draft, token })).body.data.id as string;
    expect(
      (
        await app.post(
          `/api/storefront/reviews/${made}/moderate`,
          { status: 'published' },
          { headers: { cookie: await staffCookie(app.data), origin: SITE } },
        )
      ).status,
    ).toBe(200);
    const answers = [
      await (await app.app.request(`/api/storefront/products/${ATLAS}/reviews`, { headers: { orgid: 'org_northwind' } })).text(),
      await (
        await app.app.request(`/api/storefront/products/${ATLAS}/reviews/eligibility?token=${encodeURIComponent(token)}`, {
          headers: { orgid: 'org_northwind' },
        })
      ).text(),
      await (await app.app.request(`/api/storefront/product/${ATLAS}`, { headers: { orgid: 'org_northwind' } })).text(),
      await (await app.app.request(`${SITE}/shop/little-explorers-atlas?org=northwind`)).text(),
    ];
    expect(answers[0]).toContain(made);
    expect(answers[3]).toContain('Lovely maps');
    for (const text of answers)
      for (const secret of ['ada@example.com', order.id, number, token, 'pending', 'moderated']) expect(text).not.toContain(secret);
  });
});

describe('review text on the product page', () => {
  it('keeps a half tag the markup check lets through (</script without >, <!--) inside the JSON-LD, the inline JSON and the text', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const order = await paidOrder();
    const sent = await write({
      ...draft,
      title: 'Maps </script love',
      body: 'Lovely <!-- atlas <script for kids',
      token: reviewToken(order.id),
    });
    expect(sent.status).toBe(201);
    await app.post(
      `/api/storefront/reviews/${sent.body.data.id}/moderate`,
      { status: 'published' },
      { headers: { cookie: await staffCookie(app.data), origin: SITE } },
    );
    const page = await (await app.app.request(`${SITE}/shop/little-explorers-atlas?org=northwind`)).text();
    expect(page).toContain('Maps &lt;/script love');
    expect(page).not.toContain('</script love');
    expect(page).not.toContain('<!-- atlas');
    expect(page).not.toContain('<script for');
    expect(page.split(/<\/script>/).length).toBe(page.split(/<script[\s>]/).length);
  });
});

describe('helpful votes', () => {
  it('count once per address: dropping the session cookie between votes does not vote again', async () => {
    app = paymentApp();
    const [top] = (await app.get(`/api/storefront/products/${HEADPHONES}/reviews?sort=helpful`)).body.data as {
      id: string;
      helpful: number;
    }[];
    const id = top?.id ?? '';
    const first = await voteFrom(id, '203.0.113.7');
    expect(first.status).toBe(200);
    const start = ((await first.json()) as { data: { helpful: number } }).data.helpful;
    for (let i = 0; i < 5; i += 1) expect((await voteFrom(id, '203.0.113.7')).status).toBe(409);
    // The same /64 of IPv6 is one voter too; another address is another voter.
    expect((await voteFrom(id, '2001:db8:1:2::1')).status).toBe(200);
    expect((await voteFrom(id, '2001:db8:1:2::99')).status).toBe(409);
    expect((await voteFrom(id, '198.51.100.4')).status).toBe(200);
    const after = (await app.get(`/api/storefront/products/${HEADPHONES}/reviews?sort=helpful&limit=50`)).body.data as {
      id: string;
      helpful: number;
    }[];
    expect(after.find((r) => r.id === id)?.helpful).toBe(start + 2);
  });

  it("refuses the other tenant's session and counts nothing on a review of the other tenant", async () => {
    app = paymentApp();
    const [top] = (await app.get(`/api/storefront/products/${HEADPHONES}/reviews`)).body.data as { id: string }[];
    // At Harbor, Northwind's review is not found, and the caller gets a Harbor shopper session.
    const harbor = await app.post(`/api/storefront/reviews/${top?.id}/helpful`, undefined, { org: 'org_harbor' });
    expect(harbor.status).toBe(404);
    const harborCookie = /site_token=[^;]+/.exec(harbor.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(harborCookie).not.toBe('');
    expect(
      (await app.post(`/api/storefront/reviews/${top?.id}/helpful`, undefined, { headers: { cookie: harborCookie, origin: SITE } })).status,
    ).toBe(403);
  });
});

describe('staff-made calendar events', () => {
  const meeting = {
    kind: 'meeting',
    title: 'Call Valentina Privata about her complaint',
    start: '2026-03-03T09:00:00-05:00',
    end: '2026-03-03T10:00:00-05:00',
    timeZone: 'America/New_York',
    location: 'Back office',
    host: 'Owner Olga',
    notes: 'Her e-mail is victim.private@example.com',
  };
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown, org = 'org_northwind') =>
    app.app.request(`/api/calendar${path}`, {
      method,
      headers: { orgid: org, origin: SITE, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  it("answer strangers, customers and the other tenant's staff and token with 401, 403 or 404, and change nothing", async () => {
    app = paymentApp();
    const staff = { cookie: await staffCookie(app.data) };
    const made = (await (await call('POST', '/events', staff, meeting)).json()) as { event: { sk: string } };
    const id = made.event.sk;
    const harborStaff = await staffCookie(app.data, 'org_harbor');
    const callers: [string, Record<string, string>, string, number[]][] = [
      ['anonymous', {}, 'org_northwind', [401]],
      ['customer', { cookie: await customerCookie(app.data, 'ada@example.com') }, 'org_northwind', [401]],
      ['Harbor staff at Northwind', { cookie: harborStaff }, 'org_northwind', [403]],
      ['Harbor staff at Harbor', { cookie: harborStaff }, 'org_harbor', [404]],
      ['Harbor token at Harbor', { authorization: appAuthorization(app.config, 'org_harbor') }, 'org_harbor', [404]],
      ['Harbor token at Northwind', { authorization: appAuthorization(app.config, 'org_harbor') }, 'org_northwind', [401, 403]],
      ['Northwind staff from another site', { cookie: staff.cookie, origin: 'https://evil.example' }, 'org_northwind', [403]],
    ];
    for (const [who, headers, org, statuses] of callers) {
      expect(statuses, `${who} PUT`).toContain((await call('PUT', `/events/${id}`, headers, { title: 'Hacked' }, org)).status);
      expect(statuses, `${who} DELETE`).toContain((await call('DELETE', `/events/${id}`, headers, undefined, org)).status);
      if (!statuses.includes(404)) expect(statuses, `${who} POST`).toContain((await call('POST', '/events', headers, meeting, org)).status);
    }
    const still = (await (await call('GET', '?from=2026-03-01&to=2026-03-08', staff)).json()) as { events: { sk: string; name: string }[] };
    expect(still.events.filter((e) => e.sk.startsWith('cev_')).map((e) => e.name)).toEqual([meeting.title]);
  });

  it('refuse arrays, numbers for dates, impossible spans and wrong content types', async () => {
    app = paymentApp();
    const staff = { cookie: await staffCookie(app.data) };
    const bad: unknown[] = [
      [meeting],
      { ...meeting, start: 1772546400000 },
      { ...meeting, end: '2026-03-02T10:00:00-05:00' },
      { ...meeting, end: '2027-03-03T10:00:00-05:00' },
      { ...meeting, timeZone: 'Mars/Olympus' },
      { ...meeting, kind: 'party' },
      { ...meeting, title: ' ' },
      { ...meeting, notes: 'x'.repeat(2001) },
    ];
    for (const body of bad) expect((await call('POST', '/events', staff, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await call('POST', '/events', { ...staff, 'content-type': 'text/plain' }, meeting)).status).toBe(415);
    expect((await call('POST', '/events', staff, JSON.stringify({ ...meeting, notes: 'x'.repeat(2_000_000) }))).status).toBe(413);
    expect(await app.data.selectFrom('calendar_events').select('id').execute()).toEqual([]);
  });
});

describe('saved forms', () => {
  const design = {
    id: 'visit',
    title: 'Plan a visit',
    fields: [
      { type: 'text', name: 'name', label: 'Name', required: true },
      { type: 'textarea', name: 'message', label: 'Message' },
    ],
  };
  const api = (method: string, path: string, headers: Record<string, string>, body?: unknown, org = 'org_northwind') =>
    app.app.request(`/api/forms${path}`, {
      method,
      headers: { orgid: org, origin: SITE, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const stored = async () => (await app.data.selectFrom('records').select('id').where('type', '=', 'form_submission').execute()).length;

  it("only this tenant's staff save designs; another tenant's form and ticket open nothing", async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const staff = { cookie: await staffCookie(app.data) };
    const harborStaff = { cookie: await staffCookie(app.data, 'org_harbor') };
    expect((await api('POST', '/designs', {}, { schema: design })).status).toBe(401);
    expect((await api('POST', '/designs', { cookie: await customerCookie(app.data, 'ada@example.com') }, { schema: design })).status).toBe(
      401,
    );
    expect((await api('POST', '/designs', harborStaff, { schema: design })).status).toBe(403);
    expect((await api('POST', '/designs', { ...staff, origin: 'https://evil.example' }, { schema: design })).status).toBe(403);
    expect((await api('GET', '/designs', harborStaff)).status).toBe(403);
    expect((await api('POST', '/designs', staff, { schema: design })).status).toBe(201);
    expect((await api('GET', '/designs/visit', {}, undefined, 'org_harbor')).status).toBe(404);

    // Harbor saves a form of the same id; its ticket is no good at Northwind, nor for another form.
    await api('POST', '/designs', harborStaff, { schema: design }, 'org_harbor');
    await api('POST', '/designs', staff, { schema: { ...design, id: 'other' } });
    const harborTicket = ((await (await api('GET', '/designs/visit', {}, undefined, 'org_harbor')).json()) as { ticket: string }).ticket;
    const otherTicket = ((await (await api('GET', '/designs/other', {})).json()) as { ticket: string }).ticket;
    const issued = Date.now() - 60_000;
    for (const ticket of [harborTicket, otherTicket, `${issued}.${'A'.repeat(43)}`, undefined]) {
      const sent = await api('POST', '/visit/submissions', {}, { values: { name: 'Bot' }, ...(ticket ? { ticket } : {}) });
      expect(sent.status).toBe(201);
    }
    expect(await stored()).toBe(0);
  });

  it('shows markup in designs and answers as text on the public page, the staff page and the CSV', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const staff = { cookie: await staffCookie(app.data) };
    const markup = '<img src=x onerror=alert(1)>';
    const saved = await api('POST', '/designs', staff, {
      schema: { ...design, title: `${markup}</script>`, fields: [{ ...design.fields[0], label: markup }, design.fields[1]] },
    });
    expect(saved.status).toBe(201);
    const ticket = ((await (await api('GET', '/designs/visit', {})).json()) as { ticket: string }).ticket;
    const [ms = '0', mac = ''] = ticket.split('.');
    expect(mac).toHaveLength(43);
    // A ticket moved back in time to skip the fill time no longer matches its signature: a bot, not stored.
    const old = `${Number(ms) - 10_000}.${mac}`;
    expect((await api('POST', '/visit/submissions', {}, { values: { name: 'x' }, ticket: old })).status).toBe(201);
    expect(await stored()).toBe(0);
    await upsertRecord(app.data, 'org_northwind', 'form_submission', 'rec_x', {
      formId: 'visit',
      title: 'Plan a visit',
      values: { name: `${markup}</script>`, message: '@SUM(1+1)*cmd|' },
    });
    const publicPage = await (await app.app.request(`${SITE}/forms/visit?org=northwind`)).text();
    const staffPage = await (await app.app.request(`${SITE}/staff/forms?org=northwind`, { headers: staff })).text();
    for (const page of [publicPage, staffPage]) {
      expect(page).not.toContain('<img src=x');
      expect(page.split('</script>').length).toBe(page.split('<script').length);
    }
    const csv = await (await app.app.request(`${SITE}/staff/forms/visit/submissions.csv?org=northwind`, { headers: staff })).text();
    expect(csv).toContain("'@SUM(1+1)*cmd|");
  });
});

describe('PayPal express shipping', () => {
  it('refuses arrays, numbers, odd countries, markup-length fields and other content types, and leaves the total alone', async () => {
    app = paymentApp({ RATE_LIMITS: 'off' });
    const created = await app.post('/api/payments/wallet/express', { items: [{ sku: 'NW-BOO-020', quantity: 1 }] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const cookie = /site_token=[^;]+/.exec(created.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const amount = async () =>
      (await app.data.selectFrom('express_payments').select('amount_cents').where('provider_ref', '=', id).executeTakeFirstOrThrow())
        .amount_cents;
    const total = await amount();
    const ship = (body: unknown, headers: Record<string, string> = {}) =>
      app.post(`/api/payments/wallet/express/${id}/shipping`, body, { headers: { cookie, origin: SITE, ...headers } });
    const bad: unknown[] = [
      [{ country: 'US', state: 'NY' }],
      { country: 840 },
      { country: 'USA' },
      { country: 'ＵＳ' },
      { country: 'US', state: 'x'.repeat(101) },
      { country: 'US', state: ['NY'] },
      'null',
    ];
    for (const body of bad) expect((await ship(body)).status, JSON.stringify(body)).toBe(400);
    expect((await ship({ country: 'US', state: 'NY' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await ship({ country: 'US', state: 'NY' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await ship({ country: 'US', state: 'NY' }, { cookie: '' })).status).toBe(404);
    expect(await amount()).toBe(total);
  });
});

describe('product filters', () => {
  it('answer 400 to negative, huge, fractional, non-numeric prices and odd inStock; odd brands match nothing', async () => {
    app = paymentApp();
    for (const query of [
      'minPrice=-1',
      'maxPrice=1e400',
      'minPrice=abc',
      'minPrice=1.5',
      'maxPrice=',
      'inStock=1',
      'inStock=yes',
      'minPrice=10&minPrice=20',
    ]) {
      const answer = await app.get(`/api/storefront/products?${query}`);
      expect([200, 400], query).toContain(answer.status);
      if (answer.status === 200) expect(Array.isArray(answer.body.data), query).toBe(true);
    }
    for (const query of ['minPrice=-1', 'minPrice=abc', 'inStock=yes'])
      expect((await app.get(`/api/storefront/products?${query}`)).status, query).toBe(400);
    for (const brand of ["' OR 1=1 --", '%', '_', '\u202Eevil']) {
      const answer = await app.get(`/api/storefront/products?brand=${encodeURIComponent(brand)}`);
      expect(answer.status, brand).toBe(200);
      expect(answer.body.data, brand).toEqual([]);
    }
  });
});
