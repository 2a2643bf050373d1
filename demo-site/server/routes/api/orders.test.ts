// @vitest-environment node
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../../../shared/api/schemas.ts';
import { manageTokenExpiry, signManageToken } from '../../auth/manage-tokens.ts';
import { eventsOf } from '../../lifecycle/events.ts';
import { serverSecret } from '../../domain/secrets.ts';
import { makeTestApp, productStock } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, orderRequest, tokenFrom, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

// Every request here comes from one address; the order-create limit has its own test (lifecycle-stranger.test.ts).
const t = makeTestApp({ RATE_LIMITS: 'off' });
afterAll(() => t.close());

type OrderAnswer = { data: Order };
const create = (body: unknown, headers: Record<string, string> = {}) =>
  call<OrderAnswer>(t, '/api/storefront/order/create', jsonPost(body, headers));
const stockOf = (sku: string, tenant = 'org_northwind') => productStock(t.data, sku, tenant);
const orderCount = async () => (await t.data.selectFrom('orders').select('id').execute()).length;

describe('POST /api/storefront/order/create', () => {
  it('creates an order priced by the server, numbered per tenant, and takes the stock', async () => {
    const before = await stockOf('NW-BOO-017');
    const { status, body, headers } = await create(orderRequest());
    expect(status).toBe(201);
    const order = v.parse(orderSchema, body.data);
    expect(order).toMatchObject({
      status: 'new',
      paymentStatus: 'unpaid',
      paymentMethod: 'card',
      paymentGateway: 'stripe',
      customerInfo: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      shippingAddress: { country: 'US', city: 'New York' },
      items: [{ sku: 'NW-BOO-017', name: 'The Quiet Trail', quantity: 2, price: 2400 }],
      subtotal: 4800,
      shipping: 1000,
      // New York's 4 % state rate from Northwind's settings.
      tax: 192,
      taxIncluded: false,
      discount: 0,
      total: 4800 + 1000 + 192,
      currency: 'USD',
    });
    expect(order.number).toMatch(/^NW-1\d{5}$/);
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(await stockOf('NW-BOO-017')).toBe(before - 2);
    expect(tokenFrom(headers)).toBeTruthy();
    const next = await create(orderRequest());
    expect(Number(next.body.data.number.slice(3))).toBe(Number(order.number.slice(3)) + 1);
    const harbor = await create(orderRequest({ items: [{ sku: 'HB-HAI-002', quantity: 1 }] }), { orgid: 'org_harbor' });
    // Harbor's prices include 20 % VAT (the 3.00 of 18.00 is VAT, not added) and ship for 3.95 below 40;
    // an address without a country is in Harbor's home country.
    expect(harbor.body.data).toMatchObject({
      number: 'HB-100001',
      currency: 'GBP',
      subtotal: 1800,
      tax: 366,
      taxIncluded: true,
      shipping: 395,
      total: 1800 + 395,
    });
    expect(harbor.body.data.shippingAddress.country).toBe('GB');
  });

  it('ignores tampered prices and totals: the same order either way', async () => {
    const honest = await create(orderRequest({ items: [{ sku: 'NW-TOY-023', quantity: 1 }], discountCode: 'WELCOME10' }));
    const tampered = await create(
      orderRequest({
        items: [{ sku: 'NW-TOY-023', quantity: 1, price: 1, name: 'Free stuff' }],
        discountCode: 'WELCOME10',
        subtotal: 1,
        shipping: 0,
        tax: 0,
        discount: 100000,
        total: 1,
        status: 'paid',
        paymentStatus: 'paid',
      }),
    );
    const pick = (o: Order) => ({
      items: o.items,
      subtotal: o.subtotal,
      shipping: o.shipping,
      tax: o.tax,
      discount: o.discount,
      total: o.total,
      status: o.status,
      paymentStatus: o.paymentStatus,
    });
    expect(pick(tampered.body.data)).toEqual(pick(honest.body.data));
    expect(tampered.body.data).toMatchObject({
      subtotal: 1800,
      discount: 180,
      discountCode: 'WELCOME10',
      total: 1800 + 1000 + 72 - 180,
      status: 'new',
      paymentStatus: 'unpaid',
    });
  });

  it('keeps a separate billing address and upper-cases the country', async () => {
    const billingAddress = { firstName: 'Bo', lastName: 'Li', address: '9 Elm', city: 'Boston', state: 'MA', zip: '02101', country: 'us' };
    const { body } = await create(orderRequest({ billingAddress }));
    expect(body.data.billingAddress).toEqual({ ...billingAddress, country: 'US' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [orderRequest({ customerInfo: { email: 'ada lovelace@example.com' } }), 'customerInfo.email'],
      [orderRequest({ customerInfo: { email: 'not-an-email' } }), 'customerInfo.email'],
      [orderRequest({ customerInfo: {} }), 'customerInfo.email'],
      [orderRequest({ shippingAddress: { firstName: 'A', lastName: 'B', address: '1', city: 'X', state: 'NY' } }), 'shippingAddress.zip'],
      [orderRequest({ shippingAddress: { lastName: 'B', address: '1', city: 'X', state: 'NY', zip: '1' } }), 'shippingAddress.firstName'],
      [
        orderRequest({
          shippingAddress: { firstName: 'A', lastName: 'B', address: '1', city: 'X', state: 'NY', zip: '1', country: 'USA' },
        }),
        'shippingAddress.country',
      ],
      [orderRequest({ items: [] }), 'items'],
      [orderRequest({ items: [{ sku: 'NW-BOO-017', quantity: 1000 }] }), 'items.0.quantity'],
      [orderRequest({ paymentGateway: undefined }), 'paymentGateway'],
      [orderRequest({ paymentGateway: 'bitcoin-atm' }), 'paymentGateway'],
    ];
    for (const [body, field] of cases) {
      const response = await call<ErrorBody>(t, '/api/storefront/order/create', jsonPost(body));
      expect(response.status, field).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'invalid', field });
      expect(response.body.error.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(
      (await call<ErrorBody>(t, '/api/storefront/order/create', jsonPost(orderRequest({ customerInfo: { email: 'a b@c.de' } })))).body.error
        .message,
    ).toBe('customerInfo.email: must be an email address');
    const harborHasNoPaypal = await call<ErrorBody>(
      t,
      '/api/storefront/order/create',
      jsonPost(orderRequest({ paymentGateway: 'paypal', items: [{ sku: 'HB-HAI-002', quantity: 1 }] }), { orgid: 'org_harbor' }),
    );
    expect(harborHasNoPaypal.body.error.message).toBe('paymentGateway: Payment gateway "paypal" not available');
  });

  it('answers 404 for an unknown sku and 409 when stock is short, taking nothing', async () => {
    const before = await orderCount();
    const unknown = await call<ErrorBody>(
      t,
      '/api/storefront/order/create',
      jsonPost(orderRequest({ items: [{ sku: 'NOPE', quantity: 1 }] })),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field).toBe('items.0.sku');
    const stock = await stockOf('NW-BOO-019');
    const short = await call<ErrorBody>(
      t,
      '/api/storefront/order/create',
      jsonPost(
        orderRequest({
          items: [
            { sku: 'NW-BOO-017', quantity: 1 },
            { sku: 'NW-BOO-019', quantity: stock + 1 },
          ],
        }),
      ),
    );
    expect(short.status).toBe(409);
    expect(short.body.error).toEqual({
      code: 'insufficient_stock',
      message: `Only ${stock} left of NW-BOO-019`,
      field: 'items.1.quantity',
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf('NW-BOO-019')).toBe(stock);
  });

  it('takes variation stock from the variation and the product', async () => {
    const variations = async () =>
      JSON.parse(
        (await t.data.selectFrom('products').select('variations').where('sku', '=', 'NW-FAS-011').executeTakeFirstOrThrow()).variations,
      ) as { sku: string; stock: number }[];
    const navyBefore = (await variations()).find((x) => x.sku === 'NW-FAS-011-NAVY')?.stock ?? 0;
    const productBefore = await stockOf('NW-FAS-011');
    const { status } = await create(
      orderRequest({ items: [{ sku: 'NW-FAS-011', quantity: 2, attributes: { color: 'navy', size: '9' } }] }),
    );
    expect(status).toBe(201);
    expect((await variations()).find((x) => x.sku === 'NW-FAS-011-NAVY')?.stock).toBe(navyBefore - 2);
    expect(await stockOf('NW-FAS-011')).toBe(productBefore - 2);
  });

  it('is idempotent: a double submit creates one order; the same key with another body is 422', async () => {
    const before = await orderCount();
    const body = orderRequest({ items: [{ sku: 'NW-TOY-021', quantity: 1 }] });
    const [first, second] = await Promise.all([
      create(body, { 'idempotency-key': 'double-click-1' }),
      create(body, { 'idempotency-key': 'double-click-1' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const retry = await create(body, { 'idempotency-key': 'double-click-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe((first.status === 201 ? first : second).body.data.id);
    expect(await orderCount()).toBe(before + 1);
    const reused = await call<ErrorBody>(
      t,
      '/api/storefront/order/create',
      jsonPost({ ...body, items: [{ sku: 'NW-TOY-021', quantity: 2 }] }, { 'idempotency-key': 'double-click-1' }),
    );
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('a repeat whose first answer (and session cookie) was lost moves the order into the session of the repeat', async () => {
    const body = orderRequest({ items: [{ sku: 'NW-TOY-021', quantity: 1 }] });
    const lost = await create(body, { 'idempotency-key': 'lost-answer-1' });
    expect(lost.status).toBe(201);
    const repeat = await create(body, { 'idempotency-key': 'lost-answer-1' });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const token = tokenFrom(repeat.headers) ?? '';
    expect(token).not.toBe(tokenFrom(lost.headers));
    const mine = await call<{ data: Order[] }>(t, '/api/storefront/orders', { headers: { authorization: `Bearer ${token}` } });
    expect(mine.body.data.map((o) => o.id)).toEqual([lost.body.data.id]);
  });

  it('keeps the checkout’s language, else the browser’s, and e-mails nobody before a payment path is chosen', async () => {
    const spanish = await create(orderRequest({ language: 'es' }));
    const browser = await create(orderRequest(), { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const english = await create(orderRequest({ language: 'en' }), { 'accept-language': 'es' });
    const language = async (id: string) =>
      (await t.data.selectFrom('orders').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
    expect(await Promise.all([spanish, browser, english].map((r) => language(r.body.data.id)))).toEqual(['es', 'es', 'en']);
    expect(await eventsOf(t.data, 'org_northwind', spanish.body.data.id)).toEqual([]);
  });

  it('never takes stock below zero when 20 shoppers race for the last 3', async () => {
    await t.data
      .updateTable('products')
      .set({ stock: 3 })
      .where('tenant_id', '=', 'org_northwind')
      .where('sku', '=', 'NW-TOY-022')
      .execute();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(orderRequest({ items: [{ sku: 'NW-TOY-022', quantity: 1 }] }), { 'idempotency-key': `race-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const conflicts = results.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(17);
    expect((conflicts[0]?.body as unknown as ErrorBody).error.message).toBe('Only 0 left of NW-TOY-022');
    expect(await stockOf('NW-TOY-022')).toBe(0);
  });
});

describe('reading orders', () => {
  it('gets an order by id, and by email and id or number (both must match)', async () => {
    const placed = await create(orderRequest({ customerInfo: { email: 'Grace@Example.com' } }));
    const order = placed.body.data;
    const buyer = { authorization: `Bearer ${tokenFrom(placed.headers) ?? ''}` };
    expect((await call<OrderAnswer>(t, `/api/storefront/order/${order.id}`, { headers: buyer })).body.data.id).toBe(order.id);
    // Another browser, with or without a session of its own, cannot read it by id.
    expect((await call(t, `/api/storefront/order/${order.id}`)).status).toBe(404);
    const stranger = tokenFrom((await create(orderRequest())).headers) ?? '';
    const strangerRead = await call(t, `/api/storefront/order/${order.id}`, { headers: { authorization: `Bearer ${stranger}` } });
    expect(strangerRead.status).toBe(404);
    expect(JSON.stringify(strangerRead.body)).not.toContain('grace@example.com');
    // The signed link of the order e-mail opens it anywhere; a tampered one does not.
    const link = signManageToken(serverSecret(t.config), 'org_northwind', 'order', order.id, manageTokenExpiry('order', order.createdAt));
    expect((await call<OrderAnswer>(t, `/api/storefront/order/${order.id}?token=${link}`)).body.data.id).toBe(order.id);
    expect((await call(t, `/api/storefront/order/${order.id}?token=${link.slice(0, -2)}xx`)).status).toBe(404);
    expect((await call(t, `/api/storefront/order/${order.id}?token=${'x'.repeat(2001)}`)).body).toEqual({
      error: { code: 'invalid', message: 'token: must be at most 2000 characters', field: 'token' },
    });
    expect((await call<OrderAnswer>(t, `/api/storefront/order/email/grace%40example.com/${order.id}`)).body.data.id).toBe(order.id);
    expect((await call<OrderAnswer>(t, `/api/storefront/order/email/GRACE@example.com/${order.number}`)).status).toBe(200);
    expect((await call(t, `/api/storefront/order/email/other%40example.com/${order.id}`)).status).toBe(404);
    expect((await call(t, `/api/storefront/order/email/not-an-email/${order.id}`)).status).toBe(400);
    expect((await call(t, '/api/storefront/order/ord_nope')).status).toBe(404);
  });

  it('lists only the orders of the same session, optionally by status', async () => {
    const first = await create(orderRequest());
    const token = tokenFrom(first.headers) ?? '';
    const auth = { authorization: `Bearer ${token}` };
    const second = await create(orderRequest(), auth);
    expect(tokenFrom(second.headers)).toBeUndefined();
    await create(orderRequest());
    const mine = await call<{ data: Order[] }>(t, '/api/storefront/orders', { headers: { cookie: `site_token=${token}` } });
    expect(mine.body.data.map((o) => o.id).sort()).toEqual([first.body.data.id, second.body.data.id].sort());
    expect((await call<{ data: Order[] }>(t, '/api/storefront/orders/new', { headers: auth })).body.data).toHaveLength(2);
    expect((await call<{ data: Order[] }>(t, '/api/storefront/orders/paid', { headers: auth })).body.data).toHaveLength(0);
    expect((await call<{ data: Order[] }>(t, '/api/storefront/orders/all', { headers: auth })).body.data).toHaveLength(2);
    expect((await call<ErrorBody>(t, '/api/storefront/orders/bogus', { headers: auth })).body.error.field).toBe('filter');
    const stranger = await call<{ data: Order[] }>(t, '/api/storefront/orders');
    expect(stranger.body.data).toEqual([]);
  });
});

describe('tenant isolation of orders', () => {
  it('answers 404 for a northwind order asked for as harbor, and 403 for a northwind token on harbor', async () => {
    const { body, headers } = await create(orderRequest());
    const token = tokenFrom(headers) ?? '';
    const asHarbor = { orgid: 'org_harbor' };
    expect((await call(t, `/api/storefront/order/${body.data.id}`, { headers: asHarbor })).status).toBe(404);
    expect((await call(t, `/api/storefront/order/email/ada%40example.com/${body.data.id}`, { headers: asHarbor })).status).toBe(404);
    const foreign = await call<ErrorBody>(t, '/api/storefront/orders', { headers: { ...asHarbor, authorization: `Bearer ${token}` } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden');
    expect(
      (await call(t, '/api/storefront/order/create', jsonPost(orderRequest(), { ...asHarbor, cookie: `site_token=${token}` }))).status,
    ).toBe(403);
  });
});
