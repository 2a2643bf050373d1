// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createAppCredentials } from '../../auth/app-credentials.ts';
import { serverSecret, signPreviewToken, verifyAppToken } from '../../domain/secrets.ts';
import { appAuthorization, makeTestApp } from '../../../../test/helpers/server/test-app.ts';
import { call, jsonPost, type ErrorBody } from '../../../../test/helpers/server/storefront-calls.ts';

const t = makeTestApp({ APP_ID: 'demo-app', APP_KEY: 'key-123', APP_SECRET: 'secret-456' });
const bare = makeTestApp();
afterAll(() => {
  t.close();
  bare.close();
});

type Rec = { _id: string; id: string; type: string; data: Record<string, unknown>; createdAt: string; updatedAt: string };
const harbor = { orgid: 'org_harbor' };
/** A call by the tenant's own server: its app token for the organisation named in the headers. */
function staffCall<T = Record<string, unknown>>(app: typeof t, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', appAuthorization(app.config, headers.get('orgid') ?? 'org_northwind'));
  return call<T>(app, path, { ...init, headers });
}
const upsert = (body: unknown, site = 'northwind', headers: Record<string, string> = {}) =>
  staffCall<{ data: Rec }>(t, `/api/data/create-or-update/${site}`, jsonPost(body, headers));
const find = (type: string, body: unknown, headers: Record<string, string> = {}) =>
  staffCall<{ data: Rec[] }>(t, `/api/data/find/${type}`, jsonPost(body, headers));

describe('records', () => {
  it('creates, replaces, gets and finds records of a type', async () => {
    const created = await upsert({ type: 'event', data: { title: 'Launch', seats: 10, open: true, venue: null } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ _id: id, type: 'event', data: { title: 'Launch', seats: 10 } });
    const replaced = await upsert({ type: 'event', id, data: { title: 'Launch party', seats: 12, open: false } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.createdAt).toBe(created.body.data.createdAt);
    const got = await staffCall<{ data: Rec }>(t, `/api/data/get/event/${id}`);
    expect(got.body.data.data).toEqual({ title: 'Launch party', seats: 12, open: false });
    await upsert({ type: 'event', id: 'fair', data: { title: 'Fair', seats: 50, open: true } });
    await upsert({ type: 'event', id: 'gala', data: { title: 'Gala', seats: 20, open: true } });
    await upsert({ type: 'event', id: 'expo', data: { title: 'Expo', seats: '12', open: false } });
    expect((await find('event', { query: { seats: 12 } })).body.data.map((r) => r.id)).toEqual([id]);
    expect((await find('event', { query: { seats: '12' } })).body.data.map((r) => r.id)).toEqual(['expo']);
    expect((await find('event', { query: { open: true }, options: { sort: { seats: -1 } } })).body.data.map((r) => r.id)).toEqual([
      'fair',
      'gala',
    ]);
    expect((await find('event', { options: { limit: 1, skip: 1, sort: { title: 1 } } })).body.data.map((r) => r.data.title)).toEqual([
      'Fair',
    ]);
    const searched = await staffCall<{ data: Rec[] }>(t, '/api/data/search/event', jsonPost({ keyword: 'par' }));
    expect(searched.body.data.map((r) => r.id)).toEqual([id]);
  });

  it('finds by attribute, matching numbers and booleans given as text', async () => {
    await upsert({ type: 'member', id: 'm1', data: { name: 'Kim', level: 3, active: true } });
    await upsert({ type: 'member', id: 'm2', data: { name: 'Lee', level: 5, active: false } });
    const all = await staffCall<{ data: Rec[] }>(t, '/api/data/find-by-attribute/member');
    expect(all.body.data.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect((await staffCall<{ data: Rec[] }>(t, '/api/data/find-by-attribute/member/level/5')).body.data.map((r) => r.id)).toEqual(['m2']);
    expect((await staffCall<{ data: Rec[] }>(t, '/api/data/find-by-attribute/member/active/true')).body.data.map((r) => r.id)).toEqual([
      'm1',
    ]);
    expect((await staffCall<{ data: Rec[] }>(t, '/api/data/find-by-attribute/member/name/Kim')).body.data.map((r) => r.id)).toEqual(['m1']);
    expect((await staffCall<ErrorBody>(t, "/api/data/find-by-attribute/member/na'me/x")).body.error.field).toBe('attr');
  });

  it('keeps records per tenant: northwind ids are not found as harbor', async () => {
    const { body } = await upsert({ type: 'secret', id: 'nw-only', data: { v: 1 } });
    expect((await staffCall(t, `/api/data/get/secret/${body.data.id}`, { headers: harbor })).status).toBe(404);
    expect((await find('secret', {}, harbor)).body.data).toEqual([]);
    expect((await staffCall<{ data: Rec[] }>(t, '/api/data/find-by-attribute/secret', { headers: harbor })).body.data).toEqual([]);
    expect((await upsert({ type: 'secret', id: 'nw-only', data: { v: 2 } }, 'northwind', harbor)).status).toBe(404);
    expect((await upsert({ type: 'secret', id: 'nw-only', data: { v: 2 } }, 'harbor', harbor)).status).toBe(201);
    expect((await staffCall<{ data: Rec }>(t, '/api/data/get/secret/nw-only')).body.data.data).toEqual({ v: 1 });
  });

  it("answers 401 to anonymous callers and 403 to another organisation's token, for reads and writes", async () => {
    await upsert({ type: 'newsletter_subscriber', id: 'a', data: { email: 'ann@example.com' } });
    for (const [path, init] of [
      ['/api/data/find-by-attribute/newsletter_subscriber', undefined],
      ['/api/data/get/newsletter_subscriber/a', undefined],
      ['/api/data/find/newsletter_subscriber', jsonPost({})],
      ['/api/data/search/newsletter_subscriber', jsonPost({ keyword: 'ann' })],
      ['/api/data/create-or-update/northwind', jsonPost({ type: 'newsletter_subscriber', id: 'a', data: { email: 'x@example.com' } })],
    ] as const) {
      const anonymous = await call<ErrorBody>(t, path, init);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.error.code).toBe('unauthorized');
      expect(JSON.stringify(anonymous.body)).not.toContain('ann@example.com');
      const headers = { ...(init?.headers as Record<string, string> | undefined), authorization: appAuthorization(t.config, 'org_harbor') };
      expect((await call(t, path, { ...init, headers })).status, path).toBe(403);
    }
    expect((await staffCall<{ data: Rec }>(t, '/api/data/get/newsletter_subscriber/a')).body.data.data).toEqual({
      email: 'ann@example.com',
    });
  });

  it('refuses bad types, ids, queries and bodies with 400 naming the field', async () => {
    expect((await staffCall<ErrorBody>(t, '/api/data/get/Bad_Type/x')).body.error.field).toBe('type');
    expect((await staffCall<ErrorBody>(t, `/api/data/find/${'a'.repeat(42)}`, jsonPost({}))).body.error.field).toBe('type');
    expect((await staffCall<ErrorBody>(t, '/api/data/get/event/..%2F..')).body.error.field).toBe('id');
    expect((await staffCall(t, '/api/data/get/event/nope')).status).toBe(404);
    expect((await find('event', { query: { 'a.b': 1 } })).body).toMatchObject({ error: { field: 'query' } });
    expect((await find('event', { query: { a: { $gt: 1 } } })).body).toMatchObject({ error: { field: 'query.a' } });
    expect((await find('event', { options: { limit: 1000 } })).body).toMatchObject({ error: { field: 'options.limit' } });
    expect((await find('event', { options: { sort: { title: 2 } } })).body).toMatchObject({ error: { field: 'options.sort.title' } });
    expect((await upsert({ type: 'event', data: [1, 2] })).body).toMatchObject({ error: { field: 'data' } });
    expect((await upsert({ type: 'event', data: { big: 'x'.repeat(70_000) } })).body).toMatchObject({ error: { field: 'data' } });
    expect((await upsert({ data: {} })).body).toMatchObject({ error: { field: 'type' } });
    expect((await upsert({ type: 'event', data: {} }, 'nosuchsite')).status).toBe(404);
  });
});

describe('POST /api/data/batch-log', () => {
  it('stores up to 50 entries and refuses bad ones', async () => {
    const ok = await call(
      t,
      '/api/data/batch-log',
      jsonPost({
        entries: [
          { level: 'error', message: 'Boom', data: { at: 'checkout' } },
          { level: 'info', message: 'Hi' },
        ],
      }),
    );
    expect(ok.body).toEqual({ accepted: 2 });
    expect(
      await t.data
        .selectFrom('client_logs')
        .select(['level', 'message', 'data'])
        .where('tenant_id', '=', 'org_northwind')
        .orderBy('id')
        .execute(),
    ).toEqual([
      { level: 'error', message: 'Boom', data: '{"at":"checkout"}' },
      { level: 'info', message: 'Hi', data: null },
    ]);
    expect(
      (await call<ErrorBody>(t, '/api/data/batch-log', jsonPost({ entries: [{ level: 'fatal', message: 'x' }] }))).body.error.field,
    ).toBe('entries.0.level');
    expect((await call<ErrorBody>(t, '/api/data/batch-log', jsonPost({ entries: [] }))).body.error.field).toBe('entries');
    const many = Array.from({ length: 51 }, () => ({ level: 'info', message: 'x' }));
    expect((await call<ErrorBody>(t, '/api/data/batch-log', jsonPost({ entries: many }))).status).toBe(400);
  });
});

describe('sites and pages', () => {
  it('describes the site on its host, or any host with shared-host', async () => {
    const site = await call<{ data: { id: string; pages: { path: string }[] } }>(t, '/api/site/northwind/northwind.localhost');
    expect(site.body.data.id).toBe('org_northwind');
    expect(site.body.data.pages.map((p) => p.path)).toEqual(['about', 'booking', 'help', 'returns', 'shipping']);
    expect((await call(t, '/api/site/northwind/localhost:4173')).status).toBe(200);
    expect((await call(t, '/api/site/northwind/evil.example')).status).toBe(404);
    expect((await call(t, '/api/site/northwind/evil.example?shared-host=true')).status).toBe(200);
    expect((await call(t, '/api/site/harbor/harbor.localhost')).status).toBe(404);
    expect((await call(t, '/api/site/harbor/harbor.localhost', { headers: harbor })).status).toBe(200);
  });

  it('serves a page by host and path, 404 for unknown pages or hosts', async () => {
    const page = await call<{ data: { title: string; content: string } }>(t, '/api/page/northwind.localhost/shipping?en=true');
    expect(page.body.data.title).toBe('Shipping');
    await t.data.insertInto('site_pages').values({ tenant_id: 'org_northwind', path: 'policies/privacy', title: 'Privacy' }).execute();
    expect((await call<{ data: { title: string } }>(t, '/api/page/northwind.localhost/policies/privacy')).body.data.title).toBe('Privacy');
    expect((await call(t, '/api/page/northwind.localhost/nope')).status).toBe(404);
    expect((await call(t, '/api/page/northwind.localhost')).status).toBe(404);
    expect((await call(t, '/api/page/harbor.localhost/shipping')).status).toBe(404);
    expect((await call<ErrorBody>(t, '/api/page/northwind.localhost/a%2F..%2Fhelp')).body.error.field).toBe('path');
  });

  it('previews a draft page or a product only with a valid signed token', async () => {
    await t.data.insertInto('site_pages').values({ tenant_id: 'org_northwind', path: 'draft', title: 'Draft', published: 0 }).execute();
    expect((await call(t, '/api/page/northwind.localhost/draft')).status).toBe(404);
    const secret = serverSecret(t.config);
    const token = signPreviewToken(secret, 'org_northwind', ['northwind', 'page', 'draft'], new Date(Date.now() + 60_000));
    const ok = await call<{ data: { title: string; preview: boolean } }>(t, `/api/tools/preview/northwind/page/draft?token=${token}`);
    expect(ok.body.data).toMatchObject({ title: 'Draft', preview: true });
    const productToken = signPreviewToken(secret, 'org_northwind', ['northwind', 'product', 'NW-ELE-001'], new Date(Date.now() + 60_000));
    expect((await call(t, `/api/tools/preview/northwind/product/NW-ELE-001?token=${productToken}`)).status).toBe(200);
    expect((await call(t, `/api/tools/preview/northwind/page/help?token=${token}`)).status).toBe(403);
    expect((await call(t, `/api/tools/preview/northwind/page/draft?token=${token}x`)).status).toBe(403);
    expect((await call(t, '/api/tools/preview/northwind/page/draft')).status).toBe(403);
    const overlong = await call<ErrorBody>(t, `/api/tools/preview/northwind/page/draft?token=${'x'.repeat(2001)}`);
    expect(overlong.status).toBe(400);
    expect(overlong.body).toEqual({ error: { code: 'invalid', message: 'token: must be at most 2000 characters', field: 'token' } });
    expect((await call(t, `/api/tools/preview/northwind/page/draft?token=${token}`, { headers: harbor })).status).toBe(403);
    const expired = signPreviewToken(secret, 'org_northwind', ['northwind', 'page', 'draft'], new Date(Date.now() - 1000));
    expect((await call<ErrorBody>(t, `/api/tools/preview/northwind/page/draft?token=${expired}`)).body.error.code).toBe('forbidden');
  });
});

describe('POST /api/app-key', () => {
  it('exchanges the configured credentials for an app token', async () => {
    const { status, body } = await call<{ token: string; expiresIn: number }>(
      t,
      '/api/app-key',
      jsonPost({ appId: 'demo-app', secret: 'secret-456', key: 'key-123' }),
    );
    expect(status).toBe(200);
    expect(body.expiresIn).toBe(3600);
    expect(verifyAppToken(serverSecret(t.config), 'org_northwind', body.token)).toBe(true);
    expect(verifyAppToken(serverSecret(t.config), 'org_harbor', body.token)).toBe(false);
    expect(JSON.stringify(body)).not.toContain('secret-456');
  });

  it('answers 401 for wrong credentials, 400 for missing ones, 503 when not configured', async () => {
    for (const wrong of [
      { appId: 'demo-app', secret: 'secret-456', key: 'nope' },
      { appId: 'x', secret: 'secret-456', key: 'key-123' },
      { appId: 'demo-app', secret: 'secret-45', key: 'key-123' },
    ]) {
      expect(await call(t, '/api/app-key', jsonPost(wrong))).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid app credentials' } },
      });
    }
    expect((await call<ErrorBody>(t, '/api/app-key', jsonPost({ appId: 'demo-app' }))).body.error.field).toBe('secret');
    expect(await call(bare, '/api/app-key', jsonPost({ appId: 'a', secret: 'b', key: 'c' }))).toMatchObject({
      status: 503,
      body: { error: { message: 'App credentials are not configured' } },
    });
  });
});

describe("a tenant's own app credentials", () => {
  it('issue tokens of that tenant only; another tenant answers 401 to them, and to the wrong secret', async () => {
    const own = await createAppCredentials(bare.data, 'org_harbor');
    const asHarbor = { orgid: 'org_harbor' };
    const issued = await call<{ token: string }>(bare, '/api/app-key', jsonPost(own, asHarbor));
    expect(issued.status).toBe(200);
    expect(verifyAppToken(serverSecret(bare.config), 'org_harbor', issued.body.token)).toBe(true);
    expect((await call(bare, '/api/app-key', jsonPost({ ...own, secret: 'x' }, asHarbor))).status).toBe(401);
    // Northwind has no credentials of its own and the server has none for the platform: 503, never Harbor's token.
    expect((await call(bare, '/api/app-key', jsonPost(own))).status).toBe(503);
    const northwind = await createAppCredentials(bare.data, 'org_northwind');
    expect((await call(bare, '/api/app-key', jsonPost(own))).status).toBe(401);
    expect((await call(bare, '/api/app-key', jsonPost(northwind))).status).toBe(200);
    expect(JSON.stringify(await bare.data.selectFrom('app_credentials').selectAll().execute())).not.toContain(own.secret);
  });
});
