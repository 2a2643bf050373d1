// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NW_ORDER_TOTAL, paymentApp } from '../../../test/helpers/server/payment-app.ts';
import { eventsOf } from '../lifecycle/events.ts';
import { refundsOf } from '../payments/refunds.ts';
import { staffCookie } from '../../../test/helpers/server/test-app.ts';

const app = paymentApp({ RATE_LIMITS: 'off' });
afterAll(() => app.close());

const SITE = 'http://localhost';
let northwind = '';
let harbor = '';
let paid = { id: '', number: '' };
let unpaid = { id: '', number: '' };
let booking = { id: '', code: '' };

beforeAll(async () => {
  northwind = await staffCookie(app.data, 'org_northwind');
  harbor = await staffCookie(app.data, 'org_harbor');
  const order = await app.newOrder();
  const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
  await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
    client_secret: intent.body.client_secret,
    simulate: 'succeeded',
  });
  paid = { id: order.id, number: order.number };
  const other = await app.newOrder();
  unpaid = { id: other.id, number: other.number };
  const reservation = await app.newReservation();
  await app.payReservationByCard(reservation);
  booking = {
    id: reservation.id,
    code: (await app.data.selectFrom('reservations').select('confirmation_code').where('id', '=', reservation.id).executeTakeFirstOrThrow())
      .confirmation_code,
  };
});

const page = (cookie: string, org = 'northwind', query = '') =>
  app.app.request(`${SITE}/staff/orders?org=${org}${query}`, { headers: { cookie } });

/** Posts a refund form as a browser on this site does; answers the redirect. */
function postRefund(
  kind: 'orders' | 'bookings',
  id: string,
  fields: Record<string, string>,
  options: { cookie?: string; org?: string; origin?: string } = {},
) {
  return app.app.request(`${SITE}/staff/${kind}/${id}/refund?org=${options.org ?? 'northwind'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? SITE,
      ...(options.cookie === '' ? {} : { cookie: options.cookie ?? northwind }),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Follows a refund's 303 with the same staff session; answers the page's text. */
async function follow(response: Response, cookie = northwind): Promise<string> {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/staff\/orders\?org=/);
  return (await app.app.request(`${SITE}${location}`, { headers: { cookie } })).text();
}

/** The one-time key of a row's form on the page. */
const keyOf = (html: string, rowId: string) => new RegExp(`id="${rowId}"[\\s\\S]*?name="key" value="([^"]+)"`).exec(html)?.[1] ?? '';
const refunded = async (type: 'order' | 'reservation', id: string) =>
  (await refundsOf(app.data, 'org_northwind', { type, id })).map((r) => r.amount);

describe('/staff/orders', () => {
  it('sends a visitor who is not signed in, or signed in elsewhere, to sign in, and refunds nothing for them', async () => {
    for (const cookie of ['', harbor]) {
      const shown = await page(cookie);
      expect(shown.status).toBe(303);
      expect(shown.headers.get('location')).toBe('/staff/sign-in?org=northwind&next=%2Fstaff%2Forders');
      const posted = await postRefund('orders', paid.id, { amount: '1.00' }, { cookie });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toContain('/staff/sign-in');
    }
    expect(await refunded('order', paid.id)).toEqual([]);
  });

  it("lists the tenant's orders and paid bookings with what was paid, and a refund form prefilled with what remains on each paid one", async () => {
    const text = await (await page(northwind)).text();
    const row = /<tr id="order-[^"]+"><th scope="row">NW-[\s\S]*?<\/tr>/g;
    const rows = text.match(row) ?? [];
    const paidRow = rows.find((r) => r.includes(paid.number)) ?? '';
    expect(paidRow).toContain('ada@example.com');
    expect(paidRow).toContain(`<td>$29.76</td><td>Paid</td>`);
    expect(paidRow).toContain(`action="/staff/orders/${paid.id}/refund?org=northwind"`);
    expect(paidRow).toMatch(/name="amount" inputmode="decimal" required size="8" value="29\.76"/);
    const unpaidRow = rows.find((r) => r.includes(unpaid.number)) ?? '';
    expect(unpaidRow).toContain('<td>Not paid</td>');
    expect(unpaidRow).not.toContain('<form');
    expect(text).toMatch(new RegExp(`<tr id="booking-${booking.id}"><th scope="row">${booking.code}[\\s\\S]*?value="53\\.04"`));
  });

  it('refunds part of an order from the form, says so after the redirect, and a form sent twice refunds once', async () => {
    const key = keyOf(await (await page(northwind)).text(), `order-${paid.id}`);
    const fields = { amount: '10.00', reason: 'Scuffed cover', key };
    const after = await follow(await postRefund('orders', paid.id, fields));
    expect(after).toContain(
      `<p class="staff-notice" role="status">Refunded $10.00 of order ${paid.number} to the card or wallet it was paid with. The customer has been e-mailed.</p>`,
    );
    expect(after).toMatch(new RegExp(`${paid.number}[\\s\\S]*?<td>\\$10\\.00 of \\$29\\.76</td>[\\s\\S]*?value="19\\.76"`));
    expect(await follow(await postRefund('orders', paid.id, fields))).toContain(`Refunded $10.00 of order ${paid.number}`);
    expect(await refunded('order', paid.id)).toEqual([1000]);
    expect((await refundsOf(app.data, 'org_northwind', { type: 'order', id: paid.id }))[0]).toMatchObject({
      reason: 'Scuffed cover',
      requestedBy: expect.stringMatching(/^staff:/),
    });
    expect((await eventsOf(app.data, 'org_northwind', paid.id)).filter((e) => e.type === 'order.refunded')).toHaveLength(1);
  });

  it('says why in an alert when the amount is more than remains or not an amount, and refunds nothing', async () => {
    const tooMuch = await follow(await postRefund('orders', paid.id, { amount: '25' }));
    expect(tooMuch).toContain(
      `<p class="form-error" role="alert">Order ${paid.number}: That is more than remains: at most $19.76 of this order can still be refunded.</p>`,
    );
    const notAmount = await follow(await postRefund('orders', paid.id, { amount: 'ten dollars' }));
    expect(notAmount).toContain(`Order ${paid.number}: enter an amount such as 12.50, no more than what can still be refunded.`);
    const notPaid = await follow(await postRefund('orders', unpaid.id, { amount: '1' }));
    expect(notPaid).toContain(`Order ${unpaid.number}: This order has not been paid, so there is nothing to refund.`);
    expect(await refunded('order', paid.id)).toEqual([1000]);
  });

  it('refunds the rest: the order shows Refunded and has no form left; a booking is refunded the same way', async () => {
    const rest = await follow(await postRefund('orders', paid.id, { amount: '19.76' }));
    expect(rest).toMatch(
      new RegExp(`${paid.number}[\\s\\S]*?<td>\\$29\\.76</td><td>Refunded</td><td>\\$29\\.76 of \\$29\\.76</td><td></td></tr>`),
    );
    expect((await app.orderState(paid.id))?.status).toBe('refunded');
    expect(await refunded('order', paid.id)).toEqual([1000, NW_ORDER_TOTAL - 1000]);

    const forBooking = await follow(await postRefund('bookings', booking.id, { amount: '5.04', reason: 'Started late' }));
    expect(forBooking).toContain(`Refunded $5.04 of booking ${booking.code} to the card or wallet it was paid with.`);
    expect(await refunded('reservation', booking.id)).toEqual([504]);
  });

  it("shows the other tenant's staff only their own orders, and their form cannot reach this tenant's order", async () => {
    const harborOrder = await app.newOrder('org_harbor');
    const text = await (await page(harbor, 'harbor')).text();
    expect(text).toContain(harborOrder.number);
    expect(text).not.toContain(paid.number);
    expect(text).not.toContain(booking.code);
    const refusal = await follow(await postRefund('bookings', booking.id, { amount: '1.00' }, { cookie: harbor, org: 'harbor' }), harbor);
    expect(refusal).toContain('<p class="form-error" role="alert">No such booking.</p>');
    expect(await refunded('reservation', booking.id)).toEqual([504]);
  });

  it('refuses a refund form posted from another site, even with the staff cookie', async () => {
    const refused = await postRefund('bookings', booking.id, { amount: '1.00' }, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refunded('reservation', booking.id)).toEqual([504]);
  });
});
