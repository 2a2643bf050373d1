// @vitest-environment node
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NW_ORDER_TOTAL, paymentApp } from '../api/payments/testing.ts';
import { appAuthorization } from '../testing.ts';
import { refundsOf } from './refunds.ts';
import { SimStore } from './sim-store.ts';

const app = paymentApp();
afterAll(() => app.close());

/** Starts one staff process; resolves with its answer once it has asked for the refund. */
function staffMember(goFile: string, orderId: string, ready: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'refund-race.fixture.ts'), app.config.dataDir, goFile, orderId],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out === 'ready\n') ready();
    });
    child.on('error', reject);
    child.on('exit', () => resolve(out.replace('ready\n', '').trim()));
  });
}

describe('refunding the remainder of a payment from separate server processes at once', () => {
  it('refunds it once through the card provider: one process refunds, the other three are told nothing is left', async () => {
    const order = app.newOrder();
    const intent = await app.post('/api/storefront/payment-intent', { email: 'ada@example.com', orderId: order.id });
    await app.post(`/sim/stripe/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      client_secret: intent.body.client_secret,
      simulate: 'succeeded',
    });
    const partial = await app.post(
      `/api/storefront/order/${order.id}/refund`,
      { amount: 500 },
      { headers: { authorization: appAuthorization(app.config) } },
    );
    expect(partial.status).toBe(201);

    const goFile = join(app.config.dataDir, 'go-refund');
    let waiting = 4;
    let go: () => void = () => undefined;
    const allReady = new Promise<void>((resolve) => (go = resolve));
    const answers = Array.from({ length: 4 }, () => staffMember(goFile, order.id, () => --waiting === 0 && go()));
    await allReady;
    writeFileSync(goFile, '');
    const results = await Promise.all(answers);
    expect(results.sort()).toEqual(['nothing_to_refund', 'nothing_to_refund', 'nothing_to_refund', 'succeeded']);
    expect(refundsOf(app.db, 'org_northwind', { type: 'order', id: order.id }).map((r) => [r.amount, r.status])).toEqual([
      [500, 'succeeded'],
      [NW_ORDER_TOTAL - 500, 'succeeded'],
    ]);
    expect(new SimStore<{ refundedCents?: number }>(app.db, 'stripe').get(intent.body.paymentIntentId)?.data.refundedCents).toBe(
      NW_ORDER_TOTAL,
    );
    expect(app.orderState(order.id)?.status).toBe('refunded');
  }, 60_000);
});
