// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, layersClosedAfterEachTest, twoTenants } from '../../../test/helpers/data-layers.ts';
import type { Data } from '../database.ts';
import { testConfig } from '../../../test/helpers/server/test-app.ts';
import { MultipaySimulator } from './multipay-sim.ts';
import { pageConnectOrigins, pageProviders } from './page-providers.ts';
import { PaypalSimulator } from './paypal-sim.ts';
import { SimStore } from './sim-store.ts';
import { StripeSimulator } from './stripe-sim.ts';

const { engines: ENGINES } = engineDatabases('simulators-engines-');
const open = layersClosedAfterEachTest();
const NOW = new Date('2026-11-20T08:00:00.000Z');
const clock = () => NOW;
const metadata = { tenantId: 'org_one', orderId: 'ord_1' };

describe.each(ENGINES)('payment simulators on %s', (engine, where) => {
  it('stores an object per provider: found by id and by a data field, never through another provider', async () => {
    const data = (await open(await where())).db;
    const stripe = new SimStore<{ captureId?: string; note?: string }>(data, 'stripe');
    const paypal = new SimStore<{ captureId?: string }>(data, 'paypal');
    await stripe.insert({ id: 'obj_1', status: 'open', amount: 1250, currency: 'USD', data: { captureId: 'CAP_1', note: 'first' } }, NOW);
    await paypal.insert({ id: 'obj_2', status: 'open', amount: 900, currency: 'EUR', data: { captureId: 'CAP_2' } }, NOW);

    expect(await stripe.get('obj_1')).toEqual({
      id: 'obj_1',
      status: 'open',
      amount: 1250,
      currency: 'USD',
      data: { captureId: 'CAP_1', note: 'first' },
      expiresAt: null,
      createdAt: NOW.toISOString(),
    });
    expect((await stripe.findByData('captureId', 'CAP_1'))?.id).toBe('obj_1');
    expect((await paypal.findByData('captureId', 'CAP_2'))?.id).toBe('obj_2');
    expect(await paypal.get('obj_1')).toBeUndefined();
    expect(await paypal.findByData('captureId', 'CAP_1')).toBeUndefined();
    expect(await stripe.findByData('captureId', 'CAP_2')).toBeUndefined();
    await expect(stripe.findByData("captureId') OR 1=1 --", 'CAP_1')).rejects.toThrow('Bad field name');
  });

  it('changes an object only from the statuses it names, merging its data', async () => {
    const data = (await open(await where())).db;
    const store = new SimStore<{ a?: number; b?: number }>(data, 'multipay');
    await store.insert({ id: 'mps_1', status: 'pending', amount: 500, currency: 'USD', data: { a: 1 } }, NOW);
    expect(await store.update('mps_1', { status: 'completed', data: { b: 2 } }, NOW, ['expired'])).toBeUndefined();
    expect(await store.update('mps_1', { status: 'completed', amount: 450, data: { b: 2 } }, NOW, ['pending'])).toMatchObject({
      status: 'completed',
      amount: 450,
      data: { a: 1, b: 2 },
    });
    expect(await store.update('mps_1', { status: 'failed' }, NOW, ['pending'])).toBeUndefined();
    expect((await store.get('mps_1'))?.status).toBe('completed');
    expect(await store.update('missing', { status: 'failed' }, NOW)).toBeUndefined();
  });

  it('takes a card payment: create, confirm, refund in parts once per key, never more than was paid', async () => {
    const data = (await open(await where())).db;
    const events: string[] = [];
    const card = new StripeSimulator(data, { now: clock });
    card.onEvent = (payload) => {
      events.push((JSON.parse(payload) as { type: string }).type);
    };
    const intent = await card.createIntent({ amount: 4000, currency: 'usd', metadata });
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 4000, currency: 'USD', metadata });
    expect(await card.retrieveForClient(intent.id, 'wrong-secret')).toBeNull();

    const confirmed = await card.confirm(intent.id, intent.clientSecret, { cardNumber: '4242 4242 4242 4242' });
    expect(confirmed).toMatchObject({ status: 200, body: { paymentIntent: { status: 'succeeded', amount: 4000 } } });
    expect(events).toEqual(['payment_intent.succeeded']);
    expect(await card.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', last4: '4242', brand: 'visa' });
    expect(await card.confirm(intent.id, intent.clientSecret, { simulate: 'succeeded' })).toMatchObject({ status: 400 });

    const first = await card.refund({ ref: intent.id, amount: 1500, idempotencyKey: 'refund-1', currency: 'USD' });
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(await card.refund({ ref: intent.id, amount: 1500, idempotencyKey: 'refund-1', currency: 'USD' })).toEqual(first);
    expect(await card.refund({ ref: intent.id, amount: 3000, idempotencyKey: 'refund-2', currency: 'USD' })).toMatchObject({
      status: 'failed',
      message: 'The refund is larger than what is left of the payment.',
    });
    expect(await card.refund({ ref: intent.id, amount: 2500, idempotencyKey: 'refund-3', currency: 'USD' })).toMatchObject({
      status: 'succeeded',
    });
    expect((await new SimStore<{ refundedCents?: number }>(data, 'stripe').get(intent.id))?.data.refundedCents).toBe(4000);
  });

  it('takes a wallet payment: approve, capture, refund by the capture id; another provider never finds it', async () => {
    const data = (await open(await where())).db;
    const wallet = new PaypalSimulator(data, { now: clock });
    const order = await wallet.createOrder({ amount: 2000, currency: 'USD', reference: 'ORD-1', customId: 'org_one:ord_1' });
    expect(await wallet.captureOrder(order.id)).toMatchObject({ outcome: 'not_approved' });
    expect(await wallet.decide(order.id, 'approve')).toEqual({ id: order.id, status: 'APPROVED' });
    const capture = await wallet.captureOrder(order.id);
    expect(capture).toMatchObject({ outcome: 'completed', amount: 2000, currency: 'USD' });
    const captureId = capture.outcome === 'completed' ? capture.captureId : '';
    expect(await wallet.captureOrder(order.id)).toEqual(capture);

    const card = new StripeSimulator(data, { now: clock });
    expect(await card.retrieveIntent(order.id)).toBeNull();
    expect(await card.refund({ ref: order.id, amount: 100, idempotencyKey: 'k', currency: 'USD' })).toMatchObject({
      status: 'failed',
      message: 'No such payment.',
    });
    expect(await wallet.refund({ ref: order.id, amount: 100, idempotencyKey: 'k0', currency: 'USD' })).toMatchObject({
      status: 'failed',
      message: 'No such payment.',
    });
    expect(await wallet.refund({ ref: captureId, amount: 2000, idempotencyKey: 'k1', currency: 'USD' })).toMatchObject({
      status: 'succeeded',
    });
  });

  // On PostgreSQL two pools, as two server processes have. On SQLite one connection: a second one in
  // the same process would wait on the first's write lock synchronously, holding up the first itself.
  it('lets exactly one of ten concurrent completions from two server processes through', async () => {
    const database = await where();
    const first = (await open(database)).db;
    const second = engine === 'postgres' ? (await open(database)).db : first;
    const sims = [new MultipaySimulator(first, { now: clock }), new MultipaySimulator(second, { now: clock })];
    const session = await sims[0]!.createSession({
      amount: 3000,
      currency: 'USD',
      method: 'card',
      reference: 'ORD-2',
      returnUrl: 'http://localhost/return',
      metadata,
    });
    const token = (await sims[1]!.view(session.id))?.token ?? '';
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => sims[i % 2]!.act(session.id, token, 'complete')));
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'closed')).toHaveLength(9);

    const cards = [new StripeSimulator(first, { now: clock }), new StripeSimulator(second, { now: clock })];
    const events: string[] = [];
    for (const card of cards) card.onEvent = (payload) => void events.push(payload);
    const intent = await cards[0]!.createIntent({ amount: 3000, currency: 'usd', metadata });
    const confirms = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cards[i % 2]!.confirm(intent.id, intent.clientSecret, { cardNumber: '4242424242424242' })),
    );
    expect(confirms.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(events).toHaveLength(1);

    const store = (data: Data) => new SimStore<{ n?: number }>(data, 'multipay');
    await store(first).insert({ id: 'guarded', status: 'open', amount: 1, currency: 'USD', data: {} }, NOW);
    const changes = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store(n % 2 ? first : second).update('guarded', { status: 'done', data: { n } }, NOW, ['open'])),
    );
    const passed = changes.filter((change) => change !== undefined);
    expect(passed).toHaveLength(1);
    expect((await store(first).get('guarded'))?.data).toEqual(passed[0]?.data);
  });
});

describe.each(ENGINES)('page providers on %s', (_engine, where) => {
  const config = testConfig({
    STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh1234',
    PAYPAL_CLIENT_ID: 'client-id',
    PAYPAL_CLIENT_SECRET: 'client-secret-value',
    CARDBANK_API_KEY: 'cardbank-secret-key',
    CARDBANK_PUBLISHABLE_KEY: 'cardbank-public-key',
  });

  async function tenantsWithGateways(data: Data): Promise<void> {
    await twoTenants(data);
    await data
      .insertInto('payment_gateways')
      .values([
        { tenant_id: 'org_one', name: 'stripe', provider: 'stripe', client_id: null, position: 0, enabled: 1 },
        { tenant_id: 'org_one', name: 'paypal', provider: 'paypal', client_id: null, position: 1, enabled: 0 },
        { tenant_id: 'org_one', name: 'cardbank', provider: 'cardbank', client_id: null, position: 2, enabled: 1 },
        { tenant_id: 'org_two', name: 'paypal', provider: 'paypal', client_id: null, position: 0, enabled: 1 },
      ])
      .execute();
  }

  it('lists only the real gateways a tenant has enabled, never another tenant’s', async () => {
    const data = (await open(await where())).db;
    await tenantsWithGateways(data);
    expect(await pageProviders(config, data, 'org_one')).toEqual(['stripe']);
    expect(await pageProviders(config, data, 'org_two')).toEqual(['paypal']);
    expect(await pageProviders(config, data, 'org_none')).toEqual([]);
    expect(await pageConnectOrigins(config, data, 'org_one')).toHaveLength(1);
    expect(await pageConnectOrigins(config, data, 'org_two')).toEqual([]);
  });

  it('lists no gateway without real keys, even one the tenant has enabled', async () => {
    const data = (await open(await where())).db;
    await tenantsWithGateways(data);
    const simulated = testConfig({ DEMO_MODE: '1' });
    expect(await pageProviders(simulated, data, 'org_one')).toEqual([]);
    expect(await pageConnectOrigins(simulated, data, 'org_one')).toEqual([]);
  });
});
