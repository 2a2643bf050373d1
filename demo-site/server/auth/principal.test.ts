// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../../test/helpers/data-layers.ts';
import type { AppEnv } from '../context.ts';
import { type Data } from '../database.ts';
import { tenantMiddleware } from '../middleware/tenant.ts';
import { testConfig } from '../../../test/helpers/server/test-app.ts';
import { FOREIGN_MESSAGE, SIGN_IN_MESSAGE, accessGuard } from './guard.ts';
import { CUSTOMER_COOKIE, principalMiddleware, principalOf, STAFF_COOKIE } from './principal.ts';
import { startSession } from './sessions.ts';

const { engines: ENGINES } = engineDatabases('principal-');

/** The API's chain in front of one staff operation (the calendar), answering who the caller is. */
function apiOver(data: Data): Hono<AppEnv> {
  const config = testConfig();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('config', config);
    c.set('data', data);
    await next();
  });
  app.use(
    '/api/*',
    tenantMiddleware((c) => c.json({ error: 'Unknown organisation.' }, 404)),
  );
  app.use('/api/*', principalMiddleware());
  app.use('/api/*', accessGuard());
  app.get('/api/calendar', (c) => c.json({ tenant: c.get('tenant').id, principal: principalOf(c) }));
  app.get('/api/auth/session', (c) => c.json({ tenant: c.get('tenant').id, principal: principalOf(c) }));
  return app;
}

describe.each(ENGINES)('who is calling, on %s', (_engine, where) => {
  const openLayer = layersClosedAfterEachTest();
  async function fresh(): Promise<{ data: Data; api: Hono<AppEnv> }> {
    const layer = await openLayer(await where());
    for (const [tenant, createdAt] of [
      ['org_two', '2026-01-02T00:00:00.000Z'],
      ['org_one', '2026-01-01T00:00:00.000Z'],
    ] as const) {
      await layer.db
        .insertInto('tenants')
        .values({
          id: tenant,
          site_name: tenant.slice(4),
          host: `${tenant}.example`,
          name: tenant,
          time_zone: 'UTC',
          created_at: createdAt,
        })
        .execute();
      await layer.db
        .insertInto('staff_accounts')
        .values({ tenant_id: tenant, id: 'staff_kim', email: 'kim@example.com', role: 'owner', password_hash: 'x' })
        .execute();
    }
    return { data: layer.db, api: apiOver(layer.db) };
  }
  const calendar = async (api: Hono<AppEnv>, headers: Record<string, string> = {}, path = '/api/calendar'): Promise<Response> =>
    api.request(path, { headers });

  it('sends a signed-out caller to sign in, and takes the first organisation created when the request names none', async () => {
    const { api } = await fresh();
    const answer = await calendar(api);
    expect(answer.status).toBe(401);
    expect(JSON.stringify(await answer.json())).toContain(SIGN_IN_MESSAGE);
    expect(await (await calendar(api, {}, '/api/auth/session')).json()).toEqual({ tenant: 'org_one', principal: { kind: 'anonymous' } });
    expect(await (await calendar(api, { orgid: 'two' }, '/api/auth/session')).json()).toMatchObject({ tenant: 'org_two' });
    expect((await calendar(api, { orgid: 'org_nowhere' })).status).toBe(404);
  });

  it("lets this organisation's staff in, and answers another organisation's staff session with 403", async () => {
    const { data, api } = await fresh();
    const own = await startSession(data, 'staff', 'org_one', 'staff_kim');
    const other = await startSession(data, 'staff', 'org_two', 'staff_kim');
    const mine = await calendar(api, { orgid: 'org_one', cookie: `${STAFF_COOKIE}=${own}` });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({
      tenant: 'org_one',
      principal: { kind: 'staff', staffId: 'staff_kim', email: 'kim@example.com', role: 'owner' },
    });
    const foreign = await calendar(api, { orgid: 'org_one', cookie: `${STAFF_COOKIE}=${other}` });
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(await foreign.json())).toContain(FOREIGN_MESSAGE);
    expect(await (await calendar(api, { orgid: 'org_one', cookie: `${STAFF_COOKIE}=${other}` }, '/api/auth/session')).json()).toMatchObject(
      { principal: { kind: 'foreign' } },
    );
  });

  it('forgets a session that expired, and never takes another organisation’s customer session', async () => {
    const { data, api } = await fresh();
    const old = await startSession(data, 'staff', 'org_one', 'staff_kim', new Date(Date.now() - 13 * 60 * 60 * 1000));
    expect((await calendar(api, { orgid: 'org_one', cookie: `${STAFF_COOKIE}=${old}` })).status).toBe(401);
    const customer = await startSession(data, 'customer', 'org_two', 'ada@example.com');
    const session = async (org: string) =>
      (await calendar(api, { orgid: org, cookie: `${CUSTOMER_COOKIE}=${customer}` }, '/api/auth/session')).json();
    expect(await session('org_one')).toMatchObject({ principal: { kind: 'anonymous' } });
    expect(await session('org_two')).toMatchObject({ principal: { kind: 'customer', email: 'ada@example.com' } });
  });
});
