/**
 * The races that must give exactly one winner, with their requests spread over two demo server
 * processes on one database: the last place of a slot, the last units of a product's stock, and one
 * Idempotency-Key sent to both servers at once. One process could order these in memory; two can
 * only be kept right by the database, which is what a site with several processes behind a load
 * balancer relies on.
 */
import assert from 'node:assert/strict';
import type { Data } from '../../demo-site/server/database.ts';
import { sharedDatabase, startDemoServer, test, type DemoServer } from './harness.ts';

const ORG = 'org_northwind';
/** In-store pickup: free, so a booking is confirmed at once, and its slots never overlap. */
const SERVICE = 'svc_nw_pickup';
const LOCATION = 'loc_nw_soho';
const RACERS = 40;
const SLOT_GONE = 'The selected time is no longer available';

/** Two servers on one database (SQLite file or PostgreSQL, as the suite runs) and a data layer of the test's own on it. */
interface Pair {
  servers: [DemoServer, DemoServer];
  data: Data;
  stop(): Promise<void>;
}

async function startPair(): Promise<Pair> {
  const shared = await sharedDatabase();
  const servers: DemoServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await shared.close();
  };
  try {
    // One after the other: the first migrates and seeds; the second finds it done. No background jobs,
    // so nothing but the racing requests writes.
    for (let i = 0; i < 2; i++) servers.push(await startDemoServer({ ...shared.where, env: { JOBS: 'off', DEMO_MODE: 'true' } }));
    return { servers: [servers[0]!, servers[1]!], data: await shared.open(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const headers = (key: string) => ({ 'content-type': 'application/json', orgid: ORG, 'idempotency-key': key });

/** POSTs JSON to one server; the answer's status and body (or the network error as status 0). */
async function post(
  server: DemoServer,
  path: string,
  key: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      headers: headers(key),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}

const errorOf = (body: Record<string, unknown>) => (body.error ?? {}) as { code?: string; message?: string };

/** A free pickup slot at least three days ahead, with its capacity. */
async function freeSlot(server: DemoServer): Promise<{ startTime: string; capacity: number }> {
  for (let offset = 3; offset < 12; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await post(server, '/api/reservations/slots', `slots-${offset}`, { locationId: LOCATION, serviceId: SERVICE, date });
    const slots = (answer.body.slots ?? []) as { startTime: string; available: boolean; capacity: number }[];
    const slot = slots.find((s) => s.available);
    if (slot) return slot;
  }
  throw new Error('no free pickup slot in the next 12 days');
}

function booking(startTime: string, customer: string) {
  return {
    locationId: LOCATION,
    serviceId: SERVICE,
    date: startTime.slice(0, 10),
    time: startTime.slice(11, 16),
    startTime,
    customerName: `Racer ${customer}`,
    customerEmail: `racer.${customer}@example.com`,
    customerPhone: '+1 212 555 0100',
  };
}

/** Sends one request per racer at once, alternating between the two servers. */
function spread<T>(pair: Pair, count: number, send: (server: DemoServer, i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(pair.servers[i % 2]!, i)));
}

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).join(' ');

test(
  'two servers on one database: 40 bookings for the last place of a slot, half through each server, give exactly one booking',
  async () => {
    const pair = await startPair();
    try {
      const [a] = pair.servers;
      const slot = await freeSlot(a);
      for (let i = 1; i < slot.capacity; i++) {
        const filled = await post(a, '/api/reservations/create', `fill-${i}`, booking(slot.startTime, `fill-${i}`));
        assert.equal(filled.status, 201, JSON.stringify(filled.body));
      }
      const answers = await spread(pair, RACERS, (server, i) =>
        post(server, '/api/reservations/create', `last-${i}`, booking(slot.startTime, `last-${i}`)),
      );
      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409 && errorOf(a.body).message === SLOT_GONE);
      assert.equal(created.length, 1, `exactly one booking for the last place; statuses: ${statuses(answers)}`);
      assert.equal(refused.length, RACERS - 1, `every other racer is told "${SLOT_GONE}"; statuses: ${statuses(answers)}`);
      const booked = (
        await pair.data
          .selectFrom('reservations')
          .select('id')
          .where('tenant_id', '=', ORG)
          .where('customer_email', 'like', 'racer.%')
          .where('status', '<>', 'cancelled')
          .execute()
      ).length;
      assert.equal(booked, slot.capacity, 'the slot holds exactly its capacity');
    } finally {
      await pair.stop();
    }
  },
  { timeout: 120_000 },
);

test(
  'two servers on one database: 20 shoppers, half through each server, race for the last 3 of a product and exactly 3 orders take it',
  async () => {
    const pair = await startPair();
    try {
      const sku = 'NW-TOY-022';
      await pair.data.updateTable('products').set({ stock: 3 }).where('tenant_id', '=', ORG).where('sku', '=', sku).execute();
      const order = (i: number) => ({
        customerInfo: { email: `shopper.${i}@example.com`, firstName: 'Race', lastName: `Shopper ${i}` },
        shippingAddress: { firstName: 'Race', lastName: `Shopper ${i}`, address: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
        items: [{ sku, quantity: 1 }],
        paymentMethod: 'card',
        paymentGateway: 'stripe',
      });
      const answers = await spread(pair, 20, (server, i) => post(server, '/api/storefront/order/create', `stock-${i}`, order(i)));
      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409 && errorOf(a.body).code === 'insufficient_stock');
      assert.equal(created.length, 3, `exactly 3 orders; statuses: ${statuses(answers)}`);
      assert.equal(refused.length, 17, `every other shopper is told the stock is short; statuses: ${statuses(answers)}`);
      assert.equal(
        (
          await pair.data
            .selectFrom('products')
            .select('stock')
            .where('tenant_id', '=', ORG)
            .where('sku', '=', sku)
            .executeTakeFirstOrThrow()
        ).stock,
        0,
        'stock ends at 0, never below',
      );
    } finally {
      await pair.stop();
    }
  },
  { timeout: 120_000 },
);

test(
  'two servers on one database: one Idempotency-Key sent 10 times at once to both servers books once, and every answer names that booking',
  async () => {
    const pair = await startPair();
    try {
      const [a, b] = pair.servers;
      const slot = await freeSlot(a);
      const body = booking(slot.startTime, 'same-key');
      const answers = await spread(pair, 10, (server) => post(server, '/api/reservations/create', 'one-key-for-all', body));
      const created = answers.filter((x) => x.status === 201);
      const waiting = answers.filter((x) => x.status === 409 && errorOf(x.body).code === 'request_in_progress');
      assert.ok(created.length >= 1, `at least one answer is the booking; statuses: ${statuses(answers)}`);
      assert.equal(
        created.length + waiting.length,
        10,
        `the rest are told the request is still being processed; statuses: ${statuses(answers)}`,
      );
      const ids = new Set(created.map((x) => (x.body.reservation as { id: string }).id));
      assert.equal(ids.size, 1, `every 201 names the same booking: ${[...ids].join(', ')}`);
      const rows = (
        await pair.data
          .selectFrom('reservations')
          .select('id')
          .where('tenant_id', '=', ORG)
          .where('customer_email', '=', body.customerEmail)
          .execute()
      ).map((row) => row.id);
      assert.deepEqual(rows, [...ids], 'one booking in the database');
      for (const server of [a, b]) {
        const retry = await post(server, '/api/reservations/create', 'one-key-for-all', body);
        assert.equal(retry.status, 201, JSON.stringify(retry.body));
        assert.equal(
          (retry.body.reservation as { id: string }).id,
          [...ids][0],
          'a later retry through either server answers the same booking',
        );
      }
    } finally {
      await pair.stop();
    }
  },
  { timeout: 120_000 },
);
