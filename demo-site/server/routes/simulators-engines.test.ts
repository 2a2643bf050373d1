// @vitest-environment node
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest } from '../../../test/helpers/data-layers.ts';
import { createApp } from '../app.ts';
import type { AppEnv } from '../context.ts';
import { migrate, openDatabase, type Db } from '../db.ts';
import type { Data } from '../database.ts';
import { providersFor } from '../payments/providers.ts';
import { fakeDist, testConfig } from '../../../test/helpers/server/test-app.ts';

const { engines: ENGINES, tempFolder } = engineDatabases('simulator-routes-');
const open = layersClosedAfterEachTest();
const connections: Db[] = [];
afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
});

/** A demo-mode app whose data layer is the engine's; its own SQLite connection holds nothing the simulators read. */
async function appOn(
  where: () => Promise<Parameters<typeof open>[0]>,
): Promise<{ app: Hono<AppEnv>; data: Data; config: ReturnType<typeof testConfig> }> {
  const config = testConfig({ DEMO_MODE: '1', DATA_DIR: tempFolder() });
  const db = openDatabase(config.dataDir);
  connections.push(db);
  migrate(db);
  const data = (await open(await where())).db;
  return { app: createApp({ config, data, distDir: fakeDist() }), data, config };
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.each(ENGINES)('the simulator routes over a data layer on %s', (_engine, where) => {
  it('take a card payment: the browser confirms the intent and reads it back as succeeded', async () => {
    const { app, data, config } = await appOn(where);
    const card = providersFor(config, data).stripe;
    const intent = await card!.createIntent({
      amount: 2500,
      currency: 'usd',
      metadata: { tenantId: 'org_one' },
      idempotencyKey: 'intent-1',
    });

    const confirmed = await app.request(
      `/sim/stripe/payment_intents/${intent.id}/confirm`,
      json({ client_secret: intent.clientSecret, payment_method: { card: { number: '4242424242424242' } } }),
    );
    expect(confirmed.status).toBe(200);
    const read = await app.request(`/sim/stripe/payment_intents/${intent.id}?client_secret=${intent.clientSecret}`);
    expect(await read.json()).toMatchObject({ id: intent.id, status: 'succeeded', amount: 2500 });
    expect((await app.request(`/sim/stripe/payment_intents/${intent.id}?client_secret=wrong`)).status).toBe(404);
  });

  it('take a card payment that needs the action page: approve it there, and the provider reports it paid', async () => {
    const { app, data, config } = await appOn(where);
    const processed = await app.request(
      '/sim/cardbank/payments/process',
      json(
        {
          amount: 60_000,
          currency: 'USD',
          payment_method: 'card',
          payment_details: { card_number: '4242424242424242', expiry: '1234', cvv: '123' },
        },
        { authorization: 'Bearer pk_sim_cardbank_demo' },
      ),
    );
    const answer = (await processed.json()) as { status: string; payment_id: string };
    expect(answer.status).toBe('requires_action');

    const page = await app.request(`/sim/cardbank/action/${answer.payment_id}`);
    expect(page.status).toBe(200);
    const token = /name="token" value="([0-9a-f]+)"/.exec(await page.text())?.[1] ?? '';
    expect(token).not.toBe('');
    const form = (decision: string, value: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, token: value }).toString(),
    });
    expect((await app.request(`/sim/cardbank/action/${answer.payment_id}`, form('approve', 'f'.repeat(48)))).status).toBe(403);
    expect(await providersFor(config, data).cardbank!.getPayment(answer.payment_id)).toMatchObject({ status: 'requires_action' });
    expect((await app.request(`/sim/cardbank/action/${answer.payment_id}`, form('approve', token))).status).toBe(303);
    expect(await providersFor(config, data).cardbank!.getPayment(answer.payment_id)).toMatchObject({ status: 'succeeded', amount: 60_000 });
  });
});
