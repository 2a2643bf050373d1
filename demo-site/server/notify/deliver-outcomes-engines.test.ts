// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import type { Config } from '../config.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import { deliverDue } from './deliver.ts';

const { engines: ENGINES } = engineDatabases('deliver-outcomes-');
const NOW = new Date('2026-11-20T08:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const CONFIG = { demoMode: true, siteUrl: 'http://localhost:5173' } as Config;

const open: DataLayer[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const layer of open.splice(0)) await layer.close();
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

/** A webhook receiver: `/one` fails its first call with HTTP 500, every other call succeeds; it keeps each call's path and event id. */
async function receiver(): Promise<{ base: string; calls: { path: string; eventId: string }[] }> {
  const calls: { path: string; eventId: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const failing = path === '/one' && !calls.some((call) => call.path === '/one');
      calls.push({ path, eventId: (JSON.parse(body) as { id: string }).id });
      response.writeHead(failing ? 500 : 200).end();
    });
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

/** Two tenants, each with one event and one webhook delivery of it due now, to its own endpoint. */
async function seed(data: Data, base: string): Promise<void> {
  for (const [tenant, path] of [
    ['org_one', '/one'],
    ['org_two', '/two'],
  ] as const) {
    await data
      .insertInto('tenants')
      .values({ id: tenant, site_name: tenant, host: `${tenant}.example`, name: tenant, time_zone: 'UTC' })
      .execute();
    await data
      .insertInto('events')
      .values({
        tenant_id: tenant,
        id: `evt_${tenant}`,
        type: 'order.paid',
        subject_id: 'ord_1',
        data: '{}',
        created_at: NOW.toISOString(),
      })
      .execute();
    await data
      .insertInto('webhook_endpoints')
      .values({ tenant_id: tenant, id: 'we_1', url: `${base}${path}`, secret: 's', created_at: NOW.toISOString() })
      .execute();
    await data
      .insertInto('deliveries')
      .values({
        tenant_id: tenant,
        event_id: `evt_${tenant}`,
        channel: 'webhook',
        recipient: 'we_1',
        next_attempt_at: NOW.toISOString(),
        created_at: NOW.toISOString(),
      })
      .execute();
  }
}

async function deliveryOf(data: Data, tenant: string) {
  return data
    .selectFrom('deliveries')
    .select(['status', 'attempts', 'last_error as lastError', 'next_attempt_at as nextAttemptAt', 'sent_at as sentAt'])
    .where('tenant_id', '=', tenant)
    .executeTakeFirstOrThrow();
}

describe.each(ENGINES)('delivering webhooks on %s', (_engine, where) => {
  it('sends each delivery once, retries a failed one after its backoff, and leaves another tenant’s delivery as it was', async () => {
    const layer = await openDataLayer(await where());
    open.push(layer);
    const data = layer.db;
    const { base, calls } = await receiver();
    await seed(data, base);

    expect(await deliverDue(data, CONFIG, NOW)).toBe(1);
    expect(await deliveryOf(data, 'org_one')).toEqual({
      status: 'pending',
      attempts: 1,
      lastError: 'The endpoint answered HTTP 500',
      nextAttemptAt: at(MINUTE).toISOString(),
      sentAt: null,
    });
    const sentToTwo = { status: 'sent', attempts: 1, lastError: null, nextAttemptAt: NOW.toISOString(), sentAt: NOW.toISOString() };
    expect(await deliveryOf(data, 'org_two')).toEqual(sentToTwo);

    expect(await deliverDue(data, CONFIG, at(MINUTE - 1))).toBe(0);
    expect(calls).toHaveLength(2);

    expect(await deliverDue(data, CONFIG, at(MINUTE))).toBe(1);
    expect(await deliveryOf(data, 'org_one')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentAt: at(MINUTE).toISOString(),
    });
    expect(await deliveryOf(data, 'org_two')).toEqual(sentToTwo);

    expect(await deliverDue(data, CONFIG, at(60 * MINUTE))).toBe(0);
    expect(calls.map((call) => `${call.path} ${call.eventId}`).sort()).toEqual([
      '/one evt_org_one',
      '/one evt_org_one',
      '/two evt_org_two',
    ]);
  });
});
