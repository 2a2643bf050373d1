// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { call, jsonPost, type ErrorBody } from '../../../test/helpers/server/storefront-calls.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { setAllowedOrigins } from '../tenants.ts';
import { CROSS_SITE_REFUSED, requestProvenance } from './csrf.ts';

const t = makeTestApp();
afterAll(() => t.close());
await setAllowedOrigins(t.data, 'org_northwind', ['https://shop.example']);

let n = 0;
/** A newsletter sign-up (a public state change) with these extra headers; a fresh address each time. */
const signUp = (headers: Record<string, string>) =>
  call<ErrorBody>(t, '/api/forms/newsletter', jsonPost({ email: `reader${++n}@example.com` }, { orgid: 'org_northwind', ...headers }));

const refused = { status: 403, body: { error: { code: 'forbidden', message: CROSS_SITE_REFUSED } } };

describe('CSRF check of cookie-carrying state changes', () => {
  it('refuses a cross-site post that carries the shopper or staff cookie', async () => {
    expect(await signUp({ cookie: 'site_token=abc', origin: 'https://evil.example' })).toMatchObject(refused);
    expect(await signUp({ cookie: 'staff_session=abc', origin: 'https://evil.example' })).toMatchObject(refused);
    expect(await signUp({ cookie: 'staff_session=abc', 'sec-fetch-site': 'cross-site' })).toMatchObject(refused);
    expect(await signUp({ cookie: 'site_token=abc', referer: 'https://evil.example/page' })).toMatchObject(refused);
    expect(await signUp({ cookie: 'site_token=abc', origin: 'null' })).toMatchObject(refused);
  });

  it('refuses a post with a sign-in cookie that shows no origin at all', async () => {
    expect(await signUp({ cookie: 'staff_session=abc' })).toMatchObject(refused);
    expect(await signUp({ cookie: 'customer_session=abc; site_token=abc' })).toMatchObject(refused);
  });

  it('takes a post with only the shopper cookie and no browser headers (a script, not a page)', async () => {
    expect((await signUp({ cookie: 'site_token=abc' })).status).toBe(201);
  });

  it('accepts the same post from the site itself, by Origin, Sec-Fetch-Site or Referer', async () => {
    expect((await signUp({ cookie: 'site_token=abc', origin: 'http://localhost' })).status).toBe(201);
    expect((await signUp({ cookie: 'site_token=abc', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await signUp({ cookie: 'site_token=abc', referer: 'http://localhost/store' })).status).toBe(201);
  });

  it('accepts an origin the tenant lists, but not for another tenant', async () => {
    expect((await signUp({ cookie: 'site_token=abc', origin: 'https://shop.example' })).status).toBe(201);
    expect(await signUp({ cookie: 'site_token=abc', origin: 'https://shop.example', orgid: 'org_harbor' })).toMatchObject(refused);
  });

  it('lets a server call with a bearer token and no cookie through, whatever its headers', async () => {
    expect((await signUp({ authorization: 'Bearer app.org_northwind.1.x', origin: 'https://evil.example' })).status).toBe(201);
    expect((await signUp({})).status).toBe(201);
  });

  it('leaves provider webhooks to their signatures', async () => {
    const hook = await call<ErrorBody>(t, '/api/webhooks/stripe', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', cookie: 'site_token=abc', origin: 'https://evil.example' },
    });
    expect(hook.body.error?.message).not.toBe(CROSS_SITE_REFUSED);
  });

  it('refuses a staff form posted from another site even without a cookie, with a plain page', async () => {
    const form = {
      method: 'POST',
      body: 'email=a%40b.example&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    const response = await t.app.request('/staff/sign-in', { ...form, headers: { ...form.headers, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(CROSS_SITE_REFUSED);
    const own = await t.app.request('/staff/sign-in', { ...form, headers: { ...form.headers, origin: 'http://localhost' } });
    expect(own.status).not.toBe(403);
  });

  it('lets reads through from anywhere', async () => {
    const read = await call(t, '/api/storefront/config', { headers: { cookie: 'site_token=abc', origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('requestProvenance', () => {
  const ours = (origin: string) => origin === 'https://site.example';
  it.each([
    [{ origin: 'https://site.example' }, 'allowed'],
    [{ origin: 'https://evil.example', secFetchSite: 'same-origin' }, 'refused'],
    [{ secFetchSite: 'same-origin' }, 'allowed'],
    [{ secFetchSite: 'same-site' }, 'refused'],
    [{ referer: 'https://site.example/a?b' }, 'allowed'],
    [{ referer: 'not a url' }, 'refused'],
    [{}, 'unknown'],
  ])('%j is %s', (headers, expected) => {
    expect(requestProvenance(headers, ours)).toBe(expected);
  });
});
