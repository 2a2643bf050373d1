// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { findSession, STAFF_ABSOLUTE_SECONDS, STAFF_IDLE_SECONDS, startSession } from '../auth/sessions.ts';
import { createStaffAccount } from '../auth/staff-accounts.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp({ SITE_URL: 'https://shop.example', DEMO_MODE: 'true' });
const httpApp = makeTestApp();
afterAll(() => {
  t.close();
  httpApp.close();
});

const PASSWORD = 'correct horse battery';
const ORIGIN = 'https://shop.example';
await createStaffAccount(t.data, { tenantId: 'org_northwind', email: 'owner@northwind.example', password: PASSWORD, role: 'owner' });
await createStaffAccount(t.data, { tenantId: 'org_harbor', email: 'owner@harbor.example', password: PASSWORD, role: 'owner' });

function signIn(app: typeof t, fields: Record<string, string>, org = 'northwind', origin = ORIGIN) {
  return app.app.request(`https://shop.example/staff/sign-in?org=${org}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieOf = (response: Response) => /staff_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('staff sign-in', () => {
  it('shows a plain form that works without JavaScript', async () => {
    const page = await (await t.app.request('https://shop.example/staff/sign-in?org=northwind')).text();
    expect(page).toMatch(/<form class="staff-form" method="post" action="\/staff\/sign-in\?org=northwind">/);
    expect(page).toContain('<label for="staff-email">Email</label>');
    expect(page).toContain('type="password"');
  });

  it('signs in with an HttpOnly, SameSite=Lax, Secure session cookie and a 303 to the page asked for', async () => {
    const response = await signIn(t, { email: 'Owner@Northwind.example', password: PASSWORD, next: '/calendar' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/calendar?org=northwind');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Secure/);
    const who = await t.app.request('/api/auth/session', {
      headers: { orgid: 'org_northwind', cookie: `staff_session=${cookieOf(response)}` },
    });
    expect((await who.json()).staff).toEqual({ email: 'owner@northwind.example', role: 'owner', organisationId: 'org_northwind' });
    const page = await (
      await t.app.request('https://shop.example/help?org=northwind', { headers: { cookie: `staff_session=${cookieOf(response)}` } })
    ).text();
    expect(page).toContain('Signed in as owner@northwind.example (owner)');
  });

  it('sends no Secure flag on plain http, and never sends a visitor to another site after sign-in', async () => {
    await createStaffAccount(httpApp.data, {
      tenantId: 'org_northwind',
      email: 'owner@northwind.example',
      password: PASSWORD,
      role: 'owner',
    });
    const response = await httpApp.app.request('http://localhost/staff/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({ email: 'owner@northwind.example', password: PASSWORD, next: '//evil.example/x' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(response.headers.get('location')).toBe('/calendar');
  });

  it('answers a wrong password and an unknown account with the same message, keeping the e-mail typed', async () => {
    const wrong = await signIn(t, { email: 'owner@northwind.example', password: 'not the password' });
    const unknown = await signIn(t, { email: 'nobody@northwind.example', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toContain('Incorrect email or password.');
    expect(b).toContain('Incorrect email or password.');
    expect(a).toContain('value="owner@northwind.example"');
    expect(wrong.headers.get('set-cookie') ?? '').not.toContain('staff_session');
  });

  it('gives a new session id on every sign-in; sign-out deletes the session', async () => {
    const first = cookieOf(await signIn(t, { email: 'owner@northwind.example', password: PASSWORD })) ?? '';
    const second = cookieOf(await signIn(t, { email: 'owner@northwind.example', password: PASSWORD })) ?? '';
    expect(first).not.toBe(second);
    const out = await t.app.request('https://shop.example/staff/sign-out?org=northwind', {
      method: 'POST',
      headers: { cookie: `staff_session=${second}`, origin: ORIGIN },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/staff_session=;/);
    expect(await findSession(t.data, 'staff', second)).toBeUndefined();
    const after = await t.app.request('/api/calendar?from=2026-03-01&to=2026-03-02', {
      headers: { orgid: 'org_northwind', cookie: `staff_session=${second}` },
    });
    expect(after.status).toBe(401);
  });

  it('ends a session after 30 idle minutes or 12 hours, whatever happens', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const id = await startFor(start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await findSession(t.data, 'staff', id, at((STAFF_IDLE_SECONDS - 60) * 1000))).toBeDefined();
    expect(await findSession(t.data, 'staff', id, at((2 * STAFF_IDLE_SECONDS - 120) * 1000))).toBeDefined();
    expect(await findSession(t.data, 'staff', id, at((3 * STAFF_IDLE_SECONDS + 60) * 1000))).toBeUndefined();
    const kept = await startFor(start);
    for (let minutes = 25; minutes < STAFF_ABSOLUTE_SECONDS / 60; minutes += 25)
      expect(await findSession(t.data, 'staff', kept, at(minutes * 60_000))).toBeDefined();
    expect(await findSession(t.data, 'staff', kept, at(STAFF_ABSOLUTE_SECONDS * 1000 + 1000))).toBeUndefined();
  });

  it("refuses a staff session on another organisation's staff operations with 403", async () => {
    const harbor = cookieOf(await signIn(t, { email: 'owner@harbor.example', password: PASSWORD }, 'harbor')) ?? '';
    const response = await t.app.request('/api/calendar?from=2026-03-01&to=2026-03-02', {
      headers: { orgid: 'org_northwind', cookie: `staff_session=${harbor}` },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden');
    const own = await t.app.request('/api/calendar?from=2026-03-01&to=2026-03-02', {
      headers: { orgid: 'org_harbor', cookie: `staff_session=${harbor}` },
    });
    expect(own.status).toBe(200);
  });

  it('locks an account after 5 wrong passwords: even the right one gets "Too many attempts" with Retry-After', async () => {
    await createStaffAccount(t.data, { tenantId: 'org_northwind', email: 'locked@northwind.example', password: PASSWORD, role: 'staff' });
    for (let i = 0; i < 5; i++) expect((await signIn(t, { email: 'locked@northwind.example', password: `guess ${i}` })).status).toBe(401);
    const locked = await signIn(t, { email: 'locked@northwind.example', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await locked.text()).toMatch(/Too many attempts\. Try again in \d+ minutes\./);
    expect(locked.headers.get('set-cookie') ?? '').not.toContain('staff_session');
    // Other accounts from other people are not locked by it.
    expect((await signIn(t, { email: 'owner@northwind.example', password: PASSWORD })).status).toBe(303);
  });
});

/** Starts a session of the Northwind owner at a given time (for the expiry test). */
async function startFor(now: Date): Promise<string> {
  const { id } = await t.data
    .selectFrom('staff_accounts')
    .select('id')
    .where('tenant_id', '=', 'org_northwind')
    .where('email', '=', 'owner@northwind.example')
    .executeTakeFirstOrThrow();
  return startSession(t.data, 'staff', 'org_northwind', id, now);
}
