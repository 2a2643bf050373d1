// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { appAuthorization, makeTestApp, staffCookie } from '../../../../test/helpers/server/test-app.ts';
import { deliverDue } from '../../notify/deliver.ts';
import { isPrivateHost } from '../../notify/private-hosts.ts';
import { HTTPS_REQUIRED, PUBLIC_HOST_REQUIRED } from './webhook-endpoints.ts';
import { NOW, notifyApp } from '../../../../test/helpers/server/notify-app.ts';

let t: ReturnType<typeof makeTestApp>;
afterEach(() => t.close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', orgid: 'org_northwind', origin: 'http://localhost', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('/api/webhooks (the tenant’s webhook endpoints)', () => {
  it('adds an endpoint, answers its secret once, lists it without the secret and removes it', async () => {
    t = makeTestApp();
    const staff = { cookie: await staffCookie(t.data) };
    const made = await call('POST', '/webhooks', staff, {
      url: 'https://hooks.example.com/site',
      events: ['order.paid', 'order.paid', 'booking.created'],
    });
    expect(made.status).toBe(201);
    const { data } = (await made.json()) as { data: { id: string; secret: string; events: string[] } };
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(data.events).toEqual(['order.paid', 'booking.created']);
    const list = await call('GET', '/webhooks', { authorization: appAuthorization(t.config) });
    const listed = (await list.json()) as { data: unknown[] };
    expect(listed.data).toEqual([
      { id: data.id, url: 'https://hooks.example.com/site', events: ['order.paid', 'booking.created'], createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(listed)).not.toContain(data.secret);
    expect((await call('DELETE', `/webhooks/${data.id}`, staff)).status).toBe(204);
    expect((await call('DELETE', `/webhooks/${data.id}`, staff)).status).toBe(404);
    const overlong = await call('DELETE', `/webhooks/${'x'.repeat(101)}`, staff);
    expect(overlong.status).toBe(400);
    expect(await overlong.json()).toEqual({ error: { code: 'invalid', message: 'id: must be at most 100 characters', field: 'id' } });
    expect(((await (await call('GET', '/webhooks', staff)).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses anonymous callers (401) and the other organisation’s staff (403), and never shows one tenant’s endpoints to another', async () => {
    t = makeTestApp();
    const made = await call('POST', '/webhooks', { cookie: await staffCookie(t.data) }, { url: 'https://hooks.example.com/nw' });
    const { id } = ((await made.json()) as { data: { id: string } }).data;
    const harbor = { cookie: await staffCookie(t.data, 'org_harbor') };
    for (const headers of [{}, harbor]) {
      const expected = 'cookie' in headers ? 403 : 401;
      expect((await call('GET', '/webhooks', headers)).status).toBe(expected);
      expect((await call('POST', '/webhooks', headers, { url: 'https://evil.example/x' })).status).toBe(expected);
      expect((await call('DELETE', `/webhooks/${id}`, headers)).status).toBe(expected);
    }
    expect((await call('GET', '/webhooks', { authorization: appAuthorization(t.config, 'org_harbor') })).status).toBe(403);
    const own = await t.app.request('/api/webhooks', { headers: { orgid: 'org_harbor', ...harbor } });
    expect(await own.json()).toEqual({ data: [] });
    const crossDelete = await t.app.request(`/api/webhooks/${id}`, {
      method: 'DELETE',
      headers: { orgid: 'org_harbor', origin: 'http://localhost', ...harbor },
    });
    expect(crossDelete.status).toBe(404);
    expect(
      ((await (await call('GET', '/webhooks', { cookie: await staffCookie(t.data) })).json()) as { data: unknown[] }).data,
    ).toHaveLength(1);
  });

  it('checks the URL and the event types, and wants https outside demo mode', async () => {
    t = makeTestApp({ DEMO_MODE: 'false', SITE_URL: 'https://shop.example.com' });
    const staff = { authorization: appAuthorization(t.config) };
    const plain = await call('POST', '/webhooks', staff, { url: 'http://hooks.example.com/x' });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { error: { message: string } }).error.message).toBe(HTTPS_REQUIRED);
    expect((await call('POST', '/webhooks', staff, { url: 'ftp://hooks.example.com/x' })).status).toBe(400);
    expect((await call('POST', '/webhooks', staff, { url: 'https://user:pw@hooks.example.com/x' })).status).toBe(400);
    expect((await call('POST', '/webhooks', staff, { url: 'https://hooks.example.com/x', events: ['auth.code'] })).status).toBe(400);
    expect((await call('POST', '/webhooks', staff, { url: 'https://hooks.example.com/x', events: [] })).status).toBe(400);
    expect((await call('POST', '/webhooks', staff, { url: 'https://hooks.example.com/x' })).status).toBe(201);
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1:8443/x',
      'https://169.254.169.254/latest',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
    ]) {
      const inside = await call('POST', '/webhooks', staff, { url });
      expect(((await inside.json()) as { error: { message: string } }).error.message).toBe(PUBLIC_HOST_REQUIRED);
    }
  });
});

describe('isPrivateHost', () => {
  it('tells this machine and private networks from public hosts', () => {
    expect(
      ['localhost', 'api.localhost', '127.0.0.1', '192.168.1.10', '172.31.0.1', '[::1]', '[fe80::1]', '[::ffff:7f00:1]'].map(isPrivateHost),
    ).toEqual(Array(8).fill(true));
    expect(['hooks.example.com', '8.8.8.8', '172.32.0.1', '[2606:4700::1111]'].map(isPrivateHost)).toEqual([false, false, false, false]);
  });
});

describe('/staff/outbox', () => {
  it('shows staff their own tenant’s deliveries with status, attempts and last error, and the message parts', async () => {
    const n = await notifyApp();
    t = n;
    await n.bookingEventNow('booking.created');
    await deliverDue(n.data, n.config, NOW);
    await n.data.updateTable('deliveries').set({ status: 'failed', last_error: 'Mailbox <full>' }).execute();
    const page = await n.app.request('/staff/outbox', { headers: { cookie: await staffCookie(n.data) } });
    const text = await page.text();
    expect(text).toContain('booking.created');
    expect(text).toContain('Mailbox &lt;full&gt;');
    expect(text).toContain('Booking confirmed: In-store pickup');
    const href = /href="([^"]*\/invite\.ics)"/.exec(text)?.[1] ?? '';
    const ics = await n.app.request(href, { headers: { cookie: await staffCookie(n.data) } });
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    const htmlHref = /href="([^"]*\/message\.html)"/.exec(text)?.[1] ?? '';
    expect(await (await n.app.request(htmlHref, { headers: { cookie: await staffCookie(n.data) } })).text()).toContain(
      'Northwind Outfitters',
    );

    const anonymous = await n.app.request(href, { headers: { orgid: 'org_northwind' } });
    expect(anonymous.status).toBe(303);
    const harborPage = await n.app.request('/staff/outbox?org=harbor', { headers: { cookie: await staffCookie(n.data, 'org_harbor') } });
    expect(await harborPage.text()).not.toContain('booking.created');
    const harborPart = await n.app.request(`${href.split('?')[0] ?? ''}?org=harbor`, {
      headers: { cookie: await staffCookie(n.data, 'org_harbor') },
    });
    expect(harborPart.status).toBe(404);
    const northwindWithHarborSession = await n.app.request('/staff/outbox', {
      headers: { cookie: await staffCookie(n.data, 'org_harbor') },
    });
    expect(northwindWithHarborSession.status).toBe(303);
  });
});
