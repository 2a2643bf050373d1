// @vitest-environment node
/**
 * Issue 18's new surfaces tried as a stranger would: an anonymous caller, the other tenant's staff
 * (org_harbor against org_northwind), a visitor holding someone else's link, and a staff member
 * pointing the server's requests inside its own network.
 */
import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Data } from './database.ts';
import { body, bookingApp, PICKUP, TEST_NOW } from '../../test/helpers/server/booking-app.ts';
import { paymentApp } from '../../test/helpers/server/payment-app.ts';
import { setClock } from './routes/api/reservations/clock.ts';
import { refundsOf } from './payments/refunds.ts';
import { outboxMessage, readOutbox } from './mail/mailer.ts';
import { deliverDue } from './notify/deliver.ts';
import { createEndpoint } from './notify/endpoints.ts';
import { PUBLIC_HOST_REQUIRED } from './routes/api/webhook-endpoints.ts';
import { isPrivateHost } from './notify/private-hosts.ts';
import { NOW, notifyApp } from '../../test/helpers/server/notify-app.ts';
import { orderRequest } from '../../test/helpers/server/storefront-calls.ts';
import { RATE_LIMIT_POLICIES } from './middleware/rate-limits.ts';
import { appAuthorization, makeTestApp, staffCookie } from '../../test/helpers/server/test-app.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
  vi.unstubAllEnvs();
});
/** A seeded app closed after the test. */
function app(env: Record<string, string> = {}) {
  const t = makeTestApp(env);
  cleanups.push(t.close);
  return t;
}
/** A local HTTP receiver answering every request with `status` (and `location` on a redirect); it counts what arrives. */
async function receiver(status = 204, location?: string) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    request.resume();
    response.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, hits };
}
const webhookStatus = (data: Data) =>
  data.selectFrom('deliveries').select(['status', 'last_error as lastError']).where('channel', '=', 'webhook').execute();

describe('/api/webhooks as a stranger', () => {
  const call = (t: ReturnType<typeof app>, method: string, path: string, headers: Record<string, string> = {}, json?: unknown) =>
    t.app.request(`/api/webhooks${path}`, {
      method,
      headers: { 'content-type': 'application/json', orgid: 'org_northwind', origin: 'http://localhost', ...headers },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  it('refuses anonymous callers (401) and Harbor staff (403) on every operation, and Harbor cannot remove Northwind’s endpoint from its own site', async () => {
    const t = app();
    const made = await createEndpoint(t.data, 'org_northwind', { url: 'https://hooks.example.com/nw', events: ['*'] });
    const harbor = { cookie: await staffCookie(t.data, 'org_harbor') };
    const attempts: [string, string, unknown?][] = [
      ['GET', ''],
      ['POST', '', { url: 'https://evil.example/x' }],
      ['DELETE', `/${made?.id}`],
    ];
    for (const [method, path, json] of attempts) {
      expect((await call(t, method, path, {}, json)).status, `${method} anonymous`).toBe(401);
      expect((await call(t, method, path, harbor, json)).status, `${method} Harbor staff`).toBe(403);
    }
    const fromHarborSite = await call(t, 'DELETE', `/${made?.id}`, { ...harbor, orgid: 'org_harbor' });
    expect(fromHarborSite.status).toBe(404);
    const listed = await call(t, 'GET', '', { cookie: await staffCookie(t.data) });
    expect(((await listed.json()) as { data: { id: string; secret?: string }[] }).data).toEqual([
      expect.objectContaining({ id: made?.id }),
    ]);
    expect(JSON.stringify(await (await call(t, 'GET', '', { cookie: await staffCookie(t.data) })).json())).not.toContain('whsec_');
  });

  it('outside demo mode refuses endpoints on this machine, however the address is spelled', async () => {
    const t = app({ DEMO_MODE: 'false', SITE_URL: 'https://shop.example.com' });
    const owner = { cookie: await staffCookie(t.data), origin: 'https://shop.example.com' };
    for (const url of [
      'https://localhost./hook',
      'https://LOCALHOST/hook',
      'https://127.1/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
    ]) {
      const res = await call(t, 'POST', '', owner, { url });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, url).toBe(PUBLIC_HOST_REQUIRED);
    }
    expect(await t.data.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
  });

  it('outside demo mode never sends a webhook to a host name that resolves to this machine', async () => {
    const name = hostname();
    const resolved = await lookup(name).catch(() => undefined);
    expect(resolved && isPrivateHost(resolved.address), `this test needs ${name} to resolve to a private address`).toBe(true);
    const { port, hits } = await receiver();
    const t = await notifyApp({ DEMO_MODE: 'false', SITE_URL: 'https://shop.example.com' });
    cleanups.push(t.close);
    await createEndpoint(t.data, 'org_northwind', { url: `http://${name}:${port}/hook`, events: ['*'] });
    await t.bookingEventNow('booking.created', { email: '' });
    await deliverDue(t.data, t.config, NOW);
    expect(hits).toEqual([]);
    expect(await webhookStatus(t.data)).toEqual([{ status: 'pending', lastError: expect.stringMatching(/public address/) }]);
  });

  it('does not follow a receiver’s redirect (to this machine or anywhere)', async () => {
    const inside = await receiver();
    const outside = await receiver(302, `http://127.0.0.1:${inside.port}/admin`);
    const t = await notifyApp();
    cleanups.push(t.close);
    await createEndpoint(t.data, 'org_northwind', { url: `http://127.0.0.1:${outside.port}/hook`, events: ['*'] });
    await t.bookingEventNow('booking.created', { email: '' });
    await deliverDue(t.data, t.config, NOW);
    expect(outside.hits).toEqual(['/hook']);
    expect(inside.hits).toEqual([]);
    expect(await webhookStatus(t.data)).toEqual([{ status: 'pending', lastError: 'The endpoint answered HTTP 302' }]);
  });
});

describe('the test clock and job routes', () => {
  const post = (t: ReturnType<typeof app>, path: string) =>
    t.app.request(`/__booking-test/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
    });

  it('answer 404 in demo mode without BOOKING_TEST_CLOCK=1, and outside demo mode even with it', async () => {
    vi.stubEnv('BOOKING_TEST_CLOCK', '');
    const demo = app({ DEMO_MODE: 'true' });
    expect((await post(demo, 'clock')).status).toBe(404);
    expect((await post(demo, 'run-jobs')).status).toBe(404);
    vi.stubEnv('BOOKING_TEST_CLOCK', '1');
    const live = app({ DEMO_MODE: 'false', SITE_URL: 'https://shop.example.com' });
    expect((await post(live, 'clock')).status).toBe(404);
    expect((await post(live, 'run-jobs')).status).toBe(404);
    expect(new Date().getFullYear()).toBeLessThan(2030);
  });
});

describe('/staff/outbox as a stranger', () => {
  it('sends anonymous callers and Harbor staff to sign in, and serves a customer’s HTML-laden name as inert text under a sandboxed, script-free CSP', async () => {
    const t = await notifyApp({}, '<img src=x onerror=alert(1)><script>alert(2)</script>');
    cleanups.push(t.close);
    await t.bookingEventNow('booking.created');
    await deliverDue(t.data, t.config, NOW);
    const [message] = await readOutbox(t.data, 'org_northwind');
    expect(message).toBeDefined();
    const path = `/staff/outbox/${message?.id}/message.html`;
    const strangers: Record<string, string>[] = [{}, { cookie: await staffCookie(t.data, 'org_harbor') }];
    for (const headers of strangers) {
      const refused = await t.app.request(path, { headers: { orgid: 'org_northwind', ...headers } });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toContain('/staff/sign-in');
    }
    const harborOwnSite = await t.app.request(`${path}?org=harbor`, { headers: { cookie: await staffCookie(t.data, 'org_harbor') } });
    expect(await harborOwnSite.text()).not.toContain('onerror');
    const served = await t.app.request(path, { headers: { orgid: 'org_northwind', cookie: await staffCookie(t.data) } });
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain('&lt;script&gt;');
    expect(served.headers.get('content-type')).toMatch(/^text\/html/);
    // The message's own inline styles show, and nothing in it can run or reach anywhere.
    const policy = served.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/\bsandbox\b/);
    expect(policy).not.toMatch(/script-src/);
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(policy).toMatch(/style-src 'unsafe-inline'/);
    expect((await outboxMessage(t.data, 'org_northwind', message?.id ?? 0))?.subject).not.toMatch(/[\r\n]/);
  });
});

describe('refunds on cancel, tried by someone else', () => {
  /** A Northwind styling session paid by card through the simulator, with its visitor's manage token. */
  async function paidBooking(p: ReturnType<typeof paymentApp>, time = '12:00') {
    const reservation = await p.newReservation(time);
    await p.payReservationByCard(reservation);
    return reservation;
  }
  const reservationStatus = async (p: ReturnType<typeof paymentApp>, id: string) =>
    (await p.data.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const refunded = async (p: ReturnType<typeof paymentApp>, id: string) =>
    (await refundsOf(p.data, 'org_northwind', { type: 'reservation', id })).length;

  it('refuses a cancel with another booking’s link, without a link, or from the other tenant; a second cancel refunds nothing more', async () => {
    const p = paymentApp();
    cleanups.push(p.close);
    const victim = await paidBooking(p, '12:00');
    const attacker = await paidBooking(p, '14:00');
    for (const [manageToken, org] of [
      [attacker.manageToken, 'org_northwind'],
      [undefined, 'org_northwind'],
      [victim.manageToken, 'org_harbor'],
    ] as const) {
      const res = await p.post('/api/reservations/delete', { reservationId: victim.id, ...(manageToken ? { manageToken } : {}) }, { org });
      expect(res.status, `${org} ${manageToken === attacker.manageToken ? 'other link' : 'no link'}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await refunded(p, victim.id)).toBe(0);
    expect(await reservationStatus(p, victim.id)).toBe('confirmed');
    const first = await p.post('/api/reservations/delete', { reservationId: victim.id, manageToken: victim.manageToken });
    expect(first.body).toEqual({ ok: true, refund: 'succeeded', refundAmount: 4900 + 404, refundCurrency: 'USD' });
    const again = await p.post('/api/reservations/delete', { reservationId: victim.id, manageToken: victim.manageToken });
    const viaUpdate = await p.post('/api/reservations/update', {
      reservationId: victim.id,
      status: 'cancelled',
      manageToken: victim.manageToken,
    });
    expect(again.status).toBeLessThan(500);
    expect(viaUpdate.status).toBeLessThan(500);
    expect(await refunded(p, victim.id)).toBe(1);
  });

  it('refuses a visitor’s cancel through /update after the cut-off: no refund', async () => {
    const p = paymentApp();
    cleanups.push(p.close);
    const booked = await paidBooking(p);
    cleanups.push(setClock('2026-03-05T16:30:00Z'));
    const res = await p.post('/api/reservations/update', {
      reservationId: booked.id,
      status: 'cancelled',
      manageToken: booked.manageToken,
    });
    expect(res.status).toBe(409);
    expect(await refunded(p, booked.id)).toBe(0);
    expect(await reservationStatus(p, booked.id)).toBe('confirmed');
  });
});

describe('the walk-in queue’s e-mail addresses', () => {
  it('never appear on the public board or in Find Me by entry id', async () => {
    const b = bookingApp();
    cleanups.push(b.close);
    const joined = await b.post(
      '/create',
      {
        type: 'queue',
        locationId: 'loc_hb_marina',
        serviceId: 'svc_hb_mens',
        customerName: 'Sam Smith',
        customerPhone: '07700 900123',
        customerEmail: 'sam.secret@example.co.uk',
        partySize: 1,
        language: 'es',
      },
      { org: 'org_harbor', as: 'visitor' },
    );
    expect(joined.status).toBe(201);
    const id = (await body(joined)).queueEntry.id as string;
    const board = await b.get('?type=queue&locationId=loc_hb_marina', 'org_harbor', 'visitor');
    const findMe = await b.get(`?type=queue&locationId=loc_hb_marina&find=${id}`, 'org_harbor', 'visitor');
    for (const res of [board, findMe]) {
      const text = await res.text();
      expect(text).toContain(id);
      expect(text).not.toMatch(/sam\.secret|07700|Smith/);
    }
  });
});

describe('holding stock with a pile of unpaid orders', () => {
  it('limits a visitor’s new orders per address (each one holds stock until it expires); the tenant’s own server is not limited', async () => {
    const t = app();
    await t.data.updateTable('products').set({ stock: 100000 }).where('tenant_id', '=', 'org_northwind').execute();
    const order = (headers: Record<string, string> = {}) =>
      t.app.request('/api/storefront/order/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', orgid: 'org_northwind', origin: 'http://localhost', ...headers },
        body: JSON.stringify(orderRequest({ items: [{ sku: 'NW-BOO-017', quantity: 1 }] })),
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_POLICIES['order-create'].points + 1; i++) statuses.push((await order()).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const refused = await order();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    expect((await order({ authorization: appAuthorization(t.config) })).status).toBe(201);
  });
});

describe('what a visitor types into a booking, in the e-mail', () => {
  it('a forged language, a line break in the name and a link in the notes stay text: no header, no markup, no live link', async () => {
    const b = bookingApp();
    cleanups.push(b.close);
    const made = await b.post(
      '/create',
      {
        ...PICKUP,
        customerName: 'Ada\r\nBcc: everyone@example.com',
        notes: '<a href="https://evil.example/pay">Pay here</a>',
        language: '"><script>alert(1)</script>',
      },
      { as: 'visitor' },
    );
    expect(made.status).toBe(201);
    await deliverDue(b.data, b.config, new Date(TEST_NOW));
    const [message] = await readOutbox(b.data, 'org_northwind');
    const full = await outboxMessage(b.data, 'org_northwind', message?.id ?? 0);
    expect(full?.subject).toMatch(/^Booking confirmed/);
    expect(full?.subject).not.toMatch(/[\r\n]|Bcc/);
    expect(full?.html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(full?.html).not.toMatch(/<script|href="https:\/\/evil/);
  });
});
